// My games, without windows: GameLibrary (files, index, summary, delete, export, the pointer to
// the game in progress), LibraryDatabase (My games as a database: its index follows the folder,
// is built again when damaged, is searched by position, exports and deletes by number) and
// LibraryRecorder (the game written as it is played, through a
// GameSession), including a process killed with SIGKILL between two moves.
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "fileutil.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "i18n/language.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"
#include "library/libraryrecorder.h"
#include "testhome.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <QThread>

#include <csignal>
#include <cstdio>
#include <cstring>

using namespace chess960;
using fileutil::readAll;
using namespace chess960::ui;
using namespace windowutil;

namespace {

Game gameOf(int sp, std::initializer_list<const char*> sans, const char* white = "Ann",
            const char* black = "Bob") {
    auto game = Game::fromStartNumber(sp);
    if (!game) qFatal("no SP %d", sp);
    game->setTag("White", white);
    game->setTag("Black", black);
    for (const char* san : sans)
        if (!game->playSan(san)) qFatal("cannot play %s", san);
    return std::move(*game);
}

// Brings db up to date and waits for it.
bool openAndWait(LibraryDatabase& db) {
    db.open();
    return QTest::qWaitFor([&] { return db.state() != GameIndex::State::Building; }, 20000) &&
           db.state() == GameIndex::State::Ready;
}

// A column of every row, in the order of the numbers.
QStringList columnByNumber(const LibraryDatabase& db, const char* column) {
    QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
    QStringList out;
    if (q.exec(QStringLiteral("SELECT %1 FROM games ORDER BY number").arg(QLatin1String(column))))
        while (q.next()) out << q.value(0).toString();
    return out;
}

} // namespace

class TestGameLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_gamelibrary"); }
    // No unfinished game of an earlier run is waiting to be answered.
    void init() { removeAutosave(); }

    void summaryOfAGame() {
        Game g = gameOf(518, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
        const LibraryEntry e = GameLibrary::summarize(g);
        QCOMPARE(e.white, QStringLiteral("Ann"));
        QCOMPARE(e.black, QStringLiteral("Bob"));
        QCOMPARE(e.result, GameResult::WhiteWins);
        QCOMPARE(e.termination, Termination::Checkmate);
        QCOMPARE(e.startNumber, 518);
        QCOMPARE(e.plies, 7);
        // The opening is the first six half-moves with their numbers.
        QCOMPARE(e.opening, QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6"));
        QCOMPARE(e.computerLevel, 0);
        g.setTag("BlackType", "program");
        g.setTag("ComputerLevel", "7");
        QCOMPARE(GameLibrary::summarize(g).computerLevel, 7);
    }

    void removesAndExports() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        QStringList names;
        for (int sp : {1, 2, 3}) {
            names << library.newFileName();
            QVERIFY(library.write(names.back(), gameOf(sp, {"e4", "e5"})));
        }
        const QString out = dir.filePath("export.pgn");
        QVERIFY(library.exportTo(out, {names[2], names[0]}));
        const QByteArray text = readAll(out);
        const auto records = readPgn(std::string_view(text.constData(), size_t(text.size())));
        QCOMPARE(int(records.size()), 2);
        QVERIFY(records[0].ok() && records[1].ok());
        QCOMPARE(records[0].game->startNumber(), 3); // in the order asked for
        QCOMPARE(records[1].game->startNumber(), 1);
        QVERIFY(library.remove({names[0], names[1]}));
        QCOMPARE(library.files(), QStringList{names[2]});
        QString error;
        QVERIFY(!library.remove({names[0]}, &error)); // already gone
        QVERIFY(error.contains(names[0]));
        QVERIFY(!library.exportTo(out, {names[0]}, &error));
    }

    void pointerToTheGameInProgressIsOnlyAFileOfTheFolder() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        QVERIFY(library.currentGame().isEmpty());
        const QString a = library.newFileName();
        QVERIFY(library.write(a, gameOf(5, {"e4"})));
        library.setCurrentGame(a);
        QCOMPARE(library.currentGame(), a);
        library.setCurrentGame(QStringLiteral("../../etc/passwd"));
        QVERIFY(library.currentGame().isEmpty());
        library.setCurrentGame(QStringLiteral("gone.pgn"));
        QVERIFY(library.currentGame().isEmpty());
        library.setCurrentGame({});
        QVERIFY(library.currentGame().isEmpty());
    }

    void recorderWritesEveryMoveAndEveryEnding() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        GameSession c;
        // The document keeps My games' note of the game in progress; its recorder the game.
        GameDocument document(&c, &library);
        const LibraryRecorder& recorder = *document.recorder();
        c.newGame(518);
        QVERIFY(recorder.fileName().isEmpty()); // nothing played, nothing kept
        QVERIFY(library.files().isEmpty());
        playSans(&c, {"e4"});
        const QString first = recorder.fileName();
        QVERIFY(!first.isEmpty());
        QCOMPARE(library.currentGame(), first);
        QCOMPARE(library.read(first)->plyCount(), 1);
        playSans(&c, {"e5", "Nf3"});
        QCOMPARE(library.read(first)->plyCount(), 3);
        c.undo();
        QCOMPARE(library.read(first)->plyCount(), 2);
        c.resign();
        QCOMPARE(library.read(first)->result(), GameResult::BlackWins);
        QCOMPARE(library.read(first)->termination(), Termination::Resignation);

        // The finished game stays when the next one starts; the next has a file of its own.
        c.newGame(7);
        QVERIFY(recorder.fileName().isEmpty());
        QVERIFY(library.currentGame().isEmpty());
        playSans(&c, {"e4"});
        QVERIFY(recorder.fileName() != first);
        QCOMPARE(int(library.files().size()), 2);
        // Taken back to the start, the empty game leaves the list.
        c.undo();
        QCOMPARE(int(library.files().size()), 1);
        QCOMPARE(library.files().front(), first);
    }

    void recorderContinuesOnlyInAFileOfTheSameGame() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        GameSession c;
        LibraryRecorder recorder(&c, &library);
        const QString kept = library.newFileName();
        QVERIFY(library.write(kept, gameOf(518, {"e4", "e5"})));
        const QString other = library.newFileName();
        QVERIFY(library.write(other, gameOf(301, {"d4"})));

        c.loadGame(*library.read(kept));
        recorder.continueIn(kept);
        QCOMPARE(recorder.fileName(), kept);
        playSans(&c, {"Nf3"});
        QCOMPARE(library.read(kept)->plyCount(), 3);
        QCOMPARE(int(library.files().size()), 2);

        // A pointer to another game (a stale "current" file) must never overwrite it.
        c.loadGame(gameOf(302, {"e4"}));
        recorder.continueIn(other);
        QVERIFY(recorder.fileName().isEmpty());
        playSans(&c, {"e5"});
        QCOMPARE(library.read(other)->plyCount(), 1);
        QCOMPARE(library.read(other)->startNumber(), 301);
        QCOMPARE(int(library.files().size()), 3);
    }

    // The child plays moves one by one and says so; the parent kills it with SIGKILL right
    // after a move and finds every move played so far in the library.
    void killedBetweenTwoMovesLosesNothing() {
        QTemporaryDir dir;
        QProcess child;
        child.setProgram(QCoreApplication::applicationFilePath());
        child.setArguments({QStringLiteral("--play-until-killed")});
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CHESS960_LIBRARY_DIR"), dir.filePath("games"));
        child.setProcessEnvironment(env);
        child.start();
        QVERIFY(child.waitForStarted());
        QByteArray said;
        while (!said.contains("played 5\n")) {
            QVERIFY2(child.waitForReadyRead(20000), said.constData());
            said += child.readAllStandardOutput();
        }
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        GameLibrary library(dir.filePath("games"));
        const QStringList list = library.files();
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(library.currentGame(), list[0]);
        const auto game = library.read(list[0]);
        QVERIFY(game);
        // The child may have played a sixth move before the signal arrived, never fewer than 5.
        QVERIFY2(game->plyCount() >= 5, qPrintable(QString::number(game->plyCount())));
        QCOMPARE(QString::fromStdString(game->moves()[4].san), QStringLiteral("Bc4"));
    }
    void libraryDatabaseFollowsTheFolder() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        {
            // No folder yet: no games, and no error.
            LibraryDatabase empty(&library);
            QVERIFY(openAndWait(empty));
            QCOMPARE(empty.gameCount(), 0);
        }
        const QDateTime t0 = QDateTime::currentDateTime().addDays(-3);
        const QString a = library.newFileName(t0.addSecs(60));
        const QString b = library.newFileName(t0.addSecs(120));
        QVERIFY(library.write(a, gameOf(10, {"e4", "e5"})));
        Game computer = gameOf(20, {"d4"}, "Ann", "Chess960");
        computer.setTag("BlackType", "program");
        computer.setTag(kComputerLevelTag, "3");
        QVERIFY(library.write(b, computer));
        LibraryDatabase db(&library);
        QVERIFY(openAndWait(db));
        QVERIFY(!db.reused());
        QCOMPARE(db.gameCount(), 2);
        QCOMPARE(db.failedCount(), 0);
        // Numbered in the order played, 1 the first.
        QCOMPARE(db.fileOf(1), a);
        QCOMPARE(db.fileOf(2), b);
        QCOMPARE(db.numberOf(b), 2);
        QCOMPARE(columnByNumber(db, "start"), (QStringList{"10", "20"}));
        QCOMPARE(columnByNumber(db, "plies"), (QStringList{"2", "1"}));
        QCOMPARE(columnByNumber(db, "date").front(),
                 t0.addSecs(60).toString(GameIndex::playedFormat()));
        QCOMPARE(columnByNumber(db, "level"), (QStringList{"", "3"}));
        // Nothing changed: the index is used as it is.
        QVERIFY(openAndWait(db));
        QVERIFY(db.reused());
        // A game goes on (its file rewritten), an older one is added, a file that is not a
        // game appears: each is read, the others are not, and the numbers follow the order
        // played.
        const QDateTime wasWritten = QFileInfo(library.pathOf(a)).lastModified();
        QVERIFY(library.write(a, gameOf(10, {"e4", "e5", "d4"})));
        fileutil::markLater(library.pathOf(a), wasWritten); // a time of its own
        const QString older = library.newFileName(t0);
        QVERIFY(library.write(older, gameOf(30, {"c4"})));
        QFile broken(library.pathOf(library.newFileName(t0.addSecs(180))));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("[White \"x\"]\n\n1. e4 e5 2. Kxe8 *\n");
        broken.close();
        QVERIFY(openAndWait(db));
        QVERIFY(!db.reused());
        QCOMPARE(db.gameCount(), 4);
        QCOMPARE(db.failedCount(), 1);
        QCOMPARE(db.fileOf(1), older);
        QCOMPARE(db.fileOf(2), a);
        QCOMPARE(db.fileOf(3), b);
        QCOMPARE(columnByNumber(db, "plies"), (QStringList{"1", "3", "1", ""}));
        QVERIFY(!columnByNumber(db, "error").back().isEmpty()); // listed with the reason
        QVERIFY(broken.exists());                               // and left on disk
        // A file deleted outside: its row goes, the rest are numbered on.
        QVERIFY(QFile::remove(library.pathOf(older)));
        QVERIFY(openAndWait(db));
        QCOMPARE(db.gameCount(), 3);
        QCOMPARE(db.fileOf(1), a);
        QCOMPARE(columnByNumber(db, "number"), (QStringList{"1", "2", "3"}));
    }

    // My games shows the names the program gives, and an unfinished result, in the player's
    // language: the filter finds games by what is shown, not by the English a record keeps.
    void theFilterMatchesTheNamesAsShown() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        const QDateTime t0 = QDateTime::currentDateTime().addDays(-1);
        // 1: a person against the computer at level 3, unfinished; 2: two named people, over;
        // 3: two players on one board, unfinished.
        Game computer =
            gameOf(10, {"e4"}, kRecordedPlayerName, recordedComputerName(3).toStdString().c_str());
        computer.setTag("BlackType", "program");
        computer.setTag(kComputerLevelTag, "3");
        QVERIFY(library.write(library.newFileName(t0), computer));
        Game named = gameOf(20, {"d4", "d5"}, "Ann Levelton", "Bob");
        named.resign(White);
        QVERIFY(library.write(library.newFileName(t0.addSecs(60)), named));
        QVERIFY(library.write(library.newFileName(t0.addSecs(120)),
                              gameOf(30, {"c4"}, kRecordedPlayerName, kRecordedPlayerName)));
        LibraryDatabase db(&library);
        QVERIFY(openAndWait(db));
        GameListModel model;
        model.setLibraryStyle(true);
        model.setConnection(db.connectionName());
        const auto listed = [&](const QString& filter) {
            return windowutil::listedNumbers(model, filter);
        };
        QCOMPARE(listed("level"), QString("1 2"));
        QCOMPARE(listed("player"), QString("1 3"));
        QCOMPARE(listed("unfinished"), QString("1 3"));
        QCOMPARE(listed("computer 3"), QString("1"));
        QCOMPARE(listed("ann"), QString("2"));

        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(listed("Stufe"), QString("1"));
        QCOMPARE(listed("level"), QString("2")); // "Ann Levelton" only: the computer is shown
        QCOMPARE(listed("Spieler"), QString("1 3"));
        QCOMPARE(listed("player"), QString(""));
        QCOMPARE(listed("unbeendet"), QString("1 3"));
        QCOMPARE(listed("unfinished"), QString(""));
        QCOMPARE(listed("Computer spieler"), QString("1"));
        QCOMPARE(listed("bob"), QString("2"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(listed("level"), QString("1 2"));
    }

    void aDamagedLibraryIndexIsBuiltAgain() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        for (int i = 0; i < 3; ++i)
            QVERIFY(library.write(library.newFileName(QDateTime::currentDateTime().addSecs(i)),
                                  gameOf(100 + i, {"e4"})));
        const QString index = LibraryDatabase::indexPathOf(library.folder());
        {
            LibraryDatabase db(&library);
            QVERIFY(openAndWait(db));
        }
        for (const QByteArray& damage :
             {QByteArray("not a database at all"), QByteArray(4096, '\xff'), QByteArray()}) {
            QFile f(index);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(damage);
            f.close();
            LibraryDatabase db(&library);
            QVERIFY(openAndWait(db));
            QVERIFY(!db.reused());
            QCOMPARE(db.gameCount(), 3);
            QCOMPARE(columnByNumber(db, "start"), (QStringList{"100", "101", "102"}));
        }
        // An index of another layout is not trusted either.
        {
            LibraryDatabase db(&library);
            QVERIFY(openAndWait(db));
            QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
            QVERIFY(q.exec("UPDATE meta SET value = '3' WHERE key = 'version'"));
        }
        LibraryDatabase db(&library);
        QVERIFY(openAndWait(db));
        QVERIFY(!db.reused());
        QCOMPARE(db.gameCount(), 3);
    }

    void libraryGamesAreSearchedExportedAndDeletedByNumber() {
        QTemporaryDir dir;
        GameLibrary library(dir.filePath("games"));
        const QDateTime t0 = QDateTime::currentDateTime();
        QVERIFY(library.write(library.newFileName(t0), gameOf(518, {"e4", "e5", "Nf3"})));
        QVERIFY(library.write(library.newFileName(t0.addSecs(1)), gameOf(518, {"d4", "d5"})));
        QVERIFY(
            library.write(library.newFileName(t0.addSecs(2)), gameOf(518, {"Nf3", "e5", "e4"})));
        LibraryDatabase db(&library);
        QVERIFY(openAndWait(db));
        // 1. e4 e5 2. Nf3 and 1. Nf3 e5 2. e4 reach the same position.
        const Game target = gameOf(518, {"e4", "e5", "Nf3"});
        std::atomic<bool> cancel{false};
        const FoundGames found = findGames(
            db.indexPath(), PositionQuery(PositionMatch::Exact, target.positionAt(3)), cancel);
        QVERIFY(found.ok);
        QCOMPARE(found.numbers, (std::vector<int>{1, 3}));
        // Exported in the order of their numbers, whatever the order asked.
        const QString out = dir.filePath("out.pgn");
        QString error;
        QCOMPARE(db.exportGames({3, 1}, out, &error), 2);
        const QString text = QString::fromUtf8(readAll(out));
        QVERIFY(text.indexOf("1. e4") >= 0 && text.indexOf("1. e4") < text.indexOf("1. Nf3"));
        QVERIFY(text.indexOf("1. d4") < 0);
        // Deleted: the files go, and the index follows (every game may be deleted).
        int deleted = -1;
        const auto count = [&deleted](int games, const QString&) { deleted = games; };
        db.deleteGames({2}, count);
        QCOMPARE(deleted, 1); // My games deletes here and now
        QVERIFY(!db.isWriting());
        QVERIFY(QTest::qWaitFor([&] { return db.state() == GameIndex::State::Ready; }, 20000));
        QCOMPARE(db.gameCount(), 2);
        QCOMPARE(int(library.files().size()), 2);
        db.deleteGames({1, 2}, count);
        QCOMPARE(deleted, 2);
        QVERIFY(QTest::qWaitFor([&] { return db.state() == GameIndex::State::Ready; }, 20000));
        QCOMPARE(db.gameCount(), 0);
    }
};

// The child of killedBetweenTwoMovesLosesNothing: plays a game move by move, forever waiting
// after the last one.
static int playUntilKilled() {
    GameLibrary library(qEnvironmentVariable("CHESS960_LIBRARY_DIR"));
    testhome::isolate();
    removeAutosave(); // a killed run before this one left its game unfinished
    GameSession c;
    GameDocument document(&c, &library);
    c.newGame(518);
    int played = 0;
    for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5"}) {
        playSans(&c, {san});
        std::printf("played %d\n", ++played);
        std::fflush(stdout);
        QThread::msleep(30);
    }
    for (;;) QThread::sleep(1);
}

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "--play-until-killed") == 0) return playUntilKilled();
    TestGameLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gamelibrary.moc"
