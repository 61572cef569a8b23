// Internal to the evaluation: the middlegame/endgame pair type, piece-square tables and
// pawn masks.
#pragma once

#include "chess960/bitboard.h"
#include "chess960/types.h"

#include <array>

namespace chess960::engine::detail {

/// A middlegame and an endgame value, blended by the game phase at the end.
struct S {
    int mg = 0, eg = 0;
    constexpr S operator+(S o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr S operator-(S o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr S operator-() const { return {-mg, -eg}; }
    constexpr S operator*(int k) const { return {mg * k, eg * k}; }
    constexpr S& operator+=(S o) { return *this = *this + o; }
    constexpr S& operator-=(S o) { return *this = *this - o; }
};

/// Material values (middlegame, endgame).
extern const std::array<S, 7> kMaterial;
/// Piece-square bonus for a piece type on a square seen from White (flip for Black).
const S& pst(PieceType t, Square whiteRelative);

/// Squares in front of s on its file, seen from c.
Bitboard forwardFile(Color c, Square s);
/// Squares where an enemy pawn would stop a pawn of c on s from being passed.
Bitboard passedSpan(Color c, Square s);
/// Files next to the file of s.
Bitboard adjacentFiles(int file);

constexpr int kingDistance(Square a, Square b) {
    int df = fileOf(a) - fileOf(b), dr = rankOf(a) - rankOf(b);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

template <Color C>
constexpr Bitboard pawnAttackSpan(Bitboard pawns) {
    return C == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

} // namespace chess960::engine::detail
