// Game review: the built-in engine looks at every position of a game's main line, each move
// is judged by what it changed in the mover's winning chances, and the findings are written
// into the game's tree as a player would write them (evaluations, ?! ? ?? and the better move
// as a variation). The measures are the ones lichess publishes (winning chances from
// centipawns, accuracy from win percentages); the formulas are in reviewscore.cpp.
//
// How the work is split: each position of the main line is one job, and a ReviewPlan keeps
// the books whoever searches. GameReviewer runs one searcher per thread (the caller's thread
// is one of them); a thread takes the next position not yet taken, from the first to the last,
// so results arrive roughly in game order and a slow position does not hold the others up.
// Each position is searched from an empty table, so a review gives the same result whatever
// the number of threads and whichever thread took which position. The window runs the same
// plan through its engine sessions (ui/review/reviewrunner.h).
#pragma once

#include "chess960/game.h"
#include "chess960/review/searcher.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace chess960::review {

/// \brief How bad a move was, by the winning chances it gave away.
enum class MoveClass : uint8_t { Good, Inaccuracy, Mistake, Blunder };

/// \brief The NAG a class is written with: 0 (none) for Good, $6 (?!), $2 (?), $4 (??).
int moveClassNag(MoveClass c);

/// \brief Winning chances from -1 (lost) to +1 (won) of a search score (centipawns, or a
/// mate score, from one side's view): 2 / (1 + exp(-0.00368208 * cp)) - 1 with cp clamped to
/// +-1000; a mate for that side is +1, a mate against it -1.
double winningChances(int score);
/// \brief 50 + 50 * winningChances(score): the same as a percentage.
double winPercent(int score);
/// \brief A score as centipawns for the average loss: clamped to +-1000, mates at the bounds.
int clampedCentipawns(int score);
/// \brief The class of a move that lost this much of the mover's winning chances: at least
/// 0.3 a blunder, 0.2 a mistake, 0.1 an inaccuracy.
MoveClass classifyLoss(double chancesLost);
/// \brief Accuracy of one move, 0..100, from the mover's win percentages before and after:
/// 103.1668 * exp(-0.04354 * (before - after)) - 3.1669, clamped.
double moveAccuracy(double winPercentBefore, double winPercentAfter);

/// \brief What the review found about one move of the main line. Scores are engine scores
/// (centipawns or mate scores, see score.h) from the mover's point of view.
struct MoveReview {
    NodeId node = kNoNode; ///< the move's node in the reviewed game
    int ply = 0;           ///< 1 for the first move
    Color mover = White;
    Move played;
    bool reviewed = false; ///< both positions were searched (false after a stop)
    int scoreBefore = 0;   ///< best play in the position before the move
    int scoreAfter = 0;    ///< after the move played
    /// \brief The position after the move from White's view, as [%eval] writes it ("#0" when
    /// the move mates).
    Evaluation evalAfter;
    double chancesLost = 0; ///< winning chances given away, never below 0
    int centipawnLoss = 0;  ///< clampedCentipawns(before) - clampedCentipawns(after), >= 0
    double accuracy = 100;
    MoveClass kind = MoveClass::Good;
    /// \brief For an inaccuracy, mistake or blunder: the engine's move and the line it
    /// expects after it (the first move is the better move); empty otherwise.
    std::vector<Move> betterLine;
    /// \brief The position after the better move from White's view.
    Evaluation betterEval;
};

/// \brief One side's figures over its reviewed moves.
struct SideSummary {
    int moves = 0;
    /// \brief Game accuracy, 0..100: the mean of a volatility-weighted mean and the harmonic
    /// mean of the move accuracies (see reviewscore.cpp).
    double accuracy = 0;
    double averageCentipawnLoss = 0;
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
};

/// \brief The review of a game's main line.
struct GameReview {
    std::vector<MoveReview> moves; ///< one per main-line move, in order
    SideSummary sides[2];          ///< indexed by Color
    bool complete = false;         ///< false when the review was stopped
};

/// \brief Judges move `ply` (1 for the first) of game's main line, whose node is `node`, from
/// the findings in the positions before and after it - as GameReviewer does for each move; for
/// reviews searched elsewhere (by an external engine). `before` is the position before the move.
MoveReview judgeMove(const Game& game, NodeId node, int ply, const Position& before,
                     const PositionFinding& found, const PositionFinding& foundAfter);

/// \brief A position the game itself ended in a draw needs no search: the review scores it 0
/// (an engine would score the material of a dead position or a repetition it cannot see).
bool reviewScoresLastPositionAsDraw(const Game& game);

/// \brief The per-side figures of the reviewed moves (fills review.sides).
void summarizeReview(GameReview& review);

/// \brief The review a game's annotations hold, for the summary of a reviewed game opened
/// again: each main-line move's [%eval] (the position before a move is judged by the
/// evaluation after the move before it; the start position by the first move's own) and its
/// ?! ? ?? marks as the classes. A move is reviewed when it has an evaluation, and the review is
/// complete when every move has one. The figures are those the review gave, up to the moves
/// that were the engine's own choice: the review counted no loss for them, the annotations
/// cannot tell them apart and count the little the two searches differ by.
GameReview reviewFromAnnotations(const Game& game);

/// \brief Reported after each position searched. Calls come from the reviewing threads,
/// one at a time, in the order the positions finish.
struct ReviewProgress {
    int positionsDone = 0;
    int positionsTotal = 0;
    /// \brief The moves this position completed (none, one or two), with their findings.
    std::vector<MoveReview> moves;
};

/// \brief The books of one review of a game's main line, whoever searches: the positions to
/// search (position k is the one after k moves; the start is 0), the findings as they come in
/// any order, and each move judged (judgeMove) as soon as the positions before and after it
/// are known. Not thread-safe: one caller at a time.
class ReviewPlan {
public:
    /// \brief The plan for a copy of game's main line.
    explicit ReviewPlan(const Game& game);

    const Game& game() const { return game_; }
    /// \brief The main line's moves and one more: the start and the position after each move.
    size_t positionCount() const { return positions_.size(); }
    /// \brief No move to judge: nothing needs a search.
    bool empty() const { return line_.empty(); }
    const Position& position(size_t k) const { return positions_.at(k); }
    /// \brief The moves from the start to position k.
    std::vector<Move> movesTo(size_t k) const;
    /// \brief The keys of the positions from the start to position k, k's own last.
    std::vector<uint64_t> keysTo(size_t k) const;
    /// \brief What the board decides without a search: a mate (-kMate for the side mated), a
    /// stalemate or the draw the game ended in at its last position (0), with no line.
    std::optional<PositionFinding> decided(size_t k) const;
    /// \brief Position k was searched (or decided): the moves it completes, judged (none, one
    /// or two). A position recorded twice keeps its first finding.
    std::vector<MoveReview> record(size_t k, PositionFinding finding);
    /// \brief Positions recorded so far.
    int done() const { return done_; }
    bool finished() const { return size_t(done_) == positions_.size(); }
    /// \brief The review as far as it goes: complete when every position was recorded; a
    /// move not reached still says which move it is (node, ply, mover, played) and is not
    /// `reviewed`; the sides summarised.
    GameReview review() const;

private:
    Game game_;
    std::vector<NodeId> line_;
    std::vector<Position> positions_;
    std::vector<std::optional<PositionFinding>> found_;
    std::vector<MoveReview> judged_;
    int done_ = 0;
    bool drawnAtEnd_ = false;
};

/// \brief Reviews games with engines on several threads: one searcher per thread (the caller's
/// thread is one of them), each taking the next position not yet taken.
class GameReviewer {
public:
    /// \brief A reviewer searching each position to budget with the built-in engine on
    /// `threads` threads (0: one per core), each with a transposition table of hashMb megabytes.
    explicit GameReviewer(ReviewBudget budget, int threads = 0, size_t hashMb = 16);
    /// \brief A reviewer with these searchers, one thread each (at least one).
    GameReviewer(ReviewBudget budget, std::vector<std::unique_ptr<PositionSearcher>> searchers);
    ~GameReviewer();
    GameReviewer(const GameReviewer&) = delete;
    GameReviewer& operator=(const GameReviewer&) = delete;

    /// \brief Reviews the main line of game; returns when every position is searched or
    /// stop() was called (then GameReview::complete is false and the moves not reached are
    /// not `reviewed`). The game must not change while this runs (give it a copy).
    GameReview run(const Game& game,
                   const std::function<void(const ReviewProgress&)>& onProgress = {});
    /// \brief Makes a running review return soon (within one search's stop latency) and any
    /// later run() return at once; safe from any thread. A stopped reviewer stays stopped.
    void stop();
    bool stopRequested() const { return stop_.load(); }
    int threads() const { return int(searchers_.size()); }

private:
    ReviewBudget budget_;
    std::vector<std::unique_ptr<PositionSearcher>> searchers_;
    std::atomic<bool> stop_{false};
};

/// \brief The comment before the first move of every variation the review writes: how a
/// later review finds its own lines again. A line whose mark the player removed or changed is
/// the player's and stays.
inline constexpr std::string_view kReviewMark = "[%review]";

/// \brief True for the first move of a variation the review wrote (a move that is not on the
/// main line, branches off it, and carries kReviewMark as its comment before).
bool isReviewVariation(const Game& game, NodeId n);

/// \brief Writes the review into the game as a player would annotate it; a review applied
/// again replaces what it wrote before. For each reviewed main-line move (found by node and
/// move; moves changed since the review are left alone): its [%eval] becomes the review's,
/// its NAGs $2, $4 and $6 give way to the review's one (put first; other NAGs and comments
/// stay), and an inaccuracy, mistake or blunder gets the better line as a variation marked
/// with kReviewMark and the better move's [%eval]. Every review variation on the main line is
/// deleted first. A better move the player already has as a variation is not added again. The
/// cursor stays where it was (at the parent of a deleted review variation it was in).
void applyReview(Game& game, const GameReview& review);

} // namespace chess960::review
