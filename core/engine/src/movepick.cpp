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

namespace {
bool isNoisy(const Position& pos, Move m) {
    return m.kind() == Move::Promotion || (m.kind() != Move::Castling && pos.capturedPiece(m));
}
} // namespace

void MovePicker::scoreNoisy(int i) {
    Move m = moves_[i];
    noisy_[i] = true;
    if (m.kind() == Move::Promotion && m.promotion() != Queen) {
        scores_[i] = kUnderPromotion;
        see_[i] = -pieceValue(Pawn);
        return;
    }
    Piece victim = pos_.capturedPiece(m);
    PieceType attacker = typeOf(pos_.pieceOn(m.from()));
    int victimValue = victim != NoPiece ? pieceValue(typeOf(victim)) : 0;
    if (m.kind() == Move::Promotion) victimValue += pieceValue(Queen);
    // A capture by a cheaper piece never loses material; only the others need the swap.
    see_[i] =
        pieceValue(attacker) <= victimValue ? victimValue - pieceValue(attacker) : see(pos_, m);
    int mvvLva = victimValue * 8 - int(attacker);
    // Captures that kept causing cutoffs here come first among equals and can pass a
    // slightly more valuable victim.
    if (history_ && victim != NoPiece)
        mvvLva += history_->capture[pos_.pieceOn(m.from())][m.to()][typeOf(victim)] / 16;
    scores_[i] = (see_[i] >= 0 ? kGoodNoisy : kBadNoisy) + mvvLva;
}

void MovePicker::scoreQuiet(int i, int score) {
    noisy_[i] = false;
    see_[i] = 0;
    scores_[i] = score;
}

MovePicker::MovePicker(const Position& pos, const History& h, const OrderingContext& ctx)
    : pos_(pos), history_(&h), ctx_(ctx), kind_(GenKind::All) {
    if (!ctx.ttMove.isNull() && pos.isLegal(ctx.ttMove)) stage_ = Stage::TableMove;
}

MovePicker::MovePicker(const Position& pos, Move ttMove)
    : pos_(pos), history_(nullptr), ctx_{ttMove},
      kind_(pos.inCheck() ? GenKind::All : GenKind::Noisy) {
    // Not in check only captures and promotions are generated: a quiet table's move is not
    // one of them.
    if (!ttMove.isNull() && (kind_ == GenKind::All || isNoisy(pos, ttMove)) && pos.isLegal(ttMove))
        stage_ = Stage::TableMove;
}

void MovePicker::generateAndScore() {
    generateLegalMoves(pos_, moves_, kind_);
    if (history_) {
        const History& h = *history_;
        const Move k0 = h.killers[ctx_.ply][0], k1 = h.killers[ctx_.ply][1];
        Move counter;
        if (ctx_.prevPieceTo >= 0)
            counter = h.counter[ctx_.prevPieceTo / 64][ctx_.prevPieceTo % 64];
        for (int i = 0; i < moves_.size(); ++i) {
            Move m = moves_[i];
            if (isNoisy(pos_, m))
                scoreNoisy(i);
            else if (m == k0)
                scoreQuiet(i, kKiller + 1);
            else if (m == k1)
                scoreQuiet(i, kKiller);
            else if (m == counter)
                scoreQuiet(i, kCounter);
            else
                scoreQuiet(i, quietHistory(h, pos_, m, ctx_));
        }
    } else {
        for (int i = 0; i < moves_.size(); ++i) {
            if (isNoisy(pos_, moves_[i]))
                scoreNoisy(i);
            else
                scoreQuiet(i, 0);
        }
    }
    for (int i = 0; i < moves_.size(); ++i) {
        if (moves_[i] != ctx_.ttMove) continue;
        scores_[i] = kTTScore;
        if (tableMoveGiven_) {
            // Handed out already: where the first pick would have put it, and not again.
            std::swap(moves_[i], moves_[0]);
            std::swap(scores_[i], scores_[0]);
            std::swap(see_[i], see_[0]);
            std::swap(noisy_[i], noisy_[0]);
            next_ = 1;
        }
        break;
    }
}

Move MovePicker::next(bool skipQuiets) {
    if (stage_ == Stage::TableMove) {
        // Its exchange value and kind are those the generated list will give it at place 0.
        moves_[0] = ctx_.ttMove;
        if (isNoisy(pos_, ctx_.ttMove))
            scoreNoisy(0);
        else
            scoreQuiet(0, 0);
        current_ = 0;
        tableMoveGiven_ = true;
        stage_ = Stage::Generate;
        return ctx_.ttMove;
    }
    if (stage_ == Stage::Generate) {
        generateAndScore();
        stage_ = Stage::Pick;
    }
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
