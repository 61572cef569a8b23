// What the New Game dialog decides: who plays, from which position, on which clock. It is
// remembered between runs so the next game starts the way the last one was set up.
#pragma once

#include "chess960/game.h"
#include "game/players.h"

#include <QString>

#include <optional>
#include <vector>

namespace chess960::ui {

struct GameSetup {
    /// \brief Computer: the person plays an engine; Human: two people; Engines: engines
    /// play each other while the person watches.
    enum class Opponent { Computer, Human, Engines };
    /// \brief The colour the person plays against the computer.
    enum class PlayerColour { White, Black, Random };
    enum class Start { Random, Number, Dice, Classical, Fen };

    Opponent opponent = Opponent::Computer;
    int level = 3; ///< 1..10, see chess960::engine::levelSettings
    /// \brief Computer: a configured engine's name (Settings > Engines); empty for the
    /// built-in engine at `level`.
    QString engine;
    /// \brief Computer with `engine`: the Elo it is limited to (UCI_LimitStrength, UCI_Elo);
    /// 0 for its full strength.
    int engineElo = 0;
    /// \brief Engines: who plays White and who plays Black (engines, not the person); a
    /// configured engine may be limited to an Elo (PlayerSpec::externalAtElo).
    PlayerSpec whiteEngine = PlayerSpec::builtIn(3);
    PlayerSpec blackEngine = PlayerSpec::builtIn(3);
    /// \brief Engines without a clock: the least time between two moves, so that a game
    /// can be followed (PlayerDirector::setMoveDelayMs).
    int moveDelayMs = 1000;
    PlayerColour colour = PlayerColour::White;
    QString whiteName; ///< two players; empty means "White"
    QString blackName;

    Start start = Start::Random;
    int number = 518; ///< Start::Number
    /// \brief Random and Number: different set-ups for White and Black (Double Fischer
    /// Random); Number then gives White's back rank and blackNumber Black's.
    bool dfrc = false;
    int blackNumber = 518;
    /// \brief Random, one set-up for both: drawn among the start positions the engine's guide
    /// calls balanced (chess960/guide.h).
    bool balancedOnly = false;
    QString dice; ///< Start::Dice: the rolls as typed, e.g. "3 1 6 2 4"
    QString fen;  ///< Start::Fen
    /// \brief Both sides' clock; with time odds (oddsClock) the person's against the computer,
    /// else White's.
    std::optional<TimeControl> timeControl;
    /// \brief Time odds: the computer's clock against the computer, else Black's.
    std::optional<TimeControl> oddsClock;

    /// \brief The game this setup starts, or why it cannot start (a bad FEN, too few rolls).
    /// Random choices (position, colour) are made here, once.
    Expected<Game> createGame(QString playerName = {}) const;
    /// \brief The castling rights a FEN start gives that its position cannot have; the game
    /// starts without them (see Position::fromFenLenient). Empty for the other starts.
    std::vector<DroppedCastlingRight> droppedCastling() const;

    /// \brief An engine may move before the person does: engines play each other, or the
    /// computer may have White (the person plays Black or a colour drawn at random).
    bool machineMovesFirst() const {
        return opponent == Opponent::Engines ||
               (opponent == Opponent::Computer && colour != PlayerColour::White);
    }

    static GameSetup load();
    void save() const;
    /// \brief The set-up last used (clocks, level, engine) started from `pos` against
    /// `opponent`; the person takes the side to move, as when playing on from a position.
    static GameSetup fromPosition(const Position& pos, Opponent opponent);
};

/// \brief The longest pause between the moves of engines playing each other.
inline constexpr int kMaxMoveDelayMs = 10000;
/// \brief The clocks a set-up keeps: the New game dialog sets whole minutes up to three hours
/// and an increment up to a minute; a set-up read from the settings is held to these bounds.
inline constexpr qint64 kMinClockBaseMs = 1000;
inline constexpr qint64 kMaxClockBaseMs = 180 * 60 * 1000;
inline constexpr qint64 kMaxClockIncrementMs = 60 * 1000;

/// \brief The names written into the record when the players give none. The record keeps them
/// in English (as PGN readers expect); the window shows them in the player's language.
inline constexpr const char* kRecordedPlayerName = "Player";
QString recordedComputerName(int level);

/// \brief The PGN tag that says which level the computer played (with WhiteType/BlackType).
inline constexpr const char* kComputerLevelTag = "ComputerLevel";
/// \brief The name a record gives an engine player: "Computer (level 3)", "Stockfish",
/// "Stockfish (Elo 1500)" (in English, as PGN readers expect).
QString recordedEngineName(const PlayerSpec& spec);

/// \brief Who plays on from a game put in place of a game against the computer.
enum class ContinueAs { Computer, TwoPlayers };

/// \brief `game` set up to be played on as `how` says, whatever its record said before.
/// Against the computer: the computer plays `computer` at `level`, the person the other side
/// (WhiteType/BlackType, ComputerLevel and the players' names as in a new game against it).
/// Two players: neither side is the computer's (those tags are removed, the names kept).
Game continueGame(Game game, ContinueAs how, Color computer, int level);

/// \brief "5+3", "30+0", "0:30+1" (under a minute), "5+3 / 1+0" (White / Black, time odds), ""
/// for no clock.
QString timeControlText(const std::optional<TimeControl>& tc);
/// \brief "12:34", "1:02:03", "0:09.4" (tenths under ten seconds).
QString clockText(qint64 ms);

} // namespace chess960::ui
