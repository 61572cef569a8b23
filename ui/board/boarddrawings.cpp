// The player's drawings: arrows and rings in their colour, see-through so that the pieces
// under them stay readable, and the one being drawn fainter still.
#include "board/arrow.h"
#include "board/boardwidget.h"

#include <QLineF>
#include <QPainter>
#include <QPolygonF>

namespace chess960::ui {

void BoardWidget::paintDrawings(QPainter& p, const BoardView& v) const {
    const qreal sq = geometry_.squareSize();
    const auto paintOne = [&](const Marking& m, int alpha) {
        paintMarking(p, m.colour, geometry_.squareCenter(m.from), geometry_.squareCenter(m.to), sq,
                     alpha);
    };
    for (const Marking& m : v.markings) paintOne(m, 170);
    if (v.drawing) paintOne(*v.drawing, 110);
}

} // namespace chess960::ui
