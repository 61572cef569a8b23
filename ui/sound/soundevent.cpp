#include "soundevent.h"

#include <algorithm>

namespace chess960::ui {

SoundEvent soundForMove(const Position& before, Move m) {
    if (before.after(m).inCheck()) return SoundEvent::Check;
    // A castle is king takes own rook: it must be asked before "does it capture?".
    if (m.kind() == Move::Castling) return SoundEvent::Castle;
    if (before.capturedPiece(m) != NoPiece) return SoundEvent::Capture;
    return SoundEvent::Move;
}

const char* soundName(SoundEvent e) {
    switch (e) {
    case SoundEvent::Move: return "move";
    case SoundEvent::Capture: return "capture";
    case SoundEvent::Castle: return "castle";
    case SoundEvent::Check: return "check";
    case SoundEvent::GameStart: return "game-start";
    case SoundEvent::GameEnd: return "game-end";
    case SoundEvent::LowTime: return "low-time";
    case SoundEvent::IllegalDrop: return "illegal";
    }
    return "move";
}

int64_t lowTimeThresholdMs(int64_t baseMs) {
    // A bullet game would beep from its first move at 10 s; half its time is late enough.
    const int64_t tenth = std::clamp<int64_t>(baseMs / 10, 10'000, 30'000);
    return std::min(tenth, baseMs / 2);
}

void LowTimeWatch::reset(int64_t whiteThresholdMs, int64_t blackThresholdMs) {
    threshold_ = {whiteThresholdMs, blackThresholdMs};
    warned_ = {false, false};
}

bool LowTimeWatch::crossed(Color c, int64_t leftMs) {
    if (warned_[c] || threshold_[c] <= 0 || leftMs > threshold_[c]) return false;
    warned_[c] = true;
    return true;
}

} // namespace chess960::ui
