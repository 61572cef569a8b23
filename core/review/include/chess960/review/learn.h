// Learning from one's own mistakes: after a review, the player goes back to the position
// before each of their mistakes and blunders and looks for a better move. The exercises are
// read from the game's marks ($2, $4 on the main line) and the review's better lines, so a
// reviewed game saved as PGN gives the same exercises when it is opened again.
#pragma once

#include "chess960/game.h"
#include "chess960/review/review.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace chess960::review {

/// \brief One mistake or blunder of the main line to find a better move for.
struct LearnExercise {
    NodeId node = kNoNode;   ///< the move played
    NodeId before = kNoNode; ///< its parent: the position the player moves from
    int ply = 0;             ///< 1 for the first move
    Color mover = White;
    Move played;
    MoveClass kind = MoveClass::Mistake;
    /// \brief The evaluation after the move played (White's view), when the game has it.
    std::optional<Evaluation> playedEval;
    /// \brief The review's better line (its variation marked kReviewMark), when it has one.
    std::vector<Move> betterLine;
    std::optional<Evaluation> betterEval;
};

/// \brief The main line's moves marked $2 (mistake) or $4 (blunder), of `side` (both sides
/// when empty), in game order.
std::vector<LearnExercise> findExercises(const Game& game, std::optional<Color> side);

/// \brief What the coach thinks of a move tried in an exercise.
struct AttemptVerdict {
    Move move;
    bool legal = true;
    /// \brief The move played in the game: rejected without a search.
    bool wasPlayed = false;
    /// \brief Within a small loss of the best: the engine's best move, or a move that does
    /// not lose enough winning chances to be even an inaccuracy.
    bool accepted = false;
    MoveClass kind = MoveClass::Good;
    double chancesLost = 0;
    /// \brief The position after the move tried, from White's view (for a rejection).
    Evaluation evalAfter;
    /// \brief The engine's line from the exercise's position and its evaluation (White's view).
    std::vector<Move> bestLine;
    Evaluation bestEval;
};

/// \brief What a search of an exercise's position found, as the coach keeps it.
struct LearnBest {
    bool found = false; ///< false when the search was stopped or found no move
    int score = 0;      ///< the mover's view
    std::vector<Move> line;
};

/// \brief The coach's reading of a search of `before` (an exercise's position): `score` for
/// the side to move and the search's line (empty: no move, nothing found).
LearnBest learnBestOf(const Position& before, int score, const std::vector<Move>& pv);

/// \brief Judging a move tried, before the position after it is searched: the verdict when no
/// search is needed (an illegal move; no best found, so nothing can be said; the move played
/// with its evaluation; the engine's own choice), otherwise nothing. The position after the
/// move is then searched to the same budget as the best and judged by judgeAfterSearch.
std::optional<AttemptVerdict> judgeBeforeSearch(const Game& game, const LearnExercise& exercise,
                                                Move attempt, const LearnBest& best);
/// \brief The verdict on `attempt` from a search of the position after it: `score` for the
/// side to move there (a mated or stalemated position is scored by the search too).
AttemptVerdict judgeAfterSearch(const LearnExercise& exercise, Move attempt, const LearnBest& best,
                                int score, Color sideToMoveAfter);

/// \brief Judges moves tried in exercises with an engine (judgeBeforeSearch, a
/// search, judgeAfterSearch), by the measure the review uses (winning chances lost against the best
/// move, both searched to the same budget). judge() blocks for about two searches; the best line of
/// a position is searched once.
class LearnCoach {
public:
    /// \brief A coach searching with the built-in engine (a table of hashMb megabytes).
    explicit LearnCoach(ReviewBudget budget = kReviewNormal, size_t hashMb = 16);
    /// \brief A coach searching with `searcher`.
    LearnCoach(ReviewBudget budget, std::unique_ptr<PositionSearcher> searcher);
    ~LearnCoach();
    LearnCoach(const LearnCoach&) = delete;
    LearnCoach& operator=(const LearnCoach&) = delete;

    AttemptVerdict judge(const Game& game, const LearnExercise& exercise, Move attempt);
    /// \brief The line "show me" plays: the review's better line, or the engine's best line
    /// from the exercise's position.
    std::vector<Move> bestLine(const Game& game, const LearnExercise& exercise);
    /// \brief Makes a running judge() or bestLine() return soon; safe from any thread. The
    /// coach stays stopped: a stopped search's verdict is rejected (legal, not accepted, no
    /// line).
    void stop();

private:
    const LearnBest& bestAt(const Game& game, const LearnExercise& exercise);

    ReviewBudget budget_;
    std::unique_ptr<PositionSearcher> searcher_;
    std::vector<std::pair<NodeId, std::unique_ptr<LearnBest>>> best_;
    std::atomic<bool> stopped_{false};
};

/// \brief How an exercise went.
enum class LearnOutcome { Open, FirstTry, Solved, Shown, Skipped };

/// \brief The score of a session.
struct LearnScore {
    int total = 0;
    int solved = 0;   ///< found a good move before being shown one (firstTry included)
    int firstTry = 0; ///< found it with the first move tried
    int shown = 0;    ///< asked to be shown the engine's move
    int skipped = 0;  ///< left without a good move
};

/// \brief The exercises in turn and how each went; Qt-free, so the window only shows it.
class LearnSession {
public:
    explicit LearnSession(std::vector<LearnExercise> exercises = {});

    size_t count() const { return exercises_.size(); }
    size_t index() const { return index_; }
    bool finished() const { return index_ >= exercises_.size(); }
    /// \brief The exercise on the board (only while not finished).
    const LearnExercise& current() const { return exercises_.at(index_); }
    const std::vector<LearnExercise>& exercises() const { return exercises_; }
    LearnOutcome outcome(size_t i) const { return outcomes_.at(i); }
    /// \brief Moves tried in the current exercise.
    int tries() const { return finished() ? 0 : tries_[index_]; }

    /// \brief A move was tried in the current exercise and accepted or not. The first
    /// accepted move decides the outcome, unless the player was shown the answer first.
    void attempted(bool accepted);
    /// \brief The player asked to see the engine's move.
    void shown();
    /// \brief On to the next exercise; one left open counts as skipped.
    void next();
    LearnScore score() const;

private:
    std::vector<LearnExercise> exercises_;
    std::vector<LearnOutcome> outcomes_;
    std::vector<int> tries_;
    size_t index_ = 0;
};

} // namespace chess960::review
