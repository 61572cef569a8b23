// Double Fischer Random: numbering, start positions, random choice and dice, castling and FEN
// for back ranks that differ between the sides, and PGN round trips.
#include "chess960/castling.h"
#include "chess960/game.h"
#include "chess960/pgn.h"
#include "chess960/position.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

using namespace chess960;
using testutil::position;

namespace {

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

// White 202 = QNRKBBNR (O-O-O is a transposition, legal at once), Black 750 = rknnqbbr.
constexpr int kWhite = 202, kBlack = 750;
const char* const kStart = "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w KQkq - 0 1";

} // namespace

class TestDfrc : public QObject {
    Q_OBJECT

private slots:
    void everyNumberRoundTrips() {
        // Every number gives a pair that gives the number back, and every pair is reached once.
        std::vector<bool> seen(size_t(kDfrcStartCount), false);
        for (int n = 0; n < kDfrcStartCount; ++n) {
            const auto pair = dfrcPairFromNumber(n);
            if (!pair || pair->white < 0 || pair->white > 959 || pair->black < 0 ||
                pair->black > 959 || dfrcNumber(pair->white, pair->black) != n)
                QFAIL(qPrintable(QString("DFRC %1 does not round-trip").arg(n)));
            const size_t index = size_t(pair->white * 960 + pair->black);
            QVERIFY(!seen[index]);
            seen[index] = true;
            // The Chess960 numbers come first and keep their number.
            QCOMPARE(pair->symmetric(), n < kStartPositionCount);
            if (n < kStartPositionCount) QCOMPARE(pair->white, n);
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](bool s) { return s; }));
    }

    void knownNumbers_data() {
        QTest::addColumn<int>("white");
        QTest::addColumn<int>("black");
        QTest::addColumn<int>("number");
        QTest::newRow("classical") << 518 << 518 << 518;
        QTest::newRow("SP 0") << 0 << 0 << 0;
        QTest::newRow("SP 959") << 959 << 959 << 959;
        // 960 + 959 * white + (black < white ? black : black - 1)
        QTest::newRow("first asymmetric") << 0 << 1 << 960;
        QTest::newRow("White 0, Black 959") << 0 << 959 << 1918;
        QTest::newRow("White 1, Black 0") << 1 << 0 << 1919;
        QTest::newRow("White 1, Black 2") << 1 << 2 << 1920;
        QTest::newRow("White 518, Black 0") << 518 << 0 << 960 + 959 * 518;
        QTest::newRow("White 518, Black 519") << 518 << 519 << 960 + 959 * 518 + 518;
        QTest::newRow("last") << 959 << 958 << 921599;
    }
    void knownNumbers() {
        QFETCH(int, white);
        QFETCH(int, black);
        QFETCH(int, number);
        QCOMPARE(dfrcNumber(white, black), number);
        QCOMPARE(dfrcPairFromNumber(number), std::optional(DfrcPair{white, black}));
    }

    void numbersOutsideRange() {
        for (auto [w, b] :
             std::array<std::array<int, 2>, 4>{{{-1, 0}, {0, -1}, {960, 5}, {5, 960}}}) {
            QCOMPARE(dfrcNumber(w, b), -1);
            QVERIFY(dfrcFen(w, b).empty());
            QCOMPARE(Position::startPosition(w, b).fen(), Position().fen());
        }
        for (int n : {-1, kDfrcStartCount, kDfrcStartCount + 1, INT_MIN, INT_MAX})
            QVERIFY(!dfrcPairFromNumber(n));
    }

    void startFens() {
        QCOMPARE(q(dfrcFen(kWhite, kBlack)), kStart);
        QCOMPARE(q(dfrcFen(0, 959)), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        for (int n : {0, 518, 959}) QCOMPARE(dfrcFen(n, n), startFen(n));
        const Position pos = Position::startPosition(kWhite, kBlack);
        QCOMPARE(q(pos.fen()), kStart);
        QCOMPARE(q(pos.fen(FenStyle::Shredder)),
                 "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w HCha - 0 1");
        QVERIFY(Position::startPosition(518, 518).samePosition(Position::startPosition(518)));
    }

    // Every 997th number (about 900 pairs, symmetric and not): the position reports its numbers.
    void positionKnowsItsNumber() {
        for (int n = 0; n < kDfrcStartCount; n += 997) {
            const DfrcPair pair = *dfrcPairFromNumber(n);
            const Position pos = position(dfrcFen(pair.white, pair.black));
            QCOMPARE(pos.dfrcNumber(), n);
            QCOMPARE(pos.startPositionNumber(), pair.symmetric() ? pair.white : -1);
            QVERIFY(pos.samePosition(Position::startPosition(pair.white, pair.black)));
        }
    }

    void notADfrcStart_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("Black to move")
            << "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR b KQkq - 0 1";
        QTest::newRow("a right missing")
            << "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w KQk - 0 1";
        QTest::newRow("a pawn moved")
            << "rknnqbbr/pppppppp/8/8/4P3/8/PPPP1PPP/QNRKBBNR w KQkq - 0 1";
        QTest::newRow("a white piece on rank 8")
            << "rknnQbbr/pppppppp/8/8/8/8/PPPPPPPP/qNRKBBNR w KQkq - 0 1";
        QTest::newRow("Black's rank no 960 rank")
            << "rknnqbrb/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w KQkq - 0 1";
        QTest::newRow("kings only") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    }
    void notADfrcStart() {
        QFETCH(QString, fen);
        QCOMPARE(position(fen.toStdString()).dfrcNumber(), -1);
    }

    void clocksAreNotLookedAt() {
        QCOMPARE(position("rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w KQkq - 7 12").dfrcNumber(),
                 dfrcNumber(kWhite, kBlack));
    }

    // Each side castles from its own king and rooks: White's a-side castle here is a
    // transposition (Kd1, Rc1), Black's rooks stand on a8 and h8 with the king on b8.
    void castlingPerSide() {
        Position pos = Position::startPosition(kWhite, kBlack);
        QCOMPARE(pos.castlingRook(White, CastleSide::ASide), C1);
        QCOMPARE(pos.castlingRook(White, CastleSide::HSide), H1);
        QCOMPARE(pos.castlingRook(Black, CastleSide::ASide), A8);
        QCOMPARE(pos.castlingRook(Black, CastleSide::HSide), H8);
        const CastleAnalysis white = analyseCastle(pos, White, CastleSide::ASide);
        QCOMPARE(white.method, CastleMethod::Transposition);
        QVERIFY(white.possible());
        QVERIFY(pos.isLegal(white.move));
        const CastleAnalysis black = analyseCastle(pos, Black, CastleSide::ASide);
        QCOMPARE(black.method, CastleMethod::DoubleMove);
        QVERIFY(!black.possible());
        pos = pos.after(white.move);
        QCOMPARE(q(pos.fen()), "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNKRBBNR b kq - 1 1");
        QCOMPARE(pos.castlingRook(Black, CastleSide::ASide), A8);
    }

    // Both FEN styles, read and written, on pairs whose ranks differ; each style reads what the
    // other writes.
    void fenBothWays_data() {
        QTest::addColumn<QString>("xfen");
        QTest::addColumn<QString>("shredder");
        QTest::newRow("start") << kStart
                               << "rknnqbbr/pppppppp/8/8/8/8/PPPPPPPP/QNRKBBNR w HCha - 0 1";
        QTest::newRow("0 v 959") << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
                                 << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFca - 0 1";
        // White's h-side right is the inner rook c1 (the rook on h1 has none): a letter for
        // White, while Black's outermost rooks stay k and q.
        QTest::newRow("White inner rook")
            << "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/1KRNNQBR w Ckq - 0 1"
            << "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/1KRNNQBR w Cha - 0 1";
        QTest::newRow("White outer rook")
            << "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/1KRNNQBR w Kkq - 0 1"
            << "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/1KRNNQBR w Hha - 0 1";
        // Black's a-side right is the inner rook f8 (a8's rook has none), White's are KQ.
        QTest::newRow("Black inner rook")
            << "rbqnnrk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQf - 0 1"
            << "rbqnnrk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAf - 0 1";
        QTest::newRow("Black outer rook")
            << "rbqnnrk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"
            << "rbqnnrk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAa - 0 1";
        // A black rook beyond White's castling rook on White's own rank does not make K
        // ambiguous: K names White's outermost rook.
        QTest::newRow("other colour's rook beyond") << "4k3/8/8/8/8/8/8/4K1Rr w K - 0 1"
                                                    << "4k3/8/8/8/8/8/8/4K1Rr w G - 0 1";
    }
    void fenBothWays() {
        QFETCH(QString, xfen);
        QFETCH(QString, shredder);
        const Position fromX = position(xfen.toStdString());
        const Position fromShredder = position(shredder.toStdString());
        QVERIFY(fromX.samePosition(fromShredder));
        for (const Position& pos : {fromX, fromShredder}) {
            QCOMPARE(q(pos.fen()), xfen);
            QCOMPARE(q(pos.fen(FenStyle::Shredder)), shredder);
        }
    }

    void randomIsTwoDraws() {
        StartPositionShuffler a(7), b(7);
        bool symmetric = false, asymmetric = false;
        for (int i = 0; i < 2000; ++i) {
            const DfrcPair pair = randomDfrc(a);
            const int white = b.next();
            const int black = b.next();
            QCOMPARE(pair, (DfrcPair{white, black}));
            (pair.symmetric() ? symmetric : asymmetric) = true;
        }
        QVERIFY(asymmetric);
        // Pinned: the shuffler's draws are our own, so this holds on every platform.
        StartPositionShuffler pinned(2024);
        QCOMPARE(randomDfrc(pinned), (DfrcPair{694, 769}));
        QCOMPARE(randomDfrc(pinned), (DfrcPair{821, 154}));
        Q_UNUSED(symmetric);
    }

    void randomCoversBothSides() {
        std::array<int, 960> white{}, black{};
        StartPositionShuffler shuffler(921600);
        for (int i = 0; i < 20000; ++i) {
            const DfrcPair pair = randomDfrc(shuffler);
            ++white[size_t(pair.white)];
            ++black[size_t(pair.black)];
        }
        // About 21 each; a side stuck on a few ranks, or Black copying White, leaves gaps.
        QVERIFY(std::all_of(white.begin(), white.end(), [](int c) { return c > 0; }));
        QVERIFY(std::all_of(black.begin(), black.end(), [](int c) { return c > 0; }));
        for (int i = 0; i < 50; ++i) {
            const DfrcPair pair = randomDfrc();
            QVERIFY(dfrcNumber(pair.white, pair.black) >= 0);
        }
    }

    void dice() {
        const std::array<int, 7> white = {5, 2, 3, 3, 6, 2, 3}; // two ignored rolls: SP 518
        const std::array<int, 5> black = {1, 1, 1, 1, 1};       // SP 0
        Color failed = Black;
        const auto result = dfrcFromDice(white, black, &failed);
        QVERIFY(result.ok());
        QCOMPARE(result->pair, (DfrcPair{518, 0}));
        QCOMPARE(result->white.ignoredIndices, (std::vector<int>{0, 4}));
        QCOMPARE(q(result->black.backRank), "BBQNNRKR");
        QCOMPARE(failed, Black); // untouched on success
        QCOMPARE(q(dfrcFen(result->pair.white, result->pair.black)),
                 "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }

    void diceErrorsNameTheSide() {
        const std::array<int, 5> good = {2, 3, 3, 2, 3};
        const std::array<int, 5> bad = {2, 3, 9, 2, 3};
        const std::array<int, 2> short_ = {1, 1};
        Color failed = White;
        auto result = dfrcFromDice(good, bad, &failed);
        QVERIFY(!result.ok());
        QCOMPARE(failed, Black);
        QCOMPARE(q(result.error().message), "Roll 3 is 9: a die shows 1 to 6");
        QCOMPARE(result.error().position, 2);
        result = dfrcFromDice(short_, bad, &failed);
        QVERIFY(!result.ok());
        QCOMPARE(failed, White);
        QCOMPARE(result.error().code, ErrorCode::DiceRollsMissing);
        QVERIFY(!dfrcFromDice(good, short_).ok()); // no side asked for: still an error
    }

    // PGN: [Variant "Chess960"], [SetUp "1"] and the X-FEN, with castles of both colours, read
    // back to the same game and written again unchanged.
    void pgnRoundTrip_data() {
        QTest::addColumn<int>("white");
        QTest::addColumn<int>("black");
        QTest::addColumn<QStringList>("moves");
        QTest::newRow("both O-O-O")
            << kWhite << kBlack << QStringList{"O-O-O", "Nb6", "Nc3", "Nc6", "e4", "O-O-O"};
        QTest::newRow("O-O and O-O-O")
            << kWhite << kBlack << QStringList{"g3", "Nb6", "Bg2", "Nc6", "Nf3", "O-O-O",
                                               "d3", "d6",  "Bd2", "e6",  "O-O"};
        // White 0 = BBQNNRKR: king g1, a-side rook f1 (king crosses four squares); Black 202 =
        // qnrkbbnr: O-O-O swaps king and rook.
        QTest::newRow("0 v 202") << 0 << 202 << QStringList{"Ne3", "O-O-O", "Nf3", "Nc6",  "d4",
                                                            "e6",  "Qd2",   "d5",  "O-O-O"};
    }
    void pgnRoundTrip() {
        QFETCH(int, white);
        QFETCH(int, black);
        QFETCH(QStringList, moves);
        Game game(Position::startPosition(white, black));
        QCOMPARE(game.startNumber(), -1);
        for (const QString& san : moves) {
            const auto played = game.playSan(san.toStdString());
            QVERIFY2(played.ok(), qPrintable(san + ": " + q(played ? "" : played.error().message)));
        }
        const std::string text = writePgn(game);
        const std::string fen = dfrcFen(white, black);
        for (const std::string& tag :
             {std::string("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"") + fen + "\"]\n"})
            QVERIFY2(text.find(tag) != std::string::npos, text.c_str());
        const auto read = readPgnGame(text);
        QVERIFY2(read.ok(), read ? "" : read.error().message.c_str());
        QCOMPARE(q(read->startPosition().fen()), q(fen));
        QCOMPARE(read->startPosition().dfrcNumber(), dfrcNumber(white, black));
        QCOMPARE(read->startNumber(), -1);
        QCOMPARE(read->plyCount(), game.plyCount());
        QCOMPARE(q(read->position().fen()), q(game.position().fen()));
        QCOMPARE(q(writePgn(*read)), q(text));
    }
};

QTEST_APPLESS_MAIN(TestDfrc)
#include "tst_dfrc.moc"
