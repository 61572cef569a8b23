// Crashes at every write. Each writer the program keeps the player's files with runs in a child
// process (this program, started again with --child) that is killed with SIGKILL at a point
// drawn at random over its write, seeded: Save of one game in a file of many games, Save as over
// a file, Delete from a file, the autosave and My games after a move, the settings, and a file's
// index while it is built. After each kill the files are checked: each is its old whole or its
// new whole, byte for byte (the settings: every value old or every value new), a file's backup
// is the file as it was before one of the writes, and the index opens again with every game.
//
// CHESS960_CRASH_ROUNDS (kill points per writer, 150 by default), CHESS960_CRASH_GAMES (games in
// the file, 100,000 by default) and CHESS960_CRASH_SEED make the long runs README names.
#include "database/gamedatabase.h"
#include "document/pgnfile.h"
#include "game/gamefiles.h"
#include "library/gamelibrary.h"
#include "randomgames.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <map>
#include <random>
#include <set>
#include <thread>

using namespace chess960;
using namespace chess960::ui;

namespace {

int envInt(const char* name, int fallback) {
    const QByteArray v = qgetenv(name);
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && n > 0 ? n : fallback;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

void copyOver(const QString& from, const QString& to) {
    QFile::remove(to);
    if (!QFile::copy(from, to)) qFatal("cannot copy %s", qPrintable(from));
}

// The settings' values as QSettings reads them back from the file.
std::map<QString, QString> settingsValues(const QString& path) {
    QSettings s(path, QSettings::IniFormat);
    std::map<QString, QString> out;
    for (const QString& key : s.allKeys()) out[key] = s.value(key).toString();
    return out;
}

// What the child writes into the settings in round `round`: as New game and the board keep
// theirs, several groups of keys at once.
void writeSettings(QSettings& s, int round) {
    for (const char* group : {"newGame", "board", "eboard", "ui"}) {
        s.beginGroup(QLatin1String(group));
        for (int k = 0; k < 12; ++k)
            s.setValue(QStringLiteral("key%1").arg(k), QStringLiteral("round %1 value %2 %3")
                                                           .arg(round)
                                                           .arg(k)
                                                           .arg(QString(40, QLatin1Char('x'))));
        s.endGroup();
    }
}

// ---------------------------------------------------------------------------------------
// The child: one write, with "go" said just before it starts and "done" once it returned.

void say(const char* word) {
    std::fputs(word, stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int childMain(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    windowutil::useTestLocations("tst_crashes"); // the same autosave and index places
    const QStringList a = app.arguments();
    const QString writer = a.value(2);
    QString why;
    bool ok = false;
    if (writer == "save") { // where.json game.pgn
        auto where = locationFromJson(readAll(a.value(3)));
        const std::string text = readAll(a.value(4)).toStdString();
        if (!where) return 2;
        say("go");
        ok = replaceGameInFile(*where, text, &why) == WriteOutcome::Written;
    } else if (writer == "saveas") { // path game.pgn
        const QString path = a.value(3);
        const std::string text = readAll(a.value(4)).toStdString();
        say("go");
        ok = keepBackup(path, &why) && writeSingleGameFile(path, text, nullptr, &why);
    } else if (writer == "delete") { // path size modifiedMs count offset:end:hash...
        const QString path = a.value(3);
        const FileStamp stamp{a.value(4).toLongLong(), a.value(5).toLongLong()};
        const int count = a.value(6).toInt();
        std::vector<GameSpan> spans;
        for (int i = 7; i < a.size(); ++i) {
            const QStringList p = a[i].split(QLatin1Char(':'));
            spans.push_back({p[0].toLongLong(), p[1].toLongLong(), p[2].toULongLong()});
        }
        RemovedGames removed;
        say("go");
        ok =
            removeGamesFromFile(path, stamp, count, spans, &removed, &why) == WriteOutcome::Written;
    } else if (writer == "autosave" || writer == "library") { // game.pgn [folder name]
        auto game = readPgnGame(readAll(a.value(3)).toStdString());
        if (!game) return 2;
        say("go");
        ok = writer == "autosave" ? writeAutosave(*game, &why)
                                  : GameLibrary(a.value(4)).write(a.value(5), *game, &why);
    } else if (writer == "settings") { // path round
        QSettings s(a.value(3), QSettings::IniFormat);
        say("go");
        writeSettings(s, a.value(4).toInt());
        s.sync();
        ok = s.status() == QSettings::NoError;
    } else if (writer == "index") { // path
        GameDatabase db;
        say("go");
        db.open(a.value(3));
        if (db.state() == GameIndex::State::Building) {
            QEventLoop loop;
            QObject::connect(&db, &GameIndex::ready, &loop, &QEventLoop::quit);
            QObject::connect(&db, &GameIndex::failed, &loop, &QEventLoop::quit);
            loop.exec();
        }
        ok = db.state() == GameIndex::State::Ready;
    } else {
        return 2;
    }
    say(ok ? "done" : "failed");
    if (!ok) std::fprintf(stderr, "%s\n", qPrintable(why));
    return ok ? 0 : 1;
}

// ---------------------------------------------------------------------------------------
// The parent.

// Runs the child with args; with killAfterUs >= 0 kills it that long after it said "go".
// Returns how long the write took when it was not killed (µs), -1 when it was.
qint64 runChild(const QStringList& args, qint64 killAfterUs, bool* wroteAll) {
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(QCoreApplication::applicationFilePath(), QStringList{"--child"} + args);
    if (!p.waitForStarted(10000)) qFatal("the child did not start");
    QByteArray out;
    while (!out.contains("go\n")) {
        if (!p.waitForReadyRead(30000))
            qFatal("the child said nothing: %s", p.readAllStandardError().constData());
        out += p.readAllStandardOutput();
    }
    QElapsedTimer since;
    since.start();
    qint64 took = -1;
    if (killAfterUs >= 0) {
        std::this_thread::sleep_for(std::chrono::microseconds(killAfterUs));
        ::kill(pid_t(p.processId()), SIGKILL);
    } else {
        // Until it says the write returned (not until the process has ended).
        while (!out.contains("done\n") && !out.contains("failed\n") && p.waitForReadyRead(120000))
            out += p.readAllStandardOutput();
        took = since.nsecsElapsed() / 1000;
    }
    p.waitForFinished(120000);
    out += p.readAllStandardOutput();
    *wroteAll = out.contains("done\n");
    if (!*wroteAll && p.exitStatus() == QProcess::NormalExit)
        qFatal("the child's write failed: %s", p.readAllStandardError().constData());
    return took;
}

// A folder's files other than those named: what a killed write left lying about.
int strayFiles(const QString& folder, const std::set<QString>& known) {
    int n = 0;
    for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files))
        if (!known.count(f.fileName())) ++n;
    return n;
}

// The tally of one writer's kills.
struct Tally {
    int rounds = 0, old = 0, fresh = 0, lost = 0;
    QString report(const char* writer) const {
        return QStringLiteral("%1: %2 kill points, %3 files old whole, %4 new whole, %5 lost")
            .arg(QLatin1String(writer))
            .arg(rounds)
            .arg(old)
            .arg(fresh)
            .arg(lost);
    }
};

// The kill points of a write that takes `span` µs: spread over it and a little after.
qint64 killPoint(std::mt19937& rng, qint64 span) {
    return qint64(std::uniform_real_distribution<double>(0.0, 1.25)(rng) * double(span));
}

} // namespace

class TestCrashes : public QObject {
    Q_OBJECT
    const int rounds_ = envInt("CHESS960_CRASH_ROUNDS", 150);
    const int games_ = envInt("CHESS960_CRASH_GAMES", 100000);
    const unsigned seed_ = unsigned(envInt("CHESS960_CRASH_SEED", 1));
    QTemporaryDir dir_;
    QString bigFile_; // the file of many games, made once

    // Kills the child `rounds_` times over its write; before each, prepare() readies the files
    // and gives the child's arguments; after each, check(wroteAll) says whether every file is
    // whole (and may tell the next round where things stand).
    Tally killOver(const std::function<QStringList(int round)>& prepare,
                   const std::function<bool(int round, bool* isNew)>& check, std::mt19937& rng) {
        Tally t;
        // The write's length: the middle of three whole writes (rounds -2, -1 and 0).
        std::vector<qint64> spans;
        bool isNew = false;
        for (int r = -2; r <= 0; ++r) {
            bool whole = false;
            spans.push_back(runChild(prepare(r), -1, &whole));
            if (!whole || !check(r, &isNew) || !isNew) qFatal("the write failed without a kill");
        }
        std::sort(spans.begin(), spans.end());
        const qint64 span = std::max<qint64>(spans[1], 200);
        for (int r = 1; r <= rounds_; ++r) {
            const QStringList args = prepare(r);
            bool wroteAll = false;
            runChild(args, killPoint(rng, span), &wroteAll);
            ++t.rounds;
            if (!check(r, &isNew)) {
                ++t.lost;
                qWarning("round %d: a file is neither its old nor its new whole", r);
            } else if (isNew) {
                ++t.fresh;
            } else {
                ++t.old;
            }
        }
        return t;
    }

    // The kills fell before the new whole and after it (with enough of them to say).
    bool spread(const Tally& t) const { return rounds_ < 100 || (t.old > 0 && t.fresh > 0); }

private slots:
    void initTestCase() {
        windowutil::useTestLocations("tst_crashes");
        QVERIFY(dir_.isValid());
        bigFile_ = dir_.filePath("big.pgn");
        QDir().mkpath(dir_.filePath("scratch")); // where the new wholes are made to compare
        std::mt19937 rng(seed_);
        QElapsedTimer t;
        t.start();
        writeAll(bigFile_, QByteArray::fromStdString(randomgames::file(rng, games_, false)));
        qInfo("%d games, %lld bytes, made in %lld ms", games_, QFileInfo(bigFile_).size(),
              t.elapsed());
    }

    // Save of one game in place in a file of many: the file and its backup.
    void saveInAFileOfMany() {
        const QString path = dir_.filePath("save.pgn");
        const QString scratch = dir_.filePath("scratch/save.pgn");
        copyOver(bigFile_, path);
        QString error;
        const PgnFileContents file = readPgnFileContents(path, &error);
        QVERIFY2(!file.records.empty(), qPrintable(error));
        std::mt19937 rng(seed_ + 1);
        GameLocation where = file.location(int(rng() % file.records.size()));
        QByteArray before, after, backupBefore, backupAfter;
        GameLocation next;
        const QString gameText = dir_.filePath("game.pgn"), whereJson = dir_.filePath("where");
        const auto prepare = [&](int round) {
            before = readAll(path);
            backupBefore = readAll(backupPath(path));
            // Every other round a longer game, so that the file grows and shrinks.
            std::mt19937 g(seed_ * 1000 + unsigned(round + 10));
            const std::string text = writePgn(randomgames::game(g, round, round % 2 ? 120 : 10));
            writeAll(gameText, QByteArray::fromStdString(text));
            writeAll(whereJson, locationToJson(where));
            // The new whole, as the same writer makes it from the same file.
            copyOver(path, scratch);
            QFile::remove(backupPath(scratch));
            next = where;
            next.path = scratch;
            next.stamp = stampOf(scratch);
            QString why;
            if (replaceGameInFile(next, text, &why) != WriteOutcome::Written)
                qFatal("the new whole cannot be made: %s", qPrintable(why));
            after = readAll(scratch);
            backupAfter = readAll(backupPath(scratch));
            return QStringList{"save", whereJson, gameText};
        };
        const auto check = [&](int, bool* isNew) {
            const QByteArray now = readAll(path);
            const QByteArray backup = readAll(backupPath(path));
            if (backup != backupBefore && backup != backupAfter) return false;
            if (now == before) {
                *isNew = false;
                where.stamp = stampOf(path);
                return true;
            }
            if (now != after) return false;
            *isNew = true;
            where = next;
            where.path = path;
            where.stamp = stampOf(path);
            return true;
        };
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report("Save in a file of many")));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
        qInfo("files left beside it: %d",
              strayFiles(dir_.path(),
                         {"big.pgn", "save.pgn", "save (backup).pgn", "game.pgn", "where"}));
    }

    // Save as over a file the player had: the file and the copy kept of it.
    void saveAsOverAFile() {
        const QString path = dir_.filePath("saveas.pgn");
        const QString scratch = dir_.filePath("scratch/saveas.pgn");
        const QString gameText = dir_.filePath("game.pgn");
        std::mt19937 g(seed_ + 2);
        writeAll(path, QByteArray::fromStdString(randomgames::file(g, 50, false)));
        QByteArray before, after, backupBefore;
        const auto prepare = [&](int round) {
            before = readAll(path);
            backupBefore = readAll(backupPath(path));
            std::mt19937 r(seed_ * 2000 + unsigned(round + 10));
            // Now and then a file of many games again, as another program might write there.
            const std::string text = round % 5 == 4 ? randomgames::file(r, 300, false)
                                                    : writePgn(randomgames::game(r, round, 80));
            writeAll(gameText, QByteArray::fromStdString(text));
            QString why;
            if (!writeSingleGameFile(scratch, text, nullptr, &why))
                qFatal("the new whole cannot be made: %s", qPrintable(why));
            after = readAll(scratch);
            return QStringList{"saveas", path, gameText};
        };
        const auto check = [&](int, bool* isNew) {
            const QByteArray now = readAll(path);
            const QByteArray backup = readAll(backupPath(path));
            // The copy kept is the file as it was before this write or an earlier one.
            if (backup != backupBefore && backup != before) return false;
            *isNew = now == after && now != before;
            return now == before || now == after;
        };
        std::mt19937 rng(seed_ + 3);
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report("Save as over a file")));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
    }

    // Delete from a file of many: a few games at a time, the file shrinking round by round.
    void deleteFromAFileOfMany() {
        const QString path = dir_.filePath("delete.pgn");
        const QString scratch = dir_.filePath("scratch/delete.pgn");
        copyOver(bigFile_, path);
        std::mt19937 rng(seed_ + 4);
        QByteArray before, after, backupBefore, backupAfter;
        // Where the games lie: read once, then moved by what each new whole took out.
        std::vector<GameSpan> spans;
        {
            QString error;
            const PgnFileContents file = readPgnFileContents(path, &error);
            QVERIFY2(!file.records.empty(), qPrintable(error));
            for (int i = 0; i < int(file.records.size()); ++i) spans.push_back(file.span(i));
        }
        std::set<int> chosen;
        RemovedGames removed;
        const auto prepare = [&](int) {
            before = readAll(path);
            backupBefore = readAll(backupPath(path));
            const int count = int(spans.size());
            const FileStamp stamp = stampOf(path);
            chosen.clear();
            const int n = 1 + int(rng() % 3);
            while (int(chosen.size()) < n) chosen.insert(int(rng() % unsigned(count)));
            std::vector<GameSpan> gone;
            QStringList args{"delete", path, QString::number(stamp.size),
                             QString::number(stamp.modifiedMs), QString::number(count)};
            for (int i : chosen) {
                const GameSpan s = spans[size_t(i)];
                gone.push_back(s);
                args << QStringLiteral("%1:%2:%3").arg(s.offset).arg(s.end).arg(s.hash);
            }
            copyOver(path, scratch);
            QFile::remove(backupPath(scratch));
            QString why;
            if (removeGamesFromFile(scratch, stampOf(scratch), count, gone, &removed, &why) !=
                WriteOutcome::Written)
                qFatal("the new whole cannot be made: %s", qPrintable(why));
            after = readAll(scratch);
            backupAfter = readAll(backupPath(scratch));
            return args;
        };
        const auto check = [&](int, bool* isNew) {
            const QByteArray now = readAll(path);
            const QByteArray backup = readAll(backupPath(path));
            if (backup != backupBefore && backup != backupAfter) return false;
            *isNew = now == after;
            if (*isNew) {
                // The games left, each moved back by the bytes taken out before it.
                std::vector<GameSpan> left;
                for (int i = 0; i < int(spans.size()); ++i) {
                    if (chosen.count(i)) continue;
                    GameSpan s = spans[size_t(i)];
                    long long cut = 0;
                    for (const auto& [from, to] : removed.cuts)
                        if (to <= s.offset) cut += to - from;
                    s.offset -= cut;
                    s.end -= cut;
                    left.push_back(s);
                }
                spans = std::move(left);
            }
            return now == before || now == after;
        };
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report("Delete from a file of many")));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
    }

    // The autosave and My games after a move: the unfinished game is always there to offer.
    void autosaveAndMyGamesAfterAMove_data() {
        QTest::addColumn<QString>("writer");
        QTest::newRow("autosave") << QStringLiteral("autosave");
        QTest::newRow("My games") << QStringLiteral("library");
    }
    void autosaveAndMyGamesAfterAMove() {
        QFETCH(QString, writer);
        const bool library = writer == "library";
        const QString folder = dir_.filePath("games");
        const QString name = QStringLiteral("2026-12-05 10.00.00.pgn");
        const QString path = library ? GameLibrary(folder).pathOf(name) : autosavePath();
        const QString scratch = dir_.filePath("scratch/autosave.pgn");
        const QString gameText = dir_.filePath("game.pgn");
        QFile::remove(path);
        // One game, a move longer each round, as after every move of a long game.
        std::mt19937 g(seed_ + 5);
        Game game = *Game::fromStartNumber(int(g() % 960));
        QByteArray before, after;
        const auto prepare = [&](int round) {
            before = readAll(path);
            MoveList moves;
            generateLegalMoves(game.position(), moves);
            if (moves.size() == 0 || game.isOver() || round % 150 == 149) {
                // A game ended: the next one, from its first move.
                game = *Game::fromStartNumber(int(g() % 960));
                generateLegalMoves(game.position(), moves);
                game.addMove(moves[g() % moves.size()]);
            } else {
                game.addMove(moves[g() % moves.size()]);
            }
            game.setComment(game.cursor(), "[%clk 0:04:59] a move's clock, as every move has");
            const std::string text = writePgn(game);
            writeAll(gameText, QByteArray::fromStdString(text));
            QString why;
            if (!saveGame(scratch, game, &why)) qFatal("cannot write: %s", qPrintable(why));
            after = readAll(scratch);
            return library ? QStringList{writer, gameText, folder, name}
                           : QStringList{writer, gameText};
        };
        const auto check = [&](int round, bool* isNew) {
            const QByteArray now = readAll(path);
            *isNew = now == after;
            if (now != before && now != after) return false;
            // What the next start offers back: the game, whole.
            if (!before.isEmpty()) {
                if (library && !GameLibrary(folder).read(name)) return false;
                if (!library && !readAutosave()) return false;
            }
            if (!*isNew) { // the move not written: the game goes on from what the file has
                auto kept = readPgnGame(now.toStdString());
                if (!kept) return false;
                game = *kept;
                game.goTo(game.mainLine().empty() ? Game::root() : game.mainLine().back());
            }
            return true;
        };
        std::mt19937 rng(seed_ + 6);
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report(library ? "My games after a move" : "the autosave")));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
    }

    // The settings: all the values of one write or all those of the one before.
    void settings() {
        const QString path = dir_.filePath("settings/chess960.conf");
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile::remove(path);
        std::map<QString, QString> before, after;
        const auto prepare = [&](int round) {
            before = settingsValues(path);
            const QString scratch = dir_.filePath("scratch/settings.conf");
            QFile::remove(scratch);
            if (QFile::exists(path)) QFile::copy(path, scratch);
            {
                QSettings s(scratch, QSettings::IniFormat);
                writeSettings(s, round);
            }
            after = settingsValues(scratch);
            return QStringList{"settings", path, QString::number(round)};
        };
        const auto check = [&](int, bool* isNew) {
            const auto now = settingsValues(path);
            *isNew = now == after;
            return now == before || now == after;
        };
        std::mt19937 rng(seed_ + 7);
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report("the settings")));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
    }

    // A file's index killed while it is built: the next open finds it whole or builds it
    // again, and lists every game of the file.
    void indexWhileItIsBuilt() {
        const QString path = dir_.filePath("index.pgn");
        std::mt19937 g(seed_ + 8);
        const int games = std::min(games_, 10000);
        writeAll(path, QByteArray::fromStdString(randomgames::file(g, games, false)));
        const QString index = GameDatabase::indexPathFor(path);
        int reused = 0, rebuilt = 0;
        const auto prepare = [&](int) {
            // Built from nothing each time (a file that changed is built again whole).
            for (const char* end : {"", "-wal", "-shm", ".half"})
                QFile::remove(index + QLatin1String(end));
            return QStringList{"index", path};
        };
        const auto check = [&](int round, bool* isNew) {
            GameDatabase db;
            QSignalSpy ready(&db, &GameIndex::ready);
            db.open(path);
            if (db.state() == GameIndex::State::Building && !ready.wait(60000)) return false;
            if (db.state() != GameIndex::State::Ready || db.gameCount() != games) return false;
            *isNew = db.reused();
            if (round > 0) (db.reused() ? reused : rebuilt)++;
            // The last game read as the file has it.
            QString error;
            return db.loadGame(games, nullptr, &error).has_value();
        };
        std::mt19937 rng(seed_ + 9);
        const Tally t = killOver(prepare, check, rng);
        qInfo("the index: %d kill points, %d found whole, %d built again, %d lost", t.rounds,
              reused, rebuilt, t.lost);
        QCOMPARE(t.lost, 0);
        QVERIFY(rounds_ < 100 || (reused > 0 && rebuilt > 0));
    }
};

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "--child") == 0) return childMain(argc, argv);
    QCoreApplication app(argc, argv);
    TestCrashes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashes.moc"
