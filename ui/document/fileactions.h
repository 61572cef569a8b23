// The File menu as a feature of the window: PGN files (Open, Save, Save as, Open recent),
// the clipboard (Copy FEN, Copy PGN, Paste FEN or PGN) and Quit, over the document that owns
// where the game on the board comes from and goes to. It is who the document asks before a game
// with changes is replaced or the window closed (Save, Discard, Cancel): nothing is lost
// without the player choosing it.
#pragma once

#include "document/gamedocument.h"
#include "feature.h"

#include "chess960/game.h"
#include "chess960/position.h"

#include <vector>

class QAction;
class QMenu;

namespace chess960::ui {

class GameSession;
class DatabaseFeature;

class FileActions : public Feature {
    Q_OBJECT
public:
    FileActions(GameSession* game, GameDocument* document, DatabaseFeature* databases,
                QMainWindow* window);

    /// \brief Adds Open, Save, Save as and Open recent to the File menu.
    void addFileActions(QMenu* fileMenu);
    /// \brief Adds Copy FEN, Copy PGN and Paste to the File menu.
    void addClipboardActions(QMenu* fileMenu);
    QAction* pasteAction() const { return paste_; }
    QAction* quitAction() const { return quit_; }

    /// rief Opens a PGN file: its game goes on the board (the document asks first), or with
    /// several games the file is listed in the Databases panel and the player opens one from
    /// there. The file is read in the background: a box says later when it cannot be.
    void openFile(const QString& path);
    /// \brief Starts saving the game alone as PGN in path, which becomes its file once written
    /// ("Saving..." meanwhile); what became of it is said then ("Saved", or a box saying why
    /// not). True: started.
    bool saveFile(const QString& path);
    /// \brief File > Save: starts writing into the game's file (in place of its game in a file
    /// of several), or asks where when it has none; false if no save was started.
    bool saveCurrent();
    /// \brief Starts a game from a FEN or PGN text (what Paste does with the clipboard);
    /// false with the reader's message (line, column) shown when it is not valid. Over a game
    /// against the computer the player is asked first how to go on (pasteContinue, answered
    /// later): true then means the text was read.
    bool pasteText(const QString& text);
    /// \brief "Resume the unfinished game?" with the game named: players, start position,
    /// moves and when the last one was played; empty when there is none.
    QString unfinishedGameQuestion() const;
    /// \brief Asks whether the unfinished game of an earlier run goes on (resumeQuestion);
    /// fresh gives it up without asking (My games keeps it).
    void offerUnfinishedGame(bool fresh);

protected:
    void retranslate() override;

private:
    /// \brief The document's question before a game with changes is replaced (closing: before
    /// the window closes): true when the player saved it (and it was saved) or discarded it.
    bool askBeforeReplacing(bool closing);
    void openDialog();
    /// \brief Save as: the file dialog, on the game's file or, when that file was changed by
    /// another program (besideChanged), on a free name beside it.
    bool saveDialog(bool besideChanged = false);
    /// \brief What the file leaves out of what the move list shows ("" when nothing), as the
    /// save starts.
    QString leftOutText() const;
    /// \brief Says what became of a save: "Saved NAME" with what the file left out, or a box.
    void reportSave(const GameDocument::SaveReport& report, const QString& leftOut);
    /// \brief The game's file changed on disk: nothing written; Save as beside it, or Cancel.
    void askAfterChangeOnDisk(const QString& path);
    /// \brief Save only with changes, neither Save nor Save as while the game's save is written.
    void updateSaveActions();
    void copyFen();
    void copyPgn();
    /// \brief Asks, without blocking, whether a pasted game goes on against the computer (its
    /// side and level kept) or between two players, and places it as answered.
    void askHowToContinue(const Game& game, const std::vector<DroppedCastlingRight>& dropped,
                          Color computer, int level);
    /// \brief Puts a pasted game on the board once the game there may be replaced.
    bool placePastedGame(const Game& game, const std::vector<DroppedCastlingRight>& dropped);
    void fillRecentMenu();

    GameSession* game_;
    GameDocument* document_;
    DatabaseFeature* databases_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QAction* copyFen_;
    QAction* copyPgn_;
    QAction* paste_;
    QAction* quit_;
    QMenu* recent_;
    QString savingText_; // "Saving NAME...", until the save is reported
};

} // namespace chess960::ui
