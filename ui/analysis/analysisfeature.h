// Analysis as a feature of the window: Game > Analyse switches the board to analysis of the
// game's tree; the engine (the built-in one or a configured one) analyses the node on view,
// its lines beside the move list, the evaluation bar beside the board and arrows for the best
// moves; the opening explorer shows the moves played from the position in the player's
// databases; the move list walks and edits the tree; Continue from here asks how a new game
// from the node on view is to be played.
#pragma once

#include "database/explorersearch.h"
#include "feature.h"
#include "movelist/movetreeview.h"

#include "chess960/game.h"

class QAction;
class QWidget;

namespace chess960::ui {

class AnalysisEngine;
class AnalysisPanel;
class BoardWidget;
class EvalBar;
class ExplorerPanel;
class GameSession;

class AnalysisFeature : public Feature {
    Q_OBJECT
public:
    AnalysisFeature(GameSession* game, BoardWidget* board, MoveTreeView* moves,
                    QMainWindow* window);

    /// \brief Game > Analyse (checked while the game is analysed).
    QAction* analyseAction() const { return analyse_; }
    /// \brief Game > Continue from here... (while the game is analysed).
    QAction* continueAction() const { return continue_; }
    /// \brief The evaluation bar, beside the board.
    QWidget* evalBar() const;
    /// \brief The engine's lines and the explorer, beside the move list.
    QWidget* linesPanel() const;
    QWidget* explorer() const;
    /// \brief The explorer counts My games too, reading the index this gives (from My games'
    /// feature, its owner).
    void exploreLibrary(LibraryIndex library);
    AnalysisEngine* engine() const { return engine_; }

signals:
    /// \brief The player asked for a new game from the node on view, set up as game.
    void continueRequested(const chess960::Game& game);

protected:
    void retranslate() override;

private:
    void showMode(bool on);
    void analyseView();
    void showLines();
    void editTree(NodeId node, MoveTreeView::Edit edit, int nag);
    void askToContinue();

    GameSession* game_;
    BoardWidget* board_;
    AnalysisEngine* engine_;
    AnalysisPanel* panel_;
    ExplorerPanel* explorer_;
    EvalBar* evalBar_;
    QAction* analyse_;
    QAction* continue_;
};

} // namespace chess960::ui
