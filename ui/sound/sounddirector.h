// The game's sounds: listens to the game session, the clocks and the board, asks
// soundForMove which sound each moment wants, and hands it to a sink at the chosen volume.
// Moments that are not the game going on stay silent: browsing the history (the view
// changes, the game does not), moves made in analysis, a take-back, opening a game with moves.
#pragma once

#include "soundevent.h"
#include "soundsink.h"

#include <QObject>

#include <memory>

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class GameSession;

class SoundDirector : public QObject {
    Q_OBJECT
public:
    /// \brief Listens to session (and its clock) from now on; plays through sink.
    SoundDirector(GameSession* session, std::unique_ptr<SoundSink> sink, QObject* parent = nullptr);
    ~SoundDirector() override;

    /// \brief Replaces where the sounds go (the tests watch them this way).
    void setSink(std::unique_ptr<SoundSink> sink);
    /// \brief 0..100.
    void setVolume(int percent);
    int volume() const { return volume_; }
    void setMuted(bool muted) { muted_ = muted; }
    bool muted() const { return muted_; }
    /// \brief Follows the board: the sounds switch and the volume of its options (now and
    /// whenever they change), and the drops it rejects.
    void follow(BoardWidget* board, BoardOptions* options);

public slots:
    /// \brief The player dropped a piece where it cannot go.
    void illegalDrop();

private:
    void play(SoundEvent e);
    void onGameStarted();
    void watchClocks();
    void onPositionChanged(chess960::Move move);
    void onClockChanged();

    GameSession* session_;
    std::unique_ptr<SoundSink> sink_;
    LowTimeWatch lowTime_;
    int volume_ = 60;
    bool muted_ = false;
};

} // namespace chess960::ui
