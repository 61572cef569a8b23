// Who plays each side of a game: the person at the board, the built-in engine at a level, or
// an external UCI engine. One idea for all three, so that a game, its take-backs, draw offers
// and its record ask "is a person to move?" and never "is the computer White?".
#pragma once

#include "chess960/game.h"

#include <QMap>
#include <QString>

#include <optional>

namespace chess960::ui {

enum class PlayerKind { Person, BuiltIn, External };

/// \brief One side's player.
struct PlayerSpec {
    PlayerKind kind = PlayerKind::Person;
    int level = 3;  ///< BuiltIn: 1..10, see chess960::engine::levelSettings
    QString engine; ///< External: the name of the configured engine
    /// \brief External: options set for this game on top of the engine's configuration, such
    /// as UCI_LimitStrength and UCI_Elo for a weaker opponent.
    QMap<QString, QString> options;

    static PlayerSpec person() { return {}; }
    static PlayerSpec builtIn(int level) { return {PlayerKind::BuiltIn, level, {}, {}}; }
    static PlayerSpec external(const QString& engine, QMap<QString, QString> options = {}) {
        return {PlayerKind::External, 3, engine, std::move(options)};
    }
    /// \brief An external engine limited to elo with UCI_LimitStrength and UCI_Elo.
    static PlayerSpec externalAtElo(const QString& engine, int elo);
    /// \brief The Elo an external engine is limited to (externalAtElo); 0 at full strength.
    int limitedElo() const;
    bool isPerson() const { return kind == PlayerKind::Person; }
    bool operator==(const PlayerSpec&) const = default;
};

/// \brief Both sides' players.
struct Players {
    PlayerSpec side[2];

    const PlayerSpec& operator[](Color c) const { return side[c]; }
    PlayerSpec& operator[](Color c) { return side[c]; }
    bool operator==(const Players&) const = default;

    static Players twoPeople() { return {}; }
    /// \brief The person plays `person`; the built-in engine at level plays the other side.
    static Players againstBuiltIn(Color person, int level);

    /// \brief How many sides a person plays (0: engines play each other, "watch").
    int people() const { return side[White].isPerson() + side[Black].isPerson(); }
    /// \brief The person's side when exactly one side is a person's.
    std::optional<Color> personSide() const;

    /// \brief The players a record names: WhiteType/BlackType ("human", "program"), the
    /// built-in engine's level (ComputerLevel, or WhiteComputerLevel/BlackComputerLevel when
    /// each side has its own), an external engine's name (WhiteEngine/BlackEngine) and the
    /// options set for the game (WhiteEngineOptions/BlackEngineOptions, "UCI_Elo=1500;
    /// UCI_LimitStrength=true"). A record
    /// without them is a game between two people; a "program" without a known engine is the
    /// built-in one at level 3.
    static Players fromRecord(const Game& game);
    /// \brief Writes those tags (and removes the ones that no longer apply). The names
    /// (White, Black) are left to the caller.
    void writeTo(Game& game) const;
};

} // namespace chess960::ui
