#include "mainwindow.h"

#include "a11y/keyboardaccess.h"
#include "a11y/moveentry.h"
#include "analysis/analysisfeature.h"
#include "board/accessibleevents.h"
#include "board/boardwidget.h"
#include "card/cardaction.h"
#include "database/databasefeature.h"
#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "eboard/eboardfeature.h"
#include "editor/editoraction.h"
#include "engines/enginesmenu.h"
#include "feature.h"
#include "featurejoins.h"
#include "game/boardoptions.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamemessages.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/gameview.h"
#include "game/playactions.h"
#include "game/playerdirector.h"
#include "game/tagsdialog.h"
#include "help/helpmenu.h"
#include "library/gamelibrary.h"
#include "library/libraryfeature.h"
#include "messagebar.h"
#include "pictures/pictureactions.h"
#include "review/reviewfeature.h"
#include "settings.h"
#include "settingswatch.h"
#include "sidecolumn.h"
#include "sound/effectsink.h"
#include "sound/sounddirector.h"

#include "chess960/startpos.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

namespace chess960::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), session_(new GameSession(this)),
      director_(new PlayerDirector(session_, this)), library_(std::make_unique<GameLibrary>()),
      document_(new GameDocument(session_, library_.get(), this)) {
    // The message area comes first: the features speak through it.
    setStatusBar(new MessageBar(this));
    announceStatusMessages(statusBar());
    // Choices that stop reaching the settings file are said (Qt's writes fail without a word).
    auto* settingsWatch = new SettingsWatch(this);
    settingsWatch->setObjectName(QStringLiteral("settingsWatch"));
    connect(settingsWatch, &SettingsWatch::notSaved, this, [this](const QString& why) {
        showMessageBox(this, tr("Settings"), why, true, QStringLiteral("settingsNotSaved"));
    });
    connect(settingsWatch, &SettingsWatch::savedAgain, this, [this] {
        statusBar()->showMessage(tr("The settings file can be written again."), 10000);
    });
    view_ = new GameView(session_, this);
    connect(document_, &GameDocument::changed, view_,
            [this] { view_->showFile(document_->displayName(), document_->isModified()); });
    BoardWidget* board = view_->board();
    BoardOptions* options = view_->options();
    keys_ = new KeyboardAccess(session_, board, options, this);
    auto* databases = new DatabaseFeature(this, [c = session_] { return c->view()->position(); });
    addDockWidget(Qt::BottomDockWidgetArea, databases->dock());
    databases->dock()->hide(); // until a file of several games is opened
    files_ = new FileActions(session_, document_, databases, this);
    play_ = new PlayActions(session_, director_, document_, options, this);
    auto* messages = new GameMessages(session_, director_, board, view_->enginePanel(), this);
    auto* analysis = new AnalysisFeature(session_, board, view_->moveList(), this);
    auto* review = review_ = new ReviewFeature(session_, board, this);
    review->keepTrackIn(document_, library_.get());
    joins::reviewWhenAsked(messages, review);
    joins::continueAsGame(analysis, document_);
    joins::pairingAfterRewind(play_, messages);
    joins::pasteFromMoveBox(keys_, files_);

    // The evaluation bar stands beside the board while the engine analyses.
    auto* boardArea = new QWidget(this);
    auto* boardLayout = new QHBoxLayout(boardArea);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    boardLayout->addWidget(analysis->evalBar());
    boardLayout->addWidget(board, 1);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    // The board keeps its own frame; the side panel keeps a little air from the window's edge.
    sideLayout->setContentsMargins(0, 0, 6, 0);
    eboard_ = new EBoardFeature(session_, document_, board, options, this);
    sideLayout->addWidget(eboard_->statusLabel());
    sideLayout->addWidget(view_->startLabel());
    sideLayout->addWidget(view_->clocks());
    sideLayout->addWidget(view_->statusLabel());
    sideLayout->addWidget(view_->historyBar());
    sideLayout->addWidget(review->bar());
    sideLayout->addWidget(view_->moveList(), 1);
    sideLayout->addWidget(keys_->lastMoveLabel());
    sideLayout->addWidget(keys_->moveEntry());
    sideLayout->addWidget(review->graph());
    sideLayout->addWidget(review->summary());
    sideLayout->addWidget(view_->enginePanel());
    sideLayout->addWidget(analysis->linesPanel());
    sideLayout->addWidget(analysis->explorer());
    auto* splitter = new QSplitter(this);
    splitter->addWidget(boardArea);
    splitter->addWidget(new SideColumn(side, this));
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({700, 300});
    setCentralWidget(splitter);

    fileMenu_ = menuBar()->addMenu(QString());
    files_->addFileActions(fileMenu_);
    fileMenu_->addAction(databases->dock()->toggleViewAction());
    fileMenu_->addSeparator();
    files_->addClipboardActions(fileMenu_);
    (new PictureActions(board, this))->addTo(fileMenu_);
    fileMenu_->addAction((new CardAction(session_, document_, board, this))->action());
    fileMenu_->addSeparator();
    fileMenu_->addAction(files_->quitAction());

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions(play_->newGameActions());
    gameMenu_->addAction(play_->shufflerAction());
    gameMenu_->addAction((new EditorAction(session_, document_, board, this))->action());
    gameMenu_->addAction(play_->practiceAction());
    auto* myGames = new LibraryFeature(library_.get(), document_, databases, this);
    gameMenu_->addAction(myGames->action());
    gameMenu_->addAction((new TagsAction(session_, this))->action());
    connect(review, &ReviewFeature::openRequested, myGames, &LibraryFeature::openLibraryGame);
    analysis->exploreLibrary(myGames->explorerIndex());
    gameMenu_->addSeparator();
    gameMenu_->addActions(play_->moveActions());
    gameMenu_->addMenu(messages->opponentMenu());
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
    options->addTo(boardMenu_);
    settingsMenu_ = menuBar()->addMenu(QString());
    settingsMenu_->addAction(options->settingsAction());
    addEnginesItem(settingsMenu_, this); // names itself and opens its own dialog
    settingsMenu_->addAction(eboard_->settingsAction());
    // The Help menu retranslates itself and opens its own dialogs.
    menuBar()->addMenu(new HelpMenu(this));

    toolBar_ = addToolBar(QString());
    toolBar_->setObjectName(QStringLiteral("gameToolBar"));
    toolBar_->setMovable(false);
    play_->addTo(toolBar_);
    keys_->addTo(toolBar_);
    toolBar_->addAction(options->flipAction());
    retranslateUi();

    // The board at start: a game as set up last, unless an engine would move in it before the
    // player asked for anything (every start would add a game to My games).
    GameSetup setup = GameSetup::load();
    if (setup.start == GameSetup::Start::Fen) setup.start = GameSetup::Start::Random;
    if (setup.machineMovesFirst() || !document_->startNew(setup)) {
        setup.opponent = GameSetup::Opponent::Human;
        setup.whiteName.clear();
        setup.blackName.clear();
        if (!document_->startNew(setup)) session_->newGame(randomStartNumber());
    }
    // Made after the first game is on the board: its start is not a moment to sound.
    sounds_ = new SoundDirector(session_, std::make_unique<EffectSoundSink>(), this);
    sounds_->follow(board, options);
    resize(1060, 760);
    board->setFocus();
}

MainWindow::~MainWindow() = default;

BoardWidget* MainWindow::board() const {
    return view_->board();
}

ClockWidget* MainWindow::clocks() const {
    return view_->clocks();
}

EnginePanel* MainWindow::enginePanel() const {
    return view_->enginePanel();
}

BoardOptions* MainWindow::options() const {
    return view_->options();
}

QAction* MainWindow::castleAction() const {
    return keys_->castleAction();
}

MoveEntry* MainWindow::moveEntry() const {
    return keys_->moveEntry();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    // A change of language or notation while the window is still being built (a feature puts
    // the saved notation in force): the texts are set once the menus exist.
    if (!toolBar_) return;
    fileMenu_->setTitle(tr("&File"));
    gameMenu_->setTitle(tr("&Game"));
    boardMenu_->setTitle(tr("&Board"));
    settingsMenu_->setTitle(tr("&Settings"));
    toolBar_->setWindowTitle(tr("Game"));
}

void MainWindow::startUp(const StartRequest& request) {
    if (!request.file.isEmpty())
        files_->openFile(request.file);
    else if (request.startNumber)
        play_->startFromNumber(*request.startNumber);
    else
        files_->offerUnfinishedGame(request.fresh);
    // The board given on the command line, else the one connected last: a start position on
    // it may begin a game, so it comes after the game the request put on the board.
    eboard_->connectAtStart(request.board);
    // A review the program did not live to finish is offered whatever was asked for.
    review_->offerToFinish();
    // A settings file read only in part at the first read: said once, with where it is kept.
    if (const QString copy = takeDamagedSettingsCopy(); !copy.isEmpty())
        showMessageBox(this, tr("Settings"),
                       tr("The settings file could not be read whole. The settings that could be "
                          "read are used and your choices are saved again; the file as it was is "
                          "kept as %1.")
                           .arg(QDir::toNativeSeparators(copy)),
                       true, QStringLiteral("damagedSettings"));
}

QStringList MainWindow::StartRequest::toMessage() const {
    QStringList message;
    if (!file.isEmpty()) message << QStringLiteral("file=") + QFileInfo(file).absoluteFilePath();
    if (startNumber) message << QStringLiteral("sp=%1").arg(*startNumber);
    return message;
}

MainWindow::StartRequest MainWindow::StartRequest::fromMessage(const QStringList& message) {
    StartRequest request;
    for (const QString& part : message) {
        if (part.startsWith(QLatin1String("file=")))
            request.file = part.mid(5);
        else if (part.startsWith(QLatin1String("sp=")))
            request.startNumber = part.mid(3).toInt();
    }
    return request;
}

void MainWindow::takeOver(const StartRequest& request) {
    if (isMinimized()) showNormal();
    raise();
    activateWindow();
    if (!request.file.isEmpty())
        files_->openFile(request.file);
    else if (request.startNumber)
        play_->startFromNumber(*request.startNumber);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A save being written is waited for: once written the window closes (asking again if the
    // game changed meanwhile); a save that failed keeps it open, with the box saying why.
    const auto closeWhenWritten = [this] {
        document_->whenWritten([this](bool allWritten) {
            if (allWritten) close();
        });
    };
    if (document_->isWriting()) {
        closeWhenWritten();
        event->ignore();
        return;
    }
    // My games and the autosave hold the game already; a file of the player's does not.
    if (!document_->mayReplace(true)) {
        event->ignore();
        return;
    }
    if (document_->isWriting()) { // Save, answered to the question
        closeWhenWritten();
        event->ignore();
        return;
    }
    director_->stop();
    event->accept();
}

} // namespace chess960::ui
