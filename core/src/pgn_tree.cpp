// Building a game's tree from PGN move text.
#include "pgn_tree.h"

#include "pgn_commands.h"
#include "pgn_shared.h"

#include "chess960/errortext.h"
#include "chess960/notation.h"

#include <algorithm>

namespace chess960::pgn {
namespace {

std::string joined(const std::string& old, const std::string& text) {
    return old.empty() ? text : text.empty() ? old : old + " " + text;
}

void apply(Game& game, NodeId n, Commands&& c) {
    if (c.clockMs) game.setClock(n, c.clockMs);
    if (c.elapsedMs) game.setElapsed(n, c.elapsedMs);
    if (c.eval) game.setEval(n, c.eval);
    if (!c.markings.empty()) {
        std::vector<Marking> all = game.nodeMove(n).markings;
        all.insert(all.end(), c.markings.begin(), c.markings.end());
        game.setMarkings(n, std::move(all));
    }
}

} // namespace

TreeBuilder::TreeBuilder(Game& game)
    : game_(game), lines_{Line{game.root(), false, {}, game.position(), game.position()}} {}

bool TreeBuilder::isNullMove(std::string_view san) {
    return san == "--" || san == "Z0";
}

const Position& TreeBuilder::positionOf(const Line& line) const {
    // The cursor stays on the main line; a variation keeps its own position, so reading one
    // never replays the game.
    return lines_.size() == 1 ? game_.position() : line.at;
}

NodeId TreeBuilder::playOnMainLine(Move m) {
    const NodeId at = game_.cursor();
    std::optional<int64_t> clock;
    if (!game_.children(at).empty()) {
        // Only a variation that began with the very move it replaced can have gone on from the
        // main line's last move. Its moves stay, as a variation of the move played now.
        const NodeId n = game_.addMove(m);
        clock = game_.nodeMove(n).clockMs;
        while (game_.promote(n)) {
        }
        // Now continuing the line, it cannot keep a comment before it apart from the one after
        // the move before (PGN has one place for both).
        if (const std::string before = game_.nodeMove(n).commentBefore; !before.empty()) {
            game_.setComment(at, joined(game_.nodeMove(at).comment, before));
            game_.setCommentBefore(n, {});
        }
        game_.goTo(at);
    }
    // Found among the legal moves of a game not over (TreeBuilder::move): played as it is.
    game_.playLegal(m, clock);
    return game_.cursor();
}

std::optional<Error> TreeBuilder::move(std::string_view san) {
    Line& line = lines_.back();
    const Position& pos = positionOf(line);
    const auto who = [&](const Error& why) {
        return makeError(ErrorCode::PgnMove,
                         {std::to_string(pos.fullmoveNumber()), errorarg::colour(pos.sideToMove())},
                         why, -1);
    };
    if (isNullMove(san)) return who(makeError(ErrorCode::PgnNullMove, {std::string(san)}));
    const bool mainLine = lines_.size() == 1;
    if (mainLine && game_.isOver())
        return who(makeError(ErrorCode::PgnMoveAfterEnd,
                             {std::string(san), std::to_string(int(game_.termination()))}));
    const auto m = moveFromSan(pos, san);
    if (!m) return who(m.error());
    NodeId n;
    if (mainLine) {
        line.beforeLast = pos;
        n = playOnMainLine(*m);
    } else {
        Position after = pos.after(*m);
        n = game_.addMoveAt(line.last, *m, pos, after);
        line.beforeLast = std::move(line.at);
        line.at = std::move(after);
    }
    if (!line.hasMove)
        for (std::string& text : line.before) commentBefore(n, std::move(text));
    line.before.clear();
    line.last = n;
    line.hasMove = true;
    return std::nullopt;
}

void TreeBuilder::nag(int nag) {
    const Line& line = lines_.back();
    if (!line.hasMove) return;
    std::vector<int> nags = game_.nodeMove(line.last).nags;
    nags.push_back(nag);
    game_.setNags(line.last, std::move(nags));
}

void TreeBuilder::commentAfter(NodeId n, std::string text) {
    apply(game_, n, takeCommands(text));
    const std::string words = compact(text);
    if (!words.empty()) game_.setComment(n, joined(game_.nodeMove(n).comment, words));
}

void TreeBuilder::commentBefore(NodeId n, std::string text) {
    // A move that continues its line (a variation that began with the move it replaced, and
    // joined it) cannot keep a comment before it apart from the one after the move before.
    const NodeId parent = game_.parentOf(n);
    if (game_.children(parent).front() == n) return commentAfter(n, std::move(text));
    apply(game_, n, takeCommands(text));
    const std::string words = compact(text);
    if (!words.empty()) game_.setCommentBefore(n, joined(game_.nodeMove(n).commentBefore, words));
}

void TreeBuilder::comment(std::string text) {
    // Only a comment to the end of the line can hold a '}'; it reads as the ')' the writer
    // would put there, so that what is read can be written as it is.
    std::replace(text.begin(), text.end(), '}', ')');
    Line& line = lines_.back();
    if (line.hasMove) return commentAfter(line.last, std::move(text));
    if (lines_.size() > 1) {
        line.before.push_back(std::move(text));
        return;
    }
    // Before the game's first move: the start position holds markings, but no clock or
    // evaluation, which belong to a move.
    Commands c = takeCommands(text);
    if (!c.markings.empty()) {
        std::vector<Marking> all = game_.nodeMove(game_.root()).markings;
        all.insert(all.end(), c.markings.begin(), c.markings.end());
        game_.setMarkings(game_.root(), std::move(all));
    }
    const std::string words = compact(text);
    if (!words.empty()) game_.setStartComment(joined(game_.startComment(), words));
}

std::optional<Error> TreeBuilder::openVariation() {
    const Line& line = lines_.back();
    if (!line.hasMove) return makeError(ErrorCode::PgnVariationBeforeMove);
    if (depth() >= kMaxVariationDepth)
        return makeError(ErrorCode::PgnVariationTooDeep, {std::to_string(kMaxVariationDepth)});
    const NodeId from = game_.parentOf(line.last);
    const Position& start = line.beforeLast;
    lines_.push_back(Line{from, false, {}, start, start});
    return std::nullopt;
}

bool TreeBuilder::closeVariation() {
    if (lines_.size() == 1) return false;
    Line done = std::move(lines_.back());
    lines_.pop_back();
    // A variation of comments only speaks of the move it was opened after.
    if (!done.hasMove)
        for (std::string& text : done.before) commentAfter(lines_.back().last, std::move(text));
    return true;
}

void TreeBuilder::finish() {
    game_.goTo(lines_.front().last);
    // A variation that repeated the main line up to its last move and went on has given that
    // move children; the first one continues the main line in the tree, so the game plays it.
    while (!game_.isOver() && !game_.children(game_.cursor()).empty()) {
        const PlayedMove& next = game_.nodeMove(game_.children(game_.cursor()).front());
        game_.play(next.move, next.clockMs);
    }
}

} // namespace chess960::pgn
