// An external UCI engine as a player: the game's start position and moves go to the engine
// as they are (Shredder-FEN, castles as king takes rook in Chess960 mode), the clocks as
// wtime/btime/winc/binc, and its answer - checked by UciEngine - comes back as the move. The
// engine process starts with the first request and ends with the player. Every fault of the
// engine (it does not start, is no UCI engine, crashes, hangs, lies, floods, cannot play
// Chess960) becomes failed() with UciEngine's message naming the engine.
#pragma once

#include "engines/uciengine.h"
#include "game/player.h"

#include <QMap>

namespace chess960::ui {

class UciPlayer : public Player {
    Q_OBJECT
public:
    /// \brief The engine `name` (as configured) run from program with these option values.
    UciPlayer(const QString& name, const QString& program, const QMap<QString, QString>& options,
              QObject* parent = nullptr);

    QString name() const override { return name_; }
    void requestMove(const MoveRequest& request) override;
    void stop() override;
    void newGame() override;
    UciEngine* engine() const { return engine_; }

    /// \brief The go limits for a request: the clocks, or a time per move, depth or nodes.
    static UciGoLimits goLimits(const engine::Limits& limits);
    /// \brief A UCI score (side to move's view) as an engine score (centipawns, mate scores
    /// as in score.h); 0 when there is none.
    static int engineScore(const UciScore& score);

private:
    QString name_;
    QString program_;
    UciEngine* engine_;
    bool waiting_ = false;
    Position asked_; // the position the engine is asked about
    int lastScore_ = 0;
};

} // namespace chess960::ui
