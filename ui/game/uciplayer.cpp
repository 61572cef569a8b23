#include "game/uciplayer.h"

#include "chess960/engine/explain.h"
#include "chess960/engine/score.h"
#include "chess960/notation.h"

namespace chess960::ui {

UciPlayer::UciPlayer(const QString& name, const QString& program,
                     const QMap<QString, QString>& options, QObject* parent)
    : Player(parent), name_(name), program_(program), engine_(new UciEngine(this)) {
    engine_->setDisplayName(name);
    engine_->setOptionValues(options);
    connect(engine_, &UciEngine::infoReceived, this, [this](const UciEngineInfoLine& line) {
        if (!waiting_ || line.positionKey != asked_.key()) return;
        if (line.info.multipv.value_or(1) != 1 || line.info.score.kind == UciScore::Kind::None)
            return;
        lastScore_ = engineScore(line.info.score);
        EngineProgress p;
        p.positionKey = asked_.key();
        p.depth = line.info.depth.value_or(0);
        p.score = lastScore_;
        p.reading = engine::readScore(lastScore_, asked_.sideToMove());
        p.moves = line.pv;
        const std::string san = sanLine(asked_, line.pv);
        p.line = QString::fromStdString(san);
        p.nodes = quint64(line.info.nodes.value_or(0));
        p.nps = quint64(line.info.nps.value_or(0));
        emit progress(p);
    });
    connect(engine_, &UciEngine::bestMove, this, [this](Move move, Move) {
        if (!waiting_) return;
        waiting_ = false;
        if (move.isNull()) {
            emit failed(tr("%1 found no move to play.").arg(name_), false);
            return;
        }
        emit moveChosen(move, lastScore_, QString::fromStdString(moveToSan(asked_, move)),
                        engine::readScore(lastScore_, asked_.sideToMove()));
    });
    connect(engine_, &UciEngine::failed, this, [this](UciFault fault, const QString& message) {
        const bool wasWaiting = waiting_;
        waiting_ = false;
        // A fault while nobody waits (e.g. the engine died between moves) is not said now:
        // the next request starts the engine again, and fails if it fails again.
        if (wasWaiting)
            emit failed(message,
                        fault == UciFault::IllegalMove || fault == UciFault::MalformedMove);
    });
}

void UciPlayer::requestMove(const MoveRequest& request) {
    asked_ = request.position();
    lastScore_ = 0;
    waiting_ = true; // before start(): a file that is missing fails at once
    const UciEngine::State state = engine_->state();
    if (state == UciEngine::State::Off || state == UciEngine::State::Failed) {
        engine_->start(program_);
        if (!waiting_) return;
    }
    engine_->go(request.start, request.moves, goLimits(request.limits));
}

void UciPlayer::stop() {
    if (!waiting_) return;
    waiting_ = false;
    engine_->stop();
}

void UciPlayer::newGame() {
    engine_->newGame();
}

UciGoLimits UciPlayer::goLimits(const engine::Limits& limits) {
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

int UciPlayer::engineScore(const UciScore& score) {
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

} // namespace chess960::ui
