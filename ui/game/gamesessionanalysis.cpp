// GameSession: browsing the tree, analysis, and editing the tree. The game's tree is the
// only history; browsing and analysis move the view (ViewCursor), never the game's cursor,
// which stays where live play stands.
#include "game/gamesession.h"

#include "chess960/pgn.h"
#include "chess960/review/review.h"

#include "game/gameclock.h"

#include <algorithm>

namespace chess960::ui {

void GameSession::browseNode(NodeId n) {
    if (!game_.contains(n)) return;
    if (analysing_) {
        if (n != view_->node()) showView(n);
        return;
    }
    // The end of the game is where it goes on: showing it is no browsing.
    if (n == game_.cursor()) {
        browseEnd();
        return;
    }
    showView(n);
}

NodeId GameSession::recordEnd() const {
    if (record_) return kNoNode; // nothing played on: every move shown is the record's
    const NodeId end = game_.cursor();
    const bool playing = analysing_ ? paused_ : !game_.isOver();
    if (!playing || !game_.isMainLine(end) || game_.children(end).empty()) return kNoNode;
    return end;
}

bool GameSession::onPlayedLine(NodeId n) const {
    if (!analysing_) return !game_.isOver() && game_.isMainLine(n);
    if (!paused_) return false;
    const auto& path = game_.path();
    return n == Game::root() || std::find(path.begin(), path.end(), n) != path.end();
}

Game GameSession::record() const {
    const NodeId end = recordEnd();
    Game kept = game_;
    if (end != kNoNode) kept.truncateAfter(end);
    // A record stands at its end (moves added to a record in analysis included).
    const auto line = kept.mainLine();
    kept.goTo(line.empty() ? Game::root() : line.back());
    return kept;
}

void GameSession::setAnalysis(bool on) {
    if (on == analysing_) return;
    analysing_ = on;
    setClaimArmed(false);
    drawOffered_ = false;
    if (on) {
        // What was on view is where the analysis starts; a game in progress is paused at
        // its last move. A record has no place where play stopped: moves tried after its
        // end continue it.
        paused_ = !game_.isOver() && !record_;
        placeView(view_->node());
        clock_->stop();
        pausedMs_[White] = clock_->remaining(White);
        pausedMs_[Black] = clock_->remaining(Black);
    } else {
        // Tries after the last move of a game in progress were never played: they go, and
        // the game goes on from where it stopped. Tries at earlier moves stay as variations.
        // The clocks go on from where they stopped: time spent before the pause stays spent
        // (the record's times would give back what the move being thought about took).
        if (paused_) {
            game_.truncateAfter(game_.cursor());
            if (clock_->enabled()) clock_->setRemaining(pausedMs_[White], pausedMs_[Black]);
        } else {
            // A finished game or a record: its end is where its main line now ends.
            const auto line = game_.mainLine();
            game_.goTo(line.empty() ? Game::root() : line.back());
            restoreClocks();
        }
        paused_ = false;
        runClock();
        placeView(game_.cursor());
    }
    emit analysisChanged(on);
    emit positionChanged(Move());
    emit view_->moved();
}

GameSession::LeftOut GameSession::leftOutOfRecord() const {
    const NodeId end = recordEnd();
    if (end == kNoNode) return {};
    LeftOut out;
    out.first = game_.children(end).front();
    std::vector<NodeId> todo = game_.children(end);
    while (!todo.empty()) {
        const NodeId n = todo.back();
        todo.pop_back();
        ++out.count;
        for (NodeId c : game_.children(n)) todo.push_back(c);
    }
    return out;
}

bool GameSession::addVariationMove(Move move) {
    return playLine({move});
}

bool GameSession::playLine(const std::vector<Move>& moves) {
    if (!analysing_) return false;
    // The whole line is checked first: a line that does not fit adds none of its moves.
    std::vector<Position> positions{view_->position()};
    for (Move m : moves) {
        if (!positions.back().isLegal(m)) return false;
        positions.push_back(positions.back().after(m));
    }
    if (moves.empty()) return true;
    NodeId at = view_->node();
    for (size_t i = 0; i < moves.size(); ++i)
        at = game_.addMoveAt(at, moves[i], positions[i], positions[i + 1]);
    placeView(at);
    emit gameChanged();
    emit view_->moved();
    return true;
}

void GameSession::treeEdited() {
    placeView(game_.contains(view_->node()) ? view_->node() : game_.cursor());
    emit gameChanged();
    emit positionChanged(Move());
    emit view_->moved();
}

// The game being played keeps the line it goes on along (onPlayedLine): an edit that would
// cut it or put another line in its place waits for the end of the game (or, during play,
// for analysis, where only a paused game's line so far is kept).
bool GameSession::promoteVariation(NodeId n) {
    if (!game_.contains(n) || n == Game::root()) return false;
    const auto& siblings = game_.children(game_.parentOf(n));
    if (siblings.size() > 1 && siblings[1] == n && onPlayedLine(siblings[0]))
        return false; // would replace the line being played
    if (!game_.promote(n)) return false;
    treeEdited();
    return true;
}

bool GameSession::makeMainLine(NodeId n) {
    if (!analysing_ && !game_.isOver()) return false;
    // Only a line after the point where play stopped can become the main line.
    if (paused_ && game_.contains(n) && !game_.isWithin(n, game_.cursor())) return false;
    if (!game_.promoteToMainLine(n)) return false;
    treeEdited();
    return true;
}

bool GameSession::deleteFrom(NodeId n) {
    if (!game_.contains(n) || onPlayedLine(n)) return false;
    // The view inside what goes comes out to the node before it.
    const NodeId parent = game_.parentOf(n);
    const bool viewInside = game_.isWithin(view_->node(), n);
    if (!game_.deleteFrom(n)) return false;
    if (viewInside) placeView(parent);
    treeEdited();
    return true;
}

bool GameSession::setComment(NodeId n, const QString& text) {
    if (!game_.setComment(n, text.trimmed().toStdString())) return false;
    treeEdited();
    return true;
}

bool GameSession::setEditableTags(const std::vector<std::pair<std::string, std::string>>& tags) {
    if (checkEditedTags(tags)) return false;
    chess960::setEditableTags(game_, tags);
    emit tagsChanged();
    emit gameChanged();
    return true;
}

bool GameSession::toggleNag(NodeId n, int nag) {
    if (!game_.contains(n) || n == Game::root()) return false;
    std::vector<int> nags = game_.nodeMove(n).nags;
    const auto has = std::find(nags.begin(), nags.end(), nag);
    if (has != nags.end()) {
        nags.erase(has);
    } else {
        // One judgement of the move and one of the position at a time.
        const auto sameKind = [nag](int other) {
            return (nag <= 6 && other <= 6) ||
                   (nag >= 10 && nag <= 19 && other >= 10 && other <= 19);
        };
        std::erase_if(nags, sameKind);
        nags.push_back(nag);
        std::sort(nags.begin(), nags.end());
    }
    game_.setNags(n, nags);
    treeEdited();
    return true;
}

bool GameSession::clearNags(NodeId n) {
    if (!game_.setNags(n, {})) return false;
    treeEdited();
    return true;
}

void GameSession::applyReview(const review::GameReview& review) {
    review::applyReview(game_, review);
    treeEdited();
}

bool GameSession::setMarkings(NodeId n, std::vector<Marking> markings) {
    if (!game_.setMarkings(n, std::move(markings))) return false;
    emit gameChanged();
    return true;
}

} // namespace chess960::ui
