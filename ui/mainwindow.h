// The main window: it lays out the board, the side panel and the features' panels, and merges
// the features' actions into its menus and tool bar. It keeps no feature's state: each feature
// (files, playing, what the game says, the board's options, keyboard access, analysis, the
// review, My games, pictures, the start card, the editor) is an object that owns its actions,
// panels, settings and texts. What the window itself shows is the game: the board following
// the controller, the move list, the status, the title and the history bar.
#pragma once

#include <QMainWindow>

#include <memory>
#include <optional>

class QLabel;
class QMenu;
class QPushButton;
class QToolBar;

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class ClockWidget;
class EnginePanel;
class FileActions;
class GameController;
class GameDocument;
class GameLibrary;
class KeyboardAccess;
class MoveEntry;
class MoveTreeView;
class PlayActions;
class PlayerDirector;
class SoundDirector;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return board_; }
    GameController* controller() const { return controller_; }
    PlayerDirector* director() const { return director_; }
    ClockWidget* clocks() const { return clocks_; }
    EnginePanel* enginePanel() const { return enginePanel_; }
    /// \brief Where the game on the board comes from and goes to.
    GameDocument* document() const { return document_; }
    /// \brief The File menu's actions: open, save, paste, and the question before a game is
    /// replaced.
    FileActions* files() const { return files_; }
    /// \brief The Game menu's actions: new games, take-backs, draws, browsing.
    PlayActions* play() const { return play_; }
    /// \brief The board's options, as the Board menu and Settings set them.
    BoardOptions* options() const { return options_; }
    QAction* castleAction() const;
    MoveEntry* moveEntry() const;
    /// \brief The game's sounds (made once the first game is on the board).
    SoundDirector* sounds() const { return sounds_; }

    /// \brief What the command line asks for at start.
    struct StartRequest {
        QString file;                   ///< a PGN file to open
        std::optional<int> startNumber; ///< --sp: a new game from this start position
        bool fresh = false;             ///< --new: no question about the unfinished game
    };
    /// \brief What the program does once its window is shown: what was asked for comes
    /// first (a file or a start position named on the command line opens at once, and an
    /// unfinished game stays in My games to be offered next time); else the unfinished game of
    /// an earlier run is offered (resumeQuestion), never started by itself.
    void startUp(const StartRequest& request);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* createSidePanel();
    void createMenusAndToolBar();
    void followGame();
    void retranslateUi();
    /// \brief The move list, the status, whether the board takes moves, and the title.
    void showGame();
    /// \brief The window's title: the document's file, the modified marker, the start
    /// position and the players' names; the start-position label beside the board.
    void showTitle();
    /// \brief The board and the history bar for the node on view.
    void showView();

    GameController* controller_;
    BoardWidget* board_;
    MoveTreeView* moveTree_;
    ClockWidget* clocks_;
    EnginePanel* enginePanel_;
    PlayerDirector* director_;
    std::unique_ptr<GameLibrary> library_;
    GameDocument* document_;
    QLabel* gameStatus_;
    QLabel* startInfo_;
    QWidget* historyBar_;
    QLabel* historyText_;
    QPushButton* historyBack_;
    BoardOptions* options_;
    KeyboardAccess* keys_;
    FileActions* files_;
    PlayActions* play_;
    SoundDirector* sounds_ = nullptr;
    QMenu* fileMenu_;
    QMenu* gameMenu_;
    QMenu* boardMenu_;
    QMenu* settingsMenu_;
    QToolBar* toolBar_;
};

} // namespace chess960::ui
