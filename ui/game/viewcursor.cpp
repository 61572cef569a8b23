#include "game/viewcursor.h"

namespace chess960::ui {

void ViewCursor::set(const Game& game, NodeId n, bool browsing) {
    node_ = n;
    // The game keeps the positions along the path to its cursor; another node's is replayed.
    position_ = n == game.cursor() ? game.position() : game.positionAt(n);
    ply_ = game.plyOf(n);
    move_ = n == Game::root() ? Move() : game.nodeMove(n).move;
    browsing_ = browsing;
}

} // namespace chess960::ui
