// Work handed from a worker thread to the thread of a QObject.
#pragma once

#include <QObject>

#include <deque>
#include <functional>
#include <mutex>

namespace chess960::ui {

/// \brief Runs functions posted from any thread on the thread it lives in, from its event loop,
/// in the order posted; those still waiting when it is destroyed are dropped. A posted function
/// may delete the handoff (or its parent).
///
/// The hand-over is a lock of the standard library, which ThreadSanitizer sees. A functor
/// queued with QMetaObject::invokeMethod crosses inside Qt, where ThreadSanitizer cannot look,
/// and every value it carries would be reported as a race.
class Handoff : public QObject {
    Q_OBJECT
public:
    explicit Handoff(QObject* parent);
    ~Handoff() override;

    /// \brief From any thread.
    void post(std::function<void()> work);

private slots:
    void runOne();

private:
    std::mutex lock_;
    std::deque<std::function<void()>> posted_;
};

} // namespace chess960::ui
