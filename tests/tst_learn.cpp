// Learning from one's own mistakes (chess960/review/learn.h): the exercises a reviewed game
// holds (found from its marks, so a game read back from PGN gives them again), the coach that
// accepts a move within a small loss of the best and rejects a bad one with its evaluation,
// and the session's score.
#include "chess960/engine/score.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/review/learn.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;
using namespace chess960::engine;
using namespace chess960::review;

namespace {

// 3... Nf6?? allows 4. Qxf7#; 2. Qh5?! is White's inaccuracy, not a mistake.
constexpr const char* kScholar = "1. e4 e5 2. Qh5 $6 Nc6 3. Bc4 Nf6 $4 4. Qxf7# 1-0";

} // namespace

class TestLearn : public QObject {
    Q_OBJECT
private slots:
    void exercisesAreTheMistakesAndBlundersOfTheSide() {
        const Game g = testutil::game(kScholar);
        const auto black = findExercises(g, Black);
        QCOMPARE(black.size(), size_t(1));
        QCOMPARE(black[0].ply, 6);
        QCOMPARE(black[0].mover, Black);
        QCOMPARE(black[0].kind, MoveClass::Blunder);
        QCOMPARE(black[0].node, g.mainLine()[5]);
        QCOMPARE(black[0].before, g.mainLine()[4]);
        QCOMPARE(g.nodeMove(black[0].node).san, std::string("Nf6"));
        // An inaccuracy is not an exercise.
        QVERIFY(findExercises(g, White).empty());
        QCOMPARE(findExercises(g, std::nullopt).size(), size_t(1));
    }

    void mistakesInVariationsAreNotExercises() {
        const Game g = testutil::game("1. e4 e5 (1... f6 $2 2. d4) 2. Nf3 *");
        QVERIFY(findExercises(g, Black).empty());
    }

    void theReviewsBetterLineComesWithTheExercise() {
        Game g = testutil::game("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
        GameReviewer reviewer(kReviewQuick, 2);
        applyReview(g, reviewer.run(g));
        // Read back from PGN, as a reviewed game opened again later.
        const Game back = testutil::game(writePgn(g).c_str());
        const auto ex = findExercises(back, Black);
        QCOMPARE(ex.size(), size_t(1));
        QCOMPARE(back.nodeMove(ex[0].node).san, std::string("Nf6"));
        QVERIFY(!ex[0].betterLine.empty());
        QVERIFY(ex[0].betterEval.has_value());
        QVERIFY(ex[0].playedEval.has_value());
        QVERIFY(ex[0].playedEval->mate); // White mates
        // The better move defends f7.
        const Position before = back.positionAt(ex[0].before);
        const Position after = before.after(ex[0].betterLine.front());
        const auto mate = moveFromSan(after, "Qxf7");
        QVERIFY(!mate || hasLegalMove(after.after(*mate)));
    }

    void aGoodMoveIsAcceptedAndABadOneRejected() {
        const Game g = testutil::game(kScholar);
        const LearnExercise ex = findExercises(g, Black).at(0);
        const Position before = g.positionAt(ex.before);
        LearnCoach coach(kReviewQuick);
        const AttemptVerdict good = coach.judge(g, ex, testutil::san(before, "g6"));
        QVERIFY(good.accepted);
        QCOMPARE(good.kind, MoveClass::Good);
        const AttemptVerdict bad = coach.judge(g, ex, testutil::san(before, "a6"));
        QVERIFY(!bad.accepted);
        QCOMPARE(bad.kind, MoveClass::Blunder);
        QVERIFY(bad.evalAfter.mate); // White mates: shown with the rejection
        QVERIFY(bad.evalAfter.value > 0);
        QVERIFY(!bad.bestLine.empty());
        QVERIFY(before.isLegal(bad.bestLine.front()));
    }

    void theMovePlayedInTheGameIsRejected() {
        const Game g = testutil::game(kScholar);
        const LearnExercise ex = findExercises(g, Black).at(0);
        LearnCoach coach(kReviewQuick);
        const AttemptVerdict v = coach.judge(g, ex, ex.played);
        QVERIFY(!v.accepted);
        QVERIFY(v.wasPlayed);
    }

    void anIllegalMoveIsRejectedWithoutASearch() {
        const Game g = testutil::game(kScholar);
        const LearnExercise ex = findExercises(g, Black).at(0);
        LearnCoach coach(kReviewQuick);
        const AttemptVerdict v = coach.judge(g, ex, Move(E2, E4));
        QVERIFY(!v.accepted);
        QVERIFY(!v.legal);
    }

    void theSessionKeepsTheScore() {
        const Game g = testutil::game("1. e4 f6 $2 2. d4 g5 $4 3. Qh5# 1-0");
        LearnSession s(findExercises(g, Black));
        QCOMPARE(s.count(), size_t(2));
        QCOMPARE(s.index(), size_t(0));
        QVERIFY(!s.finished());
        s.attempted(false);
        s.attempted(true); // solved at the second try
        QCOMPARE(s.outcome(0), LearnOutcome::Solved);
        s.next();
        s.attempted(true); // solved at once
        QCOMPARE(s.outcome(1), LearnOutcome::FirstTry);
        s.next();
        QVERIFY(s.finished());
        LearnScore score = s.score();
        QCOMPARE(score.total, 2);
        QCOMPARE(score.solved, 2);
        QCOMPARE(score.firstTry, 1);
        QCOMPARE(score.shown, 0);

        LearnSession t(findExercises(g, Black));
        t.shown(); // "show me" without an attempt
        QCOMPARE(t.outcome(0), LearnOutcome::Shown);
        t.attempted(true); // a move after being shown does not count as solved
        QCOMPARE(t.outcome(0), LearnOutcome::Shown);
        t.next();
        t.next(); // skipped
        QVERIFY(t.finished());
        score = t.score();
        QCOMPARE(score.solved, 0);
        QCOMPARE(score.shown, 1);
        QCOMPARE(score.skipped, 1);
    }
};

QTEST_GUILESS_MAIN(TestLearn)
#include "tst_learn.moc"
