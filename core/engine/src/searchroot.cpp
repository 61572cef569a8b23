// Iterative deepening with aspiration windows, the root move loop, multi-PV for the playing
// levels, and the decision when to stop thinking.
#include "searchworker.h"

#include <algorithm>

namespace chess960::engine {

// A line cut short - the last iteration stopped before the re-search of a move that failed
// high, say - goes on with the replies the table holds, each legal and no position twice, up
// to kLinePlies, so that a hint, a review's better line and the move to ponder on see further
// than the first move. The move chosen and its score are not touched.
void SearchWorker::extendLine(const Position& root, std::vector<Move>& pv) const {
    constexpr size_t kLinePlies = 8;
    if (pv.size() >= kLinePlies) return;
    Position pos = root;
    std::vector<uint64_t> seen{pos.key()};
    for (Move m : pv) {
        if (!pos.isLegal(m)) return;
        pos = pos.after(m);
        seen.push_back(pos.key());
    }
    TTData tte;
    while (pv.size() < kLinePlies && tt_.probe(pos.key(), tte) && !tte.move.isNull() &&
           pos.isLegal(tte.move)) {
        const Position next = pos.after(tte.move);
        if (std::find(seen.begin(), seen.end(), next.key()) != seen.end()) break;
        pv.push_back(tte.move);
        seen.push_back(next.key());
        pos = next;
    }
}

SearchResult SearchWorker::run(const Position& root, const Limits& limits,
                               const std::vector<uint64_t>& gameKeys,
                               const std::function<void(const SearchInfo&)>& onInfo) {
    start_ = std::chrono::steady_clock::now();
    pos_ = root;
    if (net_) {
        nnue::refresh(*net_, pos_, acc_[0]);
        accReady_[0] = true;
    }
    limits_ = limits;
    onInfo_ = onInfo;
    budget_ = computeTimeBudget(limits, root.sideToMove(), root.fullmoveNumber());
    nodes_ = 0;
    publishedNodes_ = 0;
    nextCheck_ = 0;
    stopped_ = false;
    rootDepth_ = 0;
    instability_ = 0;
    keys_ = gameKeys;
    if (keys_.empty() || keys_.back() != root.key()) keys_.push_back(root.key());
    rootIndex_ = keys_.size() - 1;
    nullBarrier_ = 0;
    for (auto& s : stack_) s = StackEntry{};
    for (auto& k : history_->killers) k[0] = k[1] = Move();

    SearchResult result;
    rootMoves_.clear();
    {
        TTData tte;
        Move ttMove = tt_.probe(root.key(), tte) ? tte.move : Move();
        MovePicker picker(pos_, *history_, OrderingContext{ttMove, 0, -1, -1});
        for (Move m = picker.next(); !m.isNull(); m = picker.next()) {
            const auto& only = limits.searchMoves;
            if (only.empty() || std::find(only.begin(), only.end(), m) != only.end())
                rootMoves_.push_back(RootMove{m, -kInfinite, -kInfinite, {}});
        }
    }
    if (rootMoves_.empty()) {
        result.score = root.inCheck() ? -kMate : 0;
        return result;
    }
    const int multiPv = std::clamp(limits.multiPv, 1, int(rootMoves_.size()));
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 8) : kMaxPly - 8;
    Move lastBest;
    int lastScore = kNoScore;
    // Helpers start at alternate depths so that the threads are not all in the same
    // iteration at the same time.
    for (int depth = 1 + (index_ & 1); depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        for (auto& rm : rootMoves_) rm.previousScore = rm.score;
        int pvIndex = 0;
        for (; pvIndex < multiPv && !stopped_; ++pvIndex) {
            selDepth_ = 0;
            aspiration(depth, rootMoves_[pvIndex].previousScore, pvIndex);
            std::stable_sort(
                rootMoves_.begin() + pvIndex, rootMoves_.end(),
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            if (!stopped_) report(depth, pvIndex, rootMoves_[pvIndex].score, Bound::Exact);
        }
        if (stopped_) {
            // A move that beat the old best in the unfinished iteration is trusted; the
            // other unfinished scores are not.
            if (rootMoves_[0].score == -kInfinite)
                rootMoves_[0].score = rootMoves_[0].previousScore;
            break;
        }
        result.depth = depth;
        instability_ *= 0.5;
        if (rootMoves_[0].move != lastBest && depth > 1) instability_ += 1.0;
        lastBest = rootMoves_[0].move;
        const int score = rootMoves_[0].score;
        if (!limits_.infinite && limits_.depth == 0 && isMateScore(score) &&
            depth >= 2 * (kMate - std::abs(score)) + 4)
            break; // the mate is proven well past its length; deeper search cannot change it
        // A score falling from one iteration to the next is worth more time to find a fix.
        const int drop = lastScore == kNoScore || isMateScore(score) || isMateScore(lastScore)
                             ? 0
                             : lastScore - score;
        lastScore = score;
        if (softTimeUp(depth, drop)) break;
        // With a single legal move there is nothing to choose.
        if (rootMoves_.size() == 1 && depth >= 4 && budget_.optimumMs && !limits_.infinite &&
            limits_.moveTimeMs == 0)
            break;
    }

    const RootMove& best = rootMoves_[0];
    result.best = best.move;
    result.score = best.score == -kInfinite ? best.previousScore : best.score;
    if (result.score == -kInfinite) result.score = 0;
    result.pv = best.pv.empty() ? std::vector<Move>{best.move} : best.pv;
    extendLine(root, result.pv);
    if (result.pv.size() > 1) result.ponder = result.pv[1];
    result.nodes = nodes_;
    result.timeMs = elapsedMs();
    for (int i = 0; i < multiPv; ++i) {
        const RootMove& rm = rootMoves_[i];
        int s = rm.score != -kInfinite ? rm.score : rm.previousScore;
        if (s != -kInfinite) result.rootScores.push_back({rm.move, s});
    }
    return result;
}

int SearchWorker::aspiration(int depth, int previous, int pvIndex) {
    int delta = 16;
    int alpha = -kInfinite, beta = kInfinite;
    if (depth >= 5 && previous != -kInfinite && !isMateScore(previous)) {
        alpha = std::max(previous - delta, -kInfinite);
        beta = std::min(previous + delta, kInfinite);
    }
    while (true) {
        int score = searchRoot(alpha, beta, depth, pvIndex);
        if (stopped_) return score;
        if (score <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(score - delta, -kInfinite);
        } else if (score >= beta) {
            beta = std::min(score + delta, kInfinite);
        } else {
            return score;
        }
        delta += delta / 2 + 4;
        if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
    }
}

int SearchWorker::searchRoot(int alpha, int beta, int depth, int pvIndex) {
    int best = -kInfinite;
    int moveCount = 0;
    // Scores left from the last iteration must not outrank moves searched in this one.
    for (size_t i = pvIndex; i < rootMoves_.size(); ++i) rootMoves_[i].score = -kInfinite;
    for (size_t i = pvIndex; i < rootMoves_.size(); ++i) {
        RootMove& rm = rootMoves_[i];
        const Move m = rm.move;
        const bool quiet =
            m.kind() == Move::Castling || (m.kind() == Move::Normal && !pos_.capturedPiece(m));
        ++moveCount;
        const uint64_t nodesBefore = nodes_;
        Position::Undo undo;
        makeMove(m, 0, undo);
        const bool givesCheck = pos_.inCheck();
        const int newDepth = depth - 1 + (givesCheck ? 1 : 0);
        int v;
        if (moveCount == 1) {
            v = -negamax(-beta, -alpha, newDepth, 1, false);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > 3 && quiet && !givesCheck)
                r = std::clamp(reductions_[std::min(depth, 63)][std::min(moveCount, 63)] - 1, 0,
                               std::max(0, newDepth - 1));
            v = -negamax(-alpha - 1, -alpha, newDepth - r, 1, true);
            if (v > alpha && r > 0) v = -negamax(-alpha - 1, -alpha, newDepth, 1, false);
            if (v > alpha) v = -negamax(-beta, -alpha, newDepth, 1, false);
        }
        unmakeMove(m, undo);
        rm.nodes += nodes_ - nodesBefore;
        if (stopped_) break;
        if (v > alpha || moveCount == 1) {
            rm.score = v;
            rm.pv.assign(1, m);
            for (int p = 1; p < pvLength_[1]; ++p) rm.pv.push_back(pv_[1][p]);
        } else {
            rm.score = -kInfinite; // failed low: only an upper bound is known
        }
        if (v > best) best = v;
        if (v > alpha) {
            if (v >= beta) break;
            alpha = v;
        }
    }
    return best;
}

void SearchWorker::report(int depth, int pvIndex, int score, Bound bound) {
    if (!onInfo_) return;
    SearchInfo info;
    info.depth = depth;
    info.selDepth = selDepth_;
    info.multiPv = pvIndex + 1;
    info.score = score;
    info.bound = bound;
    info.nodes = totalNodes();
    info.timeMs = elapsedMs();
    info.nps = info.timeMs > 0 ? info.nodes * 1000 / uint64_t(info.timeMs) : 0;
    info.hashfull = tt_.hashfull();
    info.pv = rootMoves_[pvIndex].pv;
    onInfo_(info);
}

bool SearchWorker::softTimeUp(int depth, int scoreDrop) const {
    if (limits_.infinite || budget_.optimumMs == 0 || depth < 2) return false;
    if (limits_.moveTimeMs > 0) return elapsedMs() >= budget_.optimumMs;
    // The next iteration usually costs as much as all before it: do not start one that
    // cannot finish in time. Spend longer while the best move keeps changing, and while the
    // score is falling; less when the best move has taken most of the search's nodes (the
    // others were refuted quickly), more when the others took long to refute.
    const double unstable = 0.65 + 0.45 * std::min(instability_, 2.0);
    const double falling = 1.0 + std::clamp(scoreDrop, 0, 80) / 160.0;
    double effort = 1.0;
    if (depth >= 6 && nodes_ > 0) {
        const double share = double(rootMoves_[0].nodes) / double(nodes_);
        effort = std::clamp(0.5 + 1.5 * (1.0 - share), 0.6, 1.5);
    }
    return double(elapsedMs()) >= double(budget_.optimumMs) * unstable * falling * effort;
}

} // namespace chess960::engine
