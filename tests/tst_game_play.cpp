// A game's life in the main window beyond the moves: PGN saved and opened again (castle
// included), the autosave offered on the next start, clocks that run out, draw claims, a bad
// FEN pasted, and the history browsed read-only.
#include "board/boardwidget.h"
#include "database/gamepickerdialog.h"
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "mainwindow.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QAbstractButton>
#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

QStringList sans(const Game& g) {
    QStringList out;
    for (const PlayedMove& m : g.moves()) out << QString::fromStdString(m.san);
    return out;
}

QMessageBox* message(MainWindow& w, const char* name) {
    return w.findChild<QMessageBox*>(QString::fromLatin1(name));
}

GameSetup twoPlayers(std::optional<TimeControl> tc, const QString& fen = {}) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Human;
    s.start = fen.isEmpty() ? GameSetup::Start::Classical : GameSetup::Start::Fen;
    s.fen = fen;
    s.timeControl = tc;
    return s;
}

} // namespace

class TestGamePlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_game_play"); }
    void init() { removeAutosave(); }

    void savedGameOpensAgainWithItsCastle() {
        QTemporaryDir dir;
        const QString path = dir.filePath("game.pgn");
        MainWindow w;
        w.session()->newGame(3); // BQNNRKRB: O-O swaps king and rook at once
        playSans(w.session(), {"O-O", "O-O", "d4", "d5"});
        QVERIFY(w.files()->saveFile(path));
        QVERIFY(windowutil::written(w.document()));
        const Game saved = w.session()->game();

        MainWindow other;
        QCOMPARE(openAndWait(&other, other.files(), path), Opened::Game);
        const Game& opened = other.session()->game();
        QCOMPARE(opened.startNumber(), 3);
        QCOMPARE(sans(opened), sans(saved));
        QCOMPARE(opened.position().fen(), saved.position().fen());
        QCOMPARE(other.board()->position().fen(), saved.position().fen());
        QCOMPARE(other.board()->position().pieceOn(G1), WKing);
        // A game from a file is a record: nothing is taken back until the player plays on;
        // then its moves can be taken back like moves played here.
        QVERIFY(!action(other, "takeBack")->isEnabled());
        action(other, "playOn")->trigger();
        action(other, "takeBack")->trigger();
        QCOMPARE(other.session()->game().plyCount(), 3);
    }

    void fileThatCannotBeReadIsExplained() {
        QTemporaryDir dir;
        MainWindow w;
        const int before = w.session()->game().startNumber();
        QCOMPARE(openAndWait(&w, w.files(), dir.filePath("missing.pgn")), Opened::Failed);
        QVERIFY(message(w, "errorMessage"));
        QCOMPARE(w.session()->game().startNumber(), before);
    }

    void pickerSkipsGamesThatCannotBeRead() {
        const std::string text = "[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                                 "[Event \"good\"]\n[White \"Ann\"]\n\n1. d4 *\n";
        QTemporaryDir dir;
        GameDatabase db;
        QVERIFY(windowutil::indexText(db, dir.filePath("two.pgn"), text));
        QCOMPARE(db.gameCount(), 2);
        GamePickerDialog picker(&db);
        QCOMPARE(picker.chosen(), 1);
    }

    void unfinishedGameIsOfferedOnTheNextStart() {
        {
            MainWindow w;
            QVERIFY(!w.document()->unfinished().has_value());
            GameSetup vsComputer;
            vsComputer.opponent = GameSetup::Opponent::Computer;
            vsComputer.colour = GameSetup::PlayerColour::Black;
            vsComputer.start = GameSetup::Start::Number;
            vsComputer.number = 100;
            vsComputer.level = 2;
            vsComputer.timeControl = TimeControl{300000, 3000};
            QVERIFY(testutil::startGame(w.session(), vsComputer));
            QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().plyCount(), 1, 15000);
            QVERIFY(QFile::exists(autosavePath())); // written after the computer's move
        }
        MainWindow next;
        QVERIFY(next.document()->unfinished().has_value());
        const int shownBefore = next.session()->game().plyCount();
        QCOMPARE(shownBefore, 0);
        next.document()->resumeUnfinished();
        const Game& g = next.session()->game();
        QCOMPARE(g.plyCount(), 1);
        QCOMPARE(g.startNumber(), 100);
        QCOMPARE(next.session()->players(), Players::againstBuiltIn(Black, 2));
        QVERIFY(next.session()->clock()->enabled());
        QVERIFY(g.moves()[0].clockMs.has_value());
        QVERIFY(next.session()->acceptsBoardMoves()); // Black, the person, is to move

        // Given up: nothing is offered any more.
        next.document()->discardUnfinished();
        QVERIFY(!QFile::exists(autosavePath()));
        MainWindow third;
        QVERIFY(!third.document()->unfinished().has_value());
    }

    void finishedGameIsNotOffered() {
        {
            MainWindow w;
            w.session()->newGame(518);
            playSans(w.session(), {"e4", "e5"});
            QVERIFY(QFile::exists(autosavePath()));
            action(w, "resign")->trigger();
            message(w, "resignConfirm")->button(QMessageBox::Yes)->click();
            QVERIFY(w.session()->game().isOver());
            QVERIFY(!QFile::exists(autosavePath()));
        }
        MainWindow next;
        QVERIFY(!next.document()->unfinished().has_value());
    }

    void clockAddsTheIncrementAndRecordsIt() {
        MainWindow w;
        QVERIFY(testutil::startGame(w.session(), twoPlayers(TimeControl{60000, 2000})));
        QVERIFY(!w.session()->clock()->running()); // nobody's time runs before move one
        playSans(w.session(), {"e4"});
        QCOMPARE(*w.session()->game().moves()[0].clockMs, 62000);
        QCOMPARE(w.session()->clock()->running(), std::optional<Color>(Black));
        QCOMPARE(w.clocks()->timeText(White), QString("1:02"));
    }

    // Issue 11, the take-back rule: time spent thinking is spent. A take-back gives no time
    // back; it takes off the increment the move taken back earned. Replaying a move is playing
    // it now: its side gets the increment again and the record the time then shown.
    void takeBackGivesNoTimeBack() {
        MainWindow w;
        GameSession* c = w.session();
        GameClock* clock = c->clock();
        // The clocks read a time this test moves on by hand: exact figures, no sleeping.
        qint64 now = 0;
        clock->setTimeSource([&now] { return now; });
        QVERIFY(testutil::startGame(c, twoPlayers(TimeControl{60000, 2000})));
        playSans(c, {"e4"}); // White's clock never ran: 60 s and the increment
        now += 150;
        playSans(c, {"e5"});
        const qint64 whiteBefore = *c->game().moves()[0].clockMs;
        QCOMPARE(whiteBefore, 62000);
        QCOMPARE(*c->game().moves()[1].clockMs, 60000 - 150 + 2000);
        now += 300; // White thinks about Nf3
        playSans(c, {"Nf3"});
        QCOMPARE(*c->game().moves()[2].clockMs, whiteBefore - 300 + 2000);
        now += 300; // Black thinks about the answer
        const qint64 blackThinking = clock->remaining(Black);
        QCOMPARE(blackThinking, 60000 - 150 + 2000 - 300);
        action(w, "takeBack")->trigger();
        QCOMPARE(c->game().plyCount(), 2);
        QCOMPARE(clock->running(), std::optional<Color>(White));
        // Time spent is spent: White keeps the 300 ms it thought, loses Nf3's increment;
        // Black keeps what it had while thinking.
        QCOMPARE(clock->remaining(White), whiteBefore - 300);
        QCOMPARE(clock->remaining(Black), blackThinking);
        QVERIFY(clock->remaining(Black) < *c->game().moves()[1].clockMs); // not e5's time again

        now += 200;
        const qint64 whiteBeforeReplay = clock->remaining(White);
        QCOMPARE(whiteBeforeReplay, whiteBefore - 500);
        action(w, "replay")->trigger();
        QCOMPARE(c->game().plyCount(), 3);
        const qint64 replayed = *c->game().moves()[2].clockMs;
        QCOMPARE(replayed, whiteBeforeReplay + 2000);
        QCOMPARE(clock->remaining(White), replayed);
        QCOMPARE(clock->running(), std::optional<Color>(Black));

        // Back to the start: White's first increment goes too.
        action(w, "takeBack")->trigger();
        action(w, "takeBack")->trigger();
        action(w, "takeBack")->trigger();
        QCOMPARE(c->game().plyCount(), 0);
        QVERIFY(!clock->running());
        QCOMPARE(clock->remaining(White), 60000 - 500); // 300 ms before Nf3, 200 before its replay
    }

    void flagFallLosesTheGame() {
        MainWindow w;
        QVERIFY(testutil::startGame(w.session(), twoPlayers(TimeControl{400, 0})));
        playSans(w.session(), {"e4"});
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().isOver(), 5000);
        QCOMPARE(w.session()->game().result(), GameResult::WhiteWins);
        QCOMPARE(w.session()->game().termination(), Termination::TimeForfeit);
        QCOMPARE(w.clocks()->timeText(Black), QString("0:00.0"));
        QVERIFY(message(w, "resultMessage"));
        QVERIFY(message(w, "resultMessage")->text().contains("time forfeit"));
        QVERIFY(!w.session()->acceptsBoardMoves());
    }

    void flagFallAgainstABareKingIsADraw() {
        MainWindow w;
        QVERIFY(testutil::startGame(
            w.session(), twoPlayers(TimeControl{400, 0}, "r3k3/8/8/8/8/8/8/4K3 w - - 0 1")));
        playSans(w.session(), {"Kd2"});
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().isOver(), 5000);
        QCOMPARE(w.session()->game().result(), GameResult::Draw);
        QCOMPARE(w.session()->game().termination(), Termination::TimeoutVsInsufficientMaterial);
    }

    void threefoldRepetitionCanBeClaimed() {
        MainWindow w;
        w.session()->newGame(518);
        QAction* claim = action(w, "claimDraw");
        playSans(w.session(), {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
        QVERIFY(!claim->isEnabled());
        playSans(w.session(), {"Ng8"}); // the start position for the third time
        QVERIFY(claim->isEnabled());
        claim->trigger();
        QCOMPARE(w.session()->game().result(), GameResult::Draw);
        QCOMPARE(w.session()->game().termination(), Termination::ThreefoldRepetition);
        QVERIFY(message(w, "resultMessage")->text().contains("threefold"));
    }

    void badFenOrPgnFromTheClipboardIsExplained() {
        MainWindow w;
        w.session()->newGame(7);
        QVERIFY(!w.files()->pasteText("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"));
        QMessageBox* box = message(w, "errorMessage");
        QVERIFY(box);
        QVERIFY2(box->text().contains("column"), qPrintable(box->text()));
        QCOMPARE(w.session()->game().startNumber(), 7);
        delete box;

        QVERIFY(!w.files()->pasteText("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"));
        box = message(w, "errorMessage");
        QVERIFY(box);
        QVERIFY2(box->text().contains("line 3"), qPrintable(box->text()));
        QCOMPARE(w.session()->game().startNumber(), 7);
        delete box;

        QVERIFY(w.files()->pasteText(QString::fromStdString(startFen(42))));
        QCOMPARE(w.session()->game().startNumber(), 42);
        QVERIFY(!w.files()->pasteText(QString()));
    }

    void historyIsBrowsedReadOnly() {
        MainWindow w;
        w.resize(1000, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3", "Nc6"});
        auto* list = w.findChild<MoveTreeView*>();
        clickMove(list, w.session()->game().path()[1]); // 1... e5
        QCOMPARE(windowutil::browsedPly(w.session()), std::optional<int>(2));
        QCOMPARE(w.board()->position().fen(), w.session()->game().positionAt(2).fen());
        QVERIFY(!w.session()->acceptsBoardMoves());
        // A move made on the board while browsing does not reach the game.
        const QPoint g1 = w.board()->squareRect(G1).center();
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, g1);
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareRect(F3).center());
        QCOMPARE(w.session()->game().plyCount(), 4);

        action(w, "previousMove")->trigger();
        QCOMPARE(windowutil::browsedPly(w.session()), std::optional<int>(1));
        action(w, "startOfGame")->trigger();
        QCOMPARE(windowutil::browsedPly(w.session()), std::optional<int>(0));
        QCOMPARE(w.board()->position().fen(), w.session()->game().positionAt(0).fen());
        action(w, "nextMove")->trigger();
        QCOMPARE(windowutil::browsedPly(w.session()), std::optional<int>(1));
        action(w, "backToGame")->trigger();
        QVERIFY(!windowutil::browsedPly(w.session()));
        QCOMPARE(w.board()->position().fen(), w.session()->position().fen());
        QVERIFY(w.session()->acceptsBoardMoves());
        playSans(w.session(), {"Bb5"});
        QCOMPARE(w.session()->game().plyCount(), 5);
    }

    // One meaning per key in each state, and the menu shows the key that works (issue 69: in
    // analysis Right moved the board's focus square while the menu said "Next move  Right").
    void theArrowsDoWhatTheMenuSays() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3"});
        QAction* next = action(w, "nextMove");
        QAction* previous = action(w, "previousMove");
        // Playing: the board's arrows move its focus square; history answers Alt+arrows, and
        // the menu says so.
        QCOMPARE(next->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Right));
        QCOMPARE(previous->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Left));
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(windowutil::browsedPly(w.session()), std::optional<int>(2));
        action(w, "backToGame")->trigger();
        // Analysis: the arrows step through the game, on the board too.
        action(w, "analyse")->trigger();
        QVERIFY(w.session()->analysing());
        QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_Right));
        QCOMPARE(previous->shortcut(), QKeySequence(Qt::Key_Left));
        w.board()->setFocus();
        const NodeId end = w.session()->view()->node();
        QTest::keyClick(w.board(), Qt::Key_Left);
        QCOMPARE(w.session()->view()->node(), w.session()->game().parentOf(end));
        QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(w.session()->view()->node(), end);
        // Back to play: the board has its arrows again.
        action(w, "analyse")->trigger();
        QCOMPARE(next->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Right));
    }
};

QTEST_MAIN(TestGamePlay)
#include "tst_game_play.moc"
