// A start position judged for the Chess960 guide (see guidesearch.h).
#include "chess960/engine/guidesearch.h"

#include "chess960/notation.h"

#include <algorithm>

namespace chess960::engine {

GuideEntry judgeStart(Search& search, const Position& start, int number, int depth,
                      const std::function<void(int depth)>& onDepth) {
    search.clear();
    Limits limits;
    limits.depth = depth;
    limits.multiPv = kGuideMoves;
    limits.threads = 1;
    // Each line's principal variation as its last finished depth left it, by its first move:
    // a line searched after the first may come out better than it, and then leads the entry.
    std::vector<std::vector<Move>> lines;
    const auto previous = search.onInfo;
    search.onInfo = [&](const SearchInfo& info) {
        if (info.pv.empty()) return;
        const auto same = std::find_if(lines.begin(), lines.end(), [&](const auto& line) {
            return line.front() == info.pv.front();
        });
        if (same != lines.end())
            *same = info.pv;
        else
            lines.push_back(info.pv);
        if (onDepth && info.multiPv == 1) onDepth(info.depth);
    };
    const SearchResult result = search.run(start, limits);
    search.onInfo = previous;

    // The side to move at a start is White, so the search's scores are White's.
    const int sign = start.sideToMove() == White ? 1 : -1;
    std::vector<RootScore> best = result.rootScores;
    if (best.empty() && !result.best.isNull()) best.push_back({result.best, result.score});
    std::stable_sort(best.begin(), best.end(),
                     [](const RootScore& a, const RootScore& b) { return a.score > b.score; });
    GuideEntry entry;
    entry.number = number;
    entry.score = best.empty() ? 0 : sign * best.front().score;
    for (const RootScore& rs : best)
        entry.best.push_back({moveToUci(start, rs.move), sign * rs.score});
    std::vector<Move> pv = result.pv;
    if (!best.empty() && (pv.empty() || pv.front() != best.front().move)) {
        pv = {best.front().move};
        for (const auto& line : lines)
            if (line.front() == best.front().move) pv = line;
    }
    Position pos = start;
    for (size_t i = 0; i < pv.size() && int(i) < kGuideLinePlies; ++i) {
        entry.line.push_back(moveToUci(pos, pv[i]));
        pos = pos.after(pv[i]);
    }
    return entry;
}

} // namespace chess960::engine
