// Mouse and keys: a press picks a piece up, a move drags it, a release drops or clicks.
#include "board/boardwidget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace chess960::ui {

void BoardWidget::resizeEvent(QResizeEvent*) {
    geometry_ = BoardGeometry(size(), isFlipped());
}

void BoardWidget::leaveEvent(QEvent*) {
    pointer_ = QPointF(-1, -1);
    updateHint();
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (focusShown_) showFocusSquare(false); // the mouse is in use: the keys' square goes
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    if (promotionOpen()) {
        choosePromotion(pointer_);
        return;
    }
    if (hasPendingMove() || question_) return;
    const Square sq = geometry_.squareAt(pointer_);
    pressSquare_ = sq;
    pressPoint_ = pointer_;
    dragging_ = selectedOnPress_ = false;
    dragFrom_ = NoSquare;
    if (!input_.canPickUp(sq)) return;
    dragFrom_ = sq;
    // Picked up: its targets show at once. With a piece already selected the press may be
    // the second click of a move (king then rook), so that waits for the release.
    if (input_.selected() == NoSquare && !input_.announced() && !input_.halfCastle()) {
        input_.select(sq);
        selectedOnPress_ = true;
        refreshStatus();
    }
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    pointer_ = event->position();
    if (dragFrom_ != NoSquare && (event->buttons() & Qt::LeftButton) && !dragging_ &&
        (pointer_ - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        dragging_ = true;
        if (input_.selected() != dragFrom_) input_.select(dragFrom_);
    }
    updateHint();
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    release(event);
    updateHint(); // the gesture is over: its hint goes, unless the pointer starts another
}

void BoardWidget::release(QMouseEvent* event) {
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    const Square sq = geometry_.squareAt(pointer_);
    const Square from = dragFrom_;
    const bool wasDrag = dragging_;
    dragging_ = false;
    dragFrom_ = NoSquare;
    if (hasPendingMove() || question_ || promotionOpen()) return;
    if (wasDrag) {
        if (sq == from) { // put back where it was: it stays picked up for a click
            update();
            return;
        }
        const Piece piece = shownBoard()[from];
        const QPointF dropped = geometry_.toFileRank(pointer_);
        const InputResult r = input_.drop(from, sq);
        if (r.kind == InputResult::Play || r.kind == InputResult::CastleAttempt)
            dropStarts_ = {{piece, dropped, BoardGeometry::centreOf(from)}};
        if (r.kind == InputResult::HalfCastle)
            startSlides({{piece, dropped, BoardGeometry::centreOf(sq)}});
        if (r.kind == InputResult::Rejected || r.kind == InputResult::Ask ||
            r.kind == InputResult::Promote)
            startSlides({{piece, dropped, BoardGeometry::centreOf(from)}});
        handle(r);
        return;
    }
    if (pressSquare_ == NoSquare || selectedOnPress_) {
        update();
        return;
    }
    handle(input_.click(pressSquare_));
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (!interactive_ || !keyboard(event)) QWidget::keyPressEvent(event);
}

} // namespace chess960::ui
