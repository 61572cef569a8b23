// A review read back from a game's annotations (reviewFromAnnotations).
#include "chess960/review/review.h"

#include "reviewlines.h"

#include <algorithm>

namespace chess960::review {

namespace {

// An [%eval] as an engine score from `side`'s view; "#0" is the mate the mover just gave.
int scoreFor(const Evaluation& e, Color side, Color mover) {
    int white;
    if (!e.mate)
        white = e.value;
    else if (e.value > 0)
        white = kMate - (2 * e.value - 1);
    else if (e.value < 0)
        white = -(kMate - 2 * -e.value);
    else
        white = mover == White ? kMate : -kMate;
    return side == White ? white : -white;
}

MoveClass classOf(const std::vector<int>& nags) {
    for (MoveClass c : {MoveClass::Blunder, MoveClass::Mistake, MoveClass::Inaccuracy})
        if (std::find(nags.begin(), nags.end(), moveClassNag(c)) != nags.end()) return c;
    return MoveClass::Good;
}

} // namespace

GameReview reviewFromAnnotations(const Game& game) {
    GameReview review;
    const std::vector<NodeId> line = game.mainLine();
    review.moves.resize(line.size());
    Position pos = game.startPosition();
    std::optional<Evaluation> before; // the position before the move, from White's view
    Color beforeMover = White;        // who moved into it (for a "#0" there)
    bool complete = !line.empty();
    for (size_t i = 0; i < line.size(); ++i) {
        const PlayedMove& pm = game.nodeMove(line[i]);
        MoveReview& m = review.moves[i];
        m.node = line[i];
        m.ply = int(i) + 1;
        m.mover = pos.sideToMove();
        m.played = pm.move;
        if (pm.eval) {
            m.reviewed = true;
            m.evalAfter = *pm.eval;
            m.scoreAfter = scoreFor(*pm.eval, m.mover, m.mover);
            m.scoreBefore =
                i == 0 || !before ? m.scoreAfter : scoreFor(*before, m.mover, beforeMover);
            m.chancesLost =
                std::max(0.0, winningChances(m.scoreBefore) - winningChances(m.scoreAfter));
            m.centipawnLoss =
                std::max(0, clampedCentipawns(m.scoreBefore) - clampedCentipawns(m.scoreAfter));
            m.accuracy = moveAccuracy(winPercent(m.scoreBefore), winPercent(m.scoreAfter));
            m.kind = classOf(pm.nags);
        } else {
            complete = false;
        }
        before = pm.eval;
        beforeMover = m.mover;
        pos = pos.after(pm.move);
    }
    review.complete = complete;
    summarizeReview(review);
    return review;
}

} // namespace chess960::review
