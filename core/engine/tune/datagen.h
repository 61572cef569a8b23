// Training positions from self-play of the built-in engine: Chess960 games from start
// positions and a few random plies drawn from a seed, each move a node-limited search on
// one thread, so the same arguments always give the same file.
#pragma once

#include "chess960/engine/eval.h"
#include "chess960/position.h"

#include <cstdint>
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
};

/// \brief One game: its positions to write and its result.
struct GameRecord {
    std::vector<std::string> fens;
    double result = 0.5; ///< for White: 1, 0.5 or 0
    int plies = 0;
    std::string ending; ///< "mate", "stalemate", "repetition", "fifty moves", "material",
                        ///< "adjudicated win", "adjudicated draw", "length"
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

/// \brief Plays options.games games and writes their positions to out, one line each,
/// "FEN;result" with the result for White as 1.0, 0.5 or 0.0, game after game in order.
GenerateStats generate(const GenerateOptions& options, std::ostream& out);

/// \brief True when the position is one to learn from: not in check, and no capture or
/// promotion changes its static evaluation (a quiescence search returns the evaluation).
bool isQuiet(const Position& pos);
/// \brief The same with the caller's evaluator (and its pawn cache).
bool isQuiet(const Position& pos, Evaluator& evaluator);

} // namespace chess960::engine::tune
