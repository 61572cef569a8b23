#include "chess960/draw.h"

#include "chess960/movegen.h"

namespace chess960 {

bool canEverMate(const Position& pos, Color c) {
    const Bitboard own = pos.pieces(c);
    if (own & (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen))) return true;
    const Bitboard knights = own & pos.pieces(Knight), bishops = own & pos.pieces(Bishop);
    if (!knights && !bishops) return false;
    if (knights && !bishops && !moreThanOne(knights)) {
        // A lone knight mates only with the defender's own men boxing its king in; a queen
        // cannot box without also guarding the knight's checking square.
        const Bitboard helpers = pos.pieces(~c) & ~pos.pieces(King) & ~pos.pieces(Queen);
        return helpers != 0;
    }
    if (bishops && !knights) {
        const Bitboard all = pos.pieces(Bishop);
        const bool oneColour = !(all & kLightSquares) || !(all & kDarkSquares);
        // Bishops of one colour never attack the other colour, so a king on it is safe
        // unless some pawn or knight can take part.
        return !(oneColour && !pos.pieces(Pawn) && !pos.pieces(Knight));
    }
    return true;
}

bool insufficientMaterial(const Position& pos) {
    return !canEverMate(pos, White) && !canEverMate(pos, Black);
}

int repetitionCount(std::span<const uint64_t> keys) {
    if (keys.empty()) return 0;
    const uint64_t current = keys.back();
    int n = 0;
    for (uint64_t k : keys) n += k == current;
    return n;
}

RuleOutcome ruleOutcome(const Position& pos, int repetitions) {
    // Mate ends the game even on the move that completes 75 moves or a fifth repetition.
    if (!hasLegalMove(pos)) return pos.inCheck() ? RuleOutcome::Checkmate : RuleOutcome::Stalemate;
    if (insufficientMaterial(pos)) return RuleOutcome::InsufficientMaterial;
    if (repetitions >= 5) return RuleOutcome::FivefoldRepetition;
    if (pos.halfmoveClock() >= 150) return RuleOutcome::SeventyFiveMoveRule;
    return RuleOutcome::Ongoing;
}

std::string_view ruleOutcomeName(RuleOutcome o) {
    switch (o) {
    case RuleOutcome::Ongoing: return "game in progress";
    case RuleOutcome::Checkmate: return "checkmate";
    case RuleOutcome::Stalemate: return "stalemate";
    case RuleOutcome::InsufficientMaterial: return "insufficient material";
    case RuleOutcome::FivefoldRepetition: return "fivefold repetition";
    case RuleOutcome::SeventyFiveMoveRule: return "75-move rule";
    }
    return "";
}

} // namespace chess960
