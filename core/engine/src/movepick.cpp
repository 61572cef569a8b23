#include "movepick.h"

#include "chess960/engine/eval.h"
#include "see.h"

#include <cstdlib>
#include <cstring>

namespace chess960::engine {

namespace {
constexpr int kTTScore = 1 << 30;
constexpr int kGoodNoisy = 1 << 28;
constexpr int kKiller = 1 << 27;
constexpr int kCounter = 1 << 26;
constexpr int kBadNoisy = -(1 << 28);
constexpr int kUnderPromotion = -(1 << 29);
} // namespace

void History::clear() {
    std::memset(static_cast<void*>(this), 0, sizeof(History));
}

void History::update(int16_t& entry, int bonus) {
    constexpr int limit = 16000;
    bonus = bonus > limit ? limit : bonus < -limit ? -limit : bonus;
    entry = int16_t(entry + bonus - entry * std::abs(bonus) / limit);
}

void MovePicker::scoreNoisy(const Position& pos, int i, const History* h) {
    Move m = moves_[i];
    noisy_[i] = true;
    if (m.kind() == Move::Promotion && m.promotion() != Queen) {
        scores_[i] = kUnderPromotion;
        see_[i] = -pieceValue(Pawn);
        return;
    }
    Piece victim = pos.capturedPiece(m);
    PieceType attacker = typeOf(pos.pieceOn(m.from()));
    int victimValue = victim != NoPiece ? pieceValue(typeOf(victim)) : 0;
    if (m.kind() == Move::Promotion) victimValue += pieceValue(Queen);
    // A capture by a cheaper piece never loses material; only the others need the swap.
    see_[i] =
        pieceValue(attacker) <= victimValue ? victimValue - pieceValue(attacker) : see(pos, m);
    int mvvLva = victimValue * 8 - int(attacker);
    // Captures that kept causing cutoffs here come first among equals and can pass a
    // slightly more valuable victim.
    if (h && victim != NoPiece)
        mvvLva += h->capture[pos.pieceOn(m.from())][m.to()][typeOf(victim)] / 16;
    scores_[i] = (see_[i] >= 0 ? kGoodNoisy : kBadNoisy) + mvvLva;
}

MovePicker::MovePicker(const Position& pos, const History& h, const OrderingContext& ctx) {
    generateLegalMoves(pos, moves_, GenKind::All);
    const Color us = pos.sideToMove();
    const Move k0 = h.killers[ctx.ply][0], k1 = h.killers[ctx.ply][1];
    Move counter;
    if (ctx.prevPieceTo >= 0) counter = h.counter[ctx.prevPieceTo / 64][ctx.prevPieceTo % 64];
    for (int i = 0; i < moves_.size(); ++i) {
        Move m = moves_[i];
        see_[i] = 0;
        if (m.kind() == Move::Promotion || (m.kind() != Move::Castling && pos.capturedPiece(m)))
            scoreNoisy(pos, i, &h);
        else {
            noisy_[i] = false;
            if (m == k0)
                scores_[i] = kKiller + 1;
            else if (m == k1)
                scores_[i] = kKiller;
            else if (m == counter)
                scores_[i] = kCounter;
            else {
                int pt = pieceTo(pos.pieceOn(m.from()), m.to());
                int s = h.butterfly[us][m.from()][m.to()];
                if (ctx.prevPieceTo >= 0) s += h.continuation[ctx.prevPieceTo][pt];
                if (ctx.prev2PieceTo >= 0) s += h.continuation[ctx.prev2PieceTo][pt];
                scores_[i] = s;
            }
        }
        if (m == ctx.ttMove) scores_[i] = kTTScore;
    }
}

MovePicker::MovePicker(const Position& pos, Move ttMove) {
    generateLegalMoves(pos, moves_, pos.inCheck() ? GenKind::All : GenKind::Noisy);
    for (int i = 0; i < moves_.size(); ++i) {
        Move m = moves_[i];
        see_[i] = 0;
        if (m.kind() == Move::Promotion || (m.kind() != Move::Castling && pos.capturedPiece(m)))
            scoreNoisy(pos, i, nullptr);
        else {
            noisy_[i] = false;
            scores_[i] = 0;
        }
        if (m == ttMove) scores_[i] = kTTScore;
    }
}

Move MovePicker::next(bool skipQuiets) {
    while (next_ < moves_.size()) {
        int best = next_;
        for (int i = next_ + 1; i < moves_.size(); ++i)
            if (scores_[i] > scores_[best]) best = i;
        std::swap(moves_[best], moves_[next_]);
        std::swap(scores_[best], scores_[next_]);
        std::swap(see_[best], see_[next_]);
        std::swap(noisy_[best], noisy_[next_]);
        current_ = next_++;
        if (skipQuiets && !noisy_[current_] && scores_[current_] < kTTScore) continue;
        return moves_[current_];
    }
    return Move();
}

} // namespace chess960::engine
