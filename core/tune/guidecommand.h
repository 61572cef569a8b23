// chess960-tune guide: the Chess960 guide (chess960/guide.h) computed by the built-in engine,
// each start position judged by engine::judgeStart at one depth. The file is rewritten whole
// after every position, so a run stopped at any point goes on where it stopped when started
// again with the same --out and --depth.
#pragma once

#include "options.h"

#include <iosfwd>

namespace chess960::engine::tune {

/// \brief Runs the command; 2 for a usage error, 1 for a failure, 0 when done.
int guideCommand(Options options, std::ostream& log);

} // namespace chess960::engine::tune
