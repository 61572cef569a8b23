#include "card/cardaction.h"

#include "board/boardwidget.h"
#include "card/carddialog.h"
#include "document/gamedocument.h"
#include "game/gamesession.h"

#include <QAction>
#include <QMainWindow>

namespace chess960::ui {

CardAction::CardAction(GameSession* game, GameDocument* document, BoardWidget* board,
                       QMainWindow* window)
    : Feature(window), game_(game), document_(document), board_(board),
      print_(newAction("printStartCard")) {
    connect(print_, &QAction::triggered, this, &CardAction::openStartCard);
    connect(game_, &GameSession::gameStarted, this,
            [this] { print_->setEnabled(game_->game().startNumber() >= 0); });
    ready();
}

void CardAction::retranslate() {
    print_->setText(tr("Print start-position car&d..."));
    print_->setToolTip(tr("A page for a real board: the position, its castles, its number"));
}

CardDialog* CardAction::openStartCard() {
    const int number = game_->game().startNumber();
    if (number < 0) return nullptr;
    auto* dialog = new CardDialog(number, document_->dice(), board_->pieceSetId(),
                                  board_->theme().id, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace chess960::ui
