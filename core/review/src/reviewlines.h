// Shared by the review, the learning coach and the score readings: how a search's score and
// line are shown, in the engine's score conventions (chess960/engine/score.h).
#pragma once

#include "chess960/engine/score.h"
#include "chess960/game.h"

#include <vector>

namespace chess960::review {

using engine::isMateScore;
using engine::kMate;
using engine::mateInMoves;

/// \brief A score from the side to move's view as [%eval] writes it (White's view; a mate
/// counted in moves).
Evaluation whiteView(int score, Color sideToMove);

/// \brief The PV as far as it is legal and no longer than a better line is shown (a line from
/// a node-limited search can end early but never holds an illegal move; checking costs
/// nothing).
std::vector<Move> betterLine(Position pos, const std::vector<Move>& pv);

} // namespace chess960::review
