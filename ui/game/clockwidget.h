// Both players' names side by side, always, and under them (in a game with a time control)
// their clocks, the running one lit, the one in time trouble red.
#pragma once

#include "chess960/types.h"

#include <QWidget>

class QLabel;

namespace chess960::ui {

class GameClock;

class ClockWidget : public QWidget {
    Q_OBJECT
public:
    explicit ClockWidget(GameClock* clock, QWidget* parent = nullptr);
    /// \brief The names shown above the times; an empty name shows the colour.
    void setNames(const QString& white, const QString& black);
    /// \brief The text a clock shows now (for tests and accessibility).
    QString timeText(Color c) const;
    /// \brief The name shown above c's time.
    QString nameText(Color c) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    GameClock* clock_;
    QLabel* name_[2];
    QLabel* time_[2];
    QString names_[2];
};

} // namespace chess960::ui
