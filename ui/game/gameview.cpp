#include "gameview.h"
#include "i18n/piecenotation.h"

#include "board/boardwidget.h"
#include "game/boardoptions.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "game/playernames.h"
#include "i18n/castlewording.h"
#include "movelist/movetreeview.h"

#include "chess960/rightloss.h"
#include "chess960/startpos.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QStatusBar>

namespace chess960::ui {

GameView::GameView(GameSession* game, QMainWindow* window)
    : Feature(window), game_(game), board_(new BoardWidget(window)),
      options_(new BoardOptions(game, board_, window)), moveList_(new MoveTreeView(window)),
      clocks_(new ClockWidget(game->clock(), window)), enginePanel_(new EnginePanel(window)),
      status_(new QLabel(window)), startInfo_(new QLabel(window)), historyBar_(new QWidget(window)),
      historyText_(new QLabel(historyBar_)), historyBack_(new QPushButton(historyBar_)) {
    // The start position's number stays in view: players copy it to set up a real board.
    QFont bold = startInfo_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    startInfo_->setFont(bold);
    startInfo_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Whose move it is sits with the clocks, leaving the whole message area to what the
    // player must read.
    status_->setObjectName(QStringLiteral("gameStatus"));
    status_->setWordWrap(true);
    auto* historyLayout = new QHBoxLayout(historyBar_);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyText_->setWordWrap(true);
    historyLayout->addWidget(historyText_, 1);
    historyBack_->setObjectName(QStringLiteral("historyBack"));
    historyLayout->addWidget(historyBack_);
    connect(historyBack_, &QPushButton::clicked, this, [this] {
        game_->browseEnd();
        // The button goes with the bar; the keys go back to the board, not to the next
        // widget in the chain (the move box would take a shortcut's letter as text).
        board_->setFocus();
    });
    historyBar_->setAutoFillBackground(true);
    historyBar_->setStyleSheet(QStringLiteral("QWidget { background: #fff3c4; color: #4a3b00; }"));
    historyBar_->hide();

    connect(board_, &BoardWidget::moveRequested, game_, &GameSession::play);
    // The board's words stand until it says something else, or until the position they were
    // about is gone; then they go, and only they.
    connect(board_, &BoardWidget::statusChanged, this, [this](const QString& text) {
        if (text.isEmpty())
            unsay(boardSaid_);
        else
            say(text);
        boardSaid_ = text;
    });
    connect(game_, &GameSession::gameStarted, window->statusBar(), &QStatusBar::clearMessage);
    connect(moveList_, &MoveTreeView::nodeActivated, game_, &GameSession::browseNode);
    connect(game_, &GameSession::positionChanged, this, [this](Move move) {
        // Taken back or replaced: what the board said about its last gesture (a castle's
        // preview included) is not true now.
        if (move.isNull()) {
            unsay(boardSaid_);
            boardSaid_.clear();
            board_->clearStatus();
        }
        showGame();
    });
    // Other players took over (an engine failed and two people play on, or the built-in
    // engine took its side): the board takes moves for whoever is a person now, and the
    // clocks name the players.
    for (auto signal :
         {&GameSession::gameStarted, &GameSession::playersChanged, &GameSession::tagsChanged})
        connect(game_, signal, this, [this] {
            showPlayers();
            showGame();
        });
    // The board shows the node on view: the game's end as it is played (a game that ends
    // without a move, and the position after a take-back, keep their last move marked), a
    // browsed node read-only, the analysed node.
    connect(game_->view(), &ViewCursor::moved, this, &GameView::showView);
    connect(game_->view(), &ViewCursor::moved, this, &GameView::showRightLosses);
    connect(game_, &GameSession::drawOfferChanged, this, &GameView::showGame);
    connect(game_, &GameSession::drawDeclined, this, &GameView::showGame);
    connect(game_, &GameSession::drawClaimArmedChanged, this, &GameView::showGame);
    // The game's engine panel has nothing to say while nobody plays: its room goes to the
    // engine's lines, the explorer and the moves.
    connect(game_, &GameSession::analysisChanged, this, [this](bool on) {
        // In analysis the arrows step through the game, as the Game menu says.
        board_->setArrowsBrowse(on);
        enginePanel_->setVisible(!on && options_->settings().enginePanel);
        showGame();
    });
    connect(options_, &BoardOptions::changed, this, [this](const BoardSettings& s) {
        enginePanel_->setVisible(s.enginePanel && !game_->analysing());
    });
    enginePanel_->setVisible(options_->settings().enginePanel);
    // The board shows the game from the start: it is never without a position.
    board_->setPosition(game_->view()->position(), game_->view()->move());
    ready();
}

void GameView::retranslate() {
    showRightLosses();
    historyBack_->setText(tr("Back to the game"));
    moveList_->setAccessibleName(tr("Moves of the game"));
    clocks_->setAccessibleName(tr("Clocks"));
    enginePanel_->setAccessibleName(tr("Computer's analysis"));
    historyBar_->setAccessibleName(tr("History browsing"));
    // Texts computed from the game (status, title, start position, history bar, the default
    // player names on the clocks) follow too.
    showPlayers();
    showGame();
    if (game_->view()->browsing()) showView();
}

void GameView::showRightLosses() {
    // How each castling right gone at the node on view was lost in this game, for the board's
    // "why not" (the position alone cannot tell the king's move from the rook's).
    const Game& game = game_->game();
    const NodeId at = game_->view()->node();
    std::array<QString, 4> why;
    for (Color c : {White, Black})
        for (CastleSide s : {CastleSide::HSide, CastleSide::ASide})
            if (const auto loss = rightLoss(game, at, c, s))
                why[size_t(castleIndex(c, s))] = CastleWording::rightLostText(
                    c, s, *loss,
                    loss->node == kNoNode ? QString() : MoveTreeView::moveLabel(game, loss->node));
    board_->setRightLosses(why);
}

void GameView::showPlayers() {
    clocks_->setNames(PlayerNames::ofSide(game_->game(), game_->players(), White),
                      PlayerNames::ofSide(game_->game(), game_->players(), Black));
}

void GameView::showGame() {
    moveList_->setGame(game_->game(), game_->view()->node());
    QString status = game_->statusText();
    if (game_->drawOffered()) status += tr(" - draw offered");
    // Kept until the player's next move, where the other game messages are.
    if (game_->drawDeclinedStands()) {
        const auto person = game_->players().personSide();
        const Color engine = person ? ~*person : ~game_->position().sideToMove();
        status += QLatin1Char('\n') +
                  tr("%1 declines the draw offer: it thinks it can still play for a win.")
                      .arg(PlayerNames::label(game_->players()[engine]));
    }
    if (game_->drawClaimArmed()) status += tr(" - draw claimed with the next move");
    // A game read from a file waits for the player: nothing runs by itself before that.
    if (game_->isRecord() && !game_->game().isOver())
        status += QLatin1Char('\n') +
                  tr("A record from a file: its clock runs and the computer moves only once you "
                     "play on (Game > Play on, or a move on the board).");
    status_->setText(status);
    board_->setInteractive(game_->acceptsBoardMoves());
    // The person may move ahead while the computer thinks; the board plays it after the reply.
    board_->setPremoveSide(options_->settings().premoves && game_->isMachineTurn()
                               ? game_->players().personSide()
                               : std::nullopt);
    showTitle();
}

void GameView::showView() {
    const ViewCursor* view = game_->view();
    historyBar_->setVisible(view->browsing());
    const Game& game = game_->game();
    const NodeId node = view->node();
    board_->setPosition(view->position(), view->move());
    // The drawings kept with the node on view come back with it.
    board_->setMarkings(game.nodeMove(node).markings);
    if (!view->browsing()) {
        showGame();
        return;
    }
    board_->setPremoveSide(std::nullopt); // browsing takes a premove back
    board_->setInteractive(false);
    moveList_->setGame(game, node);
    const QString where =
        node == Game::root() ? tr("the start position")
                             : tr("the position after %1").arg(MoveTreeView::moveLabel(game, node));
    historyText_->setText(
        tr("History: %1. The board is read-only; End returns to the game.").arg(where));
}

void GameView::showFile(const QString& displayName, bool modified) {
    file_ = displayName;
    modified_ = modified;
    showTitle();
}

void GameView::showTitle() {
    const Game& game = game_->game();
    const int sp = game.startNumber();
    // In the player's letters ("TSLDKLST" in German), as moves are.
    const QString backRank = shownBackRank(QString::fromStdString(backRankFromNumber(sp)));
    // The program's name ends the title: a window system that adds the application's name
    // to a title not ending with it then adds nothing (it would stand there twice).
    QString title = sp >= 0 ? tr("SP %1 (%2) - Chess960").arg(sp).arg(backRank) : tr("Chess960");
    // A Double Fischer Random start is named by its number and both sides' start positions.
    std::optional<DfrcPair> dfrc;
    if (sp < 0) dfrc = dfrcPairFromNumber(game.startPosition().dfrcNumber());
    if (dfrc)
        title = tr("DFRC %1 (White SP %2, Black SP %3) - Chess960")
                    .arg(game.startPosition().dfrcNumber())
                    .arg(dfrc->white)
                    .arg(dfrc->black);
    // Names the players gave tell one game from another; the program's own would only repeat
    // "White - Black".
    bool whiteChosen = false;
    bool blackChosen = false;
    const QString white = PlayerNames::ofSide(game, game_->players(), White, &whiteChosen);
    const QString black = PlayerNames::ofSide(game, game_->players(), Black, &blackChosen);
    if (whiteChosen || blackChosen) title = tr("%1 - %2 - %3").arg(white, black, title);
    // The file the game belongs to comes first, as desktop programs name their documents; Qt
    // shows the [*] as a mark while the game has changes that file does not have.
    window()->setWindowTitle(file_.isEmpty() ? title + QStringLiteral("[*]")
                                             : tr("%1[*] - %2").arg(file_, title));
    window()->setWindowModified(modified_);
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

} // namespace chess960::ui
