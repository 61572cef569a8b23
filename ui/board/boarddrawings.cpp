// The player's drawings: arrows and rings in their colour, see-through so that the pieces
// under them stay readable, and the one being drawn fainter still.
#include "board/boardwidget.h"

#include <QLineF>
#include <QPainter>
#include <QPolygonF>

namespace chess960::ui {
namespace {

QColor markingColour(char colour, int alpha) {
    QColor c;
    switch (colour) {
    case 'R': c = QColor(170, 25, 25); break;
    case 'B': c = QColor(0, 60, 160); break;
    case 'Y': c = QColor(225, 150, 0); break;
    default: c = QColor(20, 125, 30); break;
    }
    c.setAlpha(alpha);
    return c;
}

// One polygon, shaft and head together, so that the see-through colour has no darker seam.
QPolygonF arrowShape(QPointF from, QPointF to, qreal width) {
    const QLineF line(from, to);
    const qreal head = std::min(width * 2.2, line.length() * 0.6);
    const QPointF dir = (to - from) / line.length(), normal(-dir.y(), dir.x());
    const QPointF base = to - dir * head;
    const QPointF shaft = normal * (width / 2), wing = normal * (width * 1.35);
    return QPolygonF(
        {from + shaft, base + shaft, base + wing, to, base - wing, base - shaft, from - shaft});
}

} // namespace

void BoardWidget::paintDrawings(QPainter& p, const BoardView& v) const {
    const qreal sq = geometry_.squareSize();
    const auto paintOne = [&](const Marking& m, int alpha) {
        const QColor colour = markingColour(m.colour, alpha);
        const QPointF from = geometry_.squareCenter(m.from);
        if (m.from == m.to) {
            p.setPen(QPen(colour, sq * 0.07));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(from, sq * 0.44, sq * 0.44);
            return;
        }
        // The tip stops short of the centre, so that the piece there still shows.
        const QPointF to = geometry_.squareCenter(m.to);
        const QLineF line(from, to);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPolygon(arrowShape(from, line.pointAt(1 - sq * 0.18 / line.length()), sq * 0.15));
    };
    for (const Marking& m : v.markings) paintOne(m, 170);
    if (v.drawing) paintOne(*v.drawing, 110);
}

} // namespace chess960::ui
