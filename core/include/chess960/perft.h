// Perft: the number of leaf nodes of the legal move tree to a given depth. The reference
// test of move generation.
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace chess960 {

/// \brief Leaf count of the legal move tree of the given depth (the last ply is counted
/// in bulk, without being played).
uint64_t perft(Position& pos, int depth);
/// \brief Perft split by first move, in move-generation order.
std::vector<std::pair<Move, uint64_t>> perftDivide(Position& pos, int depth);

} // namespace chess960
