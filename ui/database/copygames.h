// Copying games from one database to another (a list's Copy to, or rows dragged onto another
// database's tab): the games are exported from their database as it keeps them (a file's
// games byte for byte) to a file of their own, then added to the end of the target PGN file
// (appendGamesToFile: atomically, the target as it was kept whole) or, for My games, each
// kept as a game of its own. Runs on a job: memory follows a block of the file, not the games.
#pragma once

#include "database/gameindex.h"
#include "files/pgnfile.h"

#include <QString>

#include <functional>

namespace chess960::ui {

struct CopiedGames {
    int copied = -1; ///< -1 when nothing was copied (error says why)
    QString error;
    AppendedGames appended; ///< into a PGN file
};

/// \brief Keeps each game of a PGN file (its path) in My games; how many, -1 and the reason
/// when none could be kept (GameLibrary::addGames).
using AddToLibrary = std::function<int(const QString& path, QString* error)>;

/// \brief The games of `exported` (games of a database written to the file `through`) added
/// to the PGN file `target`, or to My games by `library` when target is empty. The file
/// `through` is removed afterwards. Runs on any thread.
CopiedGames copyGames(const GameIndex::ExportTask& exported, const QString& through,
                      const QString& target, const AddToLibrary& library);

} // namespace chess960::ui
