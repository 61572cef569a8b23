// Perft, the contract of the move generator: all 960 start positions to depth 4, Double
// Fischer Random starts to depth 5 and a set of hard positions, against counts from Stockfish
// 15.1 (tests/data, see data/generate).
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <random>
#include <vector>

using namespace chess960;
using testutil::position;

namespace {

// Walks the tree checking that make/unmake restore everything and keys stay consistent, and
// that keyAfter foretells each move's key (all but an en-passant square the move opens).
void walk(Position& pos, int depth, int& nodes) {
    ++nodes;
    QCOMPARE(pos.key(), pos.computeKey());
    if (depth == 0) return;
    MoveList moves;
    generateLegalMoves(pos, moves);
    QCOMPARE(moves.size(), countLegalMoves(pos));
    const std::string before = pos.fen();
    const uint64_t key = pos.key();
    for (Move m : moves) {
        Position::Undo undo;
        const uint64_t foretold = pos.keyAfter(m);
        pos.makeMove(m, undo);
        const Square ep = pos.epSquare();
        QCOMPARE(foretold, pos.key() ^ (ep == NoSquare ? 0 : zobrist::enPassant(fileOf(ep))));
        QVERIFY(
            !(pos.attackersTo(pos.kingSquare(~pos.sideToMove())) & pos.pieces(pos.sideToMove())));
        walk(pos, depth - 1, nodes);
        pos.unmakeMove(m, undo);
        if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(pos.fen(), before);
    QCOMPARE(pos.key(), key);
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void allStartPositions_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QList<qulonglong>>("counts");
        const auto lines = testutil::dataLines("perft960.txt");
        QCOMPARE(int(lines.size()), 960);
        for (const auto& line : lines) {
            auto f = testutil::split(line, ';');
            QList<qulonglong> counts;
            for (size_t i = 2; i < f.size(); ++i) counts << std::stoull(f[i]);
            QTest::addRow("SP %s", f[0].c_str())
                << std::stoi(f[0]) << QString::fromStdString(f[1]) << counts;
        }
    }
    void allStartPositions() {
        QFETCH(int, number);
        QFETCH(QString, fen);
        QFETCH(QList<qulonglong>, counts);
        // The data's FEN comes from an independent implementation of the numbering.
        QCOMPARE(QString::fromStdString(startFen(number)), fen);
        Position pos = Position::startPosition(number);
        for (int d = 1; d <= int(counts.size()); ++d)
            QCOMPARE(qulonglong(perft(pos, d)), counts[d - 1]);
    }

    // Double Fischer Random starts (tests/data/generate/gen_perft_dfrc.mjs): the numbering and
    // both FENs against the generator's own implementation, the counts against Stockfish.
    void dfrcStartPositions_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("white");
        QTest::addColumn<int>("black");
        QTest::addColumn<QString>("xfen");
        QTest::addColumn<QString>("shredder");
        QTest::addColumn<QList<qulonglong>>("counts");
        const auto lines = testutil::dataLines("perft_dfrc.txt");
        QVERIFY(lines.size() >= 20);
        for (const auto& line : lines) {
            auto f = testutil::split(line, ';');
            QList<qulonglong> counts;
            for (size_t i = 5; i < f.size(); ++i) counts << std::stoull(f[i]);
            QTest::addRow("DFRC %s (%s v %s)", f[0].c_str(), f[1].c_str(), f[2].c_str())
                << std::stoi(f[0]) << std::stoi(f[1]) << std::stoi(f[2])
                << QString::fromStdString(f[3]) << QString::fromStdString(f[4]) << counts;
        }
    }
    void dfrcStartPositions() {
        QFETCH(int, number);
        QFETCH(int, white);
        QFETCH(int, black);
        QFETCH(QString, xfen);
        QFETCH(QString, shredder);
        QFETCH(QList<qulonglong>, counts);
        QCOMPARE(dfrcNumber(white, black), number);
        QCOMPARE(QString::fromStdString(dfrcFen(white, black)), xfen);
        Position pos = Position::startPosition(white, black);
        QCOMPARE(QString::fromStdString(pos.fen(FenStyle::Shredder)), shredder);
        QVERIFY(position(shredder.toStdString()).samePosition(pos));
        QCOMPARE(pos.dfrcNumber(), number);
        for (int d = 1; d <= int(counts.size()); ++d)
            QCOMPARE(qulonglong(perft(pos, d)), counts[d - 1]);
    }

    void hardPositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        const auto lines = testutil::dataLines("perft_hard.txt");
        QVERIFY(lines.size() >= 40);
        int i = 0;
        for (const auto& line : lines) {
            auto f = testutil::split(line, '|');
            QTest::addRow("%d %s d%s", ++i, f.size() > 3 ? f[3].c_str() : "", f[1].c_str())
                << QString::fromStdString(f[0]) << std::stoi(f[1]) << qulonglong(std::stoull(f[2]));
        }
    }
    void hardPositions() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        Position pos = position(fen.toStdString());
        QCOMPARE(qulonglong(perft(pos, depth)), nodes);
    }

    // hasLegalMove (asked after every move of every game read) against the count of legal
    // moves, in every position of random games played to their end: mates and stalemates,
    // checks, pins, en passant and castles among them.
    void hasLegalMoveAgreesWithTheCount() {
        std::mt19937 rng(17);
        int positions = 0, none = 0, checks = 0;
        for (int game = 0; game < 400; ++game) {
            Position pos = Position::startPosition(int(rng() % 960));
            for (int ply = 0; ply < 300; ++ply) {
                MoveList list;
                generateLegalMoves(pos, list);
                QCOMPARE(hasLegalMove(pos), list.size() > 0);
                ++positions;
                checks += pos.inCheck();
                if (list.size() == 0) {
                    ++none;
                    break;
                }
                // Captures first now and then, so that games reach bare endings.
                std::vector<Move> captures;
                for (Move m : list)
                    if (pos.capturedPiece(m) != NoPiece) captures.push_back(m);
                const Move m = !captures.empty() && rng() % 2 ? captures[rng() % captures.size()]
                                                              : list[rng() % list.size()];
                pos = pos.after(m);
            }
        }
        // Stalemates whose only other piece is pinned: a pawn that could push, a knight.
        for (const char* fen :
             {"7k/8/8/8/3b4/8/1P1n4/K1n5 w - - 0 1", "7k/8/8/8/3b4/8/1N1n4/K1n5 w - - 0 1",
              "k1N5/1n1N4/8/3B4/8/8/8/7K b - - 0 1", "k1N5/1p1N4/8/3B4/8/8/8/7K b - - 0 1"}) {
            const Position p = testutil::position(fen);
            QVERIFY2(!hasLegalMove(p), fen);
            QCOMPARE(countLegalMoves(p), 0);
        }
        QVERIFY(positions > 20000);
        QVERIFY2(none >= 20 && checks >= 1000,
                 qPrintable(QStringLiteral("%1 without a move, %2 checks").arg(none).arg(checks)));
    }

    void divideSumsToPerft() {
        Position pos =
            position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        uint64_t sum = 0;
        auto parts = perftDivide(pos, 3);
        QCOMPARE(int(parts.size()), 48);
        for (auto& [m, n] : parts) sum += n;
        QCOMPARE(sum, perft(pos, 3));
    }

    void makeUnmakeRestoresEverything_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("kiwipete")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("castles overlap")
            << "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1";
        QTest::newRow("adjacent") << "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1";
        QTest::newRow("ep and promotions") << "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1";
        // DFRC 589097: White's O-O swaps Kf1 and Rg1 at once, Black's ranks differ.
        QTest::newRow("DFRC start") << "nrknqbbr/pppppppp/8/8/8/8/PPPPPPPP/RNBBQKRN w KQkq - 0 1";
    }
    void makeUnmakeRestoresEverything() {
        QFETCH(QString, fen);
        Position pos = position(fen.toStdString());
        int nodes = 0;
        walk(pos, 3, nodes);
        QVERIFY(nodes > 1000);
    }

    void generationKindsPartitionAllMoves() {
        for (const char* fen :
             {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
              "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1",
              "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"}) {
            Position pos = position(fen);
            MoveList all, noisy, quiet;
            generateLegalMoves(pos, all);
            generateLegalMoves(pos, noisy, GenKind::Noisy);
            generateLegalMoves(pos, quiet, GenKind::Quiet);
            QCOMPARE(noisy.size() + quiet.size(), all.size());
            for (Move m : noisy) {
                QVERIFY(all.contains(m));
                QVERIFY(pos.capturedPiece(m) != NoPiece || m.kind() == Move::Promotion);
            }
            for (Move m : quiet) {
                QVERIFY(all.contains(m));
                QVERIFY(pos.capturedPiece(m) == NoPiece && m.kind() != Move::Promotion);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
