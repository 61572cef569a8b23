// Where the opening explorer's games come from: every whole index of the player's databases
// (GameDatabase, one per PGN file opened, kept while the file is unchanged) and My games'
// index (LibraryDatabase), brought up to date before it is read. Only
// the games that start from the same position as the game on the board are read: in Chess960 a
// start position's games are a small part of any database, found through the index's `start`
// column, so a search costs what that start has, not what the databases hold.
#pragma once

#include "chess960/explorer.h"

#include <QString>

#include <atomic>
#include <functional>
#include <vector>

namespace chess960::ui {

/// \brief Where My games' index is, brought up to date first (on the search's thread); empty
/// when it cannot be read. The search stops early when the flag is set.
using LibraryIndex = std::function<QString(const std::atomic<bool>& cancel)>;

struct ExplorerResult {
    std::vector<ExplorerMove> moves; ///< most played first
    int reached = 0;                 ///< games that reached the position
    /// games from the same start that were replayed: a game of a file and its copy in My
    /// games (the same players, event, site and round, one's moves the start of the
    /// other's) once
    int searched = 0;
    int databases = 0;    ///< indexed files that have games from this start
    int libraryGames = 0; ///< of them, games of My games
    bool cancelled = false;
};

/// \brief The moves played from `target` in the games that start from `start`, in the
/// databases and in My games (its index from library, when given). Runs on any thread (with
/// SQL connections of its own); stops early when cancel is set.
ExplorerResult exploreGames(const Position& start, const Position& target,
                            const LibraryIndex& library, const std::atomic<bool>& cancel);

} // namespace chess960::ui
