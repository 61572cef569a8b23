#include "dialogwatch.h"

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QtTest>

#include <atomic>

// Linked into every widget suite: a dialog the suite did not expect (nothing answered it) is
// waited on for a while, then fails the test function that showed it, saying which dialog and
// what it asked, and is closed so that the suite goes on. Without it such a dialog waits for
// the suite's time-out, and the log shows a stack, not the question.
namespace {

std::atomic<int> gSeconds{60};

void watch() {
    auto* timer = new QTimer(qApp);
    timer->setObjectName(QStringLiteral("dialogWatch"));
    timer->setInterval(250);
    auto shown = std::make_shared<std::pair<QPointer<QWidget>, QElapsedTimer>>();
    QObject::connect(timer, &QTimer::timeout, [shown] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal != shown->first) {
            shown->first = modal;
            shown->second.start();
            return;
        }
        if (!modal || shown->second.elapsed() < qint64(gSeconds.load()) * 1000) return;
        QString said = modal->windowTitle();
        if (auto* box = qobject_cast<QMessageBox*>(modal))
            said += QStringLiteral(": ") + box->text() + QLatin1Char(' ') + box->informativeText();
        const QByteArray message =
            QStringLiteral("a dialog no one answered for %1 s, closed: \"%2\" (%3)")
                .arg(gSeconds.load())
                .arg(modal->objectName(), said.simplified())
                .toUtf8();
        shown->first = nullptr;
        QTest::qFail(message.constData(), __FILE__, __LINE__);
        // As the player's Escape would (a message box's escape button), else closed.
        QPointer<QWidget> open = modal;
        QTest::keyClick(modal, Qt::Key_Escape);
        if (open && open->isVisible()) {
            if (auto* dialog = qobject_cast<QDialog*>(open.data()))
                dialog->reject();
            else
                open->close();
        }
    });
    timer->start();
}

// Once the application runs its events: the first wait or dialog of a suite.
void startWatch() {
    QMetaObject::invokeMethod(qApp, &watch, Qt::QueuedConnection);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(startWatch)

namespace dialogwatch {

int setSeconds(int seconds) {
    return gSeconds.exchange(seconds);
}

} // namespace dialogwatch
