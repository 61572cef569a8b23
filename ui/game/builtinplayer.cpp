#include "game/builtinplayer.h"

#include "chess960/engine/level.h"

namespace chess960::ui {

Position MoveRequest::position() const {
    Position pos = start;
    for (Move m : moves) pos = pos.after(m);
    return pos;
}

std::vector<uint64_t> MoveRequest::history() const {
    std::vector<uint64_t> keys;
    Position pos = start;
    for (Move m : moves) {
        keys.push_back(pos.key());
        pos = pos.after(m);
    }
    return keys;
}

BuiltInPlayer::BuiltInPlayer(int level, QObject* parent)
    : Player(parent), level_(std::clamp(level, engine::kMinLevel, engine::kMaxLevel)),
      worker_(new EngineWorker(this)) {
    connect(worker_, &EngineWorker::moveFound, this, [this](const EngineMove& m) {
        if (m.hint || m.positionKey != waitingFor_) return;
        waitingFor_ = 0;
        if (m.move.isNull()) {
            emit failed(tr("The computer found no move to play."), false);
            return;
        }
        emit moveChosen(m.move, m.score, m.san, m.reading);
    });
    connect(worker_, &EngineWorker::progress, this, [this](const EngineProgress& p) {
        if (waitingFor_ != 0 && p.positionKey == waitingFor_) emit progress(p);
    });
}

QString BuiltInPlayer::name() const {
    return tr("Computer (level %1)").arg(level_);
}

void BuiltInPlayer::requestMove(const MoveRequest& request) {
    const Position pos = request.position();
    waitingFor_ = pos.key();
    worker_->think(pos, request.history(), request.limits, level_);
}

void BuiltInPlayer::stop() {
    waitingFor_ = 0;
    worker_->stop();
}

void BuiltInPlayer::newGame() {
    worker_->newGame();
}

} // namespace chess960::ui
