// The document in the window, as a player meets it: the title names the file and the game
// with the modified marker, Save writes a game of a file of several back in its place, a new
// game never goes into the file of the one before, closing asks about changes that are in no
// file, the program starts no game by itself, and a file named on the command line opens
// before any question.
#include "board/boardwidget.h"
#include "database/databaseactions.h"
#include "database/databasefeature.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "fileutil.h"
#include "game/clockwidget.h"
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "game/tagsdialog.h"
#include "library/gamelibrary.h"
#include "mainwindow.h"
#include "movelist/movetreeview.h"
#include "randomgames.h"
#include "review/reviewfeature.h"
#include "windowutil.h"

#include "chess960/movegen.h"
#include "chess960/pgn.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <random>

using namespace chess960;
using fileutil::readAll;
using fileutil::writeAll;
using namespace chess960::ui;
using namespace windowutil;

namespace {

// Three games that tell each other apart, as another program would write them.
QString writeThreeGames(const QTemporaryDir& dir) {
    std::string text;
    for (const auto& [sp, event] :
         {std::pair{100, "Round 1"}, {200, "Round 2"}, {300, "Round 3"}}) {
        Game g = *Game::fromStartNumber(sp);
        g.setTag("Event", event);
        g.playSan("e4");
        g.playSan("e5");
        g.resign(Black);
        text += writePgn(g) + "\n";
    }
    const QString path = dir.filePath("club.pgn");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
    f.write(text.c_str());
    return path;
}

QString writeOneGame(const QTemporaryDir& dir, int sp) {
    const QString path = dir.filePath(QStringLiteral("sp%1.pgn").arg(sp));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
    f.write(writePgn(*Game::fromStartNumber(sp)).c_str());
    return path;
}

// The window, shown, with SP 42's game opened from a file of its own; before is the file as
// it was written.
struct WindowOnAFile {
    QTemporaryDir dir;
    const QString path = writeOneGame(dir, 42);
    const QByteArray before = readAll(path);
    MainWindow w;
    bool open() {
        w.show();
        return openAndWait(&w, w.files(), path) == Opened::Game;
    }
};

QAction* named(MainWindow& w, const char* name) {
    auto* a = w.findChild<QAction*>(QString::fromLatin1(name));
    if (!a) qFatal("no action %s", name);
    return a;
}

// An unfinished game against the computer with a 3+2 clock, 30 moves long, as a file has it:
// White (a person) to move.
QString writeUnfinishedClockGame(const QTemporaryDir& dir) {
    const auto fresh = [] {
        Game g = *Game::fromStartNumber(518);
        g.setTag("White", "Ann");
        g.setTag("Black", "Computer (level 5)");
        g.setTag("WhiteType", "human");
        g.setTag("BlackType", "program");
        g.setTag("ComputerLevel", "5");
        g.setTimeControl(TimeControl{180000, 2000});
        return g;
    };
    Game g = fresh();
    // Random legal moves, the same every run, until 60 plies stand without an end.
    for (std::mt19937 rng(69); g.plyCount() < 60;) {
        if (g.isOver()) g = fresh();
        MoveList list;
        generateLegalMoves(g.position(), list);
        g.play(list[rng() % list.size()], 120000 - g.plyCount() * 1000);
    }
    const QString path = dir.filePath("try.pgn");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write");
    f.write(writePgn(g).c_str());
    return path;
}

// The moves the move list shows: the words of its text less the move numbers, the clock
// times and the result; and the moves of the file's game, to compare with them.
QStringList shownMoves(MainWindow& w) {
    QStringList out;
    for (const QString& word : w.findChild<MoveTreeView*>()->plainText().split(
             QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        if (!word.endsWith(QLatin1Char('.')) && !word.contains(':') &&
            !QStringList{"*", "1-0", "0-1", "1/2-1/2"}.contains(word))
            out << QString(word).replace(QChar(0x2011), QLatin1Char('-')); // a castle's hyphens
    return out;
}
QStringList fileMoves(const QString& path) {
    const PgnFileContents file = readPgnFileContents(path, nullptr);
    QStringList out;
    if (file.records.size() != 1) return out;
    for (const PlayedMove& m : file.records[0].game->moves()) out << QString::fromStdString(m.san);
    return out;
}

// The move list a file's only game is shown with, in a list of its own: what the window's
// list shows must be that, word for word, after a Save.
QString listOfFile(const QString& path) {
    const PgnFileContents file = readPgnFileContents(path, nullptr);
    if (file.records.size() != 1 || !file.records[0].game) return QStringLiteral("(unread)");
    MoveTreeView list;
    list.setGame(*file.records[0].game, Game::root());
    return list.plainText();
}

// Game 3 of `path` on the board with a change of the player's, and the file then changed by
// another program.
void openAndChangeElsewhere(MainWindow& w, const QString& path) {
    if (openAndWait(&w, w.files(), path, 2) != Opened::Game) qFatal("cannot open");
    if (!w.session()->setComment(Game::root(), QStringLiteral("mine"))) qFatal("no comment");
    fileutil::appendLater(path, "[Event \"added elsewhere\"]\n\n1. e4 *\n");
}

// The title as the window shows it.
QString shownTitle(const MainWindow& w) {
    QString t = w.windowTitle();
    return t.replace(QStringLiteral("[*]"), w.isWindowModified() ? QStringLiteral("*") : "");
}

// Two files of three games each (club.pgn in two folders), both listed in one shown window.
struct TwoListedFiles {
    QTemporaryDir dir, other;
    const QString club = writeThreeGames(dir);
    const QString second = writeThreeGames(other);
    MainWindow w;
    // False when the window or a list did not come up.
    bool open() {
        w.show();
        return QTest::qWaitForWindowExposed(&w) &&
               openAndWait(&w, w.files(), club) == Opened::Listed &&
               openAndWait(&w, w.files(), second) == Opened::Listed;
    }
};

// `path` opened in `w`, shown, and its list while the file is still being read (its reading
// slowed to 200 us a game: the caller sets it back); null when it is not so.
GamePickerDialog* listedWhileRead(MainWindow* w, const QString& path) {
    w->show();
    GameDatabase::setPausePerGame(200);
    if (openAndWait(w, w->files(), path) != Opened::Listed) return nullptr;
    GamePickerDialog* list = listedGames(w, path);
    if (!list || !QTest::qWaitFor(
                     [list] { return list->findChild<QProgressBar*>()->isVisible(); }, 10000))
        return nullptr;
    return list;
}

} // namespace

class TestDocumentWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_document_window"); }
    void init() {
        removeAutosave();
        QSettings().clear();
        QDir(GameLibrary::defaultFolder()).removeRecursively();
    }

    // Case 1: Save on game 2 of a file of three writes it back in its place; without a change
    // there is nothing to save.
    void saveWritesTheGameBackInItsPlace() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        const QByteArray before = readAll(path);
        const PgnFileContents file = readPgnFileContents(path, nullptr);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        QCOMPARE(QString::fromStdString(w.session()->game().tag("Event")), "Round 2");
        QVERIFY2(shownTitle(w).startsWith("club.pgn, game 2 of 3 - SP 200"),
                 qPrintable(shownTitle(w)));
        QVERIFY(!w.isWindowModified());
        QAction* save = named(w, "fileSave");
        QVERIFY(!save->isEnabled());
        save->trigger(); // Ctrl+S with no change: nothing happens
        QCOMPARE(readAll(path), before);

        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("Annotated")));
        QVERIFY(w.isWindowModified());
        QVERIFY(shownTitle(w).startsWith("club.pgn, game 2 of 3* - "));
        QVERIFY(save->isEnabled());
        save->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        QVERIFY(!save->isEnabled());
        const QByteArray after = readAll(path);
        const PgnFileContents reread = readPgnFileContents(path, nullptr);
        QCOMPARE(int(reread.records.size()), 3);
        for (int i : {0, 2})
            QCOMPARE(after.mid(reread.records[size_t(i)].offset,
                               reread.records[size_t(i)].end - reread.records[size_t(i)].offset),
                     before.mid(file.records[size_t(i)].offset,
                                file.records[size_t(i)].end - file.records[size_t(i)].offset));
        QCOMPARE(QString::fromStdString(reread.records[1].game->startComment()), "Annotated");
        QCOMPARE(readAll(backupPath(path)), before);
        QVERIFY2(w.statusBar()->currentMessage().contains("club (backup).pgn"),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    // Case 2: a new game started over a game of a file belongs to no file: Save asks where.
    void newGameNeverGoesIntoTheFileBefore() {
        QTemporaryDir dir;
        const QString path = writeOneGame(dir, 42);
        const QByteArray before = readAll(path);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Game);
        QVERIFY(shownTitle(w).startsWith("sp42.pgn - "));
        action(w, "newRandomGame")->trigger();
        QVERIFY(!w.document()->hasFile());
        QVERIFY(!shownTitle(w).contains("sp42.pgn"));
        playSans(w.session(), {"a3"});
        QVERIFY(w.isWindowModified());
        Answer saveAs("saveDialog", [](QDialog& d) { d.reject(); });
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(saveAs.asked());
        QCOMPARE(readAll(path), before);
        QVERIFY(w.isWindowModified());
    }

    // The Open and Save dialogs start in a folder of the player's: the folder of the file
    // opened last while it is there, else Documents, else the home folder; never the folder
    // the program was started from (a menu may start it in "/").
    void fileDialogsStartInTheFoldersOfThePlayer() {
        QTemporaryDir startedIn;
        const QString before = QDir::currentPath();
        QDir::setCurrent(startedIn.path());
        const auto back = qScopeGuard([&before] { QDir::setCurrent(before); });
        const QString home = QDir::homePath();
        const QString documents = QDir(home).filePath(QStringLiteral("Documents"));
        QDir(documents).removeRecursively();
        QSettings().remove(QStringLiteral("files/recent"));
        MainWindow w;
        const auto asked = [&w](const char* action, const char* dialog) {
            QString folder;
            Answer where(dialog, [&folder](QDialog& d) {
                auto& files = static_cast<QFileDialog&>(d);
                folder = QFileInfo(files.selectedFiles().value(0)).absolutePath();
                if (files.fileMode() == QFileDialog::ExistingFile)
                    folder = files.directory().absolutePath();
                d.reject();
            });
            named(w, action)->trigger();
            return where.asked() ? folder : QStringLiteral("not asked");
        };
        playSans(w.session(), {"a3"});
        QCOMPARE(asked("fileSave", "saveDialog"), home);
        QCOMPARE(asked("fileOpen", "openDialog"), home);

        QVERIFY(QDir().mkpath(documents));
        QCOMPARE(asked("fileSave", "saveDialog"), documents);
        QCOMPARE(asked("fileOpen", "openDialog"), documents);

        // A file opened from a folder of its own: the dialogs start there next time.
        QTemporaryDir club;
        const QString path = writeThreeGames(club);
        QVERIFY(openAndWait(&w, w.files(), path) != Opened::Failed);
        QCOMPARE(asked("fileOpen", "openDialog"), club.path());
        Answer discard("replaceGame", QMessageBox::Discard);
        action(w, "newRandomGame")->trigger();
        playSans(w.session(), {"a3"});
        QCOMPARE(asked("fileSave", "saveDialog"), club.path());
        QDir(documents).removeRecursively();
    }

    // Case 3: closing with changes to a game of a file asks, naming the file, and says that My
    // games keeps the game; Cancel keeps the window open.
    void closingAsksAboutChangesToAFile() {
        WindowOnAFile f;
        QVERIFY(f.open());
        MainWindow& w = f.w;
        w.session()->setAnalysis(true);
        playSans(w.session(), {"e4"}); // a variation of the analysis
        w.session()->setAnalysis(false);
        QVERIFY(w.document()->isModified());
        {
            Answer cancel("closeQuestion", QMessageBox::Cancel);
            QVERIFY(!w.close());
            QVERIFY(cancel.asked());
            QVERIFY2(cancel.text().contains("sp42.pgn") && cancel.text().contains("My games"),
                     qPrintable(cancel.text()));
            QVERIFY(w.isVisible());
        }
        Answer discard("closeQuestion", QMessageBox::Discard);
        QVERIFY(w.close());
        QVERIFY(discard.asked());
    }

    // Save answered to the close question writes the game into its file (beside the GUI
    // thread, the window waiting for it) and closes once it is written.
    void closingWithSaveWritesTheFile() {
        WindowOnAFile f;
        QVERIFY(f.open());
        MainWindow& w = f.w;
        const QString& path = f.path;
        playSans(w.session(), {"e4"});
        Answer save("closeQuestion", QMessageBox::Save);
        QVERIFY(!w.close()); // not yet: the file is being written
        QVERIFY(save.asked());
        QTRY_VERIFY(!w.isVisible());
        QCOMPARE(save.times(), 1);
        QVERIFY(!w.document()->isModified());
        const PgnFileContents reread = readPgnFileContents(path, nullptr);
        QCOMPARE(int(reread.records.size()), 1);
        QCOMPARE(reread.records[0].game->plyCount(), 1);
    }

    // A save answered to the close question that cannot be written keeps the window open,
    // with the box saying why; the game is still on the board.
    void closingWithASaveThatFailsKeepsTheWindow() {
        WindowOnAFile f;
        QVERIFY(f.open());
        MainWindow& w = f.w;
        const QString& path = f.path;
        const QByteArray& before = f.before;
        playSans(w.session(), {"e4"});
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner));
        Answer save("closeQuestion", QMessageBox::Save);
        QVERIFY(!w.close());
        QVERIFY(windowutil::written(w.document()));
        QTRY_VERIFY(w.findChild<QMessageBox*>(QStringLiteral("saveError")));
        QVERIFY(w.isVisible());
        QCOMPARE(w.session()->game().plyCount(), 1);
        QVERIFY(w.document()->isModified());
        QCOMPARE(readAll(path), before);
    }

    // A save of a large file shows that it is saving while the window goes on (the clock
    // ticks, moves can be made): Save and Save as wait until it is written, then "Saved".
    // A game put on the board meanwhile, with no change since the save began, needs no
    // question: the save holds it.
    void aSaveSaysItIsSavingWhileTheWindowGoesOn() {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.pgn");
        writeAll(path, QByteArray::fromStdString(windowutil::twoGamesFarApart(24)));
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("saved in the background")));
        QAction* save = named(w, "fileSave");
        QAction* saveAs = named(w, "fileSaveAs");
        QVERIFY(save->isEnabled());
        save->trigger();
        QVERIFY(w.document()->isWriting());
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Saving big.pgn, game 2 of 2..."),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(!save->isEnabled());
        QVERIFY(!saveAs->isEnabled());
        QVERIFY(w.isWindowModified());
        // The board is the player's meanwhile: a new game, asked nothing.
        Answer replace("replaceGame", QMessageBox::Cancel);
        action(w, "newRandomGame")->trigger();
        QVERIFY(!replace.asked());
        QVERIFY(!w.document()->hasFile());
        QVERIFY(windowutil::written(w.document()));
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Saved big.pgn, game 2 of 2"),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(saveAs->isEnabled());
        QVERIFY(!w.document()->hasFile()); // the new game stays a game of no file
        const PgnFileContents reread = readPgnFileContents(path, nullptr);
        QCOMPARE(int(reread.records.size()), 2);
        QCOMPARE(QString::fromStdString(reread.records[1].game->startComment()),
                 QStringLiteral("saved in the background"));
    }

    // A change made while the game's save is written is not in that save: the game stays on the
    // board until the save is written (its place in the file is moving), and the player is told
    // so rather than left with a menu item that does nothing; once written, the question comes.
    void aChangeMadeWhileSavingKeepsTheGameAndSaysWhy() {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.pgn");
        writeAll(path, QByteArray::fromStdString(windowutil::twoGamesFarApart(24)));
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("saved in the background")));
        named(w, "fileSave")->trigger();
        QVERIFY(w.document()->isSavingGame());
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("changed while saving")));
        {
            Answer replace("replaceGame", QMessageBox::Cancel);
            action(w, "newRandomGame")->trigger();
            QVERIFY(!replace.asked());
            QVERIFY(w.document()->hasFile()); // still the game of big.pgn
            QVERIFY2(w.statusBar()->currentMessage().contains("still being saved"),
                     qPrintable(w.statusBar()->currentMessage()));
            QVERIFY2(w.statusBar()->currentMessage().contains("big.pgn"),
                     qPrintable(w.statusBar()->currentMessage()));
        }
        QVERIFY(windowutil::written(w.document()));
        Answer replace("replaceGame", QMessageBox::Cancel);
        action(w, "newRandomGame")->trigger();
        QVERIFY(replace.asked()); // the change since the save is the player's to keep
        QCOMPARE(QString::fromStdString(w.session()->game().startComment()),
                 QStringLiteral("changed while saving"));
    }

    // Nothing is asked when the changes are in the file, or the game is a finished one of no
    // file (My games has it).
    void closingWithoutChangesDoesNotAsk() {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        w.session()->newGame(518);
        playSans(w.session(), {"f3", "e5", "g4", "Qh4#"});
        Answer asked("closeQuestion", QMessageBox::Cancel);
        QVERIFY(w.close());
        QVERIFY(!asked.asked());
    }

    // Case 4: a launch after a game between engines starts no game by itself.
    void launchStartsNoGameByItself() {
        GameSetup engines;
        engines.opponent = GameSetup::Opponent::Engines;
        engines.whiteEngine = PlayerSpec::builtIn(1);
        engines.blackEngine = PlayerSpec::builtIn(1);
        engines.save();
        MainWindow w;
        windowutil::settle(); // what the launch set going
        QCOMPARE(w.session()->game().plyCount(), 0);
        QVERIFY(!w.director()->isThinking());
        QVERIFY(GameLibrary().files().isEmpty());
        QVERIFY(!w.document()->unfinished().has_value());
    }

    // ... and an unfinished game between engines is offered, not played on by itself.
    void unfinishedGameBetweenEnginesIsOffered() {
        {
            MainWindow w;
            Game g = *Game::fromStartNumber(400);
            g.playSan("e4");
            w.document()->startGame(continueGame(g, ContinueAs::Computer, Black, 1));
            // Both sides the computer's, as in a game between engines.
            w.session()->setPlayers(Players{PlayerSpec::builtIn(1), PlayerSpec::builtIn(1)});
            QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().plyCount() >= 2, 15000);
            w.director()->stop();
        }
        MainWindow w;
        QVERIFY(w.document()->unfinished().has_value());
        const int plies = w.document()->unfinished()->plyCount();
        windowutil::settle(); // what the launch set going
        QCOMPARE(w.session()->game().plyCount(), 0);
        Answer no("resumeQuestion", QMessageBox::No);
        w.startUp({});
        QVERIFY(no.asked());
        QVERIFY(no.text().contains("Resume"));
        QCOMPARE(w.session()->game().plyCount(), 0);
        QVERIFY(plies >= 2);
    }

    // Case 5: a file named on the command line opens at once; the unfinished game is not
    // asked about and is offered at the next start.
    void commandLineFileOpensFirst() {
        {
            MainWindow w;
            w.session()->newGame(518);
            playSans(w.session(), {"e4"});
        }
        QTemporaryDir dir;
        const QString path = writeOneGame(dir, 42);
        const QByteArray autosave = readAll(autosavePath());
        {
            MainWindow w;
            QVERIFY(w.document()->unfinished().has_value());
            Answer asked("resumeQuestion", QMessageBox::No);
            MainWindow::StartRequest request;
            request.file = path;
            QCOMPARE(openedBy(&w, [&] { w.startUp(request); }), Opened::Game);
            QVERIFY(!asked.asked());
            QCOMPARE(w.session()->game().startNumber(), 42);
            QCOMPARE(w.document()->filePath(), path);
            playSans(w.session(), {"d4"});
            QCOMPARE(readAll(autosavePath()), autosave);
        }
        MainWindow w;
        Answer yes("resumeQuestion", QMessageBox::Yes);
        w.startUp({});
        QVERIFY(yes.asked());
        QCOMPARE(w.session()->game().startNumber(), 518);
        QCOMPARE(w.session()->game().plyCount(), 1);
    }

    // Case 6: the unfinished game was game 2 of a file: the question names it, and once resumed
    // the title shows it and Save writes the game back in its place.
    void resumedGameOfAFileGoesBackIntoIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        {
            std::string text;
            for (int sp : {100, 200, 300}) {
                Game g = *Game::fromStartNumber(sp);
                g.playSan("e4");
                if (sp != 200) g.resign(Black); // the second game is still being played
                text += writePgn(g) + "\n";
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.c_str());
        }
        {
            MainWindow w;
            QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
            playSans(w.session(), {"d5"});
        }
        MainWindow w;
        Answer yes("resumeQuestion", QMessageBox::Yes);
        w.startUp({});
        QVERIFY(yes.asked());
        QVERIFY2(yes.text().contains("It is club.pgn, game 2 of 3; Save PGN writes it back there."),
                 qPrintable(yes.text()));
        QCOMPARE(w.document()->filePath(), path);
        QVERIFY2(shownTitle(w).startsWith("club.pgn, game 2 of 3* - "), qPrintable(shownTitle(w)));
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        const PgnFileContents reread = readPgnFileContents(path, nullptr);
        QCOMPARE(int(reread.records.size()), 3);
        QCOMPARE(writePgn(*reread.records[1].game), writePgn(w.session()->record()));
        QCOMPARE(reread.records[1].game->plyCount(), 2);
    }

    // A file whose last position has Black to move opens with White at the bottom: nobody's
    // side is known, and printed games are read from White's side.
    void fileOpensFromWhitesSide() {
        QTemporaryDir dir;
        const QString path = dir.filePath("black.pgn");
        {
            Game g = *Game::fromStartNumber(518);
            g.playSan("e4");
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(writePgn(g).c_str());
        }
        MainWindow w;
        w.session()->newGame(7);
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Game);
        QCOMPARE(w.session()->position().sideToMove(), Black);
        QVERIFY(!w.board()->isFlipped());
    }

    // The list of a file the game on the board was saved into is read again, and the game
    // chosen in it stays chosen (it went back to the file's first game).
    void theListKeepsTheGameChosenAfterASaveIntoItsFile() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        GamePickerDialog* p = listedGames(&w, path);
        QVERIFY(p);
        QTRY_COMPARE(p->chosen(), 1);
        auto* model = p->findChild<GameListModel*>();
        QVERIFY(model);
        QSignalSpy relisted(model, &GameListModel::relisted);
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("mine")));
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        // Read again once the change on disk is seen, then listed whole.
        auto* file = qobject_cast<GameDatabase*>(p->index());
        QVERIFY(file);
        QTRY_VERIFY_WITH_TIMEOUT(!relisted.isEmpty() && !file->changedOnDisk() &&
                                     p->index()->state() == GameIndex::State::Ready &&
                                     p->model()->rowCount() == 3,
                                 10000);
        QCOMPARE(p->chosen(), 1);
    }

    // A save that fails says what and where; the game stays on the board, changed.
    void failedSaveIsExplained() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        const QByteArray before = readAll(path);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 0), Opened::Game);
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("mine")));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner));
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("saveError"));
        QVERIFY(box);
        QVERIFY2(box->text().contains("club.pgn") && box->text().contains("read-only"),
                 qPrintable(box->text()));
        QCOMPARE(readAll(path), before);
        QVERIFY(w.isWindowModified());
        QCOMPARE(QString::fromStdString(w.session()->game().startComment()), "mine");
    }

    // Games deleted from the file of the game on the board, in "Choose a game": the game
    // follows its place (the title says so, Save writes into it); deleted itself, it stays on
    // the board in no file, and the window asks before it is replaced.
    void deletingGamesOfTheFileOnTheBoard() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 2), Opened::Game);
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("mine")));
        QVERIFY2(shownTitle(w).startsWith("club.pgn, game 3 of 3* - "), qPrintable(shownTitle(w)));
        // Open the file again, delete its first game, and cancel.
        const auto deleteRow = [&](int row, int games) {
            Answer yes("confirmDelete", QMessageBox::Yes);
            // The file's list comes to the front of the Databases panel.
            QCOMPARE(openAndWait(&w, w.files(), path), Opened::Listed);
            GamePickerDialog* p = listedGames(&w, path);
            // The list of the file as it is now: after a save it is read again, and then
            // chooses a game of its own.
            QTRY_VERIFY(!p->writing() && !p->index()->isWriting() &&
                        p->index()->state() == GameIndex::State::Ready &&
                        p->model()->totalCount() == games && p->model()->rowCount() == games);
            p->table()->selectRow(row);
            QTRY_VERIFY(p->findChild<QPushButton*>("deleteGames")->isEnabled()); // read whole
            QCOMPARE(p->selectedNumbers(true), std::vector<int>{row + 1});
            DatabaseActions::of(p)->deleteSelected();
            QVERIFY(yes.asked());
            QVERIFY2(yes.text().contains(QStringLiteral("game %1 ").arg(row + 1)),
                     qPrintable(yes.text()));
            QTRY_VERIFY(!p->index()->isWriting()); // written beside the GUI thread
            QTRY_VERIFY(p->model()->totalCount() > 0 && p->model()->rowCount() > 0);
        };
        deleteRow(0, 3);
        QVERIFY2(shownTitle(w).startsWith("club.pgn, game 2 of 2* - "), qPrintable(shownTitle(w)));
        QCOMPARE(QString::fromStdString(w.session()->game().startComment()), "mine");
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        const PgnFileContents saved = readPgnFileContents(path, nullptr);
        QCOMPARE(int(saved.records.size()), 2);
        QCOMPARE(saved.records[0].game->tag("Event"), std::string("Round 2"));
        QCOMPARE(saved.records[1].game->startComment(), std::string("mine"));
        // Now the game on the board itself.
        deleteRow(1, 2);
        QCOMPARE(int(readPgnFileContents(path, nullptr).records.size()), 1);
        QVERIFY2(!shownTitle(w).startsWith("club.pgn"), qPrintable(shownTitle(w)));
        QVERIFY(w.isWindowModified());
        QCOMPARE(QString::fromStdString(w.session()->game().startComment()), "mine");
        {
            Answer keep("replaceGame", QMessageBox::Cancel);
            QVERIFY(!w.document()->mayReplace());
            QVERIFY(keep.asked());
            QVERIFY2(keep.text().contains("deleted from its file"), qPrintable(keep.text()));
        }
    }

    // Game > Game tags...: the tags edited are the game's (the clocks name the players), a
    // wrong one is said and nothing is kept, and Save writes them into the game's place in its
    // file with every other game byte for byte as it was.
    void editedTagsAreSavedAndEveryOtherGameKept() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        const QByteArray before = readAll(path);
        const PgnFileContents was = readPgnFileContents(path, nullptr);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        const auto setValue = [](TagsDialog& d, const char* name, const QString& value) {
            QTableWidget* t = d.table();
            for (int r = 0; r < t->rowCount(); ++r)
                if (t->item(r, 0)->text() == QLatin1String(name)) {
                    t->item(r, 1)->setText(value);
                    return;
                }
            qFatal("no row %s", name);
        };
        {
            // A rating that is no number: said, the dialog stays, Cancel keeps the game as it was.
            QString said;
            Answer wrong("tagsDialog", [&](QDialog& d) {
                auto& tags = static_cast<TagsDialog&>(d);
                setValue(tags, "WhiteElo", QStringLiteral("strong"));
                tags.accept();
                auto* problem = d.findChild<QLabel*>("tagProblem");
                said = problem->isHidden() ? QString() : problem->text();
                QCOMPARE(d.result(), int(QDialog::Rejected));
                d.reject();
            });
            named(w, "editTags")->trigger();
            QVERIFY(wrong.asked());
            QVERIFY2(said.contains("WhiteElo") && said.contains("4000"), qPrintable(said));
            QVERIFY(!w.isWindowModified());
            QCOMPARE(w.session()->game().tag("WhiteElo"), std::string());
        }
        Answer edit("tagsDialog", [&](QDialog& d) {
            auto& tags = static_cast<TagsDialog&>(d);
            setValue(tags, "White", QStringLiteral("Anna Schmidt"));
            setValue(tags, "Date", QStringLiteral("2024.05.??"));
            setValue(tags, "WhiteElo", QStringLiteral("2105"));
            tags.addTag();
            QTableWidget* t = tags.table();
            t->item(t->rowCount() - 1, 0)->setText(QStringLiteral("Annotator"));
            t->item(t->rowCount() - 1, 1)->setText(QStringLiteral("Club coach"));
            tags.accept();
        });
        named(w, "editTags")->trigger();
        QVERIFY(edit.asked());
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.session()->game().tag("White"), std::string("Anna Schmidt"));
        // The clocks name the player as the tag now does.
        bool shown = false;
        for (QLabel* l : w.findChild<ClockWidget*>()->findChildren<QLabel*>())
            shown = shown || l->text() == QLatin1String("Anna Schmidt");
        QVERIFY(shown);
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        const QByteArray after = readAll(path);
        const PgnFileContents now = readPgnFileContents(path, nullptr);
        QCOMPARE(int(now.records.size()), 3);
        const auto bytesOf = [](const QByteArray& text, const PgnRecord& r) {
            return text.mid(qsizetype(r.offset), qsizetype(r.end - r.offset));
        };
        QCOMPARE(bytesOf(after, now.records[0]), bytesOf(before, was.records[0]));
        QCOMPARE(bytesOf(after, now.records[2]), bytesOf(before, was.records[2]));
        QCOMPARE(after.left(qsizetype(now.records[1].offset)),
                 before.left(qsizetype(was.records[1].offset)));
        const Game& saved = *now.records[1].game;
        QCOMPARE(saved.tag("White"), std::string("Anna Schmidt"));
        QCOMPARE(saved.tag("Date"), std::string("2024.05.??"));
        QCOMPARE(saved.tag("WhiteElo"), std::string("2105"));
        QCOMPARE(saved.tag("Annotator"), std::string("Club coach"));
        QCOMPARE(saved.tag("Event"), std::string("Round 2"));
    }

    // Set a tag... in a file's list: the tag is set in each game listed and the file's every
    // other byte is as it was (checked against the games' texts edited one by one); the game
    // on the board, one of them, has the tag too and is not made unsaved by it.
    void aTagSetOverTheGamesListed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        std::mt19937 rng(73);
        std::string text;
        for (int i = 0; i < 30; ++i) text += writePgn(randomgames::realGame(rng, i)) + "\n";
        fileutil::writeAll(path, QByteArray::fromStdString(text));
        const PgnFileContents was = readPgnFileContents(path, nullptr);
        QCOMPARE(int(was.records.size()), 30);
        int onBoard = -1;
        for (int i = 0; i < 30 && onBoard < 0; ++i)
            if (was.records[size_t(i)].game->result() == GameResult::WhiteWins) onBoard = i;
        QVERIFY(onBoard >= 0);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, onBoard), Opened::Game);
        GamePickerDialog* list = listedGames(&w, path);
        auto* result = list->findChild<QComboBox*>("resultFilter");
        result->setCurrentIndex(result->findData(QStringLiteral("1-0")));
        const std::vector<int> listed = list->model()->matchingNumbers();
        QVERIFY(listed.size() > 1 && listed.size() < 30);
        Answer yes("confirmSetTag", QMessageBox::Yes);
        QCOMPARE(DatabaseActions::of(list)->setTagInListed("Event", "Club Open \"B\""),
                 int(listed.size()));
        QVERIFY(yes.asked());
        QTRY_VERIFY(!list->index()->isWriting()); // written beside the GUI thread
        // The file as the games' texts edited one by one make it.
        std::string want;
        long long from = 0;
        for (const PgnRecord& r : was.records) {
            want += text.substr(size_t(from), size_t(r.offset - from));
            const std::string game = text.substr(size_t(r.offset), size_t(r.end - r.offset));
            const bool isListed = std::find(listed.begin(), listed.end(), r.index) != listed.end();
            want += isListed ? *withTagInText(game, "Event", "Club Open \"B\"") : game;
            from = r.end;
        }
        want += text.substr(size_t(from));
        QCOMPARE(readAll(path), QByteArray::fromStdString(want));
        const PgnFileContents now = readPgnFileContents(path, nullptr);
        for (int n : listed)
            QCOMPARE(now.records[size_t(n - 1)].game->tag("Event"), std::string("Club Open \"B\""));
        // The game on the board: the tag, its place, nothing unsaved.
        QCOMPARE(w.session()->game().tag("Event"), std::string("Club Open \"B\""));
        QVERIFY(!w.isWindowModified());
        QVERIFY2(
            shownTitle(w).startsWith(QStringLiteral("club.pgn, game %1 of 30").arg(onBoard + 1)),
            qPrintable(shownTitle(w)));
        // Saved again, the board's game goes where it now is: the others stay.
        QVERIFY(w.session()->setComment(Game::root(), QStringLiteral("mine")));
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        const PgnFileContents saved = readPgnFileContents(path, nullptr);
        QCOMPARE(int(saved.records.size()), 30);
        QCOMPARE(saved.records[size_t(onBoard)].game->startComment(), std::string("mine"));
        QCOMPARE(saved.records[size_t(onBoard)].game->tag("Event"), std::string("Club Open \"B\""));
    }

    // A game chosen in a file's list is read beside the GUI thread: Open returns at once, the
    // game comes on the board when it is read; a second choice before then is the one that
    // comes.
    void aGameChosenInAListIsReadBesideTheWindow() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Listed);
        GamePickerDialog* list = listedGames(&w, path);
        QTRY_VERIFY(list->model()->rowCount() == 3);
        QSignalSpy chosen(w.findChild<DatabaseFeature*>(), &DatabaseFeature::gameChosen);
        list->table()->selectRow(0);
        list->accept();
        list->table()->selectRow(2);
        list->accept();
        QCOMPARE(chosen.size(), 0); // not read on the GUI thread
        QTRY_COMPARE(chosen.size(), 1);
        QCOMPARE(QString::fromStdString(w.session()->game().tag("Event")), "Round 3");
        QCOMPARE(w.document()->gameIndex(), 2);
        // The first choice, replaced, came not before it (its reading ended before the second
        // began, so it would have): it never comes.
        QCOMPARE(chosen.size(), 1);
    }

    // A delete is written beside the GUI thread, its list saying so; the list closed
    // meanwhile, the file is still written whole and the game of it on the board still
    // follows its place.
    void aDeleteGoesOnWhenItsListIsClosed() {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.pgn");
        writeAll(path, QByteArray::fromStdString(windowutil::twoGamesFarApart(24)));
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path, 1), Opened::Game);
        QVERIFY2(shownTitle(w).startsWith("big.pgn, game 2 of 2 - "), qPrintable(shownTitle(w)));
        GamePickerDialog* list = listedGames(&w, path);
        QTRY_VERIFY(list->model()->rowCount() == 2);
        list->table()->selectRow(0);
        QTRY_VERIFY(list->findChild<QPushButton*>("deleteGames")->isEnabled());
        QPointer<GameIndex> index = list->index();
        {
            Answer yes("confirmDelete", QMessageBox::Yes);
            DatabaseActions::of(list)->deleteSelected();
            QVERIFY(yes.asked());
        }
        QVERIFY(index->isWriting());
        QCOMPARE(list->findChild<QLabel*>("gameListStatus")->text(),
                 QStringLiteral("Deleting 1 game..."));
        auto* tabs = w.findChild<QTabWidget*>("databaseTabs");
        emit tabs->tabCloseRequested(tabs->indexOf(list));
        QTRY_VERIFY_WITH_TIMEOUT(index.isNull(), 60000); // gone once written
        const PgnFileContents after = readPgnFileContents(path, nullptr);
        QCOMPARE(int(after.records.size()), 1);
        QVERIFY2(shownTitle(w).startsWith("big.pgn - "), qPrintable(shownTitle(w)));
        QCOMPARE(w.document()->gameCount(), 1);
        QCOMPARE(w.document()->gameIndex(), 0);
    }

    // Duplicates in a file's list: only the sets are listed, the copies selected; Delete...
    // removes them and the file keeps one game of each set, every other byte as it was.
    void duplicatesAreListedSelectedAndDeleted() {
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        std::mt19937 rng(75);
        std::vector<std::string> games;
        for (int i = 0; i < 12; ++i) games.push_back(writePgn(randomgames::realGame(rng, i)));
        // Game 3 entered again as game 13, game 5 again as game 14 and 15.
        std::string text;
        for (const std::string& g : games) text += g + "\n";
        text += games[2] + "\n" + games[4] + "\n" + games[4] + "\n";
        fileutil::writeAll(path, QByteArray::fromStdString(text));
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Listed);
        GamePickerDialog* list = listedGames(&w, path);
        auto* button = list->findChild<QPushButton*>("findDuplicates");
        QTRY_VERIFY(button->isEnabled()); // once the whole file is read
        QSignalSpy found(list, &GamePickerDialog::duplicatesFound);
        button->click();
        QVERIFY(found.wait(10000));
        QCOMPARE(list->duplicateSets(), (std::vector<std::vector<int>>{{3, 13}, {5, 14, 15}}));
        QCOMPARE(list->model()->matchingCount(), 5);
        QCOMPARE(list->table()->selectionModel()->selectedRows().size(), 3);
        Answer yes("confirmDelete", QMessageBox::Yes);
        DatabaseActions::of(list)->deleteSelected();
        QVERIFY(yes.asked());
        QTRY_VERIFY(!list->index()->isWriting()); // written beside the GUI thread
        std::string want;
        for (const std::string& g : games) want += g + "\n";
        QCOMPARE(readAll(path), QByteArray::fromStdString(want));
        QVERIFY(!button->isChecked()); // every game listed again
        QTRY_VERIFY(button->isEnabled());
        button->click();
        QVERIFY(found.wait(10000));
        QVERIFY(list->duplicateSets().empty());
    }

    // Files of several games stay listed in the Databases panel, one tab each: the board and
    // the menus are the player's meanwhile, a game opens while its list stays, a file opened
    // again comes to the front, a file changed on disk by another program is read again by
    // itself, and a tab closed closes its file.
    void theDatabasesPanelKeepsEachFileListed() {
        QTemporaryDir dir, other;
        const QString club = writeThreeGames(dir);
        const QString second = writeThreeGames(other);
        MainWindow w;
        w.show();
        auto* dock = w.findChild<QDockWidget*>("databaseDock");
        auto* tabs = w.findChild<QTabWidget*>("databaseTabs");
        QVERIFY(dock && tabs);
        QVERIFY(!dock->isVisible());
        QCOMPARE(openAndWait(&w, w.files(), club), Opened::Listed);
        QVERIFY(dock->isVisible());
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(openAndWait(&w, w.files(), second), Opened::Listed);
        QCOMPARE(tabs->count(), 2);
        // Two files of one name: their folders tell them apart.
        QCOMPARE(tabs->tabText(1),
                 QStringLiteral("club.pgn (%1)").arg(QFileInfo(other.path()).fileName()));
        QCOMPARE(tabs->tabToolTip(0), QDir::toNativeSeparators(club));
        // Open from the first list: the game is on the board, both lists stay.
        QCOMPARE(openAndWait(&w, w.files(), club, 1), Opened::Game);
        QCOMPARE(QString::fromStdString(w.session()->game().tag("Event")), "Round 2");
        QCOMPARE(tabs->currentWidget(), listedGames(&w, club));
        QCOMPARE(tabs->count(), 2);
        // Another program adds a game to the second file: its list reads it again.
        GamePickerDialog* list = listedGames(&w, second);
        QCOMPARE(list->model()->totalCount(), 3);
        {
            QFile f(second);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n[Event \"Round 4\"]\n\n1. e4 *\n");
        }
        QTRY_COMPARE_WITH_TIMEOUT(list->model()->totalCount(), 4, 10000);
        // A tab closed: its file is no longer open, the other stays.
        emit tabs->tabCloseRequested(tabs->indexOf(list));
        QCOMPARE(tabs->count(), 1);
        QVERIFY(!listedGames(&w, second));
        QVERIFY(listedGames(&w, club));
        QCOMPARE(tabs->tabText(0), QStringLiteral("club.pgn"));
        QVERIFY(dock->isVisible());
        emit tabs->tabCloseRequested(0);
        QVERIFY(!dock->isVisible());
        // The game on the board stays its file's.
        QVERIFY(shownTitle(w).startsWith("club.pgn, game 2 of 3"));
    }

    // A file another program writes while its index is being built (in place and shorter, or
    // games added) is read again once that build ends, and listed as it is now: the change was
    // seen during the build, and a read under way is not started again. A file cut short
    // under the reader does not end the program (its bytes past the new end read as zeros).
    void aFileWrittenWhileItIsReadIsReadAgainOnceRead() {
        QTemporaryDir dir;
        const QString path = dir.filePath("growing.pgn");
        std::mt19937 rng(77);
        const QByteArray many = QByteArray::fromStdString(randomgames::file(rng, 6000, false, 16));
        const QByteArray few = QByteArray::fromStdString(randomgames::file(rng, 40, false, 16));
        for (const bool shorter : {true, false}) {
            fileutil::writeAll(path, many);
            MainWindow w;
            const auto fast = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
            GamePickerDialog* list = listedWhileRead(&w, path);
            QVERIFY(list); // the file is being read
            auto* reading = list->findChild<QProgressBar*>();
            // Written while it is read: in place and shorter (the same file, its bytes
            // replaced), or games added at its end.
            {
                QFile f(path);
                QVERIFY(f.open(shorter ? QIODevice::WriteOnly | QIODevice::Truncate
                                       : QIODevice::Append));
                f.write(few);
            }
            // The change is seen (a watch, then a look 400 ms later) while the read goes on
            // (the longer file; the shorter one's read ends at its cut).
            QTest::qWait(700);
            if (!shorter) QVERIFY(reading->isVisible());
            GameDatabase::setPausePerGame(0);
            const int expected = shorter ? 40 : 6040;
            QTRY_VERIFY_WITH_TIMEOUT(
                list->model()->totalCount() == expected && !reading->isVisible(), 30000);
            QCOMPARE(list->model()->totalCount(), expected);
        }
    }

    // A file written while it is read (by a Save, or another program) and whose read ends
    // before the change is looked at: its list is read again at once, never offered as read
    // with the games of the file as it was, where a delete would fail with "the file has
    // changed" (a delete right after such a read did that, at random).
    void aListIsNeverReadyWithTheFileAsItWas() {
        QTemporaryDir dir;
        const QString path = dir.filePath("club.pgn");
        std::mt19937 rng(78);
        const QByteArray games = QByteArray::fromStdString(randomgames::file(rng, 3000, false, 16));
        fileutil::writeAll(path, games);
        MainWindow w;
        const auto fast = qScopeGuard([] { GameDatabase::setPausePerGame(0); });
        GamePickerDialog* list = listedWhileRead(&w, path);
        QVERIFY(list);
        auto* file = qobject_cast<GameDatabase*>(list->index());
        QVERIFY(file);
        // The same games, written again with one more line at the end, while the read goes on
        // (a new file put in its place, as a Save does); the read ends at once, before the
        // change is looked at.
        {
            QSaveFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(games + "\n");
            QVERIFY(f.commit());
        }
        GameDatabase::setPausePerGame(0);
        QTRY_VERIFY_WITH_TIMEOUT(file->state() == GameIndex::State::Ready, 30000);
        QVERIFY2(!file->changedOnDisk(), "listed as read with the file as it was");
        // What the player does next works: the first game deleted from the file.
        Answer yes("confirmDelete", QMessageBox::Yes);
        Answer failed("deleteFailed", QMessageBox::Ok);
        list->table()->selectRow(0);
        QTRY_VERIFY(list->findChild<QPushButton*>("deleteGames")->isEnabled());
        DatabaseActions::of(list)->deleteSelected();
        QVERIFY(yes.asked());
        QVERIFY2(!failed.asked(), qPrintable(failed.text()));
        QTRY_VERIFY(!file->isWriting());
        QTRY_COMPARE(int(readPgnFileContents(path, nullptr).records.size()), 2999);
    }

    // Games copied from one database to another: by Copy to (the games selected, exactly as
    // their file has them, at the end of the other file, whose list reads it again; a game of
    // that file on the board keeps its place), to My games, and by a drag onto a tab.
    void gamesAreCopiedBetweenDatabases() {
        TwoListedFiles files;
        QVERIFY(files.open());
        MainWindow& w = files.w;
        const QString& club = files.club;
        const QString& second = files.second;
        // The second file's first game on the board.
        QCOMPARE(openAndWait(&w, w.files(), second, 0), Opened::Game);
        QVERIFY(shownTitle(w).startsWith("club.pgn, game 1 of 3"));
        const QByteArray before = fileutil::readAll(second);
        const QByteArray source = fileutil::readAll(club);
        GamePickerDialog* from = listedGames(&w, club);
        GamePickerDialog* to = listedGames(&w, second);
        auto* databases = w.findChild<DatabaseFeature*>();
        QSignalSpy finished(databases, &DatabaseFeature::copyFinished);
        // Games 1 and 3 of the first file chosen; Copy to > the second file.
        from->table()->selectionModel()->clearSelection();
        from->table()->selectionModel()->select(
            from->model()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        from->table()->selectionModel()->select(
            from->model()->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(from->selectedNumbers(), (std::vector<int>{1, 3}));
        auto* copy = from->findChild<QPushButton*>("copyGames");
        QVERIFY(copy && !copy->isHidden() && copy->isEnabled());
        emit copy->menu()->aboutToShow();
        QAction* toFile = nullptr;
        for (QAction* a : copy->menu()->actions())
            if (a->objectName() == "copyToFile") toFile = a;
        QVERIFY(toFile);
        QCOMPARE(toFile->toolTip(), QDir::toNativeSeparators(second));
        toFile->trigger();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished[0][0].toInt(), 2);
        const QByteArray after = fileutil::readAll(second);
        QVERIFY(after.startsWith(before));
        // The copies are the first file's games 1 and 3 byte for byte.
        QVERIFY(after.contains("Round 1") && after.contains("Round 3"));
        QString error;
        const PgnFileContents read = readPgnFileContents(second, &error);
        QCOMPARE(int(read.records.size()), 5);
        QCOMPARE(QString::fromStdString(read.records[3].game->tag("Event")), "Round 1");
        QCOMPARE(QString::fromStdString(read.records[4].game->tag("Event")), "Round 3");
        // The second file's list reads it again; the game on the board follows.
        QTRY_COMPARE_WITH_TIMEOUT(to->model()->totalCount(), 5, 10000);
        QTRY_VERIFY(shownTitle(w).startsWith("club.pgn, game 1 of 5"));
        QCOMPARE(fileutil::readAll(club), source); // the source as it was

        // To My games: each kept as a game of its own.
        named(w, "myGames")->trigger();
        const GameLibrary library;
        const int kept = int(library.files().size());
        emit copy->menu()->aboutToShow();
        QAction* toLibrary = nullptr;
        for (QAction* a : copy->menu()->actions())
            if (a->objectName() == "copyToLibrary") toLibrary = a;
        QVERIFY(toLibrary);
        finished.clear();
        toLibrary->trigger();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished[0][0].toInt(), 2);
        QCOMPARE(int(library.files().size()), kept + 2);

        // A drag of game 2 onto the second file's tab.
        auto* tabs = w.findChild<QTabWidget*>("databaseTabs");
        from->table()->selectionModel()->clearSelection();
        from->table()->selectRow(1);
        std::unique_ptr<QMimeData> mime(
            from->model()->mimeData(from->table()->selectionModel()->selectedIndexes()));
        QVERIFY(mime);
        const QPoint onTab = tabs->tabBar()->tabRect(tabs->indexOf(to)).center();
        QDragEnterEvent enter(onTab, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tabs->tabBar(), &enter);
        QVERIFY(enter.isAccepted());
        // Not onto its own tab.
        QDragMoveEvent overOwn(tabs->tabBar()->tabRect(tabs->indexOf(from)).center(),
                               Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tabs->tabBar(), &overOwn);
        QVERIFY(!overOwn.isAccepted());
        finished.clear();
        QDropEvent drop(onTab, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(tabs->tabBar(), &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished[0][0].toInt(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(to->model()->totalCount(), 6, 10000);
        QCOMPARE(QString::fromStdString(
                     readPgnFileContents(second, &error).records[5].game->tag("Event")),
                 "Round 2");
    }

    // A position search "in every database": run in each list open, each tab saying how many
    // games it found; off, a search stays in its list.
    void aSearchInEveryDatabase() {
        TwoListedFiles files;
        QVERIFY(files.open());
        MainWindow& w = files.w;
        const QString& club = files.club;
        const QString& second = files.second;
        // The board: game 2's last position (SP 200 after 1. e4 e5), in both files once.
        QCOMPARE(openAndWait(&w, w.files(), club, 1), Opened::Game);
        GamePickerDialog* first = listedGames(&w, club);
        GamePickerDialog* next = listedGames(&w, second);
        auto* tabs = w.findChild<QTabWidget*>("databaseTabs");
        auto* every = first->findChild<QCheckBox*>("searchEveryDatabase");
        QVERIFY(every && !every->isHidden());
        QVERIFY(!every->isChecked());
        // Off: only the list searched.
        QSignalSpy firstDone(first, &GamePickerDialog::positionSearched);
        QSignalSpy nextDone(next, &GamePickerDialog::positionSearched);
        auto* position = first->findChild<QComboBox*>("positionSearch");
        emit position->activated(1);
        QVERIFY(firstDone.wait(10000));
        QCOMPARE(first->model()->matchingCount(), 1);
        QCOMPARE(next->model()->matchingCount(), 3);
        QVERIFY(nextDone.isEmpty());
        QVERIFY(
            tabs->tabText(tabs->indexOf(first)).endsWith(") \u2013 1")); // twins: the folder too
        // On (in one list, so in all): the other list searches too.
        every->setChecked(true);
        QVERIFY(next->findChild<QCheckBox*>("searchEveryDatabase")->isChecked());
        emit position->activated(0);
        QTRY_COMPARE(first->model()->matchingCount(), 3);
        emit position->activated(1);
        QTRY_COMPARE_WITH_TIMEOUT(next->model()->matchingCount(), 1, 10000);
        QTRY_COMPARE(first->model()->matchingCount(), 1);
        QTRY_VERIFY(tabs->tabText(tabs->indexOf(next)).endsWith("\u2013 1"));
        QCOMPARE(next->model()->numberAt(0), 2);
        // All games again, everywhere.
        emit position->activated(0);
        QTRY_COMPARE(next->model()->matchingCount(), 3);
        QVERIFY(!tabs->tabText(tabs->indexOf(next)).contains("\u2013"));
    }

    // A move added in analysis at the end of a game of a file is in the move list, so it is in
    // the file after Save (issue 69: the list showed 31. h3, Save said "Saved" and the file
    // still ended 30. ... Ng8 *).
    void whatTheMoveListShowsIsWhatSaveWrites() {
        QTemporaryDir dir;
        const QString path = writeUnfinishedClockGame(dir);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Game);
        named(w, "backToGame")->trigger();
        named(w, "analyse")->trigger();
        QVERIFY(w.session()->analysing());
        QVERIFY(w.session()->play(anyMove(w)));
        QCOMPARE(shownMoves(w).size(), 61);
        QVERIFY(w.isWindowModified());
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Saved try.pgn"),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(fileMoves(path), shownMoves(w));
        QCOMPARE(fileMoves(path).size(), 61);
        // Analysis off: the game is the file's, h3 and all.
        named(w, "analyse")->trigger();
        QCOMPARE(fileMoves(path), shownMoves(w));
        QCOMPARE(listOfFile(path), w.findChild<MoveTreeView*>()->plainText());

        // In play: the computer's reply and a move of the person's, saved.
        w.director()->setMoveLimits([] {
            engine::Limits l;
            l.depth = 2;
            return l;
        }());
        named(w, "playOn")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().plyCount(), 62, 20000);
        QVERIFY(w.session()->play(anyMove(w)));
        w.director()->stop();
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QCOMPARE(listOfFile(path), w.findChild<MoveTreeView*>()->plainText());
        QCOMPARE(fileMoves(path).size(), 63);

        // In a review: the evaluations, marks and better moves it writes are in the move list,
        // and after Save in the file, the same.
        auto* review = w.findChild<ReviewFeature*>();
        QVERIFY(review);
        review->start(review::kReviewQuick);
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 120000);
        QVERIFY(w.isWindowModified());
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QVERIFY(!w.isWindowModified());
        const QString shown = w.findChild<MoveTreeView*>()->plainText();
        QVERIFY(shown.size() > 600); // evaluations and variations besides the 63 moves
        QCOMPARE(listOfFile(path), shown);
    }

    // In a game being played, tries after its last move are not part of it: Save says so.
    void saveSaysWhatItLeavesOut() {
        QTemporaryDir dir;
        const QString path = writeUnfinishedClockGame(dir);
        MainWindow w;
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Game);
        named(w, "playOn")->trigger();
        QVERIFY(!w.session()->isRecord());
        QVERIFY(w.session()->play(anyMove(w)));
        const QString played = QString::fromStdString(w.session()->game().moves().back().san);
        w.director()->stop();
        named(w, "analyse")->trigger();
        QVERIFY(w.session()->play(anyMove(w)));
        const QString tried =
            MoveTreeView::moveLabel(w.session()->game(), w.session()->view()->node());
        QVERIFY(tried.startsWith("31... "));
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains("Not in the file: 1 move tried in analysis after the game's last "
                               "move (" +
                               tried + ")"),
                 qPrintable(said));
        QCOMPARE(fileMoves(path).size(), 61);
        QCOMPARE(fileMoves(path).back(), played);
    }

    // A game opened from a file is a record to look at: its clock does not run, nobody loses
    // on time, and closing asks nothing (issue 69: the clock ran, the game was lost on time,
    // and closing offered to save that result into the file).
    void aGameOpenedFromAFileRunsNoClock() {
        QTemporaryDir dir;
        const QString path = writeUnfinishedClockGame(dir);
        const QByteArray before = readAll(path);
        MainWindow w;
        // The clock's time is the test's: a minute passes at once.
        qint64 now = 0;
        w.session()->clock()->setTimeSource([&now] { return now; });
        w.show();
        QCOMPARE(openAndWait(&w, w.files(), path), Opened::Game);
        QVERIFY(w.session()->isRecord());
        QVERIFY(w.session()->clock()->enabled());
        QVERIFY(!w.session()->clock()->running());
        const qint64 white = w.session()->clock()->remaining(White);
        now += 60000;
        windowutil::settle();
        QCOMPARE(w.session()->clock()->remaining(White), white);
        QVERIFY(!w.session()->game().isOver());
        QVERIFY(named(w, "playOn")->isVisible());
        QVERIFY(!w.document()->needsSaveQuestion());
        // Analysis on and off gives it no time and takes none.
        named(w, "analyse")->trigger();
        named(w, "analyse")->trigger();
        QVERIFY(!w.session()->clock()->running());
        QCOMPARE(w.session()->clock()->remaining(White), white);
        QVERIFY(!w.isWindowModified());
        w.close();
        QCOMPARE(readAll(path), before);
    }

    // Save as after "changed on disk" proposes a new name beside the file, never the file
    // another program changed.
    void saveAsAfterAChangeOnDiskProposesANewName() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        MainWindow w;
        openAndChangeElsewhere(w, path);
        QFile(dir.filePath("club (2).pgn")).open(QIODevice::WriteOnly); // taken already
        const QByteArray changed = readAll(path);
        Answer saveAs("changedOnDisk", [](QDialog& d) {
            auto& box = static_cast<QMessageBox&>(d);
            for (QAbstractButton* b : box.buttons())
                if (b->objectName() == QLatin1String("saveAs")) b->click();
        });
        QString proposed;
        Answer where("saveDialog", [&proposed](QDialog& d) {
            auto& files = static_cast<QFileDialog&>(d);
            proposed = files.selectedFiles().value(0);
            static_cast<QDialog&>(files).accept(); // Enter on what it proposes
        });
        named(w, "fileSave")->trigger();
        QTRY_VERIFY(where.asked()); // once the save has found the file changed
        QVERIFY(saveAs.asked());
        QVERIFY(windowutil::written(w.document()));
        QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("club (3).pgn"));
        QCOMPARE(readAll(path), changed);
        QCOMPARE(w.document()->filePath(), dir.filePath("club (3).pgn"));
    }

    // A file changed by another program since it was opened is not written over.
    void fileChangedOnDiskIsNotOverwritten() {
        QTemporaryDir dir;
        const QString path = writeThreeGames(dir);
        MainWindow w;
        openAndChangeElsewhere(w, path);
        const QByteArray changed = readAll(path);
        Answer cancel("changedOnDisk", QMessageBox::Cancel);
        named(w, "fileSave")->trigger();
        QVERIFY(windowutil::written(w.document()));
        QTRY_VERIFY(cancel.asked());
        QVERIFY2(cancel.text().contains("club.pgn"), qPrintable(cancel.text()));
        QCOMPARE(readAll(path), changed);
        QVERIFY(w.isWindowModified());
    }
};

QTEST_MAIN(TestDocumentWindow)
#include "tst_document_window.moc"
