// Pawn structure, cached by the pawn placement: it changes rarely, so most lookups hit.
#include "chess960/engine/eval.h"
#include "evalterms.h"

namespace chess960::engine {

namespace detail {

namespace {

template <Color Us, class Tr>
S evalPawns(const EvalParams& P, Bitboard ours, Bitboard theirs, Evaluator::PawnEntry& e, Tr& tr) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? 8 : -8;
    S score;
    const Bitboard theirAttacks = pawnAttackSpan<Them>(theirs);
    e.attacks[Us] = pawnAttackSpan<Us>(ours);
    Bitboard b = ours;
    while (b) {
        Square s = popLsb(b);
        int f = fileOf(s), r = rankOf(relative(Us, s));
        Bitboard adjacent = adjacentFiles(f);
        bool doubled = (forwardFile(Us, s) & ours) != 0;
        bool isolated = (adjacent & ours) == 0;
        bool phalanx = (adjacent & rankBB(rankOf(s)) & ours) != 0;
        bool supported = (pawnAttacks(Them, s) & ours) != 0;
        bool passed = (passedSpan(Us, s) & theirs) == 0 && !doubled;
        // Backward: no friendly pawn beside or behind on an adjacent file, and the stop
        // square is guarded by an enemy pawn.
        Square stop = Square(s + Up);
        bool backward = !isolated && !phalanx && !supported &&
                        (passedSpan(Them, stop) & adjacent & ours) == 0 &&
                        (bb(stop) & theirAttacks) != 0;
        if (doubled) score += use(tr, Us, P.doubled);
        if (isolated)
            score += use(tr, Us, P.isolated);
        else if (backward)
            score += use(tr, Us, P.backward);
        if (phalanx || supported)
            score += use(tr, Us, P.connected[r], (phalanx ? 2 : 1) * (supported ? 2 : 1));
        if (passed) {
            e.passed[Us] |= bb(s);
            score += use(tr, Us, P.passed[r]);
        }
    }
    return score;
}

} // namespace

template <class Tr>
void scorePawns(const EvalParams& P, Bitboard white, Bitboard black, Evaluator::PawnEntry& e,
                Tr& tr) {
    e = Evaluator::PawnEntry{};
    e.white = white;
    e.black = black;
    S s = evalPawns<White>(P, white, black, e, tr) - evalPawns<Black>(P, black, white, e, tr);
    e.mg = s.mg;
    e.eg = s.eg;
    if (!(white | black)) e.mg = e.eg = 0;
}

template void scorePawns<NoTrace>(const EvalParams&, Bitboard, Bitboard, Evaluator::PawnEntry&,
                                  NoTrace&);
template void scorePawns<Tracer>(const EvalParams&, Bitboard, Bitboard, Evaluator::PawnEntry&,
                                 Tracer&);

} // namespace detail

const Evaluator::PawnEntry& Evaluator::pawnEntry(const Position& pos) {
    const Bitboard w = pos.pieces(White, Pawn), b = pos.pieces(Black, Pawn);
    uint64_t h = w * 0x9E3779B97F4A7C15ULL ^ std::rotl(b * 0xC2B2AE3D27D4EB4FULL, 29);
    PawnEntry& e = pawns_[(h ^ (h >> 32)) & (pawns_.size() - 1)];
    if (e.white == w && e.black == b && (w | b | e.mg | e.eg)) return e;
    detail::NoTrace none;
    detail::scorePawns(*params_, w, b, e, none);
    return e;
}

} // namespace chess960::engine
