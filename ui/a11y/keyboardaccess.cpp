#include "a11y/keyboardaccess.h"

#include "a11y/lastmovelabel.h"
#include "a11y/moveentry.h"
#include "board/boardwidget.h"
#include "game/boardoptions.h"
#include "game/gamesession.h"

#include <QAction>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace chess960::ui {

KeyboardAccess::KeyboardAccess(GameSession* game, BoardWidget* board, const BoardOptions* options,
                               QMainWindow* window)
    : Feature(window), board_(board), castle_(newAction("castle")),
      castleHSide_(newAction("castleHSide")), castleASide_(newAction("castleASide")),
      typeMove_(newAction("typeMove")), withdraw_(newAction("withdraw")),
      confirmMove_(newAction("confirmMove")), entry_(new MoveEntry(game, board, window)),
      lastMove_(new LastMoveLabel(window)) {
    castle_->setCheckable(true); // pressed while the announcement stands
    withdraw_->setShortcut(Qt::Key_Escape);
    confirmMove_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    confirmMove_->setEnabled(false);
    castleHSide_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    castleASide_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
    typeMove_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(castle_, &QAction::triggered, this, [this] {
        if (board_->input().announced())
            board_->cancel();
        else
            board_->announceCastling();
        castle_->setChecked(board_->input().announced());
        // The answer is told even when the board's words are those it said before.
        say(board_->statusText());
    });
    connect(board_, &BoardWidget::announcementChanged, castle_, &QAction::setChecked);
    connect(withdraw_, &QAction::triggered, board_, &BoardWidget::cancel);
    connect(confirmMove_, &QAction::triggered, board_, &BoardWidget::confirmMove);
    connect(board_, &BoardWidget::pendingChanged, confirmMove_, &QAction::setEnabled);
    // Asked again, the reason a castle is impossible is told again, even when the board's
    // words have not changed since another message took their place.
    for (const auto& [action, side] :
         {std::pair{castleHSide_, CastleSide::HSide}, std::pair{castleASide_, CastleSide::ASide}}) {
        connect(action, &QAction::triggered, board_, [this, wing = side] {
            if (!board_->castle(wing)) say(board_->statusText());
        });
    }
    connect(typeMove_, &QAction::triggered, entry_, [this] {
        entry_->edit()->setFocus(Qt::ShortcutFocusReason);
        entry_->edit()->selectAll();
    });
    connect(entry_, &MoveEntry::gamePasteRequested, this, &KeyboardAccess::pasteRequested);
    // The game's last move while it is played (also while an earlier move is browsed, so that
    // the computer's reply is heard); in analysis the move that led to the node on view.
    const auto showLastMove = [this, game] {
        lastMove_->showMoveTo(game->game(),
                              game->analysing() ? game->view()->node() : game->game().cursor());
    };
    connect(game, &GameSession::positionChanged, lastMove_, showLastMove);
    connect(game->view(), &ViewCursor::moved, lastMove_, showLastMove);
    setConfirming(options->settings().confirmMoves);
    connect(options, &BoardOptions::changed, this,
            [this](const BoardSettings& s) { setConfirming(s.confirmMoves); });
    ready();
}

QWidget* KeyboardAccess::lastMoveLabel() const {
    return lastMove_;
}

void KeyboardAccess::addTo(QMenu* boardMenu) {
    boardMenu->addActions(
        {castle_, castleHSide_, castleASide_, typeMove_, withdraw_, confirmMove_});
}

void KeyboardAccess::addTo(QToolBar* toolBar) {
    // Move confirmation is a setting (Board menu, Settings): the bar keeps only its button,
    // shown while it is on, so that the bar fits in every language at the default size.
    toolBar->addActions({castle_, confirmMove_});
}

void KeyboardAccess::setConfirming(bool on) {
    confirmMove_->setVisible(on); // nothing to confirm without it
}

void KeyboardAccess::retranslate() {
    castle_->setText(tr("&Castle"));
    castle_->setShortcut(tr("C"));
    castle_->setToolTip(tr("Announce castling (C): then move king or rook; Esc withdraws"));
    castleHSide_->setText(tr("Castle &h-side (O-O)"));
    castleHSide_->setToolTip(tr("Castle towards the h-file now, if the side to move can"));
    castleASide_->setText(tr("Castle &a-side (O-O-O)"));
    castleASide_->setToolTip(tr("Castle towards the a-file now, if the side to move can"));
    typeMove_->setText(tr("&Type a move"));
    withdraw_->setText(tr("&Withdraw"));
    withdraw_->setToolTip(
        tr("Withdraw the selection, the announcement, the waiting move or the premove"));
    confirmMove_->setText(tr("Confirm &move"));
}

} // namespace chess960::ui
