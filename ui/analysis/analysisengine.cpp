#include "analysisengine.h"

#include "engines/uciengine.h"
#include "game/uciplayer.h"

#include "chess960/engine/score.h"
#include "chess960/notation.h"

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
    if (int(byPv_.size()) > n) {
        byPv_.resize(size_t(n));
        lines_ = shownLines(byPv_, pos_.sideToMove());
        emit linesChanged();
    }
    if (running_) restart();
}

void AnalysisEngine::analyseLine(const Position& root, const std::vector<Move>& moves) {
    Position pos = root;
    std::vector<uint64_t> history;
    for (Move m : moves) {
        history.push_back(pos.key());
        pos = pos.after(m);
    }
    begin(pos, std::move(history), root, moves);
}

void AnalysisEngine::analyse(const Position& pos, std::vector<uint64_t> history) {
    // Without its moves the position is its own start for an external engine.
    begin(pos, std::move(history), pos, {});
}

void AnalysisEngine::begin(const Position& pos, std::vector<uint64_t> history, const Position& root,
                           const std::vector<Move>& moves) {
    const bool samePosition = pos.key() == pos_.key() && pos.samePosition(pos_);
    root_ = root;
    moves_ = moves;
    pos_ = pos;
    history_ = std::move(history);
    if (!samePosition && !byPv_.empty()) {
        byPv_.clear();
        lines_.clear();
        emit linesChanged();
    }
    restart();
}

void AnalysisEngine::useExternal(const QString& name, const QString& program,
                                 const QMap<QString, QString>& options) {
    useBuiltIn();
    externalName_ = name;
    uci_ = new UciEngine(this);
    uci_->setDisplayName(name);
    uci_->setOptionValues(options);
    connect(uci_, &UciEngine::infoReceived, this, [this](const UciEngineInfoLine& l) {
        if (!running_ || l.positionKey != pos_.key() || l.pv.empty() ||
            l.info.score.kind == UciScore::Kind::None)
            return;
        const int score = UciPlayer::engineScore(l.info.score);
        const int sign = pos_.sideToMove() == White ? 1 : -1;
        AnalysisLine line;
        line.depth = l.info.depth.value_or(0);
        line.whiteScore = sign * score;
        line.mate = engine::isMateScore(score);
        if (line.mate) line.mateIn = sign * engine::mateInMoves(score);
        line.moves = l.pv;
        line.line = QString::fromStdString(sanLine(pos_, l.pv));
        line.nodes = quint64(l.info.nodes.value_or(0));
        line.nps = quint64(l.info.nps.value_or(0));
        addLine(l.info.multipv.value_or(1), std::move(line));
    });
    connect(uci_, &UciEngine::failed, this, [this](UciFault, const QString& message) {
        const bool wasRunning = running_;
        useBuiltIn();
        emit failed(message);
        if (wasRunning) restart();
    });
    uci_->start(program);
    if (running_) restart();
}

void AnalysisEngine::useBuiltIn() {
    if (!uci_) return;
    UciEngine* old = uci_;
    uci_ = nullptr;
    externalName_.clear();
    old->disconnect(this);
    old->close();
    old->deleteLater();
}

void AnalysisEngine::restart() {
    if (uci_) {
        worker_->stop();
        uci_->setOption(QStringLiteral("MultiPV"), QString::number(lineCount_));
        UciGoLimits go;
        go.infinite = true;
        uci_->go(root_, moves_, go);
        if (!running_) {
            running_ = true;
            emit runningChanged(true);
        }
        return;
    }
    engine::Limits limits;
    limits.infinite = true;
    limits.multiPv = lineCount_;
    worker_->think(pos_, history_, limits);
    if (!running_) {
        running_ = true;
        emit runningChanged(true);
    }
}

void AnalysisEngine::clearLines() {
    if (byPv_.empty() && lines_.empty()) return;
    byPv_.clear();
    lines_.clear();
    emit linesChanged();
}

void AnalysisEngine::stop() {
    worker_->stop();
    if (uci_) uci_->stop();
    if (running_) {
        running_ = false;
        emit runningChanged(false);
    }
}

void AnalysisEngine::onProgress(const EngineProgress& p) {
    if (!running_ || p.multiPv < 1 || p.multiPv > lineCount_ || p.moves.empty()) return;
    if (uci_) return; // a search of the built-in engine still finishing
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
    addLine(p.multiPv, std::move(line));
}

void AnalysisEngine::addLine(int multiPv, AnalysisLine line) {
    if (multiPv < 1 || multiPv > lineCount_) return;
    // Kept by MultiPV number: sorting what is shown must not make the next line of one
    // number overwrite another's.
    const size_t index = size_t(multiPv - 1);
    if (byPv_.size() <= index) byPv_.resize(index + 1);
    byPv_[index] = std::move(line);
    lines_ = shownLines(byPv_, pos_.sideToMove());
    emit linesChanged();
}

std::vector<AnalysisLine> AnalysisEngine::shownLines(const std::vector<AnalysisLine>& byPv,
                                                     Color toMove) {
    std::vector<AnalysisLine> shown;
    for (size_t i = 0; i < byPv.size(); ++i) {
        const AnalysisLine& l = byPv[i];
        if (l.moves.empty()) continue;
        const bool overtaken = std::any_of(byPv.begin(), byPv.end(), [&](const AnalysisLine& o) {
            return &o != &l && !o.moves.empty() && o.moves.front() == l.moves.front() &&
                   (o.depth > l.depth || (o.depth == l.depth && &o < &l));
        });
        if (!overtaken) shown.push_back(l);
    }
    // Once every line has reached the same depth they are shown best first for the side to
    // move: a later line of an iteration can find more than an earlier one.
    const int sign = toMove == White ? 1 : -1;
    const bool sameDepth = std::all_of(shown.begin(), shown.end(), [&](const AnalysisLine& l) {
        return l.depth == shown.front().depth;
    });
    if (sameDepth)
        std::stable_sort(shown.begin(), shown.end(),
                         [sign](const AnalysisLine& a, const AnalysisLine& b) {
                             return sign * a.whiteScore > sign * b.whiteScore;
                         });
    return shown;
}

double AnalysisEngine::whiteShare(int whiteScore) {
    if (engine::isMateScore(whiteScore)) return whiteScore > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + std::exp(-0.00368208 * whiteScore));
}

} // namespace chess960::ui
