#include "game/gamemessages.h"

#include "board/boardwidget.h"
#include "engines/engineconfig.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "game/playernames.h"
#include "i18n/errorwording.h"
#include "i18n/piecenotation.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace chess960::ui {

GameMessages::GameMessages(GameSession* game, PlayerDirector* director, BoardWidget* board,
                           EnginePanel* panel, QMainWindow* window)
    : Feature(window), game_(game), director_(director), board_(board), panel_(panel),
      opponents_(new QMenu(window)) {
    opponents_->setObjectName(QStringLiteral("opponentMenu"));
    connect(opponents_, &QMenu::aboutToShow, this, &GameMessages::fillOpponentMenu);
    for (auto signal : {&GameSession::gameStarted, &GameSession::playersChanged,
                        &GameSession::gameEnded, &GameSession::playingOn})
        connect(game_, signal, this, &GameMessages::updateOpponentMenu);
    connect(game_, &GameSession::analysisChanged, this, &GameMessages::updateOpponentMenu);
    connect(game_, &GameSession::gameStarted, this, [this] { failure_.clear(); });
    // What the player was told to do after a failure stands until the game moves on.
    for (auto signal : {&GameSession::gameStarted, &GameSession::playersChanged})
        connect(game_, signal, this, [this] {
            if (!waitMessage_.isEmpty()) unsay(waitMessage_);
            waitMessage_.clear();
        });
    connect(game_, &GameSession::positionChanged, this, [this] {
        // A hint is about the position it was asked in: its words and arrow go with it, also
        // when the game has just ended.
        board_->setHintMove(Move());
        if (panel_->showsHint()) showPairing();
        if (!hintMessage_.isEmpty()) unsay(hintMessage_);
        hintMessage_.clear();
    });
    connect(game_, &GameSession::gameStarted, this, &GameMessages::showPairing);
    // Other players took over (an engine failed and two people play on, or the built-in
    // engine took its side): the panel names them.
    connect(game_, &GameSession::playersChanged, this, &GameMessages::showPairing);
    connect(game_, &GameSession::gameEnded, this, &GameMessages::showResult);
    connect(game_, &GameSession::drawOfferMade, this, &GameMessages::askDrawOffer);
    connect(game_, &GameSession::drawClaimRejected, this, &GameMessages::showDrawClaimRejected);
    // The status under the clocks says it until the player's next move (GameView).
    connect(game_, &GameSession::drawDeclined, this, [this] {
        panel_->showMessage([] { return tr("Draw offer declined"); },
                            tr("The computer thinks it can still play for a win."));
    });
    connect(director_, &PlayerDirector::thinkingChanged, this, &GameMessages::showEngineState);
    connect(director_, &PlayerDirector::progress, panel_, &EnginePanel::showProgress);
    connect(director_, &PlayerDirector::hintReady, this, &GameMessages::showHint);
    connect(director_, &PlayerDirector::machineMoved, this, &GameMessages::showMachineMove);
    connect(director_, &PlayerDirector::playerFailed, this, &GameMessages::playerFailed);
    updateOpponentMenu();
    ready();
}

void GameMessages::retranslate() {
    opponents_->setTitle(tr("&Opponent"));
    opponents_->setToolTip(tr("Who plays on against you from here: the computer, another "
                              "engine or two players"));
}

void GameMessages::updateOpponentMenu() {
    const Game& g = game_->game();
    opponents_->menuAction()->setEnabled(!g.isOver() && !game_->analysing() && !game_->isRecord() &&
                                         game_->players().people() == 1);
}

void GameMessages::fillOpponentMenu() {
    opponents_->clear();
    const auto person = game_->players().personSide();
    if (!person || !opponents_->menuAction()->isEnabled()) return;
    const int level = GameSetup::load().level;
    QAction* builtIn = opponents_->addAction(tr("The computer (level %1)").arg(level));
    builtIn->setObjectName(QStringLiteral("opponentBuiltIn"));
    connect(builtIn, &QAction::triggered, this, [this, person = *person, level] {
        changeOpponent(Players::againstBuiltIn(person, level));
    });
    for (const EngineConfig& engine : EngineStore::load()) {
        if (!engine.chess960()) continue; // it could not play this game's castles
        QAction* a = opponents_->addAction(engine.name);
        a->setObjectName(QStringLiteral("opponentEngine:") + engine.name);
        connect(a, &QAction::triggered, this, [this, person = *person, name = engine.name] {
            Players p;
            p[~person] = PlayerSpec::external(name);
            changeOpponent(p);
        });
    }
    opponents_->addSeparator();
    QAction* two = opponents_->addAction(tr("Two players from here"));
    two->setObjectName(QStringLiteral("opponentTwoPlayers"));
    connect(two, &QAction::triggered, this, [this] { changeOpponent(Players::twoPeople()); });
}

void GameMessages::changeOpponent(const Players& players) {
    // The record says who played up to here, why it stopped and who plays on.
    game_->setPlayers(players, failure_);
    failure_.clear();
}

QString GameMessages::playerName(Color side) const {
    return PlayerNames::ofSide(game_->game(), game_->players(), side);
}

void GameMessages::showPairing() {
    // The panel's words when nothing newer is to be said about the game.
    panel_->showMessage([players = game_->players()] { return PlayerNames::pairing(players); });
}

void GameMessages::showMachineMove(const QString& san, const review::ScoreReading& reading) {
    // The side that just moved: an external engine is named, the built-in one is "the
    // computer".
    const PlayerSpec mover = game_->players()[~game_->position().sideToMove()];
    // Below the top level the move played need not be the line's first move.
    panel_->showMessage(
        [san, mover] {
            // Written as the player chose moves to be written, again after a change.
            return mover.kind == PlayerKind::External
                       ? tr("%1 played %2").arg(mover.engine, shownMove(san))
                       : tr("The computer played %1").arg(shownMove(san));
        },
        [reading] { return ErrorWording::scoreText(reading); }, false);
}

void GameMessages::showResult() {
    if (game_->game().isOver()) director_->stop();
    // The panel said the engine was thinking: it says how the game ended instead.
    panel_->showMessage([this] { return game_->resultText(); });
    // Never modal in the blocking sense; it offers to look at the game again at once.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Game over"), game_->resultText(),
                                QMessageBox::Ok, window());
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
    connect(analyse, &QPushButton::clicked, this, [this] { game_->setAnalysis(true); });
    QPushButton* review = box->addButton(tr("Review this game"), QMessageBox::ActionRole);
    review->setObjectName(QStringLiteral("reviewGame"));
    connect(review, &QPushButton::clicked, this, &GameMessages::reviewRequested);
    box->open();
}

void GameMessages::showHint(Move move, const QString& san, const review::ScoreReading& reading) {
    board_->setHintMove(move);
    panel_->showHint([san] { return tr("Hint: %1").arg(shownMove(san)); },
                     [reading] { return ErrorWording::scoreText(reading); });
    const QString explanation = ErrorWording::scoreText(reading);
    hintMessage_ = tr("Hint: %1 (%2)").arg(shownMove(san), explanation);
    say(hintMessage_, 10000);
}

void GameMessages::askDrawOffer(Color by) {
    const QString offerer = playerName(by);
    const QString other = playerName(~by);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Draw offer"),
                                tr("%1 offers a draw. %2, do you accept?").arg(offerer, other),
                                QMessageBox::Yes | QMessageBox::No, window());
    box->setObjectName(QStringLiteral("drawOffer"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, other](int answer) {
        if (answer == QMessageBox::Yes)
            game_->acceptDraw();
        else
            say(tr("%1 declines the draw offer.").arg(other), 6000);
    });
    box->open();
}

void GameMessages::showDrawClaimRejected(const QString& san) {
    // FIDE 9.2, 9.3: a claim made with a move is checked after it; a wrong one lets it stand.
    const Color claimer = ~game_->position().sideToMove();
    // FIDE 9.5.b (always two minutes): the session has already added them to the clock.
    QString penalty;
    if (game_->game().incorrectClaimBonusMs() > 0)
        penalty = QLatin1Char(' ') +
                  tr("%1 gets two more minutes on the clock.").arg(playerName(~claimer));
    tell(tr("Draw claim not valid"),
         tr("%1 claimed a draw with %2, but the claim is not valid: after %2 the position has "
            "not occurred three times, and there have not been 50 moves by each side without a "
            "capture or a pawn move.\n\nAs the rules require, %2 stands and the game goes on.")
                 .arg(playerName(claimer), shownMove(san)) +
             penalty,
         false, QStringLiteral("drawClaimRejected"));
}

void GameMessages::showEngineState(bool thinking) {
    if (!thinkingMessage_.isEmpty()) unsay(thinkingMessage_);
    thinkingMessage_.clear();
    if (!thinking) return;
    // The engine that thinks is named: "Stockfish is thinking...", "Computer (level 5) ...".
    const Color side = game_->position().sideToMove();
    const QString who = PlayerNames::label(game_->players()[side]);
    panel_->setThinking(true, who);
    thinkingMessage_ = tr("%1 is thinking...").arg(who);
    say(thinkingMessage_);
}

void GameMessages::playerFailed(Color side, const QString& message, bool illegalMove,
                                bool forfeits) {
    Q_UNUSED(illegalMove)
    const Players players = game_->players();
    failure_ = message;
    const QString title = tr("The engine failed");
    // The panel said the engine was thinking: it says what happened instead.
    panel_->showMessage([message] { return message; });
    if (forfeits) {
        // The game ends at once: the result's box says what the engine did.
        failureNote_ = (side == White ? tr("White's engine failed: %1\n\nIt loses the game, "
                                           "which is kept with what happened.")
                                      : tr("Black's engine failed: %1\n\nIt loses the game, "
                                           "which is kept with what happened."))
                           .arg(message);
        return;
    }
    if (players.people() == 0) {
        tell(title, message, true, QStringLiteral("playerFailed"));
        return;
    }
    auto* box =
        new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::NoButton, window());
    box->setObjectName(QStringLiteral("playerFailed"));
    box->setInformativeText(tr("The game is kept as it stands. How do you want to go on?"));
    const auto person = players.personSide();
    const int level = GameSetup::load().level;
    QPushButton* builtIn = nullptr;
    if (person) {
        builtIn =
            box->addButton(tr("Play the computer (level %1)").arg(level), QMessageBox::AcceptRole);
        builtIn->setObjectName(QStringLiteral("playBuiltIn"));
    }
    QPushButton* twoPeople = box->addButton(tr("Two players from here"), QMessageBox::AcceptRole);
    twoPeople->setObjectName(QStringLiteral("twoPlayers"));
    QPushButton* analyse = box->addButton(tr("Analyse the game"), QMessageBox::AcceptRole);
    analyse->setObjectName(QStringLiteral("analyseGame"));
    QPushButton* wait = box->addButton(tr("Leave it for now"), QMessageBox::RejectRole);
    wait->setObjectName(QStringLiteral("leaveIt"));
    box->setDefaultButton(builtIn ? builtIn : twoPeople);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this,
            [this, box, builtIn, twoPeople, analyse, person, level, side] {
                const QAbstractButton* answer = box->clickedButton();
                if (answer && answer == builtIn) {
                    changeOpponent(Players::againstBuiltIn(*person, level));
                } else if (answer == twoPeople) {
                    changeOpponent(Players::twoPeople());
                } else if (answer == analyse) {
                    game_->setAnalysis(true);
                } else {
                    // Left for now: the game waits, and the player is told how to go on.
                    waitMessage_ = tr("The game waits: %1 does not play on. To go on, choose "
                                      "another opponent in Game > Opponent (the computer, "
                                      "another engine or two players), or analyse the game.")
                                       .arg(PlayerNames::label(game_->players()[side]));
                    say(waitMessage_);
                }
            });
    box->open();
}

} // namespace chess960::ui
