#include "help/helpmenu.h"

#include "help/aboutdialog.h"
#include "help/rulesdialog.h"

#include <QEvent>
#include <QMessageBox>

namespace chess960::ui {

HelpMenu::HelpMenu(QWidget* window)
    : QMenu(window), window_(window), rules_(new QAction(this)), about_(new QAction(this)),
      aboutQt_(new QAction(this)) {
    rules_->setObjectName(QStringLiteral("helpRules"));
    rules_->setShortcut(QKeySequence::HelpContents);
    about_->setObjectName(QStringLiteral("helpAbout"));
    about_->setMenuRole(QAction::AboutRole);
    aboutQt_->setObjectName(QStringLiteral("helpAboutQt"));
    aboutQt_->setMenuRole(QAction::AboutQtRole);
    addAction(rules_);
    addSeparator();
    addAction(about_);
    addAction(aboutQt_);

    connect(rules_, &QAction::triggered, this, &HelpMenu::showRules);
    connect(about_, &QAction::triggered, this, &HelpMenu::showAbout);
    connect(aboutQt_, &QAction::triggered, this, [this] { QMessageBox::aboutQt(window_); });
    retranslateUi();
}

void HelpMenu::showRules() {
    // Kept open beside the board while playing, so not modal.
    if (!rulesDialog_) rulesDialog_ = new RulesDialog(window_);
    rulesDialog_->show();
    rulesDialog_->raise();
    rulesDialog_->activateWindow();
}

void HelpMenu::showAbout() {
    if (!aboutDialog_) {
        aboutDialog_ = new AboutDialog(window_);
        aboutDialog_->setAttribute(Qt::WA_DeleteOnClose);
    }
    aboutDialog_->open();
}

void HelpMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMenu::changeEvent(event);
}

void HelpMenu::retranslateUi() {
    setTitle(tr("&Help"));
    rules_->setText(tr("Chess960 &rules"));
    about_->setText(tr("&About Chess960"));
    aboutQt_->setText(tr("About &Qt"));
}

} // namespace chess960::ui
