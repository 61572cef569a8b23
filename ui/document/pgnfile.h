// A PGN file on disk as a document sees it: read through a memory map (the file is never
// copied into memory whole), each game's place in it remembered, and one game written back
// with every other byte of the file as it was.
#pragma once

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

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

/// \brief The file's bytes through the core's memory map; nothing and the reason (in Qt's
/// words, which are in the player's language) when it cannot be read.
std::optional<MappedFile> mapFile(const QString& path, QString* error);

/// \brief A 64-bit FNV-1a hash of bytes.
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
};

/// \brief Every game of a PGN file with its place, read through a memory map. Empty records
/// with error set (in the player's language) when the file cannot be read, is not PGN, holds
/// no game or not one that can be read (see readGames in gamefiles.h).
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

/// \brief Copies the file at path, as it is, to backupPath(path) (atomically); true when
/// there is nothing to copy.
bool keepBackup(const QString& path, QString* error);

/// \brief Writes a file that holds the one game, replacing whatever was there (Save as);
/// atomically. On success `where` (if given) describes it.
bool writeSingleGameFile(const QString& path, const std::string& pgnText, GameLocation* where,
                         QString* error);

} // namespace chess960::ui
