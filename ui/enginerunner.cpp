#include "enginerunner.h"

#include "chess960/engine/explain.h"
#include "chess960/engine/level.h"
#include "chess960/notation.h"

#include <random>

namespace chess960::ui {

using namespace chess960::engine;

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
    search_.resetStop();
    if (id != mailbox_->latest.load()) return;
    const Position& pos = request.pos;
    const quint64 key = pos.key();
    search_.onInfo = [&](const SearchInfo& info) {
        EngineReport r{EngineReport::Kind::Progress, id, {}, {}};
        EngineProgress& p = r.progress;
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
        post(std::move(r));
    };
    Limits limits = request.limits;
    const int level = request.hint ? kMaxLevel : request.level;
    if (level < kMaxLevel) limits = applyLevel(limits, level);
    const SearchResult result = search_.run(pos, limits, request.history);
    search_.onInfo = nullptr;

    EngineReport r{EngineReport::Kind::Move, id, {}, {}};
    EngineMove& answer = r.move;
    answer.positionKey = key;
    answer.hint = request.hint;
    answer.score = result.score;
    answer.scoreText = QString::fromStdString(explainScore(result.score, pos.sideToMove()));
    std::mt19937_64 rng(seed_ ^ id);
    answer.move = chooseLevelMove(result, level, rng);
    if (!answer.move.isNull()) answer.san = QString::fromStdString(moveToSan(pos, answer.move));
    post(std::move(r));
    post(EngineReport{EngineReport::Kind::Ended, id, {}, {}});
}

} // namespace chess960::ui
