// Analysis on the game's one tree (GameSession): browsing during play looks without
// touching the game, analysis takes moves for both sides and makes variations, the result
// stays, leaving analysis returns to the game, engine lines play in as variations, and the
// tree's edits keep the line being played intact.
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QSignalSpy>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {
// A game against the computer from SP 518, the person White.
GameSetup againstTheComputer(std::optional<TimeControl> clock = std::nullopt) {
    GameSetup setup;
    setup.start = GameSetup::Start::Number;
    setup.number = 518;
    setup.opponent = GameSetup::Opponent::Computer;
    setup.colour = GameSetup::PlayerColour::White;
    setup.timeControl = clock;
    return setup;
}

// An unfinished game against the computer as a file has it: a 3+2 clock, the computer Black
// (built-in, level 5), times on every move, White to move.
Game unfinishedRecord() {
    auto g = readPgnGame("[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Computer (level 5)\"]\n"
                         "[WhiteType \"human\"]\n[BlackType \"program\"]\n"
                         "[ComputerLevel \"5\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
                         "1. e4 {[%clk 0:02:58]} e5 {[%clk 0:02:59]} 2. Nf3 {[%clk 0:02:40]} "
                         "Nc6 {[%clk 0:02:55]} *\n");
    if (!g) qFatal("the record does not read");
    return *g;
}

Move san(GameSession& c, const char* text) {
    auto m = moveFromSan(c.view()->position(), text);
    if (!m) qFatal("cannot read %s", text);
    return *m;
}

// A session whose clocks read `now`, which the test moves on.
class ClockedSession : public GameSession {
public:
    ClockedSession() {
        clock()->setTimeSource([this] { return now; });
    }
    qint64 now = 0;
};

// A 3+2 game against the computer after 1. e4 e5, White to move.
bool startAfterE4E5(GameSession& c) {
    if (!testutil::startGame(&c, againstTheComputer(TimeControl{180000, 2000}))) return false;
    playSans(&c, {"e4"});
    return c.playMachineMove(san(c, "e5"));
}

} // namespace

class TestGameAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_game_analysis"); }

    void browsingDuringPlayOnlyLooks() {
        GameSession c;
        c.newGame(518);
        playSans(&c, {"e4", "e5", "Nf3"});
        const NodeId e5 = c.game().path()[1];
        c.browseNode(e5);
        QCOMPARE(browsedPly(&c), std::optional<int>(2));
        QCOMPARE(c.view()->node(), e5);
        QVERIFY(!c.acceptsBoardMoves());  // read-only
        QCOMPARE(c.game().plyCount(), 3); // the game is where it was
        QCOMPARE(c.view()->position().key(), c.game().positionAt(2).key());
        c.browseEnd();
        QVERIFY(c.acceptsBoardMoves());
        QCOMPARE(c.view()->node(), c.game().cursor());
    }

    // In analysis the steps go along the tree from the node on view: forward is the line's
    // next move (the first continuation), back its parent; from the start too.
    void analysisStepsForwardAndBack() {
        GameSession c;
        c.newGame(518);
        playSans(&c, {"e4", "e5", "Nf3"});
        c.setAnalysis(true);
        const std::vector<NodeId> line = c.game().mainLine();
        c.browseNode(Game::root());
        QCOMPARE(c.view()->node(), Game::root());
        c.browseBy(1);
        QCOMPARE(c.view()->node(), line[0]);
        c.browseBy(1);
        QCOMPARE(c.view()->node(), line[1]);
        // A variation at e5's place: forward from e4 still follows the main line.
        c.browseNode(line[0]);
        QVERIFY(c.play(san(c, "c5")));
        c.browseNode(line[0]);
        c.browseBy(1);
        QCOMPARE(c.view()->node(), line[1]);
        c.browseBy(5); // past the end: the line's last move
        QCOMPARE(c.view()->node(), line[2]);
        c.browseBy(-2);
        QCOMPARE(c.view()->node(), line[0]);
        c.browseBy(-9);
        QCOMPARE(c.view()->node(), Game::root());
    }

    void analysisMakesVariationsAndKeepsTheResult() {
        GameSession c;
        c.newGame(518);
        playSans(&c, {"f3", "e5", "g4", "Qh4#"});
        QCOMPARE(c.game().result(), GameResult::BlackWins);
        QVERIFY(!c.acceptsBoardMoves());
        QSignalSpy analysis(&c, &GameSession::analysisChanged);
        c.setAnalysis(true);
        QCOMPARE(analysis.size(), 1);
        QVERIFY(c.acceptsBoardMoves());
        const NodeId g4 = c.game().path()[2];
        c.browseNode(g4);
        QCOMPARE(c.view()->node(), g4); // analysis moves the view, not the game
        QVERIFY(c.play(san(c, "d6")));  // Black's move at an earlier node: a variation
        QCOMPARE(int(c.game().children(g4).size()), 2);
        QVERIFY(c.play(san(c, "h3"))); // and White's, both sides on the board
        QCOMPARE(c.game().result(), GameResult::BlackWins);
        QCOMPARE(c.game().mainLine().size(), size_t(4));
        QVERIFY(!c.canTakeBack()); // take-back is for games being played
        c.setAnalysis(false);
        QCOMPARE(c.game().cursor(), c.game().mainLine().back());
    }

    void analysisOfAGameInProgressPausesItAndGoesBack() {
        GameSession c;
        QVERIFY(testutil::startGame(&c, againstTheComputer(TimeControl{60000, 0})));
        playSans(&c, {"e4"});
        QVERIFY(c.isMachineTurn());
        c.setAnalysis(true);
        QVERIFY(!c.isMachineTurn());   // the computer waits
        QVERIFY(c.play(san(c, "c5"))); // the analyst tries Black's move
        QVERIFY(c.play(san(c, "Nf3")));
        QCOMPARE(c.view()->ply(), 3);
        QCOMPARE(c.game().plyCount(), 1); // the game stays where it is played
        c.setAnalysis(false);
        // The tries after the last move played were never played: the game goes on after
        // 1. e4 with the computer to move, and the tries are gone.
        QCOMPARE(c.game().plyCount(), 1);
        QVERIFY(c.game().children(c.game().cursor()).empty());
        QVERIFY(c.isMachineTurn());
        // A try at an earlier move stays as a variation.
        c.setAnalysis(true);
        c.browseNode(Game::root());
        QVERIFY(c.play(san(c, "d4")));
        c.setAnalysis(false);
        QCOMPARE(int(c.game().children(Game::root()).size()), 2);
        QCOMPARE(c.game().plyCount(), 1);
        QVERIFY(c.isMachineTurn());
    }

    // Analysis moves the view, never the game: the game stays where it is played, so nothing
    // else has to remember where play stopped.
    void analysisLeavesTheGameWhereItIsPlayed() {
        GameSession c;
        QVERIFY(testutil::startGame(&c, againstTheComputer(TimeControl{60000, 0})));
        playSans(&c, {"e4"});
        const NodeId e4 = c.game().cursor();
        QSignalSpy moved(c.view(), &ViewCursor::moved);
        c.setAnalysis(true);
        c.browseNode(Game::root());
        QVERIFY(c.play(san(c, "d4")));
        QVERIFY(c.play(san(c, "d5")));
        QVERIFY(moved.size() >= 3);
        QCOMPARE(c.game().cursor(), e4);
        QCOMPARE(c.game().plyCount(), 1);
        QCOMPARE(c.view()->ply(), 2);
        QCOMPARE(c.view()->position().key(), c.game().positionAt(c.view()->node()).key());
        QCOMPARE(c.view()->move(), c.game().nodeMove(c.view()->node()).move);
        QVERIFY(!c.view()->browsing()); // analysis is no browsing: the board takes moves
        c.setAnalysis(false);
        QCOMPARE(c.view()->node(), e4);
        QVERIFY(c.isMachineTurn());
    }

    // A game paused for analysis keeps the line it is played on: deleting its moves, or
    // putting another line in its place, would take moves back (and give time back) past the
    // take-back's rules. Tries after its last move and variations beside it stay editable.
    void aPausedGameKeepsTheLineItIsPlayedOn() {
        ClockedSession c;
        QVERIFY(startAfterE4E5(c));
        playSans(&c, {"Nf3"});
        QVERIFY(c.playMachineMove(san(c, "Nc6")));
        c.now += 5000;
        const qint64 white = c.clock()->remaining(White);
        const std::vector<NodeId> played = c.game().path();
        c.setAnalysis(true);
        QVERIFY(!c.deleteFrom(played[2]));
        QCOMPARE(c.game().plyCount(), 4);
        c.browseNode(played[0]);
        QVERIFY(c.play(san(c, "c5")));
        const NodeId c5 = c.view()->node();
        QVERIFY(!c.makeMainLine(c5));
        QVERIFY(!c.promoteVariation(c5));
        QVERIFY(c.game().isMainLine(played[3]));
        QVERIFY(c.deleteFrom(c5));
        c.browseNode(played[3]);
        QVERIFY(c.play(san(c, "Bc4")));
        QVERIFY(c.deleteFrom(c.view()->node()));
        c.setAnalysis(false);
        QCOMPARE(c.game().plyCount(), 4);
        QCOMPARE(c.game().path(), played);
        QCOMPARE(c.clock()->remaining(White), white);
    }

    void enginesLineGoesInAsAVariation() {
        GameSession c;
        c.newGame(518);
        playSans(&c, {"e4", "e5"});
        c.setAnalysis(true);
        c.browseNode(c.game().path()[0]);
        const Position after1 = c.view()->position();
        std::vector<Move> line;
        Position p = after1;
        for (const char* s : {"c5", "Nf3", "d6"}) {
            line.push_back(*moveFromSan(p, s));
            p = p.after(line.back());
        }
        QVERIFY(c.playLine(line));
        QCOMPARE(c.view()->ply(), 4);
        QCOMPARE(c.game().nodeMove(c.view()->node()).san, std::string("d6"));
        QVERIFY(!c.game().isMainLine(c.view()->node()));
        // A line that does not fit the position changes nothing, not even its first moves.
        const NodeId before = c.view()->node();
        const Move nc3 = san(c, "Nc3");
        QVERIFY(!c.playLine({nc3, nc3}));
        QCOMPARE(c.view()->node(), before);
        QVERIFY(c.game().children(before).empty());
    }

    void editsKeepTheLineBeingPlayed() {
        GameSession c;
        c.newGame(518);
        playSans(&c, {"e4", "e5", "Nf3"});
        const NodeId e4 = c.game().path()[0];
        const NodeId e5 = c.game().path()[1];
        // During play the played line cannot be cut.
        QVERIFY(!c.deleteFrom(e5));
        QVERIFY(!c.makeMainLine(e5));
        // Glyphs: one judgement of a move at a time; the same again removes it.
        QVERIFY(c.toggleNag(e4, 1));
        QVERIFY(c.toggleNag(e4, 3));
        QCOMPARE(c.game().nodeMove(e4).nags, std::vector<int>{3});
        QVERIFY(c.toggleNag(e4, 16));
        QCOMPARE(c.game().nodeMove(e4).nags, (std::vector<int>{3, 16}));
        QVERIFY(c.toggleNag(e4, 3));
        QCOMPARE(c.game().nodeMove(e4).nags, std::vector<int>{16});
        QVERIFY(c.setComment(e4, QStringLiteral("  best by test ")));
        QCOMPARE(c.game().nodeMove(e4).comment, std::string("best by test"));
        // In analysis of a finished game a variation can be made the main line and deleted.
        c.resign();
        c.setAnalysis(true);
        c.browseNode(e4);
        QVERIFY(c.play(san(c, "c5")));
        const NodeId c5 = c.view()->node();
        QVERIFY(c.makeMainLine(c5));
        QVERIFY(c.game().isMainLine(c5));
        QVERIFY(c.deleteFrom(c5));
        QVERIFY(!c.game().contains(c5));
        QCOMPARE(c.view()->node(), e4);
    }

    // A game read from a file is a record to look at: no clock runs, no engine is asked,
    // nothing can be taken back or resigned, until the player plays on.
    void aRecordRunsNoClockUntilThePlayerPlaysOn() {
        ClockedSession c;
        c.loadRecord(unfinishedRecord());
        QVERIFY(c.isRecord());
        QVERIFY(c.clock()->enabled());
        QVERIFY(!c.clock()->running());
        QCOMPARE(c.clock()->remaining(White), 160000); // as the record has them
        c.now += 5 * 60 * 1000;                        // five minutes of looking
        QCOMPARE(c.clock()->remaining(White), 160000);
        QVERIFY(!c.game().isOver());
        QVERIFY(!c.canTakeBack());
        QVERIFY(!c.canOfferDraw());
        c.resign();
        QVERIFY(!c.game().isOver());
        // Black is the computer's: it is not asked to move in a record.
        c.browse(3);
        c.browseEnd();
        QSignalSpy on(&c, &GameSession::playingOn);
        c.playOn();
        QCOMPARE(on.count(), 1);
        QVERIFY(!c.isRecord());
        QCOMPARE(c.clock()->running(), std::optional<Color>(White));
        c.now += 1000;
        QCOMPARE(c.clock()->remaining(White), 159000);
    }

    void aComputersTurnInARecordWaitsForPlayOn() {
        GameSession c;
        Game g = unfinishedRecord();
        g.play(*moveFromSan(g.position(), "Bc4"), 150000);
        c.loadRecord(g); // Black, the computer, to move
        QVERIFY(!c.isMachineTurn());
        QVERIFY(!c.acceptsBoardMoves()); // nobody plays the computer's side on the board
        c.playOn();
        QVERIFY(c.isMachineTurn());
    }

    // A person's move at the end of a record plays on: the clocks run from then on.
    void aMoveAtTheEndOfARecordPlaysOn() {
        ClockedSession c;
        c.loadRecord(unfinishedRecord());
        QVERIFY(c.acceptsBoardMoves());
        QSignalSpy on(&c, &GameSession::playingOn);
        QVERIFY(c.play(san(c, "Bc4")));
        QCOMPARE(on.count(), 1);
        QVERIFY(!c.isRecord());
        QCOMPARE(c.clock()->running(), std::optional<Color>(Black));
        QVERIFY(c.isMachineTurn());
    }

    // Analysis pauses a game in progress: the clocks stop and, when it ends, go on from the
    // time they showed, never from the record's last times (time spent is spent).
    void analysisGivesNoTimeBack() {
        ClockedSession c;
        QVERIFY(startAfterE4E5(c));
        QCOMPARE(c.clock()->remaining(White), 182000);
        c.now += 10000; // White thinks for ten seconds
        QCOMPARE(c.clock()->remaining(White), 172000);
        c.setAnalysis(true);
        QVERIFY(!c.clock()->running());
        c.now += 60000; // the pause costs nothing
        c.setAnalysis(false);
        QCOMPARE(c.clock()->running(), std::optional<Color>(White));
        QCOMPARE(c.clock()->remaining(White), 172000);
        QCOMPARE(c.clock()->remaining(Black), 182000);
        // Again, with a try in analysis that goes when it ends.
        c.now += 1000;
        c.setAnalysis(true);
        QVERIFY(c.play(san(c, "Nf3")));
        c.setAnalysis(false);
        QCOMPARE(c.clock()->remaining(White), 171000);
        QCOMPARE(c.game().plyCount(), 2);
    }

    // What Save writes (record()) is what the move list shows, or the moves it leaves out are
    // counted for the message: a record takes analysis moves after its end as its own.
    void recordHoldsTheMovesAddedToARecordInAnalysis() {
        GameSession c;
        c.loadRecord(unfinishedRecord());
        c.setAnalysis(true);
        QVERIFY(c.play(san(c, "h3")));
        QCOMPARE(c.record().plyCount(), 5);
        QCOMPARE(c.record().moves().back().san, std::string("h3"));
        QCOMPARE(c.leftOutOfRecord().count, 0);
        c.setAnalysis(false);
        QCOMPARE(c.game().plyCount(), 5); // the record goes on with it
        QCOMPARE(c.record().plyCount(), 5);
    }

    void triesAfterTheEndOfAGameInProgressAreCounted() {
        GameSession c;
        QVERIFY(testutil::startGame(&c, againstTheComputer()));
        playSans(&c, {"e4"});
        QVERIFY(c.playMachineMove(san(c, "e5")));
        c.setAnalysis(true);
        QVERIFY(c.play(san(c, "Nf3")));
        QVERIFY(c.play(san(c, "Nc6")));
        QCOMPARE(c.record().plyCount(), 2);
        const GameSession::LeftOut left = c.leftOutOfRecord();
        QCOMPARE(left.count, 2);
        QCOMPARE(c.game().nodeMove(left.first).san, std::string("Nf3"));
        c.setAnalysis(false);
        QCOMPARE(c.leftOutOfRecord().count, 0);
        // Moves taken back and not replayed are left out too, and counted.
        playSans(&c, {"Nf3"});
        QVERIFY(c.playMachineMove(san(c, "Nc6")));
        c.undo();
        QCOMPARE(c.leftOutOfRecord().count, 2);
        QCOMPARE(c.record().plyCount(), 2);
    }

    void takeBackAgainstTheComputerWithoutAStack() {
        GameSession c;
        QVERIFY(testutil::startGame(&c, againstTheComputer()));
        playSans(&c, {"e4"});
        QVERIFY(c.playMachineMove(san(c, "e5")));
        QVERIFY(c.canTakeBack());
        c.undo();
        QCOMPARE(c.game().plyCount(), 0); // the pair
        QVERIFY(c.canReplay());
        c.redo();
        QCOMPARE(c.game().plyCount(), 2);
    }
};

QTEST_MAIN(TestGameAnalysis)
#include "tst_game_analysis.moc"
