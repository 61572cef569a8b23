// chess960-cli dfrc: Double Fischer Random start positions (White's and Black's back ranks from
// two Chess960 numbers).
#pragma once

#include <string>
#include <vector>

/// \brief `dfrc <white SP> <black SP>` prints the X-FEN; `dfrc --number N` the X-FEN of DFRC
/// number N; `dfrc --fen <FEN>` "<N> <white SP> <black SP>" of a DFRC start; `dfrc --random`
/// and `dfrc --dice <white rolls> / <black rolls>` a summary line and the FEN. Returns the exit
/// status (2 with a message on stderr for bad input); `usage` is printed after a usage error.
int cmdDfrc(const std::vector<std::string>& args, const char* usage);
