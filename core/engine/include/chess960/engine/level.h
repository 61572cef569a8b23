// Playing levels: from a beginner who overlooks things to full strength. Weak levels think
// less (depth and node limits) and then choose, with bounded randomness, among the moves
// that were scored close to the best one; they never pick a move far worse than the best.
#pragma once

#include "chess960/engine/search.h"

#include <cstdint>
#include <random>

namespace chess960::engine {

/// \brief The weakest and the strongest level.
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 10;

/// \brief How one level limits itself.
struct LevelSettings {
    int maxDepth = 0;      ///< 0 = no limit
    uint64_t maxNodes = 0; ///< 0 = no limit
    int multiPv = 1;       ///< root moves scored exactly, to choose among
    int windowCp = 0;      ///< moves this much worse than the best may be chosen
    int temperatureCp = 0; ///< how readily a worse move in the window is chosen
};

/// \brief The settings of a level (clamped to kMinLevel..kMaxLevel).
LevelSettings levelSettings(int level);
/// \brief Approximate Elo of a level (from the calibration in core/engine/README.md).
int levelElo(int level);
/// \brief The weakest level whose approximate Elo reaches elo.
int levelForElo(int elo);
/// \brief Limits tightened by a level's depth and node caps and its multi-PV count.
Limits applyLevel(Limits limits, int level);
/// \brief The move a level plays given the search result: the best move at full strength,
/// otherwise a weighted random pick among result.rootScores within the level's window.
Move chooseLevelMove(const SearchResult& result, int level, std::mt19937_64& rng);

} // namespace chess960::engine
