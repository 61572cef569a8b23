// One way to do work beside the GUI thread. A runner holds one job at a time: the work runs on
// a thread of its own with a stop flag and a way to tell its progress, and its result comes
// back on the runner's thread, from the event loop, to a function the caller gave. A job
// started while another runs asks that one to stop first, and a job stopped or replaced never
// delivers: no caller keeps a flag, a generation count or a hand-off of its own.
#pragma once

#include "jobs/handoff.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <type_traits>
#include <utility>

namespace chess960::ui {

class JobRunner;

/// \brief What a job's work is handed: whether it is asked to stop, and where its progress goes.
class JobControl {
public:
    /// \brief The work should return soon; what it returns is not delivered.
    bool stopRequested() const { return stop_.load(std::memory_order_relaxed); }
    /// \brief The flag itself, for functions of the work that take one.
    const std::atomic<bool>& stopFlag() const { return stop_; }
    /// \brief From the work, any number of times: delivered as JobRunner::progress on the
    /// runner's thread, in order, until the job is stopped or replaced.
    void progress(qint64 done, qint64 total) const;
    /// \brief From the work: runs step on the runner's thread, in order with the progress and
    /// before the result, unless the job is stopped or replaced by then (a part of the result
    /// shown while the rest is worked on).
    void handOver(std::function<void()> step) const {
        if (handOver_) handOver_(std::move(step));
    }

private:
    friend class JobRunner;
    std::atomic<bool> stop_{false};
    std::function<void(std::function<void()>)> handOver_;
    JobRunner* runner_ = nullptr;
};

class JobRunner : public QObject {
    Q_OBJECT
public:
    explicit JobRunner(QObject* parent = nullptr);
    /// \brief Asks the job to stop and waits until its work has returned (see finishJob()).
    ~JobRunner() override;

    /// \brief Runs work(const JobControl&) on a thread of its own, then done(result) (done()
    /// when the work returns nothing) on this runner's thread. A job still running is asked to
    /// stop and waited for first; it delivers nothing. done may start the next job or delete
    /// the runner. work must not touch objects of the runner's thread.
    template <class Work, class Done>
    void run(Work work, Done done) {
        using Result = std::invoke_result_t<Work&, const JobControl&>;
        start([work = std::move(work),
               done = std::move(done)](const JobControl& control) mutable -> Delivery {
            if constexpr (std::is_void_v<Result>) {
                work(control);
                return [done]() mutable { done(); };
            } else {
                auto result = std::make_shared<Result>(work(control));
                return [done, result]() mutable { done(std::move(*result)); };
            }
        });
    }

    /// \brief Asks the job to stop; what it would have delivered is dropped. Returns at once.
    void stop();
    /// \brief Asks the job to stop and still delivers what its work returns (an index whose
    /// build was cut short says so when its writer has ended). Returns at once.
    void requestStop();
    /// \brief The job running (or whose result is being delivered) was asked to stop.
    bool stopRequested() const { return job_ && job_->control.stopRequested(); }
    /// \brief Waits until the job's work has returned, without asking it to stop (a file being
    /// written is written whole); its result is delivered from the event loop as usual.
    void finishJob();
    /// \brief A job runs whose result is still to be delivered.
    bool isRunning() const { return running_; }

signals:
    /// \brief The running job's JobControl::progress, on the runner's thread.
    void progress(qint64 done, qint64 total);

private:
    using Delivery = std::function<void()>;
    struct Job {
        JobControl control;
    };
    void start(std::function<Delivery(const JobControl&)> body);
    void join();

    Handoff* handoff_;
    std::shared_ptr<Job> job_;
    std::thread thread_;
    unsigned generation_ = 0; // of the job whose result is wanted
    bool running_ = false;
};

} // namespace chess960::ui
