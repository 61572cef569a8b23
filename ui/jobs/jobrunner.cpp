#include "jobs/jobrunner.h"

namespace chess960::ui {

void JobControl::progress(qint64 done, qint64 total) const {
    if (!runner_) return;
    handOver([runner = runner_, done, total] { emit runner->progress(done, total); });
}

JobRunner::JobRunner(QObject* parent) : QObject(parent), handoff_(new Handoff(this)) {}

JobRunner::~JobRunner() {
    stop();
    join();
}

void JobRunner::join() {
    if (thread_.joinable()) thread_.join();
}

void JobRunner::stop() {
    if (job_) job_->control.stop_.store(true);
    ++generation_;
    running_ = false;
}

void JobRunner::requestStop() {
    if (job_) job_->control.stop_.store(true);
}

void JobRunner::finishJob() {
    join();
}

void JobRunner::start(std::function<Delivery(const JobControl&)> body) {
    // The job before stops first: two jobs of a runner never write to the same place at once.
    stop();
    join();
    auto job = std::make_shared<Job>();
    job_ = job;
    const unsigned generation = generation_;
    job->control.runner_ = this;
    job->control.handOver_ = [this, generation](std::function<void()> step) {
        handoff_->post([this, generation, step = std::move(step)] {
            if (generation == generation_) step();
        });
    };
    running_ = true;
    thread_ = std::thread([this, job, generation, body = std::move(body)]() mutable {
        Delivery deliver = body(job->control);
        handoff_->post([this, generation, deliver = std::move(deliver)]() mutable {
            if (generation != generation_) return;
            join(); // its work has returned: at once
            running_ = false;
            deliver(); // last: it may start the next job or delete the runner
        });
    });
}

} // namespace chess960::ui
