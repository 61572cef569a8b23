#include "analysisengine.h"

#include "chess960/engine/score.h"

#include <algorithm>
#include <cmath>

namespace chess960::ui {

AnalysisEngine::AnalysisEngine(QObject* parent) : QObject(parent), worker_(new EngineWorker(this)) {
    connect(worker_, &EngineWorker::progress, this, &AnalysisEngine::onProgress);
}

void AnalysisEngine::setLineCount(int n) {
    n = std::clamp(n, 1, kMaxLines);
    if (n == lineCount_) return;
    lineCount_ = n;
    if (int(lines_.size()) > n) {
        lines_.resize(size_t(n));
        emit linesChanged();
    }
    if (running_) restart();
}

void AnalysisEngine::analyse(const Position& pos, std::vector<uint64_t> history) {
    const bool samePosition = pos.key() == pos_.key() && pos.samePosition(pos_);
    pos_ = pos;
    history_ = std::move(history);
    if (!samePosition && !lines_.empty()) {
        lines_.clear();
        emit linesChanged();
    }
    restart();
}

void AnalysisEngine::restart() {
    engine::Limits limits;
    limits.infinite = true;
    limits.multiPv = lineCount_;
    worker_->think(pos_, history_, limits);
    if (!running_) {
        running_ = true;
        emit runningChanged(true);
    }
}

void AnalysisEngine::stop() {
    worker_->stop();
    if (running_) {
        running_ = false;
        emit runningChanged(false);
    }
}

void AnalysisEngine::onProgress(const EngineProgress& p) {
    if (!running_ || p.multiPv < 1 || p.multiPv > lineCount_ || p.moves.empty()) return;
    AnalysisLine line;
    line.depth = p.depth;
    const int sign = pos_.sideToMove() == White ? 1 : -1;
    line.whiteScore = sign * p.score;
    line.mate = engine::isMateScore(p.score);
    if (line.mate) line.mateIn = sign * engine::mateInMoves(p.score);
    line.moves = p.moves;
    line.line = p.line;
    line.nodes = p.nodes;
    line.nps = p.nps;
    const size_t index = size_t(p.multiPv - 1);
    if (lines_.size() <= index) lines_.resize(index + 1);
    lines_[index] = std::move(line);
    // Once every line has reached the same depth they are shown best first for the side to
    // move: a later line of an iteration can find more than an earlier one.
    const bool sameDepth = std::all_of(lines_.begin(), lines_.end(), [&](const AnalysisLine& l) {
        return l.depth == lines_.front().depth && !l.moves.empty();
    });
    if (sameDepth)
        std::stable_sort(lines_.begin(), lines_.end(),
                         [sign](const AnalysisLine& a, const AnalysisLine& b) {
                             return sign * a.whiteScore > sign * b.whiteScore;
                         });
    emit linesChanged();
}

double AnalysisEngine::whiteShare(int whiteScore) {
    if (engine::isMateScore(whiteScore)) return whiteScore > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + std::exp(-0.00368208 * whiteScore));
}

} // namespace chess960::ui
