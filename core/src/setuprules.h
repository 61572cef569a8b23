// The rules a position must meet, shared by the FEN reader and the set-up validator so that
// each rule is written once (setup.cpp).
#pragma once

#include "chess960/position.h"
#include "chess960/setup.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace chess960::setuprules {

// Kings, pawns on the edge ranks, pawn and piece counts, the king not to move in check and
// the checks on the king to move, for a position whose pieces and side to move are placed.
// `strict` adds the impossible checks the FEN reader lets through.
std::vector<SetupProblem> placementProblems(const Position& pos, bool strict);

// Whether `ep` can follow a double step in `pos`: rank, the pawn that stepped, the squares it
// passed. Nothing when it can.
std::optional<SetupProblem> epSquareProblem(const Position& pos, Square ep);

// The FEN's first field for a board, from rank 8 down: "rnbqkbnr/pppppppp/8/...".
std::string placementField(const std::array<Piece, 64>& board);

} // namespace chess960::setuprules
