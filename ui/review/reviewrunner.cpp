#include "reviewrunner.h"

#include "engines/enginesession.h"
#include "engines/uciengine.h"

#include "chess960/engine/score.h"
#include "chess960/movegen.h"

#include <QMetaObject>

namespace chess960::ui {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    if (reviewer_) reviewer_->stop();
    join();
}

void ReviewRunner::join() {
    if (thread_.joinable()) thread_.join();
}

void ReviewRunner::setEngine(const QString& name, const QString& program,
                             const QMap<QString, QString>& options) {
    engineName_ = name;
    program_ = program;
    options_ = options;
}

bool ReviewRunner::start(const Game& game, engine::ReviewBudget budget, int threads) {
    if (running_) return false;
    if (!engineName_.isEmpty()) return startExternal(game, budget);
    join(); // the thread of the review before has delivered its result already
    reviewer_ = std::make_unique<engine::GameReviewer>(budget, threads);
    running_ = true;
    engine::GameReviewer* reviewer = reviewer_.get();
    // The copy of the game goes with the thread: the window's game may change meanwhile.
    // Results come back as queued calls to this object, which outlives the thread (the
    // destructor joins it); calls still queued when it is destroyed are dropped by Qt.
    thread_ = std::thread([this, reviewer, game] {
        engine::GameReview review = reviewer->run(game, [this](const engine::ReviewProgress& p) {
            QMetaObject::invokeMethod(
                this,
                [this, done = p.positionsDone, total = p.positionsTotal, moves = p.moves] {
                    emit progress(done, total, moves);
                },
                Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, review = std::move(review)] {
                running_ = false;
                emit finished(review);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void ReviewRunner::cancel() {
    if (!running_) return;
    if (uci_) {
        cancelled_ = true;
        // A search under way answers "stop" and its answer ends the review; a request not
        // sent yet is dropped and nothing will answer.
        const bool searching = uci_->state() == UciEngine::State::Searching;
        uci_->stop();
        if (!searching) finishExternal(false);
        return;
    }
    if (reviewer_) reviewer_->stop();
}

bool ReviewRunner::startExternal(const Game& game, engine::ReviewBudget budget) {
    game_ = game;
    line_ = game.mainLine();
    if (line_.empty()) return false;
    budget_ = budget;
    positions_ = {game.startPosition()};
    moves_.clear();
    for (NodeId n : line_) {
        moves_.push_back(game.nodeMove(n).move);
        positions_.push_back(positions_.back().after(moves_.back()));
    }
    found_.assign(positions_.size(), std::nullopt);
    review_ = engine::GameReview{};
    review_.moves.resize(line_.size());
    next_ = 0;
    cancelled_ = false;
    running_ = true;
    if (uci_) uci_->deleteLater();
    uci_ = new UciEngine(this);
    uci_->setDisplayName(engineName_);
    uci_->setOptionValues(options_);
    connect(uci_, &UciEngine::infoReceived, this, [this](const UciEngineInfoLine& l) {
        if (next_ >= positions_.size() || l.positionKey != positions_[next_].key()) return;
        if (l.info.multipv.value_or(1) != 1 || l.info.score.kind == UciScore::Kind::None) return;
        // Bounds from an aspiration window are not the position's value.
        if (l.info.score.bound != UciScore::Bound::Exact) return;
        current_.score = UciSession::engineScore(l.info.score);
        current_.pv = l.pv;
    });
    connect(uci_, &UciEngine::bestMove, this, [this](Move best, Move) {
        if (cancelled_) return finishExternal(false);
        // The line starts with the move played, whatever the last info line said.
        if (!best.isNull() && (current_.pv.empty() || current_.pv.front() != best))
            current_.pv = {best};
        positionDone(current_);
    });
    connect(uci_, &UciEngine::failed, this, [this](UciFault, const QString& message) {
        emit failed(message);
        finishExternal(false);
    });
    uci_->start(program_);
    if (running_) searchNext(); // a file that cannot start has failed already
    return true;
}

void ReviewRunner::searchNext() {
    while (next_ < positions_.size()) {
        const Position& pos = positions_[next_];
        const bool last = next_ + 1 == positions_.size();
        // No search where the board decides: mate, stalemate, or a draw the game ended in.
        if (!hasLegalMove(pos) || (last && engine::reviewScoresLastPositionAsDraw(game_))) {
            positionDone({pos.inCheck() && !hasLegalMove(pos) ? -engine::kMate : 0, {}});
            return;
        }
        current_ = {};
        UciGoLimits go;
        if (budget_.nodes > 0) go.nodes = int64_t(budget_.nodes);
        if (budget_.depth > 0) go.depth = budget_.depth;
        const std::vector<Move> before(moves_.begin(), moves_.begin() + qsizetype(next_));
        uci_->go(game_.startPosition(), before, go);
        return;
    }
}

void ReviewRunner::positionDone(engine::PositionFinding finding) {
    const size_t k = next_;
    found_[k] = std::move(finding);
    std::vector<engine::MoveReview> judged;
    // Position k completes move k (from position k - 1).
    if (k >= 1 && found_[k - 1]) {
        engine::MoveReview m = engine::judgeMove(game_, line_[k - 1], int(k), positions_[k - 1],
                                                 *found_[k - 1], *found_[k]);
        review_.moves[k - 1] = m;
        judged.push_back(std::move(m));
    }
    ++next_;
    emit progress(int(next_), int(positions_.size()), judged);
    if (next_ == positions_.size()) return finishExternal(true);
    // The next search starts from the event loop: a position decided without a search
    // would otherwise recurse through the whole game.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (running_ && !cancelled_) searchNext();
        },
        Qt::QueuedConnection);
}

void ReviewRunner::finishExternal(bool complete) {
    if (!running_) return;
    running_ = false;
    for (size_t i = 0; i < review_.moves.size(); ++i)
        if (!review_.moves[i].reviewed) {
            review_.moves[i].node = line_[i];
            review_.moves[i].ply = int(i) + 1;
            review_.moves[i].mover = positions_[i].sideToMove();
            review_.moves[i].played = moves_[i];
        }
    review_.complete = complete;
    engine::summarizeReview(review_);
    if (uci_) {
        uci_->disconnect(this);
        uci_->close();
        uci_->deleteLater();
        uci_ = nullptr;
    }
    emit finished(review_);
}

} // namespace chess960::ui
