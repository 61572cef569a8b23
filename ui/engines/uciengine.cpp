#include "uciengine.h"

#include <QFileInfo>

#include <algorithm>

namespace chess960::ui {

namespace {

bool sameName(const std::string& a, const QString& b) {
    return QString::fromStdString(a).compare(b, Qt::CaseInsensitive) == 0;
}

// A user's text must not end the command line it is sent in.
std::string oneLine(const QString& text) {
    QString t = text;
    t.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    return t.trimmed().toStdString();
}

} // namespace

UciEngine::UciEngine(QObject* parent) : QObject(parent) {
    deadline_.setSingleShot(true);
    connect(&deadline_, &QTimer::timeout, this, &UciEngine::deadlinePassed);
}

UciEngine::~UciEngine() {
    deadline_.stop();
    if (!process_ || process_->state() == QProcess::NotRunning) return;
    process_->disconnect(this);
    // A bounded wait is the one wait allowed on the GUI thread: the engine may save its
    // state on quit, but it gets quitMs and is then killed.
    if (state_ != State::Closing) {
        if (isSearching()) send("stop");
        send("quit");
    }
    if (!process_->waitForFinished(timeouts_.quitMs)) {
        process_->kill();
        process_->waitForFinished(1000);
    }
}

QString UciEngine::displayName() const {
    if (!displayName_.isEmpty()) return displayName_;
    if (!info_.name.isEmpty()) return info_.name;
    return QFileInfo(program_).fileName();
}

bool UciEngine::isSearching() const {
    return state_ == State::Preparing || state_ == State::Searching || state_ == State::Stopping;
}

qint64 UciEngine::processId() const {
    return process_ ? process_->processId() : 0;
}

void UciEngine::start(const QString& program, const QStringList& arguments) {
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->deleteLater();
        process_ = nullptr;
    }
    program_ = program;
    info_ = {};
    garbage_ = 0;
    lastGarbage_.clear();
    stderrTail_.clear();
    pending_.reset();
    current_.reset();
    pendingCommands_.clear();
    dropAnswer_ = false;
    // A process started for a game is told so before its first search, as every game is
    // (a newGame() said before the start must not be lost with the old process).
    newGamePending_ = true;
    splitter_ = std::make_unique<UciLineSplitter>(size_t(limits_.maxLineBytes));
    state_ = State::Starting;

    const QFileInfo file(program);
    QString problem;
    if (!file.exists())
        problem = tr("The engine file %1 was not found.").arg(program);
    else if (!file.isFile() || !file.isExecutable())
        problem = tr("The engine file %1 is not an executable program.").arg(program);
    if (!problem.isEmpty()) {
        // Queued, so that a caller connects and returns before hearing of it.
        QMetaObject::invokeMethod(
            this, [this, problem] { fail(UciFault::CannotStart, problem); }, Qt::QueuedConnection);
        return;
    }
    process_ = new QProcess(this);
    connect(process_, &QProcess::started, this, [this] { send("uci"); });
    connect(process_, &QProcess::readyReadStandardOutput, this, &UciEngine::readOutput);
    connect(process_, &QProcess::readyReadStandardError, this, &UciEngine::readErrors);
    connect(process_, &QProcess::finished, this, &UciEngine::processFinished);
    connect(process_, &QProcess::errorOccurred, this, &UciEngine::processError);
    process_->setWorkingDirectory(file.absolutePath());
    process_->start(program, arguments);
    armDeadline(timeouts_.handshakeMs);
}

void UciEngine::setOption(const QString& name, const QString& value) {
    const auto it = std::find_if(info_.options.begin(), info_.options.end(),
                                 [&](const UciOption& o) { return sameName(o.name, name); });
    const bool button = it != info_.options.end() && it->type == UciOptionType::Button;
    if (!button) optionValues_[name] = value;
    if (state_ == State::Starting || it == info_.options.end()) return; // sent after uciok
    const std::string cmd = optionCommand(*it, value);
    if (cmd.empty()) return;
    // The protocol allows setoption only while the engine does not search.
    pendingCommands_.push_back(cmd);
    if (state_ == State::Ready) flushCommands();
}

void UciEngine::flushCommands() {
    for (const std::string& cmd : pendingCommands_) send(cmd);
    pendingCommands_.clear();
}

std::string UciEngine::optionCommand(const UciOption& option, const QString& text) const {
    const std::string head = "setoption name " + option.name;
    std::string value = oneLine(text);
    switch (option.type) {
    case UciOptionType::Button: return head;
    case UciOptionType::Check:
        value = text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 ? "true" : "false";
        break;
    case UciOptionType::Spin: {
        bool ok = false;
        const qint64 n = text.toLongLong(&ok);
        if (!ok) return {};
        value = std::to_string(std::clamp<int64_t>(n, option.min, option.max));
        break;
    }
    case UciOptionType::Combo:
        if (std::none_of(option.vars.begin(), option.vars.end(),
                         [&](const std::string& var) { return sameName(var, text); }))
            return {};
        break;
    case UciOptionType::String:
        if (value.empty()) value = "<empty>";
        break;
    }
    return head + " value " + value;
}

void UciEngine::sendOptions() {
    if (info_.chess960) send("setoption name UCI_Chess960 value true");
    for (auto v = optionValues_.cbegin(); v != optionValues_.cend(); ++v) {
        const auto it = std::find_if(info_.options.begin(), info_.options.end(),
                                     [&](const UciOption& o) { return sameName(o.name, v.key()); });
        if (it == info_.options.end() || it->type == UciOptionType::Button ||
            sameName(it->name, QStringLiteral("UCI_Chess960")))
            continue;
        if (const std::string cmd = optionCommand(*it, v.value()); !cmd.empty()) send(cmd);
    }
}

void UciEngine::newGame() {
    newGamePending_ = true;
}

QString UciEngine::refusal(const Position& pos) const {
    if (state_ == State::Starting || info_.chess960 || !needsChess960(pos)) return {};
    return tr("%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and "
              "castling here needs it. Without it, it can play only from the classical start "
              "(SP 518).")
        .arg(displayName());
}

bool UciEngine::go(const Position& root, const std::vector<Move>& moves,
                   const UciGoLimits& limits) {
    if (state_ == State::Off || state_ == State::Failed || state_ == State::Closing) return false;
    if (const QString why = refusal(root); !why.isEmpty()) {
        emit failed(UciFault::No960, why);
        return false;
    }
    Request r{root, moves, root, limits};
    for (Move m : moves) {
        if (!r.pos.isLegal(m)) return false; // the caller's game is the core's: never happens
        r.pos = r.pos.after(m);
    }
    pending_ = std::move(r);
    switch (state_) {
    case State::Ready: beginSearch(); break;
    case State::Searching:
        send("stop");
        state_ = State::Stopping;
        armDeadline(timeouts_.stopMs);
        dropAnswer_ = true;
        break;
    case State::Stopping: dropAnswer_ = true; break;
    default: break; // waits for the handshake or readyok
    }
    return true;
}

void UciEngine::beginSearch() {
    if (!pending_) return;
    if (const QString why = refusal(pending_->root); !why.isEmpty()) {
        pending_.reset();
        emit failed(UciFault::No960, why);
        return;
    }
    flushCommands();
    if (newGamePending_) send("ucinewgame");
    newGamePending_ = false;
    send("isready");
    state_ = State::Preparing;
    armDeadline(timeouts_.readyMs);
}

void UciEngine::stop() {
    switch (state_) {
    case State::Searching:
        send("stop");
        state_ = State::Stopping;
        armDeadline(timeouts_.stopMs);
        break;
    case State::Starting:
    case State::Initialising:
    case State::Preparing:
    case State::Stopping: pending_.reset(); break;
    default: break;
    }
}

void UciEngine::close() {
    if (!process_ || state_ == State::Off || state_ == State::Failed || state_ == State::Closing)
        return;
    if (state_ == State::Searching || state_ == State::Stopping) send("stop");
    send("quit");
    state_ = State::Closing;
    pending_.reset();
    current_.reset();
    armDeadline(timeouts_.quitMs);
}

void UciEngine::send(const std::string& line) {
    if (process_ && process_->state() != QProcess::NotRunning)
        process_->write(QByteArray::fromStdString(line + "\n"));
}

void UciEngine::armDeadline(int ms) {
    deadline_.start(ms);
}

void UciEngine::fail(UciFault fault, const QString& message) {
    if (state_ == State::Failed) return;
    state_ = State::Failed;
    deadline_.stop();
    pending_.reset();
    current_.reset();
    if (process_) {
        // Nothing more it says can be trusted: it is killed and its output ignored.
        process_->disconnect(this);
        process_->kill();
    }
    emit failed(fault, message);
}

} // namespace chess960::ui
