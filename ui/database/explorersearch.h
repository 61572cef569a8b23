// Where the opening explorer's games come from: every whole index of the player's databases
// (GameDatabase, one per PGN file opened, kept while the file is unchanged) and My games. Only
// the games that start from the same position as the game on the board are read: in Chess960 a
// start position's games are a small part of any database, found through the index's `start`
// column, so a search costs what that start has, not what the databases hold.
#pragma once

#include "chess960/explorer.h"

#include <QString>

#include <atomic>
#include <vector>

namespace chess960::ui {

/// \brief A game of My games the explorer may read: its file and its start position's number
/// (-1 for another start).
struct LibraryGameRef {
    QString path;
    int startNumber = -1;
};

struct ExplorerResult {
    std::vector<ExplorerMove> moves; ///< most played first
    int reached = 0;                 ///< games that reached the position
    int searched = 0;                ///< games from the same start that were replayed
    int databases = 0;               ///< indexed files that have games from this start
    int libraryGames = 0;            ///< of them, games of My games
    bool cancelled = false;
};

/// \brief The moves played from `target` in the games that start from `start`. Runs on any
/// thread (with SQL connections of its own); stops early when cancel is set.
ExplorerResult exploreGames(const Position& start, const Position& target,
                            const std::vector<LibraryGameRef>& library,
                            const std::atomic<bool>& cancel);

} // namespace chess960::ui
