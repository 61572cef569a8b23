#include "analysisengine.h"

#include "engines/uciengine.h"

#include "chess960/engine/score.h"
#include "chess960/notation.h"

#include <algorithm>
#include <cmath>

namespace chess960::ui {

AnalysisEngine::AnalysisEngine(QObject* parent)
    : QObject(parent), session_(new BuiltInSession(this)) {
    follow();
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

void AnalysisEngine::analyse(const Position& pos) {
    // Without its moves the position is its own start.
    analyseLine(pos, {});
}

void AnalysisEngine::analyseLine(const Position& root, const std::vector<Move>& moves) {
    Position pos = root;
    for (Move m : moves) pos = pos.after(m);
    const bool samePosition = pos.key() == pos_.key() && pos.samePosition(pos_);
    root_ = root;
    moves_ = moves;
    pos_ = pos;
    if (!samePosition && !byPv_.empty()) {
        byPv_.clear();
        lines_.clear();
        emit linesChanged();
    }
    restart();
}

void AnalysisEngine::useEngine(const QString& name) {
    useSession(openEngineSession(name));
}

void AnalysisEngine::useExternal(const QString& name, const QString& program,
                                 const QMap<QString, QString>& options) {
    useSession(new UciProgramSession(name, program, options));
}

void AnalysisEngine::useBuiltIn() {
    if (!qobject_cast<BuiltInSession*>(session_)) useSession(new BuiltInSession);
}

void AnalysisEngine::useSession(EngineSession* session) {
    EngineSession* old = session_;
    old->disconnect(this);
    old->stop();
    old->deleteLater(); // an external engine's process ends with it
    session_ = session;
    session_->setParent(this);
    follow();
    if (running_) restart();
}

void AnalysisEngine::follow() {
    connect(session_, &EngineSession::progress, this, &AnalysisEngine::onProgress);
    // An engine that fails hands the analysis to the built-in one, which goes on at once.
    connect(session_, &EngineSession::failed, this, [this](const QString& message) {
        useBuiltIn();
        emit failed(message);
    });
}

QString AnalysisEngine::externalName() const {
    return qobject_cast<BuiltInSession*>(session_) ? QString() : session_->name();
}

UciEngine* AnalysisEngine::external() const {
    auto* uci = qobject_cast<UciProgramSession*>(session_);
    return uci ? uci->engine() : nullptr;
}

void AnalysisEngine::restart() {
    SearchRequest request;
    request.start = root_;
    request.moves = moves_;
    request.limits.infinite = true;
    request.limits.multiPv = lineCount_;
    session_->search(request);
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
    session_->stop();
    if (running_) {
        running_ = false;
        emit runningChanged(false);
    }
}

void AnalysisEngine::onProgress(const EngineProgress& p) {
    if (!running_ || p.multiPv < 1 || p.multiPv > lineCount_ || p.moves.empty()) return;
    if (p.positionKey != pos_.key()) return;
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
    // Best first for the side to move at every update, also while the lines stand at two
    // depths (the engine deepens them one by one): a list out of order reads as a blunder.
    const int sign = toMove == White ? 1 : -1;
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
