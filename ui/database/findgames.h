// Searching an indexed file for a position or a material pattern (core/positionsearch): every
// game's compact moves are read from the index once, a batch of games at a time, and each batch
// is replayed on all cores, each thread a share of its games.
#pragma once

#include "chess960/positionsearch.h"

#include <QString>

#include <atomic>
#include <vector>

namespace chess960::ui {

struct FoundGames {
    std::vector<int> numbers; ///< the games (1-based numbers) that reach a matching position
    int searched = 0;         ///< games replayed
    bool ok = false;          ///< false when the index could not be read (or the search stopped)
};

/// \brief Games read from the index before they are replayed: what a search holds at most.
constexpr int kSearchBatch = 16384;

/// \brief The games of the index at indexPath that match query, on `threads` threads (0: as
/// many as the machine has), read `batch` games at a time (0: kSearchBatch). Runs on any
/// thread; stops early when cancel is set.
FoundGames findGames(const QString& indexPath, const PositionQuery& query,
                     const std::atomic<bool>& cancel, int threads = 0, int batch = 0);
/// \brief The same for a material pattern (the games in which it holds long enough).
FoundGames findGames(const QString& indexPath, const MaterialPattern& pattern,
                     const std::atomic<bool>& cancel, int threads = 0, int batch = 0);

} // namespace chess960::ui
