// What a set of binary game files holds: `chess960-tune stats`, and a check that every file
// reads back whole.
#pragma once

#include "gamedata.h"

#include <iosfwd>
#include <string>

namespace chess960::engine::tune {

/// \brief Totals over game files.
struct DataStats {
    int files = 0;
    long bytes = 0;
    long games = 0;
    long plies = 0;          ///< random plies included
    long scored = 0;         ///< positions searched (every ply after the random ones)
    long kept = 0;           ///< training positions
    long keptMates = 0;      ///< kept positions whose score is a mate score
    double keptAbsScore = 0; ///< the sum of |score| over the other kept positions
    long results[3] = {};    ///< games Black won, drawn, White won
    long endings[kGameEndCount] = {};
    long dfrcGames = 0; ///< started from a DFRC position with different back ranks
    long castles = 0;   ///< castling moves played
    std::string error;  ///< the first damaged file; the totals stop before it
};

/// \brief Reads a game file, or every .bin file of a folder (by name), and counts.
DataStats dataStats(const std::string& fileOrDir);

/// \brief The totals as a few lines of text.
void printDataStats(const DataStats& stats, std::ostream& out);

} // namespace chess960::engine::tune
