#include "movepick.h"

#include "chess960/engine/eval.h"
#include "see.h"

#include <cstdlib>
#include <cstring>

namespace chess960::engine {

namespace {
constexpr int kGoodNoisy = 1 << 28;
constexpr int kKiller = 1 << 27;
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
    : pos_(pos), history_(&h), ctx_(ctx), kind_(GenKind::All), stage_(Stage::GenerateNoisy) {
    if (!ctx.ttMove.isNull() && pos.isLegal(ctx.ttMove)) stage_ = Stage::TableMove;
}

MovePicker::MovePicker(const Position& pos, Move ttMove)
    : pos_(pos), history_(nullptr), ctx_{ttMove},
      kind_(pos.inCheck() ? GenKind::All : GenKind::Noisy), stage_(Stage::Generate) {
    // Not in check only captures and promotions are generated: a quiet table's move is not
    // one of them.
    if (!ttMove.isNull() && (kind_ == GenKind::All || isNoisy(pos, ttMove)) && pos.isLegal(ttMove))
        stage_ = Stage::TableMove;
}

int MovePicker::pickBest(int from, int end) {
    if (from >= end) return -1;
    int best = from;
    for (int i = from + 1; i < end; ++i)
        if (scores_[i] > scores_[best]) best = i;
    std::swap(moves_[best], moves_[from]);
    std::swap(scores_[best], scores_[from]);
    std::swap(see_[best], see_[from]);
    std::swap(noisy_[best], noisy_[from]);
    return from;
}

Move MovePicker::give(int i) {
    lastNoisy_ = noisy_[i];
    lastSee_ = see_[i];
    return moves_[i];
}

bool MovePicker::alreadyGiven(Move m) const {
    if (tableMoveGiven_ && m == ctx_.ttMove) return true;
    for (int k = 0; k < givenCount_; ++k)
        if (given_[k] == m) return true;
    return false;
}

Move MovePicker::next(bool skipQuiets) {
    switch (stage_) {
    case Stage::TableMove: {
        // Its exchange value and kind are those the generated list would give it.
        moves_.clear();
        moves_.push(ctx_.ttMove);
        if (isNoisy(pos_, ctx_.ttMove))
            scoreNoisy(0);
        else
            scoreQuiet(0, 0);
        tableMoveGiven_ = true;
        stage_ = history_ ? Stage::GenerateNoisy : Stage::Generate;
        return give(0);
    }

    // --- quiescence: everything of its kind at once, best first ---
    case Stage::Generate: {
        generateLegalMoves(pos_, moves_, kind_);
        for (int i = 0; i < moves_.size(); ++i) {
            if (isNoisy(pos_, moves_[i]))
                scoreNoisy(i);
            else
                scoreQuiet(i, 0);
        }
        // The table's move, handed out already, is not handed out again.
        if (tableMoveGiven_)
            for (int i = 0; i < moves_.size(); ++i)
                if (moves_[i] == ctx_.ttMove) {
                    std::swap(moves_[i], moves_[0]);
                    std::swap(scores_[i], scores_[0]);
                    std::swap(see_[i], see_[0]);
                    std::swap(noisy_[i], noisy_[0]);
                    next_ = 1;
                    break;
                }
        stage_ = Stage::Pick;
        [[fallthrough]];
    }
    case Stage::Pick: {
        const int i = pickBest(next_, moves_.size());
        if (i < 0) break;
        ++next_;
        return give(i);
    }

    // --- main search ---
    case Stage::GenerateNoisy: {
        generateLegalMoves(pos_, moves_, GenKind::Noisy);
        int kept = 0;
        for (int i = 0; i < moves_.size(); ++i)
            if (!(tableMoveGiven_ && moves_[i] == ctx_.ttMove)) moves_[kept++] = moves_[i];
        noisyEnd_ = kept;
        for (int i = 0; i < noisyEnd_; ++i) scoreNoisy(i);
        next_ = 0;
        stage_ = Stage::GoodNoisy;
        [[fallthrough]];
    }
    case Stage::GoodNoisy: {
        // The best left stays in place when it loses material: it comes after the quiet
        // moves.
        const int i = pickBest(next_, noisyEnd_);
        if (i >= 0 && scores_[i] >= kKiller) {
            ++next_;
            return give(i);
        }
        // The killers and the counter move, each once, in that order.
        const History& h = *history_;
        int n = 0;
        auto add = [&](Move m) {
            if (m.isNull()) return;
            for (int k = 0; k < n; ++k)
                if (specials_[k] == m) return;
            specials_[n++] = m;
        };
        add(h.killers[ctx_.ply][0]);
        add(h.killers[ctx_.ply][1]);
        if (ctx_.prevPieceTo >= 0) add(h.counter[ctx_.prevPieceTo / 64][ctx_.prevPieceTo % 64]);
        for (int k = n; k < 3; ++k) specials_[k] = Move();
        specialNext_ = 0;
        stage_ = Stage::Killers;
        [[fallthrough]];
    }
    case Stage::Killers: {
        while (!skipQuiets && specialNext_ < 3) {
            const Move m = specials_[specialNext_++];
            if (m.isNull() || alreadyGiven(m) || !pos_.isLegal(m) || isNoisy(pos_, m)) continue;
            given_[givenCount_++] = m;
            lastNoisy_ = false;
            lastSee_ = 0;
            return m;
        }
        stage_ = Stage::GenerateQuiet;
        [[fallthrough]];
    }
    case Stage::GenerateQuiet: {
        // The bad captures stay where they are, in [next_, noisyEnd_); the quiet moves go
        // after them.
        if (skipQuiets) {
            stage_ = Stage::BadNoisy;
            return next(skipQuiets);
        }
        MoveList quiets;
        generateLegalMoves(pos_, quiets, GenKind::Quiet);
        const History& h = *history_;
        int end = noisyEnd_;
        for (Move m : quiets) {
            if (alreadyGiven(m)) continue;
            moves_[end] = m;
            scoreQuiet(end, quietHistory(h, pos_, m, ctx_));
            ++end;
        }
        quietNext_ = noisyEnd_;
        quietEnd_ = end;
        stage_ = Stage::Quiet;
        [[fallthrough]];
    }
    case Stage::Quiet: {
        if (!skipQuiets) {
            const int i = pickBest(quietNext_, quietEnd_);
            if (i >= 0) {
                ++quietNext_;
                return give(i);
            }
        }
        stage_ = Stage::BadNoisy;
        [[fallthrough]];
    }
    case Stage::BadNoisy: {
        const int i = pickBest(next_, noisyEnd_);
        if (i < 0) break;
        ++next_;
        return give(i);
    }
    case Stage::Done: break;
    }
    stage_ = Stage::Done;
    return Move();
}

} // namespace chess960::engine
