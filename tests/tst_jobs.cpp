// Work beside the GUI thread. The job runner: the work runs on a thread of its own, its result
// and progress come back on the runner's thread, a job stopped or replaced delivers nothing, the
// runner's end waits for the work. Work split over threads. Handoff: functions posted from
// worker threads run on the thread of the object, from its event loop, in the order posted;
// those still waiting when it goes are dropped.
#include "jobs/handoff.h"
#include "jobs/jobrunner.h"
#include "jobs/parallel.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

using namespace chess960::ui;

namespace {

// Everything already posted to this thread has been delivered (or dropped) when it returns:
// no waiting by the clock.
void deliverPosted() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Work that runs until it is let go or asked to stop, and says it has begun.
struct Gate {
    std::atomic<bool> begun{false};
    std::atomic<bool> open{false};
    // Waits for the gate or the stop; true when it was asked to stop.
    bool wait(const JobControl& control) {
        begun = true;
        while (!open && !control.stopRequested()) std::this_thread::yield();
        return control.stopRequested();
    }
};

} // namespace

class TestJobs : public QObject {
    Q_OBJECT
private slots:
    void theResultComesBackOnTheRunnersThread() {
        JobRunner runner;
        const auto gui = std::this_thread::get_id();
        std::thread::id workedOn;
        std::thread::id deliveredOn;
        int result = 0;
        runner.run(
            [&](const JobControl&) {
                workedOn = std::this_thread::get_id();
                return 42;
            },
            [&](int r) {
                deliveredOn = std::this_thread::get_id();
                result = r;
            });
        QVERIFY(runner.isRunning());
        QTRY_COMPARE(result, 42);
        QVERIFY(!runner.isRunning());
        QVERIFY(workedOn != gui);
        QVERIFY(deliveredOn == gui);

        // Work that returns nothing; a result that can only be moved.
        bool done = false;
        runner.run([](const JobControl&) {}, [&] { done = true; });
        QTRY_VERIFY(done);
        std::unique_ptr<int> moved;
        runner.run([](const JobControl&) { return std::make_unique<int>(7); },
                   [&](std::unique_ptr<int> r) { moved = std::move(r); });
        QTRY_VERIFY(moved && *moved == 7);
    }

    void aJobReplacedOrStoppedDeliversNothing() {
        JobRunner runner;
        Gate first;
        std::atomic<bool> firstStopped{false};
        int delivered = 0;
        runner.run(
            [&](const JobControl& c) {
                firstStopped = first.wait(c);
                return 1;
            },
            [&](int r) { delivered += r; });
        QTRY_VERIFY(first.begun);
        // The next job: the first is asked to stop and waited for; only the second delivers.
        runner.run([](const JobControl&) { return 10; }, [&](int r) { delivered += r; });
        QVERIFY(firstStopped);
        QTRY_COMPARE(delivered, 10);
        deliverPosted();
        QCOMPARE(delivered, 10);

        // Stopped: the work sees it, nothing is delivered, the runner is free at once.
        Gate gate;
        runner.run([&](const JobControl& c) { return gate.wait(c) ? 100 : 1000; },
                   [&](int r) { delivered += r; });
        QTRY_VERIFY(gate.begun);
        runner.stop();
        QVERIFY(!runner.isRunning());
        runner.finishJob();
        deliverPosted();
        QCOMPARE(delivered, 10);
    }

    void progressComesInOrderUntilTheJobStops() {
        JobRunner runner;
        QSignalSpy progress(&runner, &JobRunner::progress);
        bool done = false;
        runner.run(
            [](const JobControl& c) {
                for (int i = 1; i <= 100; ++i) c.progress(i, 100);
            },
            [&] { done = true; });
        QTRY_VERIFY(done);
        QCOMPARE(progress.count(), 100);
        for (int i = 0; i < 100; ++i) {
            QCOMPARE(progress.at(i).at(0).toLongLong(), qint64(i + 1));
            QCOMPARE(progress.at(i).at(1).toLongLong(), qint64(100));
        }

        // Told after the stop: not delivered.
        progress.clear();
        Gate gate;
        runner.run(
            [&](const JobControl& c) {
                gate.wait(c);
                c.progress(1, 1);
            },
            [] {});
        QTRY_VERIFY(gate.begun);
        runner.stop();
        runner.finishJob();
        deliverPosted();
        QCOMPARE(progress.count(), 0);
    }

    // requestStop: the work is asked to stop and what it returns is still delivered (a build
    // cut short says so once its writer has ended); steps handed over come first, in order.
    void aStopRequestedStillDelivers() {
        JobRunner runner;
        Gate gate;
        std::vector<int> seen;
        bool stopSeenInDelivery = false;
        runner.run(
            [&](const JobControl& c) {
                c.handOver([&] { seen.push_back(1); });
                const bool stopped = gate.wait(c);
                c.handOver([&] { seen.push_back(2); });
                return stopped ? 3 : 0;
            },
            [&](int r) {
                stopSeenInDelivery = runner.stopRequested();
                seen.push_back(r);
            });
        QTRY_VERIFY(gate.begun);
        QVERIFY(!runner.stopRequested());
        runner.requestStop();
        QVERIFY(runner.isRunning());
        QTRY_COMPARE(seen.size(), size_t(3));
        QCOMPARE(seen, (std::vector<int>{1, 2, 3}));
        QVERIFY(stopSeenInDelivery);
        QVERIFY(!runner.isRunning());

        // Handed over by a job that was then stopped: dropped.
        seen.clear();
        Gate second;
        runner.run(
            [&](const JobControl& c) {
                second.wait(c);
                c.handOver([&] { seen.push_back(4); });
            },
            [] {});
        QTRY_VERIFY(second.begun);
        runner.stop();
        runner.finishJob();
        deliverPosted();
        QVERIFY(seen.empty());
    }

    // The runner's end asks the work to stop and waits for it: no work outlives what it uses.
    void theRunnersEndWaitsForTheWork() {
        Gate gate;
        std::atomic<bool> returned{false};
        bool delivered = false;
        {
            JobRunner runner;
            runner.run(
                [&](const JobControl& c) {
                    gate.wait(c);
                    returned = true;
                },
                [&] { delivered = true; });
            QTRY_VERIFY(gate.begun);
        }
        QVERIFY(returned);
        deliverPosted();
        QVERIFY(!delivered); // a runner that is gone delivers nothing
    }

    // finishJob waits without asking the work to stop: a file being written is written whole.
    void finishJobLetsTheWorkEnd() {
        JobRunner runner;
        std::atomic<int> steps{0};
        std::atomic<bool> stopSeen{false};
        bool delivered = false;
        runner.run(
            [&](const JobControl& c) {
                for (int i = 0; i < 100000; ++i) {
                    if (c.stopRequested()) stopSeen = true;
                    ++steps;
                }
            },
            [&] { delivered = true; });
        runner.finishJob();
        QCOMPARE(steps.load(), 100000);
        QVERIFY(!stopSeen);
        QTRY_VERIFY(delivered); // from the event loop, as usual
    }

    // What is delivered may start the next job, or delete the runner's owner.
    void theDeliveryMayGoOnOrEndTheRunner() {
        JobRunner runner;
        std::vector<int> chain;
        std::function<void(int)> next = [&](int n) {
            chain.push_back(n);
            if (n < 5) runner.run([n](const JobControl&) { return n + 1; }, next);
        };
        runner.run([](const JobControl&) { return 1; }, next);
        QTRY_COMPARE(chain.size(), size_t(5));
        QCOMPARE(chain, (std::vector<int>{1, 2, 3, 4, 5}));

        auto* owner = new QObject;
        auto* ownRunner = new JobRunner(owner);
        bool deleted = false;
        QObject::connect(owner, &QObject::destroyed, [&] { deleted = true; });
        ownRunner->run([](const JobControl&) { return 0; }, [owner](int) { delete owner; });
        QTRY_VERIFY(deleted);
    }

    void workSplitOverThreadsEndsBeforeItReturns() {
        std::mutex lock;
        std::vector<int> parts;
        std::vector<std::thread::id> threads;
        inParallel(4, [&](int part) {
            std::lock_guard guard(lock);
            parts.push_back(part);
            threads.push_back(std::this_thread::get_id());
        });
        std::sort(parts.begin(), parts.end());
        QCOMPARE(parts, (std::vector<int>{0, 1, 2, 3}));
        // Part 0 on the caller's thread, each other on one of its own.
        QCOMPARE(std::count(threads.begin(), threads.end(), std::this_thread::get_id()), 1);
        std::sort(threads.begin(), threads.end());
        QVERIFY(std::unique(threads.begin(), threads.end()) == threads.end());
        QVERIFY(coreCount() >= 1);

        std::atomic<bool> ran{false};
        {
            Beside beside([&] { ran = true; });
        }
        QVERIFY(ran);
    }

    void postedWorkRunsOnItsThreadInOrder() {
        QObject owner;
        Handoff handoff(&owner);
        std::vector<int> ran;
        bool elsewhere = false;
        const auto gui = std::this_thread::get_id();
        std::thread worker([&] {
            for (int i = 0; i < 1000; ++i)
                handoff.post([&, i] {
                    elsewhere |= std::this_thread::get_id() != gui;
                    ran.push_back(i);
                });
        });
        worker.join();
        QVERIFY(ran.empty()); // nothing runs before the event loop does
        QTRY_COMPARE(ran.size(), size_t(1000));
        QVERIFY(!elsewhere);
        for (int i = 0; i < 1000; ++i) QCOMPARE(ran[size_t(i)], i);
    }

    void workStillWaitingIsDroppedWithIt() {
        bool ran = false;
        auto* handoff = new Handoff(nullptr);
        std::thread worker([&] { handoff->post([&] { ran = true; }); });
        worker.join();
        delete handoff;
        deliverPosted();
        QVERIFY(!ran);
    }

    // A posted function may delete the object that owns the handoff.
    void workMayDeleteItsOwner() {
        auto* owner = new QObject;
        auto* handoff = new Handoff(owner);
        int ran = 0;
        std::thread worker([&] {
            handoff->post([&] {
                ++ran;
                delete owner;
            });
            handoff->post([&] { ++ran; });
        });
        worker.join();
        QTRY_COMPARE(ran, 1);
        deliverPosted();
        QCOMPARE(ran, 1);
    }
};

QTEST_GUILESS_MAIN(TestJobs)
#include "tst_jobs.moc"
