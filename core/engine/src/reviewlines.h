// Shared by the review and the learning coach: how a search's score and line are shown.
#pragma once

#include "chess960/engine/score.h"
#include "chess960/game.h"

#include <vector>

namespace chess960::engine {

/// \brief A score from the side to move's view as [%eval] writes it (White's view; a mate
/// counted in moves).
Evaluation whiteView(int score, Color sideToMove);

/// \brief The PV as far as it is legal and no longer than a better line is shown (a line from
/// a node-limited search can end early but never holds an illegal move; checking costs
/// nothing).
std::vector<Move> betterLine(Position pos, const std::vector<Move>& pv);

} // namespace chess960::engine
