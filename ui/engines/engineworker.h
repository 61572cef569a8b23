// Runs the built-in engine on a thread of its own so the window never waits for it. Each
// request gets a fresh id; only the latest request's results are delivered, so progress and
// moves meant for a position that has left the board are dropped.
#pragma once

#include "chess960/engine/search.h"
#include "chess960/position.h"
#include "chess960/review/explain.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace chess960::ui {

class EngineRunner;
struct EngineMailbox;

/// \brief Progress of the running search, ready to show.
struct EngineProgress {
    quint64 positionKey = 0; ///< Zobrist key of the position searched
    int multiPv = 1;         ///< which line (1 = the best) with several lines asked for
    int depth = 0;
    int score = 0;                          ///< centipawns (or a mate score) for the side to move
    chess960::review::ScoreReading reading; ///< the score in words, as data
    QStringList pv;                         ///< principal variation in SAN
    std::vector<chess960::Move> moves;      ///< the same as moves
    QString line; ///< the same with move numbers from the searched position: "12... Nc6"
    quint64 nodes = 0;
    quint64 nps = 0;
};

/// \brief The move a finished search proposes.
struct EngineMove {
    quint64 positionKey = 0;
    chess960::Move move; ///< null when the position has no legal move
    QString san;
    int score = 0;
    chess960::review::ScoreReading reading; ///< the score in words, as data
    bool hint = false;                      ///< asked for as a hint, not to be played
    int threads = 1;                        ///< threads the search ran on
    /// \brief The search's line, starting with its best move (empty when there is no move;
    /// at a weaker level `move` may be another one).
    std::vector<chess960::Move> pv;
};

/// \brief The engine as a QObject for the GUI thread: non-blocking start and stop, results
/// through queued delivery and signals on the GUI thread.
class EngineWorker : public QObject {
    Q_OBJECT
public:
    explicit EngineWorker(QObject* parent = nullptr);
    /// \brief Stops any search and joins the engine thread.
    ~EngineWorker() override;

    /// \brief Threads a full-strength search uses: all cores but one (kept for the window
    /// and the rest of the system), and at least one.
    static int searchThreads();

    /// \brief Starts thinking about a copy of pos. history holds the keys of the game's
    /// earlier positions (oldest first) for repetitions. level 1..10 (10 = full strength,
    /// on searchThreads() threads unless limits ask for more; a weaker level uses one).
    /// A search still running is abandoned first. threads > 0 runs it on exactly that many
    /// threads; freshTable searches with an empty transposition table, so that the result
    /// depends on the position and the limits only (a review's searches).
    void think(const chess960::Position& pos, std::vector<uint64_t> history,
               const chess960::engine::Limits& limits, int level = 10, bool hint = false,
               int threads = 0, bool freshTable = false);
    /// \brief Abandons the current request (take-back, new game): the search stops within
    /// milliseconds and nothing more is reported for it. Never blocks.
    void stop();
    /// \brief Clears the engine's memory of earlier positions (new game). Never blocks.
    void newGame();
    /// \brief True from think() until the answer is delivered or stop() is called.
    bool isThinking() const { return thinking_; }

signals:
    /// \brief After each finished iteration of the current search.
    void progress(const chess960::ui::EngineProgress& progress);
    /// \brief The answer to the current request.
    void moveFound(const chess960::ui::EngineMove& move);
    /// \brief The engine thread finished a search, delivered or not (for tests and status).
    void searchEnded();

private:
    // Called (queued) on the GUI thread when the engine thread has posted results.
    Q_INVOKABLE void deliver();

    QThread thread_;
    std::shared_ptr<EngineMailbox> mailbox_;
    EngineRunner* runner_ = nullptr;
    quint64 expectedKey_ = 0;
    bool thinking_ = false;
};

} // namespace chess960::ui

Q_DECLARE_METATYPE(chess960::ui::EngineProgress)
Q_DECLARE_METATYPE(chess960::ui::EngineMove)
Q_DECLARE_METATYPE(chess960::review::ScoreReading)
