#include "reviewrunner.h"

#include <QMetaObject>

namespace chess960::ui {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    if (reviewer_) reviewer_->stop();
    join();
}

void ReviewRunner::join() {
    if (thread_.joinable()) thread_.join();
}

bool ReviewRunner::start(const Game& game, engine::ReviewBudget budget, int threads) {
    if (running_) return false;
    join(); // the thread of the review before has delivered its result already
    reviewer_ = std::make_unique<engine::GameReviewer>(budget, threads);
    running_ = true;
    engine::GameReviewer* reviewer = reviewer_.get();
    // The copy of the game goes with the thread: the window's game may change meanwhile.
    // Results come back as queued calls to this object, which outlives the thread (the
    // destructor joins it); calls still queued when it is destroyed are dropped by Qt.
    thread_ = std::thread([this, reviewer, game] {
        engine::GameReview review = reviewer->run(game, [this](const engine::ReviewProgress& p) {
            QMetaObject::invokeMethod(
                this,
                [this, done = p.positionsDone, total = p.positionsTotal, moves = p.moves] {
                    emit progress(done, total, moves);
                },
                Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, review = std::move(review)] {
                running_ = false;
                emit finished(review);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ReviewRunner::cancel() {
    if (running_ && reviewer_) reviewer_->stop();
}

} // namespace chess960::ui
