// Runs a game review so the window stays usable: every position of the main line is searched
// through engine sessions (the one way the program runs an engine), and each move is judged
// as soon as the positions before and after it are known: the books are the core's
// ReviewPlan, the same as GameReviewer keeps (chess960/review/review.h). The built-in engine
// reviews with one session per core, each searching one position at a time on one thread
// with an empty table (so the review is the same as the core's GameReviewer, whichever
// session searched what); a configured external engine reviews with one session, one
// position after another. Progress comes back as it is made, and the result once it is
// complete or cancelled.
#pragma once

#include "chess960/game.h"
#include "chess960/review/review.h"

#include <QMap>
#include <QObject>

#include <optional>
#include <vector>

namespace chess960::ui {

class EngineSession;
class UciEngine;

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);
    /// \brief Abandons a review still running; its sessions stop their searches.
    ~ReviewRunner() override;

    /// \brief Reviews a copy of game's main line with budget; the built-in engine on
    /// `threads` sessions (0: one per core). False when a review is already running or the
    /// game has no move.
    bool start(const Game& game, review::ReviewBudget budget, int threads = 0);
    /// \brief Stops the review; finished() follows at once with what was done. Never blocks.
    void cancel();
    bool isRunning() const { return running_; }
    /// \brief The next reviews are searched by this external engine (an empty name: by the
    /// built-in engine again): the configured engine of that name, or the program given. The
    /// budget's nodes (or depth) go to it as "go nodes".
    void setEngine(const QString& name, const QString& program = {},
                   const QMap<QString, QString>& options = {});
    QString engineName() const { return engineName_; }
    /// \brief The external engine of a running review (tests shorten its time limits).
    UciEngine* external() const;
    /// \brief Sessions searching in the running review (one per core for the built-in
    /// engine, one for an external engine; 0 when none runs).
    int sessions() const { return int(sessions_.size()); }

signals:
    /// \brief positionsDone of positionsTotal searched; `moves` are the moves this position
    /// completed, with their findings.
    void progress(int positionsDone, int positionsTotal,
                  const std::vector<chess960::review::MoveReview>& moves);
    /// \brief The review ended: complete, or cancelled (review.complete false).
    void finished(const chess960::review::GameReview& review);
    /// \brief The external engine failed (its message names it); finished() follows with
    /// the moves judged so far.
    void failed(const QString& message);

private:
    struct Seat {
        EngineSession* session = nullptr;
        std::optional<size_t> position; // the position it searches
    };
    void dispatch(Seat& seat);
    void positionDone(size_t k, review::PositionFinding finding);
    void finish();
    void closeSessions();

    QString engineName_, program_;
    QMap<QString, QString> options_;
    std::vector<Seat> sessions_;
    bool running_ = false;

    std::optional<review::ReviewPlan> plan_;
    review::ReviewBudget budget_;
    size_t next_ = 0; // the next position to give a session
};

} // namespace chess960::ui
