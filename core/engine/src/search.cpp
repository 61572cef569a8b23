// The tree search below the root: principal-variation search with null-move pruning,
// late-move reductions and pruning, futility pruning, and a quiescence search for captures.
#include "searchworker.h"
#include "see.h"

#include <algorithm>
#include <cmath>

namespace chess960::engine {

SearchWorker::SearchWorker(TranspositionTable& tt, std::atomic<bool>& stop)
    : tt_(tt), stop_(stop), history_(std::make_unique<History>()) {
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

void SearchWorker::checkLimits() {
    // The node limit binds only once a first iteration has produced a move.
    if (limits_.nodes && nodes_ >= limits_.nodes && rootDepth_ > 1) stopped_ = true;
    if (nodes_ < nextCheck_) return;
    // A check every quarter of a millisecond or so answers a stop request well within
    // 20 ms even when the machine is busy; reading a clock that often costs nothing.
    nextCheck_ = nodes_ + 256;
    if (stop_.load(std::memory_order_relaxed)) stopped_ = true;
    if (budget_.maximumMs && rootDepth_ > 1 && elapsedMs() >= budget_.maximumMs) stopped_ = true;
}

bool SearchWorker::isDraw(int ply) const {
    (void)ply;
    const int clock = pos_.halfmoveClock();
    if (clock >= 100 && (!pos_.inCheck() || hasLegalMove(pos_))) return true;
    const Bitboard all = pos_.pieces();
    if (popcount(all) <= 3 && !(pos_.pieces(Pawn) | pos_.pieces(Rook) | pos_.pieces(Queen)))
        return true;
    // Any earlier occurrence counts: repeating once is as good as a draw for both sides.
    const size_t n = keys_.size();
    const uint64_t key = keys_[n - 1];
    const size_t reach = std::min<size_t>(clock, n - 1 - std::min(n - 1, nullBarrier_));
    for (size_t i = 4; i <= reach; i += 2)
        if (keys_[n - 1 - i] == key) return true;
    return false;
}

void SearchWorker::makeMove(Move m, int ply, Position::Undo& undo) {
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
    if (ply >= kMaxPly - 1) return inCheck ? 0 : eval_.evaluate(pos_);
    // A mate found nearer the root cannot be beaten from here.
    alpha = std::max(alpha, -kMate + ply);
    beta = std::min(beta, kMate - ply - 1);
    if (alpha >= beta) return alpha;

    StackEntry& ss = stack(ply);
    TTData tte;
    const bool ttHit = tt_.probe(pos_.key(), tte);
    const Move ttMove = ttHit ? tte.move : Move();
    const int ttScore = ttHit ? scoreFromTT(tte.score, ply) : kNoScore;
    if (!pvNode && ttHit && tte.depth >= depth && pos_.halfmoveClock() < 90 &&
        (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && ttScore >= beta) ||
         (tte.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    int staticEval = kNoScore, eval = kNoScore;
    bool improving = false;
    if (!inCheck) {
        staticEval = ttHit && tte.eval != kNoScore ? tte.eval : eval_.evaluate(pos_);
        eval = staticEval;
        if (ttHit && (tte.bound == Bound::Exact ||
                      tte.bound == (ttScore > eval ? Bound::Lower : Bound::Upper)))
            eval = ttScore;
        int before = stack(ply - 2).staticEval;
        if (before == kNoScore) before = ply >= 4 ? stack(ply - 4).staticEval : kNoScore;
        improving = before == kNoScore || staticEval > before;
    }
    ss.staticEval = staticEval;
    const Color us = pos_.sideToMove();
    const bool hasPieces = (pos_.pieces(us) & ~pos_.pieces(Pawn) & ~pos_.pieces(King)) != 0;

    if (!pvNode && !inCheck) {
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
    if (depth >= 4 && ttMove.isNull() && (pvNode || cutNode)) --depth;

    const History& h = *history_;
    OrderingContext ctx{ttMove, ply, stack(ply - 1).pieceTo, stack(ply - 2).pieceTo};
    MovePicker picker(pos_, h, ctx);
    if (picker.size() == 0) return inCheck ? -kMate + ply : 0;

    int best = -kInfinite;
    Move bestMove;
    bool bestNoisy = false;
    int moveCount = 0, quietCount = 0;
    Move quiets[64];
    bool skipQuiets = false;
    for (Move m = picker.next(); !m.isNull(); m = picker.next(skipQuiets)) {
        const bool noisy = picker.lastWasNoisy();
        ++moveCount;
        int hist = 0;
        if (!noisy) {
            int pt = pieceTo(pos_.pieceOn(m.from()), m.to());
            hist = h.butterfly[us][m.from()][m.to()];
            if (ctx.prevPieceTo >= 0) hist += h.continuation[ctx.prevPieceTo][pt];
        }
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

        Position::Undo undo;
        makeMove(m, ply, undo);
        const bool givesCheck = pos_.inCheck();
        const int extension = givesCheck && ply < 2 * rootDepth_ ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        int v;
        if (moveCount == 1) {
            v = -negamax(-beta, -alpha, newDepth, ply + 1, pvNode ? false : !cutNode);
        } else {
            int r = 0;
            if (depth >= 3 && moveCount > 1 + int(pvNode) && (!noisy || picker.lastSee() < 0)) {
                r = baseR + int(!pvNode) + int(cutNode) - int(improving) - int(givesCheck);
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
        if (!noisy && m != bestMove && quietCount < 64) quiets[quietCount++] = m;
    }

    if (best >= beta && !bestNoisy) updateQuietStats(ply, bestMove, depth, quiets, quietCount);
    const Bound bound = best >= beta                     ? Bound::Lower
                        : (pvNode && !bestMove.isNull()) ? Bound::Exact
                                                         : Bound::Upper;
    tt_.store(pos_.key(), bestMove, scoreToTT(best, ply), staticEval, depth, bound);
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
    if (ply >= kMaxPly - 1) return inCheck ? 0 : eval_.evaluate(pos_);

    TTData tte;
    const bool ttHit = tt_.probe(pos_.key(), tte);
    const int ttScore = ttHit ? scoreFromTT(tte.score, ply) : kNoScore;
    if (!pvNode && ttHit &&
        (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && ttScore >= beta) ||
         (tte.bound == Bound::Upper && ttScore <= alpha)))
        return ttScore;

    int best = -kInfinite, staticEval = kNoScore;
    if (!inCheck) {
        staticEval = ttHit && tte.eval != kNoScore ? tte.eval : eval_.evaluate(pos_);
        best = staticEval;
        if (ttHit && (tte.bound == Bound::Exact ||
                      tte.bound == (ttScore > best ? Bound::Lower : Bound::Upper)))
            best = ttScore;
        if (best >= beta) {
            if (!ttHit)
                tt_.store(pos_.key(), Move(), scoreToTT(best, ply), staticEval, 0, Bound::Lower);
            return best;
        }
        alpha = std::max(alpha, best);
    }

    MovePicker picker(pos_, ttHit ? tte.move : Move());
    if (inCheck && picker.size() == 0) return -kMate + ply;
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
    const Bound bound = best >= beta ? Bound::Lower : Bound::Upper;
    tt_.store(pos_.key(), bestMove, scoreToTT(best, ply), staticEval, 0, bound);
    return best;
}

Search::Search(size_t hashMb) : tt_(hashMb), worker_(std::make_unique<SearchWorker>(tt_, stop_)) {}

Search::~Search() = default;

size_t Search::setHashSize(size_t mb) {
    return tt_.resize(mb);
}

void Search::clear() {
    tt_.clear();
    worker_->clear();
}

SearchResult Search::run(const Position& root, const Limits& limits,
                         const std::vector<uint64_t>& gameKeys) {
    return worker_->run(root, limits, gameKeys, onInfo);
}

} // namespace chess960::engine
