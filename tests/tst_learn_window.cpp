// Learn from your mistakes in the window. LearnJudge (the moves tried judged through an engine
// session, as the core's LearnCoach judges them), LearnWindow (its BoardWidget, buttons and
// verdicts) and MainWindow's Game menu entry that opens it for the person's side.
#include "board/boardwidget.h"
#include "review/learnjudge.h"
#include "review/learnwindow.h"
#include "testhome.h"
#include "testutil.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

// 3... Nf6?? allows 4. Qxf7#.
constexpr const char* kScholar = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 $4 4. Qxf7# 1-0";

} // namespace

class TestLearnWindow : public QObject {
    Q_OBJECT
private slots:
    void init() { testhome::isolate(); }

    void theJudgeAgreesWithTheCoachAndSearchesTheBestOnce() {
        const Game g = testutil::game(kScholar);
        const std::vector<review::LearnExercise> exercises = review::findExercises(g, Black);
        QCOMPARE(exercises.size(), size_t(1));
        const review::LearnExercise& ex = exercises.front();
        const Position before = g.positionAt(ex.before);
        // The coach with the session's table size: the same searches, the same verdicts.
        review::LearnCoach coach(review::kReviewQuick, 32);
        LearnJudge judge(g, review::kReviewQuick);
        QSignalSpy judged(&judge, &LearnJudge::judged);
        int asked = 0;
        int expectedSearches = 1; // the exercise's best, once
        for (const char* san : {"a6", "g6", "Nf6", "Qe7", "Qf6"}) {
            const Move m = testutil::san(before, san);
            const review::AttemptVerdict want = coach.judge(g, ex, m);
            judge.judge(ex, m);
            QVERIFY(judge.isBusy());
            ++asked;
            QTRY_COMPARE_WITH_TIMEOUT(int(judged.size()), asked, 20000);
            QVERIFY(!judge.isBusy());
            const auto got = judged.last().at(0).value<review::AttemptVerdict>();
            QVERIFY2(got.accepted == want.accepted, san);
            QCOMPARE(got.kind, want.kind);
            QCOMPARE(got.wasPlayed, want.wasPlayed);
            QCOMPARE(got.evalAfter, want.evalAfter);
            QCOMPARE(got.bestEval, want.bestEval);
            QVERIFY(got.bestLine == want.bestLine);
            QVERIFY(!want.bestLine.empty());
            // The engine's own choice needs no search of the position after it.
            if (m != want.bestLine.front()) ++expectedSearches;
        }
        QCOMPARE(judge.searches(), expectedSearches);
    }

    void aStoppedJudgeSaysNothingMore() {
        const Game g = testutil::game(kScholar);
        const review::LearnExercise ex = review::findExercises(g, Black).front();
        const Position before = g.positionAt(ex.before);
        LearnJudge judge(g, review::kReviewDeep);
        QSignalSpy judged(&judge, &LearnJudge::judged);
        QSignalSpy lines(&judge, &LearnJudge::lineFound);
        judge.judge(ex, testutil::san(before, "a6"));
        judge.stop();
        QVERIFY(!judge.isBusy());
        review::LearnExercise own = ex; // a mark of the player's own: no line in the game
        own.betterLine.clear();
        judge.findLine(own);
        QVERIFY(judge.isBusy());
        judge.stop();
        QCOMPARE(judged.size(), 0);
        // A move judged to its end after the stops: its verdict is the first that comes, so
        // the stopped searches said nothing before it.
        judge.judge(ex, testutil::san(before, "a6"));
        QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 30000);
        QVERIFY(judged.at(0).at(0).value<review::AttemptVerdict>().legal);
        QVERIFY(judged.at(0).at(0).value<review::AttemptVerdict>().move ==
                testutil::san(before, "a6"));
        QCOMPARE(lines.size(), 0);
        // A move that is not legal there is answered without a search.
        const int searches = judge.searches();
        judge.judge(ex, testutil::san(g.startPosition(), "e4"));
        QTRY_COMPARE(judged.size(), 2);
        QVERIFY(!judged.at(1).at(0).value<review::AttemptVerdict>().legal);
        QCOMPARE(judge.searches(), searches);
    }

    void theBoardGoesToThePositionBeforeTheMistake() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        const Position before = g.positionAt(g.mainLine()[4]);
        QCOMPARE(w.board()->position().fen(), before.fen());
        QVERIFY(w.board()->isFlipped()); // Black's exercise: Black at the bottom
        QVERIFY(w.board()->interactive());
        const auto* prompt = w.findChild<QLabel*>(QStringLiteral("learnPrompt"));
        QVERIFY(prompt->text().contains(QStringLiteral("3... Nf6")));
        QVERIFY(prompt->text().contains(QStringLiteral("blunder")));
    }

    void aBadMoveIsTakenBackWithItsEvaluation() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        const Position before = w.board()->position();
        QSignalSpy judged(&w, &LearnWindow::judged);
        QVERIFY(w.board()->offerMove(testutil::san(before, "a6")));
        QVERIFY(w.judging());
        QVERIFY(!w.board()->interactive()); // no second move while the first is judged
        QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 20000);
        QCOMPARE(judged.at(0).at(0).toBool(), false);
        QCOMPARE(w.board()->position().fen(), before.fen());
        QVERIFY(w.board()->interactive());
        QVERIFY(!w.exerciseDone());
        QVERIFY2(w.verdictText().contains(QStringLiteral("a6 is a blunder (#")),
                 qPrintable(w.verdictText()));
        QCOMPARE(w.session().tries(), 1);

        // The move of the game itself is no answer either.
        QVERIFY(w.board()->offerMove(testutil::san(before, "Nf6")));
        QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 2, 20000);
        QCOMPARE(judged.at(1).at(0).toBool(), false);
        QVERIFY(w.verdictText().contains(QStringLiteral("played in the game")));
    }

    void aGoodMoveIsAcceptedAndTheScoreFollows() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        const Position before = w.board()->position();
        QSignalSpy judged(&w, &LearnWindow::judged);
        QVERIFY(w.board()->offerMove(testutil::san(before, "g6")));
        QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 20000);
        QCOMPARE(judged.at(0).at(0).toBool(), true);
        QVERIFY(w.exerciseDone());
        QVERIFY(w.verdictText().startsWith(QStringLiteral("Good move: g6")));
        QCOMPARE(w.board()->position().fen(), before.after(testutil::san(before, "g6")).fen());
        QVERIFY(!w.board()->interactive());
        w.findChild<QPushButton*>(QStringLiteral("learnNext"))->click();
        QVERIFY(w.session().finished());
        QCOMPARE(w.session().score().firstTry, 1);
        const auto* prompt = w.findChild<QLabel*>(QStringLiteral("learnPrompt"));
        QVERIFY2(prompt->text().contains(QStringLiteral("1 of 1 exercise,")) &&
                     !prompt->text().contains(QStringLiteral("(s)")),
                 qPrintable(prompt->text()));
        QVERIFY(w.findChild<QPushButton*>(QStringLiteral("learnAgain"))->isVisible() ||
                !w.isVisible());
    }

    void showMePlaysTheEnginesLine() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        const Position before = w.board()->position();
        QSignalSpy shown(&w, &LearnWindow::lineShown);
        w.findChild<QPushButton*>(QStringLiteral("learnShowMe"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 20000);
        QVERIFY(w.board()->position().fen() != before.fen());
        QVERIFY(w.verdictText().startsWith(QStringLiteral("The engine plays 3... ")));
        w.next();
        QCOMPARE(w.session().score().shown, 1);
        QCOMPARE(w.session().score().solved, 0);
    }

    void showMePlaysTheLineMoveByMove() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        const Position before = w.board()->position();
        QSignalSpy shown(&w, &LearnWindow::lineShown);
        w.findChild<QPushButton*>(QStringLiteral("learnShowMe"))->click();
        // Each position of the line is on the board in turn, one move after the other.
        std::vector<std::string> seen{before.fen()};
        // The positions the board shows are noted while waiting for the line to end.
        QVERIFY(QTest::qWaitFor(
            [&] {
                const std::string fen = w.board()->position().fen();
                if (fen != seen.back()) seen.push_back(fen);
                return !shown.isEmpty();
            },
            20000));
        QCOMPARE(shown.size(), 1);
        QVERIFY2(seen.size() >= 3, qPrintable(QString::number(seen.size())));
        Position p = before;
        for (size_t i = 1; i < seen.size(); ++i) {
            MoveList moves;
            generateLegalMoves(p, moves);
            const auto next = std::find_if(moves.begin(), moves.end(),
                                           [&](Move m) { return p.after(m).fen() == seen[i]; });
            QVERIFY2(next != moves.end(), qPrintable(QString::number(i)));
            p = p.after(*next);
        }
    }

    void theOtherSideHasNoExercises() {
        const Game g = testutil::game(kScholar);
        LearnWindow w(g, Black, nullptr, review::kReviewQuick);
        auto* box = w.findChild<QComboBox*>(QStringLiteral("learnSide"));
        box->setCurrentIndex(0);
        emit box->activated(0);
        QCOMPARE(w.session().count(), size_t(0));
        QVERIFY(!w.board()->interactive());
        const auto* prompt = w.findChild<QLabel*>(QStringLiteral("learnPrompt"));
        QVERIFY(prompt->text().contains(QStringLiteral("White made no mistakes")));
    }

    void closingWhileJudgingDoesNotHang() {
        const Game g = testutil::game(kScholar);
        auto* w = new LearnWindow(g, Black, nullptr, review::kReviewDeep);
        QVERIFY(w->board()->offerMove(testutil::san(w->board()->position(), "a6")));
        QVERIFY(w->judging());
        QElapsedTimer t;
        t.start();
        delete w; // stops the engine and waits for it
        QVERIFY(t.elapsed() < 2000);
    }
};

QTEST_MAIN(TestLearnWindow)
#include "tst_learn_window.moc"
