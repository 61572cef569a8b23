#include "review/learnjudge.h"

#include "engines/enginesession.h"

#include <QMetaObject>

namespace chess960::ui {

LearnJudge::LearnJudge(const Game& game, review::ReviewBudget budget, QObject* parent)
    : QObject(parent), game_(game), budget_(budget),
      session_(openEngineSession(QString(), {}, this)) {
    qRegisterMetaType<review::AttemptVerdict>();
    connect(session_, &EngineSession::bestMove, this, &LearnJudge::searched);
}

void LearnJudge::stop() {
    ++ticket_;
    task_ = Task::None;
    session_->stop();
}

const review::LearnBest* LearnJudge::knownBest(NodeId before) const {
    for (const auto& [node, best] : bests_)
        if (node == before) return &best;
    return nullptr;
}

void LearnJudge::judge(const review::LearnExercise& exercise, Move attempt) {
    stop();
    task_ = Task::Judge;
    exercise_ = exercise;
    attempt_ = attempt;
    if (!game_.positionAt(exercise.before).isLegal(attempt))
        return deliverVerdict(*review::judgeBeforeSearch(game_, exercise, attempt, {}));
    if (const review::LearnBest* best = knownBest(exercise.before)) return goOn(*best);
    searchFrom(exercise.before, std::nullopt, Step::Best);
}

void LearnJudge::findLine(const review::LearnExercise& exercise) {
    stop();
    task_ = Task::Line;
    exercise_ = exercise;
    if (!exercise.betterLine.empty()) return deliverLine(exercise.betterLine);
    if (const review::LearnBest* best = knownBest(exercise.before)) return goOn(*best);
    searchFrom(exercise.before, std::nullopt, Step::Best);
}

void LearnJudge::searchFrom(NodeId node, std::optional<Move> then, Step step) {
    step_ = step;
    SearchRequest request;
    request.start = game_.startPosition();
    for (NodeId n : game_.pathTo(node)) request.moves.push_back(game_.nodeMove(n).move);
    if (then) request.moves.push_back(*then);
    request.limits.nodes = budget_.nodes;
    request.limits.depth = budget_.depth;
    // One thread and an empty table, as the review searched: the same verdict each time.
    request.threads = 1;
    request.freshTable = true;
    ++searches_;
    session_->search(request);
}

void LearnJudge::goOn(const review::LearnBest& best) {
    best_ = best;
    if (task_ == Task::Line) return deliverLine(best.line);
    if (auto v = review::judgeBeforeSearch(game_, exercise_, attempt_, best))
        return deliverVerdict(*v);
    searchFrom(exercise_.before, attempt_, Step::After);
}

void LearnJudge::searched(const EngineMove& m) {
    if (task_ == Task::None) return;
    const Position before = game_.positionAt(exercise_.before);
    if (step_ == Step::Best) {
        if (m.positionKey != before.key()) return;
        const review::LearnBest best = review::learnBestOf(before, m.score, m.pv);
        if (best.found) bests_.emplace_back(exercise_.before, best);
        return goOn(best);
    }
    const Position after = before.after(attempt_);
    if (m.positionKey != after.key()) return;
    deliverVerdict(
        review::judgeAfterSearch(exercise_, attempt_, best_, m.score, after.sideToMove()));
}

void LearnJudge::deliverVerdict(const review::AttemptVerdict& v) {
    deliver([this, v] { emit judged(v); });
}

void LearnJudge::deliverLine(const std::vector<Move>& line) {
    deliver([this, line] { emit lineFound(line); });
}

void LearnJudge::deliver(std::function<void()> say) {
    // From the event loop, as an engine's answer would come: the caller has finished asking.
    QMetaObject::invokeMethod(
        this,
        [this, say = std::move(say), ticket = ticket_] {
            if (ticket != ticket_) return;
            task_ = Task::None;
            say();
        },
        Qt::QueuedConnection);
}

} // namespace chess960::ui
