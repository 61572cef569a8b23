#include "gamecontroller.h"

namespace chess960::ui {

GameController::GameController(QObject* parent) : QObject(parent) {}

Move GameController::lastMove() const {
    return game_.moves().empty() ? Move() : game_.moves().back().move;
}

void GameController::newGame(int startNumber) {
    auto game = Game::fromStartNumber(startNumber);
    if (!game) return;
    game_ = std::move(*game);
    emit gameStarted();
    emit positionChanged(Move());
}

bool GameController::play(Move move) {
    if (!game_.play(move)) return false;
    emit positionChanged(move);
    return true;
}

void GameController::undo() {
    if (game_.undo()) emit positionChanged(Move());
}

void GameController::redo() {
    if (game_.redo()) emit positionChanged(lastMove());
}

QString GameController::statusText() const {
    const Color side = game_.position().sideToMove();
    const QString name = side == White ? tr("White") : tr("Black");
    const QString why = QString::fromUtf8(terminationText(game_.termination()).data(),
                                          qsizetype(terminationText(game_.termination()).size()));
    switch (game_.result()) {
    case GameResult::WhiteWins: return tr("White wins: %1").arg(why);
    case GameResult::BlackWins: return tr("Black wins: %1").arg(why);
    case GameResult::Draw: return tr("Draw: %1").arg(why);
    case GameResult::Ongoing: break;
    }
    return game_.position().inCheck() ? tr("%1 to move, in check").arg(name)
                                      : tr("%1 to move").arg(name);
}

} // namespace chess960::ui
