// chess960-cli pgn: every game of a PGN file read (or rewritten), one game at a time, by two
// readers at once when the file is large.
#pragma once

#include <string>
#include <vector>

/// \brief `pgn <FILE> [--write] [--readers 1|2]`: per game "<index> <result> <plies> <final
/// FEN>" or "<index> error: line L, column C: <reason>" on stdout; with --write every game
/// rewritten as PGN on stdout and the games that cannot be read named on stderr. A file from
/// 8 MB on is read in two halves at once on a machine of two cores or more (--readers says how
/// many, and then stderr says how it was read); the output is the same either way. Returns the
/// exit status: 2 when a game could not be read or the file is not PGN; `usage` is printed
/// after a usage error.
int cmdPgn(std::vector<std::string> args, const char* usage);
