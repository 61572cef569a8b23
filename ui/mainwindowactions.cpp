// The main window's actions: each one is created and wired here; its text, tool tip and
// translated shortcut are set in retranslateUi (mainwindowmenus.cpp).
#include "mainwindow.h"

#include "board/boardwidget.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/playerdirector.h"

#include <QAction>
#include <QActionGroup>
#include <QStatusBar>

namespace chess960::ui {

void MainWindow::createActions() {
    newByNumber_ = new QAction(this);
    newByNumber_->setObjectName(QStringLiteral("newGame"));
    newByNumber_->setShortcut(QKeySequence::New);
    newRandom_ = new QAction(this);
    newRandom_->setObjectName(QStringLiteral("newRandomGame"));
    newClassical_ = new QAction(this);
    newClassical_->setObjectName(QStringLiteral("newClassicalGame"));
    undo_ = new QAction(this);
    undo_->setObjectName(QStringLiteral("takeBack"));
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = new QAction(this);
    redo_->setObjectName(QStringLiteral("replay"));
    redo_->setShortcut(QKeySequence::Redo);
    quit_ = new QAction(this);
    quit_->setObjectName(QStringLiteral("quit"));
    quit_->setShortcut(QKeySequence::Quit);
    hint_ = new QAction(this);
    hint_->setObjectName(QStringLiteral("hint"));
    resign_ = new QAction(this);
    resign_->setObjectName(QStringLiteral("resign"));
    offerDraw_ = new QAction(this);
    offerDraw_->setObjectName(QStringLiteral("offerDraw"));
    claimDraw_ = new QAction(this);
    claimDraw_->setObjectName(QStringLiteral("claimDraw"));
    claimWithMove_ = new QAction(this);
    claimWithMove_->setObjectName(QStringLiteral("claimDrawWithMove"));
    claimWithMove_->setCheckable(true);
    backToGame_ = new QAction(this);
    backToGame_->setObjectName(QStringLiteral("backToGame"));
    backToGame_->setShortcut(Qt::Key_End);
    struct Browse {
        QKeySequence key;
        int delta;
        const char* name;
    };
    for (const Browse& b : {Browse{QKeySequence(Qt::Key_Left), -1, "previousMove"},
                            Browse{QKeySequence(Qt::Key_Right), 1, "nextMove"},
                            Browse{QKeySequence(Qt::Key_Home), -10000, "startOfGame"}}) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(b.name));
        a->setShortcut(b.key);
        const int delta = b.delta;
        connect(a, &QAction::triggered, this, [this, delta] { controller_->browseBy(delta); });
        browseActions_ << a;
    }
    connect(hint_, &QAction::triggered, director_, &PlayerDirector::requestHint);
    connect(resign_, &QAction::triggered, this, &MainWindow::confirmResign);
    connect(offerDraw_, &QAction::triggered, controller_, &GameController::offerDraw);
    connect(claimDraw_, &QAction::triggered, controller_, &GameController::claimDraw);
    connect(claimWithMove_, &QAction::triggered, this, [this](bool on) {
        controller_->armDrawClaim(on);
        claimWithMove_->setChecked(controller_->drawClaimArmed()); // it may have refused
    });
    connect(backToGame_, &QAction::triggered, controller_, &GameController::browseEnd);

    connect(newRandom_, &QAction::triggered, this,
            [this] { startQuickGame(GameSetup::Start::Random); });
    connect(newByNumber_, &QAction::triggered, this, &MainWindow::chooseStartPosition);
    shuffler_ = new QAction(this);
    shuffler_->setObjectName(QStringLiteral("shuffler"));
    practice_ = new QAction(this);
    practice_->setObjectName(QStringLiteral("castlingPractice"));
    connect(shuffler_, &QAction::triggered, this, &MainWindow::openShuffler);
    connect(practice_, &QAction::triggered, this, [this] { openPractice(-1); });
    connect(newClassical_, &QAction::triggered, this,
            [this] { startQuickGame(GameSetup::Start::Classical); });
    connect(undo_, &QAction::triggered, controller_, &GameController::undo);
    connect(redo_, &QAction::triggered, controller_, &GameController::redo);
    connect(quit_, &QAction::triggered, this, &QWidget::close);
    settingsAction_ = new QAction(this);
    settingsAction_->setObjectName(QStringLiteral("settings"));
    settingsAction_->setShortcut(QKeySequence::Preferences);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    connect(settingsAction_, &QAction::triggered, this, &MainWindow::openSettings);
    createBoardActions();
}

void MainWindow::createBoardActions() {
    flip_ = new QAction(this);
    flip_->setObjectName(QStringLiteral("flipBoard"));
    flip_->setCheckable(true);
    castleAction_ = new QAction(this);
    castleAction_->setObjectName(QStringLiteral("castle"));
    castleAction_->setCheckable(true); // pressed while the announcement stands
    withdraw_ = new QAction(this);
    withdraw_->setObjectName(QStringLiteral("withdraw"));
    withdraw_->setShortcut(Qt::Key_Escape);
    confirmToggle_ = new QAction(this);
    confirmToggle_->setObjectName(QStringLiteral("confirmMoves"));
    confirmToggle_->setCheckable(true);
    confirmMove_ = new QAction(this);
    confirmMove_->setObjectName(QStringLiteral("confirmMove"));
    confirmMove_->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    confirmMove_->setEnabled(false);
    autoFlip_ = new QAction(this);
    autoFlip_->setObjectName(QStringLiteral("autoFlip"));
    autoFlip_->setCheckable(true);
    showEngine_ = new QAction(this);
    showEngine_->setObjectName(QStringLiteral("showEnginePanel"));
    showEngine_->setCheckable(true);
    connect(autoFlip_, &QAction::toggled, this, [this](bool on) {
        settings_.autoFlip = on;
        settings_.save();
        orientBoard(false);
    });
    connect(showEngine_, &QAction::toggled, this, [this](bool on) {
        settings_.enginePanel = on;
        settings_.save();
        enginePanel_->setVisible(on && !controller_->analysing());
    });
    showCoordinates_ = new QAction(this);
    showCoordinates_->setObjectName(QStringLiteral("showCoordinates"));
    showCoordinates_->setCheckable(true);
    connect(showCoordinates_, &QAction::toggled, this, [this](bool on) {
        settings_.coordinates = on;
        settings_.save();
        board_->setShowCoordinates(on);
    });
    showLegalMoves_ = new QAction(this);
    showLegalMoves_->setObjectName(QStringLiteral("showLegalMoves"));
    showLegalMoves_->setCheckable(true);
    connect(showLegalMoves_, &QAction::toggled, this, [this](bool on) {
        settings_.legalMoves = on;
        settings_.save();
        board_->setShowLegalMoves(on);
    });
    auto* speeds = new QActionGroup(this);
    for (const int ms : {0, 100, 180, 350}) {
        QAction* a = speeds->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        a->setObjectName(QStringLiteral("animation%1").arg(ms));
        animationActions_ << a;
    }
    connect(speeds, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.animationMs = a->data().toInt();
        settings_.save();
        board_->setAnimationDuration(settings_.animationMs);
    });
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
        // The answer is told even when the board's words are those it said before.
        statusBar()->showMessage(board_->statusText());
    });
    connect(withdraw_, &QAction::triggered, board_, &BoardWidget::cancel);
    connect(confirmToggle_, &QAction::toggled, this, [this](bool on) {
        board_->setConfirmMoves(on);
        confirmMove_->setVisible(on); // nothing to confirm without it
        settings_.confirmMoves = on;
        settings_.save();
    });
    connect(confirmMove_, &QAction::triggered, board_, &BoardWidget::confirmMove);

    auto* sets = new QActionGroup(this);
    for (const QString& id : PieceSet::ids()) {
        QAction* a = sets->addAction(QString());
        a->setCheckable(true);
        a->setData(id);
        a->setObjectName(QStringLiteral("pieces:") + id);
        pieceSetActions_ << a;
    }
    connect(sets, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.pieceSet = a->data().toString();
        settings_.save();
        applyBoardSettings();
    });
    auto* themes = new QActionGroup(this);
    for (const QString& id : BoardTheme::ids()) {
        QAction* a = themes->addAction(QString());
        a->setCheckable(true);
        a->setData(id);
        a->setObjectName(QStringLiteral("colours:") + id);
        themeActions_ << a;
    }
    connect(themes, &QActionGroup::triggered, this, [this](QAction* a) {
        settings_.theme = a->data().toString();
        settings_.save();
        applyBoardSettings();
    });
}

} // namespace chess960::ui
