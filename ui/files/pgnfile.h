// A PGN file on disk as a document sees it: read through a memory map (the file is never
// copied into memory whole), each game's place in it remembered, and one game written back
// with every other byte of the file as it was.
#pragma once

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"

#include <QString>

#include <string_view>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QSaveFile;

namespace chess960::ui {

/// \brief What tells one version of a file from another: its size and modification time.
struct FileStamp {
    qint64 size = -1;
    qint64 modifiedMs = 0;
    bool operator==(const FileStamp&) const = default;
};
/// \brief The stamp of the file at path now (size -1 when it does not exist).
FileStamp stampOf(const QString& path);

/// \brief Where one game of a file lies, as it was when the file was read or last written.
struct GameLocation {
    QString path;
    int index = 0;                 ///< 0-based number of the game in the file
    int count = 1;                 ///< games in the file
    long long offset = 0, end = 0; ///< the game's bytes (PgnRecord::offset, end)
    std::uint64_t hash = 0;        ///< of those bytes
    bool crlf = false;             ///< the game's lines end in CR LF
    FileStamp stamp;
};

/// \brief A location as a few lines of JSON, to be kept between runs (the autosave's note of
/// where its game lies), and back; nothing when the text is not such a note.
QByteArray locationToJson(const GameLocation& where);
std::optional<GameLocation> locationFromJson(const QByteArray& json);

/// \brief A game's bytes in a file (PgnRecord::offset, end) and their hash (hashBytes).
struct GameSpan {
    long long offset = 0, end = 0;
    std::uint64_t hash = 0;
};

/// \brief The file's bytes through the core's memory map; nothing and the reason (in Qt's
/// words, which are in the player's language) when it cannot be read.
std::optional<MappedFile> mapFile(const QString& path, QString* error);

/// \brief A 64-bit hash of bytes (eight at a time), to tell a game's bytes from other bytes.
std::uint64_t hashBytes(std::string_view bytes);

/// \brief A file's games and where each lies; `path` and `stamp` describe the file as read.
struct PgnFileContents {
    QString path;
    FileStamp stamp;
    std::vector<PgnRecord> records;
    std::vector<std::uint64_t> hashes; ///< per record, of its bytes
    std::vector<bool> crlf;            ///< per record
    /// \brief The location of game index (0-based) in this file.
    GameLocation location(int index) const;
    /// \brief Where game index (0-based) lies in this file, for removeGamesFromFile.
    GameSpan span(int index) const;
};

/// \brief Every game of a PGN file with its place, read through a memory map. Empty records
/// with error set (in the player's language) when the file cannot be read, is not PGN, holds
/// no game or not one that can be read.
PgnFileContents readPgnFileContents(const QString& path, QString* error);

/// \brief The name of the copy of path kept before a save rewrites a file of several games:
/// "a.pgn" -> "a (backup).pgn", beside it, so the Open dialog lists it.
QString backupPath(const QString& path);

enum class WriteOutcome {
    Written,       ///< done; the location now describes the game as written
    ChangedOnDisk, ///< the file is not as it was read: nothing was written
    Failed,        ///< nothing was changed; error says why
};

/// \brief Writes the file of `where` again with that game replaced by pgnText (a game's PGN as
/// writePgn gives it) and every other byte as it was, atomically (QSaveFile): until the new
/// file is complete the old one stays, and on any failure (a full disk, a folder or file that
/// cannot be written, a file made read-only) it stays as it was. A file of several games is
/// first copied whole to backupPath(). The file must still be as `where` says (its stamp and
/// the game's bytes), else ChangedOnDisk. On success `where` describes the new file.
WriteOutcome replaceGameInFile(GameLocation& where, const std::string& pgnText, QString* error);

/// \brief What removeGamesFromFile took out of a file: enough to say where each game that
/// stayed lies now.
struct RemovedGames {
    QString path;
    FileStamp before, after;
    int countBefore = 0; ///< games in the file before
    /// \brief The bytes taken out of the file as it was, in order: each removed game with the
    /// blank lines that followed it.
    std::vector<std::pair<long long, long long>> cuts;
};

/// \brief Writes the file at path again without the games given (their spans in the file
/// as it was read, in any order), every other byte as it was - the text between games too -
/// atomically, after copying the file whole to backupPath(). A game goes with the blank lines
/// after it. The file must still be as read (stamp, and each game's bytes), else
/// ChangedOnDisk; a file of `count` games is never left without one (Failed, with the reason),
/// nor changed in any way when it cannot be written. On success `removed` describes the change.
WriteOutcome removeGamesFromFile(const QString& path, const FileStamp& stamp, int count,
                                 std::vector<GameSpan> games, RemovedGames* removed,
                                 QString* error);

enum class Relocation {
    Moved,     ///< the game stayed; the location now describes it in the new file
    Removed,   ///< the game was one of those removed
    Elsewhere, ///< the location is of another file, or of another version of it: unchanged
};
/// \brief Where a game of a file lies after removeGamesFromFile.
Relocation relocateAfterRemoval(GameLocation& where, const RemovedGames& removed);

/// \brief What setTagInFile changed in a file: enough to say where each game lies now.
struct RetaggedGames {
    QString path;
    FileStamp before, after;
    int count = 0; ///< games in the file (the same before and after)
    struct Edit {
        long long offset, end; ///< the game's bytes in the file as it was
        long long length;      ///< how many bytes it has now
        std::uint64_t hash;    ///< of its bytes now
    };
    std::vector<Edit> edits; ///< in the file's order
};

/// \brief Writes the file at path again with the tag `name` set to `value` (empty: taken out)
/// in each game given (their spans in the file as it was read, in any order), every other byte
/// as it was (chess960::withTagInText), atomically, after copying the file whole to
/// backupPath(). The file must still be as read (stamp, and each game's bytes), else
/// ChangedOnDisk; Failed with the reason, nothing changed, when it cannot be written or a
/// game's tags cannot be read. On success `retagged` describes the change.
WriteOutcome setTagInFile(const QString& path, const FileStamp& stamp, int count,
                          std::vector<GameSpan> games, const std::string& name,
                          const std::string& value, RetaggedGames* retagged, QString* error);
/// \brief Where a game of a file lies after setTagInFile; `wasRetagged` says whether it was one
/// of the games given (it then has the tag in the file).
Relocation relocateAfterRetag(GameLocation& where, const RetaggedGames& retagged,
                              bool* wasRetagged);

/// \brief What appendGamesToFile added to a file: enough to say where its games lie now.
struct AppendedGames {
    QString path;
    FileStamp before, after; ///< before.size is -1 when the file was made
    int added = 0;           ///< games added at its end
};

/// \brief Writes the file at path again as it was, then the games of the PGN file
/// `gamesFile` (`games` of them, each as that file has it, in path's line ends), one blank
/// line between, atomically (the file as it was stays until every byte is written; on any
/// failure it stays, with the reason). A file that does not exist is made of the games.
/// Nothing of the file as it was changes, so no backup is kept.
WriteOutcome appendGamesToFile(const QString& path, const QString& gamesFile, int games,
                               AppendedGames* appended, QString* error);
/// \brief Where a game of a file lies after appendGamesToFile: where it was, in a file of
/// more games.
Relocation relocateAfterAppend(GameLocation& where, const AppendedGames& appended);

/// \brief Writes the pieces, one after the other, as the whole file at path, atomically: until
/// every byte is written the old file stays as it was, and on any failure (a full disk, an I/O
/// error, a read-only file or file system) it stays, with error set. Every writer of the
/// player's files writes through it (or through commitWhole). With `sourceUnchanged`, pieces
/// that are a file's bytes are put in place only if that file is still as it was when they
/// were read, once every byte is written: another program that wrote it meanwhile (in place,
/// its bytes then read as zeros or its new ones) leaves it as that program wrote it.
bool writePieces(const QString& path, const std::vector<std::string_view>& pieces, QString* error,
                 const std::function<bool()>& sourceUnchanged = {});
/// \brief For tests: called with the path once the first piece of writePieces (or the file's
/// own bytes in appendGamesToFile) is written (nothing when empty), as if another program
/// acted while a file is written.
void setAfterFirstPieceForTests(std::function<void(const QString&)> hook);
/// \brief Calls that hook for a writer of its own that has written its first piece (from the
/// file at path).
void afterFirstPieceWritten(const QString& path);
/// \brief "The file was changed by another program while it was read.", in the player's
/// language: a reader or writer whose file another program wrote under it.
QString changedWhileReadText();
/// \brief Completes a QSaveFile: its buffer written, any failure there counted, then the file
/// put in place of the old one; false with error set and the old file as it was.
bool commitWhole(QSaveFile& file, QString* error);

/// \brief Copies the file at path, as it is, to backupPath(path) (atomically); true when
/// there is nothing to copy.
bool keepBackup(const QString& path, QString* error);

/// \brief Writes a file that holds the one game, replacing whatever was there (Save as);
/// atomically. On success `where` (if given) describes it.
bool writeSingleGameFile(const QString& path, const std::string& pgnText, GameLocation* where,
                         QString* error);

/// \brief What a save of the game on the board came to: the outcome, where the game now is
/// (when written) and why not (when not).
struct SavedGame {
    WriteOutcome outcome = WriteOutcome::Failed;
    GameLocation where;
    QString why;
    bool written() const { return outcome == WriteOutcome::Written; }
};

/// \brief The document's Save, as it runs beside the GUI thread: the game `where` names
/// replaced by pgnText (replaceGameInFile). A function of what it is given alone, so that it
/// runs on a job while the window goes on (and is tested so under ThreadSanitizer).
SavedGame saveGameInto(GameLocation where, const std::string& pgnText);

/// \brief The document's Save as, the same way: what the file at path held is kept aside
/// first (keepBackup) unless keepWhatItHeld is false (it is this game's own file of one
/// game), then the file holds the one game (writeSingleGameFile).
SavedGame saveGameAs(const QString& path, const std::string& pgnText, bool keepWhatItHeld);

} // namespace chess960::ui
