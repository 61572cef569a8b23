// Runs a game review on a thread of its own so the window stays usable: the built-in engine
// searches every position of the main line (GameReviewer, on all cores), progress comes back
// to the GUI thread as it is made, and the result once it is complete or cancelled.
#pragma once

#include "chess960/engine/review.h"
#include "chess960/game.h"

#include <QObject>

#include <memory>
#include <thread>

namespace chess960::ui {

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);
    /// \brief Cancels a review still running and waits for its threads (a search stops
    /// within milliseconds).
    ~ReviewRunner() override;

    /// \brief Reviews a copy of game's main line with budget on threads (0: every core);
    /// false when a review is already running.
    bool start(const Game& game, engine::ReviewBudget budget, int threads = 0);
    /// \brief Stops the review; finished() follows with what was done. Never blocks.
    void cancel();
    bool isRunning() const { return running_; }

signals:
    /// \brief positionsDone of positionsTotal searched; `moves` are the moves this position
    /// completed, with their findings.
    void progress(int positionsDone, int positionsTotal,
                  const std::vector<chess960::engine::MoveReview>& moves);
    /// \brief The review ended: complete, or cancelled (review.complete false).
    void finished(const chess960::engine::GameReview& review);

private:
    void join();

    std::unique_ptr<engine::GameReviewer> reviewer_;
    std::thread thread_;
    bool running_ = false;
};

} // namespace chess960::ui
