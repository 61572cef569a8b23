#include "chess960/engine/explain.h"

#include "chess960/engine/score.h"

#include <cstdio>
#include <cstdlib>

namespace chess960::engine {

std::string explainScore(int scoreForSideToMove, Color sideToMove) {
    const int white = sideToMove == White ? scoreForSideToMove : -scoreForSideToMove;
    if (isMateScore(white)) {
        // Plies to the mate count the same for the mating and the mated side to move.
        const int plies = kMate - std::abs(white);
        const char* who = white > 0 ? "White" : "Black";
        if (plies == 0) return std::string(white > 0 ? "Black" : "White") + " is mated";
        return std::string(who) + " mates in " + std::to_string((plies + 1) / 2);
    }
    char number[16];
    std::snprintf(number, sizeof number, "%+.1f", white / 100.0);
    if (std::abs(white) < 5) std::snprintf(number, sizeof number, "0.0");
    const int size = std::abs(white);
    const char* side = white > 0 ? "White" : "Black";
    std::string words;
    if (size < 30)
        words = "the position is equal";
    else if (size < 90)
        words = std::string(side) + " is slightly better";
    else if (size < 250)
        words = std::string(side) + " is better";
    else
        words = std::string(side) + " is winning";
    return std::string(number) + ", " + words;
}

} // namespace chess960::engine
