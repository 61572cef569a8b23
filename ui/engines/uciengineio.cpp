// UciEngine's side that listens: the lines it reads, the moves it checks, the process ending
// and every deadline passing.
#include "uciengine.h"

#include <QString>

#include <cstring>

namespace chess960::ui {

namespace {

constexpr size_t kStderrTail = 4096;

QString quoted(const std::string& text) {
    return QString::fromUtf8(text.substr(0, 80).c_str());
}

} // namespace

void UciEngine::readOutput() {
    const QByteArray bytes = process_->readAllStandardOutput();
    std::vector<std::string> lines;
    if (!splitter_->feed(std::string_view(bytes.constData(), size_t(bytes.size())), lines)) {
        fail(UciFault::Flood, tr("%1 wrote a line longer than %2 KB: its output is flooding.")
                                  .arg(displayName())
                                  .arg(limits_.maxLineBytes / 1024));
        return;
    }
    for (const std::string& line : lines) {
        if (!floodWindow_.isValid() || floodWindow_.elapsed() >= 1000) {
            floodWindow_.start();
            floodCount_ = 0;
        }
        if (++floodCount_ > limits_.linesPerSecond) {
            fail(UciFault::Flood, tr("%1 wrote more than %2 lines in one second: its output is "
                                     "flooding.")
                                      .arg(displayName())
                                      .arg(limits_.linesPerSecond));
            return;
        }
        handleLine(line);
        if (state_ == State::Failed || state_ == State::Off) return;
    }
}

void UciEngine::readErrors() {
    // Kept only for the message when it crashes ("free(): invalid pointer").
    stderrTail_ += process_->readAllStandardError().toStdString();
    if (stderrTail_.size() > kStderrTail) stderrTail_.erase(0, stderrTail_.size() - kStderrTail);
}

void UciEngine::handleLine(const std::string& text) {
    const UciLine line = parseUciLine(text);
    switch (line.kind) {
    case UciLineKind::Garbage:
        ++garbage_;
        lastGarbage_ = QString::fromStdString(line.problem);
        return;
    case UciLineKind::Id:
        if (state_ != State::Starting) return;
        (line.idField == "name" ? info_.name : info_.author) =
            QString::fromUtf8(line.idValue.c_str());
        return;
    case UciLineKind::Option:
        if (state_ != State::Starting) return;
        if (line.option.name == "UCI_Chess960" && line.option.type == UciOptionType::Check)
            info_.chess960 = true;
        info_.options.push_back(line.option);
        info_.optionLines << QString::fromUtf8(text.c_str()).trimmed();
        return;
    case UciLineKind::UciOk:
        if (state_ != State::Starting) return;
        sendOptions();
        send("isready");
        state_ = State::Initialising;
        armDeadline(timeouts_.readyMs);
        return;
    case UciLineKind::ReadyOk:
        if (state_ == State::Initialising) {
            state_ = State::Ready;
            deadline_.stop();
            flushCommands();
            emit ready(info_);
            if (state_ == State::Ready && pending_) beginSearch();
        } else if (state_ == State::Preparing) {
            deadline_.stop();
            if (!pending_) {
                state_ = State::Ready;
                flushCommands();
                return;
            }
            current_ = std::move(pending_);
            pending_.reset();
            send(uciPositionCommand(current_->root, current_->moves, info_.chess960));
            send(uciGoCommand(current_->pos, current_->limits, info_.chess960));
            state_ = State::Searching;
            const UciGoLimits& l = current_->limits;
            const auto own = current_->pos.sideToMove() == White ? l.wtimeMs : l.btimeMs;
            const auto inc = current_->pos.sideToMove() == White ? l.wincMs : l.bincMs;
            if (!l.infinite)
                armDeadline(
                    int(std::min<int64_t>(l.movetimeMs ? *l.movetimeMs + timeouts_.marginMs
                                          : own        ? *own + inc.value_or(0) + timeouts_.marginMs
                                                       : timeouts_.unlimitedMs,
                                          1 << 30)));
        }
        return;
    case UciLineKind::Info:
        if ((state_ == State::Searching || state_ == State::Stopping) && !dropAnswer_ && current_) {
            UciEngineInfoLine out{line.info, {}, current_->pos.key()};
            out.pv = uciLineMoves(current_->pos, line.info.pv, info_.chess960);
            emit infoReceived(out);
        }
        return;
    case UciLineKind::BestMove:
        if ((state_ == State::Searching || state_ == State::Stopping) && current_)
            handleBestMove(line);
        return;
    default: return; // the protocol allows lines a program does not know
    }
}

void UciEngine::handleBestMove(const UciLine& line) {
    using V = UciMoveCheck::Verdict;
    const Position pos = current_->pos;
    const UciMoveCheck check = checkUciMove(pos, line.bestMove, info_.chess960);
    const QString move = quoted(line.bestMove);
    const QString fen = QString::fromStdString(pos.fen(FenStyle::Shredder));
    switch (check.verdict) {
    case V::Malformed:
        return fail(UciFault::MalformedMove,
                    tr("%1 answered “%2”, which is not a move.").arg(displayName(), move));
    case V::Illegal:
        return fail(UciFault::IllegalMove,
                    tr("%1 played %2, which is not a legal move in this position (%3).")
                        .arg(displayName(), move, fen));
    case V::WrongCastling:
        return fail(UciFault::IllegalMove,
                    info_.chess960
                        ? tr("%1 wrote its castle as %2, not as the king taking its rook as "
                             "Chess960 mode requires.")
                              .arg(displayName(), move)
                        : tr("%1 wrote its castle as %2, the king taking its rook, which is "
                             "Chess960 notation.")
                              .arg(displayName(), move));
    case V::Legal:
    case V::NoMove: break;
    }
    Move ponder;
    if (check.verdict == V::Legal && !line.ponder.empty()) {
        // A ponder move is only a hint: a wrong one is dropped, not held against the engine.
        const UciMoveCheck p = checkUciMove(pos.after(check.move), line.ponder, info_.chess960);
        if (p.verdict == V::Legal) ponder = p.move;
    }
    deadline_.stop();
    current_.reset();
    state_ = State::Ready;
    flushCommands();
    if (dropAnswer_) {
        dropAnswer_ = false;
        if (pending_) beginSearch();
        return;
    }
    emit bestMove(check.move, ponder);
}

QString UciEngine::crashText(int exitCode, QProcess::ExitStatus status) const {
    QString text =
        status == QProcess::CrashExit
            ? tr("%1 crashed (signal %2, %3).")
                  .arg(displayName())
                  .arg(exitCode)
                  .arg(QString::fromLocal8Bit(strsignal(exitCode)))
            : tr("%1 ended by itself with exit status %2.").arg(displayName()).arg(exitCode);
    QString said = QString::fromLocal8Bit(stderrTail_.c_str()).trimmed();
    said = said.section(QLatin1Char('\n'), -1).trimmed().left(200);
    if (!said.isEmpty()) text += QLatin1Char(' ') + tr("It last wrote: “%1”.").arg(said);
    return text;
}

void UciEngine::processFinished(int exitCode, QProcess::ExitStatus status) {
    if (state_ == State::Closing || state_ == State::Off) {
        deadline_.stop();
        state_ = State::Off;
        emit closed();
        return;
    }
    if (state_ == State::Starting)
        return fail(UciFault::NotUci, tr("%1 is not a UCI engine: it ended before answering "
                                         "“uci” with “uciok”. %2")
                                          .arg(displayName(), crashText(exitCode, status)));
    fail(UciFault::Crashed, crashText(exitCode, status));
}

void UciEngine::processError(QProcess::ProcessError error) {
    if (error == QProcess::FailedToStart)
        fail(UciFault::CannotStart,
             tr("The engine %1 could not be started: %2").arg(program_, process_->errorString()));
}

void UciEngine::deadlinePassed() {
    switch (state_) {
    case State::Starting:
        return fail(UciFault::NotUci,
                    tr("%1 is not a UCI engine: it did not answer “uci” with “uciok” within "
                       "%2 seconds.")
                        .arg(displayName())
                        .arg(timeouts_.handshakeMs / 1000.0));
    case State::Initialising:
    case State::Preparing:
        return fail(UciFault::Hang, tr("%1 hangs: it did not answer “isready” within %2 seconds.")
                                        .arg(displayName())
                                        .arg(timeouts_.readyMs / 1000.0));
    case State::Searching:
        return fail(UciFault::Hang, tr("%1 hangs: it sent no move within its time and %2 "
                                       "seconds more.")
                                        .arg(displayName())
                                        .arg(timeouts_.marginMs / 1000.0));
    case State::Stopping:
        return fail(UciFault::Hang, tr("%1 hangs: it did not answer “stop” within %2 seconds.")
                                        .arg(displayName())
                                        .arg(timeouts_.stopMs / 1000.0));
    case State::Closing:
        // It would not quit: killed, and finished() reports the end.
        if (process_) process_->kill();
        return;
    default: return;
    }
}

} // namespace chess960::ui
