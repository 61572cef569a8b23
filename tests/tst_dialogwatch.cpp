// The widget suites' watch over dialogs nothing answers (tests/dialogwatch.cpp): such a dialog
// fails the test function that showed it, naming it, and is closed, where it used to wait for
// the suite's time-out.
#include "dialogwatch.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

class TestDialogWatch : public QObject {
    Q_OBJECT
private slots:
    void anUnansweredDialogFailsTheTestAndIsClosed() {
        const int before = dialogwatch::setSeconds(1);
        QMessageBox box(QMessageBox::Question, QStringLiteral("Delete"),
                        QStringLiteral("Delete game 1?"), QMessageBox::Yes | QMessageBox::Cancel);
        box.setObjectName(QStringLiteral("confirmDelete"));
        QElapsedTimer shown;
        shown.start();
        // The watch's failure, expected here; a suite without the watch waits here until its
        // time-out.
        QEXPECT_FAIL("", "the watch fails a test function that leaves a dialog unanswered",
                     Continue);
        const int answer = box.exec();
        dialogwatch::setSeconds(before);
        QCOMPARE(answer, int(QMessageBox::Cancel)); // rejected: the escape button
        QVERIFY2(shown.elapsed() < 10000, qPrintable(QString::number(shown.elapsed())));
        QVERIFY(!QApplication::activeModalWidget());
    }

    // A dialog answered within its time is left alone.
    void aDialogAnsweredInTimeIsLeftAlone() {
        const int before = dialogwatch::setSeconds(2);
        QMessageBox box(QMessageBox::Question, QStringLiteral("Delete"),
                        QStringLiteral("Delete game 1?"), QMessageBox::Yes | QMessageBox::Cancel);
        QTimer::singleShot(1000, &box, [&box] { box.button(QMessageBox::Yes)->click(); });
        const int answer = box.exec();
        dialogwatch::setSeconds(before);
        QCOMPARE(answer, int(QMessageBox::Yes));
    }
};

QTEST_MAIN(TestDialogWatch)
#include "tst_dialogwatch.moc"
