// A review written into the game's tree: evaluations, NAGs and the better lines, replacing
// what an earlier review wrote and nothing else.
#include "chess960/review/review.h"

#include <algorithm>

namespace chess960::review {

bool isReviewVariation(const Game& game, NodeId n) {
    if (!game.contains(n) || n == game.root() || game.isMainLine(n)) return false;
    const NodeId parent = game.parentOf(n);
    return game.isMainLine(parent) && game.children(parent).front() != n &&
           game.nodeMove(n).commentBefore == kReviewMark;
}

namespace {

// Every review variation branching off the main line, found before any is deleted (deleting
// changes the children lists being walked).
std::vector<NodeId> reviewVariations(const Game& game) {
    std::vector<NodeId> found;
    std::vector<NodeId> parents{game.root()};
    const std::vector<NodeId> line = game.mainLine();
    parents.insert(parents.end(), line.begin(), line.end());
    for (NodeId p : parents)
        for (NodeId c : game.children(p))
            if (isReviewVariation(game, c)) found.push_back(c);
    return found;
}

// The move as the review saw it: still on the main line, still the same move.
bool unchanged(const Game& game, const MoveReview& m) {
    return m.reviewed && game.contains(m.node) && game.isMainLine(m.node) &&
           game.nodeMove(m.node).move == m.played;
}

bool hasChildWith(const Game& game, NodeId parent, Move m) {
    const auto& kids = game.children(parent);
    return std::any_of(kids.begin(), kids.end(),
                       [&](NodeId c) { return game.nodeMove(c).move == m; });
}

} // namespace

void applyReview(Game& game, const GameReview& review) {
    for (NodeId n : reviewVariations(game)) game.deleteFrom(n);
    const NodeId cursor = game.cursor(); // after the deletions, which may have moved it

    for (const MoveReview& m : review.moves) {
        if (!unchanged(game, m)) continue;
        game.setEval(m.node, m.evalAfter);
        // $2, $4 and $6 are the review's to set on the main line; the player's other glyphs
        // stay, after the review's, where a move's assessment is written first.
        std::vector<int> nags = game.nodeMove(m.node).nags;
        std::erase_if(nags, [](int nag) { return nag == 2 || nag == 4 || nag == 6; });
        if (const int nag = moveClassNag(m.kind)) nags.insert(nags.begin(), nag);
        game.setNags(m.node, std::move(nags));

        if (m.kind == MoveClass::Good || m.betterLine.empty()) continue;
        const NodeId parent = game.parentOf(m.node);
        // The player's own line with that move says it already; the tree has one node per
        // move, so a second one cannot be added beside it.
        if (hasChildWith(game, parent, m.betterLine.front())) continue;
        game.goTo(parent);
        NodeId first = kNoNode;
        for (Move move : m.betterLine) {
            const NodeId n = game.addMove(move);
            if (n == kNoNode) break;
            if (first == kNoNode) first = n;
        }
        if (first == kNoNode) continue;
        game.setCommentBefore(first, std::string(kReviewMark));
        game.setEval(first, m.betterEval);
    }
    game.goTo(cursor);
}

} // namespace chess960::review
