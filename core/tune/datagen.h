// Training positions from self-play of the built-in engine: Chess960 and Double Fischer Random
// games from start positions and a few random plies drawn from a seed, each move a node-limited
// search on one thread, so the same arguments always give the same file.
#pragma once

#include "chess960/engine/eval.h"
#include "chess960/position.h"
#include "gamedata.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace chess960::engine::tune {

/// \brief What generate() plays.
struct GenerateOptions {
    int games = 100;
    uint64_t nodes = 5000; ///< per move
    uint64_t seed = 1;
    int threads = 1;        ///< games played at once; the output does not depend on it
    int randomPlies = 8;    ///< uniformly random legal moves after the start position
    int openingLimit = 300; ///< a game whose first search scores more than this is redrawn
    int skipPlies = 16;     ///< positions before this ply are not written
    int maxPlies = 400;     ///< a game this long is a draw
    int winScore = 1000;    ///< adjudicated a win after winPlies searches at least this ...
    int winPlies = 4;
    int drawScore = 10; ///< ... a draw after drawPlies searches within this, from drawPly on
    int drawPlies = 12;
    int drawPly = 80;
    double dfrc = 0; ///< the share of games from Double Fischer Random starts
    /// \brief Each game's transposition table, in MB. The games depend on it; a small table
    /// stays in the processor's cache and makes the games faster.
    int hashMb = kDefaultHashMb;
    static constexpr int kDefaultHashMb = 16;
    bool fens = true; ///< GameRecord::fens is filled (the text format's lines)
};

/// \brief One game: its moves and scores, and the text format's positions.
struct GameRecord {
    /// \brief The game as the binary format stores it: every searched position has its score
    /// and is kept from skipPlies on unless it is in check or its best move a capture or a
    /// promotion. An adjudicated game ends with the move of the search that decided it.
    GameData data;
    /// \brief The quiet positions from skipPlies on (isQuiet()), for the text format.
    std::vector<std::string> fens;
    int plies = 0; ///< played before the game ended
};

/// \brief Totals of a generate() run.
struct GenerateStats {
    int games = 0;
    long positions = 0;
    long plies = 0;
    double seconds = 0;
};

/// \brief Plays game number index of the run given by options (its own random stream).
GameRecord playGame(const GenerateOptions& options, int index);

/// \brief Plays games first .. first + count - 1 on options.threads threads and hands each to
/// done in game order, whichever thread finished it (done is called by one thread at a time).
void playGames(const GenerateOptions& options, int first, int count,
               const std::function<void(int index, GameRecord&)>& done);

/// \brief Plays options.games games and writes their positions to out, one line each,
/// "FEN;result" with the result for White as 1.0, 0.5 or 0.0, game after game in order.
GenerateStats generate(const GenerateOptions& options, std::ostream& out);

/// \brief True when the position is one to learn from: not in check, and no capture or
/// promotion changes its static evaluation (a quiescence search returns the evaluation).
bool isQuiet(const Position& pos);
/// \brief The same with the caller's evaluator (and its pawn cache).
bool isQuiet(const Position& pos, Evaluator& evaluator);

} // namespace chess960::engine::tune
