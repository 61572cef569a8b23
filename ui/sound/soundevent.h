// Which sound a moment of the game asks for. Plain C++ over the core: no Qt, so that the
// choice can be tested without an audio device and heard the same by every sink.
#pragma once

#include "chess960/position.h"

#include <array>
#include <cstdint>

namespace chess960::ui {

/// \brief The moments the program has a sound for.
enum class SoundEvent { Move, Capture, Castle, Check, GameStart, GameEnd, LowTime, IllegalDrop };
inline constexpr int kSoundEventCount = 8;

/// \brief The sound for move m played in `before` (m legal there). One sound a move: a move
/// that gives check sounds as a check, else a castle as a castle (also when the king and rook
/// only swap or one of them stays), else a capture (en passant too) as a capture.
SoundEvent soundForMove(const Position& before, Move m);

/// \brief The file name of e's sound without ".wav" ("move", "capture", "low-time", ...).
const char* soundName(SoundEvent e);

/// \brief The time left at which a side hears the low-time warning, for a clock that started
/// with baseMs: a tenth of it, at least 10 s and at most 30 s, and never above half of it.
int64_t lowTimeThresholdMs(int64_t baseMs);

/// \brief Says once per side and game when that side's time left falls to its threshold.
class LowTimeWatch {
public:
    /// \brief A new game: the thresholds of each side (0 or less: no warning for that side).
    void reset(int64_t whiteThresholdMs, int64_t blackThresholdMs);
    /// \brief c has leftMs now: true the first time it is at or under c's threshold.
    bool crossed(Color c, int64_t leftMs);

private:
    std::array<int64_t, 2> threshold_{0, 0};
    std::array<bool, 2> warned_{false, false};
};

} // namespace chess960::ui
