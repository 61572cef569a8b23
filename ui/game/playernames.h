// How the window names the players, in the player's language.
#pragma once

#include "game/players.h"

#include <QCoreApplication>
#include <QString>

namespace chess960::ui {

class PlayerNames {
    Q_DECLARE_TR_FUNCTIONS(chess960::ui::PlayerNames)
public:
    /// \brief "Computer (level 3)", "Stockfish", "Player".
    static QString label(const PlayerSpec& spec);
    /// \brief What the game is, for the engine panel: "Playing the computer, level 3",
    /// "Playing Stockfish", "Two players on one board", "Computer (level 3) against Stockfish".
    static QString pairing(const Players& players);
};

} // namespace chess960::ui
