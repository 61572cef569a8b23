#include "chess960/rightloss.h"

#include <algorithm>
#include <vector>

namespace chess960 {

std::optional<RightLoss> rightLoss(const Game& game, NodeId at, Color color, CastleSide side) {
    if (!game.contains(at)) return std::nullopt;
    Position pos = game.startPosition();
    if (pos.castlingRook(color, side) == NoSquare) return RightLoss{};
    // The line from the start to `at`, replayed until the right goes.
    std::vector<NodeId> line;
    for (NodeId n = at; n != Game::root(); n = game.parentOf(n)) line.push_back(n);
    std::reverse(line.begin(), line.end());
    for (NodeId n : line) {
        const Move m = game.nodeMove(n).move;
        const Square rook = pos.castlingRook(color, side);
        const Piece mover = pos.pieceOn(m.from());
        const Position after = pos.after(m);
        if (after.castlingRook(color, side) == NoSquare) {
            RightLoss loss;
            loss.node = n;
            if (colorOf(mover) == color && m.kind() == Move::Castling)
                loss.cause = RightLoss::Cause::KingCastled;
            else if (colorOf(mover) == color && typeOf(mover) == King)
                loss.cause = RightLoss::Cause::KingMoved;
            else if (colorOf(mover) == color && m.from() == rook)
                loss.cause = RightLoss::Cause::RookMoved;
            else
                loss.cause = RightLoss::Cause::RookCaptured;
            return loss;
        }
        pos = after;
    }
    return std::nullopt;
}

} // namespace chess960
