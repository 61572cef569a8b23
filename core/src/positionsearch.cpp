#include "chess960/positionsearch.h"

#include "chess960/bitboard.h"
#include "chess960/explorer.h"

#include <algorithm>

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

namespace {

int countOf(const Position& pos, Color c, PieceType t) {
    return popcount(pos.pieces(c, t));
}

// 0 for a dark square (a1), 1 for a light one.
int squareColour(Square s) {
    return ((s >> 3) + (s & 7)) & 1;
}

} // namespace

MaterialPattern MaterialPattern::of(const Position& pos, bool anyPawns) {
    MaterialPattern q;
    for (Color c : {White, Black})
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen}) {
            const int n = countOf(pos, c, t);
            if (t != Pawn || !anyPawns) q.pieces[c][t - 1] = {n, n};
        }
    return q;
}

bool MaterialPattern::holds(const Position& pos, bool swap) const {
    Bitboard sideBishops[2] = {0, 0};
    for (int side = 0; side < 2; ++side) {
        const Color c = Color(swap ? 1 - side : side);
        const auto& want = pieces[size_t(side)];
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
            if (!want[t - 1].contains(countOf(pos, c, t))) return false;
        if (!minors[size_t(side)].contains(countOf(pos, c, Knight) + countOf(pos, c, Bishop)))
            return false;
        sideBishops[side] = pos.pieces(c, Bishop);
    }
    if (bishops == Bishops::Any) return true;
    if (popcount(sideBishops[0]) != 1 || popcount(sideBishops[1]) != 1) return false;
    const bool same = squareColour(lsb(sideBishops[0])) == squareColour(lsb(sideBishops[1]));
    return same == (bishops == Bishops::SameColours);
}

bool MaterialPattern::matches(const Position& pos) const {
    return holds(pos, false) || (eitherColour && holds(pos, true));
}

bool MaterialPattern::possible(const Position& pos, bool swap) const {
    // No move adds a pawn or a side's piece; a promotion turns a pawn into a piece, so a
    // side's pieces of one kind and its pawns together never grow.
    for (int side = 0; side < 2; ++side) {
        const Color c = Color(swap ? 1 - side : side);
        const auto& want = pieces[size_t(side)];
        const int pawns = countOf(pos, c, Pawn);
        if (pawns < want[Pawn - 1].min) return false;
        int least = want[Pawn - 1].min;
        for (PieceType t : {Knight, Bishop, Rook, Queen}) {
            int needed = want[t - 1].min;
            if (t == Bishop && bishops != Bishops::Any) needed = std::max(needed, 1);
            if (countOf(pos, c, t) + pawns < needed) return false;
            least += t == Knight || t == Bishop ? 0 : needed;
        }
        const int minorsNeeded =
            std::max({minors[size_t(side)].min,
                      want[Knight - 1].min + want[Bishop - 1].min +
                          (bishops != Bishops::Any && want[Bishop - 1].min == 0 ? 1 : 0)});
        const int minorsNow = countOf(pos, c, Knight) + countOf(pos, c, Bishop);
        if (minorsNow + pawns < minorsNeeded) return false;
        least += minorsNeeded;
        if (popcount(pos.pieces(c)) - 1 < least) return false;
    }
    return true;
}

bool MaterialPattern::stillPossible(const Position& pos) const {
    return possible(pos, false) || (eitherColour && possible(pos, true));
}

int MaterialPattern::firstMatch(const Position& start, std::span<const uint16_t> moves) const {
    Position pos = start;
    int run = -1;
    for (size_t ply = 0;; ++ply) {
        if (matches(pos)) {
            if (run < 0) run = int(ply);
            if (int(ply) - run + 1 >= plies) return run;
        } else {
            run = -1;
            if (!stillPossible(pos)) return -1;
        }
        if (ply == moves.size()) return run; // held to the end
        const Move m = moveFromRaw(moves[ply]);
        if (!pos.isLegal(m)) return -1;
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
}

MaterialPattern materialPreset(MaterialPreset preset) {
    MaterialPattern q;
    // Pawns any; every other piece none unless said.
    for (auto& side : q.pieces)
        for (PieceType t : {Knight, Bishop, Rook, Queen}) side[t - 1] = {0, 0};
    const auto both = [&q](PieceType t, CountRange r) {
        q.pieces[White][t - 1] = q.pieces[Black][t - 1] = r;
    };
    const auto minorsEach = [&q](int side, CountRange r) {
        q.pieces[size_t(side)][Knight - 1] = q.pieces[size_t(side)][Bishop - 1] = {0, r.max};
        q.minors[size_t(side)] = r;
    };
    switch (preset) {
    case MaterialPreset::RookEndings: both(Rook, {1, 2}); break;
    case MaterialPreset::PawnEndings: break;
    case MaterialPreset::QueenEndings: both(Queen, {1, 1}); break;
    case MaterialPreset::MinorPieceEndings:
        minorsEach(White, {1, 2});
        minorsEach(Black, {1, 2});
        break;
    case MaterialPreset::OppositeBishops:
        both(Bishop, {1, 1});
        q.bishops = MaterialPattern::Bishops::OppositeColours;
        break;
    case MaterialPreset::QueenAgainstRookAndMinor:
        q.pieces[White][Queen - 1] = {1, 1};
        q.pieces[Black][Rook - 1] = {1, 1};
        minorsEach(Black, {1, 1});
        q.eitherColour = true;
        break;
    case MaterialPreset::RookAgainstMinor:
        q.pieces[White][Rook - 1] = {1, 1};
        minorsEach(Black, {1, 1});
        q.eitherColour = true;
        break;
    case MaterialPreset::Count: break;
    }
    return q;
}

} // namespace chess960
