#include "chess960/movegen.h"

namespace chess960 {
namespace {

// Two sinks share one generator: one stores moves, the other only counts them, which lets
// perft count the last ply with a popcount per piece instead of writing every move.
struct ListSink {
    MoveList& list;
    void add(Move m) { list.push(m); }
    void addTargets(Square from, Bitboard targets) {
        while (targets) list.push(Move(from, popLsb(targets)));
    }
    void addPawnMoves(Bitboard targets, int delta) {
        while (targets) {
            Square to = popLsb(targets);
            list.push(Move(Square(to - delta), to));
        }
    }
    void addPromotions(Bitboard targets, int delta) {
        while (targets) {
            Square to = popLsb(targets);
            Square from = Square(to - delta);
            for (PieceType t : {Queen, Knight, Rook, Bishop})
                list.push(Move(from, to, Move::Promotion, t));
        }
    }
};

struct CountSink {
    int count = 0;
    void add(Move) { ++count; }
    void addTargets(Square, Bitboard targets) { count += popcount(targets); }
    void addPawnMoves(Bitboard targets, int) { count += popcount(targets); }
    void addPromotions(Bitboard targets, int) { count += 4 * popcount(targets); }
};

// Stops at the first move found.
struct AnySink {
    bool found = false;
    void add(Move) { found = true; }
    void addTargets(Square, Bitboard t) { found |= t != 0; }
    void addPawnMoves(Bitboard t, int) { found |= t != 0; }
    void addPromotions(Bitboard t, int) { found |= t != 0; }
};

bool attackedBy(const Position& pos, Color them, Square s, Bitboard occ) {
    return (knightAttacks(s) & pos.pieces(them, Knight)) ||
           (pawnAttacks(~them, s) & pos.pieces(them, Pawn)) ||
           (kingAttacks(s) & pos.pieces(them, King)) ||
           (rookAttacks(s, occ) & (pos.pieces(them, Rook) | pos.pieces(them, Queen))) ||
           (bishopAttacks(s, occ) & (pos.pieces(them, Bishop) | pos.pieces(them, Queen)));
}

bool epLegal(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    Square captured = Square(to + (us == White ? -8 : 8));
    Bitboard occ = (pos.pieces() ^ bb(from) ^ bb(captured)) | bb(to);
    Square k = pos.kingSquare(us);
    Bitboard them = pos.pieces(~us);
    return !((rookAttacks(k, occ) & them & (pos.pieces(Rook) | pos.pieces(Queen))) ||
             (bishopAttacks(k, occ) & them & (pos.pieces(Bishop) | pos.pieces(Queen))) ||
             (knightAttacks(k) & pos.pieces(~us, Knight)) ||
             (pawnAttacks(us, k) & pos.pieces(~us, Pawn) & ~bb(captured)));
}

template <Color Us, GenKind Kind, typename Sink>
void generatePawnMoves(const Position& pos, Sink& sink, Bitboard target, Bitboard pinned) {
    constexpr Color Them = Us == White ? Black : White;
    constexpr int Up = Us == White ? 8 : -8;
    [[maybe_unused]] constexpr int UpLeft = Us == White ? 7 : -9;  // towards the a-file
    [[maybe_unused]] constexpr int UpRight = Us == White ? 9 : -7; // towards the h-file
    constexpr Bitboard Rank7 = rankBB(Us == White ? 6 : 1);
    constexpr Bitboard Rank3 = rankBB(Us == White ? 2 : 5);

    const Bitboard occ = pos.pieces();
    const Bitboard enemies = pos.pieces(Them) & target;
    const Square k = pos.kingSquare(Us);
    Bitboard pawns = pos.pieces(Us, Pawn);
    // A pinned pawn may still move along its pin line: pushes along a file pin, captures
    // of the pinner along a diagonal. Those are few; handle them one by one.
    Bitboard free = pawns & ~pinned;
    Bitboard pinnedPawns = pawns & pinned;

    auto emit = [&](Bitboard movers, Bitboard lineMask) {
        Bitboard normal = movers & ~Rank7, promo = movers & Rank7;
        if constexpr (Kind != GenKind::Noisy) {
            Bitboard one = shift<Up>(normal) & ~occ;
            Bitboard two = shift<Up>(one & Rank3) & ~occ;
            sink.addPawnMoves(one & target & lineMask, Up);
            sink.addPawnMoves(two & target & lineMask, 2 * Up);
        }
        if constexpr (Kind != GenKind::Quiet) {
            sink.addPawnMoves(shift<UpLeft>(normal) & enemies & lineMask, UpLeft);
            sink.addPawnMoves(shift<UpRight>(normal) & enemies & lineMask, UpRight);
            if (promo) {
                sink.addPromotions(shift<Up>(promo) & ~occ & target & lineMask, Up);
                sink.addPromotions(shift<UpLeft>(promo) & enemies & lineMask, UpLeft);
                sink.addPromotions(shift<UpRight>(promo) & enemies & lineMask, UpRight);
            }
        }
    };
    emit(free, ~Bitboard(0));
    while (pinnedPawns) {
        Square s = popLsb(pinnedPawns);
        emit(bb(s), line(k, s));
    }
    if constexpr (Kind != GenKind::Quiet) {
        Square ep = pos.epSquare();
        if (ep != NoSquare) {
            Bitboard capturers = pawnAttacks(Them, ep) & pawns;
            while (capturers) {
                Square from = popLsb(capturers);
                if (epLegal(pos, from, ep)) sink.add(Move(from, ep, Move::EnPassant));
            }
        }
    }
}

template <Color Us, GenKind Kind, typename Sink>
void generate(const Position& pos, Sink& sink) {
    constexpr Color Them = Us == White ? Black : White;
    const Bitboard occ = pos.pieces();
    const Bitboard ours = pos.pieces(Us);
    const Bitboard theirs = pos.pieces(Them);
    const Square k = pos.kingSquare(Us);
    const Bitboard checkers = pos.checkers();

    Bitboard kingTargets = kingAttacks(k) & ~ours;
    if constexpr (Kind == GenKind::Noisy) kingTargets &= theirs;
    if constexpr (Kind == GenKind::Quiet) kingTargets &= ~theirs;
    const Bitboard occWithoutKing = occ ^ bb(k);
    while (kingTargets) {
        Square to = popLsb(kingTargets);
        if (!attackedBy(pos, Them, to, occWithoutKing)) sink.add(Move(k, to));
    }
    if (moreThanOne(checkers)) return;

    const Bitboard evasion = checkers ? between(k, lsb(checkers)) | checkers : ~ours;
    Bitboard target = evasion;
    if constexpr (Kind == GenKind::Noisy) target &= theirs;
    if constexpr (Kind == GenKind::Quiet) target &= ~theirs;
    const Bitboard pinned = pos.blockersForKing(Us) & ours;

    generatePawnMoves<Us, Kind>(pos, sink, evasion, pinned);

    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        Square from = popLsb(b);
        sink.addTargets(from, knightAttacks(from) & target);
    }
    for (Bitboard b = (pos.pieces(Us, Bishop) | pos.pieces(Us, Queen)); b;) {
        Square from = popLsb(b);
        Bitboard t = bishopAttacks(from, occ) & target;
        if (pinned & bb(from)) t &= line(k, from);
        sink.addTargets(from, t);
    }
    for (Bitboard b = (pos.pieces(Us, Rook) | pos.pieces(Us, Queen)); b;) {
        Square from = popLsb(b);
        Bitboard t = rookAttacks(from, occ) & target;
        if (pinned & bb(from)) t &= line(k, from);
        sink.addTargets(from, t);
    }

    if constexpr (Kind != GenKind::Noisy) {
        if (checkers) return;
        for (CastleSide side : {CastleSide::HSide, CastleSide::ASide}) {
            const int i = castleIndex(Us, side);
            if (!(pos.castlingRights() & (1 << i)) || (pos.castlingPath(i) & occ)) continue;
            const Square rook = pos.castlingRook(Us, side);
            // Attacks are judged with king and castling rook lifted off the board: a rook
            // that shields the king's target square does not shield it after the castle.
            const Bitboard occCastled = occ ^ bb(k) ^ bb(rook);
            bool safe = true;
            for (Bitboard path = pos.castlingKingPath(i); path && safe;)
                safe = !attackedBy(pos, Them, popLsb(path), occCastled);
            if (safe) sink.add(Move(k, rook, Move::Castling));
        }
    }
}

template <GenKind Kind, typename Sink>
void generateFor(const Position& pos, Sink& sink) {
    if (pos.sideToMove() == White)
        generate<White, Kind>(pos, sink);
    else
        generate<Black, Kind>(pos, sink);
}

} // namespace

void generateLegalMoves(const Position& pos, MoveList& list, GenKind kind) {
    list.clear();
    ListSink sink{list};
    switch (kind) {
    case GenKind::All: generateFor<GenKind::All>(pos, sink); break;
    case GenKind::Noisy: generateFor<GenKind::Noisy>(pos, sink); break;
    case GenKind::Quiet: generateFor<GenKind::Quiet>(pos, sink); break;
    }
}

int countLegalMoves(const Position& pos) {
    CountSink sink;
    generateFor<GenKind::All>(pos, sink);
    return sink.count;
}

bool hasLegalMove(const Position& pos) {
    // Out of check, a knight or a pawn that shields nothing from a slider moves freely: a
    // knight to any square not its side's, a pawn one step to an empty square. Most positions
    // are settled so, without generating a move.
    if (!pos.inCheck()) {
        const Color us = pos.sideToMove();
        const Bitboard own = pos.pieces(us);
        const Bitboard free = ~(pos.blockersForKing(us) & own);
        for (Bitboard knights = pos.pieces(us, Knight) & free; knights;)
            if (knightAttacks(popLsb(knights)) & ~own) return true;
        const Bitboard pawns = pos.pieces(us, Pawn) & free;
        if ((us == White ? pawns << 8 : pawns >> 8) & ~pos.pieces()) return true;
    }
    AnySink sink;
    generateFor<GenKind::All>(pos, sink);
    return sink.found;
}

} // namespace chess960
