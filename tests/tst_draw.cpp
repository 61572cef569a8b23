// Game end by rule: mate, stalemate, dead positions, repetition counts, 50/75-move rules.
#include "chess960/draw.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "testutil.h"

#include <QTest>

#include <vector>

using namespace chess960;
using testutil::position;

class TestDraw : public QObject {
    Q_OBJECT
private slots:
    void material_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("dead");
        QTest::newRow("K v K") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("KN v K") << "4k3/8/8/8/8/8/8/4KN2 w - - 0 1" << true;
        QTest::newRow("KB v K") << "4k3/8/8/8/8/8/8/4KB2 w - - 0 1" << true;
        QTest::newRow("K v KB") << "4kb2/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("KB v KB same colour") << "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
        QTest::newRow("KBB v K same colour") << "4k3/8/8/8/8/8/3B4/2B1K3 w - - 0 1" << true;
        QTest::newRow("KBB v K both colours") << "4k3/8/8/8/8/8/4B3/2B1K3 w - - 0 1" << false;
        QTest::newRow("KBB v KB all light") << "4k3/5b2/8/8/8/8/4B3/3BK3 w - - 0 1" << true;
        QTest::newRow("KB v KB opposite colours") << "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1" << false;
        QTest::newRow("KN v KN") << "4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1" << false;
        QTest::newRow("KN v KB") << "4k1b1/8/8/8/8/8/8/1N2K3 w - - 0 1" << false;
        QTest::newRow("KN v KQ") << "3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1" << false;
        QTest::newRow("KNN v K") << "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1" << false;
        QTest::newRow("KP v K") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
        QTest::newRow("KR v K") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << false;
        QTest::newRow("KB v KP") << "4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1" << false;
    }
    void material() {
        QFETCH(QString, fen);
        QFETCH(bool, dead);
        Position pos = position(fen.toStdString());
        QCOMPARE(insufficientMaterial(pos), dead);
        QCOMPARE(ruleOutcome(pos, 1) == RuleOutcome::InsufficientMaterial, dead);
    }

    void perSideMatingMaterial() {
        // With K+N against K+Q only the queen's side can still win on time.
        Position pos = position("3qk3/8/8/8/8/8/8/1N2K3 w - - 0 1");
        QVERIFY(!canEverMate(pos, White));
        QVERIFY(canEverMate(pos, Black));
        Position rook = position("4k3/8/8/8/8/8/8/1N2K2r w - - 0 1");
        QVERIFY(canEverMate(rook, White)); // the rook can box its own king in
    }

    void mateAndStalemate() {
        QCOMPARE(ruleOutcome(position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), 1),
                 RuleOutcome::Checkmate);
        QCOMPARE(ruleOutcome(position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), 1),
                 RuleOutcome::Stalemate);
        QCOMPARE(ruleOutcome(position("7k/4Q3/8/6K1/8/8/8/8 b - - 0 1"), 1), RuleOutcome::Ongoing);
    }

    void moveCountRules() {
        Position p99 = position("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        QVERIFY(!canClaimFiftyMoves(p99));
        Position p100 = position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
        QVERIFY(canClaimFiftyMoves(p100));
        QCOMPARE(ruleOutcome(p100, 1), RuleOutcome::Ongoing);
        QCOMPARE(ruleOutcome(position("4k3/8/8/8/8/8/8/R3K3 w - - 150 100"), 1),
                 RuleOutcome::SeventyFiveMoveRule);
        // Mate on the 150th half-move stands.
        QCOMPARE(ruleOutcome(position("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100"), 1),
                 RuleOutcome::Checkmate);
    }

    void repetitionByKnightShuffle() {
        Position pos = Position::startPosition(518);
        std::vector<uint64_t> keys{pos.key()};
        const char* cycle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
        int reps = 1;
        for (int i = 0; i < 16; ++i) {
            auto m = moveFromUci(pos, cycle[i % 4]);
            QVERIFY(m.ok());
            pos = pos.after(*m);
            keys.push_back(pos.key());
            reps = repetitionCount(keys);
            if (i == 3) QCOMPARE(reps, 2);
            if (i == 7) {
                QCOMPARE(reps, 3);
                QVERIFY(canClaimThreefold(reps));
                QCOMPARE(ruleOutcome(pos, reps), RuleOutcome::Ongoing);
            }
        }
        QCOMPARE(reps, 5);
        QCOMPARE(ruleOutcome(pos, reps), RuleOutcome::FivefoldRepetition);
    }

    void lostCastlingRightChangesThePosition() {
        // Same placement after Rh1-g1-h1, but White lost the h-side right: not a repetition.
        Position pos = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        Position start = pos;
        for (const char* m : {"h1g1", "h8g8", "g1h1", "g8h8"})
            pos = pos.after(*moveFromUci(pos, m));
        QVERIFY(pos.key() != start.key());
        QVERIFY(!pos.samePosition(start));
    }
};

QTEST_APPLESS_MAIN(TestDraw)
#include "tst_draw.moc"
