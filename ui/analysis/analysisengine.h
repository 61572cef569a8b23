// An engine as an analyst: infinite analysis of one position with 1 to 5 lines (MultiPV),
// restarted at once when the position on view changes, through an engine session: the
// built-in engine (its table kept from one position to the next, so moving through a game
// reuses what was learnt) or an external UCI engine, which gets the game's start position and
// the moves to the position, and MultiPV when it offers it; if it fails, the built-in engine
// takes over and failed() says why.
#pragma once

#include "chess960/position.h"
#include "engines/enginesession.h"
#include "engines/engineworker.h"

#include <QMap>
#include <QObject>

#include <vector>

namespace chess960::ui {

class UciEngine;

/// \brief One line of the analysis, as the panel shows it.
struct AnalysisLine {
    int depth = 0;
    int whiteScore = 0; ///< centipawns (or a mate score) from White's point of view
    bool mate = false;
    int mateIn = 0; ///< moves to mate, positive when White mates
    std::vector<chess960::Move> moves;
    QString line; ///< "12... Nc6 13. O-O"
    quint64 nodes = 0;
    quint64 nps = 0;
};

class AnalysisEngine : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxLines = 5;

    explicit AnalysisEngine(QObject* parent = nullptr);

    /// \brief How many lines to search (1..5); a running analysis starts again with them.
    void setLineCount(int n);
    int lineCount() const { return lineCount_; }
    /// \brief Analyses pos until stopped. The lines of another position are dropped.
    void analyse(const chess960::Position& pos);
    /// \brief The same for the position after `moves` from root (the engine gets the moves,
    /// for repetitions).
    void analyseLine(const chess960::Position& root, const std::vector<chess960::Move>& moves);

    /// \brief The engine of that name analyses from now on (openEngineSession: empty for the
    /// built-in engine, else a configured engine); a running analysis goes on with it.
    void useEngine(const QString& name);
    /// \brief An external engine run from program analyses from now on; its name is said
    /// in messages.
    void useExternal(const QString& name, const QString& program,
                     const QMap<QString, QString>& options);
    /// \brief The built-in engine analyses from now on.
    void useBuiltIn();
    /// \brief session analyses from now on (it is taken over).
    void useSession(EngineSession* session);
    /// \brief The external engine's name; empty while the built-in engine analyses.
    QString externalName() const;
    /// \brief The external engine, while one is used (tests shorten its time limits).
    UciEngine* external() const;
    /// \brief Stops; the lines stay on view. Never blocks.
    void stop();
    /// \brief Forgets the lines (they were about a position no longer on view).
    void clearLines();
    bool isRunning() const { return running_; }
    /// \brief The position analysed (or last analysed).
    const chess960::Position& position() const { return pos_; }
    /// \brief The lines so far, best first; a line of an earlier depth stays until the new
    /// depth reaches it.
    const std::vector<AnalysisLine>& lines() const { return lines_; }

    /// \brief White's share of the winning chances for a score from White's point of view,
    /// 0..1 (0.5 is level): 1 / (1 + exp(-0.00368208 * cp)), the logistic curve lichess
    /// publishes for its evaluation bar and accuracy; mates are 0 or 1.
    static double whiteShare(int whiteScore);
    /// \brief The lines to show from the engine's latest line for each MultiPV number
    /// (byPv[i] is line i + 1): best first for the side to move at every update (lines of
    /// two depths too), and without a line of an earlier depth that begins with the move of a deeper one (the
    /// best move changed and the old line has not caught up): no move is shown twice.
    static std::vector<AnalysisLine> shownLines(const std::vector<AnalysisLine>& byPv,
                                                chess960::Color toMove);

signals:
    /// \brief The lines changed (a new line, a deeper one, or cleared for a new position).
    void linesChanged();
    void runningChanged(bool running);
    /// \brief The external engine failed: message names it and says what it did; the
    /// built-in engine analyses from now on.
    void failed(const QString& message);

private:
    void follow();
    void onProgress(const EngineProgress& p);
    void addLine(int multiPv, AnalysisLine line);
    void restart();

    EngineSession* session_;
    chess960::Position pos_;
    Position root_;           // the start of the path to pos_
    std::vector<Move> moves_; // and the moves along it
    std::vector<AnalysisLine> lines_;
    std::vector<AnalysisLine> byPv_; // the latest line of each MultiPV number
    int lineCount_ = 3;
    bool running_ = false;
};

} // namespace chess960::ui
