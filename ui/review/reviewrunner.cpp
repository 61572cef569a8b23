#include "reviewrunner.h"

#include "engines/enginesession.h"
#include "engines/uciengine.h"

#include "chess960/engine/score.h"
#include "chess960/movegen.h"

#include <QMetaObject>
#include <QThread>

#include <algorithm>

namespace chess960::ui {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    running_ = false;
    closeSessions();
}

void ReviewRunner::setEngine(const QString& name, const QString& program,
                             const QMap<QString, QString>& options) {
    engineName_ = name;
    program_ = program;
    options_ = options;
}

bool ReviewRunner::start(const Game& game, engine::ReviewBudget budget, int threads) {
    if (running_) return false;
    const std::vector<NodeId> line = game.mainLine();
    if (line.empty()) return false;
    // A copy of the game: the window's game may change meanwhile.
    game_ = game;
    line_ = line;
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
    done_ = 0;
    drawnAtEnd_ = engine::reviewScoresLastPositionAsDraw(game_);
    running_ = true;

    // The built-in engine: a session per core, each on one thread (the review's searches
    // gain more from running side by side than from sharing a table). An external engine:
    // one session, its process.
    const bool external = !engineName_.isEmpty();
    const int wanted = external ? 1 : threads > 0 ? threads : QThread::idealThreadCount();
    const int count = std::clamp(wanted, 1, int(positions_.size()));
    for (int i = 0; i < count; ++i) {
        EngineSession* session = !external ? openEngineSession(QString(), {}, this)
                                 : program_.isEmpty()
                                     ? openEngineSession(engineName_, options_, this)
                                     : new UciSession(engineName_, program_, options_, this);
        sessions_.push_back(Seat{session, std::nullopt});
        connect(session, &EngineSession::bestMove, this, [this, session](const EngineMove& m) {
            auto seat = std::find_if(sessions_.begin(), sessions_.end(),
                                     [session](const Seat& s) { return s.session == session; });
            if (seat == sessions_.end() || !seat->position) return;
            const size_t k = *seat->position;
            if (m.positionKey != positions_[k].key()) return;
            seat->position.reset();
            const size_t index = size_t(seat - sessions_.begin());
            positionDone(k, engine::PositionFinding{m.score, m.pv});
            if (running_ && index < sessions_.size()) dispatch(sessions_[index]);
        });
        connect(session, &EngineSession::failed, this, [this](const QString& message) {
            emit failed(message);
            finish(false);
        });
    }
    // The searches start from the event loop: the caller hears every signal of this review,
    // even of positions decided without a search.
    QMetaObject::invokeMethod(
        this,
        [this] {
            for (size_t i = 0; running_ && i < sessions_.size(); ++i) dispatch(sessions_[i]);
        },
        Qt::QueuedConnection);
    return true;
}

void ReviewRunner::dispatch(Seat& seat) {
    while (running_ && !seat.position && next_ < positions_.size()) {
        const size_t k = next_++;
        const Position& pos = positions_[k];
        // No search where the board decides: mate, stalemate, or a draw the game ended in.
        if (!hasLegalMove(pos) || (k + 1 == positions_.size() && drawnAtEnd_)) {
            positionDone(k, {pos.inCheck() && !hasLegalMove(pos) ? -engine::kMate : 0, {}});
            continue;
        }
        seat.position = k;
        SearchRequest request;
        request.start = game_.startPosition();
        request.moves.assign(moves_.begin(), moves_.begin() + qsizetype(k));
        request.limits.nodes = budget_.nodes;
        request.limits.depth = budget_.depth;
        request.threads = 1;
        request.freshTable = true;
        seat.session->search(request);
    }
}

void ReviewRunner::cancel() {
    finish(false);
}

UciEngine* ReviewRunner::external() const {
    if (sessions_.empty()) return nullptr;
    auto* uci = qobject_cast<UciSession*>(sessions_.front().session);
    return uci ? uci->engine() : nullptr;
}

void ReviewRunner::positionDone(size_t k, engine::PositionFinding finding) {
    found_[k] = std::move(finding);
    ++done_;
    // Position k completes move k (from position k - 1) and move k + 1 (to position k + 1)
    // once the other end of each is known.
    std::vector<engine::MoveReview> judged;
    for (size_t ply : {k, k + 1}) {
        if (ply < 1 || ply >= positions_.size() || !found_[ply - 1] || !found_[ply]) continue;
        engine::MoveReview m = engine::judgeMove(
            game_, line_[ply - 1], int(ply), positions_[ply - 1], *found_[ply - 1], *found_[ply]);
        review_.moves[ply - 1] = m;
        judged.push_back(std::move(m));
    }
    emit progress(done_, int(positions_.size()), judged);
    if (done_ == int(positions_.size())) finish(true);
}

void ReviewRunner::finish(bool complete) {
    if (!running_) return;
    running_ = false;
    closeSessions();
    for (size_t i = 0; i < review_.moves.size(); ++i)
        if (!review_.moves[i].reviewed) {
            // Not reached: still say which move it is.
            review_.moves[i].node = line_[i];
            review_.moves[i].ply = int(i) + 1;
            review_.moves[i].mover = positions_[i].sideToMove();
            review_.moves[i].played = moves_[i];
        }
    review_.complete = complete;
    engine::summarizeReview(review_);
    emit finished(review_);
}

void ReviewRunner::closeSessions() {
    // A stopped session reports nothing more; an external engine's process and the built-in
    // engine's thread end with their session.
    for (Seat& seat : sessions_) {
        seat.session->disconnect(this);
        seat.session->stop();
        seat.session->deleteLater();
    }
    sessions_.clear();
}

} // namespace chess960::ui
