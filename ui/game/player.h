// A player the game asks to move: the built-in engine at a level or an external UCI engine.
// (The person at the board needs no object: the board is how the person answers.) The game
// hands over the start position, the moves so far and the clocks; the player answers later
// with a move or says that it failed, and can be stopped at any time.
#pragma once

#include "engines/enginesession.h"
#include "engines/engineworker.h"

#include "chess960/engine/search.h"
#include "chess960/position.h"

#include <QObject>
#include <QString>

#include <vector>

namespace chess960::ui {

/// \brief What a player is asked to move in: the game's start position, the moves played
/// from it, and the clocks or a time per move (filled in by the game).
using MoveRequest = SearchRequest;

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// \brief "Computer (level 3)", "Stockfish 15.1": how the window names the player.
    virtual QString name() const = 0;
    /// \brief Starts thinking; the answer comes as moveChosen or failed. A request still
    /// running is abandoned first.
    virtual void requestMove(const MoveRequest& request) = 0;
    /// \brief Abandons the current request: nothing more is reported for it. Never blocks.
    virtual void stop() = 0;
    /// \brief A new game starts: forget what was learnt in the last one.
    virtual void newGame() {}

signals:
    /// \brief The answer; score is from the mover's view (centipawns or a mate score, 0 when
    /// the player gives none), used to answer draw offers.
    void moveChosen(chess960::Move move, int score, const QString& san,
                    const chess960::review::ScoreReading& reading);
    /// \brief The player cannot move: message says what it did, in words for the window;
    /// illegalMove when what it did was to answer with a move that is not legal.
    void failed(const QString& message, bool illegalMove);
    /// \brief Progress of its thinking, for the engine panel (when it reports any).
    void progress(const chess960::ui::EngineProgress& progress);
};

} // namespace chess960::ui
