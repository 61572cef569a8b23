#include "enginecontroller.h"

#include "gameclock.h"
#include "gamecontroller.h"

#include "chess960/engine/level.h"

namespace chess960::ui {

EngineController::EngineController(GameController* game, QObject* parent)
    : QObject(parent), game_(game), worker_(new EngineWorker(this)) {
    connect(game_, &GameController::positionChanged, this, &EngineController::follow);
    connect(game_, &GameController::gameStarted, worker_, &EngineWorker::newGame);
    connect(worker_, &EngineWorker::moveFound, this, &EngineController::onMove);
    connect(worker_, &EngineWorker::progress, this, [this](const EngineProgress& p) {
        if (thinking_ || hinting_) emit progress(p); // a hint shows its line too
    });
}

bool EngineController::acceptsDraw(int scoreForComputer, int plyCount) {
    if (scoreForComputer <= kAcceptDrawBelowCp) return true;
    return plyCount >= kLevelPositionFromPly && std::abs(scoreForComputer) <= kLevelPositionCp;
}

void EngineController::follow() {
    const bool computerToMove = game_->isComputerTurn();
    const quint64 key = game_->position().key();
    if (computerToMove && thinking_ && key == thinkingFor_) return; // already on it
    // Anything else running is for a position that is gone (or a hint nobody needs now).
    if (thinking_ || hinting_) worker_->stop();
    hinting_ = false;
    if (!computerToMove) {
        setThinking(false);
        return;
    }
    thinkingFor_ = key;
    worker_->think(game_->position(), history(), moveLimits(), game_->computerLevel());
    setThinking(true);
}

void EngineController::requestHint() {
    if (!game_->acceptsBoardMoves() || thinking_) return;
    engine::Limits limits;
    limits.moveTimeMs = hintMs_;
    hinting_ = true;
    worker_->think(game_->position(), history(), limits, engine::kMaxLevel, true);
}

void EngineController::stop() {
    worker_->stop();
    hinting_ = false;
    setThinking(false);
}

void EngineController::onMove(const EngineMove& move) {
    if (move.hint) {
        if (!hinting_ || move.positionKey != game_->position().key()) return;
        hinting_ = false;
        if (!move.move.isNull()) emit hintReady(move.move, move.san, move.reading);
        return;
    }
    if (!thinking_ || move.positionKey != game_->position().key() || !game_->isComputerTurn())
        return;
    setThinking(false);
    const int plies = game_->game().plyCount();
    if (game_->drawOffered()) {
        const bool accept = acceptsDraw(move.score, plies);
        game_->answerDrawOffer(accept);
        if (accept) return;
    }
    // Claiming a repetition or the 50-move rule is the computer's right when it is not better.
    if (game_->game().canClaimDraw() && move.score <= 0) {
        game_->claimDraw();
        return;
    }
    if (game_->playComputerMove(move.move)) emit computerMoved(move.san, move.reading);
}

void EngineController::setThinking(bool on) {
    if (thinking_ == on) return;
    thinking_ = on;
    emit thinkingChanged(on);
}

std::vector<uint64_t> EngineController::history() const {
    std::vector<uint64_t> keys;
    const Game& g = game_->game();
    for (int ply = 0; ply < g.plyCount(); ++ply) keys.push_back(g.positionAt(ply).key());
    return keys;
}

engine::Limits EngineController::moveLimits() const {
    if (fixedLimits_) return *fixedLimits_;
    engine::Limits limits;
    const GameClock* clock = game_->clock();
    if (clock->enabled()) {
        for (Color c : {White, Black}) {
            limits.timeLeftMs[c] = clock->remaining(c);
            limits.incrementMs[c] = clock->timeControl()->incrementMs;
        }
        return limits;
    }
    // Without a clock the weaker levels answer quickly (their depth caps stop them anyway)
    // and full strength takes a few seconds, like a person at a leisurely pace.
    const int level = game_->computerLevel();
    limits.moveTimeMs = level >= 9 ? 3000 : level >= 6 ? 1500 : 800;
    return limits;
}

} // namespace chess960::ui
