// The last move of the game in words ("Last move: Knight f3, check"), shown by the window
// and spoken by screen readers: every change sends an accessible event. In analysis, the move
// that led to the position on view.
#pragma once

#include "chess960/game.h"

#include <QLabel>

namespace chess960::ui {

class LastMoveLabel : public QLabel {
    Q_OBJECT
public:
    explicit LastMoveLabel(QWidget* parent = nullptr);

    /// \brief Shows the move that led to node n of `game` (none for the start).
    void showMoveTo(const Game& game, NodeId n);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    Position before_;
    Move move_;
};

} // namespace chess960::ui
