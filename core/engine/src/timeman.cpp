#include "chess960/engine/timeman.h"

#include <algorithm>

namespace chess960::engine {

TimeBudget computeTimeBudget(const Limits& limits, Color us, int fullmoveNumber) {
    if (limits.infinite) return {};
    if (limits.moveTimeMs > 0) {
        int64_t t = limits.moveTimeMs - std::min(limits.moveOverheadMs, limits.moveTimeMs / 4);
        t = std::max<int64_t>(t, 1);
        return {t, t};
    }
    const int64_t left = limits.timeLeftMs[us];
    if (left < 0) return {};
    const int64_t inc = std::max<int64_t>(limits.incrementMs[us], 0);
    // Sudden death: plan for a game that lasts a while longer, fewer moves as it goes on.
    int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 50)
                                         : std::max(20, 38 - fullmoveNumber / 4);
    const int64_t usable = std::max<int64_t>(left - limits.moveOverheadMs, 1);
    int64_t optimum = usable / movesToGo + inc * 3 / 4;
    const double share = movesToGo == 1 ? 0.85 : movesToGo <= 3 ? 0.5 : 0.3;
    int64_t maximum = std::min<int64_t>(int64_t(double(usable) * share) + inc / 2, optimum * 5);
    maximum = std::clamp<int64_t>(maximum, 1, usable);
    optimum = std::clamp<int64_t>(optimum, 1, maximum);
    return {optimum, maximum};
}

} // namespace chess960::engine
