// How the Game menu starts a game: through whoever keeps the game on the board, which asks
// the player before a game with changes is replaced (ui/document's GameDocument). The menu
// knows only this, so that ui/game does not import the document, which imports it.
#pragma once

#include "game/gamesetup.h"

#include <QString>

namespace chess960::ui {

class GameStarter {
public:
    virtual ~GameStarter() = default;
    /// \brief A new game as set up: false with error set when the set-up cannot start, false
    /// with error empty when the player kept the game on the board.
    virtual bool startNew(const GameSetup& setup, QString* error = nullptr) = 0;
};

} // namespace chess960::ui
