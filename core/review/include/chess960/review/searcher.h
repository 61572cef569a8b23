// What the review and the learning coach ask of an engine: one position searched to a budget,
// from an empty table, so that the answer depends on the position and the budget only. The
// built-in engine answers through builtInSearcher(); the window's engine sessions answer the
// same questions asynchronously (ui/review/).
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace chess960::review {

/// \brief How hard the engine looks at each position: nodes and/or depth (0 = no limit;
/// at least one of them must be set).
struct ReviewBudget {
    uint64_t nodes = 0;
    int depth = 0;
};

// Budgets per position for the window's choices. Nodes rather than depth or time: a node
// count costs about the same in every position and gives the same result on every machine.
// Times for an 80-ply game on two cores are in core/engine/README.md.
/// \brief A first look, a few seconds: finds hung pieces and most mistakes.
inline constexpr ReviewBudget kReviewQuick{100'000, 0};
/// \brief The default: planted blunders are marked and the engine's own moves are not.
inline constexpr ReviewBudget kReviewNormal{500'000, 0};
/// \brief For a game worth a longer look (about a minute for 80 plies on two cores).
inline constexpr ReviewBudget kReviewDeep{2'000'000, 0};

/// \brief What a search found in one position: its score from the side to move's view (an
/// engine score, chess960/engine/score.h) and its line (empty when the position has no move).
struct PositionFinding {
    int score = 0;
    std::vector<Move> pv;
};

/// \brief One engine searching one position at a time.
class PositionSearcher {
public:
    virtual ~PositionSearcher() = default;
    /// \brief Searches `pos` to `budget` from an empty table; `keys` are the keys of the
    /// positions that led to it, pos's own last (repetitions). Nothing once stop() was called:
    /// a stopped search's score is not an evaluation.
    virtual std::optional<PositionFinding>
    search(const Position& pos, const std::vector<uint64_t>& keys, const ReviewBudget& budget) = 0;
    /// \brief Makes a running search() return soon and every later one return nothing; safe
    /// from any thread. A stopped searcher stays stopped.
    virtual void stop() = 0;
};

/// \brief The built-in engine on one thread with a transposition table of hashMb megabytes.
std::unique_ptr<PositionSearcher> builtInSearcher(size_t hashMb = 16);

} // namespace chess960::review
