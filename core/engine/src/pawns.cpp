// Pawn structure, cached by the pawn placement: it changes rarely, so most lookups hit.
#include "chess960/engine/eval.h"
#include "evalterms.h"

namespace chess960::engine {

using detail::S;

namespace {

constexpr S kDoubled{-10, -24};
constexpr S kIsolated{-11, -14};
constexpr S kBackward{-8, -10};
// Indexed by the pawn's rank seen from its own side (0..7).
constexpr S kConnected[8] = {{0, 0}, {0, 0}, {8, 2}, {11, 5}, {18, 12}, {30, 26}, {48, 44}, {0, 0}};
constexpr S kPassedBase[8] = {{0, 0},   {4, 10},  {6, 14},   {12, 26},
                              {26, 48}, {50, 85}, {85, 135}, {0, 0}};

template <Color Us>
S evalPawns(Bitboard ours, Bitboard theirs, Evaluator::PawnEntry& e) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? 8 : -8;
    S score;
    const Bitboard ourAttacks = detail::pawnAttackSpan<Us>(ours);
    const Bitboard theirAttacks = detail::pawnAttackSpan<Them>(theirs);
    e.attacks[Us] = ourAttacks;
    Bitboard b = ours;
    while (b) {
        Square s = popLsb(b);
        int f = fileOf(s), r = rankOf(relative(Us, s));
        Bitboard adjacent = detail::adjacentFiles(f);
        bool doubled = (detail::forwardFile(Us, s) & ours) != 0;
        bool isolated = (adjacent & ours) == 0;
        bool phalanx = (adjacent & rankBB(rankOf(s)) & ours) != 0;
        bool supported = (pawnAttacks(Them, s) & ours) != 0;
        bool passed = (detail::passedSpan(Us, s) & theirs) == 0 && !doubled;
        // Backward: no friendly pawn beside or behind on an adjacent file, and the stop
        // square is guarded by an enemy pawn.
        Square stop = Square(s + Up);
        bool backward = !isolated && !phalanx && !supported &&
                        (detail::passedSpan(Them, stop) & adjacent & ours) == 0 &&
                        (bb(stop) & theirAttacks) != 0;
        if (doubled) score += kDoubled;
        if (isolated)
            score += kIsolated;
        else if (backward)
            score += kBackward;
        if (phalanx || supported) score += kConnected[r] * (phalanx ? 2 : 1) * (supported ? 2 : 1);
        if (passed) {
            e.passed[Us] |= bb(s);
            score += kPassedBase[r];
        }
    }
    (void)ourAttacks;
    return score;
}

} // namespace

const Evaluator::PawnEntry& Evaluator::pawnEntry(const Position& pos) {
    const Bitboard w = pos.pieces(White, Pawn), b = pos.pieces(Black, Pawn);
    uint64_t h = w * 0x9E3779B97F4A7C15ULL ^ std::rotl(b * 0xC2B2AE3D27D4EB4FULL, 29);
    PawnEntry& e = pawns_[(h ^ (h >> 32)) & (pawns_.size() - 1)];
    if (e.white == w && e.black == b && (w | b | e.mg | e.eg)) return e;
    e = PawnEntry{};
    e.white = w;
    e.black = b;
    S s = evalPawns<White>(w, b, e) - evalPawns<Black>(b, w, e);
    e.mg = s.mg;
    e.eg = s.eg;
    if (!(w | b)) e.mg = e.eg = 0;
    return e;
}

} // namespace chess960::engine
