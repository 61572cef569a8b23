// Pawn masks the evaluation looks up: the squares ahead of a pawn, the span that decides
// whether it is passed, the files beside it.
#include "evalterms.h"

namespace chess960::engine::detail {

namespace {

struct Masks {
    Bitboard forward[2][64]{};
    Bitboard passed[2][64]{};
    Bitboard adjacent[8]{};
    Masks() {
        for (int f = 0; f < 8; ++f)
            adjacent[f] = (f > 0 ? fileBB(f - 1) : 0) | (f < 7 ? fileBB(f + 1) : 0);
        for (int s = 0; s < 64; ++s) {
            int f = s & 7, r = s >> 3;
            Bitboard aheadW = 0, aheadB = 0;
            for (int rr = r + 1; rr < 8; ++rr) aheadW |= rankBB(rr);
            for (int rr = r - 1; rr >= 0; --rr) aheadB |= rankBB(rr);
            forward[White][s] = aheadW & fileBB(f);
            forward[Black][s] = aheadB & fileBB(f);
            passed[White][s] = aheadW & (fileBB(f) | adjacent[f]);
            passed[Black][s] = aheadB & (fileBB(f) | adjacent[f]);
        }
    }
};

const Masks kMasks;

} // namespace

Bitboard forwardFile(Color c, Square s) {
    return kMasks.forward[c][s];
}
Bitboard passedSpan(Color c, Square s) {
    return kMasks.passed[c][s];
}
Bitboard adjacentFiles(int file) {
    return kMasks.adjacent[file];
}

} // namespace chess960::engine::detail
