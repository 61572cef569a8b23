// One way to run an engine, whichever it is: the built-in engine (on its own thread, through
// EngineWorker) or an external UCI engine (its process, through UciEngine). Play, hints and
// analysis ask a session to search a position given as a start and the moves from it; the
// session reports progress and its move on the GUI thread, and stop() abandons the search at
// once, never blocking: nothing more is reported for it. openEngineSession is the one place
// that chooses the engine from its name.
#pragma once

#include "engines/engineworker.h"

#include "chess960/engine/search.h"
#include "chess960/position.h"

#include <QMap>
#include <QObject>
#include <QString>

#include <vector>

namespace chess960::ui {

class UciEngine;
struct UciGoLimits;
struct UciScore;

/// \brief What a session is asked to search.
struct SearchRequest {
    Position start;          ///< the game's start position (or any position)
    std::vector<Move> moves; ///< the moves played from it, in order
    /// \brief Clocks, time per move, depth, nodes, infinite, and the number of lines.
    engine::Limits limits;
    /// \brief The built-in engine's playing level, 1..10 (10: full strength); an external
    /// engine's strength is in its options.
    int level = 10;
    /// \brief The built-in engine's threads for this search: 0 is its own choice (all cores
    /// but one at full strength), n exactly n. An external engine's are in its options.
    int threads = 0;
    /// \brief The built-in engine searches with an empty transposition table, so that the
    /// result depends on the position and the limits only (a review's searches, which must
    /// not depend on which session searched what before).
    bool freshTable = false;
    /// \brief The position to search (start with moves played).
    Position position() const;
    /// \brief Keys of the positions before it, oldest first (for repetitions).
    std::vector<uint64_t> history() const;
};

class EngineSession : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// \brief "Built-in engine", "Stockfish": how messages name the engine.
    virtual QString name() const = 0;
    /// \brief Starts searching; a search still running is abandoned first.
    virtual void search(const SearchRequest& request) = 0;
    /// \brief Abandons the search: nothing more is reported for it. Never blocks.
    virtual void stop() = 0;
    /// \brief A new game starts: what was learnt in the last one is forgotten.
    virtual void newGame() = 0;
    /// \brief From search() until its move is reported, it fails, or stop().
    virtual bool isSearching() const = 0;

signals:
    /// \brief Progress of the search (one line of several with limits.multiPv > 1).
    void progress(const chess960::ui::EngineProgress& progress);
    /// \brief The search's move (null when the position has no legal move), with its score
    /// for the side to move.
    void bestMove(const chess960::ui::EngineMove& move);
    /// \brief The engine cannot go on (it crashed, hung, lied ...): message names it and says
    /// what it did; illegalMove when it answered with a move that is not legal. Only said
    /// while a search is asked for; the next search starts an external engine again.
    void failed(const QString& message, bool illegalMove);
};

/// \brief The built-in engine: a search on its own thread (EngineWorker), at request.level.
class BuiltInSession final : public EngineSession {
    Q_OBJECT
public:
    explicit BuiltInSession(QObject* parent = nullptr);
    QString name() const override;
    void search(const SearchRequest& request) override;
    void stop() override;
    void newGame() override;
    bool isSearching() const override { return waitingFor_ != 0; }

private:
    EngineWorker* worker_;
    quint64 waitingFor_ = 0; // the key of the position searched
};

/// \brief An external UCI engine: its process is started at the first search (and again
/// after a failure) and ends with the session.
class UciProgramSession final : public EngineSession {
    Q_OBJECT
public:
    UciProgramSession(const QString& name, const QString& program,
                      const QMap<QString, QString>& options, QObject* parent = nullptr);
    QString name() const override { return name_; }
    void search(const SearchRequest& request) override;
    void stop() override;
    void newGame() override;
    bool isSearching() const override { return waiting_; }
    /// \brief The engine's process (tests shorten its time limits).
    UciEngine* engine() const { return engine_; }

    /// \brief A UCI score as the engine's scores are kept: centipawns for the side to move,
    /// or a mate score (as in score.h); 0 when there is none.
    static int engineScore(const UciScore& score);
    /// \brief The go limits for a request: the clocks, or a time per move, depth, nodes or
    /// infinite.
    static UciGoLimits goLimitsFor(const engine::Limits& limits);

private:
    QString name_;
    QString program_;
    UciEngine* engine_;
    Position asked_;
    int lastScore_ = 0;
    std::vector<Move> lastLine_;
    int lines_ = 0; // the MultiPV last told; 0 before the first search (its options may set one)
    bool waiting_ = false;
};

/// \brief A session that fails at its first search with message (an engine that is not
/// configured any more).
class FailingSession final : public EngineSession {
    Q_OBJECT
public:
    FailingSession(const QString& name, const QString& message, QObject* parent = nullptr)
        : EngineSession(parent), name_(name), message_(message) {}
    QString name() const override { return name_; }
    void search(const SearchRequest& request) override;
    void stop() override {}
    void newGame() override {}
    bool isSearching() const override { return false; }

private:
    QString name_;
    QString message_;
};

/// \brief The one place that chooses the engine: an empty name is the built-in engine; the
/// name of a configured engine (Settings > Engines) runs its program with its options and
/// `options` on top; any other name is a session that fails, saying it is not configured.
EngineSession* openEngineSession(const QString& engineName,
                                 const QMap<QString, QString>& options = {},
                                 QObject* parent = nullptr);

} // namespace chess960::ui
