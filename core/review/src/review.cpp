// ReviewPlan: the positions of the main line and each move judged from the searches of the
// positions before and after it; GameReviewer: the plan searched on several threads.
#include "chess960/review/review.h"

#include "reviewlines.h"

#include "chess960/movegen.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace chess960::review {

namespace {

// The better line shown for a bad move: long enough to see the idea, short enough that the
// engine's guesses further down its line do not pass for analysis.
constexpr size_t kBetterLinePlies = 6;

} // namespace

Evaluation whiteView(int score, Color sideToMove) {
    const int sign = sideToMove == White ? 1 : -1;
    // Moves to mate are counted from the side to move's score: a negated score would count
    // the plies of a mate by the side to move as if it were being mated.
    if (isMateScore(score)) return {true, sign * mateInMoves(score)};
    return {false, sign * score};
}

std::vector<Move> betterLine(Position pos, const std::vector<Move>& pv) {
    std::vector<Move> line;
    for (Move m : pv) {
        if (line.size() == kBetterLinePlies || !pos.isLegal(m)) break;
        line.push_back(m);
        pos = pos.after(m);
    }
    return line;
}

MoveReview judgeMove(const Game& game, NodeId node, int ply, const Position& before,
                     const PositionFinding& found, const PositionFinding& foundAfter) {
    MoveReview r;
    r.node = node;
    r.ply = ply;
    r.mover = before.sideToMove();
    r.played = game.nodeMove(node).move;
    r.reviewed = true;
    r.scoreAfter = -foundAfter.score;
    // The engine's own choice is as good as the position: its score before and the score
    // after it are two estimates of one value, and the difference between them is the noise
    // of a bounded search, not a loss.
    const bool best = !found.pv.empty() && found.pv.front() == r.played;
    r.scoreBefore = best ? r.scoreAfter : found.score;
    r.evalAfter = whiteView(foundAfter.score, ~r.mover);
    r.chancesLost = std::max(0.0, winningChances(r.scoreBefore) - winningChances(r.scoreAfter));
    r.centipawnLoss =
        std::max(0, clampedCentipawns(r.scoreBefore) - clampedCentipawns(r.scoreAfter));
    r.accuracy = moveAccuracy(winPercent(r.scoreBefore), winPercent(r.scoreAfter));
    r.kind = best ? MoveClass::Good : classifyLoss(r.chancesLost);
    if (r.kind != MoveClass::Good) {
        r.betterLine = betterLine(before, found.pv);
        r.betterEval = whiteView(found.score, r.mover);
    }
    return r;
}

bool reviewScoresLastPositionAsDraw(const Game& game) {
    return game.result() == GameResult::Draw && isEndedByBoard(game.termination());
}

ReviewPlan::ReviewPlan(const Game& game)
    : game_(game), line_(game.mainLine()), positions_{game.startPosition()},
      drawnAtEnd_(reviewScoresLastPositionAsDraw(game)) {
    for (NodeId n : line_) positions_.push_back(positions_.back().after(game_.nodeMove(n).move));
    found_.resize(positions_.size());
    judged_.resize(line_.size());
    for (size_t i = 0; i < line_.size(); ++i) {
        // Not reached yet: still say which move it is.
        judged_[i].node = line_[i];
        judged_[i].ply = int(i) + 1;
        judged_[i].mover = positions_[i].sideToMove();
        judged_[i].played = game_.nodeMove(line_[i]).move;
    }
}

std::vector<Move> ReviewPlan::movesTo(size_t k) const {
    std::vector<Move> moves;
    for (size_t i = 0; i < k && i < line_.size(); ++i) moves.push_back(judged_[i].played);
    return moves;
}

std::vector<uint64_t> ReviewPlan::keysTo(size_t k) const {
    std::vector<uint64_t> keys;
    for (size_t i = 0; i <= k && i < positions_.size(); ++i) keys.push_back(positions_[i].key());
    return keys;
}

std::optional<PositionFinding> ReviewPlan::decided(size_t k) const {
    const Position& pos = positions_.at(k);
    if (!hasLegalMove(pos)) return PositionFinding{pos.inCheck() ? -engine::kMate : 0, {}};
    if (k + 1 == positions_.size() && drawnAtEnd_) return PositionFinding{0, {}};
    return std::nullopt;
}

std::vector<MoveReview> ReviewPlan::record(size_t k, PositionFinding finding) {
    std::vector<MoveReview> judged;
    if (k >= found_.size() || found_[k]) return judged;
    found_[k] = std::move(finding);
    ++done_;
    // Position k completes move k (from position k - 1) and move k + 1 (to position k + 1)
    // once the other end of each is known.
    for (size_t ply : {k, k + 1}) {
        if (ply < 1 || ply >= positions_.size() || !found_[ply - 1] || !found_[ply]) continue;
        judged_[ply - 1] = judgeMove(game_, line_[ply - 1], int(ply), positions_[ply - 1],
                                     *found_[ply - 1], *found_[ply]);
        judged.push_back(judged_[ply - 1]);
    }
    return judged;
}

GameReview ReviewPlan::review() const {
    GameReview review;
    review.moves = judged_;
    review.complete = finished();
    summarizeReview(review);
    return review;
}

GameReviewer::GameReviewer(ReviewBudget budget, int threads, size_t hashMb) : budget_(budget) {
    if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int i = 0; i < threads; ++i) searchers_.push_back(builtInSearcher(hashMb));
}

GameReviewer::GameReviewer(ReviewBudget budget,
                           std::vector<std::unique_ptr<PositionSearcher>> searchers)
    : budget_(budget), searchers_(std::move(searchers)) {
    if (searchers_.empty()) searchers_.push_back(builtInSearcher());
}

GameReviewer::~GameReviewer() = default;

void GameReviewer::stop() {
    stop_.store(true);
    for (auto& s : searchers_) s->stop();
}

GameReview GameReviewer::run(const Game& game,
                             const std::function<void(const ReviewProgress&)>& onProgress) {
    ReviewPlan plan(game);
    if (plan.empty()) { // nothing to judge: no need to search the start position
        GameReview review;
        review.complete = !stop_.load();
        return review;
    }
    const size_t total = plan.positionCount();
    std::mutex mutex; // guards plan and the calls of onProgress
    std::atomic<size_t> next{0};

    auto work = [&](PositionSearcher& searcher) {
        while (!stop_.load()) {
            const size_t k = next.fetch_add(1);
            if (k >= total) return;
            std::optional<PositionFinding> found = plan.decided(k);
            if (!found) found = searcher.search(plan.position(k), plan.keysTo(k), budget_);
            if (!found || stop_.load()) return; // a stopped search's score is no evaluation
            std::lock_guard lock(mutex);
            ReviewProgress progress;
            progress.moves = plan.record(k, std::move(*found));
            progress.positionsDone = plan.done();
            progress.positionsTotal = int(total);
            if (onProgress) onProgress(progress);
        }
    };

    std::vector<std::thread> helpers;
    for (size_t i = 1; i < searchers_.size(); ++i)
        helpers.emplace_back(work, std::ref(*searchers_[i]));
    work(*searchers_.front());
    for (auto& t : helpers) t.join();
    return plan.review();
}

} // namespace chess960::review
