#include "game/playactions.h"

#include "asking.h"
#include "game/boardoptions.h"
#include "game/gamesession.h"
#include "game/gamestarter.h"
#include "game/newgamedialog.h"
#include "game/playerdirector.h"
#include "i18n/errorwording.h"
#include "practice/practicewindow.h"
#include "shuffler/shufflerdialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QToolBar>

namespace chess960::ui {

PlayActions::PlayActions(GameSession* game, PlayerDirector* director, GameStarter* starter,
                         BoardOptions* options, QMainWindow* window)
    : Feature(window), game_(game), director_(director), starter_(starter), options_(options),
      newGame_(newAction("newGame", QKeySequence::New)), newRandom_(newAction("newRandomGame")),
      newClassical_(newAction("newClassicalGame")), shuffler_(newAction("shuffler")),
      practice_(newAction("castlingPractice")), playOn_(newAction("playOn")),
      takeBack_(newAction("takeBack", QKeySequence::Undo)),
      replay_(newAction("replay", QKeySequence::Redo)), hint_(newAction("hint")),
      resign_(newAction("resign")), offerDraw_(newAction("offerDraw")),
      claimDraw_(newAction("claimDraw")), claimWithMove_(newAction("claimDrawWithMove")) {
    claimWithMove_->setCheckable(true);
    // The board keeps the arrows for its focus square while a game is played; history
    // browsing answers Alt+Left and Alt+Right then, as in a browser, and the menu shows those.
    // In analysis the arrows step through the game (update() puts them first).
    struct Browse {
        QList<QKeySequence> keys;
        int delta;
        const char* name;
    };
    for (const Browse& b :
         {Browse{{QKeySequence(Qt::Key_Left), QKeySequence(Qt::ALT | Qt::Key_Left)},
                 -1,
                 "previousMove"},
          Browse{
              {QKeySequence(Qt::Key_Right), QKeySequence(Qt::ALT | Qt::Key_Right)}, 1, "nextMove"},
          Browse{{QKeySequence(Qt::Key_Home)}, -10000, "startOfGame"}}) {
        QAction* a = newAction(b.name);
        a->setShortcuts(b.keys);
        connect(a, &QAction::triggered, game_, [this, delta = b.delta] { game_->browseBy(delta); });
        browse_ << a;
    }
    QAction* backToGame = newAction("backToGame", Qt::Key_End);
    connect(backToGame, &QAction::triggered, game_, &GameSession::browseEnd);
    browse_ << backToGame;

    connect(newGame_, &QAction::triggered, this, &PlayActions::chooseStartPosition);
    connect(newRandom_, &QAction::triggered, this,
            [this] { startQuickGame(GameSetup::Start::Random); });
    connect(newClassical_, &QAction::triggered, this,
            [this] { startQuickGame(GameSetup::Start::Classical); });
    connect(shuffler_, &QAction::triggered, this, &PlayActions::openShuffler);
    connect(practice_, &QAction::triggered, this, [this] { openPractice(-1); });
    connect(playOn_, &QAction::triggered, game_, &GameSession::playOn);
    connect(takeBack_, &QAction::triggered, game_, &GameSession::undo);
    connect(replay_, &QAction::triggered, game_, &GameSession::redo);
    connect(hint_, &QAction::triggered, director, &PlayerDirector::requestHint);
    director->setMoveDelayMs(GameSetup::load().moveDelayMs);
    connect(resign_, &QAction::triggered, this, &PlayActions::confirmResign);
    connect(offerDraw_, &QAction::triggered, game_, &GameSession::offerDraw);
    connect(claimDraw_, &QAction::triggered, game_, &GameSession::claimDraw);
    connect(claimWithMove_, &QAction::triggered, this, [this](bool on) {
        game_->armDrawClaim(on);
        claimWithMove_->setChecked(game_->drawClaimArmed()); // it may have refused
    });
    connect(game_, &GameSession::drawClaimArmedChanged, this, &PlayActions::showDrawClaimArmed);
    connect(game_, &GameSession::positionChanged, this, &PlayActions::update);
    connect(game_->view(), &ViewCursor::moved, this, &PlayActions::update);
    for (auto signal : {&GameSession::drawOfferChanged, &GameSession::playersChanged,
                        &GameSession::gameStarted, &GameSession::playingOn})
        connect(game_, signal, this, &PlayActions::update);
    connect(game_, &GameSession::analysisChanged, this, &PlayActions::update);
    // Practice windows show the board as the player chose it, also after a change.
    connect(options_, &BoardOptions::changed, this, [this](const BoardSettings& s) {
        for (PracticeWindow* practice : this->window()->findChildren<PracticeWindow*>())
            practice->setBoardSettings(s);
    });
    update();
    ready();
}

void PlayActions::addTo(QToolBar* toolBar) {
    toolBar->addActions({newGame_, playOn_, takeBack_, hint_});
    toolBar->addSeparator();
    toolBar->addActions({offerDraw_, claimDraw_, resign_});
    toolBar->addSeparator();
}

void PlayActions::update() {
    const bool record = game_->isRecord() && !game_->game().isOver();
    playOn_->setEnabled(record);
    playOn_->setVisible(record);
    takeBack_->setEnabled(game_->canTakeBack());
    replay_->setEnabled(game_->canReplay());
    hint_->setEnabled(game_->acceptsBoardMoves() && !game_->analysing());
    offerDraw_->setEnabled(game_->canOfferDraw());
    claimDraw_->setEnabled(game_->canClaimDraw());
    claimWithMove_->setEnabled(game_->acceptsBoardMoves() && !game_->analysing());
    resign_->setEnabled(!game_->game().isOver() && !game_->analysing() && !game_->isRecord());
    browse_.back()->setEnabled(game_->view()->browsing());
    // The menu shows the key that works: plain arrows in analysis, Alt+arrows in play.
    const bool arrows = game_->analysing();
    for (QAction* a : {browse_[0], browse_[1]}) {
        QList<QKeySequence> keys = a->shortcuts();
        const bool plainFirst =
            keys.size() == 2 && keys[0][0].keyboardModifiers() == Qt::NoModifier;
        if (keys.size() == 2 && plainFirst != arrows) {
            std::swap(keys[0], keys[1]);
            a->setShortcuts(keys);
        }
    }
}

void PlayActions::retranslate() {
    newGame_->setText(tr("&New game..."));
    newGame_->setToolTip(tr("Opponent, start position and clock (Ctrl+N)"));
    newRandom_->setText(tr("New game (&random start)"));
    newRandom_->setShortcut(tr("Ctrl+Shift+N"));
    newRandom_->setToolTip(tr("Same opponent and clock, a new random start position"));
    newClassical_->setText(tr("New &classical game (SP 518)"));
    shuffler_->setText(tr("S&huffler..."));
    shuffler_->setToolTip(tr("Pick a start position by number, dice or shuffle; see its castles"));
    practice_->setText(tr("Castling &practice..."));
    playOn_->setText(tr("Play &on"));
    playOn_->setToolTip(tr("Go on with this game from its last move: its clock runs and the "
                           "computer moves when it is its turn"));
    takeBack_->setText(tr("&Take back"));
    replay_->setText(tr("&Replay"));
    hint_->setText(tr("&Hint"));
    hint_->setShortcut(tr("H"));
    hint_->setToolTip(tr("The computer's best move for you, with its reading of the position"));
    resign_->setText(tr("Re&sign"));
    offerDraw_->setText(tr("Offer a &draw"));
    claimDraw_->setText(tr("C&laim a draw"));
    claimDraw_->setToolTip(tr("Threefold repetition or 50 moves without a capture or pawn move"));
    claimWithMove_->setText(tr("Claim a draw with the &next move..."));
    claimWithMove_->setToolTip(tr("Your next move repeats the position for the third time or "
                                  "completes 50 moves: the claim is made with it"));
    const QStringList browse = {tr("Previous move"), tr("Next move"), tr("Start of the game"),
                                tr("&Back to the game")};
    for (qsizetype i = 0; i < browse_.size(); ++i) browse_[i]->setText(browse[i]);
}

void PlayActions::chooseStartPosition() {
    GameSetup setup = GameSetup::load();
    if (game_->game().startNumber() >= 0) setup.number = game_->game().startNumber();
    askForNewGame(setup);
}

void PlayActions::askForNewGame(GameSetup setup) {
    NewGameDialog dialog(setup, window());
    dialog.setObjectName(QStringLiteral("newGameDialog"));
    if (ask(dialog) != QDialog::Accepted) return;
    setup = dialog.setup();
    setup.save();
    director_->setMoveDelayMs(setup.moveDelayMs);
    QString error;
    if (!starter_->startNew(setup, &error)) {
        if (!error.isEmpty()) tell(tr("New game"), error, true);
        return;
    }
    if (const auto dropped = setup.droppedCastling(); !dropped.empty())
        say(ErrorWording::droppedCastlingText(dropped));
}

bool PlayActions::startFromNumber(int number) {
    GameSetup setup = GameSetup::load();
    setup.start = GameSetup::Start::Number;
    setup.number = number;
    setup.dfrc = false;
    QString error;
    if (!starter_->startNew(setup, &error)) {
        if (!error.isEmpty()) tell(tr("New game"), error, true);
        return false;
    }
    return true;
}

void PlayActions::startQuickGame(GameSetup::Start start) {
    GameSetup setup = GameSetup::load();
    setup.start = start;
    starter_->startNew(setup);
}

void PlayActions::openShuffler() {
    auto* dialog = new ShufflerDialog(std::max(0, game_->game().startNumber()), window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ShufflerDialog::practiseRequested, this, &PlayActions::openPractice);
    connect(dialog, &ShufflerDialog::playRequested, this, [this, dialog](int number) {
        dialog->close();
        GameSetup setup = GameSetup::load();
        setup.start = GameSetup::Start::Number;
        setup.number = number;
        setup.dfrc = false;
        askForNewGame(setup);
    });
    connect(dialog, &ShufflerDialog::playDiceRequested, this, [this, dialog](const QString& rolls) {
        dialog->close();
        // By dice, with the rolls: New game shows them, and the card prints them.
        GameSetup setup = GameSetup::load();
        setup.start = GameSetup::Start::Dice;
        setup.dice = rolls;
        setup.dfrc = false;
        askForNewGame(setup);
    });
    connect(dialog, &ShufflerDialog::playPairRequested, this, [this, dialog](int white, int black) {
        dialog->close();
        GameSetup setup = GameSetup::load();
        setup.start = GameSetup::Start::Number;
        setup.number = white;
        setup.dfrc = true;
        setup.blackNumber = black;
        askForNewGame(setup);
    });
    dialog->show();
}

void PlayActions::openPractice(int startNumber) {
    // One practice window: asked for again (from the Game menu or the shuffler), the open one
    // comes to the front, on the start position asked for.
    PracticeWindow* practice = nullptr;
    for (PracticeWindow* open : window()->findChildren<PracticeWindow*>())
        if (open->isVisible()) practice = open; // a closed one is on its way out
    if (!practice) {
        practice = new PracticeWindow(window());
        practice->setAttribute(Qt::WA_DeleteOnClose);
        practice->setBoardSettings(options_->settings());
    }
    if (startNumber >= 0) practice->practiseStartPosition(startNumber);
    practice->show();
    practice->raise();
    practice->activateWindow();
}

void PlayActions::confirmResign() {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Chess960"), tr("Resign this game?"),
                                QMessageBox::Yes | QMessageBox::No, window());
    box->setObjectName(QStringLiteral("resignConfirm"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int answer) {
        if (answer == QMessageBox::Yes) game_->resign();
    });
    box->open();
}

void PlayActions::showDrawClaimArmed(bool armed) {
    claimWithMove_->setChecked(armed);
    const QString text =
        game_->game().incorrectClaimBonusMs() > 0
            ? tr("Draw claim: your next move is the claim. If it is not valid, the move stands "
                 "and your opponent gets two more minutes.")
            : tr("Draw claim: your next move is the claim. If it is not valid, the move stands.");
    if (armed)
        say(text);
    else
        unsay(text);
    update();
}

} // namespace chess960::ui
