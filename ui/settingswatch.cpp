#include "settingswatch.h"

#include "settings.h"

#include <QSettings>
#include <QTimer>

namespace chess960::ui {

SettingsWatch::SettingsWatch(QObject* parent)
    : QObject(parent), open_(std::make_unique<QSettings>()), timer_(new QTimer(this)) {
    timer_->setInterval(kIntervalMs);
    connect(timer_, &QTimer::timeout, this, &SettingsWatch::check);
    timer_->start();
}

SettingsWatch::~SettingsWatch() = default;

void SettingsWatch::check() {
    const std::optional<QString> why = settingsNotSaved();
    if (why && !failing_) {
        failing_ = true;
        emit notSaved(*why);
    } else if (!why && failing_) {
        failing_ = false;
        emit savedAgain();
    }
}

} // namespace chess960::ui
