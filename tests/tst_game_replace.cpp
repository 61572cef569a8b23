// A game in progress is never lost: every way of putting another game on the board (a new
// game, a file, a recent file, the clipboard, a start position's number) asks first while
// moves are unsaved; Cancel keeps the game, Save saves it and goes on, and a finished, empty or
// saved game goes without a word. Resigning asks too.
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "gametable.h"
#include "windowutil.h"

#include "chess960/pgn.h"
#include "chess960/startpos.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

QString writeFile(const QTemporaryDir& dir, int number) {
    const QString path = dir.filePath(QStringLiteral("sp%1.pgn").arg(number));
    auto game = Game::fromStartNumber(number);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(writePgn(*game).c_str());
    return path;
}

QAction* recentAction(GameTable& w, const QString& fileName) {
    for (QMenu* m : w.findChildren<QMenu*>()) {
        if (m->title().remove('&') != QLatin1String("Open recent")) continue;
        emit m->aboutToShow();
        for (QAction* a : m->actions())
            if (a->text() == fileName) return a;
    }
    qFatal("no recent file %s", qPrintable(fileName));
}

} // namespace

class TestGameReplace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_game_replace"); }
    void init() { removeAutosave(); }

    // Each way of replacing the game, started on a window whose game is in progress; it
    // reports whether the game was replaced (the start position 42 or 7 came in).
    void entryPoints_data() {
        QTest::addColumn<QString>("entry");
        for (const char* e :
             {"open", "recent", "paste", "new game", "random", "classical", "start number"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void entryPoints() {
        QFETCH(QString, entry);
        QTemporaryDir dir;
        const QString file = writeFile(dir, 42);
        addRecentFile(file);
        const auto replace = [&](GameTable& w) {
            if (entry == "open") {
                openAndWait(&w.window(), w.files(), file);
            } else if (entry == "recent") {
                openedBy(&w.window(),
                         [&] { recentAction(w, QStringLiteral("sp42.pgn"))->trigger(); });
            } else if (entry == "paste") {
                QApplication::clipboard()->setText(QString::fromStdString(startFen(42)));
                action(w, "paste")->trigger();
            } else if (entry == "new game") {
                Answer accept("newGameDialog", [](QDialog& d) { d.accept(); });
                action(w, "newGame")->trigger();
            } else if (entry == "start number") {
                w.play()->startFromNumber(42); // chess960 --sp 42
            } else if (entry == "random") {
                action(w, "newRandomGame")->trigger();
            } else {
                action(w, "newClassicalGame")->trigger();
            }
        };
        const auto replaced = [](GameTable& w) { return w.session()->game().plyCount() == 0; };

        // In progress, Cancel: the game stays as it is.
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            w.session()->newGame(518);
            playSans(w.session(), {"e4"});
            Answer answer("replaceGame", QMessageBox::Cancel);
            replace(w);
            QVERIFY(answer.asked());
            QVERIFY(!replaced(w));
            QCOMPARE(w.session()->game().startNumber(), 518);
        }
        // In progress, Discard: replaced.
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            w.session()->newGame(518);
            playSans(w.session(), {"e4"});
            Answer answer("replaceGame", QMessageBox::Discard);
            replace(w);
            QVERIFY(answer.asked());
            QVERIFY(replaced(w));
        }
        // Empty, finished, or saved since the last move: replaced without a question.
        for (int kind = 0; kind < 3; ++kind) {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            w.session()->newGame(518);
            if (kind == 1) {
                playSans(w.session(), {"f3", "e5", "g4", "Qh4#"});
                QVERIFY(w.session()->game().isOver());
            }
            if (kind == 2) {
                playSans(w.session(), {"e4"});
                QVERIFY(w.files()->saveFile(dir.filePath("saved.pgn")));
                QVERIFY(windowutil::written(w.document()));
            }
            Answer answer("replaceGame", QMessageBox::Cancel);
            replace(w);
            QVERIFY2(!answer.asked(), qPrintable(QString::number(kind)));
            QVERIFY(replaced(w));
        }
    }

    void saveSavesThenReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.pgn");
        const QString other = writeFile(dir, 42);
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        w.session()->newGame(518);
        playSans(w.session(), {"e4"});
        QVERIFY(w.files()->saveFile(path));
        QVERIFY(windowutil::written(w.document()));
        playSans(w.session(), {"e5"}); // a move since the save: unsaved again
        Answer answer("replaceGame", QMessageBox::Save);
        QCOMPARE(openAndWait(&w.window(), w.files(), other), Opened::Game);
        QVERIFY(answer.asked());
        QCOMPARE(w.session()->game().startNumber(), 42);
        QVERIFY(windowutil::written(w.document())); // beside the GUI thread, after the question
        QString error;
        const std::vector<PgnRecord> records = readPgnFileContents(path, &error).records;
        QCOMPARE(records.size(), size_t(1));
        QCOMPARE(records[0].game->plyCount(), 2); // saved with e5
    }

    void resumedGameCountsAsUnsaved() {
        {
            GameTable w;
            w.play(); // the Game menu's and the File menu's actions
            w.session()->newGame(518);
            playSans(w.session(), {"e4"});
        }
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        QVERIFY(w.document()->unfinished().has_value());
        w.document()->resumeUnfinished();
        Answer answer("replaceGame", QMessageBox::Cancel);
        action(w, "newClassicalGame")->trigger();
        QVERIFY(answer.asked());
        QCOMPARE(w.session()->game().plyCount(), 1);
    }

    void resignAsksFirst() {
        GameTable w;
        w.play(); // the Game menu's and the File menu's actions
        w.session()->newGame(518);
        playSans(w.session(), {"e4"});
        // The question does not block: the box is there at once, and answered.
        action(w, "resign")->trigger();
        auto* no = w.findChild<QMessageBox*>(QStringLiteral("resignConfirm"));
        QVERIFY(no);
        no->button(QMessageBox::No)->click();
        QVERIFY(!w.session()->game().isOver());
        QVERIFY(w.session()->acceptsBoardMoves());
        QTRY_VERIFY(!w.findChild<QMessageBox*>(QStringLiteral("resignConfirm")));
        action(w, "resign")->trigger();
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("resignConfirm"));
        QVERIFY(box);
        QCOMPARE(box->text(), QString("Resign this game?"));
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
        box->button(QMessageBox::Yes)->click();
        QVERIFY(w.session()->game().isOver());
        QCOMPARE(w.session()->game().termination(), Termination::Resignation);
    }
};

QTEST_MAIN(TestGameReplace)
#include "tst_game_replace.moc"
