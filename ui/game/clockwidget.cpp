#include "game/clockwidget.h"

#include "game/gameclock.h"
#include "game/gamesetup.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>

namespace chess960::ui {

namespace {
// Below this a clock turns red: time to play on instinct.
constexpr qint64 kLowTimeMs = 20000;
} // namespace

ClockWidget::ClockWidget(GameClock* clock, QWidget* parent) : QWidget(parent), clock_(clock) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    for (Color c : {White, Black}) {
        name_[c] = new QLabel(this);
        name_[c]->setAlignment(Qt::AlignCenter);
        name_[c]->setWordWrap(true);
        time_[c] = new QLabel(this);
        time_[c]->setAlignment(Qt::AlignCenter);
        time_[c]->setObjectName(c == White ? QStringLiteral("whiteClock")
                                           : QStringLiteral("blackClock"));
        QFont f = time_[c]->font();
        f.setPointSizeF(f.pointSizeF() * 1.9);
        f.setBold(true);
        f.setFamily(QStringLiteral("monospace"));
        time_[c]->setFont(f);
        time_[c]->setMinimumWidth(time_[c]->fontMetrics().horizontalAdvance("00:00.0") + 16);
        grid->addWidget(name_[c], 0, int(c));
        grid->addWidget(time_[c], 1, int(c));
    }
    retranslateUi();
    connect(clock_, &GameClock::changed, this, &ClockWidget::refresh);
    refresh();
}

void ClockWidget::setNames(const QString& white, const QString& black) {
    names_[White] = white;
    names_[Black] = black;
    retranslateUi();
}

void ClockWidget::retranslateUi() {
    name_[White]->setText(names_[White].isEmpty() ? tr("White") : names_[White]);
    name_[Black]->setText(names_[Black].isEmpty() ? tr("Black") : names_[Black]);
}

void ClockWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

QString ClockWidget::nameText(Color c) const {
    return name_[c]->text();
}

QString ClockWidget::timeText(Color c) const {
    return time_[c]->text();
}

void ClockWidget::refresh() {
    for (Color c : {White, Black}) time_[c]->setVisible(clock_->enabled());
    if (!clock_->enabled()) return;
    for (Color c : {White, Black}) {
        const qint64 left = clock_->remaining(c);
        time_[c]->setText(clockText(left));
        const bool running = clock_->running() == c;
        const QString fg = left < kLowTimeMs ? QStringLiteral("#c62828")
                           : running         ? QStringLiteral("palette(highlighted-text)")
                                             : QStringLiteral("palette(text)");
        const QString bg =
            running ? QStringLiteral("palette(highlight)") : QStringLiteral("palette(base)");
        time_[c]->setStyleSheet(
            QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid palette(mid);"
                           " border-radius: 4px; padding: 4px 8px; }")
                .arg(fg, left < kLowTimeMs && running ? QStringLiteral("#ffe0e0") : bg));
    }
}

} // namespace chess960::ui
