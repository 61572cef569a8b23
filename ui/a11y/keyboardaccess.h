// Moves without a mouse, as a feature of the window: the Board menu's Castle (C), castle
// h-side and a-side (Ctrl+Right, Ctrl+Left), Type a move (Ctrl+L), Withdraw (Esc) and Confirm
// move (Enter); the move box under the move list and the last move in words for screen
// readers.
#pragma once

#include "feature.h"

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class GameSession;
class LastMoveLabel;
class MoveEntry;

class KeyboardAccess : public Feature {
    Q_OBJECT
public:
    /// \brief Moves on board by keys; Confirm move is offered while options ask for moves to
    /// be confirmed.
    KeyboardAccess(GameSession* game, BoardWidget* board, const BoardOptions* options,
                   QMainWindow* window);

    /// \brief Board > Castle: announces castling (checked while the announcement stands).
    QAction* castleAction() const { return castle_; }
    MoveEntry* moveEntry() const { return entry_; }
    QWidget* lastMoveLabel() const;
    /// \brief Adds Castle, the castles, Type a move, Withdraw and Confirm move to the menu.
    void addTo(QMenu* boardMenu);
    /// \brief Puts Castle and Confirm move on the tool bar.
    void addTo(QToolBar* toolBar);

signals:
    /// \brief A game was pasted into the move box: the window's Paste takes it.
    void pasteRequested();

protected:
    void retranslate() override;

private:
    /// \brief Confirm move is offered only while moves wait for confirmation.
    void setConfirming(bool on);

    BoardWidget* board_;
    QAction* castle_;
    QAction* castleHSide_;
    QAction* castleASide_;
    QAction* typeMove_;
    QAction* withdraw_;
    QAction* confirmMove_;
    MoveEntry* entry_;
    LastMoveLabel* lastMove_;
};

} // namespace chess960::ui
