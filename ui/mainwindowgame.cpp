// The main window following the game: board, lists, clocks and the engine panel show what
// the controllers decided; the dialogs here only ask the players and pass the answer on.
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/gamefiles.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "game/playernames.h"
#include "i18n/errorwording.h"
#include "i18n/piecenotation.h"
#include "review/reviewfeature.h"

#include <QAction>
#include <QCloseEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace chess960::ui {

void MainWindow::connectGame() {
    // The panel's words when nothing newer is to be said about the game.
    const auto showOpponent = [this] {
        const Players players = controller_->players();
        enginePanel_->showMessage([players] { return PlayerNames::pairing(players); });
    };
    connect(controller_, &GameController::positionChanged, this, [this, showOpponent](Move move) {
        // A game that ends without a move (resignation, a claim, the flag) keeps its last
        // move marked; so does the position after a take-back.
        if (!controller_->viewedPly()) {
            board_->setPosition(controller_->position(),
                                move.isNull() ? controller_->lastMove() : move);
            // The drawings kept with the node on view come back with it.
            board_->setMarkings(controller_->game().nodeMove(controller_->viewedNode()).markings);
        }
        // A hint is about the position it was asked in: its words and arrow go with it, also
        // when the game has just ended.
        board_->setHintMove(Move());
        if (enginePanel_->showsHint()) showOpponent();
        if (!hintMessage_.isEmpty() && statusBar()->currentMessage() == hintMessage_)
            statusBar()->clearMessage();
        hintMessage_.clear();
        orientBoard(false);
        showGame();
    });
    connect(controller_, &GameController::gameStarted, this, [this, showOpponent] {
        orientBoard(true);
        clocks_->setNames(playerName(White), playerName(Black));
        showOpponent();
    });
    // Other players took over (an engine failed and two people play on, or the built-in
    // engine took its side): the board takes moves for whoever is a person now, and the
    // clocks and the panel name the players.
    connect(controller_, &GameController::playersChanged, this, [this, showOpponent] {
        clocks_->setNames(playerName(White), playerName(Black));
        showOpponent();
        showGame();
    });
    // After a take-back or a replay the computer's last words may be about a move that is gone.
    connect(undo_, &QAction::triggered, this, showOpponent);
    connect(redo_, &QAction::triggered, this, showOpponent);
    connect(controller_, &GameController::viewChanged, this, &MainWindow::showView);
    connect(controller_, &GameController::gameEnded, this, &MainWindow::showResult);
    connect(controller_, &GameController::drawOfferMade, this, &MainWindow::askDrawOffer);
    connect(controller_, &GameController::drawOfferChanged, this, &MainWindow::showGame);
    connect(controller_, &GameController::drawClaimArmedChanged, this,
            &MainWindow::showDrawClaimArmed);
    connect(controller_, &GameController::drawClaimRejected, this,
            &MainWindow::showDrawClaimRejected);
    connect(controller_, &GameController::drawDeclined, this, [this] {
        statusBar()->showMessage(tr("The computer declines the draw offer."), 6000);
        enginePanel_->showMessage([] { return tr("Draw offer declined"); },
                                  tr("The computer thinks it can still play for a win."));
    });
    connect(director_, &PlayerDirector::thinkingChanged, this, &MainWindow::showEngineState);
    connect(director_, &PlayerDirector::progress, enginePanel_, &EnginePanel::showProgress);
    connect(director_, &PlayerDirector::hintReady, this, &MainWindow::showHint);
    connect(director_, &PlayerDirector::machineMoved, this,
            [this](const QString& san, const engine::ScoreReading& reading) {
                // The side that just moved: an external engine is named, the built-in one is
                // "the computer".
                const PlayerSpec mover =
                    controller_->players()[~controller_->position().sideToMove()];
                // Below the top level the move played need not be the line's first move.
                enginePanel_->showMessage(
                    [san, mover] {
                        return mover.kind == PlayerKind::External
                                   ? tr("%1 played %2").arg(mover.engine, san)
                                   : tr("The computer played %1").arg(san);
                    },
                    [reading] { return ErrorWording::scoreText(reading); }, false);
            });
}

void MainWindow::showView() {
    const std::optional<int> ply = controller_->viewedPly();
    historyBar_->setVisible(ply.has_value());
    backToGame_->setEnabled(ply.has_value());
    const Game& game = controller_->game();
    const NodeId node = controller_->viewedNode();
    if (!ply) {
        board_->setPosition(controller_->position(), controller_->lastMove());
        board_->setMarkings(game.nodeMove(node).markings);
        showGame();
        return;
    }
    const Move led = node != Game::root() ? game.nodeMove(node).move : Move();
    board_->setPremoveSide(std::nullopt); // browsing takes a premove back
    board_->setPosition(controller_->viewedPosition(), led);
    board_->setMarkings(game.nodeMove(node).markings);
    board_->setInteractive(false);
    moveTree_->setGame(game, node);
    const QString where =
        node == Game::root() ? tr("the start position")
                             : tr("the position after %1").arg(MoveTreeView::moveLabel(game, node));
    historyText_->setText(
        tr("History: %1. The board is read-only; End returns to the game.").arg(where));
}

void MainWindow::orientBoard(bool gameStart) {
    // Against the computer the person's side faces them once, at the start; after that the
    // Flip action is theirs. Two players start with the side to move facing them; the
    // auto-flip setting turns the board every move.
    if (controller_->players().personSide() && !gameStart) return;
    if (const auto bottom = controller_->preferredBottom(settings_.autoFlip, gameStart))
        board_->setFlipped(*bottom == Black);
    flip_->blockSignals(true);
    flip_->setChecked(board_->isFlipped());
    flip_->blockSignals(false);
}

void MainWindow::showResult() {
    if (controller_->game().isOver()) director_->stop();
    // Never modal in the blocking sense; it offers to look at the game again at once.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game over"),
                                controller_->resultText(), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("resultMessage"));
    // An engine that failed in a game between engines ended it: one box says both.
    if (!failureNote_.isEmpty()) {
        box->setIcon(QMessageBox::Warning);
        box->setWindowTitle(tr("The engine failed"));
        box->setInformativeText(box->text());
        box->setText(failureNote_);
        box->setObjectName(QStringLiteral("playerFailed"));
        failureNote_.clear();
    }
    QPushButton* analyse = box->addButton(tr("Analyse this game"), QMessageBox::ActionRole);
    analyse->setObjectName(QStringLiteral("analyseGame"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(analyse, &QPushButton::clicked, this, [this] { controller_->setAnalysis(true); });
    QPushButton* review = box->addButton(tr("Review this game"), QMessageBox::ActionRole);
    review->setObjectName(QStringLiteral("reviewGame"));
    connect(review, &QPushButton::clicked, this, [this] { review_->start(engine::kReviewNormal); });
    box->open();
}

void MainWindow::showHint(Move move, const QString& san, const engine::ScoreReading& reading) {
    board_->setHintMove(move);
    enginePanel_->showHint([san] { return tr("Hint: %1").arg(shownMove(san)); },
                           [reading] { return ErrorWording::scoreText(reading); });
    const QString explanation = ErrorWording::scoreText(reading);
    hintMessage_ = tr("Hint: %1 (%2)").arg(shownMove(san), explanation);
    statusBar()->showMessage(hintMessage_, 10000);
}

void MainWindow::askDrawOffer(Color by) {
    const QString offerer = playerName(by);
    const QString other = playerName(~by);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Draw offer"),
                                tr("%1 offers a draw. %2, do you accept?").arg(offerer, other),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("drawOffer"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, other](int answer) {
        if (answer == QMessageBox::Yes)
            controller_->acceptDraw();
        else
            statusBar()->showMessage(tr("%1 declines the draw offer.").arg(other), 6000);
    });
    box->open();
}

void MainWindow::confirmResign() {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Chess960"), tr("Resign this game?"),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("resignConfirm"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int answer) {
        if (answer == QMessageBox::Yes) controller_->resign();
    });
    box->open();
}

void MainWindow::showDrawClaimArmed(bool armed) {
    claimWithMove_->setChecked(armed);
    const QString text =
        controller_->game().incorrectClaimBonusMs() > 0
            ? tr("Draw claim: your next move is the claim. If it is not valid, the move stands "
                 "and your opponent gets two more minutes.")
            : tr("Draw claim: your next move is the claim. If it is not valid, the move stands.");
    if (armed)
        statusBar()->showMessage(text);
    else if (statusBar()->currentMessage() == text)
        statusBar()->clearMessage();
    showGame();
}

void MainWindow::showDrawClaimRejected(const QString& san) {
    // FIDE 9.2, 9.3: a claim made with a move is checked after it; a wrong one lets it stand.
    const Color claimer = ~controller_->position().sideToMove();
    // FIDE 9.5.b (always two minutes): the controller has already added them to the clock.
    QString penalty;
    if (controller_->game().incorrectClaimBonusMs() > 0)
        penalty = QLatin1Char(' ') +
                  tr("%1 gets two more minutes on the clock.").arg(playerName(~claimer));
    showMessage(tr("Draw claim not valid"),
                tr("%1 claimed a draw with %2, but the claim is not valid: after %2 the "
                   "position has not occurred three times, and there have not been 50 moves "
                   "by each side without a capture or a pawn move.\n\nAs the rules require, "
                   "%2 stands and the game goes on.")
                        .arg(playerName(claimer), shownMove(san)) +
                    penalty,
                false, QStringLiteral("drawClaimRejected"));
}

void MainWindow::showEngineState(bool thinking) {
    if (thinking) {
        const Color side = controller_->position().sideToMove();
        enginePanel_->setThinking(true, PlayerNames::label(controller_->players()[side]));
        statusBar()->showMessage(tr("The computer is thinking..."));
    } else if (statusBar()->currentMessage() == tr("The computer is thinking...")) {
        statusBar()->clearMessage();
    }
}

void MainWindow::showMessage(const QString& title, const QString& text, bool error,
                             const QString& name) {
    // Never modal in the blocking sense: the clocks and the engine go on while it is open.
    auto* box = new QMessageBox(error ? QMessageBox::Warning : QMessageBox::Information, title,
                                text, QMessageBox::Ok, this);
    if (!name.isEmpty())
        box->setObjectName(name);
    else
        box->setObjectName(error ? QStringLiteral("errorMessage")
                                 : QStringLiteral("resultMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::playerName(Color c, bool* chosen) const {
    return PlayerNames::ofSide(controller_->game(), controller_->players(), c, chosen);
}

bool MainWindow::hasUnfinishedGame() const {
    return document_->unfinished().has_value();
}

void MainWindow::resumeUnfinishedGame() {
    document_->resumeUnfinished();
}

void MainWindow::discardUnfinishedGame() {
    document_->discardUnfinished();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // My games and the autosave hold the game already; a file of the player's does not.
    if (!mayReplaceGame(true)) {
        event->ignore();
        return;
    }
    director_->stop();
    event->accept();
}

} // namespace chess960::ui
