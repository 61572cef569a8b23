// `chess960-tune train`: the network trained on binary game files, quantised, checked against
// its float weights and written as a network file and as the engine's C++ source.
#pragma once

#include "options.h"

namespace chess960::engine::tune {

/// \brief Runs the command. 0 on success, 1 on a failure (reported on stderr), 2 when the
/// options are wrong (the caller prints the usage).
int trainCommand(Options options);

} // namespace chess960::engine::tune
