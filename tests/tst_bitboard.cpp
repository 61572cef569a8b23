// The attack tables: every slider lookup against a ray walk, and the magic multipliers
// (used where the CPU has no PEXT) checked for harmful collisions.
#include "chess960/bitboard.h"

#include <QTest>

#include <vector>

using namespace chess960;

class TestBitboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initBitboards(); }

    void slidersMatchRayWalk() {
        for (bool rook : {true, false})
            for (int s = 0; s < 64; ++s) {
                const auto& m = rook ? detail::rookMagics[s] : detail::bishopMagics[s];
                Bitboard occ = 0;
                do {
                    // Edge squares and other noise outside the mask must not matter.
                    Bitboard noisy = occ | (0xA5A5A5A5A5A5A5A5ULL & ~m.mask & ~bb(Square(s)));
                    Bitboard got =
                        rook ? rookAttacks(Square(s), noisy) : bishopAttacks(Square(s), noisy);
                    QCOMPARE(got, slidingAttacksSlow(rook, Square(s), noisy));
                    occ = (occ - m.mask) & m.mask;
                } while (occ);
            }
    }

    void magicMultipliersHaveNoHarmfulCollision() {
        for (bool rook : {true, false})
            for (int s = 0; s < 64; ++s) {
                const auto& m = rook ? detail::rookMagics[s] : detail::bishopMagics[s];
                const unsigned bits = unsigned(popcount(m.mask));
                std::vector<Bitboard> slot(size_t(1) << bits, ~Bitboard(0));
                Bitboard occ = 0;
                do {
                    auto i = size_t(((occ & m.mask) * m.magic) >> (64 - bits));
                    Bitboard want = slidingAttacksSlow(rook, Square(s), occ);
                    QVERIFY2(slot[i] == ~Bitboard(0) || slot[i] == want, "magic collision");
                    slot[i] = want;
                    occ = (occ - m.mask) & m.mask;
                } while (occ);
            }
    }

    void stepAttacks() {
        QCOMPARE(popcount(knightAttacks(A1)), 2);
        QCOMPARE(popcount(knightAttacks(D4)), 8);
        QCOMPARE(popcount(kingAttacks(H8)), 3);
        QCOMPARE(pawnAttacks(White, E4), bb(D5) | bb(F5));
        QCOMPARE(pawnAttacks(Black, A5), bb(B4));
    }

    void betweenAndLine() {
        QCOMPARE(between(A1, D1), bb(B1) | bb(C1));
        QCOMPARE(between(A1, B3), Bitboard(0));
        QCOMPARE(between(H8, A1), bb(B2) | bb(C3) | bb(D4) | bb(E5) | bb(F6) | bb(G7));
        QCOMPARE(line(C1, E1), rankBB(0));
        QCOMPARE(span(B1, F1), bb(B1) | bb(C1) | bb(D1) | bb(E1) | bb(F1));
        QCOMPARE(span(D1, D1), bb(D1));
    }
};

QTEST_APPLESS_MAIN(TestBitboard)
#include "tst_bitboard.moc"
