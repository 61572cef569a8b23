#include "board/arrow.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <QtMath>
#include <algorithm>

namespace chess960::ui {

void paintArrow(QPainter& p, QPointF from, QPointF to, qreal width, const QColor& colour) {
    const QLineF line(from, to);
    const qreal head = width * 2.6;
    if (line.length() < head) return;
    QLineF shaft = line;
    shaft.setLength(line.length() - head * 0.8);
    const QColor halo(255, 255, 255, 170);
    p.setPen(QPen(halo, width * 1.9, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(shaft);
    const qreal angle = qDegreesToRadians(line.angle());
    const QPointF dir(qCos(angle), -qSin(angle)), normal(-dir.y(), dir.x());
    QPainterPath tip;
    tip.moveTo(to);
    tip.lineTo(to - dir * head + normal * head * 0.55);
    tip.lineTo(to - dir * head - normal * head * 0.55);
    tip.closeSubpath();
    p.setPen(QPen(halo, width * 0.45));
    p.setBrush(colour);
    p.drawPath(tip);
}

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

namespace {
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

void paintMarking(QPainter& p, char colour, QPointF from, QPointF to, qreal square, int alpha) {
    const QColor c = markingColour(colour, alpha);
    if (from == to) {
        p.setPen(QPen(c, square * 0.07));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(from, square * 0.44, square * 0.44);
        return;
    }
    const QLineF line(from, to);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawPolygon(arrowShape(from, line.pointAt(1 - square * 0.18 / line.length()), square * 0.15));
}

} // namespace chess960::ui
