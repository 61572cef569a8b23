// The game being played, for the widgets: a Game from the core plus the signals a window
// needs. The board asks to play; this plays (the core says whether it is legal) and tells
// everyone what changed.
#pragma once

#include "chess960/game.h"

#include <QObject>
#include <QString>

namespace chess960::ui {

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);

    const Game& game() const { return game_; }
    const Position& position() const { return game_.position(); }
    /// \brief The move that led to the current position (null at the start).
    Move lastMove() const;
    /// \brief "White to move", "Black to move, in check", "Checkmate: White wins", ...
    QString statusText() const;

public slots:
    /// \brief A new game from start position n (0..959); ignored for other n.
    void newGame(int startNumber);
    /// \brief Plays m if it is legal and the game is on; otherwise nothing changes.
    bool play(chess960::Move move);
    void undo();
    void redo();

signals:
    /// \brief A new game started.
    void gameStarted();
    /// \brief The position changed; `move` led to it when it was played forward (null after
    /// an undo or a new game).
    void positionChanged(chess960::Move move);

private:
    Game game_;
};

} // namespace chess960::ui
