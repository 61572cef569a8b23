// Internal to the evaluation: the weights' pair type, pawn masks, and the tracer that records
// which weight each term of an evaluation came from (for the tuner; the engine evaluates with
// NoTrace, which compiles away).
#pragma once

#include "chess960/bitboard.h"
#include "chess960/engine/eval.h"
#include "chess960/engine/evalparams.h"
#include "chess960/types.h"

#include <array>
#include <vector>

namespace chess960::engine::detail {

using S = EvalPair;

/// Squares in front of s on its file, seen from c.
Bitboard forwardFile(Color c, Square s);
/// Squares where an enemy pawn would stop a pawn of c on s from being passed.
Bitboard passedSpan(Color c, Square s);
/// Files next to the file of s.
Bitboard adjacentFiles(int file);

constexpr int kingDistance(Square a, Square b) {
    int df = fileOf(a) - fileOf(b), dr = rankOf(a) - rankOf(b);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

template <Color C>
constexpr Bitboard pawnAttackSpan(Bitboard pawns) {
    return C == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

/// The engine's evaluation: records nothing.
struct NoTrace {
    static constexpr bool kOn = false;
};

/// Records an EvalTrace while an evaluation runs. Terms are given for the side they count
/// for; the trace holds White's count minus Black's.
class Tracer {
public:
    static constexpr bool kOn = true;
    Tracer(const EvalParams& params, EvalTrace& trace) : params_(params), trace(trace) {}

    /// The int index of a weight that is a member of params.
    int index(const int& weight) const { return int(&weight - paramInts(params_)); }
    /// n times a weight (a pair, or a middlegame-only int) for side c.
    void add(Color c, const int& weight, int n) {
        trace.terms.push_back({uint16_t(index(weight)), int16_t(c == White ? n : -n)});
    }
    /// n times a weight in the king danger of side c's king.
    void addDanger(Color c, const int& weight, double n) {
        danger[c].push_back({uint16_t(index(weight)), float(n)});
    }

    /// The shelter terms of the castle (or the king's square) that counted, per side.
    std::vector<EvalTrace::Term> shelter[2];
    std::vector<EvalTrace::DangerTerm> danger[2];

private:
    const EvalParams& params_;

public:
    EvalTrace& trace;
};

/// n times a pair weight for side c, recorded when tracing.
template <class Tr>
S use(Tr& tr, Color c, const S& weight, int n = 1) {
    if constexpr (Tr::kOn) tr.add(c, weight.mg, n);
    return weight * n;
}

/// The pawn structure of both sides into e (White's view).
template <class Tr>
void scorePawns(const EvalParams& P, Bitboard white, Bitboard black, Evaluator::PawnEntry& e,
                Tr& tr);

} // namespace chess960::engine::detail
