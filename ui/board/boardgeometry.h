// Where the squares are on the widget: a whole number of pixels per square (so square edges
// stay sharp), a frame for the coordinates, and the view flipped or not.
#pragma once

#include "chess960/types.h"

#include <QPointF>
#include <QRectF>
#include <QSize>

namespace chess960::ui {

/// \brief Square <-> pixel mapping of the board as laid out in a widget.
class BoardGeometry {
public:
    BoardGeometry() = default;
    /// \brief The largest board with square squares and a coordinate frame that fits `area`.
    BoardGeometry(const QSize& area, bool flipped);

    bool flipped() const { return flipped_; }
    qreal squareSize() const { return square_; }
    /// \brief The 8x8 squares, without the frame.
    QRectF boardRect() const { return board_; }
    /// \brief The squares and the frame around them.
    QRectF frameRect() const;

    QRectF squareRect(Square s) const;
    QPointF squareCenter(Square s) const { return squareRect(s).center(); }
    /// \brief The square under a point, NoSquare off the board.
    Square squareAt(const QPointF& p) const;

    /// \brief A board point in square units (file + 0.5, rank + 0.5 is a centre) as pixels.
    QPointF toPixels(const QPointF& fileRank) const;
    QPointF toFileRank(const QPointF& pixels) const;
    static QPointF centreOf(Square s) { return {fileOf(s) + 0.5, rankOf(s) + 0.5}; }

private:
    QRectF board_;
    qreal square_ = 0;
    bool flipped_ = false;
};

} // namespace chess960::ui
