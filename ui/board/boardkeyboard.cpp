// The board without a mouse: arrow keys move a focus square, Space or Enter acts there as a
// click would (so every click gesture, king-then-rook castling included, works from the keys),
// the promotion chooser takes arrows, Enter and piece letters, and a screen reader hears the
// focused square through the accessible name.
#include "board/accessibleevents.h"
#include "board/movewords.h"
#include "board/boardwidget.h"

#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

namespace chess960::ui {
namespace {

bool isArrow(int key) {
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

bool isAct(int key) {
    return key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter;
}

PieceType promotionLetter(int key) {
    switch (key) {
    case Qt::Key_Q: return Queen;
    case Qt::Key_N: return Knight;
    case Qt::Key_R: return Rook;
    case Qt::Key_B: return Bishop;
    default: return NoPieceType;
    }
}

} // namespace

// The window's own shortcuts (history on Left/Right, Enter, Esc) must not take the keys the
// board uses while it has the focus and takes moves.
bool BoardWidget::takesKey(const QKeyEvent* event) const {
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    const int key = event->key();
    if (isArrow(key) && arrowsBrowse_ && !promotionOpen()) return false;
    if (isArrow(key) || isAct(key) || key == Qt::Key_Escape) return true;
    return promotionOpen() && promotionLetter(key) != NoPieceType;
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && (takesGestures() || !premove().isNull()) &&
        takesKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::LanguageChange) updateAccessibleText();
    return QWidget::event(event);
}

void BoardWidget::focusInEvent(QFocusEvent* event) {
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        showFocusSquare(true);
    QWidget::focusInEvent(event);
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

bool BoardWidget::keyboard(QKeyEvent* event) {
    if (!takesKey(event)) return false;
    const int key = event->key();
    if (promotionOpen()) {
        promotionKey(event);
    } else if (key == Qt::Key_Escape) {
        cancel();
    } else if (isAct(key) && hasPendingMove()) {
        confirmMove();
    } else if (!focusShown_) {
        showFocusSquare(true); // the first key only shows where the keys are
    } else if (isArrow(key)) {
        moveFocus(key == Qt::Key_Right  ? 1
                  : key == Qt::Key_Left ? -1
                                        : 0,
                  key == Qt::Key_Up     ? 1
                  : key == Qt::Key_Down ? -1
                                        : 0);
    } else if (!question_) {
        apply(interaction_.click(focusSquare_), true);
    }
    updateHint();
    updateAccessibleText();
    update();
    return true;
}

void BoardWidget::showFocusSquare(bool shown) {
    if (shown && focusSquare_ == NoSquare)
        focusSquare_ = input().position().kingSquare(input().position().sideToMove());
    focusShown_ = shown;
    updateHint();
    updateAccessibleText();
    update();
}

// Arrows go the way the player sees the board, so they turn with it.
void BoardWidget::moveFocus(int right, int up) {
    if (isFlipped()) {
        right = -right;
        up = -up;
    }
    const int file = std::clamp(fileOf(focusSquare_) + right, 0, 7);
    const int rank = std::clamp(rankOf(focusSquare_) + up, 0, 7);
    focusSquare_ = makeSquare(file, rank);
}

void BoardWidget::promotionKey(QKeyEvent* event) {
    const int key = event->key();
    if (key == Qt::Key_Escape) return cancel();
    if (isAct(key))
        return apply(interaction_.choosePromotion(
            BoardInteraction::kPromotionOrder[interaction_.promotionChoice()]));
    if (const PieceType t = promotionLetter(key); t != NoPieceType)
        return apply(interaction_.choosePromotion(t));
    if (!isArrow(key)) return;
    // The choices run away from the promotion square: Down steps on when they hang down.
    const std::vector<QRect> rects = promotionRects();
    const bool downwards = rects.size() > 1 && rects[1].top() > rects[0].top();
    const bool onwards = (key == Qt::Key_Down || key == Qt::Key_Right) == downwards;
    interaction_.stepPromotionChoice(onwards ? 1 : -1);
}

bool BoardWidget::offerMove(Move m) {
    if (question_) return false; // the menu is still closing
    const BoardReaction r = interaction_.offerMove(m);
    if (!r.accepted) return false;
    dropStarts_.clear(); // a typed move starts from the squares
    apply(r);
    return true;
}

bool BoardWidget::castle(CastleSide side) {
    if (question_) return false;
    const BoardReaction r = interaction_.castle(side);
    if (r.accepted && !r.move.isNull()) dropStarts_.clear();
    apply(r);
    return r.accepted;
}

void BoardWidget::updateAccessibleText() {
    QString name;
    if (promotionOpen()) {
        const Piece piece = makePiece(input().position().sideToMove(), // premoves too
                                      BoardInteraction::kPromotionOrder[promotionChoice()]);
        name = tr("Promote to: %1").arg(pieceInWords(piece));
    } else if (focusShown_ && focusSquare_ != NoSquare) {
        name = squareInWords(focusSquare_, shownBoard()[focusSquare_]);
        if (input().selected() == focusSquare_) name = tr("%1, picked up").arg(name);
    } else {
        name = tr("Chess board");
    }
    QString description =
        tr("Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up "
           "and puts it down, Esc cancels.")
            .arg(position().sideToMove() == White ? tr("White") : tr("Black"));
    if (showRights_) description += QLatin1Char(' ') + castlingRightsText();
    if (description != accessibleDescription()) setAccessibleDescription(description);
    if (name == accessibleName()) return;
    setAccessibleName(name);
    // The focused object's name changing is what screen readers speak while one moves around.
    sendAccessibleEvent(this, QAccessible::NameChanged);
}

void BoardWidget::paintFocus(QPainter& p) const {
    // The window's focus widget, not hasFocus(): the square stays drawn while another
    // window is active, as the text cursor of a line edit stays where it was.
    if (!focusShown_ || window()->focusWidget() != this) return;
    const qreal sq = geometry_.squareSize();
    p.setBrush(Qt::NoBrush);
    if (promotionOpen()) {
        const std::vector<QRect> rects = promotionRects();
        const QRectF r = rects[size_t(promotionChoice())];
        p.setPen(QPen(QColor(20, 90, 200), sq * 0.07));
        p.drawEllipse(r.center(), sq * 0.47, sq * 0.47);
        return;
    }
    // Two rings, dark and light, so that the square shows on either square colour.
    const QRectF r = geometry_.squareRect(focusSquare_);
    p.setPen(QPen(QColor(20, 20, 20, 220), sq * 0.08));
    p.drawRect(r.adjusted(sq * 0.04, sq * 0.04, -sq * 0.04, -sq * 0.04));
    p.setPen(QPen(QColor(255, 255, 255, 235), sq * 0.04));
    p.drawRect(r.adjusted(sq * 0.1, sq * 0.1, -sq * 0.1, -sq * 0.1));
}

} // namespace chess960::ui
