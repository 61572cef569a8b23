// The start-position card as a feature of the window: File > Print start-position card...
// opens the card dialog on the start position of the game on the board, with the dice rolls
// that gave it when the game was set up from dice. Set-up and Double Fischer Random positions
// have no SP number to print a card for.
#pragma once

#include "feature.h"

class QAction;

namespace chess960::ui {

class BoardWidget;
class CardDialog;
class GameSession;
class GameDocument;

class CardAction : public Feature {
    Q_OBJECT
public:
    CardAction(GameSession* game, GameDocument* document, BoardWidget* board, QMainWindow* window);

    QAction* action() const { return print_; }
    /// \brief The card dialog on the game's start position (shown, not modal); nothing for a
    /// position without an SP number.
    CardDialog* openStartCard();

protected:
    void retranslate() override;

private:
    GameSession* game_;
    GameDocument* document_;
    BoardWidget* board_;
    QAction* print_;
};

} // namespace chess960::ui
