// Internal to EngineWorker: the object on the engine thread, and the mailbox both threads
// share. Requests and results pass through the mailbox under a mutex; Qt's queued calls only
// wake the other side, so every piece of data crosses threads in one well-defined place.
#pragma once

#include "engineworker.h"

#include "chess960/engine/search.h"

#include <QObject>

#include <atomic>
#include <mutex>
#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief One request for the engine thread.
struct EngineRequest {
    quint64 id = 0;
    chess960::Position pos;
    std::vector<uint64_t> history;
    chess960::engine::Limits limits;
    int level = 10;
    bool hint = false;
};

/// \brief What the engine thread reports, tagged with the request id.
struct EngineReport {
    enum class Kind { Progress, Move, Ended } kind = Kind::Ended;
    quint64 id = 0;
    EngineProgress progress;
    EngineMove move;
};

/// \brief Shared by the GUI and the engine thread.
struct EngineMailbox {
    std::atomic<quint64> latest{0}; ///< id of the only request whose results still count
    std::mutex mutex;
    std::optional<EngineRequest> request; // guarded by mutex; a newer request replaces it
    bool clear = false;                   // guarded by mutex
    std::vector<EngineReport> reports;    // guarded by mutex
};

/// \brief Lives on the engine thread and owns the search.
class EngineRunner : public QObject {
    Q_OBJECT
public:
    /// \brief owner receives a queued deliver() call whenever reports are waiting.
    EngineRunner(std::shared_ptr<EngineMailbox> mailbox, QObject* owner);
    /// \brief Thread-safe: makes a running search return.
    void requestStop() { search_.stop(); }
    /// \brief Takes the waiting request (if any) and runs it; on the engine thread.
    Q_INVOKABLE void runPending();

private:
    void post(EngineReport report);
    void run(const EngineRequest& request);

    std::shared_ptr<EngineMailbox> mailbox_;
    QObject* owner_;
    chess960::engine::Search search_;
    uint64_t seed_ = 0;
};

} // namespace chess960::ui
