#include "chess960/engine/eval.h"

#include "evalterms.h"

#include <algorithm>

namespace chess960::engine {

using detail::kingDistance;
using detail::S;

namespace {

constexpr int kPhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int kMaxPhase = 24;

// Mobility: bonus per reachable square beyond a typical count for the piece.
constexpr S kMobilityPerSquare[7] = {{}, {}, {5, 5}, {5, 5}, {3, 5}, {2, 3}, {}};
constexpr int kMobilityBase[7] = {0, 0, 4, 6, 6, 12, 0};

constexpr S kBishopPair{28, 52};
constexpr S kRookOpenFile{26, 8};
constexpr S kRookHalfOpenFile{12, 6};
constexpr S kOutpost[7] = {{}, {}, {24, 12}, {12, 6}, {}, {}, {}};
constexpr S kThreatByPawn{46, 40};
constexpr S kThreatByMinor{30, 26};
constexpr S kThreatByRook{28, 22};
constexpr S kHanging{22, 14};
constexpr S kTempo{16, 6};
// Chess960: the cost of a bishop walled in its corner by its own pawn, more when that pawn
// cannot move; a minor piece still on the back rank; a rook shut in by its own king.
constexpr S kCornerBishop{-28, -36};
constexpr S kCornerBishopBlocked{-44, -60};
constexpr S kUndevelopedMinor{-11, 0};
constexpr S kCastlingRight{9, 0};
constexpr S kTrappedRook{-38, -8};

// King danger weights per attacked zone square and per safe check.
constexpr int kZoneAttack[7] = {0, 0, 14, 10, 15, 22, 0};
constexpr int kSafeCheck[7] = {0, 0, 70, 45, 75, 55, 0};

struct Context {
    const Position& pos;
    Bitboard occupied;
    Bitboard attacked[2][7] = {}; // by colour and piece type; index 0 = all pieces
    Bitboard attacked2[2] = {};   // attacked at least twice
    Bitboard kingZone[2] = {0, 0};
    int zoneWeight[2] = {0, 0}; // danger accumulated against the king of that colour
    int zoneAttackers[2] = {0, 0};
    int nonPawn[2] = {0, 0}; // non-pawn material in middlegame units
    const Evaluator::PawnEntry* pawns = nullptr;
};

void addAttacks(Context& c, Color us, PieceType t, Bitboard att) {
    c.attacked2[us] |= c.attacked[us][0] & att;
    c.attacked[us][0] |= att;
    c.attacked[us][t] |= att;
}

template <Color Us>
S pieces(Context& c) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    S score;
    const Bitboard ours = pos.pieces(Us);
    const Bitboard theirPawnAttacks = c.pawns->attacks[Them];
    const Bitboard mobilityArea = ~(pos.pieces(Us, Pawn) | pos.pieces(Us, King) | theirPawnAttacks);
    for (PieceType t : {Knight, Bishop, Rook, Queen}) {
        Bitboard b = pos.pieces(Us, t);
        while (b) {
            Square s = popLsb(b);
            Square rel = relative(Us, s);
            score += detail::kMaterial[t] + detail::pst(t, rel);
            // Sliders see through their own queen (and rooks through rooks) for mobility.
            Bitboard occ = c.occupied;
            if (t == Bishop) occ ^= pos.pieces(Us, Queen);
            if (t == Rook) occ ^= pos.pieces(Us, Queen) | pos.pieces(Us, Rook);
            Bitboard att = attacks(t, s, occ);
            addAttacks(c, Us, t, att);
            int mob = popcount(att & mobilityArea);
            score += kMobilityPerSquare[t] * (mob - kMobilityBase[t]);
            if (att & c.kingZone[Them]) {
                c.zoneAttackers[Them]++;
                c.zoneWeight[Them] += kZoneAttack[t] * popcount(att & c.kingZone[Them]);
            }
            if (t == Knight || t == Bishop) {
                if (rankOf(rel) == 0) score += kUndevelopedMinor;
                bool safe = !(detail::passedSpan(Us, s) & detail::adjacentFiles(fileOf(s)) &
                              pos.pieces(Them, Pawn));
                if (safe && rankOf(rel) >= 3 && rankOf(rel) <= 5 &&
                    (pawnAttacks(Them, s) & pos.pieces(Us, Pawn)))
                    score += kOutpost[t];
            }
            if (t == Bishop) {
                // Cornered bishop: a1 (h1) with its own pawn on b2 (g2).
                if (rel == A1 || rel == H1) {
                    Square pawnSq = relative(Us, rel == A1 ? B2 : G2);
                    Square aheadSq = relative(Us, rel == A1 ? B3 : G3);
                    if (pos.pieceOn(pawnSq) == makePiece(Us, Pawn))
                        score +=
                            pos.pieceOn(aheadSq) != NoPiece ? kCornerBishopBlocked : kCornerBishop;
                }
            }
            if (t == Rook) {
                Bitboard file = fileBB(fileOf(s));
                if (!(file & pos.pieces(Us, Pawn)))
                    score += (file & pos.pieces(Them, Pawn)) ? kRookHalfOpenFile : kRookOpenFile;
                // A rook on the back rank behind its own uncastled king, with nowhere to go.
                Square k = pos.kingSquare(Us);
                if (mob <= 3 && rankOf(rel) == 0 && rankOf(relative(Us, k)) == 0 &&
                    !pos.castlingRights()) {
                    bool outside = (fileOf(k) >= 4 && fileOf(s) > fileOf(k)) ||
                                   (fileOf(k) <= 3 && fileOf(s) < fileOf(k));
                    if (outside) score += kTrappedRook;
                }
            }
            c.nonPawn[Us] += kPhaseWeight[t];
        }
    }
    (void)ours;
    return score;
}

// Pawn cover in front of a king on square k, in middlegame centipawns.
template <Color Us>
int shelter(const Position& pos, Square k) {
    constexpr Color Them = Us == White ? Black : White;
    int kf = std::clamp(fileOf(k), 1, 6);
    int kr = rankOf(relative(Us, k));
    int total = 0;
    for (int f = kf - 1; f <= kf + 1; ++f) {
        Bitboard file = fileBB(f);
        Bitboard own = pos.pieces(Us, Pawn) & file, enemy = pos.pieces(Them, Pawn) & file;
        int ownRank = 8, enemyRank = 8;
        for (Bitboard b = own; b;) {
            int r = rankOf(relative(Us, popLsb(b)));
            if (r > kr) ownRank = std::min(ownRank, r);
        }
        for (Bitboard b = enemy; b;) {
            int r = rankOf(relative(Us, popLsb(b)));
            if (r > kr) enemyRank = std::min(enemyRank, r);
        }
        // By distance from the king's rank: a pawn right in front shelters best.
        static constexpr int cover[8] = {0, 28, 18, 6, -4, -8, -8, -8};
        total += ownRank == 8 ? -24 : cover[std::min(ownRank - kr, 7)];
        if (f == fileOf(k) && ownRank == 8) total -= 12;
        // Storming enemy pawns, unless our pawn blocks them head on.
        if (enemyRank < 8 && enemyRank != ownRank + 1) {
            static constexpr int storm[8] = {0, -8, -28, -20, -10, -4, 0, 0};
            total += storm[std::min(enemyRank - kr, 7)];
        }
    }
    return total;
}

template <Color Us>
S king(Context& c) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    const Square k = pos.kingSquare(Us);
    S score = detail::pst(King, relative(Us, k));
    // In Chess960 the king may still castle to a better shelter: count the best of where
    // it stands and where each remaining castle would take it.
    int best = shelter<Us>(pos, k);
    for (CastleSide side : {CastleSide::HSide, CastleSide::ASide})
        if (pos.canCastle(Us, side)) {
            best = std::max(best, shelter<Us>(pos, castleKingTarget(Us, side)) - 8);
            score += kCastlingRight;
        }
    score.mg += best;

    if (c.zoneAttackers[Us] >= 2 || (c.zoneAttackers[Us] >= 1 && pos.pieces(Them, Queen))) {
        int danger = c.zoneWeight[Us] + 8 * c.zoneAttackers[Us] - best / 2;
        const Bitboard safe =
            ~pos.pieces(Them) &
            (~c.attacked[Us][0] | (c.attacked[Us][King] & ~c.attacked2[Us] & c.attacked2[Them]));
        const Bitboard rookChecks = rookAttacks(k, c.occupied) & safe;
        const Bitboard bishopChecks = bishopAttacks(k, c.occupied) & safe;
        if (knightAttacks(k) & safe & c.attacked[Them][Knight]) danger += kSafeCheck[Knight];
        if (bishopChecks & c.attacked[Them][Bishop]) danger += kSafeCheck[Bishop];
        if (rookChecks & c.attacked[Them][Rook]) danger += kSafeCheck[Rook];
        if ((rookChecks | bishopChecks) & c.attacked[Them][Queen]) danger += kSafeCheck[Queen];
        if (!pos.pieces(Them, Queen)) danger -= 60;
        if (danger > 0) score -= S{std::min(danger * danger / 700, 1200), danger / 6};
    }
    return score;
}

template <Color Us>
S threats(const Context& c) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    S score;
    const Bitboard theirPieces =
        pos.pieces(Them) & ~pos.pieces(Them, Pawn) & ~pos.pieces(Them, King);
    score += kThreatByPawn * popcount(c.pawns->attacks[Us] & theirPieces);
    const Bitboard majors = pos.pieces(Them, Rook) | pos.pieces(Them, Queen);
    score += kThreatByMinor * popcount((c.attacked[Us][Knight] | c.attacked[Us][Bishop]) & majors);
    score += kThreatByRook * popcount(c.attacked[Us][Rook] & pos.pieces(Them, Queen));
    score += kHanging * popcount(c.attacked[Us][0] & ~c.attacked[Them][0] & theirPieces);
    return score;
}

template <Color Us>
S passers(const Context& c) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? 8 : -8;
    const Position& pos = c.pos;
    S score;
    for (Bitboard b = c.pawns->passed[Us]; b;) {
        Square s = popLsb(b);
        int r = rankOf(relative(Us, s));
        Square stop = Square(s + Up);
        int weight = std::max(0, r - 2);
        if (weight) {
            score.eg += (kingDistance(pos.kingSquare(Them), stop) * 5 -
                         kingDistance(pos.kingSquare(Us), stop) * 2) *
                        weight;
            if (pos.pieceOn(stop) == NoPiece) {
                Bitboard path = detail::forwardFile(Us, s);
                bool free = !(path & (c.attacked[Them][0] | pos.pieces(Them)));
                score += S{weight * 2, weight * (free ? 10 : 4)};
            }
        }
        // Rule of the square when the defender has only king and pawns.
        if (c.nonPawn[Them] == 0) {
            Square promo = relative(Us, makeSquare(fileOf(s), 7));
            int toGo = 7 - std::max(r, 2) + (r == 1 ? 1 : 0);
            int kingGap =
                kingDistance(pos.kingSquare(Them), promo) - (pos.sideToMove() == Them ? 1 : 0);
            if (kingGap > toGo && !(detail::forwardFile(Us, s) & pos.pieces(Us))) score.eg += 350;
        }
    }
    return score;
}

// Drawish material: scale the endgame score of the stronger side (out of 64).
int endgameScale(const Position& pos, Color strong, const Context& c) {
    Color weak = ~strong;
    if (!pos.pieces(strong, Pawn)) {
        int diff = c.nonPawn[strong] - c.nonPawn[weak];
        if (c.nonPawn[strong] <= 1) return 0;
        if (diff <= 1) return c.nonPawn[strong] <= 3 ? 6 : 24;
    }
    const Bitboard bishops = pos.pieces(Bishop);
    if (c.nonPawn[White] == 1 && c.nonPawn[Black] == 1 && popcount(bishops) == 2 &&
        (bishops & kLightSquares) && (bishops & kDarkSquares))
        return 30;
    return 64;
}

} // namespace

int pieceValue(PieceType t) {
    static constexpr int values[7] = {0, 100, 320, 330, 500, 950, 10000};
    return values[t];
}

Evaluator::Evaluator() : pawns_(1 << 14) {}

void Evaluator::clear() {
    std::fill(pawns_.begin(), pawns_.end(), PawnEntry{});
}

int Evaluator::evaluate(const Position& pos) {
    Context c{pos, pos.pieces()};
    c.pawns = &pawnEntry(pos);
    for (Color col : {White, Black}) {
        Square k = pos.kingSquare(col);
        Bitboard zone = kingAttacks(k) | bb(k);
        zone |= col == White ? shift<8>(zone) : shift<-8>(zone);
        c.kingZone[col] = zone;
        addAttacks(c, col, King, kingAttacks(k));
        addAttacks(c, col, Pawn, c.pawns->attacks[col]);
    }
    S score{c.pawns->mg, c.pawns->eg};
    for (Bitboard b = pos.pieces(White, Pawn); b;) {
        Square s = popLsb(b);
        score += detail::kMaterial[Pawn] + detail::pst(Pawn, s);
    }
    for (Bitboard b = pos.pieces(Black, Pawn); b;) {
        Square s = popLsb(b);
        score -= detail::kMaterial[Pawn] + detail::pst(Pawn, relative(Black, s));
    }
    score += pieces<White>(c) - pieces<Black>(c);
    if (moreThanOne(pos.pieces(White, Bishop))) score += kBishopPair;
    if (moreThanOne(pos.pieces(Black, Bishop))) score -= kBishopPair;
    score += king<White>(c) - king<Black>(c);
    score += threats<White>(c) - threats<Black>(c);
    score += passers<White>(c) - passers<Black>(c);
    score += pos.sideToMove() == White ? kTempo : -kTempo;

    const int phase = std::min(c.nonPawn[White] + c.nonPawn[Black], kMaxPhase);
    Color strong = score.eg >= 0 ? White : Black;
    int eg = score.eg * endgameScale(pos, strong, c) / 64;

    // Bare king: drive it to the edge and bring our king close, so mates are found
    // without a deep search.
    if (!pos.pieces(Pawn) && (pos.pieces(~strong) == pos.pieces(~strong, King)) &&
        c.nonPawn[strong] >= 2) {
        Square lk = pos.kingSquare(~strong), wk = pos.kingSquare(strong);
        int edge = std::max(std::abs(2 * fileOf(lk) - 7), std::abs(2 * rankOf(lk) - 7));
        int bonus = 20 * edge + 10 * (7 - kingDistance(lk, wk));
        eg += strong == White ? bonus : -bonus;
    }
    int value = (score.mg * phase + eg * (kMaxPhase - phase)) / kMaxPhase;
    return pos.sideToMove() == White ? value : -value;
}

int evaluate(const Position& pos) {
    Evaluator e;
    return e.evaluate(pos);
}

} // namespace chess960::engine
