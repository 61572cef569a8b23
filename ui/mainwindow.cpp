#include "mainwindow.h"

#include "a11y/accessibleevents.h"
#include "a11y/keyboardaccess.h"
#include "a11y/moveentry.h"
#include "analysis/analysisfeature.h"
#include "analysis/movetreeview.h"
#include "board/boardoptions.h"
#include "board/boardwidget.h"
#include "card/cardaction.h"
#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "editor/editoraction.h"
#include "engines/enginesmenu.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/gamemessages.h"
#include "game/gamesetup.h"
#include "game/playactions.h"
#include "game/playerdirector.h"
#include "game/playernames.h"
#include "help/helpmenu.h"
#include "library/gamelibrary.h"
#include "library/libraryfeature.h"
#include "messagebar.h"
#include "pictures/pictureactions.h"
#include "review/reviewfeature.h"
#include "sound/effectsink.h"
#include "sound/sounddirector.h"

#include "chess960/startpos.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

namespace chess960::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(new GameController(this)), board_(new BoardWidget(this)),
      moveTree_(new MoveTreeView(this)), clocks_(new ClockWidget(controller_->clock(), this)),
      enginePanel_(new EnginePanel(this)), director_(new PlayerDirector(controller_, this)),
      library_(std::make_unique<GameLibrary>()),
      document_(new GameDocument(controller_, library_.get(), this)), gameStatus_(new QLabel(this)),
      startInfo_(new QLabel(this)), historyBar_(new QWidget(this)),
      historyText_(new QLabel(historyBar_)), historyBack_(new QPushButton(historyBar_)) {
    // The message area comes first: the features speak through it.
    setStatusBar(new MessageBar(this));
    announceStatusMessages(statusBar());
    options_ = new BoardOptions(controller_, board_, this);
    keys_ = new KeyboardAccess(controller_, board_, this);
    files_ = new FileActions(controller_, document_, this);
    play_ = new PlayActions(controller_, director_, document_, files_, options_, this);
    auto* messages = new GameMessages(controller_, director_, board_, enginePanel_, this);
    auto* analysis = new AnalysisFeature(controller_, board_, moveTree_, this);
    auto* review = new ReviewFeature(controller_, board_, this);
    connect(messages, &GameMessages::reviewRequested, review,
            [review] { review->start(engine::kReviewNormal); });
    connect(analysis, &AnalysisFeature::continueRequested, this, [this](const Game& game) {
        if (files_->mayReplaceGame()) document_->startGame(game);
    });
    // After a take-back or a replay the computer's last words may be about a move that is gone.
    connect(play_->takeBackAction(), &QAction::triggered, messages, &GameMessages::showPairing);
    connect(play_->replayAction(), &QAction::triggered, messages, &GameMessages::showPairing);
    connect(keys_, &KeyboardAccess::pasteRequested, files_->pasteAction(), &QAction::trigger);

    // The evaluation bar stands beside the board while the engine analyses.
    auto* boardArea = new QWidget(this);
    auto* boardLayout = new QHBoxLayout(boardArea);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    boardLayout->addWidget(analysis->evalBar());
    boardLayout->addWidget(board_, 1);
    QWidget* side = createSidePanel();
    auto* sideLayout = static_cast<QVBoxLayout*>(side->layout());
    sideLayout->addWidget(review->bar());
    sideLayout->addWidget(moveTree_, 1);
    sideLayout->addWidget(keys_->lastMoveLabel());
    sideLayout->addWidget(keys_->moveEntry());
    sideLayout->addWidget(review->graph());
    sideLayout->addWidget(review->summary());
    sideLayout->addWidget(enginePanel_);
    sideLayout->addWidget(analysis->linesPanel());
    sideLayout->addWidget(analysis->explorer());
    auto* splitter = new QSplitter(this);
    splitter->addWidget(boardArea);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({700, 300});
    setCentralWidget(splitter);

    fileMenu_ = menuBar()->addMenu(QString());
    files_->addFileActions(fileMenu_);
    fileMenu_->addSeparator();
    files_->addClipboardActions(fileMenu_);
    (new PictureActions(board_, this))->addTo(fileMenu_);
    fileMenu_->addAction((new CardAction(controller_, document_, board_, this))->action());
    fileMenu_->addSeparator();
    fileMenu_->addAction(files_->quitAction());

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions(play_->newGameActions());
    gameMenu_->addAction(play_->shufflerAction());
    gameMenu_->addAction(
        (new EditorAction(controller_, document_, files_, board_, this))->action());
    gameMenu_->addAction(play_->practiceAction());
    gameMenu_->addAction(
        (new LibraryFeature(library_.get(), controller_, document_, files_, this))->action());
    gameMenu_->addSeparator();
    gameMenu_->addActions(play_->moveActions());
    gameMenu_->addSeparator();
    gameMenu_->addActions({analysis->analyseAction(), analysis->continueAction()});
    gameMenu_->addMenu(review->menu());
    gameMenu_->addAction(review->learnAction());
    gameMenu_->addSeparator();
    gameMenu_->addActions(play_->drawActions());
    gameMenu_->addSeparator();
    gameMenu_->addActions(play_->browseActions());

    boardMenu_ = menuBar()->addMenu(QString());
    keys_->addTo(boardMenu_);
    boardMenu_->addSeparator();
    options_->addTo(boardMenu_);
    settingsMenu_ = menuBar()->addMenu(QString());
    settingsMenu_->addAction(options_->settingsAction());
    addEnginesItem(settingsMenu_, this); // names itself and opens its own dialog
    // The Help menu retranslates itself and opens its own dialogs.
    menuBar()->addMenu(new HelpMenu(this));

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    toolBar_->setMovable(false);
    play_->addTo(toolBar_);
    keys_->addTo(toolBar_);
    toolBar_->addAction(options_->flipAction());

    followGame();
    retranslateUi();

    // The board at start: a game as set up last, unless an engine would move in it before the
    // player asked for anything (every start would add a game to My games).
    GameSetup setup = GameSetup::load();
    if (setup.start == GameSetup::Start::Fen) setup.start = GameSetup::Start::Random;
    if (setup.machineMovesFirst() || !document_->startNew(setup)) {
        setup.opponent = GameSetup::Opponent::Human;
        setup.whiteName.clear();
        setup.blackName.clear();
        if (!document_->startNew(setup)) controller_->newGame(randomStartNumber());
    }
    // Made after the first game is on the board: its start is not a moment to sound.
    sounds_ = new SoundDirector(controller_, std::make_unique<EffectSoundSink>(), this);
    connect(board_, &BoardWidget::dropRejected, sounds_, &SoundDirector::illegalDrop);
    const auto applySounds = [this](const BoardSettings& s) {
        sounds_->setMuted(!s.sounds);
        sounds_->setVolume(s.soundVolume);
    };
    applySounds(options_->settings());
    connect(options_, &BoardOptions::changed, sounds_, applySounds);
    resize(1060, 760);
    board_->setFocus();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::castleAction() const {
    return keys_->castleAction();
}

MoveEntry* MainWindow::moveEntry() const {
    return keys_->moveEntry();
}

QWidget* MainWindow::createSidePanel() {
    // The start position's number stays in view: players copy it to set up a real board.
    QFont bold = startInfo_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    startInfo_->setFont(bold);
    startInfo_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    // The board keeps its own frame; the side panel keeps a little air from the window's edge.
    sideLayout->setContentsMargins(0, 0, 6, 0);
    sideLayout->addWidget(startInfo_);
    sideLayout->addWidget(clocks_);
    // Whose move it is sits with the clocks, leaving the whole message area to what the
    // player must read.
    gameStatus_->setObjectName(QStringLiteral("gameStatus"));
    gameStatus_->setWordWrap(true);
    sideLayout->addWidget(gameStatus_);
    auto* historyLayout = new QHBoxLayout(historyBar_);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyText_->setWordWrap(true);
    historyLayout->addWidget(historyText_, 1);
    historyBack_->setObjectName(QStringLiteral("historyBack"));
    historyLayout->addWidget(historyBack_);
    connect(historyBack_, &QPushButton::clicked, this, [this] {
        controller_->browseEnd();
        // The button goes with the bar; the keys go back to the board, not to the next
        // widget in the chain (the move box would take a shortcut's letter as text).
        board_->setFocus();
    });
    historyBar_->setAutoFillBackground(true);
    historyBar_->setStyleSheet(QStringLiteral("QWidget { background: #fff3c4; color: #4a3b00; }"));
    historyBar_->hide();
    sideLayout->addWidget(historyBar_);
    return side;
}

void MainWindow::followGame() {
    connect(board_, &BoardWidget::moveRequested, controller_, &GameController::play);
    connect(board_, &BoardWidget::statusChanged, statusBar(),
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(controller_, &GameController::gameStarted, statusBar(), &QStatusBar::clearMessage);
    connect(moveTree_, &MoveTreeView::nodeActivated, controller_, &GameController::browseNode);
    connect(controller_, &GameController::positionChanged, this, [this](Move move) {
        // A game that ends without a move (resignation, a claim, the flag) keeps its last
        // move marked; so does the position after a take-back.
        if (!controller_->viewedPly()) {
            board_->setPosition(controller_->position(),
                                move.isNull() ? controller_->lastMove() : move);
            // The drawings kept with the node on view come back with it.
            board_->setMarkings(controller_->game().nodeMove(controller_->viewedNode()).markings);
        }
        showGame();
    });
    // Other players took over (an engine failed and two people play on, or the built-in
    // engine took its side): the board takes moves for whoever is a person now, and the
    // clocks name the players.
    for (auto signal : {&GameController::gameStarted, &GameController::playersChanged})
        connect(controller_, signal, this, [this] {
            clocks_->setNames(
                PlayerNames::ofSide(controller_->game(), controller_->players(), White),
                PlayerNames::ofSide(controller_->game(), controller_->players(), Black));
            showGame();
        });
    connect(controller_, &GameController::viewChanged, this, &MainWindow::showView);
    connect(controller_, &GameController::drawOfferChanged, this, &MainWindow::showGame);
    connect(controller_, &GameController::drawClaimArmedChanged, this, &MainWindow::showGame);
    // The game's engine panel has nothing to say while nobody plays: its room goes to the
    // engine's lines, the explorer and the moves.
    connect(controller_, &GameController::analysisChanged, this, [this](bool on) {
        enginePanel_->setVisible(!on && options_->settings().enginePanel);
        showGame();
    });
    connect(options_, &BoardOptions::changed, this, [this](const BoardSettings& s) {
        enginePanel_->setVisible(s.enginePanel && !controller_->analysing());
        keys_->setConfirming(s.confirmMoves);
    });
    enginePanel_->setVisible(options_->settings().enginePanel);
    keys_->setConfirming(options_->settings().confirmMoves);
    connect(document_, &GameDocument::changed, this, &MainWindow::showTitle);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    fileMenu_->setTitle(tr("&File"));
    gameMenu_->setTitle(tr("&Game"));
    boardMenu_->setTitle(tr("&Board"));
    settingsMenu_->setTitle(tr("&Settings"));
    toolBar_->setWindowTitle(tr("Game"));
    historyBack_->setText(tr("Back to the game"));
    moveTree_->setAccessibleName(tr("Moves of the game"));
    clocks_->setAccessibleName(tr("Clocks"));
    enginePanel_->setAccessibleName(tr("Computer's analysis"));
    historyBar_->setAccessibleName(tr("History browsing"));
    // Texts computed from the game (status, title, start position, history bar, the default
    // player names on the clocks) follow too.
    clocks_->setNames(PlayerNames::ofSide(controller_->game(), controller_->players(), White),
                      PlayerNames::ofSide(controller_->game(), controller_->players(), Black));
    showGame();
    if (controller_->viewedPly()) showView();
}

void MainWindow::showGame() {
    moveTree_->setGame(controller_->game(), controller_->viewedNode());
    QString status = controller_->statusText();
    if (controller_->drawOffered()) status += tr(" - draw offered");
    if (controller_->drawClaimArmed()) status += tr(" - draw claimed with the next move");
    gameStatus_->setText(status);
    board_->setInteractive(controller_->acceptsBoardMoves());
    // The person may move ahead while the computer thinks; the board plays it after the reply.
    board_->setPremoveSide(options_->settings().premoves && controller_->isMachineTurn()
                               ? controller_->players().personSide()
                               : std::nullopt);
    showTitle();
}

void MainWindow::showView() {
    const std::optional<int> ply = controller_->viewedPly();
    historyBar_->setVisible(ply.has_value());
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

void MainWindow::showTitle() {
    const Game& game = controller_->game();
    const int sp = game.startNumber();
    const QString backRank = QString::fromStdString(backRankFromNumber(sp));
    QString title = sp >= 0 ? tr("Chess960 - SP %1 (%2)").arg(sp).arg(backRank) : tr("Chess960");
    // A Double Fischer Random start is named by its number and both sides' start positions.
    std::optional<DfrcPair> dfrc;
    if (sp < 0) dfrc = dfrcPairFromNumber(game.startPosition().dfrcNumber());
    if (dfrc)
        title = tr("Chess960 - DFRC %1 (White SP %2, Black SP %3)")
                    .arg(game.startPosition().dfrcNumber())
                    .arg(dfrc->white)
                    .arg(dfrc->black);
    // Names the players gave tell one game from another; the program's own would only repeat
    // "White - Black".
    bool whiteChosen = false;
    bool blackChosen = false;
    const QString white = PlayerNames::ofSide(game, controller_->players(), White, &whiteChosen);
    const QString black = PlayerNames::ofSide(game, controller_->players(), Black, &blackChosen);
    if (whiteChosen || blackChosen) title = tr("%1 - %2 - %3").arg(white, black, title);
    // The file the game belongs to comes first, as desktop programs name their documents; Qt
    // shows the [*] as a mark while the game has changes that file does not have.
    const QString file = document_->displayName();
    setWindowTitle(file.isEmpty() ? title + QStringLiteral("[*]")
                                  : tr("%1[*] - %2").arg(file, title));
    setWindowModified(document_->isModified());
    if (sp >= 0)
        startInfo_->setText(tr("Start position %1\n%2").arg(sp).arg(backRank));
    else if (dfrc)
        startInfo_->setText(tr("Double Fischer Random %1\nWhite SP %2, Black SP %3")
                                .arg(game.startPosition().dfrcNumber())
                                .arg(dfrc->white)
                                .arg(dfrc->black));
    else
        startInfo_->setText(tr("Set-up position"));
}

void MainWindow::startUp(const StartRequest& request) {
    if (!request.file.isEmpty())
        files_->openFile(request.file);
    else if (request.startNumber)
        play_->startFromNumber(*request.startNumber);
    else
        files_->offerUnfinishedGame(request.fresh);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // My games and the autosave hold the game already; a file of the player's does not.
    if (!files_->mayReplaceGame(true)) {
        event->ignore();
        return;
    }
    director_->stop();
    event->accept();
}

} // namespace chess960::ui
