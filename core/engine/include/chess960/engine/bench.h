// A deterministic benchmark: fixed positions searched to a fixed depth from an empty table.
#pragma once

#include "chess960/engine/nnue.h"

#include <cstdint>
#include <ostream>

namespace chess960::engine {

/// \brief Totals of one bench run.
struct BenchResult {
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    uint64_t nps = 0;
};

/// \brief Default bench depth.
constexpr int kBenchDepth = 11;

/// \brief Searches every bench position to depth, printing one line per position and the
/// totals to out. The node count depends only on the code (and the evaluation: net, or the
/// handcrafted one for nullptr), not on the machine.
BenchResult runBench(int depth, std::ostream& out,
                     const nnue::Network<nnue::kHidden>* net = nnue::embeddedNetwork());

/// \brief Worst and mean time from stop() to the search's return, in microseconds.
struct StopLatency {
    int64_t worstUs = 0;
    int64_t meanUs = 0;
};

/// \brief Starts trials infinite searches on a thread, stops each after a varying delay, and
/// prints the latencies against the 20 ms the program promises.
StopLatency measureStopLatency(int trials, std::ostream& out);

} // namespace chess960::engine
