#include "enginesmenu.h"

#include "engines/enginesdialog.h"

#include <QAction>
#include <QEvent>
#include <QMenu>

namespace chess960::ui {

EnginesMenuItem::EnginesMenuItem(QMenu* menu, QWidget* window)
    : QObject(menu), action_(new QAction(menu)), window_(window) {
    action_->setObjectName(QStringLiteral("enginesAction"));
    menu->addAction(action_);
    // The menu hears of a language switch; the action, not being a widget, does not.
    menu->installEventFilter(this);
    connect(action_, &QAction::triggered, this, &EnginesMenuItem::open);
    retranslate();
}

bool EnginesMenuItem::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

void EnginesMenuItem::retranslate() {
    action_->setText(tr("&Engines..."));
    action_->setToolTip(tr("Other chess engines: add, set up and test UCI engines"));
}

EnginesDialog* EnginesMenuItem::dialog() const {
    return dialog_;
}

void EnginesMenuItem::open() {
    if (!dialog_) dialog_ = new EnginesDialog(window_);
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
}

EnginesMenuItem* addEnginesItem(QMenu* menu, QWidget* window) {
    return new EnginesMenuItem(menu, window);
}

} // namespace chess960::ui
