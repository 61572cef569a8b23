// The main window: it lays out the game on view (GameView: the board, the move list, the
// clocks, the title), the side panel and the features' panels, and merges the features' actions
// into its menus and tool bar. It keeps no feature's state: each feature (files, playing, what
// the game says, the game on view and the board's options, keyboard access, analysis, the
// review, My games, pictures, the start card, the editor) is an object that owns its actions,
// panels, settings and texts.
#pragma once

#include <QMainWindow>
#include <QStringList>

#include <memory>
#include <optional>

class QMenu;
class QToolBar;

namespace chess960::ui {

class BoardOptions;
class BoardWidget;
class ClockWidget;
class EnginePanel;
class FileActions;
class GameSession;
class GameDocument;
class GameLibrary;
class GameView;
class KeyboardAccess;
class MoveEntry;
class PlayActions;
class ReviewFeature;
class EBoardFeature;
class PlayerDirector;
class SoundDirector;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// \brief The game on view: the board, the move list, the clocks, the title.
    GameView* view() const { return view_; }
    BoardWidget* board() const;
    GameSession* session() const { return session_; }
    PlayerDirector* director() const { return director_; }
    ClockWidget* clocks() const;
    EnginePanel* enginePanel() const;
    /// \brief Where the game on the board comes from and goes to.
    GameDocument* document() const { return document_; }
    /// \brief The File menu's actions: open, save, paste, and the question before a game is
    /// replaced.
    FileActions* files() const { return files_; }
    /// \brief The Game menu's actions: new games, take-backs, draws, browsing.
    PlayActions* play() const { return play_; }
    /// \brief The board's options, as the Board menu and Settings set them.
    BoardOptions* options() const;
    QAction* castleAction() const;
    MoveEntry* moveEntry() const;
    /// \brief The game's sounds (made once the first game is on the board).
    SoundDirector* sounds() const { return sounds_; }

    /// \brief What the command line asks for at start.
    struct StartRequest {
        QString file;                   ///< a PGN file to open
        std::optional<int> startNumber; ///< --sp: a new game from this start position
        bool fresh = false;             ///< --new: no question about the unfinished game
        QString board; ///< --board: "dgt:PORT" or "millennium:PORT" (empty: the last one)

        /// \brief As handed from a later copy of the program to the first (InstanceChannel),
        /// the file's path made absolute; and back.
        QStringList toMessage() const;
        static StartRequest fromMessage(const QStringList& message);
    };
    /// \brief What the program does once its window is shown: what was asked for comes
    /// first (a file or a start position named on the command line opens at once, and an
    /// unfinished game stays in My games to be offered next time); else the unfinished game of
    /// an earlier run is offered (resumeQuestion), never started by itself.
    void startUp(const StartRequest& request);
    /// \brief What a later copy of the program was asked for (InstanceChannel): its file or
    /// start position put on the board, asking before a game with changes is replaced, and the
    /// window brought to the front.
    void takeOver(const StartRequest& request);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    GameSession* session_;
    PlayerDirector* director_;
    std::unique_ptr<GameLibrary> library_;
    GameDocument* document_;
    GameView* view_;
    KeyboardAccess* keys_;
    FileActions* files_;
    PlayActions* play_;
    ReviewFeature* review_;
    EBoardFeature* eboard_;
    SoundDirector* sounds_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QMenu* boardMenu_ = nullptr;
    QMenu* settingsMenu_ = nullptr;
    QToolBar* toolBar_ = nullptr;
};

} // namespace chess960::ui
