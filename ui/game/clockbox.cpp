#include "game/clockbox.h"

#include "game/newgamedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace chess960::ui {

namespace {

struct Preset {
    int minutes;
    int increment;
};
// The usual blitz and rapid settings; anything else is "Custom".
constexpr Preset kPresets[] = {{1, 0}, {3, 2}, {5, 3}, {10, 5}, {15, 10}, {30, 0}};

} // namespace

ClockBox::ClockBox(const std::optional<TimeControl>& timeControl,
                   const std::optional<TimeControl>& oddsClock, QWidget* parent)
    : QGroupBox(parent) {
    main_ = makeChoice("clock", true);
    odds_ = makeChoice("oddsClock", false);
    oddsOn_ = new QCheckBox(this);
    oddsOn_->setObjectName(QStringLiteral("timeOdds"));
    mainLabel_ = new QLabel(this);
    oddsLabel_ = new QLabel(this);
    mainLabel_->setBuddy(main_.presets);
    oddsLabel_->setBuddy(odds_.presets);
    auto* form = new QFormLayout(this);
    form->addRow(mainLabel_, main_.presets);
    form->addRow(QString(), main_.custom);
    form->addRow(oddsOn_);
    form->addRow(oddsLabel_, odds_.presets);
    form->addRow(QString(), odds_.custom);

    show(main_, timeControl);
    // Without odds the other side's choice starts as a copy, ready to be changed.
    show(odds_, oddsClock ? oddsClock : timeControl);
    oddsOn_->setChecked(timeControl && oddsClock);
    for (const Choice* c : {&main_, &odds_}) {
        connect(c->presets, &QComboBox::currentIndexChanged, this, &ClockBox::follow);
        connect(c->minutes, &QSpinBox::valueChanged, this, &ClockBox::changed);
        connect(c->increment, &QSpinBox::valueChanged, this, &ClockBox::changed);
    }
    connect(oddsOn_, &QCheckBox::toggled, this, &ClockBox::follow);
    retranslateUi();
    follow();
}

ClockBox::Choice ClockBox::makeChoice(const char* name, bool withNoClock) {
    Choice c;
    c.presets = new QComboBox(this);
    c.presets->setObjectName(QLatin1String(name));
    // Items: [no clock,] the presets, custom; their data is the preset's index, -1 for no
    // clock and -2 for custom.
    if (withNoClock) c.presets->addItem(QString(), -1);
    for (int i = 0; i < int(std::size(kPresets)); ++i) c.presets->addItem(QString(), i);
    c.presets->addItem(QString(), -2);
    c.custom = new QWidget(this);
    c.minutes = new QSpinBox(c.custom);
    c.minutes->setRange(1, int(kMaxClockBaseMs / 60000));
    c.increment = new QSpinBox(c.custom);
    c.increment->setRange(0, int(kMaxClockIncrementMs / 1000));
    auto* row = new QHBoxLayout(c.custom);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(c.minutes);
    row->addWidget(new QLabel(QStringLiteral("+"), c.custom));
    row->addWidget(c.increment);
    row->addStretch(1);
    return c;
}

void ClockBox::show(Choice& c, const std::optional<TimeControl>& tc) {
    int data = -1;
    if (tc) {
        c.minutes->setValue(int(std::max<qint64>(1, tc->baseMs / 60000)));
        c.increment->setValue(int(tc->incrementMs / 1000));
        data = -2;
        for (int i = 0; i < int(std::size(kPresets)); ++i)
            if (tc->baseMs == kPresets[i].minutes * 60000LL &&
                tc->incrementMs == kPresets[i].increment * 1000LL)
                data = i;
    } else {
        c.minutes->setValue(10);
        c.increment->setValue(5);
    }
    c.presets->setCurrentIndex(std::max(0, c.presets->findData(data)));
}

std::optional<TimeControl> ClockBox::value(const Choice& c) const {
    const int data = c.presets->currentData().toInt();
    if (data >= 0)
        return TimeControl{kPresets[data].minutes * 60000LL, kPresets[data].increment * 1000LL};
    if (data == -2) return TimeControl{c.minutes->value() * 60000LL, c.increment->value() * 1000LL};
    return std::nullopt;
}

std::optional<TimeControl> ClockBox::timeControl() const {
    return value(main_);
}

std::optional<TimeControl> ClockBox::oddsClock() const {
    if (!oddsOn_->isEnabled() || !oddsOn_->isChecked()) return std::nullopt;
    return value(odds_);
}

void ClockBox::setAgainstComputer(bool on) {
    againstComputer_ = on;
    retranslateUi();
}

void ClockBox::follow() {
    // Odds need a clock to give odds on.
    const bool clock = main_.presets->currentData().toInt() != -1;
    oddsOn_->setEnabled(clock);
    const bool odds = clock && oddsOn_->isChecked();
    main_.custom->setVisible(main_.presets->currentData().toInt() == -2);
    for (QWidget* w : {static_cast<QWidget*>(oddsLabel_), static_cast<QWidget*>(odds_.presets)}) {
        w->setVisible(odds);
        w->setEnabled(odds);
    }
    odds_.custom->setVisible(odds && odds_.presets->currentData().toInt() == -2);
    retranslateUi();
    emit changed();
}

void ClockBox::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QGroupBox::changeEvent(event);
}

void ClockBox::retranslateUi() {
    setTitle(NewGameDialog::tr("Clock"));
    for (Choice* c : {&main_, &odds_}) {
        for (int i = 0; i < c->presets->count(); ++i) {
            const int data = c->presets->itemData(i).toInt();
            if (data == -1)
                c->presets->setItemText(i, NewGameDialog::tr("No clock"));
            else if (data == -2)
                c->presets->setItemText(i, NewGameDialog::tr("Custom"));
            else
                c->presets->setItemText(i, NewGameDialog::tr("%1+%2 (%1 min, +%2 s a move)")
                                               .arg(kPresets[data].minutes)
                                               .arg(kPresets[data].increment));
        }
        c->minutes->setSuffix(NewGameDialog::tr(" min"));
        c->increment->setSuffix(NewGameDialog::tr(" s a move"));
    }
    oddsOn_->setText(NewGameDialog::tr("Time &odds: each side its own clock"));
    const bool odds = oddsOn_->isEnabled() && oddsOn_->isChecked();
    if (!odds)
        mainLabel_->setText(NewGameDialog::tr("Time control:"));
    else
        mainLabel_->setText(againstComputer_ ? NewGameDialog::tr("You:")
                                             : NewGameDialog::tr("White:"));
    oddsLabel_->setText(againstComputer_ ? NewGameDialog::tr("The computer:")
                                         : NewGameDialog::tr("Black:"));
}

} // namespace chess960::ui
