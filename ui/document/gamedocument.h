// The document: where the game on the board comes from and where it goes. It owns the file
// (and which game of it), whether the game has changes that file does not have, the autosave
// of the unfinished game, the game's entry in My games and the dice of its start. Every way of
// putting a game on the board goes through it, and a game put there any other way starts as a
// new game that belongs to no file, so no way can forget to reset what it owns.
#pragma once

#include "files/pgnfile.h"
#include "game/gamesetup.h"
#include "game/gamestarter.h"
#include "library/librarygamehost.h"

#include "chess960/game.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

namespace chess960::ui {

class GameSession;
class GameLibrary;
class GameWriter;
class LibraryRecorder;

class GameDocument : public QObject, public GameStarter, public LibraryGameHost {
    Q_OBJECT
public:
    /// \brief Where the game on the board came from.
    enum class Origin {
        New,     ///< a new game (New game, Play from here, Continue from here, ...)
        File,    ///< a game of a PGN file the player opened or saved
        Library, ///< a game of My games
        Pasted,  ///< the clipboard
        Resumed, ///< the unfinished game of an earlier run
        Removed, ///< a game of a file, deleted from it while on the board: only the board has it
    };

    /// \brief Follows session's game; library keeps every game played (both must outlive
    /// the document). The unfinished game of an earlier run is read now and held: neither the
    /// autosave nor My games' note of it is touched until resumeUnfinished() or
    /// discardUnfinished().
    GameDocument(GameSession* session, const GameLibrary* library, QObject* parent = nullptr);
    ~GameDocument() override;

    // --- putting a game on the board ---
    /// \brief Asks the player before a game that needsSaveQuestion() is replaced (closing:
    /// before the window closes); true when the game may go: saved, or given up by the player.
    using ReplaceQuestion = std::function<bool(bool closing)>;
    /// \brief Who asks (the File menu, which can save); without anyone, a game that
    /// needsSaveQuestion() is never replaced.
    void setAskBeforeReplacing(ReplaceQuestion ask) { ask_ = std::move(ask); }
    /// \brief True when the game on the board may be replaced, or the window closed: nothing
    /// would be lost (a save of it being written holds every change), or the player was asked
    /// and let it go (a save the player chose then may still be writing). False while the
    /// game's save is written and it has changed since.
    bool mayReplace(bool closing = false);

    // Each way of putting a game on the board asks mayReplace() first and is false, with
    // nothing changed, when the player keeps the game there.
    /// \brief A new game as set up (its dice kept for the card); false with error set when the
    /// set-up cannot start (said before anyone is asked), false with error empty when the
    /// player kept the game on the board.
    bool startNew(const GameSetup& setup, QString* error = nullptr) override;
    /// \brief A game that belongs to no file (pasted, set up, continued from a position).
    bool startGame(const Game& game, Origin origin = Origin::New);
    /// \brief A game read from a file, at its place there (GameDatabase::loadGame). A game of a
    /// file or of My games goes on the board as a record: no clock runs until the player plays
    /// on.
    bool openFileGame(const Game& game, const GameLocation& where);
    /// \brief A game of My games; it goes on in its own library file.
    bool openLibraryGame(const QString& fileName, const Game& game) override;

    /// \brief Games were deleted from a file (removeGamesFromFile): the game of that file on
    /// the board follows its place, or, deleted itself, stays on the board in no file (Removed,
    /// modified: the question comes before it is replaced).
    void gamesRemoved(const RemovedGames& removed);
    /// \brief A tag was set in games of a file (GameDatabase::setTag): a game of it on the board
    /// follows its place, and when it was one of them it has the tag too (what was unsaved in
    /// it stays unsaved, no more).
    void gamesRetagged(const RetaggedGames& retagged, const std::string& name,
                       const std::string& value);
    /// \brief Games were copied to the end of a file: a game of it on the board keeps its
    /// place in a file of more games.
    void gamesAppended(const AppendedGames& appended);

    // --- the unfinished game of an earlier run ---
    /// \brief The unfinished game, until it is resumed or discarded.
    const std::optional<Game>& unfinished() const { return unfinished_; }
    /// \brief Its file as displayName() names it, "" when it was a game of no file.
    QString unfinishedFileName() const;
    /// \brief Puts the unfinished game on the board; it goes on in its My games file and, when
    /// it was a game of a file, as that game of that file (Save writes it there, or finds the
    /// file changed since). False when the player kept the game on the board.
    bool resumeUnfinished();
    /// \brief Gives the unfinished game up for good (My games keeps it).
    void discardUnfinished();

    // --- what the window shows ---
    Origin origin() const { return origin_; }
    /// \brief The file the game belongs to (empty when none) and which game of it it is.
    const QString& filePath() const { return location_.path; }
    int gameIndex() const { return hasFile() ? location_.index : -1; }
    int gameCount() const { return hasFile() ? location_.count : 0; }
    bool hasFile() const { return !location_.path.isEmpty(); }
    /// \brief The game has changes that are in no file the player chose: since it was opened
    /// or saved (a game of a file), or since it started (a new or pasted game, once it has a
    /// move). A game of My games is kept there after every change and is never modified.
    bool isModified() const { return modified_; }
    /// \brief Replacing or closing would lose what the player may want in a file of theirs:
    /// a modified game of a file, or a modified game in progress that has no file.
    bool needsSaveQuestion() const;
    /// \brief "a.pgn" or "a.pgn, game 2 of 50"; "" for a game without a file.
    QString displayName() const;
    /// \brief The rolls of a start set up from dice ("" otherwise), for its card.
    const QString& dice() const { return dice_; }
    /// \brief The game's My games file; empty before its first move.
    QString libraryFileName() const override;
    LibraryRecorder* recorder() const override { return recorder_; }

    // --- saving ---
    enum class SaveResult {
        Saved,
        NoFile,        ///< the game has no file: Save as
        ChangedOnDisk, ///< its file changed since it was read: nothing written, ask
        Failed,        ///< nothing written; error says why
    };
    /// \brief What became of a save, once its file is written or not.
    struct SaveReport {
        SaveResult result = SaveResult::Failed;
        QString path;  ///< the file written (or not)
        QString name;  ///< the game's place there as displayName() names it
        QString error; ///< why not, when Failed
        /// The game saved is still the one on the board (a save answered to the question
        /// before a game is replaced ends after the next game is there).
        bool onBoard = true;
        /// The file held other games, kept byte for byte, and the old file was kept aside.
        bool inFileOfMany = false;
    };
    using SaveDone = std::function<void(const SaveReport&)>;
    /// \brief Starts writing the game into its file: alone in a file of one game, else in
    /// place of the game it was with every other game byte for byte as it was and the old file
    /// kept as backupPath(). The file is written beside the GUI thread (isWriting() meanwhile);
    /// done gets the report on the GUI thread. The game stays on the board and in My games
    /// whatever happens. False, with nothing started, when the game has no file (Save as).
    bool save(SaveDone done);
    /// \brief Starts writing the game alone into path, which becomes its file once written (an
    /// existing file there is first copied to backupPath()); done as save().
    void saveAs(const QString& path, SaveDone done);
    /// \brief The game is as its source has it (used after the player chose to keep it as it
    /// is, and by tests).
    void setModified(bool modified);
    /// \brief A save is writing a file, or waits to (the window's events go on meanwhile; the
    /// window waits for it before it closes).
    bool isWriting() const;
    /// \brief The game on the board is being saved: Save waits until it is written.
    bool isSavingGame() const { return savingGame_ == games_ && isWriting(); }
    /// \brief A write of the last run of writes (from isWriting() true until false) failed.
    bool lastWritesFailed() const;
    /// \brief then(every save of the run written) once the saves under way and those asked for
    /// meanwhile are reported (GameWriter::whenWritten): the window's close waits so.
    void whenWritten(std::function<void(bool allWritten)> then);

    /// \brief The last autosave failed, and why (empty while it works).
    const QString& autosaveError() const { return autosaveError_; }

signals:
    /// \brief The file, the game's place in it or the modified flag changed.
    void changed();
    /// \brief The autosave could not be written after the one before it was (said once, not
    /// every move): the game would not be offered back after a crash until it is written again.
    void autosaveFailed(const QString& path, const QString& why);
    /// \brief isWriting() changed: a save started with none before it, or the last one ended
    /// (after its report).
    void writingChanged(bool writing);
    /// \brief mayReplace() kept the game because it changed while its save is written (the
    /// change is not in that save, and its place in the file is moving): it may be replaced,
    /// after the question, once the save is written.
    void replaceHeld();

private:
    void begin(Origin origin);
    /// \brief Puts the game on the board without the reset a game from elsewhere gets; a
    /// game read from a file goes there as a record (GameSession::loadRecord).
    void load(const Game& game, bool asRecord = false);
    void started();
    void gameChanged();
    void keepUnfinished();
    static QString nameOf(const GameLocation& where);
    /// \brief A save's file was written (or not): the game still on the board belongs to it.
    void saved(const SavedGame& w, std::uint64_t changes, const SaveReport& report);

    GameSession* session_;
    const GameLibrary* library_;
    LibraryRecorder* recorder_;
    Origin origin_ = Origin::New;
    GameLocation location_;
    bool modified_ = false;
    std::uint64_t changes_ = 0;    // changes of the game so far: a save knows those made meanwhile
    std::uint64_t games_ = 0;      // games put on the board so far: a save knows if it was replaced
    std::uint64_t savingGame_ = 0; // games_ of the last save asked for
    std::uint64_t savingChanges_ = 0; // changes_ that save holds
    QString dice_;
    bool loading_ = false; // one of the start methods is putting the game on the board
    std::optional<Game> unfinished_;
    std::optional<GameLocation> unfinishedLocation_;
    QString unfinishedEntry_;
    bool holdingUnfinished_ = false;
    QString autosaveError_;
    ReplaceQuestion ask_;
    GameWriter* writer_; // one file written at a time
};

} // namespace chess960::ui
