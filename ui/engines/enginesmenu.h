// Settings > Engines...: the menu item and the dialog it opens, kept apart from MainWindow,
// which only calls addEnginesItem.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace chess960::ui {

class EnginesDialog;

/// \brief Owns the "Engines..." action of a menu: names it in the current language (again
/// after a language switch) and opens one EnginesDialog over window.
class EnginesMenuItem : public QObject {
    Q_OBJECT
public:
    EnginesMenuItem(QMenu* menu, QWidget* window);
    QAction* action() const { return action_; }
    /// \brief The dialog, once opened.
    EnginesDialog* dialog() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void open();
    QAction* action_;
    QWidget* window_;
    QPointer<EnginesDialog> dialog_;
};

/// \brief Adds Engines... to menu (the Settings menu) for window.
EnginesMenuItem* addEnginesItem(QMenu* menu, QWidget* window);

} // namespace chess960::ui
