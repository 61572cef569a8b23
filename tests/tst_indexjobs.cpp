// The work the window runs beside the GUI thread for the player's files, driven as the window
// drives it and checked for its results: a database index built in two halves at once while
// the list reads what is written, a build stopped and a database destroyed while it builds,
// games loaded beside the GUI thread (the last asked wins), searches and the look for
// duplicates, deletes and tag changes written and the index built again, an export, My games'
// index brought up to date while the game being played is written, and a game saved into a
// file of many on a job runner (as the document saves it) while the games of that file are
// read. The suite needs no window: .ci/tsan.sh runs it under ThreadSanitizer.

#include "database/duplicates.h"
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "files/gamewriter.h"
#include "files/pgnfile.h"
#include "fileutil.h"
#include "jobs/jobrunner.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"
#include "randomgames.h"
#include "testhome.h"

#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/positionsearch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace chess960;
using namespace chess960::ui;
using namespace fileutil;

namespace {

// Waits until the index is no longer being built; true when it is Ready.
bool builtAndReady(GameIndex& db) {
    (void)QTest::qWaitFor([&db] { return db.state() != GameIndex::State::Building; }, 60000);
    return db.state() == GameIndex::State::Ready;
}

bool openAndWait(GameDatabase& db, const QString& path) {
    db.open(path);
    return builtAndReady(db);
}

// A file of n random games (seeded) at dir/name, and what the reader makes of it.
PgnFileContents writeGames(const QTemporaryDir& dir, const char* name, int n, unsigned seed) {
    std::mt19937 rng(seed);
    const QString path = dir.filePath(QString::fromLatin1(name));
    writeAll(path, QByteArray::fromStdString(randomgames::file(rng, n, false)));
    QString error;
    PgnFileContents file = readPgnFileContents(path, &error);
    if (int(file.records.size()) != n) qFatal("the games written do not read back");
    return file;
}

std::string gameText(const PgnFileContents& file, int number) {
    return writePgn(*file.records[size_t(number - 1)].game);
}

// Builds from here on read in two halves, the first reader pausing pauseUs after each game so
// that a build is seen under way; as before once the guard returned goes.
auto inSlowHalves(int pauseUs) {
    GameDatabase::setParallelFrom(1);
    GameDatabase::setPausePerGame(pauseUs);
    return qScopeGuard([] {
        GameDatabase::setParallelFrom(8 << 20);
        GameDatabase::setPausePerGame(0);
    });
}

// The number of rows of the index's games table, read on the GUI thread's connection.
int rowsListed(const GameDatabase& db) {
    QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
    return q.exec(QStringLiteral("SELECT count(*) FROM games")) && q.next() ? q.value(0).toInt()
                                                                            : -1;
}

// Game `number` of the file db lists, read through its index, with the tag Annotator set to
// annotator: a change to save. where is its place in the file.
std::optional<Game> changedGame(GameDatabase& db, int number, GameLocation* where,
                                const char* annotator) {
    QString error;
    auto game = db.loadGame(number, where, &error);
    if (game)
        game->setTag("Annotator", annotator);
    else
        qWarning("game %d cannot be read: %s", number, qPrintable(error));
    return game;
}

// Reads games step, 2 * step, ... count * step of the file through its index while it may be
// written: how many came back read whole or refused with a reason (both are answers).
int gamesAnswered(GameDatabase& db, int count, int step) {
    int answered = 0;
    for (int n = 1; n <= count; ++n) {
        GameLocation at;
        QString e;
        if (db.loadGame(n * step, &at, &e) || !e.isEmpty()) ++answered;
    }
    return answered;
}

} // namespace

class TestIndexJobs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName(QStringLiteral("Chess960 tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_indexjobs"));
    }
    void init() { QDir(GameDatabase::indexFolder()).removeRecursively(); }

    // Two readers fill the index while the GUI thread lists what each batch wrote; the
    // progress comes on the GUI thread, in order; at the end every game is where the reader
    // of the whole file finds it.
    void anIndexInTwoHalvesIsListedWhileItIsBuilt() {
        const auto restore = inSlowHalves(200);
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "halves.pgn", 900, 1);
        GameDatabase db;
        std::vector<int> listedAtBatch;
        qint64 lastDone = -1;
        bool inOrder = true;
        connect(&db, &GameDatabase::batchWritten, this, [&](int games) {
            const int rows = rowsListed(db);
            if (rows < games) listedAtBatch.push_back(-1); // a batch said written, not there
            listedAtBatch.push_back(rows);
        });
        connect(&db, &GameDatabase::progress, this, [&](qint64 done, qint64, int) {
            inOrder = inOrder && done >= lastDone;
            lastDone = done;
        });
        QVERIFY(openAndWait(db, file.path));
        QVERIFY(db.builtInTwoHalves());
        QVERIFY(inOrder);
        QVERIFY(!listedAtBatch.empty());
        QVERIFY(std::find(listedAtBatch.begin(), listedAtBatch.end(), -1) == listedAtBatch.end());
        QCOMPARE(db.gameCount(), 900);
        QSqlQuery q(QSqlDatabase::database(db.connectionName()));
        QVERIFY(q.exec("SELECT number, offset, end FROM games ORDER BY number"));
        for (const PgnRecord& r : file.records) {
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), r.index);
            QCOMPARE(q.value(1).toLongLong(), r.offset);
            QCOMPARE(q.value(2).toLongLong(), r.end);
        }
        QVERIFY(!q.next());
    }

    // A build stopped from the GUI thread ends without an error and is not kept; a database
    // destroyed while it builds stops its readers and waits for them.
    void aBuildStoppedOrItsDatabaseDestroyedLeavesNothingRunning() {
        const auto restore = inSlowHalves(300);
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "stopped.pgn", 1500, 2);
        {
            GameDatabase db;
            QSignalSpy progress(&db, &GameDatabase::progress);
            QSignalSpy failed(&db, &GameDatabase::failed);
            db.open(file.path);
            QVERIFY(progress.wait(20000)); // under way
            db.cancel();
            QVERIFY(failed.wait(20000));
            QVERIFY(db.error().isEmpty());
            QCOMPARE(db.state(), GameDatabase::State::Failed);
        }
        {
            auto* building = new GameDatabase;
            QSignalSpy progress(building, &GameDatabase::progress);
            building->open(file.path);
            QVERIFY(progress.wait(20000));
            delete building;
        }
        GameDatabase::setPausePerGame(0);
        GameDatabase again;
        QVERIFY(openAndWait(again, file.path));
        QVERIFY(!again.reused());
        QCOMPARE(again.gameCount(), 1500);
    }

    // Games asked for one after another are read beside the GUI thread, each on a connection
    // of its own; only the last asked is delivered, and a load stopped delivers nothing.
    void theLastGameAskedForIsTheOneLoaded() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "load.pgn", 300, 3);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        std::vector<int> delivered;
        std::optional<GameDatabase::LoadedGame> last;
        for (int n : {10, 150, 290})
            db.loadGameLater(n, [&delivered, &last, n](const GameDatabase::LoadedGame& g) {
                delivered.push_back(n);
                last = g;
            });
        QTRY_VERIFY_WITH_TIMEOUT(last.has_value(), 10000);
        QCOMPARE(delivered, std::vector<int>{290});
        QVERIFY2(last->game, qPrintable(last->error));
        QCOMPARE(writePgn(*last->game), gameText(file, 290));
        QCOMPARE(last->where.index, 289);
        QCOMPARE(last->where.offset, file.records[289].offset);
        db.loadGameLater(
            20, [&delivered](const GameDatabase::LoadedGame&) { delivered.push_back(20); });
        db.stopLoading();
        last.reset();
        db.loadGameLater(21, [&delivered, &last](const GameDatabase::LoadedGame& g) {
            delivered.push_back(21);
            last = g;
        });
        QTRY_VERIFY_WITH_TIMEOUT(last.has_value(), 10000);
        QCOMPARE(delivered, (std::vector<int>{290, 21}));
        QCOMPARE(writePgn(*last->game), gameText(file, 21));
    }

    // A search replaced by another delivers nothing; the other finds the game whose position
    // it asked for; the look for duplicates finds a game entered twice.
    void searchesAndTheLookForDuplicatesRunBesideTheGuiThread() {
        QTemporaryDir dir;
        PgnFileContents file = writeGames(dir, "search.pgn", 400, 4);
        // Game 77 entered again at the end.
        appendLater(file.path, "\n" + QByteArray::fromStdString(gameText(file, 77)));
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        QCOMPARE(db.gameCount(), 401);
        const Game& wanted = *file.records[76].game;
        const PositionQuery query(PositionMatch::Exact,
                                  wanted.positionAt(std::min(8, wanted.plyCount())));
        int first = 0;
        std::optional<FoundGames> found;
        db.searchGames(PositionQuery(PositionMatch::Exact, Position::startPosition(518)),
                       [&first](const FoundGames&) { ++first; });
        db.searchGames(query, [&found](const FoundGames& f) { found = f; });
        QTRY_VERIFY_WITH_TIMEOUT(found.has_value(), 20000);
        QCOMPARE(first, 0);
        QVERIFY(found->ok);
        QVERIFY(found->searched > 0);
        QVERIFY(std::find(found->numbers.begin(), found->numbers.end(), 77) !=
                found->numbers.end());
        QVERIFY(std::find(found->numbers.begin(), found->numbers.end(), 401) !=
                found->numbers.end());
        std::optional<FoundDuplicates> twice;
        db.lookForDuplicates([&twice](const FoundDuplicates& d) { twice = d; });
        QTRY_VERIFY_WITH_TIMEOUT(twice.has_value(), 20000);
        QVERIFY(twice->ok);
        QVERIFY(std::find(twice->groups.begin(), twice->groups.end(), std::vector<int>{77, 401}) !=
                twice->groups.end());
    }

    // A delete and a tag change are written beside the GUI thread, then the index is built
    // again; a game asked for meanwhile is read or refused with a reason, never half read.
    void deletesAndTagsAreWrittenThenIndexedAgain() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "edit.pgn", 250, 5);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        std::optional<std::pair<int, QString>> deleted;
        db.deleteGames({2, 5}, [&deleted](int games, const QString& error) {
            deleted = std::make_pair(games, error);
        });
        std::optional<GameDatabase::LoadedGame> meanwhile;
        db.loadGameLater(100, [&meanwhile](const GameDatabase::LoadedGame& g) { meanwhile = g; });
        QTRY_VERIFY_WITH_TIMEOUT(deleted.has_value(), 20000);
        QCOMPARE(deleted->first, 2);
        QVERIFY2(deleted->second.isEmpty(), qPrintable(deleted->second));
        QVERIFY(builtAndReady(db));
        QCOMPARE(db.gameCount(), 248);
        QTRY_VERIFY_WITH_TIMEOUT(meanwhile.has_value(), 10000);
        if (meanwhile->game)
            QCOMPARE(writePgn(*meanwhile->game), gameText(file, 100));
        else
            QVERIFY(!meanwhile->error.isEmpty());
        QString error;
        const PgnFileContents after = readPgnFileContents(file.path, &error);
        QCOMPARE(int(after.records.size()), 248);
        QCOMPARE(writePgn(*after.records[1].game), gameText(file, 3));
        QCOMPARE(writePgn(*after.records[3].game), gameText(file, 6));

        std::optional<std::pair<int, QString>> tagged;
        db.setTag({1, 248}, "Event", "Club night", [&tagged](int games, const QString& why) {
            tagged = std::make_pair(games, why);
        });
        QTRY_VERIFY_WITH_TIMEOUT(tagged.has_value(), 20000);
        QCOMPARE(tagged->first, 2);
        QVERIFY(builtAndReady(db));
        for (int n : {1, 248}) {
            GameLocation where;
            const auto g = db.loadGame(n, &where, &error);
            QVERIFY2(g, qPrintable(error));
            QCOMPARE(g->tag("Event"), std::string("Club night"));
        }
    }

    // An export is written by the index's own runner while the GUI thread reads games; the
    // new file holds the games asked for, as the file had them.
    void anExportIsWrittenWhileGamesAreRead() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "export.pgn", 300, 6);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        const QString out = dir.filePath("chosen.pgn");
        std::optional<std::pair<int, QString>> exported;
        QVERIFY(db.exportGames({300, 1, 150}, out, [&exported](int games, const QString& why) {
            exported = std::make_pair(games, why);
        }));
        int loaded = 0;
        for (int n = 1; n <= 20; ++n) {
            QString error;
            GameLocation where;
            if (db.loadGame(n * 7, &where, &error)) ++loaded;
        }
        QCOMPARE(loaded, 20);
        QTRY_VERIFY_WITH_TIMEOUT(exported.has_value(), 20000);
        QCOMPARE(exported->first, 3);
        QString error;
        const PgnFileContents written = readPgnFileContents(out, &error);
        QCOMPARE(int(written.records.size()), 3);
        QCOMPARE(writePgn(*written.records[0].game), gameText(file, 1));
        QCOMPARE(writePgn(*written.records[1].game), gameText(file, 150));
        QCOMPARE(writePgn(*written.records[2].game), gameText(file, 300));
    }

    // My games: its index brought up to date beside the GUI thread while the GUI thread keeps
    // writing the game being played (as after every move), games deleted and the index brought
    // up to date again, an export of its games; a second look finds every game on disk.
    void myGamesIndexedWhileAGameIsWrittenAndDeleted() {
        QTemporaryDir dir;
        const GameLibrary library(dir.filePath(QStringLiteral("games")));
        std::mt19937 rng(8);
        QString error;
        for (int i = 0; i < 150; ++i)
            QVERIFY2(library.write(QStringLiteral("g%1.pgn").arg(i, 3, 10, QLatin1Char('0')),
                                   randomgames::game(rng, i), &error),
                     qPrintable(error));
        LibraryDatabase db(&library);
        db.open();
        // The game being played, written after each of its moves while the index is built.
        Game played = *Game::fromStartNumber(518);
        for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}) {
            played.play(*moveFromSan(played.position(), san));
            QVERIFY2(library.write(QStringLiteral("zplayed.pgn"), played, &error),
                     qPrintable(error));
        }
        QVERIFY(builtAndReady(db));
        QVERIFY(db.gameCount() == 150 || db.gameCount() == 151);
        std::optional<std::pair<int, QString>> deleted;
        db.deleteGames({1, 2, 3}, [&deleted](int games, const QString& why) {
            deleted = std::make_pair(games, why);
        });
        QTRY_VERIFY_WITH_TIMEOUT(deleted.has_value(), 20000);
        QCOMPARE(deleted->first, 3);
        QVERIFY(builtAndReady(db));
        db.open(); // once more: every file on disk, the one written meanwhile too
        QVERIFY(builtAndReady(db));
        QCOMPARE(db.gameCount(), 148);
        QCOMPARE(int(library.files().size()), 148);
        QVERIFY(!library.contains(QStringLiteral("g000.pgn")));
        QVERIFY(db.numberOf(QStringLiteral("zplayed.pgn")) > 0);
        const QString out = dir.filePath(QStringLiteral("export.pgn"));
        std::optional<std::pair<int, QString>> exported;
        QVERIFY(db.exportGames(
            {db.numberOf(QStringLiteral("zplayed.pgn"))}, out,
            [&exported](int games, const QString& why) { exported = std::make_pair(games, why); }));
        QTRY_VERIFY_WITH_TIMEOUT(exported.has_value(), 20000);
        QCOMPARE(exported->first, 1);
        const PgnFileContents back = readPgnFileContents(out, &error);
        QCOMPARE(int(back.records.size()), 1);
        QCOMPARE(back.records[0].game->plyCount(), 6);
    }

    // A game saved into its file of many, on a job runner with the document's own Save
    // (saveGameInto), while the GUI thread reads other games of that file through its index:
    // the file then holds the new game in its place and every other game as it was, and the
    // index sees the change.
    void aSaveIntoAFileOfManyWhileItsGamesAreRead() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "save.pgn", 400, 7);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        QString error;
        GameLocation where;
        const auto game = changedGame(db, 200, &where, "Ann");
        QVERIFY(game);
        const std::string text = writePgn(*game);
        JobRunner writer;
        std::optional<SavedGame> saved;
        writer.run([where, text](const JobControl&) { return saveGameInto(where, text); },
                   [&saved](const SavedGame& r) { saved = r; });
        // Read from the file as indexed, or refused once it has changed.
        QCOMPARE(gamesAnswered(db, 40, 9), 40);
        QTRY_VERIFY_WITH_TIMEOUT(saved.has_value(), 20000);
        QVERIFY2(saved->written(), qPrintable(saved->why));
        QCOMPARE(saved->where.index, where.index);
        QVERIFY(db.changedOnDisk());
        const PgnFileContents after = readPgnFileContents(file.path, &error);
        QCOMPARE(int(after.records.size()), 400);
        for (int n = 1; n <= 400; ++n)
            QCOMPARE(writePgn(*after.records[size_t(n - 1)].game),
                     n == 200 ? text : gameText(file, n));
        GameDatabase again;
        QVERIFY(openAndWait(again, file.path));
        QVERIFY(!again.reused());
        const auto reread = again.loadGame(200, &where, &error);
        QVERIFY2(reread, qPrintable(error));
        QCOMPARE(reread->tag("Annotator"), std::string("Ann"));
    }

    // Save as over a file of many, on a job runner with the document's own Save as
    // (saveGameAs), while the GUI thread reads that file's games through its index: the file
    // then holds the one game, what it held is kept beside it byte for byte, and the games read
    // meanwhile were read whole or refused as changed. Then over a path that cannot be written:
    // nothing changes and the reason comes back.
    void aSaveAsOverAFileWhileItsGamesAreRead() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "over.pgn", 300, 11);
        const QByteArray before = readAll(file.path);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        const std::string text = gameText(file, 17);
        JobRunner writer;
        std::optional<SavedGame> saved;
        writer.run(
            [path = file.path, text](const JobControl&) { return saveGameAs(path, text, true); },
            [&saved](const SavedGame& r) { saved = r; });
        int answered = 0;
        for (int n = 1; n <= 30; ++n) {
            GameLocation where;
            QString e;
            if (const auto game = db.loadGame(n * 10, &where, &e)) {
                QCOMPARE(writePgn(*game), gameText(file, n * 10));
                ++answered;
            } else if (!e.isEmpty()) {
                ++answered;
            }
        }
        QCOMPARE(answered, 30);
        QTRY_VERIFY_WITH_TIMEOUT(saved.has_value(), 20000);
        QVERIFY2(saved->written(), qPrintable(saved->why));
        QCOMPARE(saved->where.path, file.path);
        QCOMPARE(saved->where.count, 1);
        QCOMPARE(readAll(backupPath(file.path)), before);
        QString error;
        const PgnFileContents after = readPgnFileContents(file.path, &error);
        QCOMPARE(int(after.records.size()), 1);
        QCOMPARE(writePgn(*after.records[0].game), text);
        QVERIFY(db.changedOnDisk());

        saved.reset();
        const QString nowhere = dir.filePath("no/such/folder/x.pgn");
        writer.run([nowhere, text](const JobControl&) { return saveGameAs(nowhere, text, true); },
                   [&saved](const SavedGame& r) { saved = r; });
        QTRY_VERIFY_WITH_TIMEOUT(saved.has_value(), 20000);
        QVERIFY(!saved->written());
        QVERIFY(!saved->why.isEmpty());
        QVERIFY(!QFileInfo::exists(nowhere));
        QCOMPARE(writePgn(*readPgnFileContents(file.path, &error).records[0].game), text);
    }
    // The document's writes (GameWriter) while a file's games are read through its index:
    // three asked for at once run one at a time, in the order asked, each reported on the GUI
    // thread before the next starts; the writing is said to start once and to end once, after
    // the last report, and a failed write is said after the run. A write asked for in a report
    // joins the run under way, and the next run starts clean. This is what the window's close
    // waits for (whenWritten).
    void theDocumentsWritesRunOneAtATimeWhileTheFileIsRead() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "doc.pgn", 400, 13);
        GameDatabase db;
        QVERIFY(openAndWait(db, file.path));
        QString error;
        GameLocation where;
        auto game = changedGame(db, 200, &where, "One");
        QVERIFY(game);
        const std::string first = writePgn(*game);
        const std::string other = gameText(file, 33);
        const QString copy = dir.filePath("copy.pgn");
        const QString nowhere = dir.filePath("no/such/folder/x.pgn");

        GameWriter writer;
        QSignalSpy writing(&writer, &GameWriter::writingChanged);
        QVERIFY(!writer.isWriting());
        // What each report saw: its name, the writing still under way, the signals so far.
        struct Seen {
            QString name;
            bool writing;
            qsizetype signalsSoFar;
            SavedGame saved;
        };
        std::vector<Seen> seen;
        auto report = [&](const char* name) {
            return [&, name](const SavedGame& s) {
                seen.push_back({QString::fromLatin1(name), writer.isWriting(), writing.count(), s});
            };
        };
        writer.saveInto(where, first, report("into"));
        writer.saveAs(copy, other, true, report("as"));
        writer.saveAs(nowhere, other, true, report("nowhere"));
        QVERIFY(writer.isWriting());
        QCOMPARE(writing.count(), 1);
        QCOMPARE(writing.at(0).at(0).toBool(), true);
        QCOMPARE(gamesAnswered(db, 40, 9), 40);
        std::vector<bool> ended;
        writer.whenWritten([&](bool allWritten) {
            ended.push_back(allWritten);
            QVERIFY(!writer.isWriting());
        });
        QTRY_COMPARE_WITH_TIMEOUT(ended.size(), size_t(1), 20000);
        QCOMPARE(ended[0], false); // one of the three failed
        QVERIFY(writer.lastWritesFailed());
        QCOMPARE(int(seen.size()), 3);
        QCOMPARE(seen[0].name, QStringLiteral("into"));
        QCOMPARE(seen[1].name, QStringLiteral("as"));
        QCOMPARE(seen[2].name, QStringLiteral("nowhere"));
        for (const Seen& s : seen) {
            QVERIFY(s.writing);
            QCOMPARE(s.signalsSoFar, qsizetype(1));
        }
        QVERIFY2(seen[0].saved.written(), qPrintable(seen[0].saved.why));
        QVERIFY2(seen[1].saved.written(), qPrintable(seen[1].saved.why));
        QVERIFY(!seen[2].saved.written());
        QVERIFY(!seen[2].saved.why.isEmpty());
        QCOMPARE(writing.count(), 2);
        QCOMPARE(writing.at(1).at(0).toBool(), false);
        const PgnFileContents after = readPgnFileContents(file.path, &error);
        QCOMPARE(int(after.records.size()), 400);
        for (int n = 1; n <= 400; ++n)
            QCOMPARE(writePgn(*after.records[size_t(n - 1)].game),
                     n == 200 ? first : gameText(file, n));
        QCOMPARE(writePgn(*readPgnFileContents(copy, &error).records[0].game), other);
        QVERIFY(!QFileInfo::exists(nowhere));

        // The next run: a save as, whose report asks for a save into the file of many at its
        // place as the first save left it; both written, the writing ends once.
        const GameLocation afterFirst = seen[0].saved.where;
        QCOMPARE(afterFirst.index, where.index);
        seen.clear();
        game->setTag("Annotator", "Two");
        const std::string second = writePgn(*game);
        writer.saveAs(copy, first, false, [&](const SavedGame& s) {
            seen.push_back({QStringLiteral("as again"), writer.isWriting(), writing.count(), s});
            writer.saveInto(afterFirst, second, report("into again"));
        });
        QVERIFY(!writer.lastWritesFailed());
        QTRY_COMPARE_WITH_TIMEOUT(int(seen.size()), 2, 20000);
        QVERIFY(!writer.isWriting());
        QVERIFY(!writer.lastWritesFailed());
        QCOMPARE(writing.count(), 4);
        QCOMPARE(writing.at(2).at(0).toBool(), true);
        QCOMPARE(writing.at(3).at(0).toBool(), false);
        QVERIFY2(seen[1].saved.written(), qPrintable(seen[1].saved.why));
        QVERIFY(seen[1].writing);
        QCOMPARE(seen[1].signalsSoFar, qsizetype(3));
        QCOMPARE(writePgn(*readPgnFileContents(file.path, &error).records[199].game), second);
        QCOMPARE(writePgn(*readPgnFileContents(copy, &error).records[0].game), first);
        // Nothing written: the answer comes at once.
        ended.clear();
        writer.whenWritten([&](bool allWritten) { ended.push_back(allWritten); });
        QCOMPARE(ended, std::vector<bool>{true});
    }
    // A writer that goes while it writes (the window closed by the system): the file under
    // way is written whole and those waiting are written after it, with no report.
    void theDocumentsWritesAskedForAreWrittenWhenTheWriterGoes() {
        QTemporaryDir dir;
        const PgnFileContents file = writeGames(dir, "going.pgn", 300, 17);
        QString error;
        GameLocation where;
        std::optional<Game> game;
        {
            GameDatabase db;
            QVERIFY(openAndWait(db, file.path));
            game = changedGame(db, 150, &where, "Gone");
            QVERIFY(game);
        }
        const std::string text = writePgn(*game);
        int reports = 0;
        auto writer = std::make_unique<GameWriter>();
        writer->saveInto(where, text, [&](const SavedGame&) { ++reports; });
        for (int n = 1; n <= 3; ++n)
            writer->saveAs(dir.filePath(QStringLiteral("copy%1.pgn").arg(n)), gameText(file, n),
                           true, [&](const SavedGame&) { ++reports; });
        writer.reset();
        QCoreApplication::processEvents();
        QCOMPARE(reports, 0);
        const PgnFileContents after = readPgnFileContents(file.path, &error);
        QCOMPARE(int(after.records.size()), 300);
        QCOMPARE(writePgn(*after.records[149].game), text);
        for (int n = 1; n <= 3; ++n) {
            const PgnFileContents copy =
                readPgnFileContents(dir.filePath(QStringLiteral("copy%1.pgn").arg(n)), &error);
            QCOMPARE(int(copy.records.size()), 1);
            QCOMPARE(writePgn(*copy.records[0].game), gameText(file, n));
        }
    }
};

QTEST_GUILESS_MAIN(TestIndexJobs)
#include "tst_indexjobs.moc"
