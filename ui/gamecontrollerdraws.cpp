// Draws in the game being played: offers (answered by the other player or the computer),
// claims now, and claims made together with the move that brings the draw about.
#include "gamecontroller.h"

namespace chess960::ui {

void GameController::offerDraw() {
    if (!canOfferDraw()) return;
    if (!computer_) {
        emit drawOfferMade(game_.position().sideToMove());
        return;
    }
    drawOffered_ = true;
    // Only the window's words change: the board, a hint on it and the engine stay as they are.
    emit drawOfferChanged();
}

void GameController::acceptDraw() {
    if (game_.agreeDraw()) changed(Move(), false);
}

void GameController::answerDrawOffer(bool accept) {
    if (!drawOffered_) return;
    drawOffered_ = false;
    if (accept)
        acceptDraw();
    else
        emit drawDeclined();
}

void GameController::claimDraw() {
    if (canClaimDraw() && game_.claimDraw()) changed(Move(), false);
}

void GameController::armDrawClaim(bool on) {
    if (on && !acceptsBoardMoves()) on = false;
    setClaimArmed(on);
}

void GameController::setClaimArmed(bool on) {
    if (claimArmed_ == on) return;
    claimArmed_ = on;
    emit drawClaimArmedChanged(on);
}

} // namespace chess960::ui
