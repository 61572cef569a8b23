#include "sounddirector.h"

#include "board/boardwidget.h"
#include "game/boardoptions.h"
#include "game/gameclock.h"
#include "game/gamesession.h"

#include <algorithm>

namespace chess960::ui {

SoundDirector::SoundDirector(GameSession* session, std::unique_ptr<SoundSink> sink, QObject* parent)
    : QObject(parent), session_(session), sink_(std::move(sink)) {
    connect(session_, &GameSession::gameStarted, this, &SoundDirector::onGameStarted);
    connect(session_, &GameSession::positionChanged, this, &SoundDirector::onPositionChanged);
    connect(session_, &GameSession::gameEnded, this, [this] { play(SoundEvent::GameEnd); });
    connect(session_->clock(), &GameClock::changed, this, &SoundDirector::onClockChanged);
    watchClocks(); // the game already on the board started unheard
}

SoundDirector::~SoundDirector() = default;

void SoundDirector::setSink(std::unique_ptr<SoundSink> sink) {
    sink_ = std::move(sink);
}

void SoundDirector::setVolume(int percent) {
    volume_ = std::clamp(percent, 0, 100);
}

void SoundDirector::follow(BoardWidget* board, BoardOptions* options) {
    connect(board, &BoardWidget::dropRejected, this, &SoundDirector::illegalDrop);
    const auto apply = [this](const BoardSettings& s) {
        setMuted(!s.sounds);
        setVolume(s.soundVolume);
    };
    apply(options->settings());
    connect(options, &BoardOptions::changed, this, apply);
}

void SoundDirector::illegalDrop() {
    play(SoundEvent::IllegalDrop);
}

void SoundDirector::play(SoundEvent e) {
    if (muted_ || volume_ == 0 || !sink_) return;
    sink_->play(e, volume_ / 100.0);
}

void SoundDirector::onGameStarted() {
    watchClocks();
    // A game opened from a file or resumed goes on; only a game at its start begins now.
    const Game& game = session_->game();
    if (game.plyCount() == 0 && !game.isOver()) play(SoundEvent::GameStart);
}

void SoundDirector::watchClocks() {
    // With time odds each side is warned by its own base time.
    const auto& tc = session_->clock()->timeControl();
    lowTime_.reset(tc ? lowTimeThresholdMs(tc->base(White)) : 0,
                   tc ? lowTimeThresholdMs(tc->base(Black)) : 0);
}

void SoundDirector::onPositionChanged(Move move) {
    // A null move: a new or loaded game, a take-back, a game ended without a move.
    if (move.isNull() || session_->analysing()) return;
    const Game& game = session_->game();
    if (game.plyCount() == 0 || !(game.moves().back().move == move)) return;
    play(soundForMove(game.positionAt(game.plyCount() - 1), move));
}

void SoundDirector::onClockChanged() {
    const GameClock* clock = session_->clock();
    // Only a running clock warns: a game set up or resumed with little time left is not news.
    const auto side = clock->running();
    if (!side || session_->analysing()) return;
    if (lowTime_.crossed(*side, clock->remaining(*side))) play(SoundEvent::LowTime);
}

} // namespace chess960::ui
