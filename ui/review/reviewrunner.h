// Runs a game review so the window stays usable: the built-in engine searches every position
// of the main line on a thread of its own (the core's GameReviewer, many positions at once on
// all cores), or a configured external engine searches them one after another through an
// engine session (its process, driven by the event loop). Progress comes back as it is made, and
// the result once it is complete or cancelled; both judge the moves alike (judgeMove).
#pragma once

#include "chess960/engine/review.h"
#include "chess960/game.h"

#include <QMap>
#include <QObject>

#include <memory>
#include <optional>
#include <thread>

namespace chess960::ui {

class EngineSession;
class UciEngine;

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);
    /// \brief Cancels a review still running and waits for its threads (a search stops
    /// within milliseconds).
    ~ReviewRunner() override;

    /// \brief Reviews a copy of game's main line with budget on threads (0: every core);
    /// false when a review is already running.
    bool start(const Game& game, engine::ReviewBudget budget, int threads = 0);
    /// \brief Stops the review; finished() follows with what was done. Never blocks.
    void cancel();
    bool isRunning() const { return running_; }
    /// \brief The next reviews are searched by this external engine, through an engine
    /// session (an empty name: by the built-in engine again): the configured engine of that
    /// name, or the program given. The budget's nodes (or depth) go to it as "go nodes".
    void setEngine(const QString& name, const QString& program = {},
                   const QMap<QString, QString>& options = {});
    QString engineName() const { return engineName_; }
    /// \brief The external engine of a running review (tests shorten its time limits).
    UciEngine* external() const;

signals:
    /// \brief positionsDone of positionsTotal searched; `moves` are the moves this position
    /// completed, with their findings.
    void progress(int positionsDone, int positionsTotal,
                  const std::vector<chess960::engine::MoveReview>& moves);
    /// \brief The review ended: complete, or cancelled (review.complete false).
    void finished(const chess960::engine::GameReview& review);
    /// \brief The external engine failed (its message names it); finished() follows with
    /// the moves judged so far.
    void failed(const QString& message);

private:
    void join();
    bool startExternal(const Game& game, engine::ReviewBudget budget);
    void searchNext();
    void positionDone(engine::PositionFinding finding);
    void finishExternal(bool complete);

    std::unique_ptr<engine::GameReviewer> reviewer_;
    std::thread thread_;
    bool running_ = false;

    // The external engine's review: one position after another.
    QString engineName_, program_;
    QMap<QString, QString> options_;
    EngineSession* session_ = nullptr;
    Game game_;
    std::vector<NodeId> line_;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    std::vector<std::optional<engine::PositionFinding>> found_;
    engine::PositionFinding current_;
    engine::GameReview review_;
    engine::ReviewBudget budget_;
    size_t next_ = 0;
    bool cancelled_ = false;
};

} // namespace chess960::ui
