// Searching games for a position: the games are kept as a start and two-byte moves (as a game
// index keeps them) and replayed move by move. Three kinds of match:
// - Exact: the same position (pieces, side to move, castling rights, en passant);
// - Pawns: the same pawn structure (each side's pawns on the same squares), any pieces;
// - Material: the same pieces of each kind and side (with `anyPawns`, pawns not counted):
//   "rook endings" are king and rook against king and rook, pawns any.
// A replay stops as soon as the game can no longer match: captures only take material away,
// and pawns never come back to a square they left.
#pragma once

#include "chess960/position.h"

#include <array>
#include <cstdint>
#include <span>

namespace chess960 {

enum class PositionMatch { Exact, Pawns, Material };

class PositionQuery {
public:
    /// \brief A query for positions like `target` in the way `kind` says.
    PositionQuery(PositionMatch kind, const Position& target, bool anyPawns = false);
    /// \brief Material given by counts: [colour][piece type] (the kings are always one each).
    static PositionQuery material(const std::array<std::array<int, 6>, 2>& counts, bool anyPawns);

    PositionMatch kind() const { return kind_; }
    /// \brief Whether pos matches.
    bool matches(const Position& pos) const;
    /// \brief False once no position after pos can match (the replay stops).
    bool stillPossible(const Position& pos) const;

    /// \brief The ply (0 = the start) at which a game first matches, -1 if it never does. A move
    /// that is not legal ends the replay.
    int firstMatch(const Position& start, std::span<const uint16_t> moves) const;

private:
    PositionQuery() = default;
    int count(const Position& pos, Color c, PieceType t) const;

    PositionMatch kind_ = PositionMatch::Exact;
    Position target_;
    uint64_t key_ = 0;
    Bitboard pawns_[2] = {0, 0};
    std::array<std::array<int, 6>, 2> counts_{};
    int total_ = 0;
    bool anyPawns_ = false;
};

} // namespace chess960
