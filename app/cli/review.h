// chess960-cli review: games of a PGN file reviewed by the built-in engine.
#pragma once

#include <string>
#include <vector>

/// \brief `review FILE [--nodes N | --depth D] [--game K] [--threads T]`: every game (or game
/// K) reviewed, as PGN on stdout, a summary per side on stderr. Returns the exit status;
/// `usage` is printed after a usage error.
int cmdReview(const std::vector<std::string>& args, const char* usage);
