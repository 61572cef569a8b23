// Piece-square tables built from a few geometric rules instead of typed-in numbers: how far
// a square is from the centre, how far a pawn has advanced, which rank a king hides on.
#include "evalterms.h"

namespace chess960::engine::detail {

const std::array<S, 7> kMaterial = {
    S{0, 0}, S{88, 118}, S{372, 352}, S{388, 378}, S{545, 615}, S{1120, 1190}, S{0, 0},
};

namespace {

// Twice the Manhattan distance from the centre point: 2 on d4/e4/d5/e5, 14 in a corner.
constexpr int centreDistance(int f, int r) {
    int df = 2 * f - 7, dr = 2 * r - 7;
    return (df < 0 ? -df : df) + (dr < 0 ? -dr : dr);
}

S pawnSquare(int f, int r) {
    if (r == 0 || r == 7) return {};
    static constexpr int fileCentre[8] = {0, 1, 3, 5, 5, 3, 1, 0};
    // Central pawns matter most while they are on ranks 3-5; in the endgame any advance counts.
    int mg = (r - 1) * 3 + fileCentre[f] * (r >= 2 && r <= 4 ? 3 : 1);
    if (r == 1 && (f == 3 || f == 4)) mg -= 6; // unmoved centre pawns block development
    int eg = (r - 1) * 6 - 4;
    return {mg, eg};
}

S knightSquare(int f, int r) {
    int d = centreDistance(f, r);
    int advance = (r >= 3 && r <= 5) ? 6 : 0;
    return {28 - 4 * d + advance, 22 - 4 * d};
}

S bishopSquare(int f, int r) {
    int d = centreDistance(f, r);
    // A bishop on a long diagonal sees the whole board even from the edge.
    bool longDiagonal = f == r || f + r == 7;
    return {14 - 2 * d + (longDiagonal ? 8 : 0), 12 - 2 * d};
}

S rookSquare(int f, int r) {
    int mg = (f == 3 || f == 4) ? 4 : 0;
    if (r == 6) mg += 16;
    int eg = r == 6 ? 12 : 0;
    return {mg, eg};
}

S queenSquare(int f, int r) {
    int d = centreDistance(f, r);
    return {6 - d + (r == 0 ? -4 : 0), 24 - 3 * d};
}

S kingSquare(int f, int r) {
    static constexpr int rankMg[8] = {0, -18, -40, -55, -65, -70, -70, -70};
    static constexpr int fileMg[8] = {14, 22, 6, -12, -12, 6, 22, 14};
    int d = centreDistance(f, r);
    return {rankMg[r] + fileMg[f], 36 - 6 * d};
}

struct Tables {
    std::array<std::array<S, 64>, 7> t{};
    Tables() {
        for (int s = 0; s < 64; ++s) {
            int f = s & 7, r = s >> 3;
            t[Pawn][s] = pawnSquare(f, r);
            t[Knight][s] = knightSquare(f, r);
            t[Bishop][s] = bishopSquare(f, r);
            t[Rook][s] = rookSquare(f, r);
            t[Queen][s] = queenSquare(f, r);
            t[King][s] = kingSquare(f, r);
        }
    }
};

const Tables kTables;

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

const S& pst(PieceType t, Square whiteRelative) {
    return kTables.t[t][whiteRelative];
}
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
