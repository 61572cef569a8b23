// Crashes at every write. Each writer the program keeps the player's files with runs in a child
// process (this program, started again with --child) that is killed with SIGKILL at a point
// drawn at random over its write, seeded: Save of one game in a file of many games, Save as over
// a file, Delete from a file, the autosave and My games after a move, the settings, and a file's
// index while it is built. After each kill the files are checked: each is its old whole or its
// new whole, byte for byte (the settings: every value old or every value new), a file's backup
// is the file as it was before one of the writes, and the index opens again with every game.
//
// CHESS960_CRASH_ROUNDS (kill points per writer, 100 by default), CHESS960_CRASH_GAMES (games in
// the file, 20,000 by default) and CHESS960_CRASH_SEED make the long runs README names.
#include "database/gamedatabase.h"
#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "fileutil.h"
#include "library/gamelibrary.h"
#include "randomgames.h"
#include "settings.h"
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
#include <dlfcn.h>
#include <map>
#include <random>
#include <set>
#include <thread>

using namespace chess960;
using fileutil::readAll;
using fileutil::writeAll;
using namespace chess960::ui;

namespace {

int envInt(const char* name, int fallback) {
    const QByteArray v = qgetenv(name);
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok && n > 0 ? n : fallback;
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

// Where the write begins: the I/O errors injected (when the fault library is loaded) count
// from here.
void armFaults() {
    if (auto arm = reinterpret_cast<void (*)()>(dlsym(RTLD_DEFAULT, "chess960_fault_arm"))) arm();
}

long faultCalls() {
    auto count = reinterpret_cast<long (*)()>(dlsym(RTLD_DEFAULT, "chess960_fault_count"));
    return count ? count() : -1;
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
        armFaults();
        ok = replaceGameInFile(*where, text, &why) == WriteOutcome::Written;
    } else if (writer == "saveas") { // path game.pgn
        const QString path = a.value(3);
        const std::string text = readAll(a.value(4)).toStdString();
        say("go");
        armFaults();
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
        armFaults();
        ok =
            removeGamesFromFile(path, stamp, count, spans, &removed, &why) == WriteOutcome::Written;
    } else if (writer == "settag") { // path size modifiedMs count name value offset:end:hash...
        const QString path = a.value(3);
        const FileStamp stamp{a.value(4).toLongLong(), a.value(5).toLongLong()};
        const int count = a.value(6).toInt();
        std::vector<GameSpan> spans;
        for (int i = 9; i < a.size(); ++i) {
            const QStringList p = a[i].split(QLatin1Char(':'));
            spans.push_back({p[0].toLongLong(), p[1].toLongLong(), p[2].toULongLong()});
        }
        RetaggedGames retagged;
        say("go");
        armFaults();
        ok = setTagInFile(path, stamp, count, spans, a.value(7).toStdString(),
                          a.value(8).toStdString(), &retagged, &why) == WriteOutcome::Written;
    } else if (writer == "autosave" || writer == "library") { // game.pgn [folder name]
        auto game = readPgnGame(readAll(a.value(3)).toStdString());
        if (!game) return 2;
        say("go");
        armFaults();
        ok = writer == "autosave" ? writeAutosave(*game, &why)
                                  : GameLibrary(a.value(4)).write(a.value(5), *game, &why);
    } else if (writer == "settings") { // path round
        useCheckedSettingsFormat();    // as the program's settings
        QSettings s(a.value(3), QSettings::defaultFormat());
        say("go");
        armFaults();
        writeSettings(s, a.value(4).toInt());
        s.sync();
        ok = s.status() == QSettings::NoError;
        if (!ok) why = QStringLiteral("the settings were not written");
    } else if (writer == "index") { // path
        GameDatabase db;
        say("go");
        armFaults();
        db.open(a.value(3));
        if (db.state() == GameIndex::State::Building) {
            QEventLoop loop;
            QObject::connect(&db, &GameIndex::ready, &loop, &QEventLoop::quit);
            QObject::connect(&db, &GameIndex::failed, &loop, &QEventLoop::quit);
            loop.exec();
        }
        ok = db.state() == GameIndex::State::Ready;
        why = db.error();
    } else {
        return 2;
    }
    std::printf("calls %ld\n", faultCalls());
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

// The child run with the fault library loaded, the write's call `at` failing with `err` (0:
// none fails). What it said: whether the write returned success, its message, its calls.
struct Faulted {
    bool done = false;
    QString error;
    long calls = -1;
};

Faulted runFaulted(const QStringList& args, long at, int err) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(CHESS960_FAULT_LIB));
    env.insert(QStringLiteral("CHESS960_FAULT_AT"), QString::number(at));
    env.insert(QStringLiteral("CHESS960_FAULT_ERRNO"), QString::number(err));
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), QStringList{"--child"} + args);
    if (!p.waitForFinished(120000)) qFatal("the child did not end");
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() == 2)
        qFatal("the child broke: %s", p.readAllStandardError().constData());
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    Faulted f;
    f.done = out.contains(QLatin1String("done\n"));
    f.error = QString::fromUtf8(p.readAllStandardError()).trimmed();
    const qsizetype c = out.indexOf(QLatin1String("calls "));
    if (c >= 0) f.calls = out.mid(c + 6).section(QLatin1Char('\n'), 0, 0).toLong();
    return f;
}

// One writer's injected errors.
struct IoTally {
    long calls = 0;
    int injected = 0, refused = 0, wroteAnyway = 0, lost = 0, unsaid = 0;
    QString report(const char* writer) const {
        return QStringLiteral("%1: %2 calls that write, %3 I/O errors injected: %4 refused with "
                              "a message and nothing changed, %5 written whole all the same, "
                              "%6 lost, %7 refused without a message")
            .arg(QLatin1String(writer))
            .arg(calls)
            .arg(injected)
            .arg(refused)
            .arg(wroteAnyway)
            .arg(lost)
            .arg(unsaid);
    }
};

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

// The kill points of a write that takes `span` µs (the longest of three whole writes): three
// in four spread over it, the rest up to twice as far again after, for the writes that take
// longer than those did.
qint64 killPoint(std::mt19937& rng, qint64 span) {
    const bool over = rng() % 4 != 0;
    const double at = over ? std::uniform_real_distribution<double>(0.0, 1.0)(rng)
                           : std::uniform_real_distribution<double>(1.0, 3.0)(rng);
    return qint64(at * double(span));
}

} // namespace

class TestCrashes : public QObject {
    Q_OBJECT
    const int rounds_ = envInt("CHESS960_CRASH_ROUNDS", 100);
    const int games_ = envInt("CHESS960_CRASH_GAMES", 20000);
    const unsigned seed_ = unsigned(envInt("CHESS960_CRASH_SEED", 1));
    QTemporaryDir dir_;
    QString bigFile_; // the file of many games, made once
    // The system's folder for temporary files and what of ours it held before the run: the
    // children, killed in the middle of a write, leave their temporary files (the settings'
    // text passes through one) in a folder of the run instead (TMPDIR).
    QString systemTemp_;
    QStringList oursBefore_;

    QStringList ours() const {
        return QDir(systemTemp_)
            .entryList({QCoreApplication::applicationName() + ".*"},
                       QDir::Files | QDir::Hidden | QDir::System);
    }

    // Kills the child `rounds_` times over its write; before each, prepare() readies the files
    // and gives the child's arguments; after each, check(wroteAll) says whether every file is
    // whole (and may tell the next round where things stand).
    Tally killOver(const std::function<QStringList(int round)>& prepare,
                   const std::function<bool(int round, bool* isNew)>& check, std::mt19937& rng) {
        Tally t;
        // The write's length: the longest of three whole writes (rounds -2, -1 and 0).
        std::vector<qint64> spans;
        bool isNew = false;
        for (int r = -2; r <= 0; ++r) {
            bool whole = false;
            spans.push_back(runChild(prepare(r), -1, &whole));
            if (!whole || !check(r, &isNew) || !isNew) qFatal("the write failed without a kill");
        }
        const qint64 span = std::max<qint64>(*std::max_element(spans.begin(), spans.end()), 200);
        if (qEnvironmentVariableIsSet("CHESS960_CRASH_VERBOSE"))
            qInfo("whole writes took %lld, %lld and %lld µs", spans[0], spans[1], spans[2]);
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

    // Fails each call the writer's write makes in turn (at most 80 of them, spread evenly),
    // with ENOSPC, EIO, EROFS and EDQUOT by turns. restore() puts the files back as they were
    // before the write and gives the child's arguments; whole(done) says whether every file is
    // its new whole (done) or its old whole (refused).
    IoTally injectEach(const std::function<QStringList()>& restore,
                       const std::function<bool(bool done)>& whole, bool needsMessage = true) {
        IoTally t;
        const Faulted clean = runFaulted(restore(), 0, 0);
        if (!clean.done || clean.calls <= 0 || !whole(true))
            qFatal("the write failed without an error: %s", qPrintable(clean.error));
        t.calls = clean.calls;
        const int errs[] = {ENOSPC, EIO, EROFS, EDQUOT};
        const long points = std::min<long>(t.calls, 80);
        for (long k = 1; k <= points; ++k) {
            const long at = points == t.calls ? k : (k * t.calls + points - 1) / points;
            const Faulted f = runFaulted(restore(), at, errs[k % 4]);
            ++t.injected;
            if (!whole(f.done)) {
                ++t.lost;
                qWarning("call %ld of %ld failing: a file is not whole (%s)", at, t.calls,
                         f.done ? "said written" : "said not written");
            } else if (f.done) {
                ++t.wroteAnyway;
            } else if (needsMessage && f.error.isEmpty()) {
                ++t.unsaid;
            } else {
                ++t.refused;
            }
        }
        return t;
    }

    // The kills fell before the new whole and after it (with enough of them to say).
    bool spread(const Tally& t) const { return rounds_ < 100 || (t.old > 0 && t.fresh > 0); }

    // killOver with the kill points drawn from seed, its tally reported under writer: nothing
    // lost, and the kills on both sides of the new whole.
    void expectWhole(const char* writer, const std::function<QStringList(int)>& prepare,
                     const std::function<bool(int, bool*)>& check, unsigned seed) {
        std::mt19937 rng(seed);
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report(writer)));
        QCOMPARE(t.lost, 0);
        QVERIFY(spread(t));
    }

private slots:
    void initTestCase() {
        windowutil::useTestLocations("tst_crashes");
        QVERIFY(dir_.isValid());
        systemTemp_ = QDir::tempPath();
        oursBefore_ = ours();
        QVERIFY(QDir().mkpath(dir_.filePath("tmp")));
        qputenv("TMPDIR", QFile::encodeName(dir_.filePath("tmp")));
        bigFile_ = dir_.filePath("big.pgn");
        QDir().mkpath(dir_.filePath("scratch")); // where the new wholes are made to compare
        std::mt19937 rng(seed_);
        QElapsedTimer t;
        t.start();
        writeAll(bigFile_, QByteArray::fromStdString(randomgames::file(rng, games_, false)));
        qInfo("%d games, %lld bytes, made in %lld ms", games_, QFileInfo(bigFile_).size(),
              t.elapsed());
    }

    // Nothing of the run is left in the system's temporary folder.
    void cleanupTestCase() { QCOMPARE(ours(), oursBefore_); }

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
        expectWhole("Save as over a file", prepare, check, seed_ + 3);
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

    // Set a tag... over games listed: the file is its old whole or its new whole, each time.
    void setTagInAFileOfMany() {
        const QString path = dir_.filePath("settag.pgn");
        const QString scratch = dir_.filePath("scratch/settag.pgn");
        copyOver(bigFile_, path);
        std::mt19937 rng(seed_ + 5);
        QByteArray before, after, backupBefore, backupAfter;
        std::vector<GameSpan> spans;
        {
            QString error;
            const PgnFileContents file = readPgnFileContents(path, &error);
            QVERIFY2(!file.records.empty(), qPrintable(error));
            for (int i = 0; i < int(file.records.size()); ++i) spans.push_back(file.span(i));
        }
        RetaggedGames retagged;
        const auto prepare = [&](int round) {
            before = readAll(path);
            backupBefore = readAll(backupPath(path));
            const int count = int(spans.size());
            const FileStamp stamp = stampOf(path);
            // Up to 2,000 games listed, a value of the round's own.
            std::set<int> chosen;
            const int n = 1 + int(rng() % 2000);
            while (int(chosen.size()) < n) chosen.insert(int(rng() % unsigned(count)));
            const QString value = QStringLiteral("Club Open %1").arg(round);
            QStringList args{"settag",
                             path,
                             QString::number(stamp.size),
                             QString::number(stamp.modifiedMs),
                             QString::number(count),
                             QStringLiteral("Event"),
                             value};
            std::vector<GameSpan> listed;
            for (int i : chosen) {
                const GameSpan s = spans[size_t(i)];
                listed.push_back(s);
                args << QStringLiteral("%1:%2:%3").arg(s.offset).arg(s.end).arg(s.hash);
            }
            copyOver(path, scratch);
            QFile::remove(backupPath(scratch));
            QString why;
            if (setTagInFile(scratch, stampOf(scratch), count, listed, "Event", value.toStdString(),
                             &retagged, &why) != WriteOutcome::Written)
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
                // Every game where the change put it.
                for (GameSpan& s : spans) {
                    long long shift = 0;
                    const RetaggedGames::Edit* own = nullptr;
                    for (const RetaggedGames::Edit& e : retagged.edits) {
                        if (e.offset == s.offset) {
                            own = &e;
                            break;
                        }
                        if (e.end <= s.offset) shift += e.length - (e.end - e.offset);
                    }
                    s.offset += shift;
                    if (own) {
                        s.end = s.offset + own->length;
                        s.hash = own->hash;
                    } else {
                        s.end += shift;
                    }
                }
            }
            return now == before || now == after;
        };
        const Tally t = killOver(prepare, check, rng);
        qInfo("%s", qPrintable(t.report("Set a tag in a file of many")));
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
            // Played as the program plays a move: a mate or a draw by the board ends the game
            // here as it does for whoever reads the file.
            if (moves.size() == 0 || game.isOver() || round % 150 == 149) {
                // A game ended: the next one, from its first move.
                game = *Game::fromStartNumber(int(g() % 960));
                generateLegalMoves(game.position(), moves);
                game.play(moves[g() % moves.size()]);
            } else {
                game.play(moves[g() % moves.size()]);
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
        const auto check = [&](int, bool* isNew) {
            const QByteArray now = readAll(path);
            *isNew = now == after;
            if (now != before && now != after) return false;
            // What the next start reads back: the game, whole (the autosave of a game that has
            // just ended is not offered, by design, but is read all the same).
            if (!before.isEmpty()) {
                if (library && !GameLibrary(folder).read(name)) return false;
                auto read = readPgnGame(now.toStdString());
                if (!read) return false;
                if (!library && !read->isOver() && !readAutosave()) return false;
            }
            if (!*isNew) { // the move not written: the game goes on from what the file has
                auto kept = readPgnGame(now.toStdString());
                if (!kept) return false;
                game = *kept;
                game.goTo(game.mainLine().empty() ? Game::root() : game.mainLine().back());
            }
            return true;
        };
        expectWhole(library ? "My games after a move" : "the autosave", prepare, check, seed_ + 6);
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
        expectWhole("the settings", prepare, check, seed_ + 7);
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

    // I/O errors at each call of each writer: a full disk, an I/O error, a read-only file
    // system, a quota, wherever they come. Refused, the writer says why and leaves every file
    // as it was; a writer that says it wrote has written the new whole.
    void ioErrorsAtEveryCall_data() {
        QTest::addColumn<QString>("writer");
        for (const char* w :
             {"save", "saveas", "delete", "settag", "autosave", "library", "settings", "index"})
            QTest::newRow(w) << QString::fromLatin1(w);
    }
    void ioErrorsAtEveryCall() {
#if defined(CHESS960_SANITIZED)
        QSKIP("the fault library is loaded before the sanitizer's runtime, which refuses that");
#endif
        QFETCH(QString, writer);
        const QString folder = dir_.filePath("io");
        QDir(folder).removeRecursively();
        QDir().mkpath(folder);
        const QString pristine = dir_.filePath("scratch/io-pristine");
        const QString path = folder + QStringLiteral("/file.pgn");
        const QString gameText = dir_.filePath("scratch/io-game.pgn");
        std::mt19937 g(seed_ + 20);
        QByteArray before, after, backupBefore;
        std::function<QStringList()> restore;
        std::function<bool(bool)> whole;
        bool needsMessage = true;
        // Files compared byte for byte: the file and its backup.
        const auto bytesWhole = [&](bool done) {
            if (readAll(path) != (done ? after : before)) return false;
            const QByteArray backup = readAll(backupPath(path));
            return backup == backupBefore || backup == before;
        };
        if (writer == "save" || writer == "delete" || writer == "settag") {
            copyOver(bigFile_, pristine);
            QString error;
            const PgnFileContents file = readPgnFileContents(pristine, &error);
            QVERIFY2(!file.records.empty(), qPrintable(error));
            const int index = int(g() % file.records.size());
            copyOver(pristine, path);
            before = readAll(path);
            // The new whole, made once by the same writer on a copy.
            const QString scratch = dir_.filePath("scratch/io-new.pgn");
            copyOver(pristine, scratch);
            QString why;
            QStringList args;
            if (writer == "save") {
                const std::string text = writePgn(randomgames::game(g, 1, 60));
                writeAll(gameText, QByteArray::fromStdString(text));
                GameLocation where = file.location(index);
                where.path = scratch;
                where.stamp = stampOf(scratch);
                QVERIFY(replaceGameInFile(where, text, &why) == WriteOutcome::Written);
                args = {"save", dir_.filePath("scratch/io-where"), gameText};
            } else if (writer == "settag") {
                RetaggedGames retagged;
                const GameSpan span = file.span(index);
                QVERIFY(setTagInFile(scratch, stampOf(scratch), int(file.records.size()), {span},
                                     "Site", "Hall 2", &retagged, &why) == WriteOutcome::Written);
                args = {"settag",
                        path,
                        "",
                        "",
                        QString::number(file.records.size()),
                        "Site",
                        "Hall 2",
                        QStringLiteral("%1:%2:%3").arg(span.offset).arg(span.end).arg(span.hash)};
            } else {
                RemovedGames removed;
                const GameSpan span = file.span(index);
                QVERIFY(removeGamesFromFile(scratch, stampOf(scratch), int(file.records.size()),
                                            {span}, &removed, &why) == WriteOutcome::Written);
                args = {"delete",
                        path,
                        "",
                        "",
                        QString::number(file.records.size()),
                        QStringLiteral("%1:%2:%3").arg(span.offset).arg(span.end).arg(span.hash)};
            }
            after = readAll(scratch);
            restore = [&, args, index, file = file.location(index)]() mutable {
                copyOver(pristine, path);
                QFile::remove(backupPath(path));
                const FileStamp stamp = stampOf(path);
                if (writer == "save") {
                    GameLocation where = file;
                    where.path = path;
                    where.stamp = stamp;
                    writeAll(dir_.filePath("scratch/io-where"), locationToJson(where));
                } else {
                    args[2] = QString::number(stamp.size);
                    args[3] = QString::number(stamp.modifiedMs);
                }
                return args;
            };
            whole = bytesWhole;
        } else if (writer == "saveas") {
            writeAll(pristine, QByteArray::fromStdString(randomgames::file(g, 40, false)));
            const std::string text = writePgn(randomgames::game(g, 2, 60));
            writeAll(gameText, QByteArray::fromStdString(text));
            const QString scratch = dir_.filePath("scratch/io-new.pgn");
            QString why;
            QVERIFY(writeSingleGameFile(scratch, text, nullptr, &why));
            before = readAll(pristine);
            after = readAll(scratch);
            restore = [&] {
                copyOver(pristine, path);
                QFile::remove(backupPath(path));
                return QStringList{"saveas", path, gameText};
            };
            whole = bytesWhole;
        } else if (writer == "autosave" || writer == "library") {
            const bool library = writer == "library";
            const QString name = QStringLiteral("2026-12-05 11.00.00.pgn");
            const QString target = library ? GameLibrary(folder).pathOf(name) : autosavePath();
            Game game = *Game::fromStartNumber(int(g() % 960));
            for (int i = 0; i < 30; ++i) {
                MoveList moves;
                generateLegalMoves(game.position(), moves);
                if (moves.size() == 0) break;
                game.addMove(moves[g() % moves.size()]);
            }
            QVERIFY(saveGame(pristine, game, nullptr));
            MoveList moves;
            generateLegalMoves(game.position(), moves);
            QVERIFY(moves.size() > 0);
            game.addMove(moves[0]);
            writeAll(gameText, QByteArray::fromStdString(writePgn(game)));
            before = readAll(pristine);
            after = QByteArray::fromStdString(writePgn(game));
            restore = [&, library, target, name] {
                QDir().mkpath(QFileInfo(target).absolutePath());
                copyOver(pristine, target);
                return library ? QStringList{"library", gameText, folder, name}
                               : QStringList{"autosave", gameText};
            };
            whole = [&, target](bool done) { return readAll(target) == (done ? after : before); };
        } else if (writer == "settings") {
            const QString conf = folder + QStringLiteral("/chess960.conf");
            {
                QSettings s(pristine, QSettings::IniFormat);
                writeSettings(s, 1);
            }
            const QString scratch = dir_.filePath("scratch/io-new.conf");
            copyOver(pristine, scratch);
            {
                QSettings s(scratch, QSettings::IniFormat);
                writeSettings(s, 2);
            }
            const auto old = settingsValues(pristine), fresh = settingsValues(scratch);
            restore = [&, conf] {
                copyOver(pristine, conf);
                return QStringList{"settings", conf, "2"};
            };
            whole = [conf, old, fresh](bool done) {
                const auto now = settingsValues(conf);
                return done ? now == fresh : now == old;
            };
            needsMessage = false; // QSettings gives no reason (the window does not say either)
        } else {
            const int games = 2000;
            writeAll(path, QByteArray::fromStdString(randomgames::file(g, games, false)));
            const QString index = GameDatabase::indexPathFor(path);
            restore = [&, index] {
                for (const char* end : {"", "-wal", "-shm", ".half"})
                    QFile::remove(index + QLatin1String(end));
                return QStringList{"index", path};
            };
            // Whatever the child left, the next open lists every game.
            whole = [&, games](bool) {
                GameDatabase db;
                QSignalSpy ready(&db, &GameIndex::ready);
                db.open(path);
                if (db.state() == GameIndex::State::Building && !ready.wait(60000)) return false;
                return db.state() == GameIndex::State::Ready && db.gameCount() == games &&
                       db.loadGame(games, nullptr, nullptr).has_value();
            };
        }
        const IoTally t = injectEach(restore, whole, needsMessage);
        qInfo("%s", qPrintable(t.report(qPrintable(writer))));
        QCOMPARE(t.lost, 0);
        QCOMPARE(t.unsaid, 0);
        QVERIFY(t.refused > 0 || !needsMessage);
    }
};

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "--child") == 0) return childMain(argc, argv);
    QCoreApplication app(argc, argv);
    TestCrashes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashes.moc"
