// A game review written into the tree (applyReview): evaluations, NAGs and better lines as a
// player would write them, the player's own annotations kept, a second review replacing the
// first and nothing else, also after the game went through PGN.
#include "chess960/engine/score.h"
#include "chess960/pgn.h"
#include "chess960/review/review.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;
using namespace chess960::engine;
using namespace chess960::review;

namespace {

// A hung queen (2. Qg4??) with the player's comment on it, the player's own variation, the
// player's NAGs (a "?" the review does not agree with, and a position judgement).
constexpr const char* kAnnotated =
    "1. e4 $1 d5 2. Qg4 {my comment} (2. a3 {my line}) 2... Bxg4 $2 $14 *";

GameReview reviewOf(const Game& game, ReviewBudget budget = kReviewQuick) {
    GameReviewer reviewer(budget, 2);
    return reviewer.run(game);
}

std::vector<NodeId> reviewVariations(const Game& g) {
    std::vector<NodeId> found;
    for (NodeId m : g.mainLine())
        for (NodeId c : g.children(g.parentOf(m)))
            if (isReviewVariation(g, c)) found.push_back(c);
    return found;
}

} // namespace

class TestReviewApply : public QObject {
    Q_OBJECT

private slots:
    void writesAsAPlayerWould() {
        Game g = testutil::game(kAnnotated);
        const std::vector<NodeId> line = g.mainLine();
        const NodeId cursor = g.cursor();
        const GameReview r = reviewOf(g);
        applyReview(g, r);
        QCOMPARE(g.mainLine(), line);
        QCOMPARE(g.cursor(), cursor);
        for (size_t i = 0; i < line.size(); ++i)
            QCOMPARE(g.nodeMove(line[i]).eval, std::optional(r.moves[i].evalAfter));
        const PlayedMove& queen = g.nodeMove(line[2]);
        QCOMPARE(queen.nags, std::vector<int>{4});
        QCOMPARE(queen.comment, std::string("my comment"));
        QCOMPARE(g.nodeMove(line[0]).nags, std::vector<int>{1});
        // The review owns ? ?? ?! on the main line: Bxg4 is no mistake; $14 is the player's.
        QCOMPARE(g.nodeMove(line[3]).nags, std::vector<int>{14});

        const std::vector<NodeId> siblings = g.children(line[1]);
        QCOMPARE(siblings.size(), size_t(3));
        QCOMPARE(g.nodeMove(siblings[1]).comment, std::string("my line"));
        const std::vector<NodeId> ours = reviewVariations(g);
        QCOMPARE(ours, std::vector<NodeId>{siblings[2]});
        const PlayedMove& better = g.nodeMove(siblings[2]);
        QCOMPARE(better.move, r.moves[2].betterLine.front());
        QCOMPARE(better.eval, std::optional(r.moves[2].betterEval));
        QCOMPARE(better.commentBefore, std::string(kReviewMark));
        int length = 1;
        for (NodeId n = siblings[2]; !g.children(n).empty(); n = g.children(n).front()) ++length;
        QCOMPARE(size_t(length), r.moves[2].betterLine.size());
        QVERIFY(length > 1);
        QVERIFY(writePgn(g).find("2. Qg4 $4 {[%eval") != std::string::npos);
    }

    // A second review, the same or another, leaves what it would leave on the bare game.
    void reReviewReplaces() {
        const Game bare = testutil::game(kAnnotated);
        Game once = bare;
        applyReview(once, reviewOf(bare));
        Game twice = once;
        applyReview(twice, reviewOf(once));
        QCOMPARE(writePgn(twice), writePgn(once));
        QCOMPARE(reviewVariations(twice).size(), size_t(1));

        const GameReview other = reviewOf(once, ReviewBudget{0, 2});
        Game over = once, fresh = bare;
        applyReview(over, other);
        applyReview(fresh, other);
        QCOMPARE(writePgn(over), writePgn(fresh));
    }

    // Written as PGN and read back, the review's lines are found again.
    void theSummaryComesBackFromThePgn() {
        Game g = testutil::game("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
        const GameReview r = reviewOf(g);
        applyReview(g, r);
        const GameReview back = reviewFromAnnotations(testutil::game(writePgn(g).c_str()));
        QVERIFY(back.complete);
        QCOMPARE(back.moves.size(), r.moves.size());
        for (Color c : {White, Black}) {
            QCOMPARE(back.sides[c].moves, r.sides[c].moves);
            QCOMPARE(back.sides[c].inaccuracies, r.sides[c].inaccuracies);
            QCOMPARE(back.sides[c].mistakes, r.sides[c].mistakes);
            QCOMPARE(back.sides[c].blunders, r.sides[c].blunders);
            // Only the engine's own moves can differ (see reviewFromAnnotations).
            QVERIFY2(
                std::abs(back.sides[c].accuracy - r.sides[c].accuracy) < 10,
                qPrintable(
                    QStringLiteral("%1 %2").arg(back.sides[c].accuracy).arg(r.sides[c].accuracy)));
        }
        // The blunder's loss is the same: the evaluations before and after it are the review's.
        QCOMPARE(back.moves[5].kind, MoveClass::Blunder);
        QCOMPARE(back.moves[5].centipawnLoss, r.moves[5].centipawnLoss);
        // The mate: "#0" after 4. Qxf7# is White's.
        QCOMPARE(back.moves[6].scoreAfter, kMate);
    }

    void aGameWithoutEvaluationsIsNotReviewed() {
        const GameReview back =
            reviewFromAnnotations(testutil::game("1. e4 { [%eval 0.3] } e5 2. Nf3 *"));
        QVERIFY(!back.complete);
        QVERIFY(back.moves[0].reviewed);
        QVERIFY(!back.moves[1].reviewed);
        QVERIFY(!reviewFromAnnotations(testutil::game("*")).complete);
    }

    void reReviewAfterPgn() {
        Game g = testutil::game(kAnnotated);
        applyReview(g, reviewOf(g));
        const std::string text = writePgn(g);
        QVERIFY(text.find("({[%review]} 2.") != std::string::npos);
        Game read = testutil::game(text.c_str());
        QCOMPARE(reviewVariations(read).size(), size_t(1));
        applyReview(read, reviewOf(read));
        QCOMPARE(writePgn(read), text);
    }

    // A review line whose mark the player took away is the player's: it stays, and the
    // review does not add the same move beside it.
    void unmarkedLineIsThePlayers() {
        Game g = testutil::game(kAnnotated);
        applyReview(g, reviewOf(g));
        const NodeId line = reviewVariations(g).front();
        g.setCommentBefore(line, "");
        applyReview(g, reviewOf(g));
        QVERIFY(g.contains(line));
        QVERIFY(reviewVariations(g).empty());
        QCOMPARE(g.children(g.parentOf(line)).size(), size_t(3));
    }

    // The game changed while it was reviewed: the moves gone are skipped, the rest written.
    void changedGameIsWrittenWherePossible() {
        Game g = testutil::game(kAnnotated);
        const GameReview r = reviewOf(g);
        const std::vector<NodeId> line = g.mainLine();
        g.deleteFrom(line[3]);
        applyReview(g, r);
        QVERIFY(!g.contains(line[3]));
        QCOMPARE(g.nodeMove(line[2]).nags, std::vector<int>{4});
        QVERIFY(g.nodeMove(line[0]).eval.has_value());
    }
};

QTEST_GUILESS_MAIN(TestReviewApply)
#include "tst_review_apply.moc"
