// Game review (core/engine review.h): the measures on fixed numbers, moves judged in
// constructed positions, progress and stop, and the review written into the game's tree.
#include "chess960/engine/review.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <thread>

using namespace chess960;
using namespace chess960::engine;

namespace {

GameReview reviewOf(const Game& game, ReviewBudget budget = kReviewQuick, int threads = 2) {
    GameReviewer reviewer(budget, threads);
    return reviewer.run(game);
}

// A Chess960 game (SP 200) from its fifth move on: the moves the engine plays at the Normal
// budget (500,000 nodes), then a bishop thrown away (8. Ba5??) and taken. The engine's moves
// are those of net4b, the network compiled in before net5a (which judges them alike); another
// network may choose others.
constexpr const char* kPlanted =
    "[Variant \"Chess960\"]\n"
    "[FEN \"qbnrbknr/pp3ppp/2p5/4p3/2PP4/8/P3PPPP/QBNRBKNR w KQkq - 0 5\"]\n\n"
    "5. Nb3 b6 6. c5 Nf6 7. Bc3 Qb7 8. Ba5 bxa5 *\n";

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void judgeMoveFromFindingsMadeElsewhere() {
        // 2. Qg4?? as an external engine would find it: level before, a queen down after.
        const Game g = testutil::game("1. e4 d5 2. Qg4 *");
        const NodeId qg4 = g.mainLine()[2];
        const Position before = g.positionAt(g.mainLine()[1]);
        const Move exd5 = *moveFromSan(before, "exd5");
        const MoveReview m =
            judgeMove(g, qg4, 3, before, PositionFinding{20, {exd5}}, PositionFinding{850, {}});
        QCOMPARE(m.kind, MoveClass::Blunder);
        QCOMPARE(m.mover, White);
        QCOMPARE(m.scoreAfter, -850);
        QCOMPARE(m.betterLine, std::vector<Move>{exd5});
        QCOMPARE(m.evalAfter, (Evaluation{false, -850}));
        // The engine's own move loses nothing, whatever the two searches say.
        const MoveReview best =
            judgeMove(g, qg4, 3, before, PositionFinding{20, {g.nodeMove(qg4).move}},
                      PositionFinding{60, {}});
        QCOMPARE(best.kind, MoveClass::Good);
        QCOMPARE(best.centipawnLoss, 0);
    }

    // The published formulas on fixed inputs.
    void winningChancesAndAccuracy() {
        QCOMPARE(winningChances(0), 0.0);
        QVERIFY(qAbs(winningChances(100) - 0.182052) < 1e-5);
        QVERIFY(qAbs(winningChances(-300) + 0.502251) < 1e-5);
        // Past 1000 cp nothing changes: a lost position cannot get much more lost.
        QCOMPARE(winningChances(2500), winningChances(1000));
        QVERIFY(qAbs(winningChances(1000) - 0.950895) < 1e-5);
        QCOMPARE(winningChances(kMate - 3), 1.0);
        QCOMPARE(winningChances(-kMate + 8), -1.0);
        QVERIFY(qAbs(winPercent(100) - 59.102590) < 1e-5);
        QCOMPARE(clampedCentipawns(-kMate + 2), -1000);
        QCOMPARE(clampedCentipawns(345), 345);

        QVERIFY(qAbs(moveAccuracy(50, 50) - 99.9999) < 1e-4);
        QVERIFY(qAbs(moveAccuracy(60, 40) - 40.020427) < 1e-5);
        QVERIFY(qAbs(moveAccuracy(80, 30) - 8.530272) < 1e-5);
        QCOMPARE(moveAccuracy(90, 0), 0.0);
        QCOMPARE(moveAccuracy(40, 60), 100.0); // a gain is not more than perfect

        QCOMPARE(classifyLoss(0.099), MoveClass::Good);
        QCOMPARE(classifyLoss(0.1), MoveClass::Inaccuracy);
        QCOMPARE(classifyLoss(0.25), MoveClass::Mistake);
        QCOMPARE(classifyLoss(0.3), MoveClass::Blunder);
        QCOMPARE(moveClassNag(MoveClass::Inaccuracy), 6);
        QCOMPARE(moveClassNag(MoveClass::Mistake), 2);
        QCOMPARE(moveClassNag(MoveClass::Blunder), 4);
        QCOMPARE(moveClassNag(MoveClass::Good), 0);
    }

    // Per side: the mean of the weighted and the harmonic mean of the move accuracies; the
    // average loss; the counts.
    void sideSummary() {
        GameReview r;
        const double accuracies[] = {100, 100, 0, 100};
        const int losses[] = {0, 0, 300, 10};
        for (int i = 0; i < 4; ++i) {
            MoveReview m;
            m.ply = i + 1;
            m.mover = i % 2 ? Black : White;
            m.reviewed = true;
            m.accuracy = accuracies[i];
            m.centipawnLoss = losses[i];
            m.kind = i == 2 ? MoveClass::Blunder : MoveClass::Good;
            r.moves.push_back(m);
        }
        summarizeReview(r);
        // Scores all 0: White's win percentage never moves, every weight is the least, 0.5.
        // Weighted mean 50, harmonic mean 2 / (1/100 + 1/0.01).
        QVERIFY(qAbs(r.sides[White].accuracy - (50 + 2 / (0.01 + 100.0)) / 2) < 1e-9);
        QVERIFY(qAbs(r.sides[Black].accuracy - 100) < 1e-9);
        QCOMPARE(r.sides[White].averageCentipawnLoss, 150.0);
        QCOMPARE(r.sides[Black].averageCentipawnLoss, 5.0);
        QCOMPARE(r.sides[White].blunders, 1);
        QCOMPARE(r.sides[White].moves, 2);
        QCOMPARE(r.sides[Black].blunders + r.sides[Black].mistakes, 0);
    }

    void hungQueenIsABlunder() {
        const GameReview r = reviewOf(testutil::game("1. e4 d5 2. Qg4 Bxg4 *"));
        QVERIFY(r.complete);
        QCOMPARE(r.moves.size(), size_t(4));
        const MoveReview& queen = r.moves[2];
        QCOMPARE(queen.kind, MoveClass::Blunder);
        QVERIFY(queen.chancesLost >= 0.3);
        QVERIFY(!queen.betterLine.empty());
        QVERIFY(queen.betterLine.front() != queen.played);
        QVERIFY(queen.evalAfter.value < -500);      // White's view: a queen down
        QCOMPARE(r.moves[3].kind, MoveClass::Good); // taking it is no mistake
        QCOMPARE(r.sides[White].blunders, 1);
    }

    // A move that lets the opponent mate is a blunder; the mate is written "#0".
    void mateOnTheBoard() {
        const GameReview r = reviewOf(testutil::game("1. f3 e5 2. g4 Qh4# 0-1"));
        QVERIFY(r.complete);
        QCOMPARE(r.moves[2].kind, MoveClass::Blunder);
        QCOMPARE(r.moves[2].evalAfter, (Evaluation{true, -1}));
        QCOMPARE(r.moves[3].kind, MoveClass::Good);
        QCOMPARE(r.moves[3].evalAfter, (Evaluation{true, 0}));
        QCOMPARE(r.moves[3].scoreAfter, kMate); // the mover's view: won
        QVERIFY(reviewOf(testutil::game("*")).moves.empty());
    }

    // The same rook thrown away: a blunder when the game was level, nothing when it was
    // already lost.
    void movesInALostPositionAreNotMarked() {
        const GameReview level =
            reviewOf(testutil::game("[FEN \"r5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n"
                                    "\n1. Rd8+ Rxd8 *"));
        QCOMPARE(level.moves[0].kind, MoveClass::Blunder);
        const GameReview lost =
            reviewOf(testutil::game("[FEN \"r5k1/5ppp/8/8/8/8/q4PPP/3R2K1 w - - 0 1\"]\n"
                                    "\n1. Rd8+ Rxd8 *"));
        QVERIFY(lost.complete);
        QVERIFY(lost.moves[0].scoreBefore < -800);
        QCOMPARE(lost.moves[0].kind, MoveClass::Good);
        QVERIFY(lost.moves[0].betterLine.empty());
        QCOMPARE(lost.moves[1].kind, MoveClass::Good);
    }

    // After ...Bxc3+ only bxc3 keeps the balance: played, it is not marked; any other
    // move is a blunder.
    void onlyMoveIsNotMarked() {
        const char* only = "[FEN \"4k2r/pp3ppp/8/8/1b6/2N5/PP3PPP/4K2R b - - 0 1\"]\n\n"
                           "1... Bxc3+ 2. bxc3 *";
        const GameReview r = reviewOf(testutil::game(only));
        QCOMPARE(r.moves[1].kind, MoveClass::Good);
        QVERIFY(r.moves[1].chancesLost < 0.1);
        const GameReview other = reviewOf(testutil::game(
            "[FEN \"4k2r/pp3ppp/8/8/1b6/2N5/PP3PPP/4K2R b - - 0 1\"]\n\n1... Bxc3+ 2. Ke2 *"));
        QCOMPARE(other.moves[1].kind, MoveClass::Blunder);
    }

    // At the Normal budget the planted blunder is marked and the engine's own moves are not.
    void plantedBlunderAtNormal() {
        const GameReview r = reviewOf(testutil::game(kPlanted), kReviewNormal);
        QVERIFY(r.complete);
        QCOMPARE(r.moves.size(), size_t(8));
        for (int i = 0; i < 8; ++i)
            QVERIFY2((r.moves[size_t(i)].kind == MoveClass::Blunder) == (i == 6),
                     qPrintable(QString("ply %1").arg(i + 1)));
        QCOMPARE(r.sides[White].blunders, 1);
        QCOMPARE(r.sides[Black].inaccuracies + r.sides[Black].mistakes, 0);
    }

    // Each position reports once, the moves arrive once each, and the result does not
    // depend on the number of threads.
    void progressAndThreads() {
        const Game g = testutil::game(kPlanted);
        GameReviewer reviewer(kReviewQuick, 2);
        // Recorded here and checked after the run: the calls come from the reviewing threads.
        std::vector<int> done, totals, plies;
        const GameReview two = reviewer.run(g, [&](const ReviewProgress& p) {
            totals.push_back(p.positionsTotal);
            done.push_back(p.positionsDone);
            for (const MoveReview& m : p.moves) plies.push_back(m.ply);
        });
        QCOMPARE(done, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(totals, std::vector<int>(9, 9));
        std::sort(plies.begin(), plies.end());
        QCOMPARE(plies, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        const GameReview one = reviewOf(g, kReviewQuick, 1);
        for (size_t i = 0; i < one.moves.size(); ++i) {
            QCOMPARE(one.moves[i].scoreAfter, two.moves[i].scoreAfter);
            QCOMPARE(one.moves[i].betterLine, two.moves[i].betterLine);
        }
    }

    // stop() from another thread ends the searches under way; what was not finished is not
    // reported as reviewed.
    void stopEndsTheReviewEarly() {
        const Game g = testutil::game(kPlanted);
        GameReviewer reviewer(kReviewDeep, 2);
        int reports = 0;
        GameReview r;
        QElapsedTimer clock;
        clock.start();
        std::thread running(
            [&] { r = reviewer.run(g, [&](const ReviewProgress&) { ++reports; }); });
        QTest::qWait(100);
        reviewer.stop();
        running.join();
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!r.complete);
        QCOMPARE(reports, 0); // a Deep search of one position takes longer than 100 ms
        QVERIFY(std::none_of(r.moves.begin(), r.moves.end(),
                             [](const MoveReview& m) { return m.reviewed; }));
        QCOMPARE(r.moves[6].ply, 7); // moves not reached still say which move they are
        QCOMPARE(r.moves[6].played, g.nodeMove(g.mainLine()[6]).move);
        QVERIFY(!reviewer.run(g).complete); // a stopped reviewer stays stopped
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
