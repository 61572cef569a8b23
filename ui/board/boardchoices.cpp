// The two small choices the board asks for: the promotion piece (drawn on the board) and
// "castle or ordinary move?" (a menu at the square).
#include "board/boardwidget.h"
#include "i18n/castlewording.h"

#include <QMenu>

namespace chess960::ui {

void BoardWidget::openPromotion(const std::vector<Move>& options) {
    promotion_ = options;
    promotionChoice_ = 0;
    refreshStatus(QT_TR_NOOP("Choose the new piece (Esc: the pawn stays)"));
}

void BoardWidget::choosePromotion(const QPointF& point) {
    const PieceType order[] = {Queen, Knight, Rook, Bishop};
    const std::vector<QRect> rects = promotionRects();
    const std::vector<Move> options = promotion_;
    promotion_.clear();
    for (size_t i = 0; i < rects.size(); ++i) {
        if (!rects[i].contains(point.toPoint())) continue;
        for (Move m : options)
            if (m.promotion() == order[i]) {
                commit(m);
                update();
                return;
            }
    }
    refreshStatus(QT_TR_NOOP("Promotion withdrawn: the pawn stays"));
    update();
}

std::vector<QRect> BoardWidget::promotionRects() const {
    std::vector<QRect> rects;
    if (promotion_.empty()) return rects;
    const QRectF first = geometry_.squareRect(promotion_.front().to());
    const qreal step = first.center().y() < geometry_.boardRect().center().y() ? 1 : -1;
    for (int i = 0; i < 4; ++i)
        rects.push_back(first.translated(0, step * i * geometry_.squareSize()).toRect());
    return rects;
}

void BoardWidget::ask(const std::vector<Move>& options) {
    questionOptions_ = options;
    questionHover_ = Move();
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("castleQuestion"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (Move m : options) {
        QString text;
        if (m.kind() == Move::Castling) {
            text = tr("Castle %1")
                       .arg(CastleWording::castleName(chess960::castleSideOf(position(), m)));
        } else {
            text = tr("%1 to %2")
                       .arg(CastleWording::pieceTypeName(typeOf(position().pieceOn(m.from()))),
                            QString::fromStdString(squareName(m.to())));
        }
        QAction* action = menu->addAction(text);
        connect(action, &QAction::triggered, this, [this, m] { answer(m); });
        connect(action, &QAction::hovered, this, [this, m] {
            questionHover_ = m;
            update();
        });
    }
    // A menu closed without a choice withdraws the gesture; triggered() comes after
    // aboutToHide(), so look once the event that closed the menu is done.
    connect(menu, &QMenu::aboutToHide, this, [this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (questionOptions_.empty()) return;
                questionOptions_.clear();
                questionHover_ = Move();
                refreshStatus(QT_TR_NOOP("Move withdrawn"));
                update();
            },
            Qt::QueuedConnection);
    });
    question_ = menu;
    // From the keys the menu opens at the focus square, its first answer ready for Enter.
    menu->popup(mapToGlobal(keyGesture_ ? squareRect(focusSquare_).center() : pointer_.toPoint()));
    if (keyGesture_) menu->setActiveAction(menu->actions().value(0));
}

void BoardWidget::answer(Move m) {
    if (questionOptions_.empty()) return;
    questionOptions_.clear();
    questionHover_ = Move();
    if (question_) question_->close();
    commit(m);
    update();
}

} // namespace chess960::ui
