// Games on disk and on the clipboard: PGN files written atomically, the autosave of the game
// in progress, and text pasted by the user, which may be a FEN or a PGN and may be wrong.
#pragma once

#include "chess960/pgn.h"

#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief Writes the text to path through QSaveFile: the old file stays whole until the new
/// one is complete. On failure, error says why.
bool writeTextFile(const QString& path, const std::string& text, QString* error);
/// \brief Writes the game as PGN to path (atomically).
bool saveGame(const QString& path, const Game& game, QString* error);

/// \brief Where the game in progress is kept between moves (AppDataLocation/unfinished.pgn).
QString autosavePath();
/// \brief The unfinished game left by an earlier run, if any and readable.
std::optional<Game> readAutosave();
/// \brief Keeps game as the unfinished game (atomically; the folder is created if needed).
bool writeAutosave(const Game& game, QString* error = nullptr);
/// \brief Beside the autosave, when the unfinished game is a game of a file: where it lies
/// there (AppDataLocation/unfinished.where; see GameDocument).
QString autosaveLocationPath();
/// \brief Removes the autosave and the note of where its game lies.
void removeAutosave();

/// \brief A FEN or a PGN typed or pasted by a person. A FEN starts a game from that position,
/// without the castling rights it gives that the position cannot have (listed in `dropped`);
/// anything else is read as PGN (the first game). The error names the line and column.
Expected<Game> gameFromText(const QString& text,
                            std::vector<DroppedCastlingRight>* dropped = nullptr);

/// \brief The recently opened or saved files, newest first (QSettings).
QStringList recentFiles();
void addRecentFile(const QString& path);

/// \brief A folder of the player's for a file dialog to start in: `where` (Documents,
/// Pictures) when it is a folder, else the home folder; never the folder the program was
/// started from, which a menu may make "/".
QString playersFolder(QStandardPaths::StandardLocation where);
/// \brief Where the Open and Save dialogs of games start: the folder of the file opened or
/// saved last while it is there, else playersFolder(Documents).
QString gamesFolder();

} // namespace chess960::ui
