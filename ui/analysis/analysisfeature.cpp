#include "analysis/analysisfeature.h"

#include "analysis/analysisengine.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "board/boardwidget.h"
#include "database/explorerpanel.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"

#include "chess960/notation.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QInputDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

namespace chess960::ui {

AnalysisFeature::AnalysisFeature(GameSession* game, BoardWidget* board, MoveTreeView* moves,
                                 QMainWindow* window)
    : Feature(window), game_(game), board_(board), engine_(new AnalysisEngine(this)),
      panel_(new AnalysisPanel(engine_, window)), explorer_(new ExplorerPanel(window)),
      evalBar_(new EvalBar(window)), analyse_(newAction("analyse")),
      continue_(newAction("continueFromHere")) {
    panel_->hide();
    // The opening explorer reads the player's databases, and My games once it is handed My
    // games' index (exploreLibrary).
    explorer_->hide();
    connect(explorer_, &ExplorerPanel::moveChosen, this, [this](Move m) { game_->playLine({m}); });
    evalBar_->hide();
    analyse_->setCheckable(true);
    continue_->setEnabled(false);
    connect(analyse_, &QAction::toggled, game_, &GameSession::setAnalysis);
    connect(continue_, &QAction::triggered, this, &AnalysisFeature::askToContinue);
    connect(game_, &GameSession::analysisChanged, this, &AnalysisFeature::showMode);
    connect(game_->view(), &ViewCursor::moved, this, &AnalysisFeature::analyseView);
    connect(panel_, &AnalysisPanel::analysisToggled, this, [this](bool on) {
        if (on)
            analyseView();
        else
            engine_->stop();
    });
    connect(engine_, &AnalysisEngine::runningChanged, evalBar_, [this](bool running) {
        evalBar_->setVisible(running || !engine_->lines().empty());
        if (!running) board_->setEngineArrows({});
    });
    connect(engine_, &AnalysisEngine::linesChanged, this, &AnalysisFeature::showLines);
    // Another engine analyses: the built-in one or a configured one (Settings > Engines).
    connect(panel_, &AnalysisPanel::engineChosen, this, [this](const QString& name) {
        engine_->useEngine(name);
        analyseView();
    });
    connect(engine_, &AnalysisEngine::failed, this, [this](const QString& message) {
        panel_->showBuiltInChosen();
        say(tr("%1 The built-in engine analyses instead.").arg(message));
    });
    connect(panel_, &AnalysisPanel::lineMoveClicked, this, [this](int line, int count) {
        const auto& lines = engine_->lines();
        if (line < 0 || size_t(line) >= lines.size()) return;
        const auto& played = lines[size_t(line)].moves;
        game_->playLine(
            {played.begin(), played.begin() + std::min<size_t>(size_t(count), played.size())});
    });
    connect(moves, &MoveTreeView::editRequested, this, &AnalysisFeature::editTree);
    connect(board_, &BoardWidget::markingsChanged, this, [this](std::vector<Marking> markings) {
        // Drawings belong to the node on view and are kept in its comment ([%cal], [%csl]).
        game_->setMarkings(game_->view()->node(), std::move(markings));
    });
    ready();
}

void AnalysisFeature::exploreLibrary(LibraryIndex library) {
    explorer_->setLibrary(std::move(library));
}

QWidget* AnalysisFeature::evalBar() const {
    return evalBar_;
}

QWidget* AnalysisFeature::linesPanel() const {
    return panel_;
}

QWidget* AnalysisFeature::explorer() const {
    return explorer_;
}

void AnalysisFeature::retranslate() {
    analyse_->setText(tr("&Analyse"));
    analyse_->setShortcut(tr("A"));
    analyse_->setToolTip(tr("Try moves for both sides at any point of the game, with the "
                            "engine's lines (A)"));
    continue_->setText(tr("Continue &from here..."));
    continue_->setToolTip(tr("A new game from the position on view, against the computer "
                             "or between two players"));
}

void AnalysisFeature::showMode(bool on) {
    analyse_->blockSignals(true);
    analyse_->setChecked(on);
    analyse_->blockSignals(false);
    continue_->setEnabled(on);
    panel_->setVisible(on);
    explorer_->setVisible(on);
    if (on) {
        panel_->refreshEngines();
        panel_->toggle()->setChecked(true);
        analyseView();
    } else {
        engine_->stop();
        evalBar_->hide();
        board_->setEngineArrows({});
    }
}

void AnalysisFeature::analyseView() {
    if (game_->analysing())
        explorer_->setPosition(game_->game().startPosition(), game_->view()->position());
    if (!game_->analysing() || !panel_->toggle()->isChecked()) {
        // Switched off, the engine's last lines stay only while their position is on view.
        if (!game_->view()->position().samePosition(engine_->position())) engine_->clearLines();
        return;
    }
    // The moves to the position on view, for repetitions (and for an external engine).
    const Game& game = game_->game();
    std::vector<Move> moves;
    for (NodeId n : game.pathTo(game_->view()->node())) moves.push_back(game.nodeMove(n).move);
    board_->setEngineArrows({});
    engine_->analyseLine(game.startPosition(), moves);
}

void AnalysisFeature::showLines() {
    const auto& lines = engine_->lines();
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

void AnalysisFeature::editTree(NodeId node, MoveTreeView::Edit edit, int nag) {
    switch (edit) {
    case MoveTreeView::Edit::Promote: game_->promoteVariation(node); break;
    case MoveTreeView::Edit::MakeMainLine:
        if (!game_->makeMainLine(node))
            tell(tr("Make main line"),
                 tr("The line being played stays the main line until the game is over or "
                    "analysed."),
                 false, QStringLiteral("treeEditRefused"));
        break;
    case MoveTreeView::Edit::DeleteFrom:
        if (!game_->deleteFrom(node))
            tell(tr("Delete from here"),
                 tr("Moves of the game being played cannot be deleted; take them back instead."),
                 false, QStringLiteral("treeEditRefused"));
        break;
    case MoveTreeView::Edit::Comment: {
        bool ok = false;
        const QString text = QInputDialog::getMultiLineText(
            window(), tr("Comment"), tr("Comment after the move:"),
            QString::fromStdString(game_->game().nodeMove(node).comment), &ok);
        if (ok) game_->setComment(node, text);
        break;
    }
    case MoveTreeView::Edit::Nag: game_->toggleNag(node, nag); break;
    case MoveTreeView::Edit::ClearNags: game_->clearNags(node); break;
    case MoveTreeView::Edit::CopyLine: {
        const Game& game = game_->game();
        std::vector<Move> moves;
        for (NodeId n : game.pathTo(node)) moves.push_back(game.nodeMove(n).move);
        QApplication::clipboard()->setText(
            QString::fromStdString(sanLine(game.startPosition(), moves)));
        break;
    }
    }
}

void AnalysisFeature::askToContinue() {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Continue from here"),
                                tr("Start a new game from the position on view?"),
                                QMessageBox::Cancel, window());
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
        const Position from = game_->view()->position();
        Game fresh(from);
        fresh.setTag("Event", "Casual game");
        fresh = continueGame(std::move(fresh),
                             answer == computer ? ContinueAs::Computer : ContinueAs::TwoPlayers,
                             ~from.sideToMove(), GameSetup::load().level);
        emit continueRequested(fresh);
    });
    box->open();
}

} // namespace chess960::ui
