// The tree search below the root: principal-variation search with null-move pruning,
// late-move reductions and pruning, futility pruning, and a quiescence search for captures.
#include "searchworker.h"
#include "see.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace chess960::engine {

SearchWorker::SearchWorker(TranspositionTable& tt, std::atomic<bool>& stop,
                           std::atomic<bool>& helpersStop, std::atomic<uint64_t>& sharedNodes,
                           int index)
    : tt_(tt), stop_(stop), helpersStop_(helpersStop), sharedNodes_(sharedNodes), index_(index),
      history_(std::make_unique<History>()) {
    history_->clear();
    for (int d = 0; d < 64; ++d)
        for (int m = 0; m < 64; ++m)
            reductions_[d][m] =
                d && m ? int(0.8 + std::log(double(d)) * std::log(double(m)) / 2.3) : 0;
}

void SearchWorker::clear() {
    history_->clear();
    eval_.clear();
}

int64_t SearchWorker::elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
}

uint64_t SearchWorker::totalNodes() const {
    return sharedNodes_.load(std::memory_order_relaxed) + (nodes_ - publishedNodes_);
}

void SearchWorker::checkLimits() {
    // The node limit binds only once a first iteration has produced a move.
    if (limits_.nodes && nodes_ >= limits_.nodes && rootDepth_ > 1) stopped_ = true;
    if (nodes_ < nextCheck_) return;
    // A check every quarter of a millisecond or so answers a stop request well within
    // 20 ms even when the machine is busy; reading a clock that often costs nothing.
    nextCheck_ = nodes_ + 256;
    if (stop_.load(std::memory_order_relaxed)) stopped_ = true;
    // Every thread adds its nodes to the count they share, and each stops itself once the
    // count reaches the node limit: a thread that the system leaves waiting cannot let the
    // others run on past it.
    sharedNodes_.fetch_add(nodes_ - publishedNodes_, std::memory_order_relaxed);
    publishedNodes_ = nodes_;
    if (limits_.nodes && rootDepth_ > 1 &&
        sharedNodes_.load(std::memory_order_relaxed) >= limits_.nodes)
        stopped_ = true;
    if (index_ > 0) {
        if (helpersStop_.load(std::memory_order_relaxed)) stopped_ = true;
        return;
    }
    if (budget_.maximumMs && rootDepth_ > 1 && elapsedMs() >= budget_.maximumMs) stopped_ = true;
}

bool SearchWorker::isDraw(int ply) const {
    (void)ply;
    const int clock = pos_.halfmoveClock();
    if (clock >= 100 && (!pos_.inCheck() || hasLegalMove(pos_))) return true;
    const Bitboard all = pos_.pieces();
    if (popcount(all) <= 3 && !(pos_.pieces(Pawn) | pos_.pieces(Rook) | pos_.pieces(Queen)))
        return true;
    // A position met again inside the search (the root included) is a draw: whoever could
    // avoid the repetition could as well have avoided the line. One that only occurred in the
    // game before the root is a draw on its third occurrence, as the rule says.
    const size_t n = keys_.size();
    const uint64_t key = keys_[n - 1];
    const size_t reach = std::min<size_t>(clock, n - 1 - std::min(n - 1, nullBarrier_));
    int before = 0;
    for (size_t i = 4; i <= reach; i += 2) {
        if (keys_[n - 1 - i] != key) continue;
        if (n - 1 - i >= rootIndex_ || ++before == 2) return true;
    }
    return false;
}

void SearchWorker::setNetwork(const nnue::Network<nnue::kHidden>* net) {
    net_ = net;
    if (net_ && !acc_) {
        acc_ = std::make_unique<nnue::Accumulator<nnue::kHidden>[]>(kMaxPly + 2);
        delta_ = std::make_unique<nnue::MoveDelta[]>(kMaxPly + 2);
        accReady_ = std::make_unique<bool[]>(kMaxPly + 2);
    }
}

int SearchWorker::evaluate(int ply) {
    if (!net_) return eval_.evaluate(pos_);
    int ready = ply;
    while (!accReady_[ready]) --ready; // the root's is always ready
    for (int i = ready + 1; i <= ply; ++i) {
        nnue::update(*net_, acc_[i - 1], delta_[i], acc_[i]);
        accReady_[i] = true;
    }
    if (checkAccumulators_) {
        nnue::Accumulator<nnue::kHidden> fresh;
        nnue::refresh(*net_, pos_, fresh);
        ++accumulatorsChecked_;
        if (!(fresh == acc_[ply])) ++accumulatorMismatches_;
    }
    return nnue::evaluate(*net_, acc_[ply], pos_.sideToMove(), popcount(pos_.pieces()));
}

void SearchWorker::noteNullMove(int ply) {
    if (!net_) return;
    delta_[ply + 1] = nnue::MoveDelta{};
    accReady_[ply + 1] = false;
}

void SearchWorker::makeMove(Move m, int ply, Position::Undo& undo) {
    // The child's bucket is asked of the memory before the move is made: the wait for it
    // overlaps the making and the network's bookkeeping instead of stalling the child's probe.
    tt_.prefetch(pos_.keyAfter(m));
    if (net_) {
        delta_[ply + 1] = nnue::moveDelta(pos_, m);
        accReady_[ply + 1] = false;
    }
    StackEntry& ss = stack(ply);
    ss.move = m;
    ss.pieceTo =
        pieceTo(pos_.pieceOn(m.from()),
                m.kind() == Move::Castling
                    ? castleKingTarget(pos_.sideToMove(),
                                       m.to() > m.from() ? CastleSide::HSide : CastleSide::ASide)
                    : m.to());
    pos_.makeMove(m, undo);
    keys_.push_back(pos_.key());
    // A king that changes king bucket changes all its side's inputs: that half is computed
    // from the board now, while the position is at hand; the lazy update leaves it alone.
    if (net_ && nnue::needsRefresh(*net_, delta_[ply + 1], delta_[ply + 1].mover))
        nnue::refreshSide(*net_, pos_, acc_[ply + 1], delta_[ply + 1].mover);
}

void SearchWorker::unmakeMove(Move m, const Position::Undo& undo) {
    keys_.pop_back();
    pos_.unmakeMove(m, undo);
}

void SearchWorker::updatePv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pvLength_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

void SearchWorker::updateQuietStats(int ply, Move best, int depth, const Move* quiets,
                                    int quietCount) {
    History& h = *history_;
    const Color us = pos_.sideToMove();
    const int bonus = std::min(18 * depth * depth + 40 * depth, 2000);
    const int prev = stack(ply - 1).pieceTo, prev2 = stack(ply - 2).pieceTo;
    auto reward = [&](Move m, int b) {
        History::update(h.butterfly[us][m.from()][m.to()], b);
        int pt = pieceTo(pos_.pieceOn(m.from()), m.to());
        if (prev >= 0) History::update(h.continuation[prev][pt], b);
        if (prev2 >= 0) History::update(h.continuation[prev2][pt], b);
    };
    reward(best, bonus);
    for (int i = 0; i < quietCount; ++i) reward(quiets[i], -bonus);
    if (h.killers[ply][0] != best) {
        h.killers[ply][1] = h.killers[ply][0];
        h.killers[ply][0] = best;
    }
    if (prev >= 0) h.counter[prev / 64][prev % 64] = best;
}

void SearchWorker::updateCaptureStats(Move best, bool bestNoisy, int depth, const Move* captures,
                                      int captureCount) {
    History& h = *history_;
    const int bonus = std::min(18 * depth * depth + 40 * depth, 2000);
    auto reward = [&](Move m, int b) {
        const Piece victim = pos_.capturedPiece(m);
        if (victim == NoPiece) return; // a promotion without capture
        History::update(h.capture[pos_.pieceOn(m.from())][m.to()][typeOf(victim)], b);
    };
    if (bestNoisy) reward(best, bonus);
    for (int i = 0; i < captureCount; ++i) reward(captures[i], -bonus);
}

namespace {
constexpr int kCorrectionGrain = 8;   // entries are eighths of a centipawn
constexpr int kCorrectionLimit = 200; // the most a correction moves an evaluation, in cp
} // namespace

int SearchWorker::correctedEval(int rawEval) const {
    // The pawn structure's entry counts twice, each side's other pieces' once; together a
    // third more than any one, where they agree.
    const Color us = pos_.sideToMove();
    const auto& nonPawn = history_->nonPawnCorrection[us];
    const int sum = 2 * history_->correction[us][correctionIndex(pos_)] +
                    nonPawn[White][nonPawnCorrectionIndex(pos_, White)] +
                    nonPawn[Black][nonPawnCorrectionIndex(pos_, Black)];
    const int c = sum / (3 * kCorrectionGrain);
    return std::clamp(rawEval + c, -kMateBound + 1, kMateBound - 1);
}

void SearchWorker::updateCorrection(int rawEval, int best, int depth) {
    const Color us = pos_.sideToMove();
    const int target =
        std::clamp(best - rawEval, -kCorrectionLimit, kCorrectionLimit) * kCorrectionGrain;
    const int weight = std::min(depth + 1, 16);
    auto learn = [&](int16_t& entry) {
        entry = int16_t((entry * (256 - weight) + target * weight) / 256);
    };
    learn(history_->correction[us][correctionIndex(pos_)]);
    for (Color c : {White, Black})
        learn(history_->nonPawnCorrection[us][c][nonPawnCorrectionIndex(pos_, c)]);
}

int SearchWorker::negamax(int alpha, int beta, int depth, int ply, bool cutNode) {
    const bool pvNode = beta - alpha > 1;
    if (depth <= 0) return qsearch(alpha, beta, ply);
    pvLength_[ply] = ply;
    checkLimits();
    if (stopped_) return 0;
    ++nodes_;
    selDepth_ = std::max(selDepth_, ply);
    const bool inCheck = pos_.inCheck();
    if (isDraw(ply)) return 0;
    if (ply >= kMaxPly - 1) return inCheck ? 0 : evaluate(ply);
    // A mate found nearer the root cannot be beaten from here.
    alpha = std::max(alpha, -kMate + ply);
    beta = std::min(beta, kMate - ply - 1);
    if (alpha >= beta) return alpha;

    StackEntry& ss = stack(ply);
    stack(ply + 1).doubleExtensions = ss.doubleExtensions;
    // A singular-extension search of this node leaves one move out: it must neither use
    // nor overwrite what the table says of the whole node.
    const Move excluded = ss.excluded;
    TTData tte;
    const bool ttHit = excluded.isNull() && tt_.probe(pos_.key(), tte);
    const Move ttMove = ttHit ? tte.move : Move();
    const int ttScore = ttHit ? scoreFromTT(tte.score, ply) : kNoScore;
    if (!pvNode && ttHit && tte.depth >= depth && pos_.halfmoveClock() < 90 &&
        (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && ttScore >= beta) ||
         (tte.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;
    // On the principal variation now or when the table's result was found: such a node's
    // moves are reduced less. A singular-extension search keeps the node's own mark.
    if (excluded.isNull()) ss.ttPv = pvNode || (ttHit && tte.pv);

    int rawEval = kNoScore, staticEval = kNoScore, eval = kNoScore;
    bool improving = false;
    if (!inCheck) {
        if (!excluded.isNull())
            rawEval = ss.rawEval;
        else
            rawEval = ttHit && tte.eval != kNoScore ? tte.eval : evaluate(ply);
        staticEval = correctedEval(rawEval);
        eval = staticEval;
        if (ttHit && (tte.bound == Bound::Exact ||
                      tte.bound == (ttScore > eval ? Bound::Lower : Bound::Upper)))
            eval = ttScore;
        int before = stack(ply - 2).staticEval;
        if (before == kNoScore) before = ply >= 4 ? stack(ply - 4).staticEval : kNoScore;
        improving = before == kNoScore || staticEval > before;
    }
    ss.staticEval = staticEval;
    ss.rawEval = rawEval;
    const Color us = pos_.sideToMove();
    const bool hasPieces = (pos_.pieces(us) & ~pos_.pieces(Pawn) & ~pos_.pieces(King)) != 0;

    if (!pvNode && !inCheck && excluded.isNull()) {
        // Reverse futility: far above beta at low depth, the opponent will not catch up.
        if (depth <= 8 && eval - 80 * (depth - improving) >= beta && eval < kMateBound) return eval;
        // Razoring: hopeless at low depth unless a capture rescues it.
        if (depth <= 3 && eval + 220 * depth + 80 < alpha) {
            int v = qsearch(alpha, alpha + 1, ply);
            if (v <= alpha) return v;
        }
        // Null move: if passing still beats beta, a real move will too (not in pawn endings,
        // where zugzwang is common).
        if (depth >= 3 && eval >= beta && staticEval >= beta && hasPieces &&
            stack(ply - 1).pieceTo >= 0 && beta > -kMateBound) {
            int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            Position::Undo u;
            noteNullMove(ply);
            pos_.makeNullMove(u);
            keys_.push_back(pos_.key());
            ss.move = Move();
            ss.pieceTo = -1;
            const size_t barrier = nullBarrier_;
            nullBarrier_ = keys_.size() - 1;
            int v = -negamax(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
            nullBarrier_ = barrier;
            keys_.pop_back();
            pos_.unmakeNullMove(u);
            if (stopped_) return 0;
            if (v >= beta) return v >= kMateBound ? beta : v;
        }
    }
    // No hash move: this node was not searched before, so a shallower search is cheap insurance.
    if (depth >= 4 && ttMove.isNull() && excluded.isNull() && (pvNode || cutNode)) --depth;

    const History& h = *history_;
    OrderingContext ctx{ttMove, ply, stack(ply - 1).pieceTo, stack(ply - 2).pieceTo};
    MovePicker picker(pos_, h, ctx);

    int best = -kInfinite;
    Move bestMove;
    bool bestNoisy = false;
    int moveCount = 0, quietCount = 0, captureCount = 0;
    Move quiets[64], captures[32];
    bool skipQuiets = false;
    for (Move m = picker.next(); !m.isNull(); m = picker.next(skipQuiets)) {
        if (m == excluded) continue;
        const bool noisy = picker.lastWasNoisy();
        ++moveCount;
        const int hist = noisy ? 0 : quietHistory(h, pos_, m, ctx);
        const int baseR = reductions_[std::min(depth, 63)][std::min(moveCount, 63)];
        if (best > -kMateBound && hasPieces && ply > 0) {
            const int lmrDepth = std::max(0, depth - 1 - baseR);
            if (!noisy) {
                if (depth <= 8 && moveCount >= (3 + depth * depth) / (improving ? 1 : 2)) {
                    skipQuiets = true;
                    continue;
                }
                if (!inCheck && lmrDepth <= 7 && staticEval + 100 + 90 * lmrDepth <= alpha) {
                    skipQuiets = true;
                    continue;
                }
                if (lmrDepth <= 3 && hist < -2500 * depth) continue;
                if (lmrDepth <= 6 && see(pos_, m) < -20 * lmrDepth * lmrDepth) continue;
            } else if (depth <= 6 && picker.lastSee() < -95 * depth) {
                continue;
            }
        }

        // Singular extension: when the table's move beats every other by a margin at a
        // reduced depth, it is the only move here and deserves a deeper look; when even the
        // others beat beta, the node fails high without it (multi-cut).
        int extension = 0;
        if (m == ttMove && ply > 0 && depth >= 7 && tte.depth >= depth - 3 &&
            tte.bound != Bound::Upper && !isMateScore(ttScore) && ply < 2 * rootDepth_) {
            const int singularBeta = ttScore - 2 * depth;
            ss.excluded = m;
            const int v = negamax(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            ss.excluded = Move();
            if (stopped_) return 0;
            // Far below: the only move by a wide margin is searched two plies deeper, a few
            // times on a path at most so that the tree stays finite.
            if (v < singularBeta - 24 && !pvNode && ss.doubleExtensions < 6)
                extension = 2;
            else if (v < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta;
            else if (ttScore >= beta)
                extension = -1;
        }

        stack(ply + 1).doubleExtensions = ss.doubleExtensions + (extension == 2);
        Position::Undo undo;
        makeMove(m, ply, undo);
        const bool givesCheck = pos_.inCheck();
        if (extension == 0 && givesCheck && ply < 2 * rootDepth_) extension = 1;
        const int newDepth = depth - 1 + extension;
        int v;
        if (moveCount == 1) {
            v = -negamax(-beta, -alpha, newDepth, ply + 1, pvNode ? false : !cutNode);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > 1 + int(pvNode) && (!noisy || picker.lastSee() < 0)) {
                r = baseR + int(!ss.ttPv) + int(cutNode) - int(improving) - int(givesCheck);
                if (!noisy) r -= hist / 7000;
                if (m == h.killers[ply][0] || m == h.killers[ply][1]) --r;
                r = std::clamp(r, 0, std::max(0, newDepth - 1));
            }
            v = -negamax(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
            if (v > alpha && r > 0) v = -negamax(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            if (pvNode && v > alpha && v < beta)
                v = -negamax(-beta, -alpha, newDepth, ply + 1, false);
        }
        unmakeMove(m, undo);
        if (stopped_) return 0;

        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                bestNoisy = noisy;
                if (pvNode) updatePv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
        if (m != bestMove) {
            if (!noisy && quietCount < 64)
                quiets[quietCount++] = m;
            else if (noisy && captureCount < 32)
                captures[captureCount++] = m;
        }
    }
    // No legal move (the excluded one is legal): mate or stalemate.
    if (moveCount == 0 && excluded.isNull()) return inCheck ? -kMate + ply : 0;
    // Every move but the excluded one was pruned or there was no other: the excluded move
    // is all there is.
    if (best == -kInfinite) return alpha;
    // A fail low below a node of the principal variation: this node may become one.
    if (bestMove.isNull() && depth > 3 && stack(ply - 1).ttPv) ss.ttPv = true;

    if (best >= beta) {
        if (!bestNoisy) updateQuietStats(ply, bestMove, depth, quiets, quietCount);
        updateCaptureStats(bestMove, bestNoisy, depth, captures, captureCount);
    }
    const Bound bound = best >= beta                     ? Bound::Lower
                        : (pvNode && !bestMove.isNull()) ? Bound::Exact
                                                         : Bound::Upper;
    if (excluded.isNull()) {
        // The evaluation learns from the search where the result is a trustworthy measure of
        // it: not after a capture, and not a bound on the wrong side of the evaluation.
        if (!inCheck && (bestMove.isNull() || !bestNoisy) && !isMateScore(best) &&
            !(bound == Bound::Lower && best <= staticEval) &&
            !(bound == Bound::Upper && best >= staticEval))
            updateCorrection(rawEval, best, depth);
        tt_.store(pos_.key(), bestMove, scoreToTT(best, ply), rawEval, depth, bound, ss.ttPv);
    }
    return best;
}

int SearchWorker::qsearch(int alpha, int beta, int ply) {
    const bool pvNode = beta - alpha > 1;
    pvLength_[ply] = ply;
    checkLimits();
    if (stopped_) return 0;
    ++nodes_;
    selDepth_ = std::max(selDepth_, ply);
    if (isDraw(ply)) return 0;
    const bool inCheck = pos_.inCheck();
    if (ply >= kMaxPly - 1) return inCheck ? 0 : evaluate(ply);

    TTData tte;
    const bool ttHit = tt_.probe(pos_.key(), tte);
    const int ttScore = ttHit ? scoreFromTT(tte.score, ply) : kNoScore;
    if (!pvNode && ttHit &&
        (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && ttScore >= beta) ||
         (tte.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    int best = -kInfinite, rawEval = kNoScore, staticEval = kNoScore;
    if (!inCheck) {
        rawEval = ttHit && tte.eval != kNoScore ? tte.eval : evaluate(ply);
        staticEval = correctedEval(rawEval);
        best = staticEval;
        if (ttHit && (tte.bound == Bound::Exact ||
                      tte.bound == (ttScore > best ? Bound::Lower : Bound::Upper)))
            best = ttScore;
        if (best >= beta) {
            if (!ttHit)
                tt_.store(pos_.key(), Move(), scoreToTT(best, ply), rawEval, 0, Bound::Lower);
            return best;
        }
        alpha = std::max(alpha, best);
    }

    MovePicker picker(pos_, ttHit ? tte.move : Move());
    Move bestMove;
    for (Move m = picker.next(); !m.isNull(); m = picker.next()) {
        if (!inCheck) {
            if (picker.lastSee() < 0) continue;
            // Delta pruning: even winning this piece for free would not reach alpha.
            Piece victim = pos_.capturedPiece(m);
            if (m.kind() != Move::Promotion && victim != NoPiece &&
                staticEval + pieceValue(typeOf(victim)) + 200 <= alpha)
                continue;
        }
        Position::Undo undo;
        makeMove(m, ply, undo);
        int v = -qsearch(-beta, -alpha, ply + 1);
        unmakeMove(m, undo);
        if (stopped_) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
    }
    // In check every evasion is searched: none means mate.
    if (inCheck && best == -kInfinite) return -kMate + ply;
    const Bound bound = best >= beta ? Bound::Lower : Bound::Upper;
    tt_.store(pos_.key(), bestMove, scoreToTT(best, ply), rawEval, 0, bound,
              pvNode || (ttHit && tte.pv));
    return best;
}

Search::Search(size_t hashMb) : tt_(hashMb), net_(nnue::embeddedNetwork()) {
    workers_.push_back(std::make_unique<SearchWorker>(tt_, stop_, helpersStop_, sharedNodes_, 0));
}

Search::~Search() = default;

size_t Search::setHashSize(size_t mb) {
    return tt_.resize(mb);
}

void Search::setNetwork(const nnue::Network<nnue::kHidden>* net) {
    if (net == net_) return;
    net_ = net;
    // The table's static evaluations are the other evaluation's.
    tt_.clear();
    for (auto& w : workers_) w->clear();
}

uint64_t Search::accumulatorsChecked() const {
    uint64_t n = 0;
    for (const auto& w : workers_) n += w->accumulatorsChecked();
    return n;
}

uint64_t Search::accumulatorMismatches() const {
    uint64_t n = 0;
    for (const auto& w : workers_) n += w->accumulatorMismatches();
    return n;
}

void Search::clear() {
    tt_.clear();
    for (auto& w : workers_) w->clear();
}

SearchResult Search::run(const Position& root, const Limits& limits,
                         const std::vector<uint64_t>& gameKeys) {
    const int threads = std::clamp(limits.threads, 1, kMaxThreads);
    while (int(workers_.size()) < threads)
        workers_.push_back(std::make_unique<SearchWorker>(tt_, stop_, helpersStop_, sharedNodes_,
                                                          int(workers_.size())));
    for (auto& w : workers_) {
        w->setNetwork(net_);
        w->setCheckAccumulators(checkAccumulators_);
    }
    tt_.newSearch();
    helpersStop_.store(false);
    sharedNodes_.store(0);
    // The helpers search until the first thread has its answer or the threads together reach
    // the node limit: no clock of their own, and no report.
    Limits helperLimits = limits;
    helperLimits.moveTimeMs = 0;
    helperLimits.timeLeftMs[White] = helperLimits.timeLeftMs[Black] = -1;
    helperLimits.infinite = true;
    std::vector<SearchResult> helperResults(size_t(threads - 1));
    std::vector<std::thread> helpers;
    for (int i = 1; i < threads; ++i)
        helpers.emplace_back([&, i] {
            helperResults[size_t(i - 1)] =
                workers_[size_t(i)]->run(root, helperLimits, gameKeys, nullptr);
        });
    SearchResult result = workers_[0]->run(root, limits, gameKeys, onInfo);
    helpersStop_.store(true);
    for (auto& t : helpers) t.join();
    for (const SearchResult& r : helperResults) result.nodes += r.nodes;
    result.threads = threads;
    return result;
}

} // namespace chess960::engine
