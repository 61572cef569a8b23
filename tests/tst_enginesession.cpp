// One way to run an engine: the same contract for the built-in engine and an external UCI
// engine (the fake engine of tests/fakeengine) behind EngineSession: a search reports progress
// and a legal move for the position asked, stop() abandons it with nothing more reported, a
// new search replaces a running one, and an engine that fails says so by name. The one place
// that chooses the engine (openEngineSession) picks the built-in engine, a configured engine
// with its options, or a session that fails for a name that is not configured.
#include "engines/engineconfig.h"
#include "engines/enginesession.h"
#include "engines/uciengine.h"
#include "engineutil.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chess960;
using namespace chess960::ui;

namespace {

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

EngineSession* makeSession(const QString& kind, QObject* parent) {
    if (kind == QLatin1String("built-in")) return new BuiltInSession(parent);
    auto* s = new UciProgramSession(QStringLiteral("Fake"), kFake, {}, parent);
    s->engine()->setTimeouts(engineutil::shortTimeouts());
    return s;
}

SearchRequest request(int sp, std::initializer_list<const char*> ucis, int moveTimeMs = 50) {
    SearchRequest r;
    r.start = Position::startPosition(sp);
    Position pos = r.start;
    for (const char* u : ucis) {
        const auto m = moveFromUci(pos, u);
        if (!m) qFatal("bad move %s", u);
        r.moves.push_back(*m);
        pos = pos.after(*m);
    }
    r.limits.moveTimeMs = moveTimeMs;
    return r;
}

bool isLegal(const Position& pos, Move m) {
    MoveList moves;
    generateLegalMoves(pos, moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

class TestEngineSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { engineutil::useTestLocations("tst_enginesession"); }

    void kinds_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("built-in") << "built-in";
        QTest::newRow("uci") << "uci";
    }

    void aSearchReportsALegalMoveForThePositionAsked_data() { kinds_data(); }
    void aSearchReportsALegalMoveForThePositionAsked() {
        QFETCH(QString, kind);
        QObject owner;
        EngineSession* s = makeSession(kind, &owner);
        QSignalSpy moves(s, &EngineSession::bestMove);
        QSignalSpy progress(s, &EngineSession::progress);
        const SearchRequest r = request(518, {"e2e4", "e7e5"});
        s->search(r);
        QVERIFY(s->isSearching());
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.size(), 1);
        const auto m = moves.front().front().value<EngineMove>();
        QCOMPARE(m.positionKey, r.position().key());
        QVERIFY(isLegal(r.position(), m.move));
        QVERIFY(!m.san.isEmpty());
        QVERIFY(!s->isSearching());
        QVERIFY(!progress.isEmpty());
        for (const auto& args : progress) {
            const auto p = args.front().value<EngineProgress>();
            QCOMPARE(p.positionKey, r.position().key());
            QVERIFY(!p.moves.empty() && isLegal(r.position(), p.moves.front()));
        }
    }

    void stopAbandonsTheSearch_data() { kinds_data(); }
    void stopAbandonsTheSearch() {
        QFETCH(QString, kind);
        QObject owner;
        EngineSession* s = makeSession(kind, &owner);
        QSignalSpy moves(s, &EngineSession::bestMove);
        QSignalSpy failures(s, &EngineSession::failed);
        // Infinite, so that only stop() ends it however slow the machine: the fake engine
        // answers a timed search at once.
        SearchRequest r = request(100, {}, 0);
        r.limits.infinite = true;
        QSignalSpy progress(s, &EngineSession::progress);
        s->search(r);
        QVERIFY(progress.wait(10000)); // the search is under way
        s->stop();
        QVERIFY(!s->isSearching());
        // The session is good for the next search, and its answer is the first: whatever the
        // stopped search still sent came before it and was dropped.
        const SearchRequest next = request(100, {"a2a3"});
        s->search(next);
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves.front().front().value<EngineMove>().positionKey, next.position().key());
        QCOMPARE(failures.size(), 0);
    }

    void aNewSearchReplacesTheOneRunning_data() { kinds_data(); }
    void aNewSearchReplacesTheOneRunning() {
        QFETCH(QString, kind);
        QObject owner;
        EngineSession* s = makeSession(kind, &owner);
        QSignalSpy moves(s, &EngineSession::bestMove);
        s->search(request(300, {}, 400));
        const SearchRequest second = request(300, {"g2g3"});
        s->search(second);
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.front().front().value<EngineMove>().positionKey, second.position().key());
        // A third search: its answer comes after anything the replaced one could still send.
        const SearchRequest third = request(300, {"b2b3"});
        s->search(third);
        QTRY_VERIFY_WITH_TIMEOUT(moves.size() >= 2, 10000);
        QCOMPARE(moves.size(), 2);
        QCOMPARE(moves.back().front().value<EngineMove>().positionKey, third.position().key());
    }

    // Start and stop in quick succession, as moving through a game in analysis does: every
    // search is stopped or replaced, nothing stale is reported, and the session ends cleanly.
    // CHESS960_SESSION_CYCLES sets how many (the thread-safety check runs hundreds).
    void startStopCycles_data() { kinds_data(); }
    void startStopCycles() {
        QFETCH(QString, kind);
        const int n = qEnvironmentVariableIsSet("CHESS960_SESSION_CYCLES")
                          ? qEnvironmentVariableIntValue("CHESS960_SESSION_CYCLES")
                          : (kind == QLatin1String("uci") ? 10 : 40);
        auto owner = std::make_unique<QObject>();
        EngineSession* s = makeSession(kind, owner.get());
        QSignalSpy moves(s, &EngineSession::bestMove);
        QSignalSpy failures(s, &EngineSession::failed);
        for (int i = 0; i < n; ++i) {
            SearchRequest r = request((i * 37) % 960, {});
            r.limits = {};
            r.limits.infinite = true;
            r.limits.multiPv = 1 + i % 3;
            s->search(r);
            if (i % 4 == 3) QCoreApplication::processEvents();
            if (i % 2) s->stop();
        }
        s->stop();
        QCOMPARE(moves.size(), 0); // infinite searches, all stopped: no move
        // One more, to its end: the session still answers, for the position asked, and that
        // answer is the only one (the stopped searches' came before it and were dropped).
        const SearchRequest last = request(518, {"e2e4"});
        s->search(last);
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.size(), 1);
        QCOMPARE(failures.size(), 0);
        QCOMPARE(moves.back().front().value<EngineMove>().positionKey, last.position().key());
        owner.reset(); // a running search or process ends with its session
    }

    void severalLinesComeNumbered() {
        QObject owner;
        EngineSession* s = makeSession(QStringLiteral("built-in"), &owner);
        QSignalSpy progress(s, &EngineSession::progress);
        SearchRequest r = request(518, {}, 300);
        r.limits.multiPv = 3;
        s->search(r);
        QVERIFY(QSignalSpy(s, &EngineSession::bestMove).wait(10000));
        QSet<int> numbers;
        for (const auto& args : progress) numbers << args.front().value<EngineProgress>().multiPv;
        QCOMPARE(numbers, (QSet<int>{1, 2, 3}));
    }

    void anEngineThatFailsSaysSoByName() {
        qputenv("FAKEENGINE_MODE", "crash-at-move-1");
        QObject owner;
        EngineSession* s = makeSession(QStringLiteral("uci"), &owner);
        QSignalSpy failures(s, &EngineSession::failed);
        QSignalSpy moves(s, &EngineSession::bestMove);
        s->search(request(518, {}));
        QVERIFY(failures.wait(10000));
        qunsetenv("FAKEENGINE_MODE");
        QVERIFY2(failures.front().front().toString().contains("Fake"),
                 qPrintable(failures.front().front().toString()));
        QVERIFY(!failures.front().at(1).toBool());
        QVERIFY(!s->isSearching());
        QCOMPARE(moves.size(), 0);
        // The next search starts the engine again.
        s->search(request(518, {}));
        QVERIFY(moves.wait(10000));
    }

    // The number of lines is told to an external engine when it changes, and again to an
    // engine started afresh after a failure, not before every search.
    void anExternalEngineIsToldTheLinesOnce() {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("fake.log"));
        qputenv("FAKEENGINE_LOG", log.toLocal8Bit());
        qputenv("FAKEENGINE_MODE", "crash-at-move-4");
        QObject owner;
        EngineSession* s = makeSession(QStringLiteral("uci"), &owner);
        QSignalSpy moves(s, &EngineSession::bestMove);
        QSignalSpy failures(s, &EngineSession::failed);
        auto searchLines = [&](int lines) {
            SearchRequest r = request(518, {});
            r.limits.multiPv = lines;
            s->search(r);
        };
        auto sent = [&] {
            QFile file(log);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        for (int lines : {3, 3, 3}) {
            searchLines(lines);
            QVERIFY(moves.wait(10000));
        }
        QCOMPARE(sent().count(QStringLiteral("setoption name MultiPV value 3")), 1);
        searchLines(3); // the fourth search: the engine crashes
        QVERIFY(failures.wait(10000));
        qunsetenv("FAKEENGINE_MODE");
        searchLines(3); // started afresh, it is told again
        QVERIFY(moves.wait(10000));
        QCOMPARE(sent().count(QStringLiteral("setoption name MultiPV value 3")), 2);
        searchLines(1);
        QVERIFY(moves.wait(10000));
        searchLines(1);
        QVERIFY(moves.wait(10000));
        QCOMPARE(sent().count(QStringLiteral("setoption name MultiPV value 1")), 1);
        qunsetenv("FAKEENGINE_LOG");
    }

    // Each game starts the engine clean (issue 69): "ucinewgame" before the first search of
    // every game, also when the engine's process was started again for it after a crash.
    void everyGameStartsTheEngineClean() {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("fake.log"));
        qputenv("FAKEENGINE_LOG", log.toLocal8Bit());
        qputenv("FAKEENGINE_MODE", "crash-at-move-2");
        QObject owner;
        EngineSession* s = makeSession(QStringLiteral("uci"), &owner);
        QSignalSpy moves(s, &EngineSession::bestMove);
        QSignalSpy failures(s, &EngineSession::failed);
        const auto sent = [&] {
            QFile file(log);
            return file.open(QIODevice::ReadOnly)
                       ? QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts)
                       : QStringList();
        };
        // Since the last line starting with `from`: is there a ucinewgame before the next go?
        const auto cleanSince = [&](qsizetype from) {
            const QStringList lines = sent();
            for (qsizetype i = from; i < lines.size(); ++i) {
                if (lines[i] == QLatin1String("ucinewgame")) return true;
                if (lines[i].startsWith(QLatin1String("go"))) return false;
            }
            return false;
        };
        s->newGame();
        s->search(request(518, {}));
        QVERIFY(moves.wait(10000));
        QVERIFY(cleanSince(0));
        // The next game on the same process.
        qsizetype before = sent().size();
        s->newGame();
        s->search(request(100, {}));
        QVERIFY(failures.wait(10000)); // its second go: it crashes
        QVERIFY(cleanSince(before));
        // The game after that starts the engine again, and tells it so too.
        qunsetenv("FAKEENGINE_MODE");
        before = sent().size();
        s->newGame();
        s->search(request(200, {}));
        QVERIFY(moves.wait(10000));
        QVERIFY2(cleanSince(before), qPrintable(sent().mid(before).join(" | ")));
        qunsetenv("FAKEENGINE_LOG");
    }

    void anIllegalAnswerIsAFailure() {
        qputenv("FAKEENGINE_MODE", "illegal");
        QObject owner;
        EngineSession* s = makeSession(QStringLiteral("uci"), &owner);
        QSignalSpy failures(s, &EngineSession::failed);
        s->search(request(518, {}));
        QVERIFY(failures.wait(10000));
        qunsetenv("FAKEENGINE_MODE");
        QVERIFY(failures.front().at(1).toBool());
    }

    void oneChoiceOfEngine() {
        QObject owner;
        QVERIFY(qobject_cast<BuiltInSession*>(openEngineSession({}, {}, &owner)));
        // A configured engine runs with its options and the caller's on top.
        EngineConfig config;
        config.name = QStringLiteral("Fake here");
        config.path = kFake;
        config.values.insert(QStringLiteral("Hash"), QStringLiteral("16"));
        EngineStore::add(config);
        auto* uci = qobject_cast<UciProgramSession*>(openEngineSession(
            config.name, {{QStringLiteral("UCI_Elo"), QStringLiteral("1500")}}, &owner));
        QVERIFY(uci);
        QCOMPARE(uci->name(), config.name);
        QSignalSpy moves(uci, &EngineSession::bestMove);
        uci->search(request(518, {}));
        QVERIFY(moves.wait(10000));
        // A name that is not configured fails at its first search, saying so.
        EngineSession* missing = openEngineSession(QStringLiteral("Nowhere"), {}, &owner);
        QSignalSpy failures(missing, &EngineSession::failed);
        missing->search(request(518, {}));
        QVERIFY(failures.wait(2000));
        QVERIFY(failures.front().front().toString().contains("Nowhere"));
    }
};

QTEST_MAIN(TestEngineSession)
#include "tst_enginesession.moc"
