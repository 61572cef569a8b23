// A part of the main window that owns its state: its actions, its panels, its settings and its
// texts (analysis, the review, My games, the board's options ...). The window lays the panels
// out and puts the actions in its menus; it keeps nothing of the feature's. A feature follows
// a language switch by itself and tells the player through the window's message area and
// boxes that never block.
#pragma once

#include <QKeySequence>
#include <QObject>
#include <QString>

class QAction;
class QMainWindow;

namespace chess960::ui {

class Feature : public QObject {
    Q_OBJECT
public:
    /// \brief A feature of window (its parent).
    explicit Feature(QMainWindow* window);

protected:
    QMainWindow* window() const { return window_; }
    /// \brief A new action of this feature: name is its object name (how the window's tests
    /// find it, in any language), key its shortcut.
    QAction* newAction(const char* name, const QKeySequence& key = {});
    /// \brief Shows text in the window's message area (for ms milliseconds; 0: until the
    /// next message).
    void say(const QString& text, int ms = 0) const;
    /// \brief Clears the message area if it still shows text.
    void unsay(const QString& text) const;
    /// \brief A box over the window that does not block: the clocks and the engines go on.
    /// name is its object name (errorMessage or resultMessage when empty).
    void tell(const QString& title, const QString& text, bool error,
              const QString& name = {}) const;
    /// \brief Sets every text in the current language: called on a language switch and by
    /// ready().
    virtual void retranslate() {}
    /// \brief Ends each feature's constructor: sets its texts, and from then on the feature
    /// follows a language switch. A switch announced while the feature is still being built
    /// (a setting applied by a part it builds first) is left to this call, which reads the
    /// language and notation in force: before it the feature's members are not all there.
    void ready();

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* window_;
    bool ready_ = false;
};

/// \brief The non-blocking box of Feature::tell, for any parent.
void showMessageBox(QWidget* parent, const QString& title, const QString& text, bool error,
                    const QString& name = {});

} // namespace chess960::ui
