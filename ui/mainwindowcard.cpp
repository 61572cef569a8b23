// The main window and the start-position card: File > Print start-position card... opens the
// card dialog on the start position of the game on the board, with the dice rolls that gave it
// when the game was set up from dice.
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "card/carddialog.h"
#include "document/gamedocument.h"
#include "game/gamecontroller.h"

#include <QAction>

namespace chess960::ui {

void MainWindow::createCardActions() {
    printCard_ = new QAction(this);
    printCard_->setObjectName(QStringLiteral("printStartCard"));
    connect(printCard_, &QAction::triggered, this, &MainWindow::openStartCard);
    // Set-up and Double Fischer Random positions have no SP number to print a card for.
    const auto follow = [this] { printCard_->setEnabled(controller_->game().startNumber() >= 0); };
    connect(controller_, &GameController::gameStarted, this, follow);
}

void MainWindow::retranslateCardActions() {
    printCard_->setText(tr("Print start-position car&d..."));
    printCard_->setToolTip(tr("A page for a real board: the position, its castles, its number"));
}

CardDialog* MainWindow::openStartCard() {
    const int number = controller_->game().startNumber();
    if (number < 0) return nullptr;
    auto* dialog =
        new CardDialog(number, document_->dice(), board_->pieceSetId(), board_->theme().id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace chess960::ui
