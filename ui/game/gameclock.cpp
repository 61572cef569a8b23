#include "game/gameclock.h"

#include <QElapsedTimer>

#include <memory>

namespace chess960::ui {

GameClock::GameClock(QObject* parent) : QObject(parent) {
    setTimeSource({});
    // 50 ms keeps the tenths shown under ten seconds honest without costing anything.
    ticker_.setInterval(50);
    ticker_.setTimerType(Qt::PreciseTimer);
    connect(&ticker_, &QTimer::timeout, this, &GameClock::update);
}

void GameClock::setTimeSource(std::function<qint64()> now) {
    if (!now) {
        // The system's monotonic clock, counted from this clock's making.
        auto since = std::make_shared<QElapsedTimer>();
        since->start();
        now = [since] { return since->elapsed(); };
    }
    now_ = std::move(now);
}

void GameClock::reset(const std::optional<TimeControl>& tc) {
    stop();
    tc_ = tc;
    left_[White] = tc ? tc->base(White) : 0;
    left_[Black] = tc ? tc->base(Black) : 0;
    emit changed();
}

qint64 GameClock::remaining(Color c) const {
    if (running_ == c) return std::max<qint64>(0, left_[c] - (now_() - startedAt_));
    return left_[c];
}

void GameClock::setRemaining(qint64 whiteMs, qint64 blackMs) {
    const std::optional<Color> was = running_;
    stop();
    left_[White] = whiteMs;
    left_[Black] = blackMs;
    if (was) start(*was);
    emit changed();
}

void GameClock::addTime(Color c, qint64 ms) {
    if (!tc_) return;
    // A running clock counts down from left_, so the time shows at once; a take-back's
    // increment taken off stops at zero.
    left_[c] = std::max<qint64>(0, left_[c] + ms);
    emit changed();
}

void GameClock::start(Color c) {
    if (!tc_) return;
    if (running_) left_[*running_] = remaining(*running_);
    running_ = c;
    startedAt_ = now_();
    ticker_.start();
    emit changed();
}

void GameClock::stop() {
    if (running_) left_[*running_] = remaining(*running_);
    running_.reset();
    ticker_.stop();
    emit changed();
}

qint64 GameClock::punch(Color mover) {
    if (running_ == mover) stop();
    if (tc_) left_[mover] += tc_->increment(mover);
    emit changed();
    return left_[mover];
}

void GameClock::update() {
    if (!running_) return;
    const Color c = *running_;
    if (remaining(c) <= 0) {
        stop();
        left_[c] = 0;
        emit changed();
        emit flagFell(c);
        return;
    }
    emit changed();
}

} // namespace chess960::ui
