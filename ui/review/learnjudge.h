// Judges the moves tried in "Learn from your mistakes" through an engine session, the one way
// the program runs an engine: the exercise's position is searched once for its best move (kept
// for the next tries), then the position after the move tried, both to the same budget, each
// with an empty table; the core says what the two searches mean (judgeBeforeSearch,
// judgeAfterSearch). Verdicts and lines come back on the GUI thread; stop() abandons what is
// running and nothing more is said of it.
#pragma once

#include "chess960/game.h"
#include "chess960/review/learn.h"

#include <QObject>

#include <functional>
#include <utility>
#include <vector>

namespace chess960::ui {

class EngineSession;
struct EngineMove;

class LearnJudge : public QObject {
    Q_OBJECT
public:
    /// \brief Judges moves tried in exercises of a copy of game, searching each position to
    /// budget with the built-in engine.
    LearnJudge(const Game& game, review::ReviewBudget budget, QObject* parent = nullptr);

    /// \brief Judges attempt in exercise; judged() follows. What was running is abandoned.
    void judge(const review::LearnExercise& exercise, Move attempt);
    /// \brief The line "Show me" plays: the review's better line, or the engine's best line
    /// from the exercise's position; lineFound() follows. What was running is abandoned.
    void findLine(const review::LearnExercise& exercise);
    /// \brief Abandons what is running: nothing more is said of it. Never blocks.
    void stop();
    /// \brief From judge() or findLine() until its answer or stop().
    bool isBusy() const { return task_ != Task::None; }
    /// \brief Searches started so far (each position's best is searched once).
    int searches() const { return searches_; }

signals:
    void judged(const chess960::review::AttemptVerdict& verdict);
    /// \brief Empty when the engine found no move.
    void lineFound(const std::vector<chess960::Move>& line);

private:
    enum class Task { None, Judge, Line };
    enum class Step { Best, After };
    void searchFrom(NodeId node, std::optional<Move> then, Step step);
    void searched(const EngineMove& m);
    void goOn(const review::LearnBest& best);
    const review::LearnBest* knownBest(NodeId before) const;
    void deliverVerdict(const review::AttemptVerdict& v);
    void deliverLine(const std::vector<Move>& line);
    /// \brief Runs `say` from the event loop unless the task was abandoned meanwhile.
    void deliver(std::function<void()> say);

    Game game_;
    review::ReviewBudget budget_;
    EngineSession* session_;
    std::vector<std::pair<NodeId, review::LearnBest>> bests_;
    Task task_ = Task::None;
    Step step_ = Step::Best;
    review::LearnExercise exercise_;
    Move attempt_;
    review::LearnBest best_;
    quint64 ticket_ = 0; // answers queued for an abandoned task are dropped
    int searches_ = 0;
};

} // namespace chess960::ui

Q_DECLARE_METATYPE(chess960::review::AttemptVerdict)
