#include "board/arrow.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

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

} // namespace chess960::ui
