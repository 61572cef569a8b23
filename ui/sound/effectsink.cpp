#include "effectsink.h"

#include <QAudio>
#include <QAudioDevice>
#include <QFileInfo>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace chess960::ui {

namespace {
// Qt Multimedia on Linux plays through a PulseAudio server (PipeWire offers one too); asked
// for its devices without one, it warns on the terminal. So the server's socket is looked for
// first, and without one the program is quiet in silence.
bool audioServerReachable() {
#ifdef Q_OS_LINUX
    if (!qEnvironmentVariableIsEmpty("PULSE_SERVER")) return true;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo::exists(runtime + QStringLiteral("/pulse/native")))
        return true;
    return QFileInfo::exists(QStringLiteral("/run/pulse/native"));
#else
    return true;
#endif
}
} // namespace

EffectSoundSink::EffectSoundSink() = default;
EffectSoundSink::~EffectSoundSink() = default;

void EffectSoundSink::play(SoundEvent e, double volume) {
    if (!hasOutput_)
        hasOutput_ = audioServerReachable() && !QMediaDevices::audioOutputs().isEmpty();
    if (!*hasOutput_) return;
    auto& effect = effects_[size_t(e)];
    if (!effect) {
        effect = std::make_unique<QSoundEffect>();
        effect->setSource(
            QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(soundName(e)))));
    }
    // The slider is a loudness; QSoundEffect wants an amplitude.
    effect->setVolume(float(
        QAudio::convertVolume(volume, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale)));
    effect->play();
}

} // namespace chess960::ui
