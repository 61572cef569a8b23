// The built-in engine as a player, at one of its ten levels, on a thread of its own.
#pragma once

#include "game/player.h"

namespace chess960::ui {

class BuiltInPlayer : public Player {
    Q_OBJECT
public:
    explicit BuiltInPlayer(int level, QObject* parent = nullptr);

    int level() const { return level_; }
    QString name() const override;
    void requestMove(const MoveRequest& request) override;
    void stop() override;
    void newGame() override;
    EngineWorker* worker() const { return worker_; }

private:
    int level_;
    EngineWorker* worker_;
    quint64 waitingFor_ = 0; // key of the position asked about; 0 when nothing is asked
};

} // namespace chess960::ui
