// A long generation run as files of a fixed number of games each: a chunk is a function of the
// options, the seed and its index alone, written whole or not at all, so a run that was stopped
// is resumed, and a lost chunk made again, by the same command.
#pragma once

#include "datagen.h"

#include <iosfwd>
#include <string>

namespace chess960::engine::tune {

/// \brief Totals of a writeGames() or generateChunks() run.
struct BinaryStats {
    int chunks = 0;  ///< written by this run
    int skipped = 0; ///< found whole and left as they were
    long games = 0;  ///< played by this run
    long plies = 0;  ///< of those games, random plies included
    long kept = 0;   ///< training positions among them
    long bytes = 0;  ///< written
    double seconds = 0;
    std::string error; ///< why the run stopped early; empty when it did not
};

/// \brief What decides the games first .. first + count - 1 of a run: the text a file's header
/// holds, checked before a chunk already there is taken as done.
std::string runDescription(const GenerateOptions& options, int first, int count);

/// \brief Plays games first .. first + count - 1 and writes them to path in the binary format
/// (gamedata.h), through a temporary file renamed at the end, so path is whole or absent.
BinaryStats writeGames(const GenerateOptions& options, int first, int count,
                       const std::string& path);

/// \brief DIR/chunk-<seed>-<index>.bin.
std::string chunkPath(const std::string& dir, uint64_t seed, int index);

/// \brief Writes options.games games as chunks of chunkGames (the last one may be smaller) to
/// dir, creating it. A chunk already there is skipped when it reads back whole with the games
/// these options make; a damaged or incomplete one is made again; one made by other options
/// stops the run (error set) rather than be overwritten or mixed in. One line per chunk to log.
BinaryStats generateChunks(const GenerateOptions& options, int chunkGames, const std::string& dir,
                           std::ostream& log);

} // namespace chess960::engine::tune
