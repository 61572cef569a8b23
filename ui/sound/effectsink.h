// The sounds through the speakers: one QSoundEffect per sound, loaded from the resources
// (:/sounds) the first time it is wanted. Without an audio device it stays silent: it asks
// Qt Multimedia for the outputs before it makes any effect, and never again after a "none".
#pragma once

#include "soundsink.h"

#include <array>
#include <memory>
#include <optional>

class QSoundEffect;

namespace chess960::ui {

class EffectSoundSink : public SoundSink {
public:
    EffectSoundSink();
    ~EffectSoundSink() override;
    void play(SoundEvent e, double volume) override;

private:
    std::optional<bool> hasOutput_; // asked on the first sound
    std::array<std::unique_ptr<QSoundEffect>, kSoundEventCount> effects_;
};

} // namespace chess960::ui
