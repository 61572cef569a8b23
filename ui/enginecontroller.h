// The computer as a player: when it is the computer's turn it asks the engine worker for a
// move and plays the answer; it stops the search the moment the game moves on without it
// (take-back, new game, a game loaded). It also answers hints and draw offers.
#pragma once

#include "engineworker.h"

#include <QObject>

#include <optional>

namespace chess960::ui {

class GameController;

class EngineController : public QObject {
    Q_OBJECT
public:
    /// \brief The computer accepts a draw when its own evaluation is at most this (it stands
    /// worse by a third of a pawn or more) ...
    static constexpr int kAcceptDrawBelowCp = -30;
    /// \brief ... or when the position is dead level (within this) after move 40.
    static constexpr int kLevelPositionCp = 15;
    static constexpr int kLevelPositionFromPly = 80;

    explicit EngineController(GameController* game, QObject* parent = nullptr);

    EngineWorker* worker() const { return worker_; }
    /// \brief The computer is thinking about its move (not a hint).
    bool isThinking() const { return thinking_; }
    /// \brief A hint is being worked out.
    bool isHinting() const { return hinting_; }
    /// \brief Fixed limits for the computer's moves (tests, analysis); by default the clock
    /// or a time per move suited to the level decide.
    void setMoveLimits(std::optional<engine::Limits> limits) { fixedLimits_ = limits; }
    /// \brief Time for a hint.
    void setHintTimeMs(int ms) { hintMs_ = ms; }

    /// \brief Whether the computer's decision on a draw offer, with its evaluation in
    /// centipawns for itself, is to accept.
    static bool acceptsDraw(int scoreForComputer, int plyCount);

public slots:
    /// \brief Asks for the best move for the side to move; the answer comes as hintReady.
    void requestHint();
    /// \brief Stops whatever the engine is doing; the computer starts again at its next turn.
    void stop();

signals:
    void thinkingChanged(bool thinking);
    void progress(const chess960::ui::EngineProgress& progress);
    void hintReady(chess960::Move move, const QString& san,
                   const chess960::engine::ScoreReading& reading);
    /// \brief The computer played, with its evaluation in words.
    void computerMoved(const QString& san, const chess960::engine::ScoreReading& reading);

private:
    void follow();
    void onMove(const EngineMove& move);
    void setThinking(bool on);
    std::vector<uint64_t> history() const;
    engine::Limits moveLimits() const;

    GameController* game_;
    EngineWorker* worker_;
    std::optional<engine::Limits> fixedLimits_;
    int hintMs_ = 1500;
    bool thinking_ = false;
    bool hinting_ = false;
    quint64 thinkingFor_ = 0; // key of the position the computer is thinking about
};

} // namespace chess960::ui
