// The main window for a game on one screen: board, move list, menus, tool bar, status bar.
// It only connects the pieces: the board asks, the controller plays, the views follow.
#pragma once

#include "settings.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QTableView;

namespace chess960::ui {

class BoardWidget;
class GameController;
class MoveListModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return board_; }
    GameController* controller() const { return controller_; }
    QAction* castleAction() const { return castleAction_; }

private:
    void createActions();
    void createMenusAndToolBar();
    void showGame();
    void chooseStartPosition();
    void applySettings();

    BoardSettings settings_;
    GameController* controller_;
    BoardWidget* board_;
    MoveListModel* moveList_;
    QTableView* moveView_;
    QLabel* gameStatus_;
    QLabel* startInfo_;

    QAction* newRandom_;
    QAction* newByNumber_;
    QAction* newClassical_;
    QAction* undo_;
    QAction* redo_;
    QAction* quit_;
    QAction* flip_;
    QAction* castleAction_;
    QAction* withdraw_;
    QAction* confirmToggle_;
    QAction* confirmMove_;
    QList<QAction*> pieceSetActions_;
    QList<QAction*> themeActions_;
};

} // namespace chess960::ui
