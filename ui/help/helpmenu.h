// The Help menu: the Chess960 rules (F1), About Chess960, About Qt. It owns its actions and
// opens its dialogs over the window it belongs to, so the main window only adds it.
#pragma once

#include <QMenu>
#include <QPointer>

namespace chess960::ui {

class AboutDialog;
class RulesDialog;

class HelpMenu : public QMenu {
    Q_OBJECT
public:
    /// \brief A menu whose dialogs open over `window`.
    explicit HelpMenu(QWidget* window);

    QAction* rulesAction() const { return rules_; }
    QAction* aboutAction() const { return about_; }
    QAction* aboutQtAction() const { return aboutQt_; }

    /// \brief Shows the rules page (one dialog, raised when already open).
    void showRules();
    void showAbout();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QWidget* window_;
    QAction* rules_;
    QAction* about_;
    QAction* aboutQt_;
    QPointer<RulesDialog> rulesDialog_;
    QPointer<AboutDialog> aboutDialog_;
};

} // namespace chess960::ui
