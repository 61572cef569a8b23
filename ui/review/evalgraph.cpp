#include "evalgraph.h"

#include "analysis/analysisengine.h"
#include "i18n/scoretext.h"
#include "movelist/movetreeview.h"
#include "movelist/treewalk.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

namespace chess960::ui {

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalGraph"));
    setMouseTracking(true);
    setAccessibleName(tr("Evaluation graph"));
}

void EvalGraph::setGame(const Game& game, NodeId current) {
    points_.clear();
    int ply = 0;
    for (NodeId n : game.mainLine()) {
        const PlayedMove& m = game.nodeMove(n);
        Point p;
        p.node = n;
        p.mover = moveNumberAt(game.startPosition(), ply).mover;
        p.label = MoveTreeView::moveLabel(game, n);
        p.eval = m.eval;
        for (int nag : m.nags)
            if (nag == 2 || nag == 4 || nag == 6) p.nag = nag;
        points_.push_back(p);
        ++ply;
    }
    current_ = current;
    update();
}

void EvalGraph::setColours(const QColor& white, const QColor& black) {
    white_ = white;
    black_ = black;
    update();
}

bool EvalGraph::hasEvaluations() const {
    return std::any_of(points_.begin(), points_.end(), [](const Point& p) { return p.eval; });
}

double EvalGraph::shareAt(int i) const {
    if (i < 0 || size_t(i) >= points_.size() || !points_[size_t(i)].eval) return 0.5;
    const Evaluation& e = *points_[size_t(i)].eval;
    // "#0": the move mated, so its mover has won.
    if (e.mate)
        return e.value > 0 || (e.value == 0 && points_[size_t(i)].mover == White) ? 1.0 : 0.0;
    return AnalysisEngine::whiteShare(e.value);
}

QString EvalGraph::describe(int i) const {
    if (i < 0 || size_t(i) >= points_.size()) return {};
    const Point& p = points_[size_t(i)];
    // The review's mark after the move, as the move list writes it, and its word after all.
    const QString mark = p.nag == 6   ? QStringLiteral("?!")
                         : p.nag == 2 ? QStringLiteral("?")
                         : p.nag == 4 ? QStringLiteral("??")
                                      : QString();
    const QString word = p.nag == 6   ? tr("inaccuracy")
                         : p.nag == 2 ? tr("mistake")
                         : p.nag == 4 ? tr("blunder")
                                      : QString();
    QString text = p.label + mark;
    if (p.eval)
        text = tr("%1: %2").arg(text, shownScore(p.eval->value, p.eval->mate, p.eval->value));
    if (!word.isEmpty()) text = tr("%1 (%2)").arg(text, word);
    return text;
}

double EvalGraph::x(int i) const {
    const int n = std::max(1, int(points_.size()) - 1);
    return 2 + (width() - 4) * double(i) / n;
}

int EvalGraph::pointAt(int px) const {
    if (points_.empty()) return -1;
    const int n = std::max(1, int(points_.size()) - 1);
    const int i = qRound(double(px - 2) * n / std::max(1, width() - 4));
    return std::clamp(i, 0, int(points_.size()) - 1);
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = rect();
    p.fillRect(r, black_);
    if (points_.empty()) return;
    // White's area from the bottom up to the curve.
    QPainterPath white;
    white.moveTo(x(0), r.bottom());
    for (int i = 0; i < int(points_.size()); ++i)
        white.lineTo(x(i), r.bottom() - shareAt(i) * r.height());
    white.lineTo(x(int(points_.size()) - 1), r.bottom());
    white.closeSubpath();
    p.fillPath(white, white_);
    p.setPen(QPen(QColor(128, 128, 128, 160), 1, Qt::DashLine));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    for (int i = 0; i < int(points_.size()); ++i) {
        const Point& pt = points_[size_t(i)];
        const QPointF at(x(i), r.bottom() - shareAt(i) * r.height());
        if (pt.node == current_) {
            p.setPen(QPen(QColor(0x1f, 0x6f, 0xb2), 1.5));
            p.drawLine(QPointF(at.x(), r.top()), QPointF(at.x(), r.bottom()));
        }
        if (pt.nag == 0) continue;
        const QColor mark = pt.nag == 4   ? QColor(0xd0, 0x20, 0x20)
                            : pt.nag == 2 ? QColor(0xe0, 0x80, 0x10)
                                          : QColor(0xe0, 0xc0, 0x10);
        p.setPen(QPen(Qt::white, 1));
        p.setBrush(mark);
        p.drawEllipse(at, 3.5, 3.5);
    }
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    const int i = pointAt(qRound(event->position().x()));
    if (i >= 0) QToolTip::showText(event->globalPosition().toPoint(), describe(i), this);
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const int i = pointAt(qRound(event->position().x()));
    if (i >= 0) emit nodeClicked(points_[size_t(i)].node);
}

} // namespace chess960::ui
