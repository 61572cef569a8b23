// The game on view, as a feature of the window: the board following the game (its position,
// its last move, the drawings kept with the node on view, whether it takes moves, the premove
// side), the board's options, the move list, the clocks with the players' names, the engine
// panel, whose move it is, the start position's label, the history bar while an earlier
// position is browsed, and the window's title (the document's file, its modified mark, the
// start position and the players). The window lays these widgets out; it decides nothing of
// what they show.
#pragma once

#include "feature.h"

class QLabel;
class QPushButton;
class QWidget;

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class ClockWidget;
class EnginePanel;
class GameSession;
class MoveTreeView;

class GameView : public Feature {
    Q_OBJECT
public:
    /// \brief The view of game in window.
    GameView(GameSession* game, QMainWindow* window);

    /// \brief The file the game belongs to, as the title names it ("" for none), and whether
    /// the game has changes that file does not have (the document says; the window wires it).
    void showFile(const QString& displayName, bool modified);

    BoardWidget* board() const { return board_; }
    /// \brief The board's options (Board menu toggles, Settings...), applied to this board.
    BoardOptions* options() const { return options_; }
    MoveTreeView* moveList() const { return moveList_; }
    ClockWidget* clocks() const { return clocks_; }
    /// \brief What the engine playing in the game thinks and played; hidden in analysis and
    /// when the player turned it off.
    EnginePanel* enginePanel() const { return enginePanel_; }
    /// \brief "White to move", with a draw offered or a claim armed (objectName gameStatus).
    QLabel* statusLabel() const { return status_; }
    /// \brief The start position's number and back rank, kept in view beside the board.
    QLabel* startLabel() const { return startInfo_; }
    /// \brief Shown while an earlier position is browsed, with its way back to the game.
    QWidget* historyBar() const { return historyBar_; }

protected:
    void retranslate() override;

private:
    void showRightLosses();
    void showPlayers();
    /// \brief The move list, the status, whether the board takes moves, and the title.
    void showGame();
    /// \brief The board and the history bar for the node on view.
    void showView();
    void showTitle();

    GameSession* game_;
    QString file_;
    bool modified_ = false;
    BoardWidget* board_;
    BoardOptions* options_;
    MoveTreeView* moveList_;
    ClockWidget* clocks_;
    EnginePanel* enginePanel_;
    QLabel* status_;
    QLabel* startInfo_;
    QWidget* historyBar_;
    QLabel* historyText_;
    QPushButton* historyBack_;
    QString boardSaid_; // the board's last words in the message area
};

} // namespace chess960::ui
