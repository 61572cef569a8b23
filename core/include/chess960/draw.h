// End of game by rule: mate, stalemate, dead positions, repetition and the move-count rules.
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace chess960 {

/// \brief How a position ends the game by itself (no claim needed), or Ongoing.
enum class RuleOutcome {
    Ongoing,
    Checkmate,            ///< the side to move is mated
    Stalemate,            ///< the side to move has no move and is not in check
    InsufficientMaterial, ///< neither side can ever mate
    FivefoldRepetition,   ///< the position occurred for the fifth time
    SeventyFiveMoveRule,  ///< 75 moves each without a capture or pawn move
};

/// \brief True if c could still mate by some legal sequence, as far as material tells:
/// false for a bare king, a lone knight against nothing that could hem the king in, and
/// bishops that all stand on one colour with no pawns or knights anywhere.
bool canEverMate(const Position& pos, Color c);
/// \brief Neither side can mate: the game is drawn at once.
bool insufficientMaterial(const Position& pos);

/// \brief How often the last key of `keys` occurs in it. `keys` holds the Zobrist key of
/// every position of the game in order, the current one last.
int repetitionCount(std::span<const uint64_t> keys);

/// \brief The automatic outcome of the current position given its repetition count.
RuleOutcome ruleOutcome(const Position& pos, int repetitions);
/// \brief A draw the player to move may claim: threefold repetition.
inline bool canClaimThreefold(int repetitions) {
    return repetitions >= 3;
}
/// \brief A draw the player to move may claim: 50 moves each without capture or pawn move.
inline bool canClaimFiftyMoves(const Position& pos) {
    return pos.halfmoveClock() >= 100;
}

/// \brief "checkmate", "stalemate", "insufficient material", ...
std::string_view ruleOutcomeName(RuleOutcome o);

} // namespace chess960
