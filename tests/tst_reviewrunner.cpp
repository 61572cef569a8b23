// ReviewRunner: the built-in engine's sessions review as the core's GameReviewer does, and a
// cancelled review ends at once with what was done; with an external engine, the fake engine
// of tests/fakeengine reviews every move, a cancelled review ends with what was done, an
// engine that crashes ends the review with its message; and Stockfish, when installed, marks
// a planted blunder.
#include "engines/uciengine.h"
#include "review/reviewrunner.h"
#include "testutil.h"

#include "chess960/engine/score.h"
#include "chess960/pgn.h"
#include "chess960/review/review.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

constexpr const char* kScholar = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";

// A Chess960 game from SP 0 (bishops in the corner, king on g1) in which Black gives its
// queen away (8... Qf2+?).
constexpr const char* kChess960Game =
    "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
    "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
    "1. e4 e5 2. Nd3 Nd6 3. f4 exf4 4. Nxf4 Ne6 5. Nxe6 fxe6 6. Ne3 Rxf1+ 7. Kxf1 Qf8+ "
    "8. Kg1 Qf2+ 9. Kxf2 Nxe4+ 10. Kf3 d5 *";
} // namespace

class TestReviewRunner : public QObject {
    Q_OBJECT
private slots:
    void init() { qputenv("FAKEENGINE_MODE", "good"); }

    void theBuiltInEngineReviewsAsTheCoreReviewerDoes() {
        // Two sessions, each searching a position at a time with an empty table: the same
        // findings as the core's reviewer with the same table size, whichever session
        // searched which position.
        const Game game = testutil::game(kChess960Game);
        const review::ReviewBudget budget{20'000, 0};
        review::GameReviewer reviewer(budget, 1, 32);
        const review::GameReview expected = reviewer.run(game);
        QVERIFY(expected.complete);

        ReviewRunner runner;
        QSignalSpy progress(&runner, &ReviewRunner::progress);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(game, budget, 2));
        QCOMPARE(runner.sessions(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(runner.sessions(), 0);
        const auto review = finished.at(0).at(0).value<review::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(progress.size(), int(game.mainLine().size()) + 1);
        QCOMPARE(review.moves.size(), expected.moves.size());
        int marked = 0;
        for (size_t i = 0; i < review.moves.size(); ++i) {
            const review::MoveReview& got = review.moves[i];
            const review::MoveReview& want = expected.moves[i];
            QVERIFY2(got.reviewed, qPrintable(QString::number(i)));
            QCOMPARE(got.scoreBefore, want.scoreBefore);
            QCOMPARE(got.scoreAfter, want.scoreAfter);
            QCOMPARE(got.kind, want.kind);
            QVERIFY(got.betterLine == want.betterLine);
            marked += got.kind != review::MoveClass::Good;
        }
        QVERIFY(marked > 0); // the comparison covers better lines, not only good moves
        QCOMPARE(review.sides[White].accuracy, expected.sides[White].accuracy);
        QCOMPARE(review.sides[Black].accuracy, expected.sides[Black].accuracy);
    }

    void cancellingTheBuiltInEngineEndsAtOnce() {
        ReviewRunner runner;
        QSignalSpy progress(&runner, &ReviewRunner::progress);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kChess960Game), review::kReviewDeep, 2));
        QVERIFY(!runner.start(testutil::game(kScholar), review::kReviewQuick));
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 1, 30000);
        runner.cancel();
        QCOMPARE(finished.size(), 1);
        QVERIFY(!runner.isRunning());
        const auto review = finished.at(0).at(0).value<review::GameReview>();
        QVERIFY(!review.complete);
        QVERIFY(!review.moves.back().reviewed);
        const int seen = int(progress.size());
        const int oldTotal = progress.at(0).at(1).toInt();
        // A new review starts at once.
        QVERIFY(runner.start(testutil::game(kScholar), review::kReviewQuick, 1));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
        QVERIFY(finished.at(1).at(0).value<review::GameReview>().complete);
        // Nothing came from the stopped searches meanwhile: every step counted since is one of
        // the new review's (its game has fewer positions).
        QVERIFY(int(progress.size()) > seen);
        for (int i = seen; i < int(progress.size()); ++i)
            QVERIFY(progress.at(i).at(1).toInt() != oldTotal);
    }

    void anExternalEngineReviewsEveryMove() {
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Fake"), kFake);
        QSignalSpy progress(&runner, &ReviewRunner::progress);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), review::ReviewBudget{1000, 0}));
        QVERIFY(runner.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const auto review = finished.at(0).at(0).value<review::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(review.moves.size(), size_t(7));
        for (const review::MoveReview& m : review.moves) QVERIFY(m.reviewed);
        // The last position is mate: no search, White's mate.
        QCOMPARE(review.moves[6].scoreAfter, engine::kMate);
        QCOMPARE(progress.size(), 8);
        QCOMPARE(progress.last().at(0).toInt(), 8);
        QVERIFY(!runner.isRunning());
    }

    void cancelEndsWithWhatWasDone() {
        qputenv("FAKEENGINE_MODE", "hang");
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Fake"), kFake);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), review::ReviewBudget{1000, 0}));
        QTRY_VERIFY(runner.external() && runner.external()->state() == UciEngine::State::Searching);
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(!finished.at(0).at(0).value<review::GameReview>().complete);
    }

    void aCrashEndsTheReviewWithItsMessage() {
        qputenv("FAKEENGINE_MODE", "crash-at-move-3");
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Fake"), kFake);
        QSignalSpy failed(&runner, &ReviewRunner::failed);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), review::ReviewBudget{1000, 0}));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("Fake")));
        const auto review = finished.at(0).at(0).value<review::GameReview>();
        QVERIFY(!review.complete);
        QVERIFY(review.moves[0].reviewed); // positions 0 and 1 were searched, not 2
        QVERIFY(!review.moves[1].reviewed);
        QVERIFY(!review.moves[5].reviewed);
    }

    void stockfishMarksThePlantedBlunder() {
        const QString stockfish = QStringLiteral("/usr/games/stockfish");
        if (!QFileInfo(stockfish).isExecutable())
            QSKIP("Stockfish is not installed (/usr/games/stockfish): bash .ci/deps.sh test");
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Stockfish"), stockfish);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), review::kReviewQuick));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        const auto review = finished.at(0).at(0).value<review::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(review.moves[5].kind, review::MoveClass::Blunder); // 3... Nf6??
        QVERIFY(!review.moves[5].betterLine.empty());
        QCOMPARE(review.moves[6].kind, review::MoveClass::Good); // 4. Qxf7#
        QCOMPARE(review.sides[Black].blunders, 1);
    }
};

QTEST_MAIN(TestReviewRunner)
#include "tst_reviewrunner.moc"
