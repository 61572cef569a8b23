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
    if (session_) {
        // The session reports nothing more once stopped: the review ends here.
        cancelled_ = true;
        session_->stop();
        finishExternal(false);
        return;
    }
    if (reviewer_) reviewer_->stop();
}

UciEngine* ReviewRunner::external() const {
    auto* uci = qobject_cast<UciSession*>(session_);
    return uci ? uci->engine() : nullptr;
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
    // A configured engine by its name (the one choice of engine), or a program given here.
    session_ = program_.isEmpty() ? openEngineSession(engineName_, options_, this)
                                  : new UciSession(engineName_, program_, options_, this);
    connect(session_, &EngineSession::progress, this, [this](const EngineProgress& p) {
        if (next_ >= positions_.size() || p.positionKey != positions_[next_].key()) return;
        if (p.multiPv != 1) return;
        current_.score = p.score;
        current_.pv = p.moves;
    });
    connect(session_, &EngineSession::bestMove, this, [this](const EngineMove& m) {
        if (next_ >= positions_.size() || m.positionKey != positions_[next_].key()) return;
        // The line starts with the move played, whatever the last progress said.
        if (!m.move.isNull() && (current_.pv.empty() || current_.pv.front() != m.move))
            current_.pv = {m.move};
        positionDone(current_);
    });
    connect(session_, &EngineSession::failed, this, [this](const QString& message) {
        emit failed(message);
        finishExternal(false);
    });
    searchNext();
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
        SearchRequest request;
        request.start = game_.startPosition();
        request.moves.assign(moves_.begin(), moves_.begin() + qsizetype(next_));
        request.limits.nodes = budget_.nodes;
        request.limits.depth = budget_.depth;
        session_->search(request);
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
    if (session_) {
        // An external engine's process ends with its session.
        session_->disconnect(this);
        session_->stop();
        session_->deleteLater();
        session_ = nullptr;
    }
    emit finished(review_);
}

} // namespace chess960::ui
