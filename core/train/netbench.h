// `chess960-tune netbench`: how fast the engine's network code runs, portable and AVX2.
#pragma once

#include <string>
#include <vector>

namespace chess960::engine::tune {

/// \brief Operations per second of the network code of width nnue::kHidden on one thread.
struct NetBenchFigures {
    bool avx2 = false;
    long positions = 0;         ///< plies of random Chess960 games, each measured in turn
    double refreshes = 0;       ///< both sides' accumulators from scratch
    double updates = 0;         ///< both sides' accumulators updated for a move
    double outputs = 0;         ///< the output layer from the accumulators
    double updateAndOutput = 0; ///< what the search would pay per node
    double refreshAndOutput = 0;
    long checksum = 0; ///< a sum of what was computed (so that none of it is left out)
};

/// \brief Measures a network file (random weights when file is empty): one entry for the
/// portable code, one for AVX2 where the processor has it. Empty, with error, when the file
/// does not load.
std::vector<NetBenchFigures> netBench(const std::vector<unsigned char>& file, std::string& error);

} // namespace chess960::engine::tune
