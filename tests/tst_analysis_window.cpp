// Analysis in the game (GameTable with AnalysisFeature, GameSession, MoveTreeView,
// AnalysisPanel, AnalysisEngine, EvalBar, BoardWidget): a finished game offers analysis, the board
// then takes moves for both sides and makes variations shown in the move list, the engine's lines
// arrive with the bar and the arrows, a line's move plays in, drawings stay with their node,
// switching off stops the engine, and Continue from here starts a new game from the node.
#include "a11y/moveentry.h"
#include "analysis/analysisengine.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "movelist/movetreeview.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

void clickSquares(BoardWidget* board, Square from, Square to) {
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(from).center());
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(to).center());
}

AnalysisPanel* panel(GameTable& w) {
    return w.findChild<AnalysisPanel*>();
}

// The table with analysis, browsing (the Game menu's Home, Alt+Right) and the move box, shown.
bool showForAnalysis(GameTable& w) {
    w.analysis();
    w.play();
    w.keys();
    w.show();
    return QTest::qWaitForWindowExposed(&w.window());
}

} // namespace

class TestAnalysisWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_analysis_window"); }
    void init() { removeAutosave(); }

    // Keys only: A starts analysis, Home goes to the start, Alt+Right steps forward from the
    // board (plain arrows move its focus square while it takes moves) and Right from the move
    // list.
    void analysisStepsForwardByKeys() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3"});
        const std::vector<NodeId> line = w.session()->game().mainLine();
        QWidget* board = w.board();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_A);
        QVERIFY(w.session()->analysing());
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(w.session()->view()->node(), Game::root());
        QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(w.session()->view()->node(), line[0]);
        QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(w.session()->view()->node(), line[1]);
        auto* list = w.findChild<MoveTreeView*>();
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(w.session()->view()->node(), line[2]);
        QTest::keyClick(list, Qt::Key_Left);
        QCOMPARE(w.session()->view()->node(), line[1]);
    }

    // After "Back to the game" the keys are the board's: A starts analysis, it is not typed
    // into the move box.
    void backToTheGameGivesTheKeysToTheBoard() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        QApplication::setActiveWindow(&w.window());
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5"});
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key_Home);
        QVERIFY(windowutil::browsedPly(w.session()).has_value());
        auto* back = w.findChild<QPushButton*>(QStringLiteral("historyBack"));
        QVERIFY(back && back->isVisible());
        back->setFocus();
        QTest::mouseClick(back, Qt::LeftButton);
        QVERIFY(!windowutil::browsedPly(w.session()).has_value());
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_A);
        QVERIFY(w.session()->analysing());
        QVERIFY(w.moveEntry()->edit()->text().isEmpty());
    }

    // The engine switched off keeps its last lines only while their position is on view.
    void linesOfAnotherPositionGoWhenTheEngineIsOff() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5"});
        w.session()->setAnalysis(true);
        panel(w)->toggle()->setChecked(true);
        auto* engine = w.findChild<AnalysisEngine*>();
        QTRY_VERIFY_WITH_TIMEOUT(!engine->lines().empty(), 10000);
        panel(w)->toggle()->setChecked(false);
        QVERIFY(!engine->lines().empty()); // still the position on view
        w.session()->browseBy(-1);
        QVERIFY(engine->lines().empty());
    }

    void aConfiguredEngineAnalysesAndOneThatFailsHandsOver() {
        const EngineConfig stored = addFakeEngine(QStringLiteral("Fake analyst"));
        qputenv("FAKEENGINE_MODE", "good");
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(518);
        playSans(w.session(), {"e4"});
        action(w, "analyse")->trigger();
        QComboBox* choice = panel(w)->engineChoice();
        const int index = choice->findData(stored.name);
        QVERIFY(index > 0);
        choice->setCurrentIndex(index);
        emit choice->activated(index);
        auto* engine = w.findChild<AnalysisEngine*>();
        QCOMPARE(engine->externalName(), stored.name);
        // The fake engine says "score cp 5" for Black, the side to move.
        QTRY_VERIFY_WITH_TIMEOUT(!engine->lines().empty() && engine->lines()[0].whiteScore == -5,
                                 10000);

        // The next start fails: the built-in engine takes over and the window says why.
        qputenv("FAKEENGINE_MODE", "crash-at-move-1");
        engine->useExternal(stored.name, stored.path, {});
        playSans(w.session(), {"e5"});
        QTRY_VERIFY_WITH_TIMEOUT(engine->externalName().isEmpty(), 10000);
        QCOMPARE(choice->currentIndex(), 0);
        QVERIFY2(w.statusBar()->currentMessage().contains(stored.name),
                 qPrintable(w.statusBar()->currentMessage()));
        QTRY_VERIFY_WITH_TIMEOUT(!engine->lines().empty(), 10000);
        EngineStore::remove(stored.id);
    }

    void finishedGameIsAnalysedWithTheEngine() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(518);
        playSans(w.session(), {"f3", "e5", "g4", "Qh4#"});
        auto* result = w.findChild<QMessageBox*>(QStringLiteral("resultMessage"));
        QVERIFY(result);
        auto* analyse = result->findChild<QPushButton*>(QStringLiteral("analyseGame"));
        QVERIFY(analyse);
        analyse->click();
        QVERIFY(w.session()->analysing());
        QVERIFY(action(w, "analyse")->isChecked());
        QVERIFY(panel(w)->isVisible());

        // Back to 2. g4 in the move list, and Black tries another move on the board.
        auto* list = w.findChild<MoveTreeView*>();
        const NodeId g4 = w.session()->game().path()[2];
        clickMove(list, g4);
        QCOMPARE(w.session()->view()->node(), g4);
        QCOMPARE(w.board()->position().key(), w.session()->game().positionAt(g4).key());
        QVERIFY(w.board()->interactive()); // a finished game's earlier position takes moves
        clickSquares(w.board(), D7, D6);
        QCOMPARE(int(w.session()->game().children(g4).size()), 2);
        QVERIFY2(list->plainText().contains(QStringLiteral("2... d6")),
                 qPrintable(list->plainText()));
        QCOMPARE(w.session()->game().result(), GameResult::BlackWins);

        // The engine analyses the node on view: lines, the bar and the arrows.
        auto* bar = w.findChild<EvalBar*>();
        QTRY_VERIFY_WITH_TIMEOUT(!panel(w)->lineText(0).isEmpty(), 20000);
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->text().isEmpty());
        QVERIFY(!w.board()->engineArrows().empty());
        // A click on the first line's second move plays two moves in (once the line has
        // two: "score [number] move [number] move").
        QTRY_VERIFY_WITH_TIMEOUT(
            panel(w)->lineText(0).split(QLatin1Char(' '), Qt::SkipEmptyParts).size() >= 4, 20000);
        const NodeId before = w.session()->view()->node();
        emit panel(w)->lineMoveClicked(0, 2);
        QCOMPARE(w.session()->game().plyOf(w.session()->view()->node()),
                 w.session()->game().plyOf(before) + 2);

        // Switched off: the engine stops, the bar and the arrows go, the game shows its end.
        action(w, "analyse")->trigger();
        QVERIFY(!w.session()->analysing());
        QVERIFY(!w.findChild<AnalysisEngine*>()->isRunning());
        QVERIFY(!bar->isVisible());
        QVERIFY(w.board()->engineArrows().empty());
        QCOMPARE(QString::fromStdString(w.session()->game().moves().back().san),
                 QStringLiteral("Qh4#"));
    }

    void drawingsStayWithTheirNode() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3"});
        action(w, "analyse")->trigger();
        panel(w)->toggle()->setChecked(false); // no engine needed here
        const NodeId e5 = w.session()->game().path()[1];
        w.session()->browseNode(e5);
        // A right-drag from f1 to c4 draws an arrow on the position after 1... e5.
        QTest::mousePress(w.board(), Qt::RightButton, {}, w.board()->squareRect(F1).center());
        QTest::mouseMove(w.board(), w.board()->squareRect(C4).center());
        QTest::mouseRelease(w.board(), Qt::RightButton, {}, w.board()->squareRect(C4).center());
        QCOMPARE(int(w.session()->game().nodeMove(e5).markings.size()), 1);
        QCOMPARE(w.session()->game().nodeMove(e5).markings.front(), (Marking{'G', F1, C4}));
        w.session()->browseNode(w.session()->game().mainLine().back());
        QVERIFY(w.board()->markings().empty());
        w.session()->browseNode(e5);
        QCOMPARE(int(w.board()->markings().size()), 1);
    }

    void continueFromHereStartsANewGame() {
        GameTable w;
        QVERIFY(showForAnalysis(w));
        w.session()->newGame(123);
        playSans(w.session(), {"e4", "e5"});
        action(w, "analyse")->trigger();
        panel(w)->toggle()->setChecked(false);
        w.session()->browseNode(Game::root());
        w.document()->setModified(false); // no replace question in the way
        action(w, "continueFromHere")->trigger();
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("continueFromHere"));
        QVERIFY(box);
        box->findChild<QPushButton*>(QStringLiteral("twoPlayers"))->click();
        QTRY_VERIFY(!w.session()->analysing());
        QCOMPARE(w.session()->game().plyCount(), 0);
        QCOMPARE(w.session()->game().startNumber(), 123); // a start position keeps its number
        QCOMPARE(w.session()->players().people(), 2);
        QVERIFY(w.session()->acceptsBoardMoves());
    }
};

QTEST_MAIN(TestAnalysisWindow)
#include "tst_analysis_window.moc"
