// An engine as a player: the built-in engine at a level or an external UCI engine, through
// one EngineSession. The game's start position, moves and clocks go to the session; its move
// comes back as the player's answer, and every fault of the engine (it does not start, is no
// UCI engine, crashes, hangs, lies, floods, cannot play Chess960) as failed() with the
// session's message naming the engine. An external engine's process starts with the first
// request and ends with the player.
#pragma once

#include "engines/enginesession.h"
#include "game/player.h"

namespace chess960::ui {

class EnginePlayer : public Player {
    Q_OBJECT
public:
    /// \brief Plays with session (which it takes over); level is the built-in engine's.
    explicit EnginePlayer(EngineSession* session, int level = 10, QObject* parent = nullptr);

    /// \brief "Computer (level 3)" for the built-in engine, else the engine's name.
    QString name() const override;
    void requestMove(const MoveRequest& request) override;
    void stop() override;
    void newGame() override;
    EngineSession* session() const { return session_; }

private:
    EngineSession* session_;
    int level_;
    bool builtIn_;
};

} // namespace chess960::ui
