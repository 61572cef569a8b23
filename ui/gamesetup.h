// What the New Game dialog decides: who plays, from which position, on which clock. It is
// remembered between runs so the next game starts the way the last one was set up.
#pragma once

#include "chess960/game.h"

#include <QString>

#include <optional>
#include <vector>

namespace chess960::ui {

struct GameSetup {
    enum class Opponent { Computer, Human };
    /// \brief The colour the person plays against the computer.
    enum class PlayerColour { White, Black, Random };
    enum class Start { Random, Number, Dice, Classical, Fen };

    Opponent opponent = Opponent::Computer;
    int level = 3; ///< 1..10, see chess960::engine::levelSettings
    PlayerColour colour = PlayerColour::White;
    QString whiteName; ///< two players; empty means "White"
    QString blackName;

    Start start = Start::Random;
    int number = 518; ///< Start::Number
    QString dice;     ///< Start::Dice: the rolls as typed, e.g. "3 1 6 2 4"
    QString fen;      ///< Start::Fen
    std::optional<TimeControl> timeControl;

    /// \brief The game this setup starts, or why it cannot start (a bad FEN, too few rolls).
    /// Random choices (position, colour) are made here, once.
    Expected<Game> createGame(QString playerName = {}) const;
    /// \brief The castling rights a FEN start gives that its position cannot have; the game
    /// starts without them (see Position::fromFenLenient). Empty for the other starts.
    std::vector<DroppedCastlingRight> droppedCastling() const;

    static GameSetup load();
    void save() const;
};

/// \brief The names written into the record when the players give none. The record keeps them
/// in English (as PGN readers expect); the window shows them in the player's language.
inline constexpr const char* kRecordedPlayerName = "Player";
QString recordedComputerName(int level);

/// \brief The PGN tag that says which level the computer played (with WhiteType/BlackType).
inline constexpr const char* kComputerLevelTag = "ComputerLevel";

/// \brief Who plays on from a game put in place of a game against the computer.
enum class ContinueAs { Computer, TwoPlayers };

/// \brief `game` set up to be played on as `how` says, whatever its record said before.
/// Against the computer: the computer plays `computer` at `level`, the person the other side
/// (WhiteType/BlackType, ComputerLevel and the players' names as in a new game against it).
/// Two players: neither side is the computer's (those tags are removed, the names kept).
Game continueGame(Game game, ContinueAs how, Color computer, int level);

/// \brief "5+3", "30+0", "0:30+1" (under a minute), "" for no clock.
QString timeControlText(const std::optional<TimeControl>& tc);
/// \brief "12:34", "1:02:03", "0:09.4" (tenths under ten seconds).
QString clockText(qint64 ms);

} // namespace chess960::ui
