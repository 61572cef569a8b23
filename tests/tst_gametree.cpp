// The game as a tree (Game): variations added at any node, the cursor moved through them,
// promotion, deletion and truncation, repetition judged along the path to the cursor only,
// play() as the game going on next to addMove() as analysis, and node annotations.
#include "chess960/game.h"
#include "chess960/notation.h"

#include <QTest>

using namespace chess960;

namespace {

Move san(const Game& g, const char* text) {
    auto m = moveFromSan(g.position(), text);
    if (!m) qFatal("cannot read %s", text);
    return *m;
}

NodeId add(Game& g, const char* text) {
    const NodeId n = g.addMove(san(g, text));
    if (n == kNoNode) qFatal("cannot add %s", text);
    return n;
}

QStringList sans(const Game& g, const std::vector<NodeId>& nodes) {
    QStringList out;
    for (NodeId n : nodes) out << QString::fromStdString(g.nodeMove(n).san);
    return out;
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void addMoveMakesVariationsAndFollowsExistingOnes() {
        Game g;
        const NodeId e4 = add(g, "e4");
        const NodeId e5 = add(g, "e5");
        QCOMPARE(g.cursor(), e5);
        QVERIFY(g.goTo(e4));
        QCOMPARE(g.plyCount(), 1);
        const NodeId c5 = add(g, "c5"); // a variation: the main line stays
        QCOMPARE(sans(g, g.children(e4)), (QStringList{"e5", "c5"}));
        QCOMPARE(sans(g, g.mainLine()), (QStringList{"e4", "e5"}));
        QVERIFY(g.isMainLine(e5));
        QVERIFY(!g.isMainLine(c5));
        QCOMPARE(g.variationStart(c5), c5);
        QCOMPARE(g.plyOf(c5), 2);
        // The same move again follows the child; nothing is added.
        QVERIFY(g.goTo(e4));
        QCOMPARE(add(g, "c5"), c5);
        QCOMPARE(int(g.children(e4).size()), 2);
        // Deep in the variation the path and the positions are those of that line.
        add(g, "Nf3");
        QCOMPARE(QString::fromStdString(g.moves().back().san), QStringLiteral("Nf3"));
        QCOMPARE(g.plyCount(), 3);
        QCOMPARE(g.positionAt(g.cursor()).key(), g.position().key());
        QCOMPARE(g.positionAt(c5).key(), g.positionAt(2).key());
        QCOMPARE(g.variationStart(g.cursor()), c5);
        // Illegal moves add nothing.
        QCOMPARE(g.addMove(Move()), kNoNode);
    }

    // A node is within the line from another when that one is itself or one of its ancestors:
    // what the session asks before an edit of the tree (the line play goes on along).
    void withinTheLineFrom() {
        Game g;
        const NodeId e4 = add(g, "e4");
        const NodeId e5 = add(g, "e5");
        QVERIFY(g.goTo(e4));
        const NodeId c5 = add(g, "c5");
        const NodeId nf3 = add(g, "Nf3");
        QVERIFY(g.isWithin(nf3, c5));
        QVERIFY(g.isWithin(nf3, e4));
        QVERIFY(g.isWithin(nf3, Game::root()));
        QVERIFY(g.isWithin(c5, c5));
        QVERIFY(!g.isWithin(c5, nf3));
        QVERIFY(!g.isWithin(nf3, e5));
        QVERIFY(!g.isWithin(e4, e5));
        QVERIFY(g.isWithin(Game::root(), Game::root()));
        QVERIFY(!g.isWithin(Game::root(), e4));
        QVERIFY(g.deleteFrom(c5));
        QVERIFY(!g.isWithin(nf3, e4)); // gone: within nothing
        QVERIFY(!g.isWithin(e4, nf3));
    }

    void reserveChangesNothingButRoom() {
        // The reader makes room for a game's moves before it reads them; the tree, the path
        // and the positions must be what they are without it, past the room too.
        Game plain, roomy;
        roomy.reserve(3);
        for (Game* g : {&plain, &roomy})
            for (const char* m : {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}) add(*g, m);
        for (Game* g : {&plain, &roomy}) {
            QVERIFY(g->goTo(g->mainLine()[0]));
            add(*g, "c5");
            add(*g, "Nc3");
        }
        QCOMPARE(sans(roomy, roomy.mainLine()), sans(plain, plain.mainLine()));
        QCOMPARE(sans(roomy, roomy.path()), (QStringList{"e4", "c5", "Nc3"}));
        QCOMPARE(sans(roomy, roomy.path()), sans(plain, plain.path()));
        QCOMPARE(roomy.position().key(), plain.position().key());
        QCOMPARE(roomy.positionAt(1).key(), plain.positionAt(1).key());
        QVERIFY(roomy.goTo(roomy.mainLine().back()));
        QCOMPARE(roomy.plyCount(), 6);
        QCOMPARE(roomy.position().fen(), plain.positionAt(plain.mainLine().back()).fen());
    }

    void cursorMovesDoNotChangeTheResult() {
        Game g;
        for (const char* m : {"f3", "e5", "g4", "Qh4#"}) QVERIFY(g.playSan(m));
        QCOMPARE(g.result(), GameResult::BlackWins);
        const NodeId g4 = g.path()[2];
        QVERIFY(g.goTo(g4));
        QCOMPARE(g.result(), GameResult::BlackWins); // analysis looks, the game stays decided
        const NodeId alt = add(g, "Nc6");
        QVERIFY(alt != kNoNode);
        QCOMPARE(g.result(), GameResult::BlackWins);
        QVERIFY(g.goTo(g.mainLine().back()));
        QCOMPARE(QString::fromStdString(g.moves().back().san), QStringLiteral("Qh4#"));
    }

    void promoteAndPromoteToMainLine() {
        Game g;
        const NodeId e4 = add(g, "e4");
        add(g, "e5");
        g.goTo(e4);
        const NodeId c5 = add(g, "c5");
        g.goTo(e4);
        const NodeId e6 = add(g, "e6");
        g.goTo(c5);
        const NodeId nf3 = add(g, "Nf3");
        g.goTo(c5);
        const NodeId nc3 = add(g, "Nc3");
        QCOMPARE(sans(g, g.children(e4)), (QStringList{"e5", "c5", "e6"}));
        QVERIFY(g.promote(e6));
        QCOMPARE(sans(g, g.children(e4)), (QStringList{"e5", "e6", "c5"}));
        QVERIFY(!g.promote(g.children(e4).front())); // already first
        QVERIFY(g.promoteToMainLine(nc3));
        QCOMPARE(sans(g, g.mainLine()), (QStringList{"e4", "c5", "Nc3"}));
        QCOMPARE(sans(g, g.children(e4)), (QStringList{"c5", "e5", "e6"}));
        QCOMPARE(sans(g, g.children(c5)), (QStringList{"Nc3", "Nf3"}));
        QVERIFY(!g.promoteToMainLine(nc3));
        QVERIFY(g.contains(nf3));
        QVERIFY(!g.promote(Game::root()));
    }

    void deleteAndTruncate() {
        Game g;
        const NodeId e4 = add(g, "e4");
        const NodeId e5 = add(g, "e5");
        const NodeId nf3 = add(g, "Nf3");
        g.goTo(e4);
        const NodeId c5 = add(g, "c5");
        const NodeId nf3b = add(g, "Nf3");
        QCOMPARE(g.cursor(), nf3b);
        // Deleting the line the cursor is in puts the cursor on the parent.
        QVERIFY(g.deleteFrom(c5));
        QVERIFY(!g.contains(c5));
        QVERIFY(!g.contains(nf3b));
        QCOMPARE(g.cursor(), e4);
        QCOMPARE(g.plyCount(), 1);
        QCOMPARE(sans(g, g.children(e4)), (QStringList{"e5"}));
        // Truncating after e4 with the cursor at Nf3 brings the cursor back to e4.
        QVERIFY(g.goTo(nf3));
        QVERIFY(g.truncateAfter(e4));
        QVERIFY(!g.contains(e5));
        QCOMPARE(g.cursor(), e4);
        QVERIFY(!g.deleteFrom(Game::root()));
        QVERIFY(!g.goTo(e5));
        QVERIFY(g.truncateAfter(Game::root()));
        QCOMPARE(g.plyCount(), 0);
        QVERIFY(g.mainLine().empty());
    }

    // The main line brings the start position back twice (three occurrences); a variation
    // from the start that brings it back once has seen it twice, not four times.
    void repetitionIsJudgedAlongThePath() {
        Game g;
        for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}) add(g, m);
        QCOMPARE(g.repetitionCount(), 3);
        QVERIFY(g.canClaimDraw());
        g.goTo(Game::root());
        QCOMPARE(g.repetitionCount(), 1);
        const NodeId nc3 = add(g, "Nc3");
        for (const char* m : {"Nc6", "Nb1", "Nb8"}) add(g, m);
        QCOMPARE(g.repetitionCount(), 2);
        QVERIFY(!g.canClaimDraw());
        for (const char* m : {"Nc3", "Nc6", "Nb1", "Nb8"}) add(g, m);
        QCOMPARE(g.repetitionCount(), 3);
        QVERIFY(g.canClaimDraw());
        // Back in the variation after 1. Nc3: seen once on this path, whatever came later.
        g.goTo(nc3);
        QCOMPARE(g.repetitionCount(), 1);
    }

    void playReplacesTheLineAfterTheCursor() {
        Game g;
        QVERIFY(g.playSan("e4"));
        QVERIFY(g.playSan("e5"));
        const NodeId e5 = g.cursor();
        QVERIFY(g.undo());
        QVERIFY(g.canRedo());
        QCOMPARE(g.redoMoves().size(), size_t(1));
        QVERIFY(g.playSan("e5")); // the same move: followed, not added again
        QCOMPARE(g.cursor(), e5);
        QVERIFY(g.undo());
        QVERIFY(g.playSan("c5")); // another move: the old one is gone
        QVERIFY(!g.contains(e5));
        QCOMPARE(int(g.children(g.path()[0]).size()), 1);
        QVERIFY(!g.canRedo());
    }

    void annotationsOfNodes() {
        Game g;
        const NodeId e4 = add(g, "e4");
        const NodeId e5 = add(g, "e5");
        g.goTo(e4);
        const NodeId c5 = add(g, "c5");
        QVERIFY(g.setComment(e5, "the usual"));
        QVERIFY(g.setCommentBefore(c5, "Sicilian"));
        QVERIFY(g.setNags(c5, {1}));
        QVERIFY(g.setEval(c5, Evaluation{false, 31}));
        QVERIFY(g.setEval(e5, Evaluation{true, -3}));
        QVERIFY(g.setClock(c5, 61000));
        QVERIFY(g.setElapsed(c5, 5000));
        QVERIFY(g.setMarkings(c5, {Marking{'G', F1, C4}, Marking{'R', D4, D4}}));
        QVERIFY(g.setComment(Game::root(), "start"));
        QCOMPARE(g.startComment(), std::string("start"));
        QVERIFY(!g.setNags(Game::root(), {1}));
        // The path's copies follow: the cursor is on c5.
        QCOMPARE(g.moves().back().commentBefore, std::string("Sicilian"));
        QCOMPARE(g.moves().back().nags, std::vector<int>{1});
        QCOMPARE(*g.moves().back().eval, (Evaluation{false, 31}));
        QCOMPARE(*g.moves().back().clockMs, int64_t(61000));
        QCOMPARE(*g.moves().back().elapsedMs, int64_t(5000));
        QCOMPARE(int(g.moves().back().markings.size()), 2);
        QCOMPARE(g.nodeMove(e5).comment, std::string("the usual"));
        QCOMPARE(*g.nodeMove(e5).eval, (Evaluation{true, -3}));
        g.goTo(e5);
        QCOMPARE(g.moves().back().comment, std::string("the usual"));
        QVERIFY(!g.setComment(NodeId{999}, "x"));
    }

    void aCopiedGameIsIndependent() {
        Game g;
        const NodeId e4 = add(g, "e4");
        add(g, "e5");
        Game copy = g;
        copy.goTo(e4);
        add(copy, "c5");
        QCOMPARE(int(g.children(e4).size()), 1);
        QCOMPARE(int(copy.children(e4).size()), 2);
        QCOMPARE(g.plyCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
