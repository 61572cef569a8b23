#include "engineworker.h"

#include "chess960/engine/explain.h"
#include "chess960/engine/level.h"
#include "chess960/notation.h"

#include <random>

namespace chess960::ui {

using namespace chess960::engine;

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {
    qRegisterMetaType<EngineProgress>();
    qRegisterMetaType<EngineMove>();
    thread_.setObjectName("chess960-engine");
    runner_ = new EngineRunner(latest_);
    runner_->moveToThread(&thread_);
    connect(runner_, &EngineRunner::progressed, this, &EngineWorker::onProgress,
            Qt::QueuedConnection);
    connect(runner_, &EngineRunner::finished, this, &EngineWorker::onFinished,
            Qt::QueuedConnection);
    connect(runner_, &EngineRunner::ended, this, &EngineWorker::searchEnded, Qt::QueuedConnection);
    thread_.start();
}

EngineWorker::~EngineWorker() {
    stop();
    thread_.quit();
    thread_.wait();
    delete runner_;
}

void EngineWorker::think(const Position& pos, std::vector<uint64_t> history, const Limits& limits,
                         int level, bool hint) {
    // New id first, then the stop: the runner re-checks the id after clearing the stop flag,
    // so the old search cannot swallow this stop and a stale request never starts.
    const quint64 id = latest_.fetch_add(1) + 1;
    runner_->requestStop();
    expectedKey_ = pos.key();
    thinking_ = true;
    EngineRunner* runner = runner_;
    QMetaObject::invokeMethod(
        runner_,
        [runner, id, pos, history = std::move(history), limits, level, hint]() mutable {
            runner->run(id, pos, std::move(history), limits, level, hint);
        },
        Qt::QueuedConnection);
}

void EngineWorker::stop() {
    latest_.fetch_add(1);
    runner_->requestStop();
    thinking_ = false;
}

void EngineWorker::newGame() {
    stop();
    EngineRunner* runner = runner_;
    QMetaObject::invokeMethod(
        runner_, [runner] { runner->clear(); }, Qt::QueuedConnection);
}

void EngineWorker::onProgress(quint64 id, const EngineProgress& p) {
    if (id != latest_.load() || p.positionKey != expectedKey_) return;
    emit progress(p);
}

void EngineWorker::onFinished(quint64 id, const EngineMove& m) {
    if (id != latest_.load() || m.positionKey != expectedKey_) return;
    thinking_ = false;
    emit moveFound(m);
}

EngineRunner::EngineRunner(const std::atomic<quint64>& latest)
    : latest_(latest), search_(32), seed_(std::random_device{}()) {}

void EngineRunner::run(quint64 id, Position pos, std::vector<uint64_t> history, Limits limits,
                       int level, bool hint) {
    if (id != latest_.load()) return;
    search_.resetStop();
    if (id != latest_.load()) return;
    const quint64 key = pos.key();
    search_.onInfo = [&](const SearchInfo& info) {
        EngineProgress p;
        p.positionKey = key;
        p.depth = info.depth;
        p.score = info.score;
        p.scoreText = QString::fromStdString(explainScore(info.score, pos.sideToMove()));
        Position line = pos;
        for (Move m : info.pv) {
            p.pv << QString::fromStdString(moveToSan(line, m));
            Position::Undo undo;
            line.makeMove(m, undo);
        }
        p.nodes = info.nodes;
        p.nps = info.nps;
        emit progressed(id, p);
    };
    if (!hint && level < kMaxLevel) limits = applyLevel(limits, level);
    const SearchResult result = search_.run(pos, limits, history);
    search_.onInfo = nullptr;

    EngineMove answer;
    answer.positionKey = key;
    answer.hint = hint;
    answer.score = result.score;
    answer.scoreText = QString::fromStdString(explainScore(result.score, pos.sideToMove()));
    std::mt19937_64 rng(seed_ ^ id);
    answer.move = hint ? result.best : chooseLevelMove(result, level, rng);
    if (!answer.move.isNull()) answer.san = QString::fromStdString(moveToSan(pos, answer.move));
    emit finished(id, answer);
    emit ended();
}

} // namespace chess960::ui
