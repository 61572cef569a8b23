#include "see.h"

#include "chess960/engine/eval.h"

#include <algorithm>

namespace chess960::engine {

int see(const Position& pos, Move m) {
    if (m.kind() == Move::Castling) return 0;
    const Square from = m.from(), to = m.to();
    Bitboard occ = pos.pieces() ^ bb(from);
    int gain[40];
    int d = 0;
    if (m.kind() == Move::EnPassant) {
        occ ^= bb(Square(to + (pos.sideToMove() == White ? -8 : 8)));
        gain[0] = pieceValue(Pawn);
    } else {
        gain[0] = pieceValue(typeOf(pos.pieceOn(to)));
    }
    PieceType onTarget = typeOf(pos.pieceOn(from));
    if (m.kind() == Move::Promotion) {
        gain[0] += pieceValue(m.promotion()) - pieceValue(Pawn);
        onTarget = m.promotion();
    }
    const Bitboard diagonal = pos.pieces(Bishop) | pos.pieces(Queen);
    const Bitboard straight = pos.pieces(Rook) | pos.pieces(Queen);
    Bitboard attackers = pos.attackersTo(to, occ) & occ;
    Color side = ~pos.sideToMove();
    while (true) {
        Bitboard mine = attackers & pos.pieces(side);
        if (!mine) break;
        PieceType t = Pawn;
        Bitboard candidates = 0;
        for (; t <= King; t = PieceType(t + 1))
            if ((candidates = mine & pos.pieces(t))) break;
        // A king may only take last: if the other side still attacks, it cannot capture.
        if (t == King && (attackers & pos.pieces(~side))) break;
        ++d;
        gain[d] = pieceValue(onTarget) - gain[d - 1];
        occ ^= bb(lsb(candidates));
        // Removing a piece may uncover a slider behind it.
        if (t == Pawn || t == Bishop || t == Queen) attackers |= bishopAttacks(to, occ) & diagonal;
        if (t == Rook || t == Queen) attackers |= rookAttacks(to, occ) & straight;
        attackers &= occ;
        onTarget = t;
        side = ~side;
        if (d >= 38) break;
    }
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

} // namespace chess960::engine
