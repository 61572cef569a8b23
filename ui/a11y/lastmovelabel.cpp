#include "a11y/lastmovelabel.h"

#include "board/accessibleevents.h"
#include "board/movewords.h"

#include <QEvent>

namespace chess960::ui {

LastMoveLabel::LastMoveLabel(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("lastMove"));
    setWordWrap(true);
    retranslateUi();
}

void LastMoveLabel::showMoveTo(const Game& game, NodeId n) {
    move_ = Move();
    if (n != Game::root() && game.contains(n)) {
        before_ = game.positionAt(game.parentOf(n));
        move_ = game.nodeMove(n).move;
    }
    retranslateUi();
}

void LastMoveLabel::retranslateUi() {
    const QString text = move_.isNull() ? tr("No move played yet")
                                        : tr("Last move: %1").arg(moveInWords(before_, move_));
    if (text == this->text()) return;
    setText(text);
    setAccessibleName(text);
    // A screen reader speaks a label that changes its name; the focus stays where it is.
    sendAccessibleEvent(this, QAccessible::NameChanged);
}

void LastMoveLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QLabel::changeEvent(event);
}

} // namespace chess960::ui
