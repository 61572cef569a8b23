#include "game/engineplayer.h"

#include "chess960/engine/level.h"

#include <algorithm>

namespace chess960::ui {

EnginePlayer::EnginePlayer(EngineSession* session, int level, QObject* parent)
    : Player(parent), session_(session),
      level_(std::clamp(level, engine::kMinLevel, engine::kMaxLevel)),
      builtIn_(qobject_cast<BuiltInSession*>(session) != nullptr) {
    session_->setParent(this);
    connect(session_, &EngineSession::bestMove, this, [this](const EngineMove& m) {
        if (m.move.isNull()) {
            emit failed(builtIn_ ? tr("The computer found no move to play.")
                                 : tr("%1 found no move to play.").arg(session_->name()),
                        false);
            return;
        }
        emit moveChosen(m.move, m.score, m.san, m.reading);
    });
    connect(session_, &EngineSession::progress, this, [this](const EngineProgress& p) {
        if (p.multiPv == 1) emit progress(p);
    });
    connect(session_, &EngineSession::failed, this, &Player::failed);
}

QString EnginePlayer::name() const {
    return builtIn_ ? tr("Computer (level %1)").arg(level_) : session_->name();
}

void EnginePlayer::requestMove(const MoveRequest& request) {
    MoveRequest r = request;
    r.level = level_;
    session_->search(r);
}

void EnginePlayer::stop() {
    session_->stop();
}

void EnginePlayer::newGame() {
    session_->newGame();
}

} // namespace chess960::ui
