// Every weight of the handcrafted evaluation in one table, so that a tuner can fit them to
// game results and write them back as source. The engine evaluates with the compiled-in set;
// an Evaluator can be given another set (the tuner and the tests do).
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

namespace chess960::engine {

/// \brief A middlegame and an endgame value, blended by the game phase at the end.
struct EvalPair {
    int mg = 0, eg = 0;
    constexpr EvalPair operator+(EvalPair o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr EvalPair operator-(EvalPair o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr EvalPair operator-() const { return {-mg, -eg}; }
    constexpr EvalPair operator*(int k) const { return {mg * k, eg * k}; }
    constexpr EvalPair& operator+=(EvalPair o) { return *this = *this + o; }
    constexpr EvalPair& operator-=(EvalPair o) { return *this = *this - o; }
    constexpr bool operator==(const EvalPair&) const = default;
};

/// \brief The evaluation's weights. Only ints (an EvalPair is two), so the tuner can see the
/// set as one array of ints; the order of the members is the order of that array. Indexed by
/// piece type where a member has 7 entries; squares and ranks are seen from White (a1 = 0).
struct EvalParams {
    EvalPair material[7];
    EvalPair pst[7][64];
    // Mobility by the number of reachable squares not attacked by enemy pawns.
    EvalPair knightMobility[9];
    EvalPair bishopMobility[14];
    EvalPair rookMobility[15];
    EvalPair queenMobility[28];
    EvalPair bishopPair;
    EvalPair rookOpenFile;
    EvalPair rookHalfOpenFile;
    EvalPair knightOutpost;
    EvalPair bishopOutpost;
    EvalPair threatByPawn;
    EvalPair threatByMinor;
    EvalPair threatByRook;
    EvalPair hanging;
    EvalPair tempo;
    // Chess960: a bishop walled in its corner by its own pawn (blocked: that pawn cannot
    // move), a minor piece still on the back rank, a castling right kept, a rook shut in by
    // its own uncastled king.
    EvalPair cornerBishop;
    EvalPair cornerBishopBlocked;
    EvalPair undevelopedMinor;
    EvalPair castlingRight;
    EvalPair trappedRook;
    // Pawn structure; connected and passed by the pawn's rank seen from its side.
    EvalPair doubled;
    EvalPair isolated;
    EvalPair backward;
    EvalPair connected[8];
    EvalPair passed[8];
    // Passed pawns beyond the third rank, each times (rank - 2): king distances to the stop
    // square, a stop square that is empty (free: no enemy piece or attack on the path), and a
    // pawn the bare enemy king cannot catch.
    EvalPair passedEnemyKingDistance;
    EvalPair passedOwnKingDistance;
    EvalPair passedFree;
    EvalPair passedBlocked;
    EvalPair unstoppablePasser;
    // Pawn shelter before the king (middlegame only), per file of the three in front of it:
    // the own pawn by its distance from the king's rank, none at all, none on the king's
    // file; storming enemy pawns by their distance; a castle's shelter counts less.
    int shelterCover[8];
    int shelterMissing;
    int shelterOpenKingFile;
    int storm[8];
    int castleShelterDiscount;
    // King danger, a sum turned into mg -min(d*d / dangerMgDivisor, dangerMgCap) and
    // eg -d / dangerEgDivisor; the shelter takes away dangerShelter/64 of itself.
    int zoneAttack[7];
    int safeCheck[7];
    int dangerPerAttacker;
    int dangerNoQueen;
    int dangerShelter;
    int dangerMgDivisor;
    int dangerMgCap;
    int dangerEgDivisor;
    // Drawish material: the stronger side's endgame score is scaled by these (out of 64).
    int scaleOneMinor;
    int scaleSmallEdgeFewPieces;
    int scaleSmallEdge;
    int scaleOppositeBishops;
    // Bare king: drive it to the edge, bring the other king close.
    int mopUpEdge;
    int mopUpKingDistance;
};

static_assert(std::is_standard_layout_v<EvalParams> && sizeof(EvalParams) % sizeof(int) == 0);

/// \brief Number of ints in an EvalParams.
constexpr int kEvalParamCount = int(sizeof(EvalParams) / sizeof(int));

/// \brief The compiled-in weights the engine plays with.
const EvalParams& defaultEvalParams();

/// \brief The weights seen as an array of kEvalParamCount ints, in member order.
inline const int* paramInts(const EvalParams& p) {
    return reinterpret_cast<const int*>(&p);
}
inline int* paramInts(EvalParams& p) {
    return reinterpret_cast<int*>(&p);
}

/// \brief How one position's evaluation depends on the weights, for the tuner. With the
/// weights w as ints (paramInts), White's view of the score is
///   mg = sum(coef * w[i]) over the terms (for a pair, i is its mg and i + 1 its eg)
///        - dangerMg(White) + dangerMg(Black)
///   eg = likewise with the eg ints, times scale[strong] / 64, plus mopUp[strong]
///   value = (mg * phase + eg * (24 - phase)) / 24
/// where strong is White when eg >= 0, and dangerMg/Eg apply to the sum d of
/// dangerCoef * w over a king's danger terms when d > 0 and the king's danger is active.
struct EvalTrace {
    struct Term {
        uint16_t index = 0; ///< int index of the weight (the mg of a pair)
        int16_t coef = 0;   ///< White's count minus Black's
    };
    struct DangerTerm {
        uint16_t index = 0;
        float coef = 0;
    };
    std::vector<Term> terms;
    std::vector<DangerTerm> danger[2]; ///< against the king of each colour
    bool dangerActive[2] = {false, false};
    int phase = 0;
    int scale[2] = {64, 64}; ///< the endgame scale when White or Black is the stronger side
    int mopUp[2] = {0, 0};   ///< White's view, when White or Black is the stronger side
    void clear() { *this = EvalTrace{}; }
};

} // namespace chess960::engine
