#include "chess960/review/explain.h"

#include "reviewlines.h"

#include <cstdio>
#include <cstdlib>

namespace chess960::review {

ScoreReading readScore(int scoreForSideToMove, Color sideToMove) {
    const int white = sideToMove == White ? scoreForSideToMove : -scoreForSideToMove;
    ScoreReading r;
    if (isMateScore(white)) {
        // Plies to the mate count the same for the mating and the mated side to move.
        const int plies = kMate - std::abs(white);
        if (plies == 0) {
            r.kind = ScoreReading::Mated;
            r.side = white > 0 ? Black : White;
        } else {
            r.kind = ScoreReading::MatesIn;
            r.side = white > 0 ? White : Black;
            r.moves = (plies + 1) / 2;
        }
        return r;
    }
    char number[16];
    std::snprintf(number, sizeof number, "%+.1f", white / 100.0);
    if (std::abs(white) < 5) std::snprintf(number, sizeof number, "0.0");
    r.pawns = number;
    const int size = std::abs(white);
    r.side = white > 0 ? White : Black;
    r.kind = size < 30    ? ScoreReading::Equal
             : size < 90  ? ScoreReading::SlightlyBetter
             : size < 250 ? ScoreReading::Better
                          : ScoreReading::Winning;
    if (r.kind == ScoreReading::Equal) r.side = White;
    return r;
}

std::string explainScore(const ScoreReading& r) {
    const std::string side = r.side == White ? "White" : "Black";
    switch (r.kind) {
    case ScoreReading::Mated: return side + " is mated";
    case ScoreReading::MatesIn: return side + " mates in " + std::to_string(r.moves);
    case ScoreReading::Equal: return r.pawns + ", the position is equal";
    case ScoreReading::SlightlyBetter: return r.pawns + ", " + side + " is slightly better";
    case ScoreReading::Better: return r.pawns + ", " + side + " is better";
    case ScoreReading::Winning: return r.pawns + ", " + side + " is winning";
    }
    return {};
}

std::string explainScore(int scoreForSideToMove, Color sideToMove) {
    return explainScore(readScore(scoreForSideToMove, sideToMove));
}

} // namespace chess960::review
