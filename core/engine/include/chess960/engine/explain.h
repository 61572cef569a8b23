// Hints for the player: the best move and a one-line reading of the score.
#pragma once

#include "chess960/position.h"

#include <string>

namespace chess960::engine {

/// \brief A score in words from White's point of view, e.g. "+1.3, White is better",
/// "-0.1, the position is equal", "Black mates in 3". scoreForSideToMove is what the search
/// returned for the side to move of pos.
std::string explainScore(int scoreForSideToMove, Color sideToMove);

} // namespace chess960::engine
