#include "reviewrunner.h"

#include "engines/enginesession.h"
#include "engines/uciengine.h"

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

bool ReviewRunner::start(const Game& game, review::ReviewBudget budget, int threads) {
    if (running_) return false;
    if (game.mainLine().empty()) return false;
    // A copy of the game: the window's game may change meanwhile.
    plan_.emplace(game);
    budget_ = budget;
    next_ = 0;
    running_ = true;

    // The built-in engine: a session per core, each on one thread (the review's searches
    // gain more from running side by side than from sharing a table). An external engine:
    // one session, its process.
    const bool external = !engineName_.isEmpty();
    const int wanted = external ? 1 : threads > 0 ? threads : QThread::idealThreadCount();
    const int count = std::clamp(wanted, 1, int(plan_->positionCount()));
    for (int i = 0; i < count; ++i) {
        EngineSession* session = !external ? openEngineSession(QString(), {}, this)
                                 : program_.isEmpty()
                                     ? openEngineSession(engineName_, options_, this)
                                     : new UciProgramSession(engineName_, program_, options_, this);
        sessions_.push_back(Seat{session, std::nullopt});
        connect(session, &EngineSession::bestMove, this, [this, session](const EngineMove& m) {
            auto seat = std::find_if(sessions_.begin(), sessions_.end(),
                                     [session](const Seat& s) { return s.session == session; });
            if (seat == sessions_.end() || !seat->position) return;
            const size_t k = *seat->position;
            if (m.positionKey != plan_->position(k).key()) return;
            seat->position.reset();
            const size_t index = size_t(seat - sessions_.begin());
            positionDone(k, review::PositionFinding{m.score, m.pv});
            if (running_ && index < sessions_.size()) dispatch(sessions_[index]);
        });
        connect(session, &EngineSession::failed, this, [this](const QString& message) {
            emit failed(message);
            finish();
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
    while (running_ && !seat.position && next_ < plan_->positionCount()) {
        const size_t k = next_++;
        // No search where the board decides: mate, stalemate, or a draw the game ended in.
        if (auto decided = plan_->decided(k)) {
            positionDone(k, std::move(*decided));
            continue;
        }
        seat.position = k;
        SearchRequest request;
        request.start = plan_->game().startPosition();
        request.moves = plan_->movesTo(k);
        request.limits.nodes = budget_.nodes;
        request.limits.depth = budget_.depth;
        request.threads = 1;
        request.freshTable = true;
        seat.session->search(request);
    }
}

void ReviewRunner::cancel() {
    finish();
}

UciEngine* ReviewRunner::external() const {
    if (sessions_.empty()) return nullptr;
    auto* uci = qobject_cast<UciProgramSession*>(sessions_.front().session);
    return uci ? uci->engine() : nullptr;
}

void ReviewRunner::positionDone(size_t k, review::PositionFinding finding) {
    const std::vector<review::MoveReview> judged = plan_->record(k, std::move(finding));
    emit progress(plan_->done(), int(plan_->positionCount()), judged);
    if (plan_->finished()) finish();
}

void ReviewRunner::finish() {
    if (!running_) return;
    running_ = false;
    closeSessions();
    emit finished(plan_->review());
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
