// Static evaluation: tapered material and piece-square tables, mobility, pawn structure,
// king safety, threats, passed pawns, and the Chess960 terms (bishops walled in a corner,
// castling rights worth keeping, minor pieces still on the back rank).
#pragma once

#include "chess960/engine/evalparams.h"
#include "chess960/position.h"

#include <cstdint>
#include <vector>

namespace chess960::engine {

/// \brief Value of a piece type in centipawns, for exchange evaluation and move ordering.
int pieceValue(PieceType t);

/// \brief Evaluates positions, caching pawn-structure results between calls. One per
/// search; not shared between threads.
class Evaluator {
public:
    /// \brief Evaluates with params, which must outlive the evaluator.
    explicit Evaluator(const EvalParams& params = defaultEvalParams());
    /// \brief Score in centipawns from the side to move's point of view. Not meant for
    /// positions in check (the search never asks for those).
    int evaluate(const Position& pos);
    /// \brief The same score, and in trace how it depends on each weight (for the tuner;
    /// slower, and it bypasses the pawn cache).
    int evaluate(const Position& pos, EvalTrace& trace) const;
    /// \brief Forgets cached pawn structures.
    void clear();

    /// \brief A cached pawn-structure result (White's point of view).
    struct PawnEntry {
        Bitboard white = 0, black = 0;
        int mg = 0, eg = 0;
        Bitboard passed[2] = {0, 0};
        Bitboard attacks[2] = {0, 0};
    };

private:
    const PawnEntry& pawnEntry(const Position& pos);
    const EvalParams* params_;
    std::vector<PawnEntry> pawns_;
};

/// \brief One-off evaluation without a cache (for tools and tests).
int evaluate(const Position& pos);

} // namespace chess960::engine
