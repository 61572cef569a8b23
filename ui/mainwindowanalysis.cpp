// The main window and analysis: Game > Analyse switches the board to analysis of the game's
// tree, the engine analyses the node on view (its lines beside the move list, the evaluation
// bar beside the board, arrows for the best moves), the move list walks and edits the tree,
// and "Continue from here" starts a game from the node on view.
#include "mainwindow.h"

#include "analysis/analysisengine.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "analysis/movetreeview.h"
#include "board/boardwidget.h"
#include "database/explorerpanel.h"
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "game/enginepanel.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "library/gamelibrary.h"

#include "chess960/notation.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace chess960::ui {

void MainWindow::createAnalysis() {
    analysisEngine_ = new AnalysisEngine(this);
    analysisPanel_ = new AnalysisPanel(analysisEngine_, this);
    analysisPanel_->hide();
    // The opening explorer reads the player's databases and My games (its own library object:
    // it asks on the GUI thread, then reads the game files on its own).
    explorer_ = new ExplorerPanel(this);
    explorer_->hide();
    explorer_->setLibrary([] {
        const GameLibrary library;
        std::vector<LibraryGameRef> refs;
        for (const LibraryEntry& e : library.entries())
            refs.push_back({library.pathOf(e.fileName), e.startNumber});
        return refs;
    });
    connect(explorer_, &ExplorerPanel::moveChosen, this,
            [this](Move m) { controller_->playLine({m}); });
    evalBar_->hide();
    analyse_ = new QAction(this);
    analyse_->setObjectName(QStringLiteral("analyse"));
    analyse_->setCheckable(true);
    continueHere_ = new QAction(this);
    continueHere_->setObjectName(QStringLiteral("continueFromHere"));
    continueHere_->setEnabled(false);
    connect(analyse_, &QAction::toggled, controller_, &GameController::setAnalysis);
    connect(continueHere_, &QAction::triggered, this, &MainWindow::continueFromHere);
    connect(controller_, &GameController::analysisChanged, this, &MainWindow::showAnalysisMode);
    connect(controller_, &GameController::viewChanged, this, &MainWindow::analyseView);
    connect(analysisPanel_, &AnalysisPanel::analysisToggled, this, [this](bool on) {
        if (on)
            analyseView();
        else
            analysisEngine_->stop();
    });
    connect(analysisEngine_, &AnalysisEngine::runningChanged, evalBar_, [this](bool running) {
        evalBar_->setVisible(running || !analysisEngine_->lines().empty());
        if (!running) board_->setEngineArrows({});
    });
    connect(analysisEngine_, &AnalysisEngine::linesChanged, this, &MainWindow::showAnalysisLines);
    // Another engine analyses: the built-in one or a configured one (Settings > Engines).
    connect(analysisPanel_, &AnalysisPanel::engineChosen, this, [this](const QString& name) {
        if (const auto c = EngineStore::findByName(name))
            analysisEngine_->useExternal(c->name, c->path, c->values);
        else
            analysisEngine_->useBuiltIn();
        analyseView();
    });
    connect(analysisEngine_, &AnalysisEngine::failed, this, [this](const QString& message) {
        analysisPanel_->showBuiltInChosen();
        statusBar()->showMessage(tr("%1 The built-in engine analyses instead.").arg(message));
    });
    connect(analysisPanel_, &AnalysisPanel::lineMoveClicked, this, [this](int line, int count) {
        const auto& lines = analysisEngine_->lines();
        if (line < 0 || size_t(line) >= lines.size()) return;
        const auto& moves = lines[size_t(line)].moves;
        controller_->playLine(
            {moves.begin(), moves.begin() + std::min<size_t>(size_t(count), moves.size())});
    });
    connect(moveTree_, &MoveTreeView::nodeActivated, controller_, &GameController::browseNode);
    connect(moveTree_, &MoveTreeView::editRequested, this, &MainWindow::editTree);
    connect(board_, &BoardWidget::markingsChanged, this, [this](std::vector<Marking> markings) {
        // Drawings belong to the node on view and are kept in its comment ([%cal], [%csl]).
        controller_->setMarkings(controller_->viewedNode(), std::move(markings));
    });
}

void MainWindow::retranslateAnalysis() {
    analyse_->setText(tr("&Analyse"));
    analyse_->setShortcut(tr("A"));
    analyse_->setToolTip(tr("Try moves for both sides at any point of the game, with the "
                            "engine's lines (A)"));
    continueHere_->setText(tr("Continue &from here..."));
    continueHere_->setToolTip(tr("A new game from the position on view, against the computer "
                                 "or between two players"));
}

void MainWindow::showAnalysisMode(bool on) {
    analyse_->blockSignals(true);
    analyse_->setChecked(on);
    analyse_->blockSignals(false);
    continueHere_->setEnabled(on);
    analysisPanel_->setVisible(on);
    explorer_->setVisible(on);
    // The game's engine panel has nothing to say while nobody plays: its room goes to the
    // engine's lines, the explorer and the moves.
    enginePanel_->setVisible(!on && settings_.enginePanel);
    if (on) {
        // The game's own engine waits: nobody plays while the game is analysed.
        director_->stop();
        analysisPanel_->refreshEngines();
        analysisPanel_->toggle()->setChecked(true);
        analyseView();
    } else {
        analysisEngine_->stop();
        evalBar_->hide();
        board_->setEngineArrows({});
    }
    showGame();
}

void MainWindow::analyseView() {
    if (controller_->analysing())
        explorer_->setPosition(controller_->game().startPosition(), controller_->viewedPosition());
    if (!controller_->analysing() || !analysisPanel_->toggle()->isChecked()) {
        // Switched off, the engine's last lines stay only while their position is on view.
        if (!controller_->viewedPosition().samePosition(analysisEngine_->position()))
            analysisEngine_->clearLines();
        return;
    }
    // The moves to the position on view, for repetitions (and for an external engine).
    const Game& game = controller_->game();
    std::vector<Move> moves;
    for (NodeId n : game.pathTo(controller_->viewedNode())) moves.push_back(game.nodeMove(n).move);
    board_->setEngineArrows({});
    analysisEngine_->analyseLine(game.startPosition(), moves);
}

void MainWindow::showAnalysisLines() {
    const auto& lines = analysisEngine_->lines();
    if (lines.empty()) {
        evalBar_->clear();
        board_->setEngineArrows({});
        return;
    }
    evalBar_->show();
    evalBar_->setFlipped(board_->isFlipped());
    evalBar_->setScore(lines.front().whiteScore, lines.front().mate, lines.front().mateIn);
    std::vector<Move> best;
    for (const AnalysisLine& l : lines)
        if (!l.moves.empty()) best.push_back(l.moves.front());
    board_->setEngineArrows(best);
}

void MainWindow::editTree(NodeId node, MoveTreeView::Edit edit, int nag) {
    switch (edit) {
    case MoveTreeView::Edit::Promote: controller_->promoteVariation(node); break;
    case MoveTreeView::Edit::MakeMainLine:
        if (!controller_->makeMainLine(node))
            showMessage(tr("Make main line"),
                        tr("The line being played stays the main line until the game is "
                           "over or analysed."),
                        false, QStringLiteral("treeEditRefused"));
        break;
    case MoveTreeView::Edit::DeleteFrom:
        if (!controller_->deleteFrom(node))
            showMessage(tr("Delete from here"),
                        tr("Moves of the game being played cannot be deleted; take them back "
                           "instead."),
                        false, QStringLiteral("treeEditRefused"));
        break;
    case MoveTreeView::Edit::Comment: {
        bool ok = false;
        const QString text = QInputDialog::getMultiLineText(
            this, tr("Comment"), tr("Comment after the move:"),
            QString::fromStdString(controller_->game().nodeMove(node).comment), &ok);
        if (ok) controller_->setComment(node, text);
        break;
    }
    case MoveTreeView::Edit::Nag: controller_->toggleNag(node, nag); break;
    case MoveTreeView::Edit::ClearNags: controller_->clearNags(node); break;
    case MoveTreeView::Edit::CopyLine: {
        const Game& game = controller_->game();
        std::vector<Move> moves;
        for (NodeId n : game.pathTo(node)) moves.push_back(game.nodeMove(n).move);
        QApplication::clipboard()->setText(
            QString::fromStdString(sanLine(game.startPosition(), moves)));
        break;
    }
    }
}

void MainWindow::continueFromHere() {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Continue from here"),
                                tr("Start a new game from the position on view?"),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("continueFromHere"));
    QPushButton* computer = box->addButton(tr("Play the computer"), QMessageBox::AcceptRole);
    computer->setObjectName(QStringLiteral("playComputer"));
    QPushButton* two = box->addButton(tr("Two players"), QMessageBox::AcceptRole);
    two->setObjectName(QStringLiteral("twoPlayers"));
    box->setDefaultButton(computer);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, computer, two] {
        const QAbstractButton* answer = box->clickedButton();
        if (answer != computer && answer != two) return;
        // The person keeps the side to move; the computer plays the other at the level of
        // the game set up last.
        const Position from = controller_->viewedPosition();
        const GameSetup setup = GameSetup::load();
        Game fresh(from);
        fresh.setTag("Event", "Casual game");
        fresh = continueGame(std::move(fresh),
                             answer == computer ? ContinueAs::Computer : ContinueAs::TwoPlayers,
                             ~from.sideToMove(), setup.level);
        if (!mayReplaceGame()) return;
        document_->startGame(fresh);
    });
    box->open();
}

} // namespace chess960::ui
