// An external UCI engine as a QObject: its process, the handshake, options, searches and
// shutdown, driven by the event loop so the window never waits on it. Everything the engine
// writes is untrusted: lines are bounded and parsed, moves checked against the core's legal
// moves, every wait has a time limit, and each misbehaviour ends the process with a fault
// that names the engine and what it did.
#pragma once

#include "chess960/position.h"
#include "engines/ucimoves.h"
#include "engines/uciparse.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief What went wrong with an engine; each has its own message.
enum class UciFault {
    CannotStart,   ///< the file is missing, not executable, or would not start
    NotUci,        ///< no uciok in time (or it ended before)
    Crashed,       ///< the process ended by itself (exit status or signal)
    Hang,          ///< no readyok or bestmove in time, or no answer to stop
    IllegalMove,   ///< a well-formed move that is not legal here (also "(none)" with moves left)
    MalformedMove, ///< a bestmove that is no move at all
    Flood,         ///< too many lines a second, or a line without end
    No960,         ///< asked to play a Chess960 position without offering UCI_Chess960
};

/// \brief What the handshake told about the engine.
struct UciEngineInfo {
    QString name;
    QString author;
    std::vector<UciOption> options;
    QStringList optionLines; ///< the option lines as written, to keep and read again later
    bool chess960 = false;   ///< offers UCI_Chess960 (and plays in that mode)
};

/// \brief An info line, with its line of moves checked against the searched position.
struct UciEngineInfoLine {
    UciInfo info;
    std::vector<Move> pv; ///< the legal start of info.pv
    quint64 positionKey = 0;
};

class UciEngine : public QObject {
    Q_OBJECT
public:
    /// \brief Time limits in milliseconds; tests shorten them.
    struct Timeouts {
        int handshakeMs = 10000;  ///< start to uciok
        int readyMs = 10000;      ///< isready to readyok
        int marginMs = 3000;      ///< beyond the engine's own time before it counts as hung
        int unlimitedMs = 120000; ///< depth or nodes searches, which have no time of their own
        int stopMs = 3000;        ///< stop to bestmove
        int quitMs = 1500;        ///< quit to exit, then it is killed
    };
    /// \brief Output limits: more lines a second, or a longer line, is a flood.
    struct OutputLimits {
        int linesPerSecond = 20000;
        int maxLineBytes = 64 * 1024;
    };
    enum class State {
        Off,
        Starting,
        Initialising,
        Ready,
        Preparing,
        Searching,
        Stopping,
        Closing,
        Failed
    };

    explicit UciEngine(QObject* parent = nullptr);
    /// \brief Sends quit and waits a bounded time (quitMs) before killing the process.
    ~UciEngine() override;

    void setTimeouts(const Timeouts& t) { timeouts_ = t; }
    void setOutputLimits(const OutputLimits& l) { limits_ = l; }
    /// \brief The name used in messages before (and instead of) the engine's own "id name".
    void setDisplayName(const QString& name) { displayName_ = name; }
    QString displayName() const;
    /// \brief Option values (by name) sent after the handshake; names the engine does not
    /// offer are skipped, numbers clamped to the engine's range.
    void setOptionValues(const QMap<QString, QString>& values) { optionValues_ = values; }

    /// \brief Starts the program and the handshake; ready() or failed() follows.
    void start(const QString& program, const QStringList& arguments = {});
    /// \brief Sends an option now, or when the running search has ended, and keeps it for a
    /// restart. A button has no value.
    void setOption(const QString& name, const QString& value = {});
    /// \brief A new game follows: "ucinewgame" goes before the next position.
    void newGame();
    /// \brief Why the engine cannot play pos (Chess960 castling without UCI_Chess960), or
    /// an empty string when it can.
    QString refusal(const Position& pos) const;
    /// \brief Searches root followed by moves. A search still running is stopped and its
    /// answer dropped; before ready() the request waits. Returns false, with failed(No960),
    /// when refusal() is not empty: the process stays usable for other positions.
    bool go(const Position& root, const std::vector<Move>& moves, const UciGoLimits& limits);
    /// \brief Ends the search; the engine's answer to stop comes as bestMove(). Before "go"
    /// was sent the request is simply dropped.
    void stop();
    /// \brief Sends quit; the process is killed if it has not ended after quitMs.
    void close();

    State state() const { return state_; }
    bool isReady() const { return state_ == State::Ready; }
    bool isSearching() const;
    const UciEngineInfo& info() const { return info_; }
    /// \brief Lines that looked like info, option or id lines but did not parse.
    int garbageLines() const { return garbage_; }
    QString lastGarbage() const { return lastGarbage_; }
    /// \brief The running process's id, 0 when there is none (tests send it signals).
    qint64 processId() const;
    /// \brief An answer is awaited with a time limit (the handshake, readyok, a timed search,
    /// stop, quit); an infinite search waits for stop() with none.
    bool waitsWithLimit() const { return deadline_.isActive(); }

signals:
    void ready(const chess960::ui::UciEngineInfo& info);
    void infoReceived(const chess960::ui::UciEngineInfoLine& line);
    /// \brief The checked answer; null only when the position has no legal move.
    void bestMove(chess960::Move move, chess960::Move ponder);
    void failed(chess960::ui::UciFault fault, const QString& message);
    /// \brief The process has ended after close().
    void closed();

private:
    void readOutput();
    void readErrors();
    void handleLine(const std::string& line);
    void handleBestMove(const UciLine& line);
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void deadlinePassed();
    void fail(UciFault fault, const QString& message);
    void send(const std::string& line);
    void sendOptions();
    void flushCommands();
    /// The setoption line for a value, clamped or checked against the option; empty when the
    /// value does not fit it.
    std::string optionCommand(const UciOption& option, const QString& value) const;
    void beginSearch();
    void armDeadline(int ms);
    QString crashText(int exitCode, QProcess::ExitStatus status) const;

    struct Request {
        Position root;
        std::vector<Move> moves;
        Position pos; ///< root with the moves played
        UciGoLimits limits;
    };

    QProcess* process_ = nullptr;
    QTimer deadline_;
    State state_ = State::Off;
    Timeouts timeouts_;
    OutputLimits limits_;
    QString program_;
    QString displayName_;
    QMap<QString, QString> optionValues_;
    UciEngineInfo info_;
    std::unique_ptr<UciLineSplitter> splitter_;
    std::string stderrTail_;
    QElapsedTimer floodWindow_;
    int floodCount_ = 0;
    int garbage_ = 0;
    QString lastGarbage_;
    bool newGamePending_ = false;
    std::vector<std::string> pendingCommands_; ///< setoption lines waiting for a pause
    std::optional<Request> pending_;           ///< waits for ready, readyok or the end of a search
    std::optional<Request> current_;           ///< sent to the engine
    bool dropAnswer_ = false;                  ///< the running search was superseded
};

} // namespace chess960::ui

Q_DECLARE_METATYPE(chess960::ui::UciEngineInfo)
Q_DECLARE_METATYPE(chess960::ui::UciEngineInfoLine)
