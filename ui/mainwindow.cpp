#include "mainwindow.h"

#include "a11y/accessibleevents.h"
#include "analysis/analysisfeature.h"
#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/gamefiles.h"
#include "game/newgamedialog.h"
#include "game/playerdirector.h"
#include "i18n/errorwording.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "library/gamelibrary.h"
#include "library/libraryrecorder.h"
#include "messagebar.h"
#include "practice/practicewindow.h"
#include "review/reviewfeature.h"
#include "settingsdialog.h"
#include "shuffler/shufflerdialog.h"

#include "chess960/startpos.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace chess960::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), settings_(BoardSettings::load()), controller_(new GameController(this)),
      board_(new BoardWidget(this)), moveTree_(new MoveTreeView(this)),
      analysis_(new AnalysisFeature(controller_, board_, moveTree_, this)),
      gameStatus_(new QLabel(this)), startInfo_(new QLabel(this)),
      director_(new PlayerDirector(controller_, this)),
      clocks_(new ClockWidget(controller_->clock(), this)), enginePanel_(new EnginePanel(this)),
      historyBar_(new QWidget(this)), historyText_(new QLabel(this)),
      library_(std::make_unique<GameLibrary>()),
      document_(new GameDocument(controller_, library_.get(), this)) {

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
    historyBack_ = new QPushButton(historyBar_);
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
    sideLayout->addWidget(moveTree_, 1);
    sideLayout->addWidget(enginePanel_);

    // The evaluation bar stands beside the board while the engine analyses.
    auto* boardArea = new QWidget(this);
    auto* boardLayout = new QHBoxLayout(boardArea);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    boardLayout->addWidget(analysis_->evalBar());
    boardLayout->addWidget(board_, 1);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(boardArea);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({700, 300});
    setCentralWidget(splitter);
    setStatusBar(new MessageBar(this));
    announceStatusMessages(statusBar());

    createActions();
    createFileActions();
    createLibrary();
    createPictureActions();
    createCardActions();
    createEditorActions();
    review_ = new ReviewFeature(controller_, board_, this);
    createPlayers();
    sideLayout->insertWidget(sideLayout->indexOf(enginePanel_) + 1, analysis_->linesPanel());
    sideLayout->insertWidget(sideLayout->indexOf(analysis_->linesPanel()) + 1,
                             analysis_->explorer());
    connect(analysis_, &AnalysisFeature::continueRequested, this, [this](const Game& game) {
        if (mayReplaceGame()) document_->startGame(game);
    });
    connect(moveTree_, &MoveTreeView::nodeActivated, controller_, &GameController::browseNode);
    // The game's engine panel has nothing to say while nobody plays: its room goes to the
    // engine's lines, the explorer and the moves.
    connect(controller_, &GameController::analysisChanged, this, [this](bool on) {
        enginePanel_->setVisible(!on && settings_.enginePanel);
        showGame();
    });
    sideLayout->insertWidget(sideLayout->indexOf(moveTree_), review_->bar());
    sideLayout->insertWidget(sideLayout->indexOf(moveTree_) + 1, review_->graph());
    sideLayout->insertWidget(sideLayout->indexOf(review_->graph()) + 1, review_->summary());
    createMenusAndToolBar();
    retranslateUi();
    applySettings();
    connectGame();
    createKeyboardAccess(sideLayout);
    connect(document_, &GameDocument::changed, this, &MainWindow::showDocument);

    connect(board_, &BoardWidget::moveRequested, controller_, &GameController::play);
    connect(board_, &BoardWidget::statusChanged, statusBar(),
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(board_, &BoardWidget::pendingChanged, confirmMove_, &QAction::setEnabled);
    connect(board_, &BoardWidget::announcementChanged, castleAction_, &QAction::setChecked);
    connect(controller_, &GameController::gameStarted, statusBar(), &QStatusBar::clearMessage);

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
    createSounds();
    resize(1060, 760);
    board_->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::applySettings() {
    applyBoardSettings();
    flip_->setChecked(settings_.flipped);
    board_->setFlipped(settings_.flipped);
}

void MainWindow::openSettings() {
    if (!settingsDialog_) {
        settingsDialog_ = new SettingsDialog(this);
        connect(settingsDialog_, &SettingsDialog::applied, this, [this](BoardSettings s) {
            s.flipped = settings_.flipped; // the Flip action's, not the dialog's
            settings_ = s;
            settings_.save();
            applyBoardSettings();
            orientBoard(false);
        });
    }
    settingsDialog_->setSettings(settings_, savedLanguage());
    settingsDialog_->open();
}

// The board and the Board menu's toggles from settings_: the menu and the dialog agree.
void MainWindow::applyBoardSettings() {
    board_->setPieceSet(settings_.pieceSet);
    board_->setTheme(BoardTheme::byId(settings_.theme));
    for (QAction* a : pieceSetActions_) a->setChecked(a->data() == board_->pieceSetId());
    for (QAction* a : themeActions_) a->setChecked(a->data() == board_->theme().id);
    confirmToggle_->setChecked(settings_.confirmMoves);
    board_->setConfirmMoves(settings_.confirmMoves);
    if (!settings_.premoves) board_->setPremoveSide(std::nullopt);
    confirmMove_->setVisible(settings_.confirmMoves);
    autoFlip_->setChecked(settings_.autoFlip);
    showEngine_->setChecked(settings_.enginePanel);
    showCoordinates_->setChecked(settings_.coordinates);
    showLegalMoves_->setChecked(settings_.legalMoves);
    board_->setShowCoordinates(settings_.coordinates);
    board_->setShowLegalMoves(settings_.legalMoves);
    enginePanel_->setVisible(settings_.enginePanel && !controller_->analysing());
    board_->setAnimationDuration(settings_.animationMs);
    for (QAction* a : animationActions_) a->setChecked(a->data().toInt() == settings_.animationMs);
    applySoundSettings();
    applyPieceNotation(pieceNotationFromKey(settings_.notation));
    for (PracticeWindow* practice : findChildren<PracticeWindow*>())
        practice->setBoardSettings(settings_);
}

void MainWindow::showGame() {
    const Game& game = controller_->game();
    moveTree_->setGame(game, controller_->viewedNode());
    QString status = controller_->statusText();
    if (controller_->drawOffered()) status += tr(" - draw offered");
    if (controller_->drawClaimArmed()) status += tr(" - draw claimed with the next move");
    gameStatus_->setText(status);
    board_->setInteractive(controller_->acceptsBoardMoves());
    // The person may move ahead while the computer thinks; the board plays it after the reply.
    board_->setPremoveSide(settings_.premoves && controller_->isMachineTurn()
                               ? controller_->players().personSide()
                               : std::nullopt);
    undo_->setEnabled(controller_->canTakeBack());
    redo_->setEnabled(controller_->canReplay());
    hint_->setEnabled(controller_->acceptsBoardMoves() && !controller_->analysing());
    offerDraw_->setEnabled(controller_->canOfferDraw());
    claimDraw_->setEnabled(controller_->canClaimDraw());
    claimWithMove_->setEnabled(controller_->acceptsBoardMoves() && !controller_->analysing());
    resign_->setEnabled(!game.isOver() && !controller_->analysing());
    showTitle();
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
    const QString white = playerName(White, &whiteChosen);
    const QString black = playerName(Black, &blackChosen);
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

void MainWindow::chooseStartPosition() {
    GameSetup setup = GameSetup::load();
    if (controller_->game().startNumber() >= 0) setup.number = controller_->game().startNumber();
    askForNewGame(setup);
}

void MainWindow::askForNewGame(GameSetup setup) {
    NewGameDialog dialog(setup, this);
    if (dialog.exec() != QDialog::Accepted) return;
    setup = dialog.setup();
    setup.save();
    if (!mayReplaceGame()) return;
    QString error;
    if (!document_->startNew(setup, &error)) {
        showMessage(tr("New game"), error, true);
        return;
    }
    if (const auto dropped = setup.droppedCastling(); !dropped.empty())
        statusBar()->showMessage(ErrorWording::droppedCastlingText(dropped));
}

bool MainWindow::startFromNumber(int number) {
    GameSetup setup = GameSetup::load();
    setup.start = GameSetup::Start::Number;
    setup.number = number;
    setup.dfrc = false;
    QString error;
    if (!document_->startNew(setup, &error)) {
        showMessage(tr("New game"), error, true);
        return false;
    }
    return true;
}

void MainWindow::startQuickGame(GameSetup::Start start) {
    if (!mayReplaceGame()) return;
    GameSetup setup = GameSetup::load();
    setup.start = start;
    document_->startNew(setup);
}

void MainWindow::openShuffler() {
    auto* dialog = new ShufflerDialog(std::max(0, controller_->game().startNumber()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ShufflerDialog::practiseRequested, this, &MainWindow::openPractice);
    connect(dialog, &ShufflerDialog::playRequested, this, [this, dialog](int number) {
        dialog->close();
        GameSetup setup = GameSetup::load();
        setup.start = GameSetup::Start::Number;
        setup.number = number;
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

void MainWindow::openPractice(int startNumber) {
    auto* window = new PracticeWindow(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setBoardSettings(settings_);
    if (startNumber >= 0) window->practiseStartPosition(startNumber);
    window->show();
}

} // namespace chess960::ui
