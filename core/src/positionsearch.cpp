#include "chess960/positionsearch.h"

#include "chess960/bitboard.h"
#include "chess960/explorer.h"

namespace chess960 {

PositionQuery::PositionQuery(PositionMatch kind, const Position& target, bool anyPawns)
    : kind_(kind), target_(target), key_(target.key()), anyPawns_(anyPawns) {
    for (Color c : {White, Black}) {
        pawns_[c] = target.pieces(c, Pawn);
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            counts_[c][t - 1] = popcount(target.pieces(c, t));
    }
    total_ = popcount(target.pieces());
    if (anyPawns_) total_ -= popcount(target.pieces(Pawn));
}

PositionQuery PositionQuery::material(const std::array<std::array<int, 6>, 2>& counts,
                                      bool anyPawns) {
    PositionQuery q;
    q.kind_ = PositionMatch::Material;
    q.counts_ = counts;
    q.anyPawns_ = anyPawns;
    for (Color c : {White, Black}) {
        q.counts_[c][King - 1] = 1;
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            if (t != Pawn || !anyPawns) q.total_ += q.counts_[c][t - 1];
    }
    return q;
}

int PositionQuery::count(const Position& pos, Color c, PieceType t) const {
    return popcount(pos.pieces(c, t));
}

bool PositionQuery::matches(const Position& pos) const {
    switch (kind_) {
    case PositionMatch::Exact: return pos.key() == key_ && pos.samePosition(target_);
    case PositionMatch::Pawns:
        return pos.pieces(White, Pawn) == pawns_[White] && pos.pieces(Black, Pawn) == pawns_[Black];
    case PositionMatch::Material:
        for (Color c : {White, Black})
            for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
                if ((t != Pawn || !anyPawns_) && count(pos, c, t) != counts_[c][t - 1])
                    return false;
        return true;
    }
    return false;
}

bool PositionQuery::stillPossible(const Position& pos) const {
    // No move adds a pawn; a capture takes a piece for good (a promotion turns a pawn into a
    // piece, so pawns count as the pieces they may become).
    if (kind_ != PositionMatch::Material || !anyPawns_)
        for (Color c : {White, Black})
            if (count(pos, c, Pawn) < counts_[c][Pawn - 1]) return false;
    if (kind_ == PositionMatch::Pawns) return true;
    return popcount(pos.pieces()) >= total_;
}

int PositionQuery::firstMatch(const Position& start, std::span<const uint16_t> moves) const {
    Position pos = start;
    for (size_t ply = 0;; ++ply) {
        if (matches(pos)) return int(ply);
        if (ply == moves.size() || !stillPossible(pos)) return -1;
        const Move m = moveFromRaw(moves[ply]);
        if (!pos.isLegal(m)) return -1;
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
}

} // namespace chess960
