// Hints for the player: the best move and a one-line reading of the score.
#pragma once

#include "chess960/position.h"

#include <string>

namespace chess960::review {

/// \brief A score read for people, from White's point of view, as data: a program in another
/// language words it itself; explainScore() words it in English.
struct ScoreReading {
    enum Kind {
        Mated,          ///< `side` is mated (the game is over)
        MatesIn,        ///< `side` mates in `moves`
        Equal,          ///< the position is equal
        SlightlyBetter, ///< `side` is slightly better
        Better,         ///< `side` is better
        Winning,        ///< `side` is winning
    };
    Kind kind = Equal;
    Color side = White;
    int moves = 0;
    /// \brief The score in pawns for White, e.g. "+1.3", "-0.4", "0.0" (empty for mates).
    std::string pawns;
    bool operator==(const ScoreReading&) const = default;
};

/// \brief Reads a score: scoreForSideToMove is what the search returned for the side to move.
ScoreReading readScore(int scoreForSideToMove, Color sideToMove);

/// \brief A reading in English, e.g. "+1.3, White is better", "-0.1, the position is equal",
/// "Black mates in 3".
std::string explainScore(const ScoreReading& reading);

/// \brief explainScore(readScore(scoreForSideToMove, sideToMove)).
std::string explainScore(int scoreForSideToMove, Color sideToMove);

} // namespace chess960::review
