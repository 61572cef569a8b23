// GameReviewer: the positions of the main line searched on several threads, and each move
// judged from the searches of the positions before and after it.
#include "chess960/engine/review.h"

#include "reviewlines.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace chess960::engine {

namespace {

// The better line shown for a bad move: long enough to see the idea, short enough that the
// engine's guesses further down its line do not pass for analysis.
constexpr size_t kBetterLinePlies = 6;

// What the search found in one position, and whether it was searched.
struct Found {
    bool done = false;
    PositionFinding finding;
};

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

GameReviewer::GameReviewer(ReviewBudget budget, int threads, size_t hashMb) : budget_(budget) {
    if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int i = 0; i < threads; ++i) searches_.push_back(std::make_unique<Search>(hashMb));
}

GameReviewer::~GameReviewer() = default;

void GameReviewer::stop() {
    stop_.store(true);
    for (auto& s : searches_) s->stop();
}

GameReview GameReviewer::run(const Game& game,
                             const std::function<void(const ReviewProgress&)>& onProgress) {
    const std::vector<NodeId> line = game.mainLine();
    const int total = int(line.size()) + 1;
    std::vector<Position> positions{game.startPosition()};
    std::vector<uint64_t> keys{positions.back().key()};
    for (NodeId n : line) {
        positions.push_back(positions.back().after(game.nodeMove(n).move));
        keys.push_back(positions.back().key());
    }
    const bool drawnAtEnd = reviewScoresLastPositionAsDraw(game);

    GameReview review;
    if (line.empty()) { // nothing to judge: no need to search the start position
        review.complete = !stop_.load();
        return review;
    }
    review.moves.resize(line.size());
    std::vector<Found> found(static_cast<size_t>(total));
    std::mutex mutex; // guards found, review.moves, done and the calls of onProgress
    int done = 0;
    std::atomic<int> next{0};
    Limits limits;
    limits.nodes = budget_.nodes;
    limits.depth = budget_.depth;

    auto work = [&](Search& search) {
        while (!stop_.load()) {
            const int k = next.fetch_add(1);
            if (k >= total) return;
            Found f;
            if (k == total - 1 && drawnAtEnd) {
                f.finding.score = 0;
            } else {
                // An empty table for each position: the result depends on the position and
                // the budget only, not on which thread searched what before.
                search.clear();
                search.resetStop();
                if (stop_.load()) return;
                const SearchResult result =
                    search.run(positions[size_t(k)], limits,
                               std::vector<uint64_t>(keys.begin(), keys.begin() + k + 1));
                if (stop_.load()) return; // a stopped search's score is not an evaluation
                f.finding.score = result.score;
                f.finding.pv = result.pv;
                if (result.best.isNull()) f.finding.pv.clear();
            }
            f.done = true;
            std::lock_guard lock(mutex);
            found[size_t(k)] = std::move(f);
            ReviewProgress progress{++done, total, {}};
            // Position k completes move k (from k-1) and move k+1 (to k+1) once the other
            // side of each is known.
            for (int ply : {k, k + 1}) {
                if (ply < 1 || ply >= total || !found[size_t(ply - 1)].done ||
                    !found[size_t(ply)].done)
                    continue;
                MoveReview& m = review.moves[size_t(ply - 1)];
                m = judgeMove(game, line[size_t(ply - 1)], ply, positions[size_t(ply - 1)],
                              found[size_t(ply - 1)].finding, found[size_t(ply)].finding);
                progress.moves.push_back(m);
            }
            if (onProgress) onProgress(progress);
        }
    };

    std::vector<std::thread> helpers;
    for (size_t i = 1; i < searches_.size(); ++i)
        helpers.emplace_back(work, std::ref(*searches_[i]));
    work(*searches_.front());
    for (auto& t : helpers) t.join();

    for (size_t i = 0; i < review.moves.size(); ++i)
        if (!review.moves[i].reviewed) {
            // Not reached: still say which move it is.
            review.moves[i].node = line[i];
            review.moves[i].ply = int(i) + 1;
            review.moves[i].mover = positions[i].sideToMove();
            review.moves[i].played = game.nodeMove(line[i]).move;
        }
    review.complete = done == total;
    summarizeReview(review);
    return review;
}

} // namespace chess960::engine
