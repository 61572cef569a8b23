// The arrow the board and the shuffler's diagram draw for moves and castles.
#pragma once

#include <QColor>
#include <QPointF>

class QPainter;

namespace chess960::ui {

/// \brief Draws an arrow from `from` to `to` with a light halo, so that it stays readable over
/// pieces and both square colours. Too short an arrow (shorter than its head) is not drawn.
void paintArrow(QPainter& p, QPointF from, QPointF to, qreal width, const QColor& colour);

} // namespace chess960::ui
