// `chess960-tune train`: the network trained on binary game files, quantised, checked against
// its float weights and written as a network file and as the engine's C++ source; and
// `chess960-tune netbench`, the speed of the engine's network code.
#pragma once

#include "options.h"

namespace chess960::engine::tune {

/// \brief Runs the command. 0 on success, 1 on a failure (reported on stderr), 2 when the
/// options are wrong (the caller prints the usage).
int trainCommand(Options options);

/// \brief `chess960-tune netbench [--net FILE]`: the network code's speed, the same codes.
int netBenchCommand(Options options);

} // namespace chess960::engine::tune
