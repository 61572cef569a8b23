#include "mainwindow.h"

#include "board/boardwidget.h"
#include "clockwidget.h"
#include "enginecontroller.h"
#include "enginepanel.h"
#include "gamecontroller.h"
#include "gamefiles.h"
#include "movelistmodel.h"
#include "newgamedialog.h"
#include "practice/practicewindow.h"
#include "shuffler/shufflerdialog.h"

#include "chess960/startpos.h"

#include <QActionGroup>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace chess960::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), settings_(BoardSettings::load()), controller_(new GameController(this)),
      board_(new BoardWidget(this)), moveList_(new MoveListModel(this)),
      moveView_(new QTableView(this)), gameStatus_(new QLabel(this)), startInfo_(new QLabel(this)),
      engine_(new EngineController(controller_, this)),
      clocks_(new ClockWidget(controller_->clock(), this)), enginePanel_(new EnginePanel(this)),
      historyBar_(new QWidget(this)), historyText_(new QLabel(this)), unfinished_(readAutosave()) {
    // Until the player has answered "resume?", nothing may overwrite the unfinished game.
    controller_->setAutosave(!unfinished_);
    moveView_->setModel(moveList_);
    moveView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveView_->setSelectionMode(QAbstractItemView::SingleSelection);
    moveView_->setFocusPolicy(Qt::NoFocus);
    moveView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    moveView_->setMinimumWidth(200);

    // The start position's number stays in view: players copy it to set up a real board.
    QFont bold = startInfo_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    startInfo_->setFont(bold);
    startInfo_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(startInfo_);
    sideLayout->addWidget(clocks_);
    auto* historyLayout = new QHBoxLayout(historyBar_);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyText_->setWordWrap(true);
    historyLayout->addWidget(historyText_, 1);
    auto* back = new QPushButton(tr("Back to the game"), historyBar_);
    historyLayout->addWidget(back);
    connect(back, &QPushButton::clicked, controller_, &GameController::browseEnd);
    historyBar_->setAutoFillBackground(true);
    historyBar_->setStyleSheet(QStringLiteral("QWidget { background: #fff3c4; color: #4a3b00; }"));
    historyBar_->hide();
    sideLayout->addWidget(historyBar_);
    sideLayout->addWidget(moveView_, 1);
    sideLayout->addWidget(enginePanel_);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(board_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({700, 300});
    setCentralWidget(splitter);
    statusBar()->addPermanentWidget(gameStatus_);

    createActions();
    createFileActions();
    createMenusAndToolBar();
    applySettings();
    connectGame();

    connect(board_, &BoardWidget::moveRequested, controller_, &GameController::play);
    connect(board_, &BoardWidget::statusChanged, statusBar(),
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(board_, &BoardWidget::pendingChanged, confirmMove_, &QAction::setEnabled);
    connect(board_, &BoardWidget::announcementChanged, castleAction_, &QAction::setChecked);
    connect(controller_, &GameController::gameStarted, statusBar(), &QStatusBar::clearMessage);

    GameSetup setup = GameSetup::load();
    if (setup.start == GameSetup::Start::Fen) setup.start = GameSetup::Start::Random;
    if (!controller_->newGameFrom(setup)) controller_->newGame(randomStartNumber());
    resize(1060, 760);
    board_->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    newByNumber_ = new QAction(tr("&New game..."), this);
    newByNumber_->setShortcut(QKeySequence::New);
    newByNumber_->setToolTip(tr("Opponent, start position and clock (Ctrl+N)"));
    newRandom_ = new QAction(tr("New game (&random start)"), this);
    newRandom_->setShortcut(tr("Ctrl+Shift+N"));
    newRandom_->setToolTip(tr("Same opponent and clock, a new random start position"));
    newClassical_ = new QAction(tr("New &classical game (SP 518)"), this);
    undo_ = new QAction(tr("&Take back"), this);
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = new QAction(tr("&Replay"), this);
    redo_->setShortcut(QKeySequence::Redo);
    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);
    hint_ = new QAction(tr("&Hint"), this);
    hint_->setShortcut(tr("H"));
    hint_->setToolTip(tr("The computer's best move for you, with its reading of the position"));
    resign_ = new QAction(tr("Re&sign"), this);
    offerDraw_ = new QAction(tr("Offer a &draw"), this);
    claimDraw_ = new QAction(tr("C&laim a draw"), this);
    claimDraw_->setToolTip(tr("Threefold repetition or 50 moves without a capture or pawn move"));
    backToGame_ = new QAction(tr("&Back to the game"), this);
    backToGame_->setShortcut(Qt::Key_End);
    struct Browse {
        QString text;
        QKeySequence key;
        int delta;
    };
    for (const Browse& b : {Browse{tr("Previous move"), QKeySequence(Qt::Key_Left), -1},
                            Browse{tr("Next move"), QKeySequence(Qt::Key_Right), 1},
                            Browse{tr("Start of the game"), QKeySequence(Qt::Key_Home), -10000}}) {
        auto* a = new QAction(b.text, this);
        a->setShortcut(b.key);
        const int delta = b.delta;
        connect(a, &QAction::triggered, this, [this, delta] { controller_->browseBy(delta); });
        browseActions_ << a;
    }
    connect(hint_, &QAction::triggered, engine_, &EngineController::requestHint);
    connect(resign_, &QAction::triggered, controller_, &GameController::resign);
    connect(offerDraw_, &QAction::triggered, controller_, &GameController::offerDraw);
    connect(claimDraw_, &QAction::triggered, controller_, &GameController::claimDraw);
    connect(backToGame_, &QAction::triggered, controller_, &GameController::browseEnd);

    flip_ = new QAction(tr("&Flip board"), this);
    flip_->setShortcut(tr("F"));
    flip_->setCheckable(true);
    castleAction_ = new QAction(tr("&Castle"), this);
    castleAction_->setCheckable(true); // pressed while the announcement stands
    castleAction_->setShortcut(tr("C"));
    castleAction_->setToolTip(tr("Announce castling (C): then move king or rook; Esc withdraws"));
    withdraw_ = new QAction(tr("&Withdraw"), this);
    withdraw_->setShortcut(Qt::Key_Escape);
    withdraw_->setToolTip(tr("Withdraw the selection, the announcement or the waiting move"));
    confirmToggle_ = new QAction(tr("Ask to c&onfirm moves"), this);
    confirmToggle_->setCheckable(true);
    confirmMove_ = new QAction(tr("Confirm &move"), this);
    confirmMove_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    confirmMove_->setEnabled(false);
    autoFlip_ = new QAction(tr("&Turn the board to the player to move"), this);
    autoFlip_->setCheckable(true);
    autoFlip_->setToolTip(tr("Two players on one screen: the side to move sits at the bottom"));
    showEngine_ = new QAction(tr("Show the &engine panel"), this);
    showEngine_->setCheckable(true);
    connect(autoFlip_, &QAction::toggled, this, [this](bool on) {
        settings_.autoFlip = on;
        settings_.save();
        orientBoard(false);
    });
    connect(showEngine_, &QAction::toggled, this, [this](bool on) {
        settings_.enginePanel = on;
        settings_.save();
        enginePanel_->setVisible(on);
    });
    showCoordinates_ = new QAction(tr("Show &coordinates"), this);
    showCoordinates_->setCheckable(true);
    connect(showCoordinates_, &QAction::toggled, this, [this](bool on) {
        settings_.coordinates = on;
        settings_.save();
        board_->setShowCoordinates(on);
    });
    showLegalMoves_ = new QAction(tr("Show &legal moves"), this);
    showLegalMoves_->setCheckable(true);
    connect(showLegalMoves_, &QAction::toggled, this, [this](bool on) {
        settings_.legalMoves = on;
        settings_.save();
        board_->setShowLegalMoves(on);
    });
    auto* speeds = new QActionGroup(this);
    struct Speed {
        QString text;
        int ms;
    };
    for (const Speed& sp : {Speed{tr("No animation"), 0}, Speed{tr("Fast"), 100},
                            Speed{tr("Normal"), 180}, Speed{tr("Slow"), 350}}) {
        QAction* a = speeds->addAction(sp.text);
        a->setCheckable(true);
        a->setData(sp.ms);
        animationActions_ << a;
    }
    connect(speeds, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.animationMs = a->data().toInt();
        settings_.save();
        board_->setAnimationDuration(settings_.animationMs);
    });

    auto quickGame = [this](GameSetup::Start start) {
        GameSetup setup = GameSetup::load();
        setup.start = start;
        controller_->newGameFrom(setup);
    };
    connect(newRandom_, &QAction::triggered, this,
            [quickGame] { quickGame(GameSetup::Start::Random); });
    connect(newByNumber_, &QAction::triggered, this, &MainWindow::chooseStartPosition);
    shuffler_ = new QAction(tr("S&huffler..."), this);
    shuffler_->setToolTip(tr("Pick a start position by number, dice or shuffle; see its castles"));
    practice_ = new QAction(tr("Castling &practice..."), this);
    connect(shuffler_, &QAction::triggered, this, &MainWindow::openShuffler);
    connect(practice_, &QAction::triggered, this, [this] { openPractice(-1); });
    connect(newClassical_, &QAction::triggered, this,
            [quickGame] { quickGame(GameSetup::Start::Classical); });
    connect(undo_, &QAction::triggered, controller_, &GameController::undo);
    connect(redo_, &QAction::triggered, controller_, &GameController::redo);
    connect(quit_, &QAction::triggered, this, &QWidget::close);
    connect(flip_, &QAction::toggled, this, [this](bool on) {
        board_->setFlipped(on);
        settings_.flipped = on;
        settings_.save();
    });
    connect(castleAction_, &QAction::triggered, this, [this] {
        if (board_->input().announced())
            board_->cancel();
        else
            board_->announceCastling();
        castleAction_->setChecked(board_->input().announced());
    });
    connect(withdraw_, &QAction::triggered, board_, &BoardWidget::cancel);
    connect(confirmToggle_, &QAction::toggled, this, [this](bool on) {
        board_->setConfirmMoves(on);
        settings_.confirmMoves = on;
        settings_.save();
    });
    connect(confirmMove_, &QAction::triggered, board_, &BoardWidget::confirmMove);

    auto* sets = new QActionGroup(this);
    for (const QString& id : PieceSet::ids()) {
        QAction* a = sets->addAction(PieceSet::displayName(id));
        a->setCheckable(true);
        a->setData(id);
        pieceSetActions_ << a;
    }
    connect(sets, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.pieceSet = a->data().toString();
        settings_.save();
        board_->setPieceSet(settings_.pieceSet);
    });
    auto* themes = new QActionGroup(this);
    for (const QString& id : BoardTheme::ids()) {
        QAction* a = themes->addAction(BoardTheme::byId(id).name);
        a->setCheckable(true);
        a->setData(id);
        themeActions_ << a;
    }
    connect(themes, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.theme = a->data().toString();
        settings_.save();
        board_->setTheme(BoardTheme::byId(settings_.theme));
    });
}

void MainWindow::createMenusAndToolBar() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addActions({open_, save_, saveAs_});
    recentMenu_ = file->addMenu(tr("Open &recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addSeparator();
    file->addActions({copyFen_, copyPgn_, paste_});
    file->addSeparator();
    file->addAction(quit_);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({newByNumber_, newRandom_, newClassical_});
    game->addActions({shuffler_, practice_});
    game->addSeparator();
    game->addActions({undo_, redo_, hint_});
    game->addSeparator();
    game->addActions({offerDraw_, claimDraw_, resign_});
    game->addSeparator();
    game->addActions(browseActions_);
    game->addAction(backToGame_);

    QMenu* board = menuBar()->addMenu(tr("&Board"));
    board->addActions({castleAction_, withdraw_, confirmMove_});
    board->addSeparator();
    board->addActions(
        {confirmToggle_, flip_, autoFlip_, showEngine_, showCoordinates_, showLegalMoves_});
    board->addMenu(tr("&Pieces"))->addActions(pieceSetActions_);
    board->addMenu(tr("&Colours"))->addActions(themeActions_);
    board->addMenu(tr("&Animation"))->addActions(animationActions_);

    QToolBar* bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->addActions({newByNumber_, undo_, hint_});
    bar->addSeparator();
    bar->addActions({offerDraw_, claimDraw_, resign_});
    bar->addSeparator();
    bar->addActions({castleAction_, confirmToggle_, confirmMove_, flip_});
}

void MainWindow::applySettings() {
    board_->setPieceSet(settings_.pieceSet);
    board_->setTheme(BoardTheme::byId(settings_.theme));
    for (QAction* a : pieceSetActions_) a->setChecked(a->data() == board_->pieceSetId());
    for (QAction* a : themeActions_) a->setChecked(a->data() == board_->theme().id);
    confirmToggle_->setChecked(settings_.confirmMoves);
    board_->setConfirmMoves(settings_.confirmMoves);
    flip_->setChecked(settings_.flipped);
    board_->setFlipped(settings_.flipped);
    autoFlip_->setChecked(settings_.autoFlip);
    showEngine_->setChecked(settings_.enginePanel);
    showCoordinates_->setChecked(settings_.coordinates);
    showLegalMoves_->setChecked(settings_.legalMoves);
    board_->setShowCoordinates(settings_.coordinates);
    board_->setShowLegalMoves(settings_.legalMoves);
    enginePanel_->setVisible(settings_.enginePanel);
    board_->setAnimationDuration(settings_.animationMs);
    for (QAction* a : animationActions_) a->setChecked(a->data().toInt() == settings_.animationMs);
}

void MainWindow::showGame() {
    const Game& game = controller_->game();
    moveList_->setGame(game);
    if (const QModelIndex last = moveList_->indexOfPly(game.plyCount()); last.isValid())
        moveView_->scrollTo(last);
    QString status = controller_->statusText();
    if (controller_->drawOffered()) status += tr(" - draw offered");
    gameStatus_->setText(status);
    board_->setInteractive(controller_->acceptsBoardMoves());
    undo_->setEnabled(controller_->canTakeBack());
    redo_->setEnabled(controller_->canReplay());
    hint_->setEnabled(controller_->acceptsBoardMoves());
    offerDraw_->setEnabled(controller_->canOfferDraw());
    claimDraw_->setEnabled(controller_->canClaimDraw());
    resign_->setEnabled(!game.isOver());
    const int sp = game.startNumber();
    const QString backRank = QString::fromStdString(backRankFromNumber(sp));
    setWindowTitle(sp >= 0 ? tr("Chess960 - SP %1 (%2)").arg(sp).arg(backRank) : tr("Chess960"));
    startInfo_->setText(sp >= 0 ? tr("Start position %1\n%2").arg(sp).arg(backRank)
                                : tr("Set-up position"));
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
    QString error;
    if (!controller_->newGameFrom(setup, &error)) showMessage(tr("New game"), error, true);
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
        askForNewGame(setup);
    });
    dialog->show();
}

void MainWindow::openPractice(int startNumber) {
    auto* window = new PracticeWindow(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (startNumber >= 0) window->practiseStartPosition(startNumber);
    window->show();
}

} // namespace chess960::ui
