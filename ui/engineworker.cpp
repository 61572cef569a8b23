#include "engineworker.h"

#include "enginerunner.h"

namespace chess960::ui {

using namespace chess960::engine;

EngineWorker::EngineWorker(QObject* parent)
    : QObject(parent), mailbox_(std::make_shared<EngineMailbox>()) {
    qRegisterMetaType<EngineProgress>();
    qRegisterMetaType<EngineMove>();
    thread_.setObjectName("chess960-engine");
    runner_ = new EngineRunner(mailbox_, this);
    runner_->moveToThread(&thread_);
    thread_.start();
}

EngineWorker::~EngineWorker() {
    stop();
    thread_.quit();
    thread_.wait();
    // The engine thread's last act is to release this mutex; taking it here makes that
    // ordering explicit to race checkers, which cannot see inside QThread::wait().
    { std::lock_guard lock(mailbox_->mutex); }
    delete runner_;
}

void EngineWorker::think(const Position& pos, std::vector<uint64_t> history, const Limits& limits,
                         int level, bool hint) {
    // New id first, then the stop: the runner re-checks the id after clearing the stop flag,
    // so the old search cannot swallow this stop and a stale request never starts.
    const quint64 id = mailbox_->latest.fetch_add(1) + 1;
    runner_->requestStop();
    {
        std::lock_guard lock(mailbox_->mutex);
        mailbox_->request = EngineRequest{id, pos, std::move(history), limits, level, hint};
    }
    expectedKey_ = pos.key();
    thinking_ = true;
    QMetaObject::invokeMethod(runner_, "runPending", Qt::QueuedConnection);
}

void EngineWorker::stop() {
    mailbox_->latest.fetch_add(1);
    runner_->requestStop();
    thinking_ = false;
}

void EngineWorker::newGame() {
    stop();
    {
        std::lock_guard lock(mailbox_->mutex);
        mailbox_->request.reset();
        mailbox_->clear = true;
    }
    QMetaObject::invokeMethod(runner_, "runPending", Qt::QueuedConnection);
}

void EngineWorker::deliver() {
    std::vector<EngineReport> reports;
    {
        std::lock_guard lock(mailbox_->mutex);
        reports.swap(mailbox_->reports);
    }
    for (const EngineReport& r : reports) {
        if (r.kind == EngineReport::Kind::Ended) {
            emit searchEnded();
            continue;
        }
        // Only the latest request counts, and only for the position it was made for.
        if (r.id != mailbox_->latest.load()) continue;
        if (r.kind == EngineReport::Kind::Progress) {
            if (r.progress.positionKey == expectedKey_) emit progress(r.progress);
        } else if (r.move.positionKey == expectedKey_) {
            thinking_ = false;
            emit moveFound(r.move);
        }
    }
}

} // namespace chess960::ui
