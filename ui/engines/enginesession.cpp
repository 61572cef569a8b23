#include "engines/enginesession.h"

#include "engines/engineconfig.h"
#include "engines/uciengine.h"

#include "chess960/engine/score.h"
#include "chess960/notation.h"
#include "chess960/review/explain.h"

#include <algorithm>

namespace chess960::ui {

Position SearchRequest::position() const {
    Position pos = start;
    for (Move m : moves) pos = pos.after(m);
    return pos;
}

std::vector<uint64_t> SearchRequest::history() const {
    std::vector<uint64_t> keys;
    Position pos = start;
    for (Move m : moves) {
        keys.push_back(pos.key());
        pos = pos.after(m);
    }
    return keys;
}

// --- the built-in engine ---

BuiltInSession::BuiltInSession(QObject* parent)
    : EngineSession(parent), worker_(new EngineWorker(this)) {
    connect(worker_, &EngineWorker::moveFound, this, [this](const EngineMove& m) {
        if (m.positionKey != waitingFor_) return;
        waitingFor_ = 0;
        emit bestMove(m);
    });
    connect(worker_, &EngineWorker::progress, this, [this](const EngineProgress& p) {
        if (waitingFor_ != 0 && p.positionKey == waitingFor_) emit progress(p);
    });
}

QString BuiltInSession::name() const {
    return tr("Built-in engine");
}

void BuiltInSession::search(const SearchRequest& request) {
    const Position pos = request.position();
    waitingFor_ = pos.key();
    worker_->think(pos, request.history(), request.limits, request.level, false, request.threads,
                   request.freshTable);
}

void BuiltInSession::stop() {
    waitingFor_ = 0;
    worker_->stop();
}

void BuiltInSession::newGame() {
    waitingFor_ = 0;
    worker_->newGame();
}

// --- an external UCI engine ---

namespace {
UciGoLimits goLimits(const engine::Limits& limits) {
    UciGoLimits go;
    if (limits.timeLeftMs[White] >= 0 && limits.timeLeftMs[Black] >= 0) {
        go.wtimeMs = limits.timeLeftMs[White];
        go.btimeMs = limits.timeLeftMs[Black];
        go.wincMs = limits.incrementMs[White];
        go.bincMs = limits.incrementMs[Black];
        if (limits.movesToGo > 0) go.movesToGo = limits.movesToGo;
    }
    if (limits.moveTimeMs > 0) go.movetimeMs = limits.moveTimeMs;
    if (limits.depth > 0) go.depth = limits.depth;
    if (limits.nodes > 0) go.nodes = int64_t(limits.nodes);
    if (limits.infinite) go.infinite = true;
    return go;
}
} // namespace

UciProgramSession::UciProgramSession(const QString& name, const QString& program,
                                     const QMap<QString, QString>& options, QObject* parent)
    : EngineSession(parent), name_(name), program_(program), engine_(new UciEngine(this)) {
    engine_->setDisplayName(name);
    engine_->setOptionValues(options);
    connect(engine_, &UciEngine::infoReceived, this, [this](const UciEngineInfoLine& line) {
        // A bound from an aspiration window is not the position's value.
        if (!waiting_ || line.positionKey != asked_.key() || line.pv.empty() ||
            line.info.score.kind == UciScore::Kind::None ||
            line.info.score.bound != UciScore::Bound::Exact)
            return;
        EngineProgress p;
        p.positionKey = asked_.key();
        p.multiPv = line.info.multipv.value_or(1);
        if (p.multiPv < 1 || p.multiPv > lines_) return;
        p.depth = line.info.depth.value_or(0);
        p.score = engineScore(line.info.score);
        if (p.multiPv == 1) {
            lastScore_ = p.score;
            lastLine_ = line.pv;
        }
        p.reading = review::readScore(p.score, asked_.sideToMove());
        p.moves = line.pv;
        p.line = QString::fromStdString(sanLine(asked_, line.pv));
        p.nodes = quint64(line.info.nodes.value_or(0));
        p.nps = quint64(line.info.nps.value_or(0));
        emit progress(p);
    });
    connect(engine_, &UciEngine::bestMove, this, [this](Move move, Move) {
        if (!waiting_) return;
        waiting_ = false;
        EngineMove m;
        m.positionKey = asked_.key();
        m.move = move;
        if (!move.isNull()) m.san = QString::fromStdString(moveToSan(asked_, move));
        m.score = lastScore_;
        m.reading = review::readScore(lastScore_, asked_.sideToMove());
        // The line starts with the move played, whatever the last line said.
        if (!move.isNull())
            m.pv = !lastLine_.empty() && lastLine_.front() == move ? lastLine_
                                                                   : std::vector<Move>{move};
        emit bestMove(m);
    });
    connect(engine_, &UciEngine::failed, this, [this](UciFault fault, const QString& message) {
        const bool wasWaiting = waiting_;
        waiting_ = false;
        // A fault while nobody waits (e.g. the engine died between moves) is not said now:
        // the next search starts the engine again, and fails if it fails again.
        if (wasWaiting)
            emit failed(message,
                        fault == UciFault::IllegalMove || fault == UciFault::MalformedMove);
    });
}

void UciProgramSession::search(const SearchRequest& request) {
    asked_ = request.position();
    lastScore_ = 0;
    lastLine_.clear();
    waiting_ = true; // before start(): a file that is missing fails at once
    const UciEngine::State state = engine_->state();
    if (state == UciEngine::State::Off || state == UciEngine::State::Failed) {
        engine_->start(program_);
        if (!waiting_) return;
    }
    // Told when it changes; an engine started again gets the last value with its options.
    const int lines = std::max(1, request.limits.multiPv);
    if (lines != lines_) {
        lines_ = lines;
        engine_->setOption(QStringLiteral("MultiPV"), QString::number(lines));
    }
    engine_->go(request.start, request.moves, goLimits(request.limits));
}

void UciProgramSession::stop() {
    if (!waiting_) return;
    waiting_ = false;
    engine_->stop();
}

void UciProgramSession::newGame() {
    engine_->newGame();
}

int UciProgramSession::engineScore(const UciScore& score) {
    switch (score.kind) {
    case UciScore::Kind::None: return 0;
    case UciScore::Kind::Centipawns:
        return std::clamp(score.value, -engine::kMateBound + 1, engine::kMateBound - 1);
    case UciScore::Kind::Mate:
        // Mate in n moves is 2n - 1 plies for the side to move, being mated in n is 2n.
        if (score.value > 0) return engine::kMate - (2 * score.value - 1);
        return -(engine::kMate - 2 * -score.value);
    }
    return 0;
}

UciGoLimits UciProgramSession::goLimitsFor(const engine::Limits& limits) {
    return goLimits(limits);
}

// --- an engine that cannot be started here ---

void FailingSession::search(const SearchRequest&) {
    // Said after the caller has set itself up to hear it, as a real engine would.
    QMetaObject::invokeMethod(
        this, [this] { emit failed(message_, false); }, Qt::QueuedConnection);
}

EngineSession* openEngineSession(const QString& engineName, const QMap<QString, QString>& options,
                                 QObject* parent) {
    if (engineName.isEmpty()) return new BuiltInSession(parent);
    const auto config = EngineStore::findByName(engineName);
    if (!config)
        return new FailingSession(
            engineName,
            EngineSession::tr("The engine \"%1\" is not configured here.").arg(engineName), parent);
    QMap<QString, QString> values = config->values;
    values.insert(options);
    return new UciProgramSession(config->name, config->path, values, parent);
}

} // namespace chess960::ui
