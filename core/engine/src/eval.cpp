#include "chess960/engine/eval.h"

#include "evalterms.h"

#include <algorithm>

namespace chess960::engine {

using detail::kingDistance;
using detail::S;
using detail::use;

namespace {

constexpr int kPhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int kMaxPhase = 24;

struct Context {
    const EvalParams& P;
    const Position& pos;
    Bitboard occupied;
    Bitboard attacked[2][7] = {}; // by colour and piece type; index 0 = all pieces
    Bitboard attacked2[2] = {};   // attacked at least twice
    Bitboard kingZone[2] = {0, 0};
    int zoneWeight[2] = {0, 0}; // danger accumulated against the king of that colour
    int zoneAttackers[2] = {0, 0};
    int nonPawn[2] = {0, 0}; // non-pawn material in middlegame units
    const Evaluator::PawnEntry* pawns = nullptr;
    const EvalPair* mobility[7] = {};
};

void addAttacks(Context& c, Color us, PieceType t, Bitboard att) {
    c.attacked2[us] |= c.attacked[us][0] & att;
    c.attacked[us][0] |= att;
    c.attacked[us][t] |= att;
}

template <Color Us, class Tr>
S pieces(Context& c, Tr& tr) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    const EvalParams& P = c.P;
    S score;
    const Bitboard theirPawnAttacks = c.pawns->attacks[Them];
    const Bitboard mobilityArea = ~(pos.pieces(Us, Pawn) | pos.pieces(Us, King) | theirPawnAttacks);
    for (PieceType t : {Knight, Bishop, Rook, Queen}) {
        Bitboard b = pos.pieces(Us, t);
        while (b) {
            Square s = popLsb(b);
            Square rel = relative(Us, s);
            score += use(tr, Us, P.material[t]) + use(tr, Us, P.pst[t][rel]);
            // Sliders see through their own queen (and rooks through rooks) for mobility.
            Bitboard occ = c.occupied;
            if (t == Bishop) occ ^= pos.pieces(Us, Queen);
            if (t == Rook) occ ^= pos.pieces(Us, Queen) | pos.pieces(Us, Rook);
            Bitboard att = attacks(t, s, occ);
            addAttacks(c, Us, t, att);
            int mob = popcount(att & mobilityArea);
            score += use(tr, Us, c.mobility[t][mob]);
            if (att & c.kingZone[Them]) {
                c.zoneAttackers[Them]++;
                int n = popcount(att & c.kingZone[Them]);
                c.zoneWeight[Them] += P.zoneAttack[t] * n;
                if constexpr (Tr::kOn) tr.addDanger(Them, P.zoneAttack[t], n);
            }
            if (t == Knight || t == Bishop) {
                if (rankOf(rel) == 0) score += use(tr, Us, P.undevelopedMinor);
                bool safe = !(detail::passedSpan(Us, s) & detail::adjacentFiles(fileOf(s)) &
                              pos.pieces(Them, Pawn));
                if (safe && rankOf(rel) >= 3 && rankOf(rel) <= 5 &&
                    (pawnAttacks(Them, s) & pos.pieces(Us, Pawn)))
                    score += use(tr, Us, t == Knight ? P.knightOutpost : P.bishopOutpost);
            }
            if (t == Bishop) {
                // Cornered bishop: a1 (h1) with its own pawn on b2 (g2).
                if (rel == A1 || rel == H1) {
                    Square pawnSq = relative(Us, rel == A1 ? B2 : G2);
                    Square aheadSq = relative(Us, rel == A1 ? B3 : G3);
                    if (pos.pieceOn(pawnSq) == makePiece(Us, Pawn))
                        score += use(tr, Us,
                                     pos.pieceOn(aheadSq) != NoPiece ? P.cornerBishopBlocked
                                                                     : P.cornerBishop);
                }
            }
            if (t == Rook) {
                Bitboard file = fileBB(fileOf(s));
                if (!(file & pos.pieces(Us, Pawn)))
                    score +=
                        use(tr, Us,
                            (file & pos.pieces(Them, Pawn)) ? P.rookHalfOpenFile : P.rookOpenFile);
                // A rook on the back rank behind its own uncastled king, with nowhere to go.
                Square k = pos.kingSquare(Us);
                if (mob <= 3 && rankOf(rel) == 0 && rankOf(relative(Us, k)) == 0 &&
                    !pos.castlingRights()) {
                    bool outside = (fileOf(k) >= 4 && fileOf(s) > fileOf(k)) ||
                                   (fileOf(k) <= 3 && fileOf(s) < fileOf(k));
                    if (outside) score += use(tr, Us, P.trappedRook);
                }
            }
            c.nonPawn[Us] += kPhaseWeight[t];
        }
    }
    return score;
}

// Pawn cover in front of a king on square k, in middlegame centipawns. When tracing, the
// weights it used go to terms (for the side whose king it is).
template <Color Us, class Tr>
int shelter(const EvalParams& P, const Position& pos, Square k, Tr& tr,
            std::vector<EvalTrace::Term>& terms) {
    constexpr Color Them = Us == White ? Black : White;
    int kf = std::clamp(fileOf(k), 1, 6);
    int kr = rankOf(relative(Us, k));
    int total = 0;
    auto add = [&](const int& weight) {
        total += weight;
        if constexpr (Tr::kOn) terms.push_back({uint16_t(tr.index(weight)), 1});
    };
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
        add(ownRank == 8 ? P.shelterMissing : P.shelterCover[std::min(ownRank - kr, 7)]);
        if (f == fileOf(k) && ownRank == 8) add(P.shelterOpenKingFile);
        // Storming enemy pawns, unless our pawn blocks them head on.
        if (enemyRank < 8 && enemyRank != ownRank + 1) add(P.storm[std::min(enemyRank - kr, 7)]);
    }
    return total;
}

template <Color Us, class Tr>
S king(Context& c, Tr& tr) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    const EvalParams& P = c.P;
    const Square k = pos.kingSquare(Us);
    S score = use(tr, Us, P.pst[King][relative(Us, k)]);
    // In Chess960 the king may still castle to a better shelter: count the best of where
    // it stands and where each remaining castle would take it.
    std::vector<EvalTrace::Term> scratch;
    std::vector<EvalTrace::Term>* chosen = nullptr;
    if constexpr (Tr::kOn) chosen = &tr.shelter[Us];
    int best = shelter<Us>(P, pos, k, tr, Tr::kOn ? *chosen : scratch);
    for (CastleSide side : {CastleSide::HSide, CastleSide::ASide})
        if (pos.canCastle(Us, side)) {
            if constexpr (Tr::kOn) scratch.clear();
            int there = shelter<Us>(P, pos, castleKingTarget(Us, side), tr, scratch) +
                        P.castleShelterDiscount;
            if (there > best) {
                best = there;
                if constexpr (Tr::kOn) {
                    *chosen = scratch;
                    chosen->push_back({uint16_t(tr.index(P.castleShelterDiscount)), 1});
                }
            }
            score += use(tr, Us, P.castlingRight);
        }
    score.mg += best;
    if constexpr (Tr::kOn)
        for (const EvalTrace::Term& t : *chosen) tr.add(Us, paramInts(P)[t.index], t.coef);

    if (c.zoneAttackers[Us] >= 2 || (c.zoneAttackers[Us] >= 1 && pos.pieces(Them, Queen))) {
        int danger = c.zoneWeight[Us] + P.dangerPerAttacker * c.zoneAttackers[Us] -
                     best * P.dangerShelter / 64;
        const Bitboard safe =
            ~pos.pieces(Them) &
            (~c.attacked[Us][0] | (c.attacked[Us][King] & ~c.attacked2[Us] & c.attacked2[Them]));
        const Bitboard rookChecks = rookAttacks(k, c.occupied) & safe;
        const Bitboard bishopChecks = bishopAttacks(k, c.occupied) & safe;
        auto check = [&](PieceType t) {
            danger += P.safeCheck[t];
            if constexpr (Tr::kOn) tr.addDanger(Us, P.safeCheck[t], 1);
        };
        if (knightAttacks(k) & safe & c.attacked[Them][Knight]) check(Knight);
        if (bishopChecks & c.attacked[Them][Bishop]) check(Bishop);
        if (rookChecks & c.attacked[Them][Rook]) check(Rook);
        if ((rookChecks | bishopChecks) & c.attacked[Them][Queen]) check(Queen);
        if (!pos.pieces(Them, Queen)) danger += P.dangerNoQueen;
        if constexpr (Tr::kOn) {
            tr.trace.dangerActive[Us] = true;
            tr.addDanger(Us, P.dangerPerAttacker, c.zoneAttackers[Us]);
            if (!pos.pieces(Them, Queen)) tr.addDanger(Us, P.dangerNoQueen, 1);
            for (const EvalTrace::Term& t : *chosen)
                tr.addDanger(Us, paramInts(P)[t.index], -t.coef * P.dangerShelter / 64.0);
        }
        if (danger > 0)
            score -= S{std::min(danger * danger / P.dangerMgDivisor, P.dangerMgCap),
                       danger / P.dangerEgDivisor};
    }
    return score;
}

template <Color Us, class Tr>
S threats(const Context& c, Tr& tr) {
    constexpr Color Them = Us == White ? Black : White;
    const Position& pos = c.pos;
    const EvalParams& P = c.P;
    const Bitboard theirPieces =
        pos.pieces(Them) & ~pos.pieces(Them, Pawn) & ~pos.pieces(Them, King);
    const Bitboard majors = pos.pieces(Them, Rook) | pos.pieces(Them, Queen);
    return use(tr, Us, P.threatByPawn, popcount(c.pawns->attacks[Us] & theirPieces)) +
           use(tr, Us, P.threatByMinor,
               popcount((c.attacked[Us][Knight] | c.attacked[Us][Bishop]) & majors)) +
           use(tr, Us, P.threatByRook, popcount(c.attacked[Us][Rook] & pos.pieces(Them, Queen))) +
           use(tr, Us, P.hanging, popcount(c.attacked[Us][0] & ~c.attacked[Them][0] & theirPieces));
}

template <Color Us, class Tr>
S passers(const Context& c, Tr& tr) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? 8 : -8;
    const Position& pos = c.pos;
    const EvalParams& P = c.P;
    S score;
    for (Bitboard b = c.pawns->passed[Us]; b;) {
        Square s = popLsb(b);
        int r = rankOf(relative(Us, s));
        Square stop = Square(s + Up);
        int weight = std::max(0, r - 2);
        if (weight) {
            score += use(tr, Us, P.passedEnemyKingDistance,
                         kingDistance(pos.kingSquare(Them), stop) * weight);
            score += use(tr, Us, P.passedOwnKingDistance,
                         kingDistance(pos.kingSquare(Us), stop) * weight);
            if (pos.pieceOn(stop) == NoPiece) {
                Bitboard path = detail::forwardFile(Us, s);
                bool free = !(path & (c.attacked[Them][0] | pos.pieces(Them)));
                score += use(tr, Us, free ? P.passedFree : P.passedBlocked, weight);
            }
        }
        // Rule of the square when the defender has only king and pawns.
        if (c.nonPawn[Them] == 0) {
            Square promo = relative(Us, makeSquare(fileOf(s), 7));
            int toGo = 7 - std::max(r, 2) + (r == 1 ? 1 : 0);
            int kingGap =
                kingDistance(pos.kingSquare(Them), promo) - (pos.sideToMove() == Them ? 1 : 0);
            if (kingGap > toGo && !(detail::forwardFile(Us, s) & pos.pieces(Us)))
                score += use(tr, Us, P.unstoppablePasser);
        }
    }
    return score;
}

// Drawish material: scale the endgame score of the stronger side (out of 64).
int endgameScale(const Context& c, Color strong) {
    const Position& pos = c.pos;
    const EvalParams& P = c.P;
    Color weak = ~strong;
    if (!pos.pieces(strong, Pawn)) {
        int diff = c.nonPawn[strong] - c.nonPawn[weak];
        if (c.nonPawn[strong] <= 1) return P.scaleOneMinor;
        if (diff <= 1) return c.nonPawn[strong] <= 3 ? P.scaleSmallEdgeFewPieces : P.scaleSmallEdge;
    }
    const Bitboard bishops = pos.pieces(Bishop);
    if (c.nonPawn[White] == 1 && c.nonPawn[Black] == 1 && popcount(bishops) == 2 &&
        (bishops & kLightSquares) && (bishops & kDarkSquares))
        return P.scaleOppositeBishops;
    return 64;
}

// Bare king: drive it to the edge and bring our king close, so mates are found without a
// deep search. White's view.
int mopUp(const Context& c, Color strong) {
    const Position& pos = c.pos;
    if (pos.pieces(Pawn) || pos.pieces(~strong) != pos.pieces(~strong, King) ||
        c.nonPawn[strong] < 2)
        return 0;
    Square lk = pos.kingSquare(~strong), wk = pos.kingSquare(strong);
    int edge = std::max(std::abs(2 * fileOf(lk) - 7), std::abs(2 * rankOf(lk) - 7));
    int bonus = c.P.mopUpEdge * edge + c.P.mopUpKingDistance * (7 - kingDistance(lk, wk));
    return strong == White ? bonus : -bonus;
}

template <class Tr>
int evaluateWith(const EvalParams& P, const Position& pos, const Evaluator::PawnEntry& pawns,
                 Tr& tr) {
    Context c{P, pos, pos.pieces()};
    c.pawns = &pawns;
    c.mobility[Knight] = P.knightMobility;
    c.mobility[Bishop] = P.bishopMobility;
    c.mobility[Rook] = P.rookMobility;
    c.mobility[Queen] = P.queenMobility;
    for (Color col : {White, Black}) {
        Square k = pos.kingSquare(col);
        Bitboard zone = kingAttacks(k) | bb(k);
        zone |= col == White ? shift<8>(zone) : shift<-8>(zone);
        c.kingZone[col] = zone;
        addAttacks(c, col, King, kingAttacks(k));
        addAttacks(c, col, Pawn, pawns.attacks[col]);
    }
    S score{pawns.mg, pawns.eg};
    for (Bitboard b = pos.pieces(White, Pawn); b;) {
        Square s = popLsb(b);
        score += use(tr, White, P.material[Pawn]) + use(tr, White, P.pst[Pawn][s]);
    }
    for (Bitboard b = pos.pieces(Black, Pawn); b;) {
        Square s = popLsb(b);
        score -= use(tr, Black, P.material[Pawn]) + use(tr, Black, P.pst[Pawn][relative(Black, s)]);
    }
    score += pieces<White>(c, tr) - pieces<Black>(c, tr);
    if (moreThanOne(pos.pieces(White, Bishop))) score += use(tr, White, P.bishopPair);
    if (moreThanOne(pos.pieces(Black, Bishop))) score -= use(tr, Black, P.bishopPair);
    score += king<White>(c, tr) - king<Black>(c, tr);
    score += threats<White>(c, tr) - threats<Black>(c, tr);
    score += passers<White>(c, tr) - passers<Black>(c, tr);
    Color stm = pos.sideToMove();
    score += stm == White ? use(tr, White, P.tempo) : -use(tr, Black, P.tempo);

    const int phase = std::min(c.nonPawn[White] + c.nonPawn[Black], kMaxPhase);
    Color strong = score.eg >= 0 ? White : Black;
    int eg = score.eg * endgameScale(c, strong) / 64 + mopUp(c, strong);
    if constexpr (Tr::kOn) {
        tr.trace.phase = phase;
        for (Color col : {White, Black}) {
            tr.trace.scale[col] = endgameScale(c, col);
            tr.trace.mopUp[col] = mopUp(c, col);
        }
    }
    int value = (score.mg * phase + eg * (kMaxPhase - phase)) / kMaxPhase;
    return stm == White ? value : -value;
}

} // namespace

int pieceValue(PieceType t) {
    static constexpr int values[7] = {0, 100, 320, 330, 500, 950, 10000};
    return values[t];
}

Evaluator::Evaluator(const EvalParams& params) : params_(&params), pawns_(1 << 14) {}

void Evaluator::clear() {
    std::fill(pawns_.begin(), pawns_.end(), PawnEntry{});
}

int Evaluator::evaluate(const Position& pos) {
    detail::NoTrace none;
    return evaluateWith(*params_, pos, pawnEntry(pos), none);
}

int Evaluator::evaluate(const Position& pos, EvalTrace& trace) const {
    trace.clear();
    detail::Tracer tr(*params_, trace);
    PawnEntry pawns;
    detail::scorePawns(*params_, pos.pieces(White, Pawn), pos.pieces(Black, Pawn), pawns, tr);
    int value = evaluateWith(*params_, pos, pawns, tr);
    for (Color col : {White, Black})
        if (trace.dangerActive[col]) trace.danger[col] = tr.danger[col];
    // One term per weight: White's and Black's uses of a weight largely cancel.
    auto& terms = trace.terms;
    std::sort(terms.begin(), terms.end(),
              [](const EvalTrace::Term& a, const EvalTrace::Term& b) { return a.index < b.index; });
    size_t out = 0;
    for (size_t i = 0; i < terms.size();) {
        int sum = 0;
        size_t j = i;
        for (; j < terms.size() && terms[j].index == terms[i].index; ++j) sum += terms[j].coef;
        if (sum) terms[out++] = {terms[i].index, int16_t(sum)};
        i = j;
    }
    terms.resize(out);
    return value;
}

int evaluate(const Position& pos) {
    Evaluator e;
    return e.evaluate(pos);
}

} // namespace chess960::engine
