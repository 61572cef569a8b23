// Bitboards and attack tables. Sliding attacks use magic multiplication (or PEXT where the
// compiler targets BMI2); everything is filled once, before the first position is made.
#pragma once

#include "chess960/types.h"

#include <bit>
#include <cstdint>

namespace chess960 {

using Bitboard = uint64_t;

constexpr Bitboard bb(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard fileBB(int f) {
    return kFileA << f;
}
constexpr Bitboard rankBB(int r) {
    return kRank1 << (8 * r);
}
constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;
constexpr Bitboard kDarkSquares = ~kLightSquares;

inline int popcount(Bitboard b) {
    return std::popcount(b);
}
inline Square lsb(Bitboard b) {
    return Square(std::countr_zero(b));
}
inline Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}

template <int D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == 8)
        return b << 8;
    else if constexpr (D == -8)
        return b >> 8;
    else if constexpr (D == 16)
        return b << 16;
    else if constexpr (D == -16)
        return b >> 16;
    else if constexpr (D == 9)
        return (b & ~fileBB(7)) << 9;
    else if constexpr (D == 7)
        return (b & ~fileBB(0)) << 7;
    else if constexpr (D == -7)
        return (b & ~fileBB(7)) >> 7;
    else if constexpr (D == -9)
        return (b & ~fileBB(0)) >> 9;
    else
        static_assert(D == 0, "unsupported shift");
}

namespace detail {
struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occ) const;
};
extern Magic rookMagics[64];
extern Magic bishopMagics[64];
extern Bitboard pawnAttacks[2][64];
extern Bitboard knightAttacks[64];
extern Bitboard kingAttacks[64];
extern Bitboard betweenBB[64][64];
extern Bitboard lineBB[64][64];
} // namespace detail

#if defined(__BMI2__)
inline unsigned detail::Magic::index(Bitboard occ) const {
    return unsigned(__builtin_ia32_pext_di(occ, mask));
}
#else
inline unsigned detail::Magic::index(Bitboard occ) const {
    return unsigned(((occ & mask) * magic) >> shift);
}
#endif

/// \brief Fills the attack tables. Safe to call more than once and from several threads;
/// Position calls it, so users of Position never need to.
void initBitboards();

inline Bitboard pawnAttacks(Color c, Square s) {
    return detail::pawnAttacks[c][s];
}
inline Bitboard knightAttacks(Square s) {
    return detail::knightAttacks[s];
}
inline Bitboard kingAttacks(Square s) {
    return detail::kingAttacks[s];
}
inline Bitboard rookAttacks(Square s, Bitboard occ) {
    const auto& m = detail::rookMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occ) {
    const auto& m = detail::bishopMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard queenAttacks(Square s, Bitboard occ) {
    return rookAttacks(s, occ) | bishopAttacks(s, occ);
}
/// \brief Attacks of a non-pawn piece type from s.
Bitboard attacks(PieceType t, Square s, Bitboard occ);

/// \brief Squares strictly between a and b on a line (empty if not aligned).
inline Bitboard between(Square a, Square b) {
    return detail::betweenBB[a][b];
}
/// \brief The whole line through a and b, edge to edge (empty if not aligned).
inline Bitboard line(Square a, Square b) {
    return detail::lineBB[a][b];
}
/// \brief Squares from a to b inclusive along a rank, file or diagonal (both ends included).
inline Bitboard span(Square a, Square b) {
    return between(a, b) | bb(a) | bb(b);
}

/// \brief Slow reference slider attacks (ray walking), used to build and check the tables.
Bitboard slidingAttacksSlow(bool rook, Square s, Bitboard occ);

} // namespace chess960
