#include "chess960/engine/level.h"

#include <algorithm>
#include <cmath>

namespace chess960::engine {

namespace {

// Level 10 plays at full strength. Below it the depth and node caps set how far a level
// sees, and the window and temperature how often it prefers a slightly worse move, the way
// a weaker player does; a move outside the window is never played.
constexpr LevelSettings kLevels[kMaxLevel] = {
    {1, 400, 8, 260, 120},   // 1
    {2, 1200, 8, 200, 90},   // 2
    {3, 3000, 6, 150, 65},   // 3
    {4, 8000, 6, 110, 45},   // 4
    {5, 20000, 5, 80, 32},   // 5
    {6, 50000, 4, 55, 22},   // 6
    {8, 150000, 4, 35, 14},  // 7
    {10, 500000, 3, 20, 8},  // 8
    {14, 2000000, 2, 10, 4}, // 9
    {0, 0, 1, 0, 0},         // 10
};

// Approximate Elo of each level on the scale of Stockfish's UCI_Elo: the calibration matches
// of core/engine/README.md ("Playing levels", 100 games or more a level), rounded to the
// nearest 25 (levels 1-2 lie below Stockfish's lowest setting and are placed by their
// matches against level 3 and each other; level 10 by its match at 10+0.1).
constexpr int kLevelElo[kMaxLevel] = {975, 1050, 1200, 1325, 1575, 1725, 1875, 2125, 2350, 2600};

} // namespace

LevelSettings levelSettings(int level) {
    return kLevels[std::clamp(level, kMinLevel, kMaxLevel) - 1];
}

int levelElo(int level) {
    return kLevelElo[std::clamp(level, kMinLevel, kMaxLevel) - 1];
}

int levelForElo(int elo) {
    for (int level = kMinLevel; level <= kMaxLevel; ++level)
        if (levelElo(level) >= elo) return level;
    return kMaxLevel;
}

Limits applyLevel(Limits limits, int level) {
    const LevelSettings s = levelSettings(level);
    if (s.maxDepth) limits.depth = limits.depth ? std::min(limits.depth, s.maxDepth) : s.maxDepth;
    if (s.maxNodes) limits.nodes = limits.nodes ? std::min(limits.nodes, s.maxNodes) : s.maxNodes;
    limits.multiPv = std::max(limits.multiPv, s.multiPv);
    // A level is a fixed amount of work: threads would only make it vary.
    limits.threads = 1;
    return limits;
}

Move chooseLevelMove(const SearchResult& result, int level, std::mt19937_64& rng) {
    const LevelSettings s = levelSettings(level);
    if (s.windowCp <= 0 || result.rootScores.size() < 2) return result.best;
    const int top = result.rootScores.front().score;
    // Never throw away a forced mate, and never walk into one when the best move avoids it.
    if (isMateScore(top)) return result.best;
    std::vector<double> weights;
    for (const RootScore& r : result.rootScores) {
        int loss = top - r.score;
        bool allowed = loss <= s.windowCp && !isMateScore(r.score);
        weights.push_back(allowed ? std::exp(-double(loss) / double(s.temperatureCp)) : 0.0);
    }
    std::discrete_distribution<size_t> pick(weights.begin(), weights.end());
    return result.rootScores[pick(rng)].move;
}

} // namespace chess960::engine
