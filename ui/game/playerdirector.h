// The game asks its players to move: when the side to move is played by an engine (the
// built-in one at a level, or an external one), the director hands it the game so far and the
// clocks, and plays its answer; it stops the engine the moment the game moves on without it
// (take-back, new game, analysis). An engine that fails is reported with the game kept as it
// is. The director also answers draw offers with the engine's evaluation, lets an engine claim
// a draw it is entitled to when it stands no better, and works out hints with the built-in
// engine.
#pragma once

#include "engines/engineworker.h"
#include "game/player.h"
#include "game/players.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <optional>

namespace chess960::ui {

class GameSession;

class PlayerDirector : public QObject {
    Q_OBJECT
public:
    /// \brief An engine accepts a draw when its own evaluation is at most this (it stands
    /// worse by a third of a pawn or more) ...
    static constexpr int kAcceptDrawBelowCp = -30;
    /// \brief ... or when the position is dead level (within this) after move 40.
    static constexpr int kLevelPositionCp = 15;
    static constexpr int kLevelPositionFromPly = 80;

    /// \brief Makes the Player for a side's spec (the director owns it).
    using Factory = std::function<Player*(const PlayerSpec& spec, QObject* parent)>;

    explicit PlayerDirector(GameSession* game, QObject* parent = nullptr);

    /// \brief How players are made. Where the factory makes none (or there is no factory),
    /// a player plays through openEngineSession: BuiltIn is the built-in engine and External
    /// the configured engine of that name (EngineStore), or one that fails with "not
    /// configured".
    /// The players of the game are made anew.
    void setFactory(Factory factory);
    /// \brief The player asked to move for side c (null for a person).
    Player* player(Color c) const { return players_[c]; }
    /// \brief An engine is thinking about its move (not a hint).
    bool isThinking() const { return thinking_; }
    /// \brief A hint is being worked out.
    bool isHinting() const { return hinting_; }
    /// \brief Fixed limits for the engines' moves (tests); by default the clock or a time
    /// per move suited to the level decide.
    void setMoveLimits(std::optional<engine::Limits> limits) { fixedLimits_ = limits; }
    /// \brief Time for a hint.
    void setHintTimeMs(int ms) { hintMs_ = ms; }
    /// \brief Engines playing each other without a clock: the least time from one move to
    /// the next, so that a person can follow the game (an engine that answers at once, as the
    /// low levels do, waits the rest); 0 plays each move as it comes.
    void setMoveDelayMs(int ms) { moveDelayMs_ = std::max(0, ms); }
    int moveDelayMs() const { return moveDelayMs_; }

    /// \brief Whether an engine's decision on a draw offer, with its evaluation in
    /// centipawns for itself, is to accept.
    static bool acceptsDraw(int scoreForEngine, int plyCount);

public slots:
    /// \brief Asks for the best move for the side to move; the answer comes as hintReady.
    void requestHint();
    /// \brief Stops whatever the engines are doing; the side to move is asked again at its
    /// next turn.
    void stop();

signals:
    void thinkingChanged(bool thinking);
    void progress(const chess960::ui::EngineProgress& progress);
    void hintReady(chess960::Move move, const QString& san,
                   const chess960::review::ScoreReading& reading);
    /// \brief An engine played, with its evaluation in words.
    void machineMoved(const QString& san, const chess960::review::ScoreReading& reading);
    /// \brief The engine playing `side` failed (crashed, hung, sent an illegal move ...):
    /// message says what it did. Against a person the game stays as it was, waiting for that
    /// side; between engines (forfeits) the engine loses the game right after this signal,
    /// with message in the record.
    void playerFailed(chess960::Color side, const QString& message, bool illegalMove,
                      bool forfeits);

private:
    /// \brief Lets every engine player go (a finished game): their processes end.
    void releasePlayers();
    void setUpPlayers();
    void follow();
    void moveChosenNow(Color side, Move move, int score, const QString& san,
                       const review::ScoreReading& reading);
    void moveChosen(Color side, Move move, int score, const QString& san,
                    const review::ScoreReading& reading);
    void setThinking(bool on);
    /// \brief What happens when the player of side cannot move: said, and between engines
    /// the game is forfeited.
    void playerFailedToMove(Color side, const QString& message, bool illegalMove);
    engine::Limits moveLimits(Color side) const;

    GameSession* game_;
    EngineSession* hint_; // the built-in engine at full strength
    Factory factory_;
    Player* players_[2] = {nullptr, nullptr};
    PlayerSpec specs_[2];
    std::optional<engine::Limits> fixedLimits_;
    int hintMs_ = 1500;
    int moveDelayMs_ = 0;
    QElapsedTimer askedAt_; // when the engine thinking now was asked
    bool thinking_ = false;
    bool hinting_ = false;
    Color thinkingSide_ = White;
    quint64 thinkingFor_ = 0; // key of the position the engine is thinking about
};

} // namespace chess960::ui
