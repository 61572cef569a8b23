// Searching games for a position: the games are kept as a start and two-byte moves (as a game
// index keeps them) and replayed move by move. Three kinds of match:
// - Exact: the same position (pieces, side to move, castling rights, en passant);
// - Pawns: the same pawn structure (each side's pawns on the same squares), any pieces;
// - Material: the same pieces of each kind and side (with `anyPawns`, pawns not counted):
//   "rook endings" are king and rook against king and rook, pawns any.
// A replay stops as soon as the game can no longer match: captures only take material away,
// and pawns never come back to a square they left.
//
// A material pattern (MaterialPattern) asks with ranges instead: for each side how many pawns,
// knights, bishops, rooks, queens and minor pieces (from-to), the bishops on squares of
// opposite or of the same colour, the sides either way round, and for how many plies in a row
// the pattern must hold (a position passed through in an exchange is not an ending).
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

/// \brief How many: from min to max, both included.
struct CountRange {
    int min = 0;
    int max = 16;
    bool contains(int n) const { return n >= min && n <= max; }
    bool operator==(const CountRange&) const = default;
};

struct MaterialPattern {
    enum class Bishops : uint8_t {
        Any,
        OppositeColours, ///< one bishop each, on squares of opposite colours
        SameColours      ///< one bishop each, on squares of the same colour
    };
    /// [side][Pawn - 1 .. Queen - 1]; side 0 is White, or with eitherColour one side
    std::array<std::array<CountRange, 5>, 2> pieces{};
    std::array<CountRange, 2> minors{}; ///< knights and bishops together, per side
    Bishops bishops = Bishops::Any;
    bool eitherColour = false; ///< the sides may be the other way round
    /// Positions in a row that must hold the pattern; a run that lasts to the game's end
    /// counts however short.
    int plies = 1;

    /// \brief The position's material exactly (pawns any with anyPawns; minor pieces as the
    /// knights and bishops say).
    static MaterialPattern of(const Position& pos, bool anyPawns);

    bool matches(const Position& pos) const;
    /// \brief False once no position after pos can match (the replay stops).
    bool stillPossible(const Position& pos) const;
    /// \brief The ply (0 = the start) at which the first run of `plies` matching positions
    /// begins (or a run that lasts to the end), -1 if none. A move that is not legal ends the
    /// replay.
    int firstMatch(const Position& start, std::span<const uint16_t> moves) const;
    bool operator==(const MaterialPattern&) const = default;

private:
    bool holds(const Position& pos, bool swap) const;
    bool possible(const Position& pos, bool swap) const;
};

/// \brief The endings players ask for by name; pawns are any in each.
enum class MaterialPreset {
    RookEndings,              ///< a rook or two each, no other piece
    PawnEndings,              ///< kings and pawns
    QueenEndings,             ///< a queen each, no other piece
    MinorPieceEndings,        ///< one or two minor pieces each, no rook or queen
    OppositeBishops,          ///< a bishop each on opposite colours, no other piece
    QueenAgainstRookAndMinor, ///< either side: a queen against a rook and a minor piece
    RookAgainstMinor,         ///< either side: a rook against a minor piece
    Count
};
MaterialPattern materialPreset(MaterialPreset preset);

} // namespace chess960
