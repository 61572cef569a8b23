// ReviewRunner with an external engine: the fake engine of tests/fakeengine reviews every
// move, a cancelled review ends with what was done, an engine that crashes ends the review
// with its message; and Stockfish, when installed, marks a planted blunder.
#include "engines/uciengine.h"
#include "review/reviewrunner.h"
#include "testutil.h"

#include "chess960/pgn.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

constexpr const char* kScholar = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";

} // namespace

class TestReviewRunner : public QObject {
    Q_OBJECT
private slots:
    void init() { qputenv("FAKEENGINE_MODE", "good"); }

    void anExternalEngineReviewsEveryMove() {
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Fake"), kFake);
        QSignalSpy progress(&runner, &ReviewRunner::progress);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), engine::ReviewBudget{1000, 0}));
        QVERIFY(runner.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const auto review = finished.at(0).at(0).value<engine::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(review.moves.size(), size_t(7));
        for (const engine::MoveReview& m : review.moves) QVERIFY(m.reviewed);
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
        QVERIFY(runner.start(testutil::game(kScholar), engine::ReviewBudget{1000, 0}));
        QTRY_VERIFY(runner.external() && runner.external()->state() == UciEngine::State::Searching);
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QVERIFY(!finished.at(0).at(0).value<engine::GameReview>().complete);
    }

    void aCrashEndsTheReviewWithItsMessage() {
        qputenv("FAKEENGINE_MODE", "crash-at-move-3");
        ReviewRunner runner;
        runner.setEngine(QStringLiteral("Fake"), kFake);
        QSignalSpy failed(&runner, &ReviewRunner::failed);
        QSignalSpy finished(&runner, &ReviewRunner::finished);
        QVERIFY(runner.start(testutil::game(kScholar), engine::ReviewBudget{1000, 0}));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("Fake")));
        const auto review = finished.at(0).at(0).value<engine::GameReview>();
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
        QVERIFY(runner.start(testutil::game(kScholar), engine::kReviewQuick));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        const auto review = finished.at(0).at(0).value<engine::GameReview>();
        QVERIFY(review.complete);
        QCOMPARE(review.moves[5].kind, engine::MoveClass::Blunder); // 3... Nf6??
        QVERIFY(!review.moves[5].betterLine.empty());
        QCOMPARE(review.moves[6].kind, engine::MoveClass::Good); // 4. Qxf7#
        QCOMPARE(review.sides[Black].blunders, 1);
    }
};

QTEST_MAIN(TestReviewRunner)
#include "tst_reviewrunner.moc"
