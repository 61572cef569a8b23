// GameController: browsing the tree, analysis, and editing the tree. The game's tree is the
// only history; browsing during play only looks at a node, analysis moves the game's cursor.
#include "game/gamecontroller.h"

#include "chess960/pgn.h"
#include "chess960/review/review.h"

#include "game/gameclock.h"

#include <algorithm>

namespace chess960::ui {

void GameController::browseNode(NodeId n) {
    if (!game_.contains(n)) return;
    if (analysing_) {
        if (n == game_.cursor()) return;
        game_.goTo(n);
        emit positionChanged(Move());
        emit viewChanged();
        return;
    }
    // The end of the game is where it goes on: showing it is no browsing.
    if (n == game_.cursor()) {
        browseEnd();
        return;
    }
    viewed_ = n;
    viewedPosition_ = game_.positionAt(n);
    emit viewChanged();
}

NodeId GameController::recordEnd() const {
    if (record_) return kNoNode; // nothing played on: every move shown is the record's
    const NodeId end = analysing_ ? playEnd_ : game_.cursor();
    const bool playing = analysing_ ? game_.contains(playEnd_) : !game_.isOver();
    if (!playing || !game_.isMainLine(end) || game_.children(end).empty()) return kNoNode;
    return end;
}

Game GameController::record() const {
    const NodeId end = recordEnd();
    if (end == kNoNode) return game_;
    Game kept = game_;
    kept.truncateAfter(end);
    return kept;
}

void GameController::setAnalysis(bool on) {
    if (on == analysing_) return;
    analysing_ = on;
    setClaimArmed(false);
    drawOffered_ = false;
    if (on) {
        // What was on view is where the analysis starts; a game in progress is paused at
        // its last move.
        const NodeId from = viewedNode();
        // A record has no place where play stopped: moves tried after its end continue it.
        playEnd_ = game_.isOver() || record_ ? kNoNode : game_.cursor();
        viewed_.reset();
        game_.goTo(from);
        clock_->stop();
        pausedMs_[White] = clock_->remaining(White);
        pausedMs_[Black] = clock_->remaining(Black);
    } else {
        // Tries after the last move of a game in progress were never played: they go, and
        // the game goes on from where it stopped. Tries at earlier moves stay as variations.
        // The clocks go on from where they stopped: time spent before the pause stays spent
        // (the record's times would give back what the move being thought about took).
        if (game_.contains(playEnd_)) {
            game_.truncateAfter(playEnd_);
            game_.goTo(playEnd_);
            if (clock_->enabled()) clock_->setRemaining(pausedMs_[White], pausedMs_[Black]);
        } else {
            const auto line = game_.mainLine();
            game_.goTo(line.empty() ? Game::root() : line.back());
            restoreClocks();
        }
        playEnd_ = kNoNode;
        runClock();
    }
    emit analysisChanged(on);
    emit positionChanged(Move());
    emit viewChanged();
}

GameController::LeftOut GameController::leftOutOfRecord() const {
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

bool GameController::addVariationMove(Move move) {
    if (game_.addMove(move) == kNoNode) return false;
    emit gameChanged();
    emit positionChanged(move);
    emit viewChanged();
    return true;
}

bool GameController::playLine(const std::vector<Move>& moves) {
    if (!analysing_) return false;
    const NodeId start = game_.cursor();
    for (Move m : moves)
        if (game_.addMove(m) == kNoNode) {
            game_.goTo(start);
            return false;
        }
    if (moves.empty()) return true;
    emit gameChanged();
    emit positionChanged(moves.back());
    emit viewChanged();
    return true;
}

void GameController::treeEdited() {
    if (viewed_ && !game_.contains(*viewed_)) viewed_.reset();
    emit gameChanged();
    emit positionChanged(Move());
    emit viewChanged();
}

// The game being played must keep the end of its main line where it goes on: an edit that
// would change that line (promoting over it, deleting from it) waits for analysis or the end.
namespace {
bool touchesPlayedLine(const Game& g, NodeId n, bool analysing) {
    return !analysing && !g.isOver() && g.isMainLine(n);
}
} // namespace

bool GameController::promoteVariation(NodeId n) {
    if (touchesPlayedLine(game_, game_.parentOf(n), analysing_) &&
        game_.children(game_.parentOf(n)).size() > 1 && game_.children(game_.parentOf(n))[1] == n)
        return false; // would replace the line being played
    if (!game_.promote(n)) return false;
    treeEdited();
    return true;
}

bool GameController::makeMainLine(NodeId n) {
    if (!analysing_ && !game_.isOver()) return false;
    if (!game_.promoteToMainLine(n)) return false;
    treeEdited();
    return true;
}

bool GameController::deleteFrom(NodeId n) {
    if (touchesPlayedLine(game_, n, analysing_)) return false;
    if (!game_.deleteFrom(n)) return false;
    treeEdited();
    return true;
}

bool GameController::setComment(NodeId n, const QString& text) {
    if (!game_.setComment(n, text.trimmed().toStdString())) return false;
    treeEdited();
    return true;
}

bool GameController::setEditableTags(const std::vector<std::pair<std::string, std::string>>& tags) {
    if (checkEditedTags(tags)) return false;
    chess960::setEditableTags(game_, tags);
    emit tagsChanged();
    emit gameChanged();
    return true;
}

bool GameController::toggleNag(NodeId n, int nag) {
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

bool GameController::clearNags(NodeId n) {
    if (!game_.setNags(n, {})) return false;
    treeEdited();
    return true;
}

void GameController::applyReview(const review::GameReview& review) {
    review::applyReview(game_, review);
    treeEdited();
}

bool GameController::setMarkings(NodeId n, std::vector<Marking> markings) {
    if (!game_.setMarkings(n, std::move(markings))) return false;
    emit gameChanged();
    return true;
}

} // namespace chess960::ui
