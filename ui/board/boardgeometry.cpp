#include "board/boardgeometry.h"

#include <QtMath>
#include <algorithm>

namespace chess960::ui {
namespace {
// The frame is this many squares wide on each side: room for a coordinate letter.
constexpr qreal kFrame = 0.32;
} // namespace

BoardGeometry::BoardGeometry(const QSize& area, bool flipped) : flipped_(flipped) {
    const qreal side = std::min(area.width(), area.height());
    square_ = std::max<qreal>(1, qFloor(side / (8 + 2 * kFrame)));
    const qreal boardSide = 8 * square_;
    board_ = QRectF(qFloor((area.width() - boardSide) / 2), qFloor((area.height() - boardSide) / 2),
                    boardSide, boardSide);
}

QRectF BoardGeometry::frameRect() const {
    const qreal f = qCeil(kFrame * square_);
    return board_.adjusted(-f, -f, f, f);
}

QRectF BoardGeometry::squareRect(Square s) const {
    const int col = flipped_ ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped_ ? rankOf(s) : 7 - rankOf(s);
    return QRectF(board_.left() + col * square_, board_.top() + row * square_, square_, square_);
}

Square BoardGeometry::squareAt(const QPointF& p) const {
    if (!board_.contains(p) || square_ <= 0) return NoSquare;
    const int col = std::clamp(int((p.x() - board_.left()) / square_), 0, 7);
    const int row = std::clamp(int((p.y() - board_.top()) / square_), 0, 7);
    return flipped_ ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

QPointF BoardGeometry::toPixels(const QPointF& fileRank) const {
    const qreal col = flipped_ ? 8 - fileRank.x() : fileRank.x();
    const qreal row = flipped_ ? fileRank.y() : 8 - fileRank.y();
    return {board_.left() + col * square_, board_.top() + row * square_};
}

QPointF BoardGeometry::toFileRank(const QPointF& p) const {
    const qreal col = (p.x() - board_.left()) / square_;
    const qreal row = (p.y() - board_.top()) / square_;
    return flipped_ ? QPointF(8 - col, row) : QPointF(col, 8 - row);
}

} // namespace chess960::ui
