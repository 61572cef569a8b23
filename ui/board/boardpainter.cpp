// Painting of BoardWidget, in layers: frame, squares, marks, pieces (with the sliding ones),
// castling ghosts (boardghosts.cpp), the player's drawings (boarddrawings.cpp), the dragged
// piece, the promotion chooser.
#include "board/arrow.h"
#include "board/boardwidget.h"

#include <QPainter>
#include <QRadialGradient>
#include <QtMath>

namespace chess960::ui {
void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    syncPointer();
    const BoardView v = interaction_.view();
    paintFrame(p);
    paintSquares(p, v);
    paintMarks(p, v);
    paintPieces(p, v);
    if (showRights_) paintRights(p);
    if (v.hintFrom != NoSquare)
        paintArrow(p, geometry_.squareCenter(v.hintFrom), geometry_.squareCenter(v.hintTo),
                   geometry_.squareSize() * 0.13);
    // The engine's lines: the best move's arrow thicker, the others thinner and fainter.
    for (size_t i = v.engineArrows.size(); i-- > 0;) {
        QColor colour(0x1f, 0x6f, 0xb2, i == 0 ? 200 : 120);
        const auto [from, to] = v.engineArrows[i];
        chess960::ui::paintArrow(p, geometry_.squareCenter(from), geometry_.squareCenter(to),
                                 geometry_.squareSize() * (i == 0 ? 0.15 : 0.09), colour);
    }
    paintGhosts(p, v);
    paintDrawings(p, v);
    paintDragged(p, v);
    paintPromotion(p, v);
    paintFocus(p);
}

void BoardWidget::paintFrame(QPainter& p) const {
    const QRectF frame = geometry_.frameRect();
    const qreal sq = geometry_.squareSize();
    p.setPen(Qt::NoPen);
    p.setBrush(theme_.frame);
    p.drawRoundedRect(frame, sq * 0.08, sq * 0.08);
    if (!showCoordinates_) return;

    QFont font = this->font();
    font.setPixelSize(std::max(8, qRound(sq * 0.2)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(theme_.coordinates);
    const QRectF board = geometry_.boardRect();
    for (int i = 0; i < 8; ++i) {
        const Square file = makeSquare(i, 0), rank = makeSquare(0, i);
        const QRectF f = geometry_.squareRect(file), r = geometry_.squareRect(rank);
        p.drawText(QRectF(f.left(), board.bottom(), sq, frame.bottom() - board.bottom()),
                   Qt::AlignCenter, QString(QChar('a' + i)));
        p.drawText(QRectF(frame.left(), r.top(), board.left() - frame.left(), sq), Qt::AlignCenter,
                   QString::number(i + 1));
    }
}

void BoardWidget::paintSquares(QPainter& p, const BoardView& v) const {
    p.setPen(Qt::NoPen);
    for (int s = 0; s < 64; ++s) {
        const Square sq = Square(s);
        p.fillRect(geometry_.squareRect(sq), isLightSquare(sq) ? theme_.light : theme_.dark);
    }
    for (Bitboard b = v.lastMove; b;) p.fillRect(geometry_.squareRect(popLsb(b)), theme_.lastMove);
    if (!v.pending.isNull()) {
        Bitboard pend = bb(v.pending.from()) | bb(v.pending.to());
        while (pend) p.fillRect(geometry_.squareRect(popLsb(pend)), theme_.pending);
    }
    for (Bitboard b = v.premoveSquares; b;)
        p.fillRect(geometry_.squareRect(popLsb(b)), theme_.premove);
    if (v.selected != NoSquare) p.fillRect(geometry_.squareRect(v.selected), theme_.selection);

    if (v.check != NoSquare) {
        const QRectF r = geometry_.squareRect(v.check);
        QRadialGradient glow(r.center(), r.width() * 0.62);
        QColor inner = theme_.check, outer = theme_.check;
        outer.setAlpha(0);
        glow.setColorAt(0, inner);
        glow.setColorAt(0.35, inner);
        glow.setColorAt(1, outer);
        p.fillRect(r, glow);
    }
}

void BoardWidget::paintMarks(QPainter& p, const BoardView& v) const {
    const qreal sq = geometry_.squareSize();
    p.setBrush(Qt::NoBrush);
    for (Bitboard b = v.moveTargets; b;) {
        const Square t = popLsb(b);
        const QRectF r = geometry_.squareRect(t);
        if (v.pieces[t] != NoPiece) {
            p.setPen(QPen(theme_.target, sq * 0.08));
            p.drawEllipse(r.adjusted(sq * 0.06, sq * 0.06, -sq * 0.06, -sq * 0.06));
        } else {
            p.setPen(Qt::NoPen);
            p.setBrush(theme_.target);
            p.drawEllipse(r.center(), sq * 0.15, sq * 0.15);
            p.setBrush(Qt::NoBrush);
        }
    }
    // Castling targets get their own colour: a king's click there is a castle, not a move.
    for (Bitboard b = v.castleTargets; b;) {
        const QRectF r = geometry_.squareRect(popLsb(b));
        p.setPen(QPen(theme_.castle, sq * 0.06, Qt::DashLine));
        p.drawRoundedRect(r.adjusted(sq * 0.07, sq * 0.07, -sq * 0.07, -sq * 0.07), sq * 0.12,
                          sq * 0.12);
    }
    // An electronic board's squares that differ from the game: a thick red frame, solid, so
    // that it reads apart from the dashed castling targets.
    for (Bitboard b = differences_; b;) {
        const QRectF r = geometry_.squareRect(popLsb(b));
        p.setPen(QPen(QColor(215, 40, 40, 230), sq * 0.08));
        p.drawRect(r.adjusted(sq * 0.04, sq * 0.04, -sq * 0.04, -sq * 0.04));
    }
    if (v.dropTarget != NoSquare) {
        p.setPen(QPen(QColor(255, 255, 255, 200), sq * 0.05));
        p.drawRect(geometry_.squareRect(v.dropTarget)
                       .adjusted(sq * 0.025, sq * 0.025, -sq * 0.025, -sq * 0.025));
    }
}

void BoardWidget::paintPiece(QPainter& p, Piece piece, const QRectF& rect) const {
    if (piece == NoPiece) return;
    const int size = qRound(rect.width());
    if (qFuzzyCompare(rect.width(), qreal(size)))
        p.drawPixmap(rect.topLeft(), pieces_->pixmap(piece, size, devicePixelRatioF()));
    else
        pieces_->paint(p, piece, rect);
}

void BoardWidget::paintPieces(QPainter& p, const BoardView& v) const {
    const auto& board = v.pieces;
    const qreal sq = geometry_.squareSize();
    for (int s = 0; s < 64; ++s) {
        const Square square = Square(s);
        if (board[s] == NoPiece || square == v.dragged || (v.lifted & bb(square))) continue;
        const QPointF centre = BoardGeometry::centreOf(square);
        const bool sliding = std::any_of(slides_.begin(), slides_.end(), [&](const Slide& sl) {
            return (sl.to - centre).manhattanLength() < 0.01;
        });
        if (!sliding) paintPiece(p, board[s], geometry_.squareRect(square));
    }
    const qreal t = animation_.currentValue().toReal();
    for (const Slide& sl : slides_) {
        const QPointF at = geometry_.toPixels(sl.from + (sl.to - sl.from) * t);
        paintPiece(p, sl.piece, QRectF(at.x() - sq / 2, at.y() - sq / 2, sq, sq));
    }
}

void BoardWidget::paintDragged(QPainter& p, const BoardView& v) const {
    if (v.dragged == NoSquare) return;
    const qreal size = geometry_.squareSize() * 1.08;
    paintPiece(p, v.pieces[v.dragged],
               QRectF(pointer_.x() - size / 2, pointer_.y() - size / 2, size, size));
}

void BoardWidget::paintPromotion(QPainter& p, const BoardView& v) const {
    if (v.promotion.empty()) return;
    p.fillRect(geometry_.boardRect(), QColor(0, 0, 0, 110));
    const auto& order = BoardInteraction::kPromotionOrder;
    const Color us = input().position().sideToMove(); // a premove's side is not to move
    const std::vector<QRect> rects = promotionRects();
    const qreal sq = geometry_.squareSize();
    for (size_t i = 0; i < rects.size(); ++i) {
        const QRectF r = rects[i];
        const bool over = r.contains(pointer_);
        p.setPen(Qt::NoPen);
        p.setBrush(over ? QColor(255, 255, 255) : QColor(235, 235, 235, 235));
        p.drawEllipse(r.center(), sq * 0.47, sq * 0.47);
        const qreal inset = over ? sq * 0.04 : sq * 0.1;
        pieces_->paint(p, makePiece(us, order[i]), r.adjusted(inset, inset, -inset, -inset));
    }
}

} // namespace chess960::ui
