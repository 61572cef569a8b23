// A game started from a set-up straight on the session, past the document's question before
// a game is replaced: the program starts games through GameDocument::startNew (the Game menu's
// GameStarter); a test that is about something else starts its game here.
#pragma once

#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "i18n/errorwording.h"

#include <QString>

namespace testutil {

inline bool startGame(chess960::ui::GameSession* session, const chess960::ui::GameSetup& setup,
                      QString* error = nullptr) {
    auto game = setup.createGame();
    if (!game) {
        if (error) *error = chess960::ui::ErrorWording::text(game.error());
        return false;
    }
    session->loadGame(*game);
    return true;
}

} // namespace testutil
