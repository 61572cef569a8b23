// Static exchange evaluation: the material balance of the capture sequence on one square.
#pragma once

#include "chess960/position.h"

namespace chess960::engine {

/// \brief Material won (negative: lost) by m followed by the best sequence of recaptures
/// on its target square, each side free to stop capturing.
int see(const Position& pos, Move m);

} // namespace chess960::engine
