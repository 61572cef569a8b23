// Mouse and keys: a press picks a piece up, a move drags it, a release drops or clicks.
#include "board/boardwidget.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace chess960::ui {

void BoardWidget::resizeEvent(QResizeEvent*) {
    geometry_ = BoardGeometry(size(), isFlipped());
    syncPointer();
}

void BoardWidget::leaveEvent(QEvent*) {
    pointer_ = QPointF(-1, -1);
    updateHint();
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (focusShown_) showFocusSquare(false); // the mouse is in use: the keys' square goes
    if (drawing(event)) return;
    if (!takesGestures() || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    syncPointer();
    if (promotionOpen()) {
        choosePromotion(pointer_);
        return;
    }
    if (question_) return; // the menu is still closing
    pressPoint_ = pointer_;
    const BoardReaction r = interaction_.press(geometry_.squareAt(pointer_));
    if (r.premove) emit premoveChanged(*r.premove);
    if (r.status) refreshStatus(*r.status);
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    pointer_ = event->position();
    if ((event->buttons() & Qt::LeftButton) &&
        (pointer_ - pressPoint_).manhattanLength() >= QApplication::startDragDistance())
        interaction_.beginDrag();
    updateHint();
    update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (!drawing(event)) release(event);
    updateHint(); // the gesture is over: its hint goes, unless the pointer starts another
}

void BoardWidget::release(QMouseEvent* event) {
    if (!takesGestures() || event->button() != Qt::LeftButton) return;
    pointer_ = event->position();
    const Square sq = geometry_.squareAt(pointer_);
    const Square from = interaction_.dragged();
    const Piece piece = from == NoSquare ? NoPiece : shownBoard()[from];
    const BoardReaction r = interaction_.release(sq);
    if (from != NoSquare) {
        // The dropped piece slides on from where it was let go: back, or on to its square.
        const QPointF dropped = geometry_.toFileRank(pointer_);
        if (r.kind == InputResult::Play || r.kind == InputResult::CastleAttempt)
            dropStarts_ = {{piece, dropped, BoardGeometry::centreOf(from)}};
        if (r.kind == InputResult::HalfCastle)
            startSlides({{piece, dropped, BoardGeometry::centreOf(sq)}});
        if (r.kind == InputResult::Rejected || r.kind == InputResult::Ask ||
            r.kind == InputResult::Promote)
            startSlides({{piece, dropped, BoardGeometry::centreOf(from)}});
    }
    apply(r);
    if (from != NoSquare && sq != NoSquare && sq != from && r.kind == InputResult::Rejected)
        emit dropRejected();
}

// The right button draws whether or not the board takes moves: drawings are for thinking.
bool BoardWidget::drawing(QMouseEvent* event) {
    if (event->button() != Qt::RightButton) return false;
    pointer_ = event->position();
    const Square sq = geometry_.squareAt(pointer_);
    if (event->type() == QEvent::MouseButtonPress) {
        const Qt::KeyboardModifiers mods = event->modifiers();
        const BoardReaction r = interaction_.beginDrawing(
            sq, BoardInteraction::markingColour(mods & (Qt::ShiftModifier | Qt::ControlModifier),
                                                mods & (Qt::AltModifier | Qt::MetaModifier)));
        if (r.premove) apply(r);
    } else if (interaction_.endDrawing(sq)) {
        emit markingsChanged(markings());
    }
    update();
    return true;
}

void BoardWidget::keyPressEvent(QKeyEvent* event) {
    if (!(takesGestures() || !premove().isNull()) || !keyboard(event))
        QWidget::keyPressEvent(event);
}

} // namespace chess960::ui
