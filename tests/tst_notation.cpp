// UCI and SAN at the edges of the core: castles in both UCI spellings, SAN castles whatever
// the geometry, disambiguation, promotions, check marks, and errors for bad moves.
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;
using testutil::position;

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void uciCastling_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("chess960");
        QTest::addColumn<QString>("standard");
        QTest::newRow("classical O-O") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << "e1g1" << "e1h1" << "e1g1";
        QTest::newRow("classical king takes rook") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << "e1h1" << "e1h1" << "e1g1";
        QTest::newRow("classical O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" << "e8c8" << "e8a8" << "e8c8";
        // Kf1 Rh1: f1g1 is an ordinary king move, so only f1h1 castles.
        QTest::newRow("one-square king move") << "4k3/8/8/8/8/8/8/5K1R w H - 0 1" << "f1h1" << "f1h1" << "f1h1";
        // Kg1 Rh1: the king does not move.
        QTest::newRow("rook-move-only") << "4k3/8/8/8/8/8/8/6KR w H - 0 1" << "g1h1" << "g1h1" << "g1h1";
        QTest::newRow("b-file king") << "1k6/8/8/8/8/8/8/RK6 w A - 0 1" << "b1c1" << "b1a1" << "b1a1";
    }
    void uciCastling() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, chess960);
        QFETCH(QString, standard);
        Position pos = position(fen.toStdString());
        auto m = moveFromUci(pos, input.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        if (input == "b1c1") { // an ordinary king move wins over a castle reading
            QCOMPARE(m->kind(), Move::Normal);
            m = moveFromUci(pos, "b1a1");
        }
        QCOMPARE(m->kind(), Move::Castling);
        QCOMPARE(QString::fromStdString(moveToUci(pos, *m)), chess960);
        QCOMPARE(QString::fromStdString(moveToUci(pos, *m, UciCastling::KingToTarget)), standard);
    }

    void uciErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("short") << "e2e" << "not a UCI move";
        QTest::newRow("square") << "i2e4" << "first square";
        QTest::newRow("target") << "e2e9" << "second square";
        QTest::newRow("promo letter") << "e2e4k" << "promotion piece";
        QTest::newRow("empty square") << "e4e5" << "e4 is empty";
        QTest::newRow("wrong side") << "e7e5" << "side not to move";
        QTest::newRow("illegal") << "e2e5" << "not a legal move";
    }
    void uciErrors() {
        QFETCH(QString, input);
        QFETCH(QString, message);
        auto m = moveFromUci(Position::startPosition(518), input.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error().message).contains(message), m.error().message.c_str());
    }

    void promotionNeedsLetter() {
        Position pos = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        auto m = moveFromUci(pos, "b7b8");
        QVERIFY(!m.ok());
        QVERIFY(m.error().message.find("promotion") != std::string::npos);
        auto q = moveFromUci(pos, "b7b8n");
        QVERIFY(q.ok());
        QCOMPARE(q->promotion(), Knight);
    }

    void sanRoundTrip() {
        // Every legal move of some rich positions: SAN written, read back, same move.
        for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
                                "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
                                "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"}) {
            Position pos = position(fen);
            MoveList moves;
            generateLegalMoves(pos, moves);
            for (Move m : moves) {
                const std::string san = moveToSan(pos, m);
                auto back = moveFromSan(pos, san);
                QVERIFY2(back.ok(), san.c_str());
                QCOMPARE(*back, m);
            }
        }
    }

    void sanSpellings_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("san");
        const QString kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("zeros") << kiwi << "0-0" << "O-O";
        QTest::newRow("zeros long") << kiwi << "0-0-0" << "O-O-O";
        QTest::newRow("extra check") << kiwi << "Nxf7+" << "Nxf7";
        QTest::newRow("annotation") << kiwi << "Qxf6!?" << "Qxf6";
        QTest::newRow("capture without x") << kiwi << "Qf6" << "Qxf6";
        QTest::newRow("long form") << kiwi << "Ne5-f7" << "Nxf7";
        QTest::newRow("promotion without =") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" << "b8Q" << "b8=Q+";
        QTest::newRow("promotion lower") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" << "b8=n" << "b8=N";
        QTest::newRow("rook-only castle") << "4k3/8/8/8/8/8/8/6KR w H - 0 1" << "O-O" << "O-O";
        QTest::newRow("mate mark") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" << "Ra8" << "Ra8#";
        QTest::newRow("rank disambiguation") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1" << "R1a3" << "R1a3";
        QTest::newRow("square disambiguation")
            << "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1" << "Qa3b2" << "Qa3b2";
    }
    void sanSpellings() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, san);
        Position pos = position(fen.toStdString());
        auto m = moveFromSan(pos, input.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        QCOMPARE(QString::fromStdString(moveToSan(pos, *m)), san);
    }

    void sanErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("illegal") << start << "e5" << "not a legal move";
        QTest::newRow("castle blocked") << start << "O-O" << "cannot castle h-side";
        QTest::newRow("ambiguous") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1" << "Rd1" << "ambiguous: it could be Rad1 or Rhd1";
        QTest::newRow("garbage") << start << "hello" << "";
        QTest::newRow("no promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" << "b8" << "needs a promotion piece";
        QTest::newRow("empty") << start << "+" << "not a move";
    }
    void sanErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, message);
        auto m = moveFromSan(position(fen.toStdString()), input.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error().message).contains(message), m.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
