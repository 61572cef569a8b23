#include "movelist/treewalk.h"

#include <algorithm>

namespace chess960::ui {

NodeId stepInTree(const Game& game, NodeId from, TreeStep step) {
    if (!game.contains(from)) return Game::root();
    switch (step) {
    case TreeStep::Back: return from == Game::root() ? from : game.parentOf(from);
    case TreeStep::Forward: {
        const auto& next = game.children(from);
        return next.empty() ? from : next.front();
    }
    case TreeStep::PreviousSibling:
    case TreeStep::NextSibling: {
        if (from == Game::root()) return from;
        const auto& siblings = game.children(game.parentOf(from));
        const auto it = std::find(siblings.begin(), siblings.end(), from);
        if (step == TreeStep::PreviousSibling) return it == siblings.begin() ? from : *(it - 1);
        return it + 1 == siblings.end() ? from : *(it + 1);
    }
    case TreeStep::Start: return Game::root();
    case TreeStep::End: {
        const auto line = lineAfter(game, from);
        return line.empty() ? from : line.back();
    }
    }
    return from;
}

MoveNumber moveNumberAt(const Position& start, int ply) {
    const int fromWhite = ply + (start.sideToMove() == Black ? 1 : 0);
    return {fromWhite % 2 == 0 ? White : Black, start.fullmoveNumber() + fromWhite / 2};
}

std::vector<NodeId> lineAfter(const Game& game, NodeId from) {
    std::vector<NodeId> line;
    for (NodeId n = from; game.contains(n) && !game.children(n).empty();) {
        n = game.children(n).front();
        line.push_back(n);
    }
    return line;
}

} // namespace chess960::ui
