// The New Game dialog's clock: no clock, a preset or a custom base and increment, and time
// odds - the other side's own clock ("you 5+3, the computer 1+0"; White and Black between two
// players). Its texts belong to the dialog (NewGameDialog's translation context).
#pragma once

#include "chess960/game.h"

#include <QGroupBox>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace chess960::ui {

class ClockBox : public QGroupBox {
    Q_OBJECT
public:
    /// \brief Shows timeControl (none: no clock) and, when given, the odds side's clock.
    ClockBox(const std::optional<TimeControl>& timeControl,
             const std::optional<TimeControl>& oddsClock, QWidget* parent = nullptr);

    /// \brief The clock chosen (the person's or White's with odds); none for no clock.
    std::optional<TimeControl> timeControl() const;
    /// \brief Time odds: the other side's clock (the computer's, else Black's); none without.
    std::optional<TimeControl> oddsClock() const;
    /// \brief Names the sides "you" and "the computer" rather than White and Black.
    void setAgainstComputer(bool on);

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Choice {
        QComboBox* presets;
        QWidget* custom;
        QSpinBox* minutes;
        QSpinBox* increment;
    };
    Choice makeChoice(const char* name, bool withNoClock);
    void show(Choice& c, const std::optional<TimeControl>& tc);
    std::optional<TimeControl> value(const Choice& c) const;
    void follow();
    void retranslateUi();

    Choice main_;
    Choice odds_;
    QCheckBox* oddsOn_;
    QLabel* mainLabel_;
    QLabel* oddsLabel_;
    bool againstComputer_ = true;
};

} // namespace chess960::ui
