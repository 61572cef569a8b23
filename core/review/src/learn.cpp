// The exercises of a reviewed game, the coach that judges the moves tried, and the score.
#include "chess960/review/learn.h"

#include "reviewlines.h"

#include <algorithm>

namespace chess960::review {

namespace {

bool hasNag(const PlayedMove& m, int nag) {
    return std::find(m.nags.begin(), m.nags.end(), nag) != m.nags.end();
}

// The Zobrist keys of the positions from the start to node n, n's own last (for repetitions).
std::vector<uint64_t> keysTo(const Game& game, NodeId n) {
    Position pos = game.startPosition();
    std::vector<uint64_t> keys{pos.key()};
    for (NodeId k : game.pathTo(n)) {
        pos = pos.after(game.nodeMove(k).move);
        keys.push_back(pos.key());
    }
    return keys;
}

} // namespace

std::vector<LearnExercise> findExercises(const Game& game, std::optional<Color> side) {
    std::vector<LearnExercise> found;
    const std::vector<NodeId> line = game.mainLine();
    Position pos = game.startPosition();
    for (size_t i = 0; i < line.size(); ++i) {
        const PlayedMove& m = game.nodeMove(line[i]);
        const Color mover = pos.sideToMove();
        const bool blunder = hasNag(m, moveClassNag(MoveClass::Blunder));
        if ((blunder || hasNag(m, moveClassNag(MoveClass::Mistake))) && (!side || *side == mover)) {
            LearnExercise ex;
            ex.node = line[i];
            ex.before = game.parentOf(line[i]);
            ex.ply = int(i) + 1;
            ex.mover = mover;
            ex.played = m.move;
            ex.kind = blunder ? MoveClass::Blunder : MoveClass::Mistake;
            ex.playedEval = m.eval;
            for (NodeId c : game.children(ex.before)) {
                if (!isReviewVariation(game, c)) continue;
                ex.betterEval = game.nodeMove(c).eval;
                for (NodeId k = c;; k = game.children(k).front()) {
                    ex.betterLine.push_back(game.nodeMove(k).move);
                    if (game.children(k).empty()) break;
                }
                break;
            }
            found.push_back(std::move(ex));
        }
        pos = pos.after(m.move);
    }
    return found;
}

LearnBest learnBestOf(const Position& before, int score, const std::vector<Move>& pv) {
    LearnBest best;
    if (pv.empty()) return best;
    best.found = true;
    best.score = score;
    best.line = betterLine(before, pv);
    return best;
}

std::optional<AttemptVerdict> judgeBeforeSearch(const Game& game, const LearnExercise& exercise,
                                                Move attempt, const LearnBest& best) {
    AttemptVerdict v;
    v.move = attempt;
    if (!game.positionAt(exercise.before).isLegal(attempt)) {
        v.legal = false;
        return v;
    }
    if (!best.found) return v;
    v.bestLine = best.line;
    v.bestEval = whiteView(best.score, exercise.mover);
    if (attempt == exercise.played && exercise.playedEval) {
        v.wasPlayed = true;
        v.kind = exercise.kind;
        v.evalAfter = *exercise.playedEval;
        return v;
    }
    // The engine's own choice is as good as the position (see the review's judge()).
    if (!best.line.empty() && attempt == best.line.front()) {
        v.accepted = true;
        v.evalAfter = v.bestEval;
        return v;
    }
    return std::nullopt;
}

AttemptVerdict judgeAfterSearch(const LearnExercise& exercise, Move attempt, const LearnBest& best,
                                int score, Color sideToMoveAfter) {
    AttemptVerdict v;
    v.move = attempt;
    v.bestLine = best.line;
    v.bestEval = whiteView(best.score, exercise.mover);
    const int scoreAfter = -score; // the mover's view
    v.evalAfter = whiteView(score, sideToMoveAfter);
    v.chancesLost = std::max(0.0, winningChances(best.score) - winningChances(scoreAfter));
    v.kind = classifyLoss(v.chancesLost);
    v.wasPlayed = attempt == exercise.played;
    // The move played was a mistake by the review; a search that now finds it fine does not
    // make it the answer.
    if (v.wasPlayed && v.kind == MoveClass::Good) v.kind = exercise.kind;
    v.accepted = v.kind == MoveClass::Good;
    return v;
}

LearnCoach::LearnCoach(ReviewBudget budget, size_t hashMb)
    : LearnCoach(budget, builtInSearcher(hashMb)) {}

LearnCoach::LearnCoach(ReviewBudget budget, std::unique_ptr<PositionSearcher> searcher)
    : budget_(budget), searcher_(std::move(searcher)) {}

LearnCoach::~LearnCoach() = default;

void LearnCoach::stop() {
    stopped_.store(true);
    searcher_->stop();
}

const LearnBest& LearnCoach::bestAt(const Game& game, const LearnExercise& exercise) {
    for (const auto& [node, best] : best_)
        if (node == exercise.before && best->found) return *best;
    auto best = std::make_unique<LearnBest>();
    if (!stopped_.load()) {
        const Position pos = game.positionAt(exercise.before);
        const auto found = searcher_->search(pos, keysTo(game, exercise.before), budget_);
        if (found && !stopped_.load()) *best = learnBestOf(pos, found->score, found->pv);
    }
    best_.emplace_back(exercise.before, std::move(best));
    return *best_.back().second;
}

AttemptVerdict LearnCoach::judge(const Game& game, const LearnExercise& exercise, Move attempt) {
    const Position before = game.positionAt(exercise.before);
    if (!before.isLegal(attempt)) return *judgeBeforeSearch(game, exercise, attempt, {});
    const LearnBest& best = bestAt(game, exercise);
    if (auto v = judgeBeforeSearch(game, exercise, attempt, best)) return *v;
    const Position after = before.after(attempt);
    std::vector<uint64_t> keys = keysTo(game, exercise.before);
    keys.push_back(after.key());
    const auto found = searcher_->search(after, keys, budget_);
    if (!found || stopped_.load()) { // a stopped search's score is not an evaluation
        AttemptVerdict v;
        v.move = attempt;
        v.bestLine = best.line;
        v.bestEval = whiteView(best.score, exercise.mover);
        return v;
    }
    return judgeAfterSearch(exercise, attempt, best, found->score, after.sideToMove());
}

std::vector<Move> LearnCoach::bestLine(const Game& game, const LearnExercise& exercise) {
    if (!exercise.betterLine.empty()) return exercise.betterLine;
    return bestAt(game, exercise).line;
}

LearnSession::LearnSession(std::vector<LearnExercise> exercises)
    : exercises_(std::move(exercises)), outcomes_(exercises_.size(), LearnOutcome::Open),
      tries_(exercises_.size(), 0) {}

void LearnSession::attempted(bool accepted) {
    if (finished()) return;
    ++tries_[index_];
    LearnOutcome& o = outcomes_[index_];
    if (accepted && o == LearnOutcome::Open)
        o = tries_[index_] == 1 ? LearnOutcome::FirstTry : LearnOutcome::Solved;
}

void LearnSession::shown() {
    if (finished()) return;
    if (outcomes_[index_] == LearnOutcome::Open) outcomes_[index_] = LearnOutcome::Shown;
}

void LearnSession::next() {
    if (finished()) return;
    if (outcomes_[index_] == LearnOutcome::Open) outcomes_[index_] = LearnOutcome::Skipped;
    ++index_;
}

LearnScore LearnSession::score() const {
    LearnScore s;
    s.total = int(exercises_.size());
    for (LearnOutcome o : outcomes_) {
        s.solved += o == LearnOutcome::FirstTry || o == LearnOutcome::Solved;
        s.firstTry += o == LearnOutcome::FirstTry;
        s.shown += o == LearnOutcome::Shown;
        s.skipped += o == LearnOutcome::Skipped;
    }
    return s;
}

} // namespace chess960::review
