// Draws in the game being played: offers (answered by the other player or an engine),
// claims now, and claims made together with the move that brings the draw about; and an
// engine's failure in a game between engines, which ends it.
#include "game/gamesession.h"

namespace chess960::ui {

void GameSession::offerDraw() {
    if (!canOfferDraw()) return;
    const Color by = game_.position().sideToMove();
    if (players_[~by].isPerson()) {
        emit drawOfferMade(by);
        return;
    }
    drawOffered_ = true;
    // Only the window's words change: the board, a hint on it and the engine stay as they are.
    emit drawOfferChanged();
}

void GameSession::acceptDraw() {
    if (game_.agreeDraw()) changed(Move(), false);
}

void GameSession::answerDrawOffer(bool accept) {
    if (!drawOffered_) return;
    drawOffered_ = false;
    if (accept) {
        acceptDraw();
    } else {
        declinedPly_ = game_.plyCount();
        emit drawDeclined();
    }
}

void GameSession::claimDraw() {
    if (canClaimDraw() && game_.claimDraw()) changed(Move(), false);
}

bool GameSession::claimDrawForMachine() {
    if (!isMachineTurn() || !game_.canClaimDraw() || !game_.claimDraw()) return false;
    changed(Move(), false);
    return true;
}

bool GameSession::forfeitByMachine(Color side, const QString& why, bool illegalMove) {
    if (!isMachineTurn() || game_.position().sideToMove() != side) return false;
    const GameResult result = side == White ? GameResult::BlackWins : GameResult::WhiteWins;
    if (!game_.setOutcome(result,
                          illegalMove ? Termination::RulesInfraction : Termination::Abandoned))
        return false;
    changed(Move(), false);
    addEndNote(why);
    return true;
}

void GameSession::addEndNote(const QString& text) {
    if (!game_.isOver() || text.isEmpty()) return;
    std::string comment = game_.nodeMove(game_.cursor()).comment;
    if (!comment.empty()) comment += ' ';
    game_.setComment(game_.cursor(), comment + text.toStdString());
    emit gameChanged();
}

void GameSession::armDrawClaim(bool on) {
    if (on && !acceptsBoardMoves()) on = false;
    setClaimArmed(on);
}

void GameSession::setClaimArmed(bool on) {
    if (claimArmed_ == on) return;
    claimArmed_ = on;
    emit drawClaimArmedChanged(on);
}

} // namespace chess960::ui
