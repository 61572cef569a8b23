// Walking a game's tree with the keys, as the move list does: back and forward along a line,
// up and down between the variations that leave the same position, to the start and to the
// end of the line. Qt-free, so the rules are tested on their own.
#pragma once

#include "chess960/game.h"

namespace chess960::ui {

enum class TreeStep {
    Back,            ///< to the parent
    Forward,         ///< to the first child (the line goes on)
    PreviousSibling, ///< to the variation before this one (the line's move for the first)
    NextSibling,     ///< to the next variation of the same move
    Start,           ///< to the start position
    End,             ///< to the end of the line the node is in
};

/// \brief Where a step from `from` leads; `from` itself when the step leads nowhere.
NodeId stepInTree(const Game& game, NodeId from, TreeStep step);

/// \brief Who makes the move `ply` half-moves after the start position, and its number.
struct MoveNumber {
    Color mover = White;
    int number = 1;
};
MoveNumber moveNumberAt(const Position& start, int ply);

/// \brief The nodes from the node after `from` to the end of its line (first children).
std::vector<NodeId> lineAfter(const Game& game, NodeId from);

} // namespace chess960::ui
