#include "feature.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace chess960::ui {

Feature::Feature(QMainWindow* window) : QObject(window), window_(window) {
    // The window hears of a language switch; a feature, not being a widget, does not.
    window->installEventFilter(this);
}

QAction* Feature::newAction(const char* name, const QKeySequence& key) {
    auto* a = new QAction(this);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    return a;
}

void Feature::ready() {
    ready_ = true;
    retranslate();
}

bool Feature::eventFilter(QObject* watched, QEvent* event) {
    if (ready_ && watched == window_ && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

void Feature::say(const QString& text, int ms) const {
    window_->statusBar()->showMessage(text, ms);
}

void Feature::unsay(const QString& text) const {
    if (window_->statusBar()->currentMessage() == text) window_->statusBar()->clearMessage();
}

void Feature::tell(const QString& title, const QString& text, bool error,
                   const QString& name) const {
    showMessageBox(window_, title, text, error, name);
}

void showMessageBox(QWidget* parent, const QString& title, const QString& text, bool error,
                    const QString& name) {
    // Never modal in the blocking sense: the clocks and the engine go on while it is open.
    auto* box = new QMessageBox(error ? QMessageBox::Warning : QMessageBox::Information, title,
                                text, QMessageBox::Ok, parent);
    if (!name.isEmpty())
        box->setObjectName(name);
    else
        box->setObjectName(error ? QStringLiteral("errorMessage")
                                 : QStringLiteral("resultMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace chess960::ui
