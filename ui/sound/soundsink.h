// Where the sounds go: the speakers (EffectSoundSink) or, in the tests, a list of what was
// asked for. SoundDirector decides; a sink only plays.
#pragma once

#include "soundevent.h"

namespace chess960::ui {

class SoundSink {
public:
    virtual ~SoundSink() = default;
    /// \brief Plays e's sound at volume 0..1 (on a perceptual scale); never blocks, and does
    /// nothing where there is no audio device.
    virtual void play(SoundEvent e, double volume) = 0;
};

} // namespace chess960::ui
