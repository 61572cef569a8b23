// Score conventions shared by search, evaluation and the protocol code.
#pragma once

#include <cstdlib>

namespace chess960::engine {

/// \brief Deepest ply the search ever reaches (bounds stacks and mate scores).
constexpr int kMaxPly = 128;
/// \brief Score of being mated now; mate in n plies scores kMate - n.
constexpr int kMate = 32000;
/// \brief Any score at least this far from zero announces a forced mate.
constexpr int kMateBound = kMate - kMaxPly;
/// \brief Larger than any real score (window bounds).
constexpr int kInfinite = 32001;
/// \brief Marks "no score" (e.g. no static evaluation while in check).
constexpr int kNoScore = 32002;

/// \brief True when the score announces a mate for either side.
constexpr bool isMateScore(int score) {
    return score >= kMateBound || score <= -kMateBound;
}
/// \brief Moves (not plies) to the mate a mate score announces; negative when being mated.
constexpr int mateInMoves(int score) {
    return score > 0 ? (kMate - score + 1) / 2 : -(kMate + score) / 2;
}

} // namespace chess960::engine
