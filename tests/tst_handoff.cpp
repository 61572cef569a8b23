// Handoff: functions posted from worker threads run on the thread of the object, from its event
// loop, in the order posted; those still waiting when it goes are dropped.
#include "handoff.h"

#include <QTest>

#include <thread>
#include <vector>

using namespace chess960::ui;

class TestHandoff : public QObject {
    Q_OBJECT
private slots:
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
        QTest::qWait(50);
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
        QTest::qWait(50);
        QCOMPARE(ran, 1);
    }
};

QTEST_GUILESS_MAIN(TestHandoff)
#include "tst_handoff.moc"
