// The document without a window: every way of putting a game on the board leaves it in the
// right state (file, game index, modified flag, dice, autosave), Save rewrites a file of
// several games with only its game replaced (random files of 1 to 500 games with variations
// and comments, every other game byte for byte), and every way a save can fail leaves the file
// as it was and the game on the board.
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "fileutil.h"
#include "game/gamesession.h"
#include "library/gamelibrary.h"
#include "library/libraryrecorder.h"
#include "randomgames.h"
#include "windowutil.h"

#include "chess960/movegen.h"
#include "chess960/pgn.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <csignal>
#include <functional>
#include <optional>
#include <random>
#include <sys/resource.h>
#include <utility>
#include <vector>

using namespace chess960;
using fileutil::readAll;
using fileutil::writeAll;
using namespace chess960::ui;
using windowutil::playSans;

namespace {

struct Fixture {
    explicit Fixture(const QString& folder)
        : library(folder + "/games"), document(&session, &library) {
        // The player discards what a game put on the board replaces, unless a test says more.
        document.setAskBeforeReplacing([this](bool closing) {
            ++asked;
            askedClosing = closing;
            return replaceAnswer;
        });
    }
    GameSession session;
    GameLibrary library;
    GameDocument document;
    int asked = 0;
    bool askedClosing = false;
    bool replaceAnswer = true;
};

// Game `index` of a file read whole on the board, as File > Open puts it there.
// Starts a save (start(done) false: none started) and waits for its report: the file is
// written beside the GUI thread.
GameDocument::SaveResult waitForSave(const std::function<bool(GameDocument::SaveDone)>& start,
                                     QString* error) {
    std::optional<GameDocument::SaveReport> report;
    if (!start([&report](const GameDocument::SaveReport& r) { report = r; }))
        return GameDocument::SaveResult::NoFile;
    if (!QTest::qWaitFor([&report] { return report.has_value(); }, 120000))
        qFatal("a save was never reported");
    if (error) *error = report->error;
    return report->result;
}

GameDocument::SaveResult saveNow(GameDocument& document, QString* error = nullptr) {
    return waitForSave([&](GameDocument::SaveDone done) { return document.save(done); }, error);
}

GameDocument::SaveResult saveAsNow(GameDocument& document, const QString& path,
                                   QString* error = nullptr) {
    return waitForSave(
        [&](GameDocument::SaveDone done) {
            document.saveAs(path, done);
            return true;
        },
        error);
}

bool openGameOf(GameDocument& document, const PgnFileContents& file, int index) {
    return document.openFileGame(*file.records[size_t(index)].game, file.location(index));
}

PgnFileContents readOrFail(const QString& path) {
    QString error;
    PgnFileContents file = readPgnFileContents(path, &error);
    if (file.records.empty()) qFatal("cannot read %s: %s", qPrintable(path), qPrintable(error));
    return file;
}

// The rows of a test over random files: each size with LF and with CR LF line ends, each row
// with a seed of its own from firstSeed on.
void addRandomFileRows(std::initializer_list<int> sizes, int firstSeed) {
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("crlf");
    int seed = firstSeed;
    for (int n : sizes)
        for (bool crlf : {false, true}) {
            QTest::addRow("%d games, seed %d%s", n, seed, crlf ? ", CR LF" : "")
                << n << seed << crlf;
            ++seed;
        }
}

// Writes a file of random games at path and reads it back; `bytes` is what was written.
PgnFileContents writeRandomFile(const QString& path, std::mt19937& rng, int games, bool crlf,
                                QByteArray* bytes) {
    *bytes = QByteArray::fromStdString(randomgames::file(rng, games, crlf));
    writeAll(path, *bytes);
    PgnFileContents file = readOrFail(path);
    if (int(file.records.size()) != games)
        qFatal("%d games read of %d", int(file.records.size()), games);
    return file;
}

} // namespace

// The third game of a file.
std::optional<Game> source3(const QString& path) {
    QString error;
    const PgnFileContents file = readPgnFileContents(path, &error);
    if (file.records.size() < 3) return std::nullopt;
    return *file.records[2].game;
}

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_document"); }
    void init() {
        removeAutosave();
        QDir(GameLibrary::defaultFolder()).removeRecursively();
    }

    // An autosave that cannot be written is said, once while it goes on failing, and again
    // when it fails after it worked; the game stays on the board all along.
    void anAutosaveThatCannotBeWrittenIsSaid() {
        QTemporaryDir dir;
        Fixture f(dir.path());
        QSignalSpy failed(&f.document, &GameDocument::autosaveFailed);
        GameSetup two;
        two.opponent = GameSetup::Opponent::Human;
        QVERIFY(f.document.startNew(two));
        playSans(&f.session, {"e4"});
        QVERIFY(QFile::exists(autosavePath()));
        QCOMPARE(failed.count(), 0);
        // A folder where the autosave goes: no file can be written there.
        removeAutosave();
        QVERIFY(QDir().mkpath(autosavePath()));
        playSans(&f.session, {"e5"});
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), autosavePath());
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
        QVERIFY(!f.document.autosaveError().isEmpty());
        playSans(&f.session, {"d4"});
        QCOMPARE(failed.count(), 1); // not every move
        QCOMPARE(f.session.game().plyCount(), 3);
        // Writable again: the next move is kept, and a later failure is said again.
        QVERIFY(QDir(autosavePath()).removeRecursively());
        playSans(&f.session, {"d5"});
        QVERIFY(QFile::exists(autosavePath()));
        QVERIFY(f.document.autosaveError().isEmpty());
        QVERIFY(QFile::remove(autosavePath()));
        QVERIFY(QDir().mkpath(autosavePath()));
        playSans(&f.session, {"c4"});
        QCOMPARE(failed.count(), 2);
        QVERIFY(QDir(autosavePath()).removeRecursively());
    }

    // Every way in: what the document says about the game afterwards.
    void startPathsLeaveTheRightState() {
        QTemporaryDir dir;
        Fixture f(dir.path());
        QSignalSpy changed(&f.document, &GameDocument::changed);

        // A new game from dice keeps the rolls for its card; no file, nothing to save yet.
        GameSetup dice;
        dice.opponent = GameSetup::Opponent::Human;
        dice.start = GameSetup::Start::Dice;
        dice.dice = QStringLiteral("2 3 3 2 3");
        QVERIFY(f.document.startNew(dice));
        QCOMPARE(f.document.origin(), GameDocument::Origin::New);
        QCOMPARE(f.document.dice(), QStringLiteral("2 3 3 2 3"));
        QVERIFY(!f.document.hasFile());
        QCOMPARE(f.document.gameIndex(), -1);
        QVERIFY(!f.document.isModified());
        QVERIFY(changed.count() > 0);
        playSans(&f.session, {"e3"});
        QVERIFY(f.document.isModified());
        QVERIFY(f.document.needsSaveQuestion());
        QVERIFY(QFile::exists(autosavePath()));

        // A game of a file: its place in it, unmodified, the dice gone.
        const QString path = dir.filePath("three.pgn");
        std::mt19937 rng(5);
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 3, false)));
        openGameOf(f.document, readOrFail(path), 1);
        QCOMPARE(f.document.origin(), GameDocument::Origin::File);
        QCOMPARE(f.document.filePath(), path);
        QCOMPARE(f.document.gameIndex(), 1);
        QCOMPARE(f.document.gameCount(), 3);
        QCOMPARE(f.document.displayName(), QStringLiteral("three.pgn, game 2 of 3"));
        QVERIFY(f.document.dice().isEmpty());
        QVERIFY(!f.document.isModified());
        QVERIFY(!f.document.needsSaveQuestion());
        // The game it replaced was given up: no longer the unfinished game.
        QVERIFY(!QFile::exists(autosavePath()));

        // Pasted: no file.
        f.document.startGame(*Game::fromStartNumber(7), GameDocument::Origin::Pasted);
        QCOMPARE(f.document.origin(), GameDocument::Origin::Pasted);
        QVERIFY(!f.document.hasFile());
        QVERIFY(!f.document.isModified());

        // A game put on the board around the document (the session alone) is a new game of
        // no file: nothing from before stays.
        openGameOf(f.document, readOrFail(path), 2);
        f.session.newGame(100);
        QCOMPARE(f.document.origin(), GameDocument::Origin::New);
        QVERIFY(!f.document.hasFile());
        QCOMPARE(f.document.gameCount(), 0);
        QVERIFY(!f.document.isModified());
        QVERIFY(f.document.dice().isEmpty());

        // My games: kept there after every move, so never modified; it goes on in its file.
        playSans(&f.session, {"e4"});
        const QString entry = f.document.libraryFileName();
        QVERIFY(!entry.isEmpty());
        f.session.newGame(518);
        f.document.openLibraryGame(entry, *f.library.read(entry));
        QCOMPARE(f.document.origin(), GameDocument::Origin::Library);
        QCOMPARE(f.document.libraryFileName(), entry);
        playSans(&f.session, {"e5"});
        QVERIFY(!f.document.isModified());
        QCOMPARE(f.library.read(entry)->plyCount(), 2);
        QCOMPARE(f.library.currentGame(), entry);
    }

    // The document asks before any way of putting a game on the board replaces one the player
    // may want to keep, whoever called it: kept, the game stays as it was; without anyone to
    // ask (no window), nothing is replaced.
    void everyWayInAsksBeforeReplacing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("three.pgn");
        std::mt19937 rng(11);
        writeAll(path, QByteArray::fromStdString(randomgames::file(rng, 3, false)));
        const PgnFileContents file = readOrFail(path);
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Human;
        setup.start = GameSetup::Start::Number;
        setup.number = 42;

        Fixture f(dir.path());
        QVERIFY(f.document.startNew(setup)); // an empty game goes without a word
        QCOMPARE(f.asked, 0);
        playSans(&f.session, {"e4"});
        const QString entry = f.document.libraryFileName();
        QVERIFY(f.document.needsSaveQuestion());

        const std::vector<std::pair<const char*, std::function<bool()>>> ways = {
            {"startNew", [&] { return f.document.startNew(setup); }},
            {"startGame", [&] { return f.document.startGame(*Game::fromStartNumber(7)); }},
            {"openFileGame", [&] { return openGameOf(f.document, file, 1); }},
            {"openLibraryGame",
             [&] { return f.document.openLibraryGame(entry, *Game::fromStartNumber(9)); }},
        };
        for (const auto& [name, way] : ways) {
            // Kept: asked once, nothing changed.
            f.replaceAnswer = false;
            f.asked = 0;
            QVERIFY2(!way(), name);
            QCOMPARE(f.asked, 1);
            QVERIFY(!f.askedClosing);
            QCOMPARE(f.session.game().plyCount(), 1);
            QCOMPARE(f.session.game().startNumber(), 42);
            QVERIFY(f.document.needsSaveQuestion());
        }
        // A set-up that cannot start is said before anyone is asked.
        GameSetup wrong = setup;
        wrong.start = GameSetup::Start::Fen;
        wrong.fen = QStringLiteral("not a position");
        QString error;
        f.asked = 0;
        QVERIFY(!f.document.startNew(wrong, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(f.asked, 0);
        // Closing asks in the closing's words.
        QVERIFY(!f.document.mayReplace(true));
        QVERIFY(f.askedClosing);

        // Discarded: replaced.
        f.replaceAnswer = true;
        f.asked = 0;
        QVERIFY(f.document.startGame(*Game::fromStartNumber(7)));
        QCOMPARE(f.asked, 1);
        QCOMPARE(f.session.game().startNumber(), 7);

        // No one to ask: a game with changes stays.
        playSans(&f.session, {"e4"});
        f.document.setAskBeforeReplacing({});
        QVERIFY(!f.document.startNew(setup));
        QCOMPARE(f.session.game().startNumber(), 7);
        QCOMPARE(f.session.game().plyCount(), 1);
    }

    // The unfinished game of an earlier run is held until the player answers: a game played
    // meanwhile is kept in My games but does not take its place.
    void unfinishedGameIsHeldUntilAnswered() {
        QTemporaryDir dir;
        QString entry;
        {
            Fixture first(dir.path());
            first.session.newGame(301);
            playSans(&first.session, {"d4", "d5"});
            entry = first.document.libraryFileName();
            QCOMPARE(first.library.currentGame(), entry);
        }
        const QByteArray kept = readAll(autosavePath());
        QVERIFY(!kept.isEmpty());
        Fixture f(dir.path());
        QVERIFY(f.document.unfinished().has_value());
        f.session.newGame(12); // as a command-line file would put another game there
        playSans(&f.session, {"e4"});
        QCOMPARE(readAll(autosavePath()), kept);
        QCOMPARE(f.library.currentGame(), entry);
        QCOMPARE(int(f.library.files().size()), 2);

        f.document.resumeUnfinished();
        QCOMPARE(f.document.origin(), GameDocument::Origin::Resumed);
        QCOMPARE(f.session.game().startNumber(), 301);
        QVERIFY(f.document.isModified());
        QVERIFY(!f.document.unfinished());
        playSans(&f.session, {"c4"});
        QCOMPARE(f.library.read(entry)->plyCount(), 3); // goes on in its own My games file
        QVERIFY(readAll(autosavePath()) != kept);

        // Given up instead: the autosave goes, My games keeps the game.
        Fixture again(dir.path());
        QVERIFY(again.document.unfinished().has_value());
        again.document.discardUnfinished();
        QVERIFY(!QFile::exists(autosavePath()));
        QVERIFY(again.library.read(entry));
    }

    // The unfinished game of an earlier run that was a game of a file goes on as that game of
    // that file: Save writes it back in its place (the other games byte for byte), a file
    // changed since is not written, and a game of no file stays of no file.
    void resumedGameOfAFileIsSavedIntoIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath("three.pgn");
        std::mt19937 rng(31);
        // The second game is in progress: a game of a file that is played on.
        Game going = *Game::fromStartNumber(200);
        MoveList list;
        generateLegalMoves(going.position(), list);
        going.addMove(list[3]);
        writeAll(path,
                 QByteArray::fromStdString(writePgn(randomgames::game(rng, 0)) + writePgn(going) +
                                           "\n" + writePgn(randomgames::game(rng, 2))));
        auto playFirstMove = [](GameSession& c) {
            MoveList list;
            generateLegalMoves(c.position(), list);
            QVERIFY(c.play(list[0]));
        };
        std::string played;
        {
            Fixture first(dir.path());
            openGameOf(first.document, readOrFail(path), 1);
            // Saved twice, with no move after the second save: the place kept between runs is
            // that of the file as last saved.
            playFirstMove(first.session);
            QCOMPARE(saveNow(first.document), GameDocument::SaveResult::Saved);
            playFirstMove(first.session);
            QVERIFY(first.document.isModified());
            QCOMPARE(saveNow(first.document), GameDocument::SaveResult::Saved);
            played = writePgn(first.session.record());
        }
        const QByteArray saved = readAll(path);
        {
            Fixture f(dir.path());
            QVERIFY(f.document.unfinished().has_value());
            QCOMPARE(f.document.unfinishedFileName(), QStringLiteral("three.pgn, game 2 of 3"));
            f.document.resumeUnfinished();
            QVERIFY(f.document.unfinishedFileName().isEmpty());
            QCOMPARE(f.document.origin(), GameDocument::Origin::Resumed);
            QVERIFY(f.document.hasFile());
            QCOMPARE(f.document.filePath(), path);
            QCOMPARE(f.document.gameIndex(), 1);
            QCOMPARE(f.document.gameCount(), 3);
            QCOMPARE(f.document.displayName(), QStringLiteral("three.pgn, game 2 of 3"));
            QVERIFY(f.document.isModified());
            QVERIFY(f.document.needsSaveQuestion());
            QString error;
            QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
            QVERIFY(!f.document.isModified());
            const PgnFileContents now = readOrFail(path);
            QCOMPARE(int(now.records.size()), 3);
            QCOMPARE(writePgn(*now.records[1].game), played);
            const PgnFileContents old = readOrFail(backupPath(path));
            QCOMPARE(readAll(backupPath(path)), saved);
            for (int i : {0, 2})
                QCOMPARE(readAll(path).mid(
                             qsizetype(now.records[size_t(i)].offset),
                             qsizetype(now.records[size_t(i)].end - now.records[size_t(i)].offset)),
                         saved.mid(qsizetype(old.records[size_t(i)].offset),
                                   qsizetype(old.records[size_t(i)].end -
                                             old.records[size_t(i)].offset)));
            playFirstMove(f.session);
        }
        // Changed on disk between the runs: the association stays, nothing is written.
        QByteArray edited = readAll(path);
        edited.replace("[Event", "[Event \"edited\"]\n[Round");
        writeAll(path, edited);
        {
            Fixture f(dir.path());
            f.document.resumeUnfinished();
            QCOMPARE(f.document.filePath(), path);
            QCOMPARE(saveNow(f.document), GameDocument::SaveResult::ChangedOnDisk);
            QCOMPARE(readAll(path), edited);
            // A new game then: of no file, and so is its unfinished game in the next run.
            f.session.newGame(42);
            playFirstMove(f.session);
        }
        Fixture f(dir.path());
        QVERIFY(f.document.unfinishedFileName().isEmpty());
        f.document.resumeUnfinished();
        QCOMPARE(f.session.game().startNumber(), 42);
        QVERIFY(!f.document.hasFile());
        QCOMPARE(saveNow(f.document), GameDocument::SaveResult::NoFile);
        // Given up: nothing of it is left to be resumed.
        f.document.discardUnfinished();
        Fixture next(dir.path());
        QVERIFY(!next.document.unfinished().has_value());
        QVERIFY(!QFile::exists(autosaveLocationPath()));
    }

    // A save writes the file beside the GUI thread: its timers go on firing while the document
    // waits for the write (a thread blocked in a write fires none), and the result is the
    // same; a move made meanwhile leaves the game modified. The file: two games with 24 MB of
    // escaped lines between them.
    void theEventLoopRunsWhileASaveWrites() {
        QTemporaryDir dir;
        const QString path = dir.filePath("big.pgn");
        const std::string text = windowutil::twoGamesFarApart(24);
        writeAll(path, QByteArray::fromStdString(text));
        Fixture f(dir.path());
        openGameOf(f.document, readOrFail(path), 1);
        QVERIFY(f.session.setComment(Game::root(), QStringLiteral("saved while time goes on")));
        int ticks = 0;
        QTimer timer;
        timer.setInterval(1);
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start();
        // A move that arrives while the file is written (an engine's, say) is not in the file:
        // the game stays modified.
        MoveList list;
        generateLegalMoves(f.session.position(), list);
        bool played = false;
        QTimer::singleShot(0, [&] { played = f.session.play(list[0]); });
        QString error;
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        const int during = ticks;
        timer.stop();
        QVERIFY2(during > 0, "no timer fired while the file was written");
        QVERIFY(played);
        QVERIFY(f.document.isModified());
        const PgnFileContents reread = readOrFail(path);
        QCOMPARE(int(reread.records.size()), 2);
        QCOMPARE(QString::fromStdString(reread.records[1].game->startComment()),
                 QStringLiteral("saved while time goes on"));
        QCOMPARE(reread.records[1].game->plyCount(), 0);
        QCOMPARE(readAll(backupPath(path)), QByteArray::fromStdString(text));
        // Saved again, it is all there.
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        QVERIFY(!f.document.isModified());
        QCOMPARE(readOrFail(path).records[1].game->plyCount(), 1);
        // A game put on the board meanwhile (from a box an engine's move opened, say) belongs to
        // no file: the save does not make it the file's.
        QVERIFY(f.session.setComment(Game::root(), QStringLiteral("once more")));
        QTimer::singleShot(0, [&] { f.session.newGame(77); });
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        QCOMPARE(f.session.game().startNumber(), 77);
        QVERIFY(!f.document.hasFile());
        QCOMPARE(f.document.origin(), GameDocument::Origin::New);
        QCOMPARE(QString::fromStdString(readOrFail(path).records[1].game->startComment()),
                 QStringLiteral("once more"));
    }

    // Save of game k of a random file of n games: every other game, and every byte between
    // the games, as it was; the old file kept as the backup; the saved game read back as it
    // is on the board.
    void saveReplacesOnlyItsGame_data() { addRandomFileRows({1, 2, 3, 5, 17, 64, 200, 500}, 1); }
    void saveReplacesOnlyItsGame() {
        QFETCH(int, games);
        QFETCH(int, seed);
        QFETCH(bool, crlf);
        std::mt19937 rng{unsigned(seed)};
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        QByteArray before;
        writeRandomFile(path, rng, games, crlf, &before);
        Fixture f(dir.path());
        for (int round = 0; round < 2; ++round) {
            const int k = int(rng() % unsigned(games));
            const QByteArray old = readAll(path);
            const PgnFileContents now = readOrFail(path);
            openGameOf(f.document, now, k);
            // A change of each kind: a move, or a comment on the start.
            if (round == 0 && !f.session.game().isOver() && f.session.acceptsBoardMoves()) {
                MoveList list;
                generateLegalMoves(f.session.position(), list);
                QVERIFY(f.session.play(list[0]));
            } else {
                QVERIFY(f.session.setComment(Game::root(), QStringLiteral("saved here")));
            }
            QVERIFY(f.document.isModified());
            QString error;
            QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
            QVERIFY(!f.document.isModified());
            const QByteArray after = readAll(path);
            const PgnRecord& r = now.records[size_t(k)];
            // Before and after the game: the same bytes.
            QCOMPARE(after.left(qsizetype(r.offset)), old.left(qsizetype(r.offset)));
            const qsizetype tail = old.size() - qsizetype(r.end);
            QCOMPARE(after.right(tail), old.right(tail));
            // Every game is where the reader finds it, the saved one as on the board.
            const PgnFileContents reread = readOrFail(path);
            QCOMPARE(int(reread.records.size()), games);
            for (int i = 0; i < games; ++i) {
                const PgnRecord& a = reread.records[size_t(i)];
                const PgnRecord& b = now.records[size_t(i)];
                if (i == k) {
                    QCOMPARE(writePgn(*a.game), writePgn(f.session.record()));
                    continue;
                }
                QCOMPARE(after.mid(qsizetype(a.offset), qsizetype(a.end - a.offset)),
                         old.mid(qsizetype(b.offset), qsizetype(b.end - b.offset)));
            }
            // The line ends the game had.
            const QByteArray saved =
                after.mid(qsizetype(r.offset), qsizetype(reread.records[size_t(k)].end - r.offset));
            QCOMPARE(saved.contains("\r\n"), crlf);
            // The file as it was, beside it, when it held other games.
            QCOMPARE(QFile::exists(backupPath(path)), games > 1);
            if (games > 1) QCOMPARE(readAll(backupPath(path)), old);
            // The place is kept: a second save with another change goes to the same game.
            QVERIFY(f.session.setComment(Game::root(), QStringLiteral("and again")));
            QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
            QCOMPARE(int(readOrFail(path).records.size()), games);
        }
    }

    // A file of classical games (as a classical database or a site exports them: no Variant,
    // SetUp or FEN) stays one: the game changed and saved gains none of them, and it reads
    // back as the board has it.
    void aClassicalFileStaysClassicalWhenAGameIsSaved() {
        QTemporaryDir dir;
        const QString path = dir.filePath("classical.pgn");
        writeAll(path, "[Event \"a\"]\n[White \"x\"]\n[Black \"y\"]\n[Result \"*\"]\n\n"
                       "1. e4 e5 2. Nf3 Nc6 *\n\n"
                       "[Event \"b\"]\n[White \"x\"]\n[Black \"y\"]\n[Result \"*\"]\n\n"
                       "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 *\n");
        Fixture f(dir.path());
        QVERIFY(openGameOf(f.document, readOrFail(path), 1));
        QVERIFY(f.session.acceptsBoardMoves());
        playSans(&f.session, {"h6"});
        QCOMPARE(saveNow(f.document), GameDocument::SaveResult::Saved);
        const QByteArray after = readAll(path);
        QVERIFY2(!after.contains("Variant") && !after.contains("SetUp") && !after.contains("FEN"),
                 after.constData());
        QVERIFY2(after.contains("6. Nf3 h6"), after.constData());
        QCOMPARE(writePgn(*readOrFail(path).records[1].game), writePgn(f.session.record()));
    }

    // A save that cannot be done changes nothing: not the file, not the board, not the flag.
    void failedSavesChangeNothing_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("reason");
        QTest::newRow("deleted") << "deleted"
                                 << "no longer exists";
        QTest::newRow("read-only") << "read-only"
                                   << "read-only";
        QTest::newRow("folder gone") << "folder gone"
                                     << "no longer exists";
        QTest::newRow("disk full") << "disk full"
                                   << "";
        QTest::newRow("changed on disk") << "changed"
                                         << "";
        // Another program writes it again in place while the save writes it, longer or
        // shorter: the save's copy (the rest of it read from the other program's bytes, or
        // past their end) is not put in its place.
        QTest::newRow("changed while written") << "changed while written"
                                               << "";
        QTest::newRow("cut short while written") << "cut short while written"
                                                 << "";
    }
    void failedSavesChangeNothing() {
        QFETCH(QString, what);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString folder = dir.filePath("club");
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + "/club.pgn";
        std::mt19937 rng(77);
        // Large enough that a full disk is met while writing.
        const QByteArray before = QByteArray::fromStdString(randomgames::file(rng, 200, false));
        writeAll(path, before);
        Fixture f(dir.path());
        openGameOf(f.document, readOrFail(path), 3);
        QVERIFY(f.session.setComment(Game::root(), QStringLiteral("not saved")));
        const std::string onBoard = writePgn(f.session.game());

        struct rlimit old {};
        if (what == "deleted") QVERIFY(QFile::remove(path));
        if (what == "read-only") QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner));
        if (what == "folder gone") QVERIFY(QDir(folder).removeRecursively());
        if (what == "changed") {
            fileutil::rewriteLater(path, before + "\n[Event \"added elsewhere\"]\n\n1. e4 *\n");
        }
        const QByteArray elsewhere =
            what == "cut short while written"
                ? before.left(before.size() / 3) + "\n\n[Event \"written elsewhere\"]\n\n1. d4 *\n"
                : "% written elsewhere\n" + before + "\n[Event \"written elsewhere\"]\n\n1. d4 *\n";
        if (what.endsWith("while written"))
            setAfterFirstPieceForTests([&path, &elsewhere](const QString& written) {
                if (written == path) fileutil::rewriteLater(path, elsewhere);
            });
        const auto noHook = qScopeGuard([] { setAfterFirstPieceForTests({}); });
        if (what == "disk full") {
            // The file system refuses to let a file grow past a few kilobytes, as a full
            // disk would: the write fails half-way.
            std::signal(SIGXFSZ, SIG_IGN);
            getrlimit(RLIMIT_FSIZE, &old);
            struct rlimit small = old;
            small.rlim_cur = 4096;
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        }
        QString error;
        const GameDocument::SaveResult result = saveNow(f.document, &error);
        if (what == "disk full") setrlimit(RLIMIT_FSIZE, &old);

        setAfterFirstPieceForTests({});
        const bool changed = what.startsWith("changed") || what.startsWith("cut");
        QCOMPARE(result, changed ? GameDocument::SaveResult::ChangedOnDisk
                                 : GameDocument::SaveResult::Failed);
        if (!reason.isEmpty()) QVERIFY2(error.contains(reason), qPrintable(error));
        if (what == "disk full") QVERIFY2(!error.isEmpty(), "no reason given");
        QVERIFY(f.document.isModified());
        QCOMPARE(writePgn(f.session.game()), onBoard);
        if (what == "read-only" || what == "disk full") QCOMPARE(readAll(path), before);
        if (what == "changed") QVERIFY(readAll(path).endsWith("1. e4 *\n"));
        if (what.endsWith("while written")) QCOMPARE(readAll(path), elsewhere);
        // Nothing half-written is left beside it.
        if (QDir(folder).exists()) {
            const QStringList left = QDir(folder).entryList(QDir::Files);
            for (const QString& name : left)
                QVERIFY2(name == "club.pgn" || name == "club (backup).pgn", qPrintable(name));
        }
        // My games keeps the game in any case.
        QVERIFY(f.session.setComment(Game::root(), QStringLiteral("still kept")));
        QVERIFY(!f.document.libraryFileName().isEmpty());
    }

    // Deleting games, setting a tag and adding games (Copy to) write the file again from its
    // own bytes: another program that writes it meanwhile (in place) keeps what it wrote, and
    // the change says the file changed on disk; the copy of the file as it was, where one is
    // kept, is beside it all the same.
    void changesOfGamesLeaveAFileWrittenMeanwhileAsItWasWritten() {
        for (const int change : {0, 1, 2}) { // delete, set a tag, add games (Copy to)
            std::mt19937 rng{91};
            QTemporaryDir dir;
            const QString path = dir.filePath("games.pgn");
            QByteArray before;
            const PgnFileContents file = writeRandomFile(path, rng, 40, false, &before);
            const QByteArray elsewhere =
                "% written elsewhere\n" + before + "\n[Event \"elsewhere\"]\n\n1. d4 *\n";
            setAfterFirstPieceForTests([&path, &elsewhere](const QString& written) {
                if (written == path) fileutil::rewriteLater(path, elsewhere);
            });
            const auto noHook = qScopeGuard([] { setAfterFirstPieceForTests({}); });
            const std::vector<GameSpan> spans{file.span(3), file.span(17)};
            QString error;
            const QString added = dir.filePath("added.pgn");
            writeAll(added, "[Event \"Copied\"]\n\n1. e4 *\n");
            const WriteOutcome outcome =
                change == 0 ? removeGamesFromFile(path, file.stamp, 40, spans, nullptr, &error)
                : change == 1
                    ? setTagInFile(path, file.stamp, 40, spans, "Event", "Club", nullptr, &error)
                    : appendGamesToFile(path, added, 1, nullptr, &error);
            QCOMPARE(outcome, WriteOutcome::ChangedOnDisk);
            if (change == 2) QVERIFY2(error.contains("another program"), qPrintable(error));
            QCOMPARE(readAll(path), elsewhere);
            if (change < 2) QCOMPARE(readAll(backupPath(path)), before);
        }
    }

    // Games deleted from a file: the file written again without them, every other byte as
    // it was, the old file kept beside it; each game that stays found where the reader finds
    // it, and a game on the board of that file still saved into its own place.
    void deletedGamesLeaveEveryOtherByte_data() { addRandomFileRows({2, 3, 7, 40, 300}, 100); }
    void deletedGamesLeaveEveryOtherByte() {
        QFETCH(int, games);
        QFETCH(int, seed);
        QFETCH(bool, crlf);
        std::mt19937 rng{unsigned(seed)};
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        QByteArray before;
        const PgnFileContents file = writeRandomFile(path, rng, games, crlf, &before);
        // Some games to delete (never all), given out of order and one twice.
        std::vector<int> doomed;
        for (int i = 0; i < games; ++i)
            if (rng() % 3 == 0) doomed.push_back(i);
        if (doomed.empty()) doomed.push_back(int(rng() % unsigned(games)));
        if (int(doomed.size()) == games) doomed.pop_back();
        std::vector<GameSpan> spans;
        for (int i : doomed) spans.push_back(file.span(i));
        std::reverse(spans.begin(), spans.end());
        spans.push_back(spans.front());
        // A game that stays is on the board, with a change not yet saved.
        int kept = 0;
        while (std::count(doomed.begin(), doomed.end(), kept)) ++kept;
        Fixture f(dir.path());
        openGameOf(f.document, file, kept);
        QVERIFY(f.session.setComment(Game::root(), QStringLiteral("kept on the board")));

        RemovedGames removed;
        QString error;
        QCOMPARE(removeGamesFromFile(path, file.stamp, games, spans, &removed, &error),
                 WriteOutcome::Written);
        QCOMPARE(int(removed.cuts.size()), int(doomed.size()));
        QCOMPARE(readAll(backupPath(path)), before);
        const QByteArray after = readAll(path);
        const PgnFileContents reread = readOrFail(path);
        QCOMPARE(int(reread.records.size()), games - int(doomed.size()));
        // The games that stay, in order, each byte for byte; what lay between them too.
        int next = 0;
        for (int i = 0; i < games; ++i) {
            GameLocation where = file.location(i);
            const Relocation moved = relocateAfterRemoval(where, removed);
            if (std::count(doomed.begin(), doomed.end(), i)) {
                QCOMPARE(moved, Relocation::Removed);
                continue;
            }
            QCOMPARE(moved, Relocation::Moved);
            const PgnRecord& a = reread.records[size_t(next)];
            const PgnRecord& b = file.records[size_t(i)];
            QCOMPARE(after.mid(qsizetype(a.offset), qsizetype(a.end - a.offset)),
                     before.mid(qsizetype(b.offset), qsizetype(b.end - b.offset)));
            const GameLocation expected = reread.location(next);
            QCOMPARE(where.index, expected.index);
            QCOMPARE(where.count, expected.count);
            QCOMPARE(where.offset, expected.offset);
            QCOMPARE(where.end, expected.end);
            QCOMPARE(where.hash, expected.hash);
            QVERIFY(where.stamp == expected.stamp);
            ++next;
        }
        QCOMPARE(
            after.size(), before.size() - [&] {
                qsizetype cut = 0;
                for (const auto& [from, to] : removed.cuts) cut += qsizetype(to - from);
                return cut;
            }());
        // The document follows its game to its new place, and saves it there.
        f.document.gamesRemoved(removed);
        QCOMPARE(f.document.filePath(), path);
        QCOMPARE(f.document.gameCount(), games - int(doomed.size()));
        QCOMPARE(f.document.gameIndex(),
                 kept - int(std::count_if(doomed.begin(), doomed.end(),
                                          [&](int d) { return d < kept; })));
        QVERIFY(f.document.isModified());
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        const PgnFileContents saved = readOrFail(path);
        QCOMPARE(int(saved.records.size()), games - int(doomed.size()));
        QCOMPARE(QString::fromStdString(
                     saved.records[size_t(f.document.gameIndex())].game->startComment()),
                 QStringLiteral("kept on the board"));
    }

    // What cannot be deleted changes nothing: a file changed since it was read, every game of
    // it, a file that cannot be written. A game on the board that was deleted stays there, in
    // no file, with the question before it is replaced.
    void deletingWhatCannotBeDeletedChangesNothing() {
        std::mt19937 rng(8);
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        const QByteArray before = QByteArray::fromStdString(randomgames::file(rng, 6, false));
        writeAll(path, before);
        const PgnFileContents file = readOrFail(path);
        RemovedGames removed;
        QString error;
        // Every game: refused, with the reason.
        std::vector<GameSpan> all;
        for (int i = 0; i < 6; ++i) all.push_back(file.span(i));
        QCOMPARE(removeGamesFromFile(path, file.stamp, 6, all, &removed, &error),
                 WriteOutcome::Failed);
        QVERIFY2(error.contains("no game"), qPrintable(error));
        // A span whose bytes are no longer the game's.
        GameSpan wrong = file.span(2);
        wrong.hash ^= 1;
        QCOMPARE(removeGamesFromFile(path, file.stamp, 6, {wrong}, &removed, &error),
                 WriteOutcome::ChangedOnDisk);
        // Read-only.
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner));
        error.clear();
        QCOMPARE(removeGamesFromFile(path, file.stamp, 6, {file.span(1)}, &removed, &error),
                 WriteOutcome::Failed);
        QVERIFY2(error.contains("read-only"), qPrintable(error));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QCOMPARE(readAll(path), before);
        QVERIFY(!QFile::exists(backupPath(path)));
        // Changed since it was read.
        fileutil::rewriteLater(path, before + "\n[Event \"added elsewhere\"]\n\n1. e4 *\n");
        QCOMPARE(removeGamesFromFile(path, file.stamp, 6, {file.span(1)}, &removed, &error),
                 WriteOutcome::ChangedOnDisk);
        QVERIFY(readAll(path).endsWith("1. e4 *\n"));
        // The game on the board is deleted from its file.
        writeAll(path, before);
        const PgnFileContents again = readOrFail(path);
        Fixture f(dir.path());
        openGameOf(f.document, again, 4);
        QVERIFY(!f.document.needsSaveQuestion());
        QCOMPARE(removeGamesFromFile(path, again.stamp, 6, {again.span(4)}, &removed, &error),
                 WriteOutcome::Written);
        const std::string onBoard = writePgn(f.session.game());
        QSignalSpy changed(&f.document, &GameDocument::changed);
        f.document.gamesRemoved(removed);
        QCOMPARE(changed.size(), 1);
        QVERIFY(!f.document.hasFile());
        QCOMPARE(f.document.origin(), GameDocument::Origin::Removed);
        QVERIFY(f.document.isModified());
        QVERIFY(f.document.needsSaveQuestion());
        QCOMPARE(writePgn(f.session.game()), onBoard);
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::NoFile);
        // A removal from another file leaves the document as it is.
        openGameOf(f.document, readOrFail(path), 1);
        RemovedGames elsewhere = removed;
        elsewhere.path = dir.filePath("other.pgn");
        f.document.gamesRemoved(elsewhere);
        QCOMPARE(f.document.gameIndex(), 1);
        QCOMPARE(f.document.gameCount(), 5);
    }

    // Copying games into a file (a database's Copy to): the file as it was, then the games,
    // one blank line between; in the file's own line ends; a file that does not exist is made;
    // nothing changes when it cannot be written; a game of it on the board keeps its place and
    // can still be saved into it.
    void copiedGamesAreAppendedAndTheRestKept() {
        std::mt19937 rng(12);
        QTemporaryDir dir;
        const QString games = dir.filePath("copied.pgn");
        // As a database's export writes them: each game as its file had it, a blank line
        // between.
        std::string exported;
        for (int i = 0; i < 3; ++i) exported += writePgn(randomgames::game(rng, i, 30));
        const QByteArray copied = QByteArray::fromStdString(exported);
        writeAll(games, copied);
        for (const bool crlf : {false, true})
            for (const char* ending : {"", "\n", "\n\n"}) {
                const QString target = dir.filePath("target.pgn");
                QByteArray before = QByteArray::fromStdString(randomgames::file(rng, 4, crlf));
                while (before.endsWith('\n') || before.endsWith('\r')) before.chop(1);
                QByteArray end = ending;
                if (crlf) end.replace("\n", "\r\n");
                before += end;
                writeAll(target, before);
                AppendedGames appended;
                QString error;
                QCOMPARE(appendGamesToFile(target, games, 3, &appended, &error),
                         WriteOutcome::Written);
                const QByteArray after = readAll(target);
                QVERIFY(after.startsWith(before));
                QCOMPARE(appended.added, 3);
                QCOMPARE(appended.before.size, qint64(before.size()));
                QCOMPARE(appended.after, stampOf(target));
                const PgnFileContents file = readOrFail(target);
                QCOMPARE(int(file.records.size()), 7);
                // The copies are the games as they were, in the file's line ends.
                const PgnFileContents source = readOrFail(games);
                for (int i = 0; i < 3; ++i)
                    QCOMPARE(writePgn(*file.records[size_t(4 + i)].game),
                             writePgn(*source.records[size_t(i)].game));
                QByteArray tail = after.mid(before.size());
                QCOMPARE(tail.contains("\r\n"), crlf);
                if (crlf) tail.replace("\r\n", "\n");
                QVERIFY(tail.endsWith(copied.endsWith('\n') ? copied : copied + '\n'));
                // One blank line between the file's last game and the first copy.
                const QByteArray lf = QByteArray(before).replace("\r\n", "\n");
                const char* joint = lf.endsWith("\n\n") ? "[" : lf.endsWith('\n') ? "\n[" : "\n\n[";
                QVERIFY2(tail.startsWith(joint), qPrintable(QString::fromLatin1(tail.left(40))));
            }
        // A file that does not exist is made of the games.
        const QString fresh = dir.filePath("new.pgn");
        AppendedGames appended;
        QString error;
        QCOMPARE(appendGamesToFile(fresh, games, 3, &appended, &error), WriteOutcome::Written);
        QCOMPARE(readAll(fresh), copied);
        QCOMPARE(appended.before.size, qint64(-1));
        // Read-only: nothing changes, the reason is said.
        const QString locked = dir.filePath("locked.pgn");
        writeAll(locked, copied);
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner));
        QCOMPARE(appendGamesToFile(locked, games, 3, &appended, &error), WriteOutcome::Failed);
        QVERIFY2(error.contains("read-only"), qPrintable(error));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QCOMPARE(readAll(locked), copied);

        // The game on the board, of the file copied into, keeps its place and is saved into it.
        const QString target = dir.filePath("board.pgn");
        std::string text;
        for (int sp : {10, 20, 30, 40}) {
            Game g = *Game::fromStartNumber(sp);
            g.playSan("e4");
            text += writePgn(g);
        }
        writeAll(target, QByteArray::fromStdString(text));
        const PgnFileContents file = readOrFail(target);
        Fixture f(dir.path());
        openGameOf(f.document, file, 2);
        QCOMPARE(appendGamesToFile(target, games, 3, &appended, &error), WriteOutcome::Written);
        f.document.gamesAppended(appended);
        QCOMPARE(f.document.gameCount(), 7);
        QCOMPARE(f.document.gameIndex(), 2);
        QVERIFY(!f.document.isModified());
        playSans(&f.session, {"e5"});
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        const PgnFileContents saved = readOrFail(target);
        QCOMPARE(int(saved.records.size()), 7);
        QCOMPARE(saved.records[2].game->plyCount(), 2);
        QCOMPARE(writePgn(*saved.records[6].game), writePgn(*source3(games)));
        // A copy into another file leaves the document as it is.
        AppendedGames elsewhere = appended;
        elsewhere.path = dir.filePath("other.pgn");
        f.document.gamesAppended(elsewhere);
        QCOMPARE(f.document.gameCount(), 7);
    }

    // Save as: the game alone in the new file, which becomes its file; whatever the file held
    // before is kept as the backup.
    void saveAsMakesTheFileTheGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.pgn");
        writeAll(path, "[Event \"old\"]\n\n1. e4 *\n");
        Fixture f(dir.path());
        f.session.newGame(518);
        playSans(&f.session, {"d4"});
        QString error;
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::NoFile);
        QCOMPARE(saveAsNow(f.document, path, &error), GameDocument::SaveResult::Saved);
        QCOMPARE(f.document.filePath(), path);
        QCOMPARE(f.document.gameCount(), 1);
        QCOMPARE(f.document.displayName(), QStringLiteral("mine.pgn"));
        QVERIFY(!f.document.isModified());
        QCOMPARE(readAll(backupPath(path)), QByteArray("[Event \"old\"]\n\n1. e4 *\n"));
        const PgnFileContents file = readOrFail(path);
        QCOMPARE(int(file.records.size()), 1);
        QCOMPARE(file.records[0].game->plyCount(), 1);
        playSans(&f.session, {"d5"});
        QCOMPARE(saveNow(f.document, &error), GameDocument::SaveResult::Saved);
        QCOMPARE(readOrFail(path).records[0].game->plyCount(), 2);
        QCOMPARE(backupPath(dir.filePath("a.b.pgn")), dir.filePath("a.b (backup).pgn"));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
