// The worker on the GUI thread, and its runner on the engine thread. Requests and results
// pass through a mailbox under a mutex; Qt's queued calls only wake the other side, so every
// piece of data crosses threads in one well-defined place.
#include "engines/engineworker.h"

#include "chess960/engine/level.h"
#include "chess960/notation.h"
#include "chess960/review/explain.h"

#include <QObject>
#include <QThread>

#include <mutex>
#include <optional>
#include <random>

namespace chess960::ui {

using namespace chess960::engine;
using namespace chess960::review;

// One request for the engine thread.
struct EngineRequest {
    quint64 id = 0;
    chess960::Position pos;
    std::vector<uint64_t> history;
    chess960::engine::Limits limits;
    int level = 10;
    bool hint = false;
    int threads = 0; // 0: as many as searchThreads() at least
    bool freshTable = false;
};

// What the engine thread reports, tagged with the request id.
struct EngineReport {
    enum class Kind { Progress, Move, Ended } kind = Kind::Ended;
    quint64 id = 0;
    EngineProgress progress;
    EngineMove move;
};

// Shared by the GUI and the engine thread.
struct EngineMailbox {
    std::atomic<quint64> latest{0}; ///< id of the only request whose results still count
    std::mutex mutex;
    std::optional<EngineRequest> request; // guarded by mutex; a newer request replaces it
    bool clear = false;                   // guarded by mutex
    std::vector<EngineReport> reports;    // guarded by mutex
};

// Lives on the engine thread and owns the search.
class EngineRunner : public QObject {
    Q_OBJECT
public:
    // owner receives a queued deliver() call whenever reports are waiting.
    EngineRunner(std::shared_ptr<EngineMailbox> mailbox, QObject* owner);
    // Thread-safe: makes a running search return.
    void requestStop() { search_.stop(); }
    // Takes the waiting request (if any) and runs it; on the engine thread.
    Q_INVOKABLE void runPending();

private:
    void post(EngineReport report);
    void run(const EngineRequest& request);

    std::shared_ptr<EngineMailbox> mailbox_;
    QObject* owner_;
    chess960::engine::Search search_;
    uint64_t seed_ = 0;
};

EngineRunner::EngineRunner(std::shared_ptr<EngineMailbox> mailbox, QObject* owner)
    : mailbox_(std::move(mailbox)), owner_(owner), search_(32), seed_(std::random_device{}()) {}

void EngineRunner::runPending() {
    std::optional<EngineRequest> request;
    bool clear = false;
    {
        std::lock_guard lock(mailbox_->mutex);
        request.swap(mailbox_->request);
        std::swap(clear, mailbox_->clear);
    }
    if (clear) search_.clear();
    if (request) run(*request);
    request.reset();
    // Publishes everything this call wrote to whoever takes the mutex next (the worker's
    // destructor, at the latest).
    std::lock_guard lock(mailbox_->mutex);
}

void EngineRunner::post(EngineReport report) {
    bool wake = false;
    {
        std::lock_guard lock(mailbox_->mutex);
        wake = mailbox_->reports.empty();
        mailbox_->reports.push_back(std::move(report));
    }
    // One wake-up per batch: the GUI takes everything waiting when it runs.
    if (wake) QMetaObject::invokeMethod(owner_, "deliver", Qt::QueuedConnection);
}

void EngineRunner::run(const EngineRequest& request) {
    const quint64 id = request.id;
    if (id != mailbox_->latest.load()) return;
    if (request.freshTable) search_.clear();
    search_.resetStop();
    if (id != mailbox_->latest.load()) return;
    const Position& pos = request.pos;
    const quint64 key = pos.key();
    search_.onInfo = [&](const SearchInfo& info) {
        EngineReport r{EngineReport::Kind::Progress, id, {}, {}};
        EngineProgress& p = r.progress;
        p.positionKey = key;
        p.multiPv = info.multiPv;
        p.depth = info.depth;
        p.score = info.score;
        p.reading = readScore(info.score, pos.sideToMove());
        Position line = pos;
        for (Move m : info.pv) {
            p.pv << QString::fromStdString(moveToSan(line, m));
            Position::Undo undo;
            line.makeMove(m, undo);
        }
        p.moves = info.pv;
        p.line = QString::fromStdString(sanLine(pos, info.pv));
        p.nodes = info.nodes;
        p.nps = info.nps;
        post(std::move(r));
    };
    Limits limits = request.limits;
    const int level = request.hint ? kMaxLevel : request.level;
    limits.threads = request.threads > 0 ? request.threads
                                         : std::max(limits.threads, EngineWorker::searchThreads());
    if (level < kMaxLevel) limits = applyLevel(limits, level);
    const SearchResult result = search_.run(pos, limits, request.history);
    search_.onInfo = nullptr;

    EngineReport r{EngineReport::Kind::Move, id, {}, {}};
    EngineMove& answer = r.move;
    answer.positionKey = key;
    answer.hint = request.hint;
    answer.threads = result.threads;
    answer.score = result.score;
    answer.reading = readScore(result.score, pos.sideToMove());
    std::mt19937_64 rng(seed_ ^ id);
    answer.move = chooseLevelMove(result, level, rng);
    if (!result.best.isNull()) answer.pv = result.pv;
    if (!answer.move.isNull()) answer.san = QString::fromStdString(moveToSan(pos, answer.move));
    post(std::move(r));
    post(EngineReport{EngineReport::Kind::Ended, id, {}, {}});
}

int EngineWorker::searchThreads() {
    return std::max(1, QThread::idealThreadCount() - 1);
}

EngineWorker::EngineWorker(QObject* parent)
    : QObject(parent), mailbox_(std::make_shared<EngineMailbox>()) {
    qRegisterMetaType<EngineProgress>();
    qRegisterMetaType<EngineMove>();
    thread_.setObjectName("chess960-engine");
    runner_ = new EngineRunner(mailbox_, this);
    runner_->moveToThread(&thread_);
    thread_.start();
}

EngineWorker::~EngineWorker() {
    stop();
    thread_.quit();
    thread_.wait();
    // The engine thread's last act is to release this mutex; taking it here makes that
    // ordering explicit to race checkers, which cannot see inside QThread::wait().
    { std::lock_guard lock(mailbox_->mutex); }
    delete runner_;
}

void EngineWorker::think(const Position& pos, std::vector<uint64_t> history, const Limits& limits,
                         int level, bool hint, int threads, bool freshTable) {
    // New id first, then the stop: the runner re-checks the id after clearing the stop flag,
    // so the old search cannot swallow this stop and a stale request never starts.
    const quint64 id = mailbox_->latest.fetch_add(1) + 1;
    runner_->requestStop();
    {
        std::lock_guard lock(mailbox_->mutex);
        mailbox_->request =
            EngineRequest{id, pos, std::move(history), limits, level, hint, threads, freshTable};
    }
    expectedKey_ = pos.key();
    thinking_ = true;
    QMetaObject::invokeMethod(runner_, "runPending", Qt::QueuedConnection);
}

void EngineWorker::stop() {
    mailbox_->latest.fetch_add(1);
    runner_->requestStop();
    thinking_ = false;
}

void EngineWorker::newGame() {
    stop();
    {
        std::lock_guard lock(mailbox_->mutex);
        mailbox_->request.reset();
        mailbox_->clear = true;
    }
    QMetaObject::invokeMethod(runner_, "runPending", Qt::QueuedConnection);
}

void EngineWorker::deliver() {
    std::vector<EngineReport> reports;
    {
        std::lock_guard lock(mailbox_->mutex);
        reports.swap(mailbox_->reports);
    }
    for (const EngineReport& r : reports) {
        if (r.kind == EngineReport::Kind::Ended) {
            emit searchEnded();
            continue;
        }
        // Only the latest request counts, and only for the position it was made for.
        if (r.id != mailbox_->latest.load()) continue;
        if (r.kind == EngineReport::Kind::Progress) {
            if (r.progress.positionKey == expectedKey_) emit progress(r.progress);
        } else if (r.move.positionKey == expectedKey_) {
            thinking_ = false;
            emit moveFound(r.move);
        }
    }
}

} // namespace chess960::ui

#include "engineworker.moc"
