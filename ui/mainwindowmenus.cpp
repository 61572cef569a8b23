// The main window's menus and tool bar, and every text the window shows. retranslateUi runs
// once at construction and again on QEvent::LanguageChange, so a language switch applies to
// menus, actions, tool bar, status texts and the title at once.
#include "mainwindow.h"

#include "analysis/analysisfeature.h"
#include "board/boardwidget.h"
#include "engines/enginesmenu.h"
#include "game/clockwidget.h"
#include "game/gamecontroller.h"
#include "help/helpmenu.h"
#include "review/reviewfeature.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QToolBar>

namespace chess960::ui {

void MainWindow::createMenusAndToolBar() {
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addActions({open_, save_, saveAs_});
    recentMenu_ = fileMenu_->addMenu(QString());
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fileMenu_->addSeparator();
    fileMenu_->addActions({copyFen_, copyPgn_, paste_});
    fileMenu_->addActions({copyImage_, saveImage_, printCard_});
    fileMenu_->addSeparator();
    fileMenu_->addAction(quit_);

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions({newByNumber_, newRandom_, newClassical_});
    gameMenu_->addActions({shuffler_, setUp_, practice_, myGames_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({undo_, redo_, hint_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({analysis_->analyseAction(), analysis_->continueAction()});
    gameMenu_->addMenu(review_->menu());
    gameMenu_->addAction(review_->learnAction());
    gameMenu_->addSeparator();
    gameMenu_->addActions({offerDraw_, claimDraw_, claimWithMove_, resign_});
    gameMenu_->addSeparator();
    gameMenu_->addActions(browseActions_);
    gameMenu_->addAction(backToGame_);

    boardMenu_ = menuBar()->addMenu(QString());
    boardMenu_->addActions({castleAction_, withdraw_, confirmMove_});
    boardMenu_->addSeparator();
    boardMenu_->addActions(
        {confirmToggle_, flip_, autoFlip_, showEngine_, showCoordinates_, showLegalMoves_});
    piecesMenu_ = boardMenu_->addMenu(QString());
    piecesMenu_->addActions(pieceSetActions_);
    coloursMenu_ = boardMenu_->addMenu(QString());
    coloursMenu_->addActions(themeActions_);
    animationMenu_ = boardMenu_->addMenu(QString());
    animationMenu_->addActions(animationActions_);
    settingsMenu_ = menuBar()->addMenu(QString());
    settingsMenu_->addAction(settingsAction_);
    addEnginesItem(settingsMenu_, this); // names itself and opens its own dialog
    // The Help menu retranslates itself and opens its own dialogs.
    menuBar()->addMenu(new HelpMenu(this));

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    toolBar_->setMovable(false);
    toolBar_->addActions({newByNumber_, undo_, hint_});
    toolBar_->addSeparator();
    toolBar_->addActions({offerDraw_, claimDraw_, resign_});
    toolBar_->addSeparator();
    // Move confirmation is a setting (Board menu, Settings): the bar keeps only its button,
    // shown while it is on, so that the bar fits in every language at the default size.
    toolBar_->addActions({castleAction_, confirmMove_, flip_});
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    fileMenu_->setTitle(tr("&File"));
    recentMenu_->setTitle(tr("Open &recent"));
    gameMenu_->setTitle(tr("&Game"));
    boardMenu_->setTitle(tr("&Board"));
    piecesMenu_->setTitle(tr("&Pieces"));
    coloursMenu_->setTitle(tr("&Colours"));
    animationMenu_->setTitle(tr("&Animation"));
    settingsMenu_->setTitle(tr("&Settings"));
    settingsAction_->setText(tr("&Settings..."));
    settingsAction_->setToolTip(tr("Pieces, colours, animation, moves and language"));
    // Not every desktop defines a Preferences key; then Ctrl+, as most programs use.
    if (QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty())
        settingsAction_->setShortcut(tr("Ctrl+,"));
    toolBar_->setWindowTitle(tr("Game"));
    historyBack_->setText(tr("Back to the game"));
    retranslateKeyboardAccess();
    retranslateFileActions();
    retranslateLibrary();
    retranslatePictureActions();
    retranslateSounds();
    retranslateCardActions();
    retranslateEditorActions();

    newByNumber_->setText(tr("&New game..."));
    newByNumber_->setToolTip(tr("Opponent, start position and clock (Ctrl+N)"));
    newRandom_->setText(tr("New game (&random start)"));
    newRandom_->setShortcut(tr("Ctrl+Shift+N"));
    newRandom_->setToolTip(tr("Same opponent and clock, a new random start position"));
    newClassical_->setText(tr("New &classical game (SP 518)"));
    shuffler_->setText(tr("S&huffler..."));
    shuffler_->setToolTip(tr("Pick a start position by number, dice or shuffle; see its castles"));
    practice_->setText(tr("Castling &practice..."));
    undo_->setText(tr("&Take back"));
    redo_->setText(tr("&Replay"));
    quit_->setText(tr("&Quit"));
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
    backToGame_->setText(tr("&Back to the game"));
    const QStringList browse = {tr("Previous move"), tr("Next move"), tr("Start of the game")};
    for (qsizetype i = 0; i < browseActions_.size(); ++i) browseActions_[i]->setText(browse[i]);

    flip_->setText(tr("&Flip board"));
    flip_->setShortcut(tr("F"));
    castleAction_->setText(tr("&Castle"));
    castleAction_->setShortcut(tr("C"));
    castleAction_->setToolTip(tr("Announce castling (C): then move king or rook; Esc withdraws"));
    withdraw_->setText(tr("&Withdraw"));
    withdraw_->setToolTip(
        tr("Withdraw the selection, the announcement, the waiting move or the premove"));
    confirmToggle_->setText(tr("Ask to c&onfirm moves"));
    confirmMove_->setText(tr("Confirm &move"));
    autoFlip_->setText(tr("&Turn the board to the player to move"));
    autoFlip_->setToolTip(tr("Two players on one screen: the side to move sits at the bottom"));
    showEngine_->setText(tr("Show the &engine panel"));
    showCoordinates_->setText(tr("Show &coordinates"));
    showLegalMoves_->setText(tr("Show &legal moves"));
    for (QAction* a : animationActions_) {
        const int ms = a->data().toInt();
        a->setText(ms == 0     ? tr("No animation")
                   : ms < 180  ? tr("Fast")
                   : ms == 180 ? tr("Normal")
                               : tr("Slow"));
    }
    for (QAction* a : pieceSetActions_) a->setText(PieceSet::displayName(a->data().toString()));
    for (QAction* a : themeActions_) a->setText(BoardTheme::byId(a->data().toString()).name);

    // Texts computed from the game (status, title, start position, history bar, the default
    // player names on the clocks) follow too.
    showGame();
    clocks_->setNames(playerName(White), playerName(Black));
    if (controller_->viewedPly()) showView();
}

} // namespace chess960::ui
