// How the window names the players, in the player's language.
#pragma once

#include "game/players.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace chess960::ui {

class PlayerNames {
    Q_DECLARE_TR_FUNCTIONS(chess960::ui::PlayerNames)
public:
    /// \brief "Computer (level 3)", "Stockfish", "Player".
    static QString label(const PlayerSpec& spec);
    /// \brief What the game is, for the engine panel: "Playing the computer, level 3",
    /// "Playing Stockfish", "Two players on one board", "Computer (level 3) against Stockfish".
    static QString pairing(const Players& players);
    /// \brief A name as a record keeps it, as the player reads it: the names the program
    /// gives ("Player", "Computer (level 3)" for computerLevel 3, and none at all, which reads
    /// as the colour) in the player's language; names people chose as they are (*chosen is
    /// then true).
    static QString recorded(const QString& name, Color side, int computerLevel = 0,
                            bool* chosen = nullptr);
    /// \brief A name the program gives, as a record keeps it and as the player reads it.
    struct Given {
        QString name;          ///< as recorded (White or Black tag)
        int computerLevel = 0; ///< the built-in engine's level it names; 0: any game
        QString shown;
    };
    /// \brief Every name the program gives to side's player: recorded() reads these, and
    /// My games' filter matches them as they are shown.
    static std::vector<Given> given(Color side);
    /// \brief The name of side's player in game (its White or Black tag) as the window shows
    /// it, with the built-in engine's level from players.
    static QString ofSide(const Game& game, const Players& players, Color side,
                          bool* chosen = nullptr);
};

} // namespace chess960::ui
