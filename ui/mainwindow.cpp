#include "mainwindow.h"

#include "board/boardwidget.h"
#include "gamecontroller.h"
#include "movelistmodel.h"
#include "newgamedialog.h"

#include "chess960/startpos.h"

#include <QActionGroup>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace chess960::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), settings_(BoardSettings::load()), controller_(new GameController(this)),
      board_(new BoardWidget(this)), moveList_(new MoveListModel(this)),
      moveView_(new QTableView(this)), gameStatus_(new QLabel(this)), startInfo_(new QLabel(this)) {
    moveView_->setModel(moveList_);
    moveView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    moveView_->setSelectionMode(QAbstractItemView::NoSelection);
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
    sideLayout->addWidget(moveView_, 1);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(board_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({640, 220});
    setCentralWidget(splitter);
    statusBar()->addPermanentWidget(gameStatus_);

    createActions();
    createMenusAndToolBar();
    applySettings();

    connect(board_, &BoardWidget::moveRequested, controller_, &GameController::play);
    connect(board_, &BoardWidget::statusChanged, statusBar(),
            [this](const QString& text) { statusBar()->showMessage(text); });
    connect(board_, &BoardWidget::pendingChanged, confirmMove_, &QAction::setEnabled);
    connect(board_, &BoardWidget::announcementChanged, castleAction_, &QAction::setChecked);
    connect(controller_, &GameController::positionChanged, this, [this](Move move) {
        board_->setPosition(controller_->position(), move);
        showGame();
    });
    connect(controller_, &GameController::gameStarted, statusBar(), &QStatusBar::clearMessage);

    controller_->newGame(randomStartNumber());
    resize(900, 700);
    board_->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    newRandom_ = new QAction(tr("&New game (random start)"), this);
    newRandom_->setShortcut(QKeySequence::New);
    newByNumber_ = new QAction(tr("New game by &number..."), this);
    newByNumber_->setShortcut(tr("Ctrl+Shift+N"));
    newClassical_ = new QAction(tr("New &classical game (SP 518)"), this);
    undo_ = new QAction(tr("&Take back"), this);
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = new QAction(tr("&Replay"), this);
    redo_->setShortcut(QKeySequence::Redo);
    quit_ = new QAction(tr("&Quit"), this);
    quit_->setShortcut(QKeySequence::Quit);

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

    connect(newRandom_, &QAction::triggered, this,
            [this] { controller_->newGame(randomStartNumber()); });
    connect(newByNumber_, &QAction::triggered, this, &MainWindow::chooseStartPosition);
    connect(newClassical_, &QAction::triggered, this,
            [this] { controller_->newGame(kClassicalStartNumber); });
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
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addActions({newRandom_, newByNumber_, newClassical_});
    game->addSeparator();
    game->addActions({undo_, redo_});
    game->addSeparator();
    game->addAction(quit_);

    QMenu* board = menuBar()->addMenu(tr("&Board"));
    board->addActions({castleAction_, withdraw_, confirmMove_});
    board->addSeparator();
    board->addActions({confirmToggle_, flip_});
    board->addMenu(tr("&Pieces"))->addActions(pieceSetActions_);
    board->addMenu(tr("&Colours"))->addActions(themeActions_);

    QToolBar* bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->addActions({newRandom_, newByNumber_, undo_});
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
}

void MainWindow::showGame() {
    const Game& game = controller_->game();
    moveList_->setGame(game);
    if (const QModelIndex last = moveList_->indexOfPly(game.plyCount()); last.isValid())
        moveView_->scrollTo(last);
    gameStatus_->setText(controller_->statusText());
    board_->setInteractive(!game.isOver());
    undo_->setEnabled(game.canUndo());
    redo_->setEnabled(game.canRedo());
    const int sp = game.startNumber();
    const QString backRank = QString::fromStdString(backRankFromNumber(sp));
    setWindowTitle(sp >= 0 ? tr("Chess960 - SP %1 (%2)").arg(sp).arg(backRank) : tr("Chess960"));
    startInfo_->setText(sp >= 0 ? tr("Start position %1\n%2").arg(sp).arg(backRank)
                                : tr("Set-up position"));
}

void MainWindow::chooseStartPosition() {
    NewGameDialog dialog(std::max(0, controller_->game().startNumber()), this);
    if (dialog.exec() == QDialog::Accepted) controller_->newGame(dialog.number());
}

} // namespace chess960::ui
