// A start position judged for the Chess960 guide (chess960/guide.h): one fixed-depth search
// with three principal variations from a cleared table on one thread, so that the same
// engine gives the same entry whoever asks, wherever and in whatever order. chess960-tune
// guide judges the 960 with it; the program judges a Double Fischer Random pair on request.
#pragma once

#include "chess960/engine/search.h"
#include "chess960/guide.h"

#include <functional>

namespace chess960::engine {

/// \brief How many first moves an entry lists, and how long its line is (plies).
constexpr int kGuideMoves = 3;
constexpr int kGuideLinePlies = 10;

/// \brief Searches start (White to move) to depth with search, which is cleared first and
/// searches on one thread; number goes into the entry. onDepth, when given, hears each finished
/// depth. A search stopped through search.stop() returns what the last finished depth found.
GuideEntry judgeStart(Search& search, const Position& start, int number, int depth,
                      const std::function<void(int depth)>& onDepth = {});

} // namespace chess960::engine
