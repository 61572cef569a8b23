// The arrow the board and the shuffler's diagram draw for moves and castles.
#pragma once

#include <QColor>
#include <QPointF>

class QPainter;

namespace chess960::ui {

/// \brief Draws an arrow from `from` to `to` with a light halo, so that it stays readable over
/// pieces and both square colours. Too short an arrow (shorter than its head) is not drawn.
void paintArrow(QPainter& p, QPointF from, QPointF to, qreal width, const QColor& colour);

/// \brief The colour of a drawing ('G', 'R', 'Y', 'B' as PGN's [%cal]/[%csl] write them) with
/// the given opacity.
QColor markingColour(char colour, int alpha);
/// \brief Paints a player's drawing on squares of size `square` centred at from and to: a
/// see-through arrow whose tip stops short of the centre (the piece there still shows), or a
/// ring when from and to are the same square.
void paintMarking(QPainter& p, char colour, QPointF from, QPointF to, qreal square, int alpha);

} // namespace chess960::ui
