// The two small choices the board asks for: the promotion piece (drawn on the board) and
// "castle or ordinary move?" (a menu at the square). BoardInteraction holds the options; here
// they are shown and the answers handed back.
#include "board/boardwidget.h"
#include "i18n/castlewording.h"

#include <QMenu>

namespace chess960::ui {

void BoardWidget::choosePromotion(const QPointF& point) {
    const std::vector<QRect> rects = promotionRects();
    PieceType chosen = NoPieceType; // a click beside the chooser: the pawn stays
    for (size_t i = 0; i < rects.size(); ++i)
        if (rects[i].contains(point.toPoint())) chosen = BoardInteraction::kPromotionOrder[i];
    apply(interaction_.choosePromotion(chosen));
}

std::vector<QRect> BoardWidget::promotionRects() const {
    std::vector<QRect> rects;
    if (!promotionOpen()) return rects;
    const QRectF first = geometry_.squareRect(interaction_.promotionOptions().front().to());
    const qreal step = first.center().y() < geometry_.boardRect().center().y() ? 1 : -1;
    for (int i = 0; i < 4; ++i)
        rects.push_back(first.translated(0, step * i * geometry_.squareSize()).toRect());
    return rects;
}

void BoardWidget::ask(bool fromKeys) {
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("castleQuestion"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (Move m : interaction_.questionOptions()) {
        QString text;
        if (m.kind() == Move::Castling) {
            text =
                tr("Castle %1")
                    .arg(CastleWording::castleName(chess960::castleSideOf(input().position(), m)));
        } else {
            text =
                tr("%1 to %2")
                    .arg(CastleWording::pieceTypeName(typeOf(input().position().pieceOn(m.from()))),
                         QString::fromStdString(squareName(m.to())));
        }
        QAction* action = menu->addAction(text);
        connect(action, &QAction::triggered, this, [this, m] { apply(interaction_.answer(m)); });
        connect(action, &QAction::hovered, this, [this, m] {
            interaction_.hoverAnswer(m);
            update();
        });
    }
    // A menu closed without a choice withdraws the gesture; triggered() comes after
    // aboutToHide(), so look once the event that closed the menu is done.
    connect(menu, &QMenu::aboutToHide, this, [this] {
        QMetaObject::invokeMethod(
            this, [this] { apply(interaction_.dismissQuestion()); }, Qt::QueuedConnection);
    });
    question_ = menu;
    // From the keys the menu opens at the focus square, its first answer ready for Enter.
    menu->popup(mapToGlobal(fromKeys ? squareRect(focusSquare_).center() : pointer_.toPoint()));
    if (fromKeys) menu->setActiveAction(menu->actions().value(0));
}

} // namespace chess960::ui
