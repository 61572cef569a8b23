// The engine worker: results arrive through queued signals on the GUI thread, only for the
// latest request, and start/stop can be repeated hundreds of times without a hang, a stray
// result or (under ThreadSanitizer) a data race.
#include "engines/engineworker.h"
#include "i18n/errorwording.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace chess960;
using namespace chess960::ui;

namespace {

engine::Limits depth(int d) {
    engine::Limits l;
    l.depth = d;
    return l;
}

engine::Limits infinite() {
    engine::Limits l;
    l.infinite = true;
    return l;
}

int cycles() {
    // CI runs a short version; CHESS960_WORKER_CYCLES=500 for the long run under TSan.
    bool ok = false;
    int n = qEnvironmentVariableIntValue("CHESS960_WORKER_CYCLES", &ok);
    return ok && n > 0 ? n : 60;
}

} // namespace

class TestEngineWorker : public QObject {
    Q_OBJECT
private slots:
    void deliversAMoveWithProgressOnTheGuiThread() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        QSignalSpy infos(&worker, &EngineWorker::progress);
        Position pos = Position::startPosition(518);
        QThread* gui = QThread::currentThread();
        bool onGui = true;
        connect(&worker, &EngineWorker::progress, this,
                [&](const EngineProgress&) { onGui &= QThread::currentThread() == gui; });
        worker.think(pos, {}, depth(6));
        QVERIFY(worker.isThinking());
        QVERIFY(moves.wait(10000));
        QVERIFY(!worker.isThinking());
        QVERIFY(onGui);
        const auto m = moves.at(0).at(0).value<EngineMove>();
        QCOMPARE(m.positionKey, pos.key());
        QVERIFY(pos.isLegal(m.move));
        QCOMPARE(m.san.toStdString(), moveToSan(pos, m.move));
        QVERIFY(!ErrorWording::scoreText(m.reading).isEmpty());
        QVERIFY(infos.count() >= 6);
        const auto last = infos.last().at(0).value<EngineProgress>();
        QCOMPARE(last.depth, 6);
        QVERIFY(!last.pv.isEmpty());
        // The PV is SAN that replays from the position.
        Position line = pos;
        for (const QString& san : last.pv) {
            auto mv = moveFromSan(line, san.toStdString());
            QVERIFY2(mv.ok(), qPrintable(san));
            line = line.after(*mv);
        }
    }

    void hintIsMarkedAndIsTheBestMove() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        auto pos = Position::fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        worker.think(*pos, {}, depth(4), 1, true);
        QVERIFY(moves.wait(10000));
        const auto m = moves.at(0).at(0).value<EngineMove>();
        QVERIFY(m.hint);
        QCOMPARE(m.san, QString("Rd8#"));
        QCOMPARE(ErrorWording::scoreText(m.reading), QString("White mates in 1"));
    }

    void stopDropsTheResultAndEndsTheSearch() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        QSignalSpy ended(&worker, &EngineWorker::searchEnded);
        QSignalSpy infos(&worker, &EngineWorker::progress);
        worker.think(Position::startPosition(100), {}, infinite());
        QVERIFY(infos.wait(10000)); // the search is under way
        QElapsedTimer timer;
        timer.start();
        worker.stop();
        QVERIFY(!worker.isThinking());
        QVERIFY(ended.wait(5000));
        // Generous under load; the real latency is a few milliseconds (see the bench).
        QVERIFY(timer.elapsed() < 1000);
        // The next search's move is the first: the stopped one sent none before it.
        const Position next = Position::startPosition(101);
        worker.think(next, {}, depth(3));
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.count(), 1);
        QCOMPARE(moves.at(0).at(0).value<EngineMove>().positionKey, next.key());
    }

    void newRequestSupersedesTheOld() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        QSignalSpy infos(&worker, &EngineWorker::progress);
        Position a = Position::startPosition(0), b = Position::startPosition(959);
        worker.think(a, {}, infinite());
        QVERIFY(infos.wait(10000)); // the first search is under way
        worker.think(b, {}, depth(4));
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.at(0).at(0).value<EngineMove>().positionKey, b.key());
        // A third search's move comes after anything the superseded one could still send.
        const Position c = Position::startPosition(3);
        worker.think(c, {}, depth(3));
        QTRY_VERIFY_WITH_TIMEOUT(moves.count() >= 2, 10000);
        QCOMPARE(moves.count(), 2);
        QCOMPARE(moves.at(1).at(0).value<EngineMove>().positionKey, c.key());
    }

    void hundredsOfStartStopCycles() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        QSignalSpy infos(&worker, &EngineWorker::progress);
        const int n = cycles();
        for (int i = 0; i < n; ++i) {
            Position pos = Position::startPosition((i * 37) % 960);
            worker.think(pos, {pos.key() ^ 1}, i % 3 ? infinite() : depth(30));
            QCoreApplication::processEvents();
            worker.stop();
            if (i % 10 == 0) worker.newGame();
        }
        infos.clear();
        QCOMPARE(moves.count(), 0);
        Position last = Position::startPosition(518);
        worker.think(last, {}, depth(5));
        QVERIFY(moves.wait(20000));
        QCOMPARE(moves.count(), 1); // none of the stopped searches sent one before it
        QCOMPARE(moves.at(0).at(0).value<EngineMove>().positionKey, last.key());
        for (const auto& args : infos)
            QCOMPARE(args.at(0).value<EngineProgress>().positionKey, last.key());
    }

    void destroyingWhileThinkingJoinsPromptly() {
        QElapsedTimer timer;
        for (int i = 0; i < 5; ++i) {
            auto* worker = new EngineWorker;
            QSignalSpy infos(worker, &EngineWorker::progress);
            worker->think(Position::startPosition(i), {}, infinite());
            QVERIFY(infos.wait(10000)); // the search is under way
            timer.start();
            delete worker;
            QVERIFY(timer.elapsed() < 1000);
        }
    }

    void fullStrengthUsesAllCoresButOne() {
        QCOMPARE(EngineWorker::searchThreads(), std::max(1, QThread::idealThreadCount() - 1));
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        Position pos = Position::startPosition(518);
        worker.think(pos, {}, depth(6));
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.at(0).at(0).value<EngineMove>().threads, EngineWorker::searchThreads());
        // Asked for more, it gets more; a level plays on one thread whatever is asked.
        engine::Limits more = depth(6);
        more.threads = EngineWorker::searchThreads() + 1;
        worker.think(pos, {}, more);
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.at(1).at(0).value<EngineMove>().threads, more.threads);
        worker.think(pos, {}, more, 5);
        QVERIFY(moves.wait(10000));
        QCOMPARE(moves.at(2).at(0).value<EngineMove>().threads, 1);
    }

    void weakLevelAnswersQuickly() {
        EngineWorker worker;
        QSignalSpy moves(&worker, &EngineWorker::moveFound);
        Position pos = Position::startPosition(518);
        engine::Limits clock;
        clock.timeLeftMs[White] = clock.timeLeftMs[Black] = 60000;
        worker.think(pos, {}, clock, 1);
        QVERIFY(moves.wait(10000));
        QVERIFY(pos.isLegal(moves.at(0).at(0).value<EngineMove>().move));
    }
};

QTEST_GUILESS_MAIN(TestEngineWorker)
#include "tst_engineworker.moc"
