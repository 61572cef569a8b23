#include "shuffler/castlemarks.h"

#include "board/arrow.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace chess960::ui {
namespace {

// A piece that stays where it is gets a ring instead of an arrow, so it is not overlooked.
void move(QPainter& p, const std::function<QRectF(Square)>& rectOf, Square from, Square to,
          const QColor& colour, qreal offset) {
    if (from == NoSquare || to == NoSquare) return;
    const QRectF r = rectOf(from);
    const qreal w = r.width() * 0.08;
    if (from == to) {
        p.setPen(QPen(colour, w));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r.adjusted(w, w, -w, -w));
        return;
    }
    const QPointF shift(0, r.height() * offset);
    paintArrow(p, r.center() + shift, rectOf(to).center() + shift, w, colour);
}

} // namespace

QColor CastleMarkColours::path() {
    return {250, 215, 60, 120};
}
QColor CastleMarkColours::blocker() {
    return {215, 30, 30, 150};
}
QColor CastleMarkColours::attacked() {
    return {240, 120, 20, 170};
}
QColor CastleMarkColours::king() {
    return {25, 105, 210, 215};
}
QColor CastleMarkColours::rook() {
    return {120, 40, 170, 215};
}

void paintCastleMarks(QPainter& p, const CastleExplanation& e,
                      const std::function<QRectF(Square)>& rectOf) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (Bitboard b = e.path & ~e.blockers; b;)
        p.fillRect(rectOf(popLsb(b)), CastleMarkColours::path());
    for (Bitboard b = e.blockers; b;) {
        const QRectF r = rectOf(popLsb(b));
        p.fillRect(r, CastleMarkColours::blocker());
    }
    // The squares the king stands on, crosses and lands on, which no enemy piece may attack:
    // a dotted frame in the king's colour (an attacked one gets its cross below too).
    for (Bitboard b = e.kingSquares; b;) {
        const QRectF r = rectOf(popLsb(b));
        const qreal w = r.width() * 0.05;
        p.setPen(QPen(CastleMarkColours::king(), w, Qt::DotLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(2 * w, 2 * w, -2 * w, -2 * w));
    }
    for (Bitboard b = e.attacked; b;) {
        const QRectF r = rectOf(popLsb(b));
        const qreal m = r.width() * 0.22;
        p.fillRect(r, QColor(240, 120, 20, 80));
        p.setPen(
            QPen(CastleMarkColours::attacked(), r.width() * 0.09, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.topLeft() + QPointF(m, m), r.bottomRight() - QPointF(m, m));
        p.drawLine(r.topRight() + QPointF(-m, m), r.bottomLeft() + QPointF(m, -m));
    }
    for (Bitboard b = e.attackers; b;) {
        const QRectF r = rectOf(popLsb(b));
        const qreal w = r.width() * 0.07;
        p.setPen(QPen(CastleMarkColours::attacked(), w, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(w, w, -w, -w));
    }
    move(p, rectOf, e.kingFrom, e.kingTo, CastleMarkColours::king(), -0.12);
    move(p, rectOf, e.rookFrom, e.rookTo, CastleMarkColours::rook(), 0.12);
    p.restore();
}

} // namespace chess960::ui
