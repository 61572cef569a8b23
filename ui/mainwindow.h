// The main window for a game on one screen: board, move list, menus, tool bar, status bar.
// It only connects the pieces: the board asks, the controller plays, the views follow.
#pragma once

#include "analysis/movetreeview.h"
#include "chess960/engine/explain.h"
#include "chess960/game.h"
#include "game/gamesetup.h"
#include "settings.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QVBoxLayout;
class QToolBar;

namespace chess960::ui {

class BoardWidget;
class ClockWidget;
class PlayerDirector;
class EnginePanel;
class GameController;
class GameDocument;
class GameLibrary;
class LibraryDialog;
class LibraryRecorder;
class LastMoveLabel;
class MoveEntry;
class AnalysisFeature;
class CardDialog;
class EditorDialog;
class ReviewFeature;
class SettingsDialog;
class SoundDirector;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardWidget* board() const { return board_; }
    GameController* controller() const { return controller_; }
    QAction* castleAction() const { return castleAction_; }
    PlayerDirector* director() const { return director_; }
    ClockWidget* clocks() const { return clocks_; }
    EnginePanel* enginePanel() const { return enginePanel_; }
    MoveEntry* moveEntry() const { return moveEntry_; }
    /// \brief The game's sounds (made at the end of the constructor).
    SoundDirector* sounds() const { return sounds_; }

    /// \brief Where the game on the board comes from and goes to.
    GameDocument* document() const { return document_; }
    /// \brief An earlier run left a game unfinished (read at start, before any new move).
    bool hasUnfinishedGame() const;
    /// \brief Continues the unfinished game; the autosave goes on from there.
    void resumeUnfinishedGame();
    /// \brief Gives the unfinished game up (its file is removed; My games keeps it).
    void discardUnfinishedGame();
    /// \brief "Resume the unfinished game?" with the game named: players, start position,
    /// moves and when the last one was played; empty when there is none.
    QString unfinishedGameQuestion() const;
    /// \brief Game > My games...: the list of every game played here (shown, not modal).
    LibraryDialog* openLibrary();
    /// \brief Opens a game of My games on the board; it goes on in its own file there.
    bool openLibraryGame(const QString& fileName);
    /// \brief The My games file of the game on the board; empty before its first move.
    QString libraryFileName() const;
    /// \brief Writes the board's picture to path: SVG for a .svg name, PNG otherwise; false
    /// with the reason shown when it cannot be written.
    bool saveBoardImage(const QString& path);
    /// \brief File > Print start-position card...: the card dialog on the game's start
    /// position (shown, not modal); nothing for a position without an SP number.
    CardDialog* openStartCard();
    /// \brief Game > Set up position...: the board editor on the position on view (shown, not
    /// modal).
    EditorDialog* openEditor();
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
    /// \brief A new game as set up last, from start position number (the --sp option).
    bool startFromNumber(int number);
    /// \brief Opens a PGN file; with several games the player picks one. False with the
    /// reason shown when it cannot be read.
    bool openFile(const QString& path);
    /// \brief Saves the game alone as PGN in path, which becomes its file; false with the
    /// reason shown on failure.
    bool saveFile(const QString& path);
    /// \brief File > Save: into the game's file (in place of its game in a file of several),
    /// or asks where when it has none; false if not saved.
    bool saveCurrent();
    /// \brief Starts a game from a FEN or PGN text (what Paste does with the clipboard);
    /// false with the reader's message (line, column) shown when it is not valid. Over a game
    /// against the computer the player is asked first how to go on (pasteContinue, answered
    /// later): true then means the text was read.
    bool pasteText(const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // mainwindowactions.cpp: the actions and what they do (their texts are in retranslateUi)
    void createActions();
    void createBoardActions();
    // mainwindowmenus.cpp: every menu and the tool bar are built here, and every text is set
    // in retranslateUi so that a language switch applies at once
    void createMenusAndToolBar();
    void retranslateUi();
    void showGame();
    /// \brief The window's title: the document's file, the modified marker, the start
    /// position and the players' names; the start-position label beside the board.
    void showTitle();
    void chooseStartPosition();
    void askForNewGame(GameSetup setup);
    void startQuickGame(GameSetup::Start start);
    void openShuffler();
    void openPractice(int startNumber);
    void applySettings();
    void applyBoardSettings();
    void openSettings();
    // mainwindowgame.cpp: following the game
    void connectGame();
    void showView();
    void orientBoard(bool gameStart);
    void showResult();
    void showHint(chess960::Move move, const QString& san,
                  const chess960::engine::ScoreReading& reading);
    void askDrawOffer(chess960::Color by);
    void showDrawClaimArmed(bool armed);
    void showDrawClaimRejected(const QString& san);
    void showEngineState(bool thinking);
    void showMessage(const QString& title, const QString& text, bool error,
                     const QString& name = {});
    /// \brief c's name as shown; chosen says whether the players gave it (not the program).
    QString playerName(chess960::Color c, bool* chosen = nullptr) const;
    // mainwindowkeys.cpp: typed moves, castling keys, the last move in words
    void createKeyboardAccess(QVBoxLayout* side);
    void retranslateKeyboardAccess();
    // mainwindowfiles.cpp: files and the clipboard
    void createFileActions();
    void retranslateFileActions();
    void openDialog();
    bool saveDialog();
    /// \brief True when the game on the board may be replaced (or the window closed): nothing
    /// would be lost, or the player said to save it (and it was saved) or to discard it.
    /// `closing` words the question for closing the window.
    bool mayReplaceGame(bool closing = false);
    /// \brief The file's name and the modified marker in the title, File > Save's state.
    void showDocument();
    void confirmResign();
    void copyFen();
    void copyPgn();
    void paste();
    /// \brief Asks, without blocking, whether a pasted game goes on against the computer (its
    /// side and level kept) or between two players, and places it as answered.
    void askHowToContinue(const chess960::Game& game,
                          const std::vector<chess960::DroppedCastlingRight>& dropped,
                          chess960::Color computer, int level);
    /// \brief Puts a pasted game on the board once the game there may be replaced.
    bool placePastedGame(const chess960::Game& game,
                         const std::vector<chess960::DroppedCastlingRight>& dropped);
    void fillRecentMenu();
    // mainwindowplayers.cpp: an engine that fails
    void createPlayers();
    void playerFailed(chess960::Color side, const QString& message, bool illegalMove);
    // mainwindowpictures.cpp: pictures of the board
    void createPictureActions();
    void retranslatePictureActions();
    // mainwindowcard.cpp: the start-position card
    void createCardActions();
    // mainwindoweditor.cpp: the board editor
    void createEditorActions();
    void retranslateEditorActions();
    /// \brief Starts a game from a set-up position; false when it did not start.
    bool startFromSetUp(const chess960::Position& pos, bool againstComputer);
    void retranslateCardActions();
    // mainwindowsounds.cpp: the game's sounds, their toggle and volume
    void createSounds();
    void retranslateSounds();
    void applySoundSettings();
    // mainwindowlibrary.cpp: My games
    void createLibrary();
    void retranslateLibrary();

    BoardSettings settings_;
    GameController* controller_;
    BoardWidget* board_;
    MoveTreeView* moveTree_;
    AnalysisFeature* analysis_;
    QLabel* gameStatus_;
    QLabel* startInfo_;
    PlayerDirector* director_;
    ClockWidget* clocks_;
    EnginePanel* enginePanel_;
    QWidget* historyBar_;
    QLabel* historyText_;
    QPushButton* historyBack_;
    std::unique_ptr<GameLibrary> library_;
    GameDocument* document_ = nullptr;
    LibraryDialog* libraryDialog_ = nullptr;
    QAction* myGames_ = nullptr;
    ReviewFeature* review_ = nullptr;
    QAction* copyImage_ = nullptr;
    SoundDirector* sounds_ = nullptr;
    QAction* printCard_ = nullptr;
    QAction* setUp_ = nullptr;
    QAction* soundToggle_ = nullptr;
    QAction* saveImage_ = nullptr;
    QString hintMessage_; // the hint's words in the message area, gone with its position
    QString failureNote_; // an engine's failure that ends a game between engines, for its box

    QAction* newRandom_;
    QAction* newByNumber_;
    QAction* newClassical_;
    QAction* shuffler_;
    QAction* practice_;
    QAction* undo_;
    QAction* redo_;
    QAction* quit_;
    QAction* hint_;
    QAction* resign_;
    QAction* offerDraw_;
    QAction* claimDraw_;
    QAction* claimWithMove_;
    QAction* backToGame_;
    QList<QAction*> browseActions_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QAction* copyFen_;
    QAction* copyPgn_;
    QAction* paste_;
    QMenu* recentMenu_ = nullptr;
    QMenu* fileMenu_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QMenu* boardMenu_ = nullptr;
    QMenu* piecesMenu_ = nullptr;
    QMenu* coloursMenu_ = nullptr;
    QMenu* animationMenu_ = nullptr;
    QMenu* settingsMenu_ = nullptr;
    QAction* settingsAction_ = nullptr;
    SettingsDialog* settingsDialog_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QAction* autoFlip_;
    QAction* showEngine_;
    QAction* showCoordinates_;
    QAction* showLegalMoves_;
    QList<QAction*> animationActions_;
    QAction* flip_;
    QAction* castleAction_;
    QAction* castleHSide_ = nullptr;
    QAction* castleASide_ = nullptr;
    QAction* typeMove_ = nullptr;
    MoveEntry* moveEntry_ = nullptr;
    LastMoveLabel* lastMove_ = nullptr;
    QAction* withdraw_;
    QAction* confirmToggle_;
    QAction* confirmMove_;
    QList<QAction*> pieceSetActions_;
    QList<QAction*> themeActions_;
};

} // namespace chess960::ui
