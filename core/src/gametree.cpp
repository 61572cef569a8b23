// The game as a tree: moving the cursor, adding variations, promoting and deleting lines, and
// the annotations of each node. The path to the cursor is kept as three vectors (nodes,
// positions, moves) so that the linear view of the game (moves(), positionAt(ply)) costs
// nothing; every change here keeps them in step with the tree.
#include "chess960/game.h"

#include "chess960/notation.h"

#include <algorithm>

namespace chess960 {

bool Game::contains(NodeId n) const {
    const int i = int(n);
    return i >= 0 && size_t(i) < nodes_.size() && nodes_[size_t(i)].alive;
}

const PlayedMove& Game::nodeMove(NodeId n) const {
    return contains(n) ? node(n).move : nodes_.front().move;
}

NodeId Game::parentOf(NodeId n) const {
    return contains(n) ? node(n).parent : kNoNode;
}

const std::vector<NodeId>& Game::children(NodeId n) const {
    static const std::vector<NodeId> none;
    return contains(n) ? node(n).children : none;
}

std::vector<NodeId> Game::pathTo(NodeId n) const {
    std::vector<NodeId> path;
    if (!contains(n)) return path;
    for (; n != root(); n = node(n).parent) path.push_back(n);
    std::reverse(path.begin(), path.end());
    return path;
}

bool Game::isWithin(NodeId n, NodeId from) const {
    if (!contains(n) || !contains(from)) return false;
    for (; n != root(); n = node(n).parent)
        if (n == from) return true;
    return from == root();
}

Position Game::positionAt(NodeId n) const {
    // On the path to the cursor the position is at hand; elsewhere it is replayed.
    const auto onPath = std::find(path_.begin(), path_.end(), n);
    if (n == root()) return start_;
    if (onPath != path_.end()) return positionAt(int(onPath - path_.begin()) + 1);
    Position pos = start_;
    for (NodeId step : pathTo(n)) pos = pos.after(node(step).move.move);
    return pos;
}

int Game::plyOf(NodeId n) const {
    int ply = 0;
    for (; contains(n) && n != root(); n = node(n).parent) ++ply;
    return ply;
}

std::vector<NodeId> Game::mainLine() const {
    std::vector<NodeId> line;
    for (NodeId n = root(); !node(n).children.empty();) {
        n = node(n).children.front();
        line.push_back(n);
    }
    return line;
}

bool Game::isMainLine(NodeId n) const {
    return contains(n) && variationStart(n) == root();
}

NodeId Game::variationStart(NodeId n) const {
    if (!contains(n)) return kNoNode;
    for (; n != root(); n = node(n).parent)
        if (node(node(n).parent).children.front() != n) return n;
    return root();
}

NodeId Game::newChild(NodeId parent, Move m, std::string san, std::optional<int64_t> clockMs) {
    Node child;
    child.move.move = m;
    child.move.san = std::move(san);
    child.move.clockMs = clockMs;
    child.parent = parent;
    child.depth = node(parent).depth + 1;
    nodes_.push_back(std::move(child));
    const NodeId id{int(nodes_.size()) - 1};
    node(parent).children.push_back(id);
    return id;
}

void Game::enter(NodeId child) {
    enter(child, position().after(node(child).move.move));
}

void Game::enter(NodeId child, Position after) {
    keys_.push_back(after.key());
    current_ = std::move(after);
    moves_.push_back(node(child).move);
    path_.push_back(child);
    if (plyCount() % kCheckpointPlies == 0) checkpoints_.push_back(current_);
}

Position Game::replayTo(int ply) const {
    const int kept = ply / kCheckpointPlies;
    Position pos = kept == 0 ? start_ : checkpoints_[size_t(kept - 1)];
    for (int i = kept * kCheckpointPlies; i < ply; ++i) {
        Position::Undo undo;
        pos.makeMove(moves_[size_t(i)].move, undo);
    }
    return pos;
}

void Game::rebuildPath(NodeId n) {
    // Only the part of the path below the nodes both lines share is replayed, and only that
    // part is walked: moving between neighbouring variations of a long game costs their
    // length, not the game's. A node is on the path when the path holds it at its depth.
    const auto onPath = [this](NodeId x) {
        const int d = node(x).depth;
        return x == root() || (d >= 1 && size_t(d) <= path_.size() && path_[size_t(d - 1)] == x);
    };
    std::vector<NodeId> below; // from n up to the first node on the path, that one left out
    NodeId x = n;
    for (; !onPath(x); x = node(x).parent) below.push_back(x);
    const size_t shared = size_t(node(x).depth);
    path_.resize(shared);
    moves_.resize(shared);
    keys_.resize(shared + 1);
    checkpoints_.resize(shared / kCheckpointPlies);
    current_ = replayTo(int(shared));
    for (auto it = below.rbegin(); it != below.rend(); ++it) enter(*it);
}

void Game::reserve(size_t moves) {
    nodes_.reserve(moves + 1);
    path_.reserve(moves);
    moves_.reserve(moves);
    keys_.reserve(moves + 1);
    checkpoints_.reserve(moves / kCheckpointPlies);
}

bool Game::goTo(NodeId n) {
    if (!contains(n)) return false;
    if (n != cursor()) rebuildPath(n);
    return true;
}

NodeId Game::addMove(Move m) {
    if (!position().isLegal(m)) return kNoNode;
    const NodeId at = cursor();
    for (NodeId child : node(at).children)
        if (node(child).move.move == m) {
            enter(child);
            return child;
        }
    Position after = position().after(m);
    const NodeId child = newChild(at, m, moveToSan(position(), m, after), std::nullopt);
    enter(child, std::move(after));
    return child;
}

NodeId Game::addMoveAt(NodeId parent, Move m, const Position& before, const Position& after) {
    if (!contains(parent)) return kNoNode;
    for (NodeId child : node(parent).children)
        if (node(child).move.move == m) return child;
    return newChild(parent, m, moveToSan(before, m, after), std::nullopt);
}

bool Game::promote(NodeId n) {
    if (!contains(n) || n == root()) return false;
    std::vector<NodeId>& siblings = node(node(n).parent).children;
    const auto it = std::find(siblings.begin(), siblings.end(), n);
    if (it == siblings.begin()) return false;
    std::iter_swap(it, it - 1);
    return true;
}

bool Game::promoteToMainLine(NodeId n) {
    if (!contains(n) || isMainLine(n)) return false;
    for (; n != root(); n = node(n).parent) {
        std::vector<NodeId>& siblings = node(node(n).parent).children;
        const auto it = std::find(siblings.begin(), siblings.end(), n);
        std::rotate(siblings.begin(), it, it + 1); // n first, the others keep their order
    }
    return true;
}

void Game::deleteSubtree(NodeId n) {
    std::vector<NodeId> stack{n};
    while (!stack.empty()) { // no recursion: a line may be thousands of moves deep
        const NodeId top = stack.back();
        stack.pop_back();
        node(top).alive = false;
        for (NodeId child : node(top).children) stack.push_back(child);
        node(top).children.clear();
    }
    std::erase(node(node(n).parent).children, n);
}

bool Game::deleteFrom(NodeId n) {
    if (!contains(n) || n == root()) return false;
    const NodeId parent = node(n).parent;
    const bool cursorInside = std::find(path_.begin(), path_.end(), n) != path_.end();
    deleteSubtree(n);
    if (cursorInside) rebuildPath(parent);
    return true;
}

bool Game::truncateAfter(NodeId n) {
    if (!contains(n)) return false;
    const bool cursorAfter =
        cursor() != n && std::find(path_.begin(), path_.end(), n) != path_.end();
    while (!node(n).children.empty()) deleteSubtree(node(n).children.back());
    if (cursorAfter || (n == root() && !path_.empty())) rebuildPath(n);
    return true;
}

PlayedMove* Game::annotatable(NodeId n) {
    return contains(n) ? &node(n).move : nullptr;
}

int Game::depthOf(NodeId n) const {
    return contains(n) ? node(n).depth : -1;
}

namespace {
// Runs set on the node's move and on its copy on the path, if it is on the path: a node of
// depth d is on the path when the path holds it at d (found at once, not by a search of the
// path: the reader sets a clock on every move).
template <class F>
bool annotate(PlayedMove* move, int depth, const std::vector<NodeId>& path,
              std::vector<PlayedMove>& moves, NodeId n, F set) {
    if (!move) return false;
    set(*move);
    if (depth >= 1 && size_t(depth) <= path.size() && path[size_t(depth - 1)] == n)
        set(moves[size_t(depth - 1)]);
    return true;
}
} // namespace

bool Game::setComment(NodeId n, std::string text) {
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.comment = text; });
}

bool Game::setCommentBefore(NodeId n, std::string text) {
    if (n == root()) return false;
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.commentBefore = text; });
}

bool Game::setNags(NodeId n, std::vector<int> nags) {
    if (n == root()) return false;
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.nags = nags; });
}

bool Game::setClock(NodeId n, std::optional<int64_t> clockMs) {
    if (n == root()) return false;
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.clockMs = clockMs; });
}

bool Game::setElapsed(NodeId n, std::optional<int64_t> elapsedMs) {
    if (n == root()) return false;
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.elapsedMs = elapsedMs; });
}

bool Game::setEval(NodeId n, std::optional<Evaluation> eval) {
    if (n == root()) return false;
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.eval = eval; });
}

bool Game::setMarkings(NodeId n, std::vector<Marking> markings) {
    return annotate(annotatable(n), depthOf(n), path_, moves_, n,
                    [&](PlayedMove& m) { m.markings = markings; });
}

} // namespace chess960
