// How a side lost a castling right in a game: the move that took it, and whether the king
// moved, castled, or that rook moved or was captured. A position alone cannot tell (its
// rights are just gone); the game's moves can, so that a player is told "the a-side rook has
// moved (8. Rb1)" rather than "the king or that rook has moved".
#pragma once

#include "chess960/game.h"

#include <optional>

namespace chess960 {

struct RightLoss {
    enum class Cause {
        StartedWithout, ///< the game's start position has no such right
        KingMoved,
        KingCastled, ///< on the other side: a castle takes both rights
        RookMoved,
        RookCaptured,
    };
    Cause cause = Cause::StartedWithout;
    /// \brief The move that lost it: its node in the game's tree (kNoNode for StartedWithout).
    NodeId node = kNoNode;
};

/// \brief Why `side` of `color` has no castling right at node `at` of the game (its line from
/// the start); nothing when it still has it there.
std::optional<RightLoss> rightLoss(const Game& game, NodeId at, Color color, CastleSide side);

} // namespace chess960
