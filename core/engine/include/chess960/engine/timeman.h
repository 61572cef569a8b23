// How long to think: a soft target the search aims at between iterations and a hard limit
// it never passes.
#pragma once

#include "chess960/engine/search.h"
#include "chess960/types.h"

#include <cstdint>

namespace chess960::engine {

/// \brief Milliseconds for one move; zero means no time limit.
struct TimeBudget {
    int64_t optimumMs = 0; ///< do not start another iteration after this
    int64_t maximumMs = 0; ///< stop the search at this point whatever happens
};

/// \brief The budget for the side to move under limits (clock + increment, moves to go,
/// fixed time per move).
TimeBudget computeTimeBudget(const Limits& limits, Color us, int fullmoveNumber);

} // namespace chess960::engine
