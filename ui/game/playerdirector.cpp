#include "game/playerdirector.h"

#include "engines/engineconfig.h"
#include "game/engineplayer.h"
#include "game/gameclock.h"
#include "game/gamesession.h"

#include "chess960/engine/level.h"

#include <QTimer>

namespace chess960::ui {

PlayerDirector::PlayerDirector(GameSession* game, QObject* parent)
    : QObject(parent), game_(game), hint_(new BuiltInSession(this)) {
    connect(game_, &GameSession::gameStarted, this, [this] {
        // Each game starts its engines clean: a new process (and a built-in engine with empty
        // tables) whatever the game before left in them, which "ucinewgame" alone cannot undo
        // in an engine that keeps something between games.
        if (thinking_) setThinking(false);
        releasePlayers();
        setUpPlayers();
        for (Player* p : players_)
            if (p) p->newGame();
        hint_->newGame();
    });
    connect(game_, &GameSession::playersChanged, this, [this] {
        setUpPlayers();
        follow();
    });
    connect(game_, &GameSession::positionChanged, this, &PlayerDirector::follow);
    connect(game_, &GameSession::analysisChanged, this, &PlayerDirector::follow);
    connect(hint_, &EngineSession::bestMove, this, [this](const EngineMove& move) {
        if (!hinting_ || move.positionKey != game_->position().key()) return;
        hinting_ = false;
        if (!move.move.isNull()) emit hintReady(move.move, move.san, move.reading);
    });
    connect(hint_, &EngineSession::progress, this, [this](const EngineProgress& p) {
        if (hinting_) emit progress(p); // a hint shows its line too
    });
    setUpPlayers();
}

void PlayerDirector::setFactory(Factory factory) {
    factory_ = std::move(factory);
    for (Color c : {White, Black}) {
        delete players_[c];
        players_[c] = nullptr;
        specs_[c] = PlayerSpec::person();
    }
    setThinking(false);
    setUpPlayers();
}

bool PlayerDirector::acceptsDraw(int scoreForEngine, int plyCount) {
    if (scoreForEngine <= kAcceptDrawBelowCp) return true;
    return plyCount >= kLevelPositionFromPly && std::abs(scoreForEngine) <= kLevelPositionCp;
}

// A player object for each side an engine plays; kept while its spec stays the same (its
// memory of the game goes on), replaced when it changes.
void PlayerDirector::setUpPlayers() {
    for (Color c : {White, Black}) {
        const PlayerSpec& spec = game_->players()[c];
        if (players_[c] && spec == specs_[c]) continue;
        if (players_[c]) {
            players_[c]->stop();
            players_[c]->deleteLater();
            players_[c] = nullptr;
            if (thinking_ && thinkingSide_ == c) setThinking(false);
        }
        specs_[c] = spec;
        if (spec.isPerson()) continue;
        Player* p = factory_ ? factory_(spec, this) : nullptr;
        // The one place that chooses the engine: the built-in one, or the configured engine
        // of that name with the game's options on top of its own.
        if (!p)
            p = new EnginePlayer(
                openEngineSession(spec.kind == PlayerKind::BuiltIn ? QString() : spec.engine,
                                  spec.options),
                spec.level, this);
        players_[c] = p;
        connect(p, &Player::moveChosen, this,
                [this, c](Move m, int score, const QString& san, const review::ScoreReading& r) {
                    moveChosen(c, m, score, san, r);
                });
        connect(p, &Player::failed, this, [this, c](const QString& message, bool illegal) {
            if (!thinking_ || thinkingSide_ != c) return;
            setThinking(false);
            playerFailedToMove(c, message, illegal);
        });
        connect(p, &Player::progress, this, [this, c](const EngineProgress& progress) {
            if (thinking_ && thinkingSide_ == c) emit this->progress(progress);
        });
    }
}

void PlayerDirector::follow() {
    const bool machineToMove = game_->isMachineTurn();
    const Color side = game_->position().sideToMove();
    const quint64 key = game_->position().key();
    if (machineToMove && thinking_ && thinkingSide_ == side && key == thinkingFor_) return;
    // An engine whose flag fell while it thought: the record says so, in words.
    if (thinking_ && players_[thinkingSide_] && game_->game().isOver() &&
        game_->game().termination() == Termination::TimeForfeit)
        game_->addEndNote(tr("%1 did not answer with a move before its time ran out.")
                              .arg(players_[thinkingSide_]->name()));
    // Anything else running is for a position that is gone (or a hint nobody needs now).
    if (thinking_ && players_[thinkingSide_]) players_[thinkingSide_]->stop();
    if (hinting_) hint_->stop();
    hinting_ = false;
    // A finished game needs no engine: an engine's process ends with it, and a game that goes
    // on again (a take-back, the same players once more) starts it anew.
    if (game_->game().isOver()) {
        releasePlayers();
        setThinking(false);
        return;
    }
    if (machineToMove && !players_[side]) setUpPlayers();
    if (!machineToMove || !players_[side]) {
        setThinking(false);
        return;
    }
    MoveRequest request;
    const Game& g = game_->game();
    request.start = g.startPosition();
    for (const PlayedMove& m : g.moves()) request.moves.push_back(m.move);
    request.limits = moveLimits(side);
    thinkingSide_ = side;
    thinkingFor_ = key;
    askedAt_.start();
    setThinking(true);
    players_[side]->requestMove(request);
}

void PlayerDirector::moveChosen(Color side, Move move, int score, const QString& san,
                                const review::ScoreReading& reading) {
    if (!thinking_ || thinkingSide_ != side || !game_->isMachineTurn() ||
        game_->position().sideToMove() != side || game_->position().key() != thinkingFor_)
        return;
    // Engines playing each other without a clock: a move that came too soon waits for the
    // rest of the pause, still "thinking"; a new position or a stop meanwhile drops it.
    const qint64 early = moveDelayMs_ - askedAt_.elapsed();
    if (early > 0 && game_->players().people() == 0 && !game_->clock()->enabled()) {
        const quint64 key = thinkingFor_;
        QTimer::singleShot(early, this, [=, this] {
            if (thinking_ && thinkingFor_ == key && game_->isMachineTurn() &&
                game_->position().key() == key)
                moveChosenNow(side, move, score, san, reading);
        });
        return;
    }
    moveChosenNow(side, move, score, san, reading);
}

void PlayerDirector::moveChosenNow(Color side, Move move, int score, const QString& san,
                                   const review::ScoreReading& reading) {
    setThinking(false);
    const int plies = game_->game().plyCount();
    if (game_->drawOffered()) {
        const bool accept = acceptsDraw(score, plies);
        game_->answerDrawOffer(accept);
        if (accept) return;
    }
    // Claiming a repetition or the 50-move rule is an engine's right when it is not better.
    if (game_->game().canClaimDraw() && score <= 0 && game_->claimDrawForMachine()) return;
    if (game_->playMachineMove(move)) {
        emit machineMoved(san, reading);
        return;
    }
    const QString name = players_[side] ? players_[side]->name() : QString();
    playerFailedToMove(side, tr("%1 answered with a move that is not legal here.").arg(name), true);
}

void PlayerDirector::playerFailedToMove(Color side, const QString& message, bool illegalMove) {
    // Between engines nobody can choose how to go on: the engine that failed loses the game,
    // with what it did in the record. The failure is said first, so that whoever shows the
    // result knows why the game ended.
    const bool forfeits = game_->players().people() == 0 && game_->isMachineTurn() &&
                          game_->position().sideToMove() == side && !game_->game().isOver();
    emit playerFailed(side, message, illegalMove, forfeits);
    if (forfeits) game_->forfeitByMachine(side, message, illegalMove);
}

void PlayerDirector::requestHint() {
    if (!game_->acceptsBoardMoves() || thinking_) return;
    SearchRequest request;
    const Game& g = game_->game();
    request.start = g.startPosition();
    for (const PlayedMove& m : g.moves()) request.moves.push_back(m.move);
    request.limits.moveTimeMs = hintMs_;
    hinting_ = true;
    hint_->search(request);
}

void PlayerDirector::releasePlayers() {
    for (Player*& p : players_) {
        if (!p) continue;
        p->stop();
        p->deleteLater();
        p = nullptr;
    }
}

void PlayerDirector::stop() {
    for (Player* p : players_)
        if (p) p->stop();
    hint_->stop();
    hinting_ = false;
    setThinking(false);
}

void PlayerDirector::setThinking(bool on) {
    if (thinking_ == on) return;
    thinking_ = on;
    emit thinkingChanged(on);
}

engine::Limits PlayerDirector::moveLimits(Color side) const {
    if (fixedLimits_) return *fixedLimits_;
    engine::Limits limits;
    const GameClock* clock = game_->clock();
    if (clock->enabled()) {
        for (Color c : {White, Black}) {
            limits.timeLeftMs[c] = clock->remaining(c);
            limits.incrementMs[c] = clock->timeControl()->increment(c);
        }
        return limits;
    }
    // Without a clock the weaker levels answer quickly (their depth caps stop them anyway)
    // and full strength takes a few seconds, like a person at a leisurely pace; an external
    // engine gets the full-strength time.
    const PlayerSpec& spec = game_->players()[side];
    const int level = spec.kind == PlayerKind::BuiltIn ? spec.level : engine::kMaxLevel;
    limits.moveTimeMs = level >= 9 ? 3000 : level >= 6 ? 1500 : 800;
    return limits;
}

} // namespace chess960::ui
