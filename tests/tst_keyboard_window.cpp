// The game from the keyboard (GameTable with KeyboardAccess): moves typed in SAN or UCI (castles in
// every spelling), what cannot be played explained next to the box, the castling shortcuts, and the
// window's shortcuts leaving the box and the board the keys they use.
#include "startgame.h"
#include "testhome.h"
#include "tst_boardutil.h"

#include "a11y/moveentry.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "movelist/movetreeview.h"
#include "windowutil.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QStatusBar>

using namespace boardtest;
using chess960::ui::GameSetup;

namespace {

const char* kCastles = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

void startFen(GameTable& w, const char* fen) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Human;
    s.start = GameSetup::Start::Fen;
    s.fen = fen;
    QVERIFY(testutil::startGame(w.session(), s));
}

QString lastSan(GameTable& w) {
    const auto& moves = w.session()->game().moves();
    return moves.empty() ? QString() : QString::fromStdString(moves.back().san);
}

} // namespace

class TestKeyboardWindow : public QObject {
    Q_OBJECT

    std::unique_ptr<GameTable> w;

    QLineEdit* edit() { return w->moveEntry()->edit(); }
    QLabel* messageLabel() { return w->moveEntry()->findChild<QLabel*>("moveEntryMessage"); }
    /// Types into the box (which has the focus, as after a click on it) and presses Enter.
    void type(const QString& text) {
        edit()->setFocus();
        QTest::keyClicks(edit(), text);
        QTest::keyClick(edit(), Qt::Key_Return);
    }

private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_keyboard_window");
    }
    void init() {
        chess960::ui::removeAutosave();
        w = std::make_unique<GameTable>();
        w->keys(); // Board > Castle, the move box, Type a move
        w->play(); // the Game menu's shortcuts
        w->board()->setAnimationDuration(0);
        w->board()->setConfirmMoves(false);
        w->show();
        w->window().activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w->window()));
        w->session()->newGame(518);
    }
    void cleanup() { w.reset(); }

    void typedSanIsPlayed() {
        type("Nf3");
        QCOMPARE(lastSan(*w), QString("Nf3"));
        QVERIFY(edit()->text().isEmpty());
        QVERIFY(w->moveEntry()->message().isEmpty());
        type("d5");
        type("exd5"); // not legal: nothing to take
        QCOMPARE(w->session()->game().plyCount(), 2);
        // The box keeps "exd5" selected: typing the next try replaces it.
        QCOMPARE(edit()->selectedText(), QString("exd5"));
        type("e4");
        QCOMPARE(lastSan(*w), QString("e4"));
        type("dxe4");
        QCOMPARE(lastSan(*w), QString("dxe4"));
    }

    void typedInTheLanguagesLettersOrFigurines() {
        QCOMPARE(chess960::ui::applyLanguage("de"), QString("de"));
        QVERIFY(edit()->placeholderText().startsWith("Sf3"));
        type("Sf3");
        QCOMPARE(lastSan(*w), QString("Nf3"));
        auto* tree = w->findChild<chess960::ui::MoveTreeView*>();
        QVERIFY2(tree->plainText().contains("1. Sf3"), qPrintable(tree->plainText()));
        type("Sc6"); // S is the knight in German
        QCOMPARE(lastSan(*w), QString("Nc6"));
        type("Nc3"); // English letters the language does not use still read
        QCOMPARE(lastSan(*w), QString("Nc3"));
        type("Lb4"); // not legal for Black: explained, not played
        QCOMPARE(w->session()->game().plyCount(), 3);
        // Answered in the letters typed (issue 75: "'Bb4' is not ...").
        QVERIFY2(w->moveEntry()->message().contains("'Lb4'"),
                 qPrintable(w->moveEntry()->message()));
        QVERIFY(!w->moveEntry()->message().contains("'Bb4'"));
        // The start position's back rank in the language's letters too.
        bool rankShown = false;
        for (QLabel* l : w->window().findChildren<QLabel*>())
            rankShown = rankShown || l->text().endsWith(QStringLiteral("\nTSLDKLST"));
        QVERIFY(rankShown);
        chess960::ui::applyPieceNotation(chess960::ui::PieceNotation::Figurine);
        QVERIFY2(tree->plainText().contains(QStringLiteral("1. ♞f3 ♞c6 2. ♞c3")),
                 qPrintable(tree->plainText()));
        // A figurine is pasted, not typed.
        edit()->setFocus();
        edit()->setText(QStringLiteral("♘f6"));
        QTest::keyClick(edit(), Qt::Key_Return);
        QCOMPARE(lastSan(*w), QString("Nf6"));
        chess960::ui::applyPieceNotation(chess960::ui::PieceNotation::Language);
        chess960::ui::applyLanguage("en");
        QVERIFY(tree->plainText().contains("1. Nf3 Nc6 2. Nc3 Nf6"));
    }

    void zeroZeroCastles() {
        w->session()->newGame(3); // BQNNRKRB: Kf1 Rg1 castle h-side at once
        type("0-0");
        QCOMPARE(lastSan(*w), QString("O-O"));
        type("O-O");
        QCOMPARE(w->session()->game().plyCount(), 2);
        QCOMPARE(w->board()->position().pieceOn(G8), BKing);
    }

    void uciCastlesInBothSpellings_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("san");
        QTest::newRow("king to g1") << "e1g1"
                                    << "O-O";
        QTest::newRow("king takes h1") << "e1h1"
                                       << "O-O";
        QTest::newRow("king to c1") << "e1c1"
                                    << "O-O-O";
        QTest::newRow("king takes a1") << "e1a1"
                                       << "O-O-O";
    }
    void uciCastlesInBothSpellings() {
        QFETCH(QString, typed);
        QFETCH(QString, san);
        startFen(*w, kCastles);
        type(typed);
        QCOMPARE(lastSan(*w), san);
    }

    void uciMoveIsPlayed() {
        type("g1f3");
        QCOMPARE(lastSan(*w), QString("Nf3"));
        type("e7e5");
        QCOMPARE(lastSan(*w), QString("e5"));
    }

    void illegalEntryIsExplainedAndStays() {
        type("Ke2");
        QCOMPARE(w->session()->game().plyCount(), 0);
        QCOMPARE(edit()->text(), QString("Ke2"));
        QVERIFY(w->moveEntry()->message().startsWith("Not played: 'Ke2' is not legal"));
        QVERIFY(messageLabel()->styleSheet().contains("color")); // an error stands out
        QTest::keyClick(edit(), Qt::Key_End);       // an arrow key keeps the text for correction
        QTest::keyClick(edit(), Qt::Key_Backspace); // correcting clears the old message
        QCOMPARE(edit()->text(), QString("Ke"));
        QVERIFY(w->moveEntry()->message().isEmpty());
    }

    void malformedEntryIsExplainedAndStays() {
        type("xyz");
        QCOMPARE(w->session()->game().plyCount(), 0);
        QCOMPARE(edit()->text(), QString("xyz"));
        QVERIFY2(w->moveEntry()->message().startsWith("Not played: 'xyz' does not end in a"),
                 qPrintable(w->moveEntry()->message()));
        edit()->clear();
        type("e2e9");
        QVERIFY(w->moveEntry()->message().startsWith("Not played: 'e2e9'"));
    }

    void typedMoveWaitsForConfirmation() {
        w->board()->setConfirmMoves(true);
        type("e4");
        QVERIFY(w->board()->hasPendingMove());
        QCOMPARE(w->moveEntry()->message(), QString("Enter plays the move, Esc takes it back."));
        QVERIFY(messageLabel()->styleSheet().isEmpty()); // a hint, not an error
        QCOMPARE(w->session()->game().plyCount(), 0);
        QTest::keyClick(edit(), Qt::Key_Return);
        QCOMPARE(lastSan(*w), QString("e4"));
        type("e5");
        QTest::keyClick(edit(), Qt::Key_Escape); // takes the waiting move back
        QVERIFY(!w->board()->hasPendingMove());
        QCOMPARE(w->session()->game().plyCount(), 1);
    }

    void noTypedMoveWhileBrowsing() {
        type("e4");
        type("e5");
        w->session()->browse(1);
        type("Nf3");
        QCOMPARE(w->session()->game().plyCount(), 2);
        QVERIFY(w->moveEntry()->message().contains("earlier position"));
        w->session()->browseEnd();
        QTest::keyClick(edit(), Qt::Key_Return);
        QCOMPARE(lastSan(*w), QString("Nf3"));
    }

    // Analysis takes typed moves at the node on view, a finished game's included: they go
    // into the tree as variations, the game's result and its end stay as they were.
    void typedMovesInAnalysisGoWhereTheViewIs() {
        for (const char* san : {"f3", "e5", "g4", "Qh4#"}) type(QString::fromLatin1(san));
        QVERIFY(w->session()->game().isOver());
        const chess960::NodeId end = w->session()->game().cursor();
        w->session()->setAnalysis(true);
        w->session()->browse(2); // after 1... e5
        type("d4");
        QVERIFY2(w->moveEntry()->message().isEmpty(), qPrintable(w->moveEntry()->message()));
        QCOMPARE(w->session()->view()->ply(), 3);
        QCOMPARE(w->session()->game().nodeMove(w->session()->view()->node()).san,
                 std::string("d4"));
        QCOMPARE(w->session()->game().cursor(), end); // where the game stands stays
        QCOMPARE(w->session()->game().mainLine().size(), size_t(4));
        QCOMPARE(w->board()->position().key(), w->session()->view()->position().key());
    }

    void noTypedMoveOnTheComputersTurn() {
        GameSetup s;
        s.opponent = GameSetup::Opponent::Computer;
        s.colour = GameSetup::PlayerColour::Black; // the computer opens
        s.start = GameSetup::Start::Classical;
        QVERIFY(testutil::startGame(w->session(), s));
        QVERIFY(w->session()->isMachineTurn());
        type("e4");
        QCOMPARE(w->moveEntry()->message(), QString("It is the computer's turn."));
        QCOMPARE(edit()->text(), QString("e4"));
    }

    void gameShortcuts_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QKeySequence>("key");
        QTest::newRow("new game") << "newGame" << QKeySequence(QKeySequence::New);
        QTest::newRow("take back") << "takeBack" << QKeySequence(QKeySequence::Undo);
        QTest::newRow("hint") << "hint" << QKeySequence(Qt::Key_H);
        QTest::newRow("flip") << "flipBoard" << QKeySequence(Qt::Key_F);
        QTest::newRow("castle h-side") << "castleHSide" << QKeySequence(Qt::CTRL | Qt::Key_Right);
        QTest::newRow("castle a-side") << "castleASide" << QKeySequence(Qt::CTRL | Qt::Key_Left);
        QTest::newRow("type a move") << "typeMove" << QKeySequence(Qt::CTRL | Qt::Key_L);
    }
    void gameShortcuts() {
        QFETCH(QString, name);
        QFETCH(QKeySequence, key);
        QVERIFY(windowutil::action(*w, name)->shortcuts().contains(key));
    }

    void boardLeavesLettersToTheWindow() {
        w->board()->setFocus();
        const bool flipped = w->board()->isFlipped();
        QTest::keyClick(w->board(), Qt::Key_F);
        QCOMPARE(w->board()->isFlipped(), !flipped);
    }

    void castlingShortcuts() {
        w->session()->newGame(3);
        w->board()->setFocus();
        QTest::keyClick(w->board(), Qt::Key_Left, Qt::ControlModifier); // a-side is blocked
        QCOMPARE(w->session()->game().plyCount(), 0);
        QVERIFY(w->statusBar()->currentMessage().contains("O-O-O is not possible"));
        QTest::keyClick(w->board(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(lastSan(*w), QString("O-O"));
        QVERIFY(!windowutil::action(*w, "castleHSide")->shortcut().isEmpty());
    }

    // A castle refused for a lost right names the piece that moved and the move (issue 75:
    // "the king or that rook has moved").
    void aLostRightNamesThePieceThatMoved() {
        w->session()->newGame(518);
        windowutil::playSans(w->session(),
                             {"Nf3", "Nf6", "g3", "g6", "Bg2", "Bg7", "Rg1", "Nc6", "Rh1", "Nb8"});
        w->board()->setFocus();
        QTest::keyClick(w->board(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(w->session()->game().plyCount(), 10);
        const QString said = w->statusBar()->currentMessage();
        QVERIFY2(said.contains("the h-side rook has moved (4. Rg1)"), qPrintable(said));
        QVERIFY(!said.contains("the king or that rook"));
        // The king's move is named as the king's.
        windowutil::playSans(w->session(), {"Kf1", "e6"});
        QTest::keyClick(w->board(), Qt::Key_Left, Qt::ControlModifier);
        QVERIFY2(w->statusBar()->currentMessage().contains("the king has moved (6. Kf1)"),
                 qPrintable(w->statusBar()->currentMessage()));
    }

    // What the board said about a castle goes with it when it is taken back (issue 75: the
    // status still said "White castles O-O: king ... to ..." after the take-back).
    void aCastleTakenBackIsNoLongerAnnounced() {
        w->session()->newGame(3); // BQNNRKRB: the king on f1 onto the rook on g1 castles
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(&w->window()));
        chess960::ui::BoardWidget* b = w->board();
        const auto drag = [b](Square from, Square to) {
            const QPoint a = b->squareRect(from).center();
            const QPoint z = b->squareRect(to).center();
            QTest::mousePress(b, Qt::LeftButton, {}, a);
            QTest::mouseMove(b, (a + z) / 2);
            QTest::mouseMove(b, z);
            QTest::mouseRelease(b, Qt::LeftButton, {}, z);
        };
        drag(F1, G1);
        QCOMPARE(lastSan(*w), QString("O-O"));
        const QString said = w->statusBar()->currentMessage();
        QVERIFY2(said.contains("castles"), qPrintable(said));
        w->session()->undo();
        QCOMPARE(w->session()->game().plyCount(), 0);
        QVERIFY2(w->statusBar()->currentMessage().isEmpty(),
                 qPrintable(w->statusBar()->currentMessage()));
        // The same castle again is said again.
        drag(F1, G1);
        QCOMPARE(lastSan(*w), QString("O-O"));
        QCOMPARE(w->statusBar()->currentMessage(), said);
    }

    void boxKeepsLettersArrowsEnterAndEscape() {
        w->session()->newGame(3); // O-O can be announced at once
        const bool flipped = w->board()->isFlipped();
        w->board()->announceCastling();
        QVERIFY(w->board()->input().announced()); // Esc in the box must not withdraw this
        edit()->setFocus();
        QTest::keyClicks(edit(), "hfc");
        QCOMPARE(edit()->text(), QString("hfc"));
        QCOMPARE(w->board()->isFlipped(), flipped);
        for (Qt::Key k : {Qt::Key_Left, Qt::Key_Home, Qt::Key_End, Qt::Key_Right})
            QTest::keyClick(edit(), k);
        QVERIFY(!windowutil::browsedPly(w->session()));
        QTest::keyClick(edit(), Qt::Key_Return); // the box's Enter, not Confirm move
        QVERIFY2(w->moveEntry()->message().startsWith("Not played: 'hfc'"),
                 qPrintable(w->moveEntry()->message()));
        QVERIFY(edit()->hasFocus());             // it still holds the text to correct
        QTest::keyClick(edit(), Qt::Key_Escape); // the box's Esc, not Withdraw
        QVERIFY(w->board()->input().announced());
    }

    // The box keeps the keys only while it holds text: a played move, or Esc, empties it and
    // gives the board the focus, so the window's letters (H, C, F) work again.
    void playedMoveGivesTheBoardTheFocus() {
        type("Nf3");
        QCOMPARE(lastSan(*w), QString("Nf3"));
        QVERIFY(w->board()->hasFocus());
        const bool flipped = w->board()->isFlipped();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F);
        QCOMPARE(w->board()->isFlipped(), !flipped);
        QVERIFY(edit()->text().isEmpty());
    }

    void escEmptiesTheBoxAndGivesTheBoardTheFocus() {
        type("Ke2"); // refused: the box keeps the text and the focus
        QVERIFY(edit()->hasFocus());
        QVERIFY(!w->moveEntry()->message().isEmpty());
        QTest::keyClick(edit(), Qt::Key_Escape);
        QVERIFY(edit()->text().isEmpty());
        QVERIFY(w->moveEntry()->message().isEmpty());
        QVERIFY(w->board()->hasFocus());
        edit()->setFocus();
        QTest::keyClicks(edit(), "Nf");
        QTest::keyClick(edit(), Qt::Key_Escape);
        QVERIFY(edit()->text().isEmpty());
        QVERIFY(w->board()->hasFocus());
    }

    void typedMoveAwaitingConfirmationLeavesEnterToTheBoard() {
        w->board()->setConfirmMoves(true);
        type("e4");
        QVERIFY(w->board()->hasPendingMove());
        QVERIFY(w->board()->hasFocus());
        QTest::keyClick(w->board(), Qt::Key_Return);
        QCOMPARE(lastSan(*w), QString("e4"));
        QVERIFY(w->moveEntry()->message().isEmpty()); // no stale "Enter plays the move"
    }

    // Ctrl+V in the empty box: a FEN or PGN is the window's Paste; a move goes into the box.
    void pasteInTheEmptyBoxPastesTheGame() {
        const QString fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        QApplication::clipboard()->setText(fen);
        edit()->setFocus();
        QTest::keyClick(edit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(QString::fromStdString(w->session()->position().fen()), fen);
        QVERIFY(edit()->text().isEmpty());
        QVERIFY(w->board()->hasFocus());

        QApplication::clipboard()->setText("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + fen +
                                           "\"]\n\n1. O-O *\n");
        edit()->setFocus();
        QTest::keyClick(edit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(lastSan(*w), QString("O-O"));
        QVERIFY(edit()->text().isEmpty());
    }

    void pasteOfAMoveGoesIntoTheBox() {
        QApplication::clipboard()->setText("Nf3");
        edit()->setFocus();
        QTest::keyClick(edit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(edit()->text(), QString("Nf3"));
        QCOMPARE(w->session()->game().plyCount(), 0);
        QTest::keyClick(edit(), Qt::Key_Return);
        QCOMPARE(lastSan(*w), QString("Nf3"));
    }

    // The box's error is about the position it was typed in: a new one takes it away.
    void errorGoesWithANewPosition_data() {
        QTest::addColumn<QString>("change");
        QTest::newRow("new game") << "new game";
        QTest::newRow("paste") << "paste";
        QTest::newRow("board move") << "board move";
        QTest::newRow("take back") << "take back";
    }
    void errorGoesWithANewPosition() {
        QFETCH(QString, change);
        if (change == "take back") type("e4");
        type("Ke2"); // illegal for either side here
        QVERIFY(w->moveEntry()->message().startsWith("Not played"));
        if (change == "new game") {
            w->session()->newGame(3);
        } else if (change == "paste") {
            QVERIFY(w->files()->pasteText("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"));
        } else if (change == "board move") {
            QVERIFY(w->board()->offerMove(Move(E2, E4)));
            QCOMPARE(lastSan(*w), QString("e4"));
        } else {
            w->session()->undo();
        }
        QVERIFY2(w->moveEntry()->message().isEmpty(), qPrintable(w->moveEntry()->message()));
        QVERIFY(messageLabel()->isHidden());
    }

    void boardKeepsArrowsEnterAndEscape() {
        type("e4");
        type("e5");
        w->board()->setFocus();
        QTest::keyClick(w->board(), Qt::Key_Left); // shows the focus square
        QTest::keyClick(w->board(), Qt::Key_Left);
        QTest::keyClick(w->board(), Qt::Key_Right);
        QVERIFY(!windowutil::browsedPly(w->session()));
        QVERIFY(w->board()->focusSquareShown());
        QCOMPARE(w->board()->focusSquare(), E1);
        QTest::keyClick(w->board(), Qt::Key_Return); // picks up the king
        QCOMPARE(w->board()->input().selected(), E1);
        QTest::keyClick(w->board(), Qt::Key_Escape);
        QCOMPARE(w->board()->input().selected(), NoSquare);
        // History browsing still has its keys: Home, and Alt with the arrows.
        QTest::keyClick(w->board(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(windowutil::browsedPly(w->session()), std::optional<int>(1));
        QTest::keyClick(w->board(), Qt::Key_Left); // the board takes no moves now: history
        QCOMPARE(windowutil::browsedPly(w->session()), std::optional<int>(0));
        QTest::keyClick(w->board(), Qt::Key_End);
        QVERIFY(!windowutil::browsedPly(w->session()));
    }

    // Keys only: Tab reaches the move list, and there Up and Down choose among the variations
    // of a move, Home goes to the start.
    void tabReachesTheMoveList() {
        windowutil::playSans(w->session(), {"e4", "e5"});
        w->session()->setAnalysis(true);
        w->session()->browseNode(w->session()->game().mainLine()[0]);
        QVERIFY(w->session()->play(*chess960::moveFromSan(w->session()->view()->position(), "c5")));
        const chess960::NodeId c5 = w->session()->view()->node();
        auto* list = w->findChild<chess960::ui::MoveTreeView*>();
        w->board()->setFocus();
        for (int i = 0; i < 12 && QApplication::focusWidget() != list; ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(list));
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(w->session()->view()->node(), w->session()->game().mainLine()[1]);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(w->session()->view()->node(), c5);
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(w->session()->view()->node(), chess960::Game::root());
        // Tab leaves it again: it does not walk the moves as links.
        QTest::keyClick(list, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() != list);
    }

    void typeMoveShortcutFocusesTheBox() {
        w->board()->setFocus();
        QTest::keyClick(w->board(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(edit()->hasFocus());
    }
};

QTEST_MAIN(TestKeyboardWindow)
#include "tst_keyboard_window.moc"
