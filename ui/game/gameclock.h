// The two clocks of a game: one runs for the side to move, the mover gets the increment, and
// a clock that reaches zero says so once. It measures with a monotonic time source (the steady
// clock, or one the tests move on by hand), so a slow event loop delays the display but never
// the time itself.
#pragma once

#include "chess960/game.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace chess960::ui {

class GameClock : public QObject {
    Q_OBJECT
public:
    explicit GameClock(QObject* parent = nullptr);

    /// \brief Sets each clock to its side's base time (or removes the clock) and stops them.
    void reset(const std::optional<TimeControl>& tc);
    bool enabled() const { return tc_.has_value(); }
    const std::optional<TimeControl>& timeControl() const { return tc_; }
    /// \brief Time left for c now, counting the running period.
    qint64 remaining(Color c) const;
    /// \brief The side whose clock runs, if one does.
    std::optional<Color> running() const { return running_; }

    /// \brief Sets the time left of both sides (a game resumed or a move taken back).
    void setRemaining(qint64 whiteMs, qint64 blackMs);
    /// \brief Gives c ms more time (less for a negative ms, down to zero), whether c's clock
    /// runs or not (FIDE 9.5.b, a take-back).
    void addTime(Color c, qint64 ms);
    /// \brief Starts c's clock (stopping the other one).
    void start(Color c);
    void stop();
    /// \brief The mover finished a move: stops their clock, adds the increment and returns
    /// their time left, which the game records for the move. Starts nothing.
    qint64 punch(Color mover);

    /// \brief Where the time comes from: milliseconds on a clock that never goes back. The
    /// system's monotonic clock unless set; a test sets its own and moves it on, never
    /// sleeping. Set it while no clock runs.
    void setTimeSource(std::function<qint64()> now);
    /// \brief Looks at the running clock now, as the ticker does: changed(), and flagFell()
    /// once it has reached zero.
    void update();

signals:
    /// \brief About ten times a second while a clock runs, and after every change.
    void changed();
    /// \brief c's time ran out (once; the clock is stopped).
    void flagFell(chess960::Color c);

private:
    std::optional<TimeControl> tc_;
    qint64 left_[2] = {0, 0}; // at the start of the running period
    std::optional<Color> running_;
    std::function<qint64()> now_;
    qint64 startedAt_ = 0; // now_() when the running period began
    QTimer ticker_;
};

} // namespace chess960::ui
