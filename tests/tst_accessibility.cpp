// What a screen reader hears: the board's focused square and its piece (with an accessible
// event on every change), moves in words, the last move announced by the window, and an
// accessible name on every control of the window and its dialogs.
#include "startgame.h"
#include "testhome.h"
#include "tst_boardutil.h"
#include "windowutil.h"

#include "board/accessibleevents.h"
#include "board/movewords.h"
#include "chess960/notation.h"

#include "a11y/lastmovelabel.h"
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "mainwindow.h"
#include "practice/practicewindow.h"
#include "shuffler/shufflerdialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QStandardPaths>
#include <QStatusBar>

using namespace boardtest;

namespace {

// Every accessible event the program sends, recorded while a test runs.
std::vector<std::pair<QObject*, QAccessible::Event>> g_events;

QString accessibleName(QWidget* w) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name) : QString();
}

// The controls of a window a screen reader cannot name: every one that Tab reaches or that
// can be pressed must have a name (its text, its label's text or an accessible name).
QStringList unnamedControls(QWidget* window) {
    QStringList out;
    if (accessibleName(window).isEmpty()) out << "the window itself";
    for (QWidget* w : window->findChildren<QWidget*>()) {
        // A view's headers and a spin box's text field are read through the view, the box.
        if (!w->isVisibleTo(window) || qobject_cast<QAbstractItemView*>(w->parentWidget()) ||
            qobject_cast<QAbstractSpinBox*>(w->parentWidget()))
            continue;
        const bool control = (w->focusPolicy() & Qt::TabFocus) ||
                             qobject_cast<QAbstractButton*>(w) ||
                             qobject_cast<QAbstractItemView*>(w);
        if (control && accessibleName(w).isEmpty())
            out << QString("%1 %2").arg(w->metaObject()->className(), w->objectName());
    }
    return out;
}

int nameChanges(QObject* o) {
    return int(
        std::count(g_events.begin(), g_events.end(), std::make_pair(o, QAccessible::NameChanged)));
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_accessibility");
        chess960::ui::watchAccessibleEvents(
            [](QObject* o, QAccessible::Event e) { g_events.emplace_back(o, e); });
    }
    void init() { g_events.clear(); }

    void moveWords_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("words");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("knight") << start << "g1f3"
                                << "Knight f3";
        QTest::newRow("pawn") << start << "e2e4"
                              << "Pawn e4";
        QTest::newRow("capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                                 << "e4d5"
                                 << "Pawn takes d5";
        QTest::newRow("check") << "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1"
                               << "f1f7"
                               << "Queen f7, check";
        QTest::newRow("block") << "4k3/4r3/8/8/8/8/8/4KQ2 w - - 0 1"
                               << "f1e2"
                               << "Queen e2";
        QTest::newRow("capture with check") << "4k3/5r2/8/8/8/8/8/4KQ2 w - - 0 1"
                                            << "f1f7"
                                            << "Queen takes f7, check";
        QTest::newRow("white castles h-side")
            << "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1"
            << "f1g1"
            << "White castles h-side";
        QTest::newRow("black castles a-side") << "r3k3/8/8/8/8/8/8/4K3 b q - 0 1"
                                              << "e8a8"
                                              << "Black castles a-side";
        QTest::newRow("castle with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                           << "e1h1"
                                           << "White castles h-side, check";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                    << "e5d6"
                                    << "Pawn takes d6 en passant";
        QTest::newRow("promotion") << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                   << "e7e8n"
                                   << "Pawn e8, promotes to a knight";
        QTest::newRow("promotion with check") << "3r4/4P3/8/8/7k/8/8/4K3 w - - 0 1"
                                              << "e7d8q"
                                              << "Pawn takes d8, promotes to a queen, check";
        QTest::newRow("checkmate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                   << "a1a8"
                                   << "Rook a8, checkmate";
        QTest::newRow("stalemate") << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
                                   << "f1f7"
                                   << "Queen f7, stalemate";
        QTest::newRow("king") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                              << "e1d2"
                              << "King d2";
        QTest::newRow("bishop takes") << "4k3/8/8/8/8/2n5/8/B3K3 w - - 0 1"
                                      << "a1c3"
                                      << "Bishop takes c3";
    }
    void moveWords() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, words);
        const Position pos = position(qPrintable(fen));
        const auto move = moveFromUci(pos, uci.toStdString());
        QVERIFY2(move.ok(), move.ok() ? "" : move.error().message.c_str());
        QCOMPARE(chess960::ui::moveInWords(pos, *move), words);
    }

    void squaresInWords() {
        QCOMPARE(chess960::ui::squareInWords(E2, WPawn), QString("e2, white pawn"));
        QCOMPARE(chess960::ui::squareInWords(E4, NoPiece), QString("e4, empty"));
        QCOMPARE(chess960::ui::squareInWords(H8, BRook), QString("h8, black rook"));
    }

    void boardNamesTheFocusedSquare() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        QCOMPARE(accessibleName(&b.widget), QString("Chess board"));
        QVERIFY(accessibleName(&b.widget) != QString());
        b.key(Qt::Key_Up);
        QCOMPARE(accessibleName(&b.widget), QString("e1, white king"));
        b.key(Qt::Key_Up);
        QCOMPARE(accessibleName(&b.widget), QString("e2, white pawn"));
        b.key(Qt::Key_Up);
        QCOMPARE(accessibleName(&b.widget), QString("e3, empty"));
        b.key(Qt::Key_Down);
        b.key(Qt::Key_Space);
        QCOMPARE(accessibleName(&b.widget), QString("e2, white pawn, picked up"));
        QVERIFY(nameChanges(&b.widget) >= 4); // one at least for every step
        QVERIFY(b.widget.accessibleDescription().contains("White to move"));
    }

    void boardNamesThePromotionChoice() {
        Board b("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        b.key(Qt::Key_Up);
        for (int i = 0; i < 6; ++i) b.key(Qt::Key_Up);
        b.key(Qt::Key_Space);
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Space);
        QVERIFY(b.widget.promotionOpen());
        QCOMPARE(accessibleName(&b.widget), QString("Promote to: white queen"));
        b.key(Qt::Key_Down);
        QCOMPARE(accessibleName(&b.widget), QString("Promote to: white knight"));
    }

    void boardNameFollowsTheNewPosition() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Up);
        QCOMPARE(accessibleName(&b.widget), QString("e4, empty"));
        g_events.clear();
        b.widget.setPosition(position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
                             Move(E2, E4));
        QCOMPARE(accessibleName(&b.widget), QString("e4, white pawn"));
        QCOMPARE(nameChanges(&b.widget), 1);
    }

    void windowAnnouncesTheLastMove() {
        chess960::ui::removeAutosave();
        chess960::ui::MainWindow w;
        w.session()->newGame(518);
        auto* label = w.findChild<chess960::ui::LastMoveLabel*>();
        QVERIFY(label);
        QCOMPARE(label->text(), QString("No move played yet"));
        g_events.clear();
        for (const char* uci : {"f2f3", "e7e5", "g2g4"})
            QVERIFY(w.session()->play(*moveFromUci(w.session()->position(), uci)));
        QCOMPARE(label->text(), QString("Last move: Pawn g4"));
        QCOMPARE(nameChanges(label), 3);
        QVERIFY(w.session()->play(Move(D8, H4)));
        QCOMPARE(label->text(), QString("Last move: Queen h4, checkmate"));
        QCOMPARE(accessibleName(label), label->text());
        // In analysis it names the move that led to the position on view.
        w.session()->setAnalysis(true);
        w.session()->browse(2);
        QCOMPARE(label->text(), QString("Last move: Pawn e5"));
        QVERIFY(w.session()->play(Move(D2, D4)));
        QCOMPARE(label->text(), QString("Last move: Pawn d4"));
        w.session()->browse(0);
        QCOMPARE(label->text(), QString("No move played yet"));
        w.session()->setAnalysis(false);
        QCOMPARE(label->text(), QString("Last move: Queen h4, checkmate"));
    }

    // The status bar's messages (why a castle is impossible, an announced castle, a draw
    // claim, files) are spoken: the bar is named after the message, with an event each time.
    void windowAnnouncesStatusMessages() {
        chess960::ui::removeAutosave();
        chess960::ui::MainWindow w;
        w.board()->setAnimationDuration(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        QStatusBar* bar = w.statusBar();
        g_events.clear();
        w.castleAction()->trigger(); // no castle is legal yet: the board says why
        QVERIFY(!bar->currentMessage().isEmpty());
        QCOMPARE(accessibleName(bar), bar->currentMessage());
        QCOMPARE(nameChanges(bar), 1);

        chess960::ui::GameSetup castles;
        castles.opponent = chess960::ui::GameSetup::Opponent::Human;
        castles.start = chess960::ui::GameSetup::Start::Fen;
        castles.fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QVERIFY(testutil::startGame(w.session(), castles));
        g_events.clear();
        w.castleAction()->trigger();
        QCOMPARE(bar->currentMessage(), QString("White announces castling"));
        QCOMPARE(accessibleName(bar), QString("White announces castling"));
        QCOMPARE(nameChanges(bar), 1);

        windowutil::action(w, "claimDrawWithMove")->trigger();
        QVERIFY(bar->currentMessage().startsWith("Draw claim"));
        QCOMPARE(accessibleName(bar), bar->currentMessage());
        QCOMPARE(nameChanges(bar), 2);

        bar->clearMessage(); // silence is not news
        QCOMPARE(nameChanges(bar), 2);
        QVERIFY(accessibleName(bar).isEmpty());
    }

    void windowControlsHaveNames() {
        chess960::ui::removeAutosave();
        chess960::ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(unnamedControls(&w), QStringList());
        for (QWidget* part :
             {static_cast<QWidget*>(w.clocks()), static_cast<QWidget*>(w.enginePanel())})
            QVERIFY(!accessibleName(part).isEmpty());
    }

    void dialogControlsHaveNames() {
        chess960::ui::NewGameDialog newGame(chess960::ui::GameSetup{});
        chess960::ui::GameSetup twoPlayers;
        twoPlayers.opponent = chess960::ui::GameSetup::Opponent::Human;
        chess960::ui::NewGameDialog names(twoPlayers);
        QCOMPARE(unnamedControls(&names), QStringList());
        chess960::ui::ShufflerDialog shuffler(3);
        chess960::ui::PracticeWindow practice;
        QCOMPARE(unnamedControls(&newGame), QStringList());
        QCOMPARE(unnamedControls(&shuffler), QStringList());
        QCOMPARE(unnamedControls(&practice), QStringList());
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
