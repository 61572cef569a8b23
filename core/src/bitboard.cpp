#include "chess960/bitboard.h"

#include <array>

namespace chess960 {
namespace detail {
Magic rookMagics[64];
Magic bishopMagics[64];
Bitboard pawnAttacks[2][64];
Bitboard knightAttacks[64];
Bitboard kingAttacks[64];
Bitboard betweenBB[64][64];
Bitboard lineBB[64][64];
} // namespace detail

namespace {

// Multipliers found offline by a random search over sparse 64-bit numbers; each maps every
// relevant occupancy of its square to a table slot without a harmful collision, with the
// smallest possible table (one slot per subset of the mask). tst_bitboard checks this.
constexpr Bitboard kRookMagics[64] = {
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};
constexpr Bitboard kBishopMagics[64] = {
    0xa010041108003100ULL, 0x006082020a002900ULL, 0x6810010619200000ULL, 0x08281a0520000408ULL,
    0x0001104001000400ULL, 0x0018901008048400ULL, 0x00040a0210245280ULL, 0x000200210808a402ULL,
    0x9140048410821200ULL, 0x0800091010820041ULL, 0x20504804832202c0ULL, 0x0100091401081000ULL,
    0x8021011140000012ULL, 0x0810020804450400ULL, 0x208b0542109008a2ULL, 0x0080084a08040204ULL,
    0x0040e2a80811244cULL, 0x2505022008008108ULL, 0x0430220100420040ULL, 0x010a040420220040ULL,
    0x1105000290400000ULL, 0x0093001200822120ULL, 0x4000a62048043004ULL, 0x280120048a015004ULL,
    0x006090002a020814ULL, 0x44042000240800d0ULL, 0x01102800040a4400ULL, 0x1004080080220040ULL,
    0x0001001011004024ULL, 0x0010044000805040ULL, 0x0914041200820100ULL, 0x0004821012821480ULL,
    0x0024040500c05021ULL, 0x0088611002080200ULL, 0x0116080a00040020ULL, 0x4000020080080080ULL,
    0x2450450140840040ULL, 0x0000880201484100ULL, 0x0222020404020092ULL, 0x8081110600002e00ULL,
    0x2842101105000801ULL, 0x1100809008001025ULL, 0x00020202221c0400ULL, 0x0422014022009020ULL,
    0x0210046102100c00ULL, 0xc004008082029102ULL, 0x00aa461801101200ULL, 0x0404080080201108ULL,
    0x020542108c205002ULL, 0x0410544804100100ULL, 0x0040910841100000ULL, 0x0400200042021100ULL,
    0x00004204850400c0ULL, 0x0200100410a42102ULL, 0x1040020801210102ULL, 0x0805040410420000ULL,
    0x2884804130100200ULL, 0x800c262201242000ULL, 0x1058000194108800ULL, 0x0014221054420204ULL,
    0x0104000012a02200ULL, 0x0200881003300100ULL, 0x0140400202840100ULL, 0x0402020801010201ULL,
};

Bitboard rookTable[0x19000];  // sum over squares of 2^(relevant bits) = 102400
Bitboard bishopTable[0x1480]; // 5248

bool onBoard(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
}

Bitboard relevantMask(bool rook, Square s) {
    // The edge squares never change the attack set: leave them out of the index.
    Bitboard edges = ((rankBB(0) | rankBB(7)) & ~rankBB(rankOf(s))) |
                     ((fileBB(0) | fileBB(7)) & ~fileBB(fileOf(s)));
    return slidingAttacksSlow(rook, s, 0) & ~edges;
}

void initMagics(bool rook, detail::Magic* magics, Bitboard* table, const Bitboard* multipliers) {
    Bitboard* next = table;
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        detail::Magic& m = magics[s];
        m.mask = relevantMask(rook, s);
        m.magic = multipliers[s];
        m.shift = unsigned(64 - popcount(m.mask));
        m.attacks = next;
        Bitboard occ = 0;
        do { // every subset of the mask (Carry-Rippler enumeration)
            next[m.index(occ)] = slidingAttacksSlow(rook, s, occ);
            occ = (occ - m.mask) & m.mask;
        } while (occ);
        next += Bitboard(1) << popcount(m.mask);
    }
}

Bitboard stepAttacks(Square s, std::initializer_list<std::array<int, 2>> steps) {
    Bitboard b = 0;
    for (auto [df, dr] : steps)
        if (onBoard(fileOf(s) + df, rankOf(s) + dr))
            b |= bb(makeSquare(fileOf(s) + df, rankOf(s) + dr));
    return b;
}

void fillTables() {
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        detail::pawnAttacks[White][s] = stepAttacks(s, {{-1, 1}, {1, 1}});
        detail::pawnAttacks[Black][s] = stepAttacks(s, {{-1, -1}, {1, -1}});
        detail::knightAttacks[s] = stepAttacks(
            s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        detail::kingAttacks[s] =
            stepAttacks(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
    }
    initMagics(true, detail::rookMagics, rookTable, kRookMagics);
    initMagics(false, detail::bishopMagics, bishopTable, kBishopMagics);
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            Square sa = Square(a), sb = Square(b);
            detail::betweenBB[a][b] = detail::lineBB[a][b] = 0;
            if (a == b) continue;
            for (bool rook : {true, false}) {
                if (slidingAttacksSlow(rook, sa, 0) & bb(sb)) {
                    detail::lineBB[a][b] =
                        (slidingAttacksSlow(rook, sa, 0) & slidingAttacksSlow(rook, sb, 0)) |
                        bb(sa) | bb(sb);
                    detail::betweenBB[a][b] =
                        slidingAttacksSlow(rook, sa, bb(sb)) & slidingAttacksSlow(rook, sb, bb(sa));
                }
            }
        }
}

} // namespace

Bitboard slidingAttacksSlow(bool rook, Square s, Bitboard occ) {
    static constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    Bitboard result = 0;
    for (const auto& d : rook ? kRookDirs : kBishopDirs) {
        int f = fileOf(s) + d[0], r = rankOf(s) + d[1];
        for (; onBoard(f, r); f += d[0], r += d[1]) {
            result |= bb(makeSquare(f, r));
            if (occ & bb(makeSquare(f, r))) break;
        }
    }
    return result;
}

void initBitboards() {
    static const bool done = (fillTables(), true);
    (void)done;
}

Bitboard attacks(PieceType t, Square s, Bitboard occ) {
    switch (t) {
    case Knight: return knightAttacks(s);
    case Bishop: return bishopAttacks(s, occ);
    case Rook: return rookAttacks(s, occ);
    case Queen: return queenAttacks(s, occ);
    case King: return kingAttacks(s);
    default: return 0;
    }
}

} // namespace chess960
