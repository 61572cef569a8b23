// The main window without a mouse, and for screen readers: the move entry box, the last move
// in words, the castling shortcuts, history keys that leave the board its arrows, and an
// accessible name on every part of the window.
#include "mainwindow.h"

#include "a11y/lastmovelabel.h"
#include "a11y/moveentry.h"
#include "board/boardwidget.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QStatusBar>
#include <QVBoxLayout>

namespace chess960::ui {

void MainWindow::createKeyboardAccess(QVBoxLayout* side) {
    lastMove_ = new LastMoveLabel(this);
    moveEntry_ = new MoveEntry(controller_, board_, this);
    const int list = side->indexOf(moveTree_);
    side->insertWidget(list + 1, lastMove_);
    side->insertWidget(list + 2, moveEntry_);
    connect(controller_, &GameController::positionChanged, lastMove_,
            [this] { lastMove_->showGame(controller_->game()); });
    connect(moveEntry_, &MoveEntry::gamePasteRequested, paste_, &QAction::trigger);

    castleHSide_ = new QAction(this);

    castleHSide_->setObjectName(QStringLiteral("castleHSide"));
    castleHSide_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    castleASide_ = new QAction(this);
    castleASide_->setObjectName(QStringLiteral("castleASide"));
    castleASide_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
    // Asked again, the reason a castle is impossible is told again, even when the board's
    // words have not changed since another message took their place.
    for (const auto& [action, side] :
         {std::pair{castleHSide_, CastleSide::HSide}, std::pair{castleASide_, CastleSide::ASide}}) {
        connect(action, &QAction::triggered, board_, [this, side] {
            if (!board_->castle(side)) statusBar()->showMessage(board_->statusText());
        });
    }
    typeMove_ = new QAction(this);
    typeMove_->setObjectName(QStringLiteral("typeMove"));
    typeMove_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(typeMove_, &QAction::triggered, moveEntry_, [this] {
        moveEntry_->edit()->setFocus(Qt::ShortcutFocusReason);
        moveEntry_->edit()->selectAll();
    });
    boardMenu_->insertActions(withdraw_, {castleHSide_, castleASide_, typeMove_});

    // The board keeps Left and Right for its focus square while it takes moves; history
    // browsing also answers Alt+Left and Alt+Right, as in a browser.
    const QKeySequence extra[] = {QKeySequence(Qt::ALT | Qt::Key_Left),
                                  QKeySequence(Qt::ALT | Qt::Key_Right)};
    for (int i = 0; i < 2 && i < browseActions_.size(); ++i)
        browseActions_[i]->setShortcuts({browseActions_[i]->shortcut(), extra[i]});
    retranslateKeyboardAccess();
}

void MainWindow::retranslateKeyboardAccess() {
    if (!moveEntry_) return; // the window's first retranslation comes before these exist
    castleHSide_->setText(tr("Castle &h-side (O-O)"));
    castleHSide_->setToolTip(tr("Castle towards the h-file now, if the side to move can"));
    castleASide_->setText(tr("Castle &a-side (O-O-O)"));
    castleASide_->setToolTip(tr("Castle towards the a-file now, if the side to move can"));
    typeMove_->setText(tr("&Type a move"));
    moveTree_->setAccessibleName(tr("Moves of the game"));
    clocks_->setAccessibleName(tr("Clocks"));
    enginePanel_->setAccessibleName(tr("Computer's analysis"));
    historyBar_->setAccessibleName(tr("History browsing"));
}

} // namespace chess960::ui
