// The main window as a player uses it: a hot-seat game from a numbered start position, moves
// made on the board reaching the game and the move list, the Castle action, take-back, flip
// and the confirmation setting.
#include "startgame.h"
#include "testhome.h"
#include "tst_boardutil.h"
#include "windowutil.h"

#include "board/boardwidget.h"
#include "engines/engineconfig.h"
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/newgamedialog.h"
#include "guide/guideview.h"
#include "help/helpmenu.h"
#include "library/gamelibrary.h"
#include "mainwindow.h"
#include "movelist/movetreeview.h"
#include "settings.h"

#include "chess960/guide.h"
#include "chess960/startpos.h"
#include "practice/practicewindow.h"
#include "shuffler/shufflerdialog.h"

#include <algorithm>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>

using namespace boardtest;
using chess960::ui::MainWindow;

namespace {

// Two players on this board from start position number.
chess960::ui::GameSetup twoPlayersFrom(int number) {
    chess960::ui::GameSetup setup;
    setup.opponent = chess960::ui::GameSetup::Opponent::Human;
    setup.start = chess960::ui::GameSetup::Start::Number;
    setup.number = number;
    return setup;
}
// Stands in for a language: every text of the main window comes out marked, so a name that
// does not go through tr() shows up unmarked.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        // The window's own words and the players' names it shows.
        if (QLatin1String(context) != QLatin1String("chess960::ui::MainWindow") &&
            QLatin1String(context) != QLatin1String("chess960::ui::PlayerNames"))
            return {};
        return QStringLiteral("<%1>").arg(QString::fromUtf8(source));
    }
};
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

    static QPoint at(MainWindow& w, Square s) { return w.board()->squareRect(s).center(); }
    static void drag(MainWindow& w, Square from, Square to) {
        chess960::ui::BoardWidget* b = w.board();
        QTest::mousePress(b, Qt::LeftButton, {}, at(w, from));
        QTest::mouseMove(b, (at(w, from) + at(w, to)) / 2);
        QTest::mouseMove(b, at(w, to));
        QTest::mouseRelease(b, Qt::LeftButton, {}, at(w, to));
    }

private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_mainwindow");
    }

    // The window merges the features' actions into its menus and tool bar, in this order (a
    // separator is "|", a submenu its object name): what the player finds where.
    void menusHoldEveryFeaturesActions() {
        MainWindow w;
        const auto names = [](const QList<QAction*>& actions) {
            QStringList out;
            for (QAction* a : actions)
                out << (a->isSeparator() ? QStringLiteral("|")
                        : a->menu()      ? QStringLiteral("menu:") + a->menu()->title().remove('&')
                                         : a->objectName());
            return out;
        };
        const QList<QAction*> bar = w.menuBar()->actions();
        QCOMPARE(bar.size(), 5);
        QVERIFY(qobject_cast<chess960::ui::HelpMenu*>(bar[4]->menu()));
        QCOMPARE(names(bar[0]->menu()->actions()).join(' '),
                 QString("fileOpen fileSave fileSaveAs menu:Open recent databasePanel | copyFen "
                         "copyPgn paste "
                         "copyBoardImage saveBoardImage printStartCard | quit"));
        QCOMPARE(names(bar[1]->menu()->actions()).join(' '),
                 QString("newGame newRandomGame newClassicalGame shuffler setUpPosition "
                         "castlingPractice myGames editTags | playOn takeBack replay hint "
                         "menu:Opponent | analyse "
                         "continueFromHere menu:Review game learnFromMistakes | offerDraw "
                         "claimDraw claimDrawWithMove resign | previousMove nextMove startOfGame "
                         "backToGame"));
        QCOMPARE(names(bar[2]->menu()->actions()).join(' '),
                 QString("castle castleHSide castleASide typeMove withdraw confirmMove | "
                         "confirmMoves flipBoard autoFlip showEnginePanel showCoordinates "
                         "showLegalMoves showCastlingRights sounds menu:Pieces menu:Colours "
                         "menu:Animation"));
        QCOMPARE(names(bar[3]->menu()->actions()).join(' '),
                 QString("settings enginesAction electronicBoard"));
        auto* toolBar = w.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(toolBar);
        QCOMPARE(names(toolBar->actions()).join(' '),
                 QString("newGame playOn takeBack hint | offerDraw claimDraw resign | castle "
                         "confirmMove flipBoard"));
    }

    // The castling rights left, shown on request: kept up to date by every move, take-back and
    // browse, and said to the screen reader (issue 75).
    void theCastlingRightsLeftAreShownOnRequest() {
        MainWindow w;
        w.session()->newGame(518);
        chess960::ui::BoardWidget* b = w.board();
        QVERIFY(!b->showsCastlingRights());
        windowutil::action(w, "showCastlingRights")->trigger();
        QVERIFY(b->showsCastlingRights());
        QVERIFY(chess960::ui::BoardSettings::load().castlingRights);
        QCOMPARE(b->castlingRightsText(),
                 QString("Castling rights: White O-O, O-O-O; Black O-O, O-O-O."));
        QVERIFY(b->accessibleDescription().contains(b->castlingRightsText()));
        windowutil::playSans(w.session(), {"Nf3", "Nf6", "Rg1"});
        QCOMPARE(b->castlingRightsText(),
                 QString("Castling rights: White O-O-O; Black O-O, O-O-O."));
        QVERIFY(b->accessibleDescription().contains("White O-O-O;"));
        windowutil::playSans(w.session(), {"e5", "Rh1", "Ke7"});
        QCOMPARE(b->castlingRightsText(), QString("Castling rights: White O-O-O; Black none."));
        // Browsing shows the rights of the position on view.
        w.session()->browse(2);
        QCOMPARE(b->castlingRightsText(),
                 QString("Castling rights: White O-O, O-O-O; Black O-O, O-O-O."));
        w.session()->browseEnd();
        w.session()->undo();
        QCOMPARE(b->castlingRightsText(),
                 QString("Castling rights: White O-O-O; Black O-O, O-O-O."));
        windowutil::action(w, "showCastlingRights")->trigger();
        QVERIFY(!b->accessibleDescription().contains("Castling rights"));
    }

    // One castling practice window, whichever way it is asked for (issue 75: the Game menu
    // and the shuffler opened two).
    void onePracticeWindow() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        windowutil::action(w, "castlingPractice")->trigger();
        windowutil::action(w, "castlingPractice")->trigger();
        int open = 0;
        for (auto* p : w.findChildren<chess960::ui::PracticeWindow*>()) open += p->isVisible();
        QCOMPARE(open, 1);
        // Closed, it opens anew.
        for (auto* p : w.findChildren<chess960::ui::PracticeWindow*>()) p->close();
        windowutil::action(w, "castlingPractice")->trigger();
        open = 0;
        for (auto* p : w.findChildren<chess960::ui::PracticeWindow*>()) open += p->isVisible();
        QCOMPARE(open, 1);
    }

    void titleShowsTheStartPosition() {
        MainWindow w;
        windowutil::action(w, "newClassicalGame")->trigger();
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("SP 518 (RNBQKBNR) - Chess960"));
        w.session()->newGame(3);
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("SP 3 (BQNNRKRB) - Chess960"));
        // The program's name ends the title, once: the window system, which adds the
        // application's name unless a title ends with it, adds nothing (issue 69).
        QCOMPARE(w.windowTitle().count(QStringLiteral("Chess960")), 1);
        QVERIFY(w.windowTitle().remove(QStringLiteral("[*]")).endsWith(QStringLiteral("Chess960")));
        bool shown = false;
        for (QLabel* l : w.findChildren<QLabel*>())
            shown = shown || l->text() == "Start position 3\nBQNNRKRB";
        QVERIFY(shown);
        QCOMPARE(w.board()->position().pieceOn(F1), WKing);
    }

    // The names the program writes into the record (in English, for PGN readers) are shown
    // on the clocks in the player's language, and follow a language switch.
    void defaultNamesOnTheClocksAreWorded() {
        MainWindow w;
        chess960::ui::GameSetup computer;
        computer.opponent = chess960::ui::GameSetup::Opponent::Computer;
        computer.level = 4;
        computer.start = chess960::ui::GameSetup::Start::Classical;
        QVERIFY(testutil::startGame(w.session(), computer));
        QCOMPARE(w.session()->game().tag("White"), std::string("Player"));
        QCOMPARE(w.session()->game().tag("Black"), std::string("Computer (level 4)"));
        QCOMPARE(w.clocks()->nameText(White), QString("Player"));

        MarkingTranslator marks;
        QCoreApplication::installTranslator(&marks);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        const QString white = w.clocks()->nameText(White);
        const QString black = w.clocks()->nameText(Black);
        chess960::ui::GameSetup friends;
        friends.opponent = chess960::ui::GameSetup::Opponent::Human;
        friends.start = chess960::ui::GameSetup::Start::Classical;
        QVERIFY(testutil::startGame(w.session(), friends));
        const QString hotSeatWhite = w.clocks()->nameText(White);
        friends.whiteName = "Anna";
        QVERIFY(testutil::startGame(w.session(), friends));
        const QString anna = w.clocks()->nameText(White);
        QCoreApplication::removeTranslator(&marks);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);

        QCOMPARE(white, QString("<Player>"));
        QCOMPARE(black, QString("<Computer (level %1)>").replace("%1", "4"));
        QCOMPARE(hotSeatWhite, QString("<White>"));
        QCOMPARE(anna, QString("Anna")); // a name the players chose is theirs
        QCOMPARE(w.clocks()->nameText(White), QString("Anna"));
        QCOMPARE(w.clocks()->nameText(Black), QString("Black"));
    }

    // Issue 11: the players' names are on the clocks, with or without a time control, and in
    // the window's title next to the start position; the program's own names stay out of it.
    void playerNamesOnTheClocksAndInTheTitle() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        chess960::ui::GameSetup friends;
        friends.opponent = chess960::ui::GameSetup::Opponent::Human;
        friends.start = chess960::ui::GameSetup::Start::Classical;
        friends.whiteName = "Anna";
        friends.blackName = "Boris";
        QVERIFY(testutil::startGame(w.session(), friends));
        QVERIFY(w.clocks()->isVisible()); // no time control
        QCOMPARE(w.clocks()->nameText(White), QString("Anna"));
        QCOMPARE(w.clocks()->nameText(Black), QString("Boris"));
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("Anna - Boris - SP 518 (RNBQKBNR) - Chess960"));
        for (QLabel* l : w.clocks()->findChildren<QLabel*>())
            QVERIFY2(l->isHidden() || !l->text().contains(':'), qPrintable(l->text())); // no times

        friends.whiteName.clear();
        QVERIFY(testutil::startGame(w.session(), friends));
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("White - Boris - SP 518 (RNBQKBNR) - Chess960"));
        friends.blackName.clear();
        friends.timeControl = chess960::TimeControl{300000, 2000};
        QVERIFY(testutil::startGame(w.session(), friends));
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("SP 518 (RNBQKBNR) - Chess960"));
        QVERIFY(w.clocks()->isVisible());
        QCOMPARE(w.clocks()->timeText(White), QString("5:00"));
    }

    // A Double Fischer Random start is named by its number and both start positions.
    void doubleFischerRandomStartIsNamed() {
        MainWindow w;
        auto game = chess960::Game::fromFen(chess960::dfrcFen(0, 959));
        QVERIFY(game);
        w.session()->loadGame(*game);
        QCOMPARE(w.windowTitle().remove(QStringLiteral("[*]")),
                 QString("DFRC 1918 (White SP 0, Black SP 959) - Chess960"));
        bool found = false;
        for (QLabel* l : w.findChildren<QLabel*>())
            found = found || l->text() == "Double Fischer Random 1918\nWhite SP 0, Black SP 959";
        QVERIFY(found);
    }

    void gameMenuOpensShufflerAndPractice() {
        MainWindow w;
        w.session()->newGame(3);
        windowutil::action(w, "shuffler")->trigger();
        auto dialogs = w.findChildren<chess960::ui::ShufflerDialog*>();
        QCOMPARE(dialogs.size(), qsizetype(1));
        QVERIFY(dialogs[0]->isVisible());
        QCOMPARE(dialogs[0]->number(), 3); // opens on the position being played
        emit dialogs[0]->practiseRequested(3);
        QCOMPARE(w.findChildren<chess960::ui::PracticeWindow*>().size(), qsizetype(1));
        // One practice window: asked for again, the open one comes to the front (issue 75).
        windowutil::action(w, "castlingPractice")->trigger();
        QCOMPARE(w.findChildren<chess960::ui::PracticeWindow*>().size(), qsizetype(1));
    }

    void hotSeatMovesReachTheGameAndTheList() {
        MainWindow w;
        w.resize(900, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        drag(w, E2, E4);
        drag(w, E7, E5);
        QCOMPARE(w.session()->game().plyCount(), 2);
        auto* list = w.findChild<chess960::ui::MoveTreeView*>();
        QVERIFY(list);
        QCOMPARE(list->plainText().simplified(), QString("1. e4 e5"));
        QCOMPARE(w.board()->position().pieceOn(E5), BPawn);
        bool found = false;
        for (QLabel* l : w.findChildren<QLabel*>()) found = found || l->text() == "White to move";
        QVERIFY(found);
        windowutil::action(w, "takeBack")->trigger();
        QCOMPARE(w.session()->game().plyCount(), 1);
        QCOMPARE(w.board()->position().pieceOn(E7), BPawn);
    }

    // Issue 11: the move list ends with the result and why, once the game is over; it is
    // no move (a click on it browses nowhere) and goes when the game goes on.
    void moveListEndsWithTheResult() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        auto* list = w.findChild<chess960::ui::MoveTreeView*>();
        QVERIFY(list);
        windowutil::playSans(w.session(), {"f3", "e5", "g4"});
        QCOMPARE(list->plainText().simplified(), QString("1. f3 e5 2. g4"));
        windowutil::playSans(w.session(), {"Qh4#"});
        QCOMPARE(list->plainText().simplified(), QString("1. f3 e5 2. g4 Qh4# 0-1 (checkmate)"));
        windowutil::action(w, "takeBack")->trigger();
        QVERIFY(!list->plainText().contains("0-1"));
        w.session()->newGame(518);
        windowutil::playSans(w.session(), {"e4"});
        windowutil::action(w, "resign")->trigger();
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("resignConfirm"));
        QVERIFY(box);
        box->button(QMessageBox::Yes)->click();
        QVERIFY(list->plainText().trimmed().endsWith("1-0 (resignation)"));
    }

    void castleActionAnnouncesAndTheRookCompletes() {
        MainWindow w;
        w.resize(900, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(3); // BQNNRKRB: Kf1 Rg1, O-O swaps them at once
        w.castleAction()->trigger();
        QCOMPARE(w.statusBar()->currentMessage(), QString("White announces castling"));
        QVERIFY(w.castleAction()->isChecked());
        w.castleAction()->trigger(); // a second press withdraws
        QVERIFY(!w.board()->input().announced());
        QVERIFY(!w.castleAction()->isChecked());
        QTest::keyClick(&w, Qt::Key_C);
        QVERIFY(w.board()->input().announced());
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(w, G1));
        QCOMPARE(w.session()->game().plyCount(), 1);
        QCOMPARE(QString::fromStdString(w.session()->game().moves().back().san), QString("O-O"));
        QCOMPARE(w.board()->position().pieceOn(G1), WKing);
        QCOMPARE(w.board()->position().pieceOn(F1), WRook);
    }

    // Issue 11: the reason a castle asked for by its shortcut is impossible shows every time
    // it is asked for, also after another message (a menu's status tip, "FEN copied") took
    // its place, and with castling announced.
    void castleShortcutExplainsEveryTime() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        w.board()->setFocus();
        for (const bool announced : {false, true}) {
            if (announced) {
                w.session()->newGame(3); // BQNNRKRB: O-O is legal, O-O-O is blocked
                w.castleAction()->trigger();
                QVERIFY(w.board()->input().announced());
            }
            for (const QString& other : {QString(), QString("FEN copied")}) {
                w.statusBar()->showMessage(other);
                QTest::keyClick(w.board(), Qt::Key_Left, Qt::ControlModifier);
                QVERIFY2(w.statusBar()->currentMessage().startsWith("O-O-O is not possible: "),
                         qPrintable(w.statusBar()->currentMessage()));
                QCOMPARE(w.session()->game().plyCount(), 0);
            }
        }
        w.session()->newGame(518); // no castle yet: announcing it says why, every time
        for (int i = 0; i < 2; ++i) {
            w.statusBar()->showMessage("FEN copied");
            w.castleAction()->trigger();
            QVERIFY2(w.statusBar()->currentMessage().startsWith("White cannot castle now."),
                     qPrintable(w.statusBar()->currentMessage()));
            QVERIFY(w.statusBar()->currentMessage().contains("O-O-O is not possible: "));
        }
    }

    // The practice board takes the main board's pieces and colours, also when they change.
    void practiceFollowsTheBoardMenu() {
        MainWindow w;
        windowutil::action(w, "pieces:simple")->trigger();
        windowutil::action(w, "colours:moss")->trigger();
        windowutil::action(w, "castlingPractice")->trigger();
        auto* practice = w.findChild<chess960::ui::PracticeWindow*>();
        QVERIFY(practice);
        QCOMPARE(practice->board()->pieceSetId(), QString("simple"));
        QCOMPARE(practice->board()->theme().id, QString("moss"));
        windowutil::action(w, "pieces:classic")->trigger();
        windowutil::action(w, "colours:slate")->trigger();
        QCOMPARE(practice->board()->pieceSetId(), QString("classic"));
        QCOMPARE(practice->board()->theme().id, QString("slate"));
    }

    // Issue 11: whoever sat at the board before, a new game between two players shows the side
    // to move at the bottom (turning the board every move stays a setting); against the
    // computer the person's side.
    void newGameFacesTheSideToMove() {
        MainWindow w;
        QAction* autoFlip = windowutil::action(w, "autoFlip");
        if (autoFlip->isChecked()) autoFlip->trigger();
        chess960::ui::GameSetup computer;
        computer.opponent = chess960::ui::GameSetup::Opponent::Computer;
        computer.colour = chess960::ui::GameSetup::PlayerColour::Black;
        computer.start = chess960::ui::GameSetup::Start::Classical;
        QVERIFY(testutil::startGame(w.session(), computer));
        QVERIFY(w.board()->isFlipped());

        chess960::ui::GameSetup friends;
        friends.opponent = chess960::ui::GameSetup::Opponent::Human;
        friends.start = chess960::ui::GameSetup::Start::Classical;
        QVERIFY(testutil::startGame(w.session(), friends));
        QVERIFY(!w.board()->isFlipped());
        QVERIFY(!windowutil::action(w, "flipBoard")->isChecked());
        // The board stays as the players turned it while they play.
        windowutil::action(w, "flipBoard")->trigger();
        windowutil::playSans(w.session(), {"e4"});
        QVERIFY(w.board()->isFlipped());

        friends.start = chess960::ui::GameSetup::Start::Fen;
        friends.fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        windowutil::action(w, "flipBoard")->trigger();
        QVERIFY(!w.board()->isFlipped());
        QVERIFY(testutil::startGame(w.session(), friends));
        QVERIFY(w.board()->isFlipped());

        computer.colour = chess960::ui::GameSetup::PlayerColour::White;
        computer.start = chess960::ui::GameSetup::Start::Fen; // Black to move: the person is White
        computer.fen = friends.fen;
        QVERIFY(testutil::startGame(w.session(), computer));
        QVERIFY(!w.board()->isFlipped());
    }

    void flipAndConfirmationSettings() {
        MainWindow w;
        QAction* flip = windowutil::action(w, "flipBoard");
        const bool before = w.board()->isFlipped();
        flip->trigger();
        QCOMPARE(w.board()->isFlipped(), !before);
        flip->trigger();
        QCOMPARE(w.board()->isFlipped(), before);

        w.resize(900, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        QAction* confirmToggle = windowutil::action(w, "confirmMoves");
        if (!confirmToggle->isChecked()) confirmToggle->trigger();
        QAction* confirm = windowutil::action(w, "confirmMove");
        QVERIFY(!confirm->isEnabled());
        drag(w, G1, F3);
        QCOMPARE(w.session()->game().plyCount(), 0);
        QVERIFY(confirm->isEnabled());
        confirm->trigger();
        QCOMPARE(w.session()->game().plyCount(), 1);
        QVERIFY(!confirm->isEnabled());
        confirmToggle->trigger();
        QVERIFY(!w.board()->confirmMoves());
    }

    // Issue 14: the New Game dialog offers different set-ups for White and Black, by two
    // numbers or at random; the game starts from that Double Fischer Random position, and the
    // choice is remembered.
    // The New game dialog gives every row the height it needs when the preview wraps to more
    // lines (Different set-ups ticked) and when rows go: no box is squashed or stretched.
    void newGameDialogRowsKeepTheirHeight() {
        using chess960::ui::GameSetup;
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Computer;
        setup.start = GameSetup::Start::Random;
        chess960::ui::NewGameDialog dialog(setup);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto check = [&](const char* when) {
            QCoreApplication::processEvents();
            for (QWidget* box : dialog.findChildren<QWidget*>()) {
                if (!box->isVisible() ||
                    !(qobject_cast<QComboBox*>(box) || qobject_cast<QAbstractSpinBox*>(box) ||
                      qobject_cast<QLineEdit*>(box)))
                    continue;
                if (box->parentWidget() && qobject_cast<QAbstractSpinBox*>(box->parentWidget()))
                    continue; // a spin box's own line edit
                const int h = box->height();
                QVERIFY2(h >= box->minimumSizeHint().height() && h <= box->sizeHint().height() + 4,
                         qPrintable(QStringLiteral("%1: %2 %3 px, hint %4")
                                        .arg(when, box->objectName())
                                        .arg(h)
                                        .arg(box->sizeHint().height())));
            }
        };
        check("at first");
        dialog.findChild<QCheckBox*>(QStringLiteral("dfrc"))->setChecked(true);
        check("different set-ups");
        dialog.findChild<QCheckBox*>(QStringLiteral("dfrc"))->setChecked(false);
        check("one set-up again");
        // A start by number, and a configured engine without levels or an Elo (Glaurung):
        // its rows go, and no box takes their room (issue 69: the SP box grew to three times
        // its height).
        auto* start = dialog.findChild<QComboBox*>(QStringLiteral("startKind"));
        start->setCurrentIndex(int(GameSetup::Start::Number));
        check("by number");
        chess960::ui::EngineConfig glaurung;
        glaurung.name = QStringLiteral("Glaurung test");
        glaurung.path = QStringLiteral("/usr/games/glaurung");
        glaurung.optionLines = {
            QStringLiteral("option name UCI_Chess960 type check default false")};
        const auto stored = chess960::ui::EngineStore::add(glaurung);
        chess960::ui::NewGameDialog withEngine(setup);
        withEngine.show();
        QVERIFY(QTest::qWaitForWindowExposed(&withEngine));
        withEngine.findChild<QComboBox*>(QStringLiteral("startKind"))
            ->setCurrentIndex(int(GameSetup::Start::Number));
        auto* engine = withEngine.findChild<QComboBox*>(QStringLiteral("engine"));
        const int numberBefore =
            withEngine.findChild<QSpinBox*>(QStringLiteral("number"))->height();
        engine->setCurrentIndex(engine->findData(stored.name));
        windowutil::settle(); // the dialog fits its height on the next turn of the event loop
        const int numberAfter = withEngine.findChild<QSpinBox*>(QStringLiteral("number"))->height();
        QCOMPARE(numberAfter, numberBefore);
        // Each box as tall as its rows need at its width (wrapped text counted), no taller.
        for (QGroupBox* box : withEngine.findChildren<QGroupBox*>()) {
            const int needed =
                std::max(box->sizeHint().height(),
                         box->hasHeightForWidth() ? box->heightForWidth(box->width()) : 0);
            QVERIFY2(box->height() <= needed + 8, qPrintable(QStringLiteral("%1: %2 > %3")
                                                                 .arg(box->title())
                                                                 .arg(box->height())
                                                                 .arg(needed)));
        }
        chess960::ui::EngineStore::remove(stored.id);
    }

    // Issue 74: the New game dialog shows what the engine's guide says of the start chosen, and
    // a random start may be drawn among the balanced positions only (kept for the next game).
    void newGameDialogShowsTheGuideAndDrawsBalanced() {
        using chess960::ui::GameSetup;
        chess960::ui::NewGameDialog dialog(twoPlayersFrom(77));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* guide = dialog.guideView();
        const auto* entry = chess960::Guide::builtIn().find(77);
        QVERIFY(entry && guide->isVisible());
        QVERIFY2(
            guide->shownText().contains(
                "Evaluation: " + QString::fromStdString(chess960::guideScoreText(entry->score))),
            qPrintable(guide->shownText()));
        dialog.findChild<QSpinBox*>(QStringLiteral("number"))->setValue(78);
        QVERIFY(guide->shownText().contains(QString::fromStdString(
            chess960::guideScoreText(chess960::Guide::builtIn().find(78)->score))));
        auto* start = dialog.findChild<QComboBox*>(QStringLiteral("startKind"));
        start->setCurrentIndex(int(GameSetup::Start::Classical));
        QVERIFY(guide->isVisible());
        QVERIFY(guide->shownText().contains(QString::fromStdString(
            chess960::guideScoreText(chess960::Guide::builtIn().find(518)->score))));
        // Random: the position is not known yet; the balanced box is offered instead.
        start->setCurrentIndex(int(GameSetup::Start::Random));
        QVERIFY(!guide->isVisible());
        auto* balanced = dialog.findChild<QCheckBox*>(QStringLiteral("balancedOnly"));
        QVERIFY(balanced && balanced->isVisible());
        balanced->setChecked(true);
        const auto numbers = chess960::Guide::builtIn().balancedNumbers();
        QVERIFY2(dialog.startPreview().contains(
                     QStringLiteral("one of the %1 balanced positions").arg(numbers.size())),
                 qPrintable(dialog.startPreview()));
        const GameSetup chosen = dialog.setup();
        QVERIFY(chosen.balancedOnly);
        for (int i = 0; i < 30; ++i) {
            const auto game = chosen.createGame();
            QVERIFY(game.ok());
            QVERIFY2(std::binary_search(numbers.begin(), numbers.end(), game->startNumber()),
                     qPrintable(QString::number(game->startNumber())));
        }
        chosen.save();
        QVERIFY(GameSetup::load().balancedOnly);
        // Two set-ups: the guide does not judge pairs in advance, the box goes.
        dialog.findChild<QCheckBox*>(QStringLiteral("dfrc"))->setChecked(true);
        QVERIFY(!balanced->isVisible());
        start->setCurrentIndex(int(GameSetup::Start::Number));
        QVERIFY(guide->isVisible());
        QVERIFY(guide->shownText().contains("not in the guide"));
    }

    void newGameWithDifferentSetUpsForWhiteAndBlack() {
        using chess960::ui::GameSetup;
        chess960::ui::NewGameDialog dialog(twoPlayersFrom(202));
        auto* different = dialog.findChild<QCheckBox*>(QStringLiteral("dfrc"));
        auto* black = dialog.findChild<QSpinBox*>(QStringLiteral("blackNumber"));
        QVERIFY(different && black);
        QVERIFY(!black->isEnabled());
        different->setChecked(true);
        QVERIFY(black->isEnabled());
        black->setValue(750);
        QVERIFY2(dialog.startPreview().contains("Black SP 750"), qPrintable(dialog.startPreview()));
        const GameSetup chosen = dialog.setup();
        QVERIFY(chosen.dfrc);
        QCOMPARE(chosen.blackNumber, 750);
        auto game = chosen.createGame();
        QVERIFY(game.ok());
        QCOMPARE(game->startPosition().fen(), chess960::dfrcFen(202, 750));
        chosen.save();
        const GameSetup loaded = GameSetup::load();
        QVERIFY(loaded.dfrc);
        QCOMPARE(loaded.blackNumber, 750);

        // At random: a start from the 921,600.
        GameSetup random = chosen;
        random.start = GameSetup::Start::Random;
        for (int i = 0; i < 5; ++i) {
            auto g = random.createGame();
            QVERIFY(g.ok());
            QVERIFY(g->startPosition().dfrcNumber() >= 0);
        }
        MainWindow w;
        QVERIFY(testutil::startGame(w.session(), chosen));
        QCOMPARE(w.session()->position().fen(), chess960::dfrcFen(202, 750));

        // The shuffler's pair goes to the New Game dialog with both numbers.
        GameSetup plain;
        plain.opponent = GameSetup::Opponent::Human;
        plain.save();
        windowutil::action(w, "shuffler")->trigger();
        auto* shuffler = w.findChild<chess960::ui::ShufflerDialog*>();
        QVERIFY(shuffler);
        QTimer accept;
        QObject::connect(&accept, &QTimer::timeout, &w, [&w] {
            if (auto* d = w.findChild<chess960::ui::NewGameDialog*>(); d && d->isVisible())
                d->accept();
        });
        accept.start(10);
        emit shuffler->playPairRequested(7, 300);
        QCOMPARE(w.session()->position().fen(), chess960::dfrcFen(7, 300));
        plain.save();
    }

    // My games that cannot be written (its folder cannot be made: a file stands in its place)
    // is said in a box, with the reason and what to do, once until a move is kept there again.
    void myGamesThatCannotBeWrittenIsSaid() {
        const QString folder = chess960::ui::GameLibrary::defaultFolder();
        QDir(folder).removeRecursively();
        QDir().mkpath(QFileInfo(folder).absolutePath());
        {
            QFile blocker(folder);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        const auto boxes = [] {
            QStringList texts;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top->objectName() == QLatin1String("myGamesFailed") && top->isVisible())
                    texts << qobject_cast<QMessageBox*>(top)->text();
            return texts;
        };
        MainWindow w;
        w.session()->newGame(518);
        windowutil::playSans(w.session(), {"e4"});
        QCOMPARE(boxes().size(), 1);
        QVERIFY2(boxes().front().contains(folder), qPrintable(boxes().front()));
        QVERIFY(boxes().front().contains(QLatin1String("Save PGN as")));
        // A second move that fails the same way asks nothing more.
        windowutil::playSans(w.session(), {"e5"});
        QCOMPARE(boxes().size(), 1);
        // Kept again, then failing again: said again.
        QVERIFY(QFile::remove(folder));
        windowutil::playSans(w.session(), {"Nf3"});
        QDir(folder).removeRecursively();
        {
            QFile blocker(folder);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        windowutil::playSans(w.session(), {"Nc6"});
        QCOMPARE(boxes().size(), 2);
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top->objectName() == QLatin1String("myGamesFailed")) top->close();
        QFile::remove(folder);
    }

    // An autosave that cannot be written (a folder stands where it goes) is said in a box,
    // with the file, the reason and what to do, once until it is written again.
    void anAutosaveThatCannotBeWrittenIsSaid() {
        chess960::ui::removeAutosave();
        const QString path = chess960::ui::autosavePath();
        QVERIFY(QDir().mkpath(path));
        const auto boxes = [] {
            QStringList texts;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top->objectName() == QLatin1String("autosaveFailed") && top->isVisible())
                    texts << qobject_cast<QMessageBox*>(top)->text();
            return texts;
        };
        {
            MainWindow w;
            w.session()->newGame(518);
            windowutil::playSans(w.session(), {"e4"});
            QCOMPARE(boxes().size(), 1);
            QVERIFY2(boxes().front().contains(QDir::toNativeSeparators(path)),
                     qPrintable(boxes().front()));
            QVERIFY(boxes().front().contains(QLatin1String("Save PGN as")));
            windowutil::playSans(w.session(), {"e5"});
            QCOMPARE(boxes().size(), 1);
            QCOMPARE(w.session()->game().plyCount(), 2);
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top->objectName() == QLatin1String("autosaveFailed")) top->close();
        }
        QDir(path).removeRecursively();
        chess960::ui::removeAutosave();
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
