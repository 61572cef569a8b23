// Castling analysis: everything a player (or a dialog) may want to know about one castle of
// one side in a position, including every reason it is not possible right now.
#pragma once

#include "chess960/expected.h"
#include "chess960/position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief The four physical forms of a Chess960 castle (seed rules, point a).
enum class CastleMethod {
    DoubleMove,    ///< king and rook both move to new squares
    Transposition, ///< king and rook swap squares
    KingMoveOnly,  ///< the rook already stands on its target; the king jumps over it
    RookMoveOnly,  ///< the king already stands on its target; the rook jumps over it
};

/// \brief Which piece goes first when the castle is made by hand (seed rules, point b):
/// the king first if it stands on the rook's target, the rook first if it stands on the
/// king's target, otherwise either. Single-piece and swap castles have their own values.
enum class CastleOrder { KingFirst, RookFirst, EitherFirst, KingOnly, RookOnly, Swap };

/// \brief One reason a castle cannot be made now.
struct CastleObstacle {
    enum Kind {
        RightLost,      ///< the king or that rook has moved (or the right is absent)
        KingInCheck,    ///< `from` holds a piece giving check
        SquareOccupied, ///< `square` holds `piece`, which is in the way
        SquareAttacked, ///< `square` is attacked by `piece` standing on `from`
    };
    Kind kind;
    Square square = NoSquare;
    Piece piece = NoPiece;
    Square from = NoSquare;
    bool operator==(const CastleObstacle&) const = default;
};

/// \brief Analysis of one castle (colour and side) in a position.
struct CastleAnalysis {
    Color color = White;
    CastleSide side = CastleSide::HSide;
    bool hasRight = false;
    Square kingFrom = NoSquare, kingTo = NoSquare;
    Square rookFrom = NoSquare, rookTo = NoSquare; ///< NoSquare when there is no right
    CastleMethod method = CastleMethod::DoubleMove;
    CastleOrder order = CastleOrder::EitherFirst;
    Bitboard mustBeEmpty = 0;       ///< squares other than king and rook that must be empty
    Bitboard mustNotBeAttacked = 0; ///< king's start, the squares it crosses, its target
    /// \brief Why the castle is impossible now, judged as if this colour were to move.
    std::vector<CastleObstacle> obstacles;
    /// \brief The castle as a move (king takes own rook); null when there is no right.
    Move move;

    bool possible() const { return obstacles.empty(); }
};

/// \brief Analyses the castle of colour c towards side s.
CastleAnalysis analyseCastle(const Position& pos, Color c, CastleSide s);

/// \brief The side of a castle move (king takes own rook) in pos, the position before it: the
/// side of the right whose rook stands on m.to(); a king taking an own rook that holds no right
/// goes towards the side that rook stands on.
CastleSide castleSideOf(const Position& pos, Move m);

/// \brief The castle that moving the piece on `from` to `to` tries to make, legal or not (the
/// right may even be lost); nullopt when the gesture is not a castling gesture. Both squares lie
/// on the mover's back rank, and an own rook stands on the castle's side of the king. The
/// gestures: the king onto the rook of a right, or onto an own rook of a side without a right;
/// such a rook onto its king; the king onto its castling target square; the rook onto its
/// castling target square when the king already stands on its own target, or at any time once
/// castling is `announced` (the rook's half of the castle). With a right only that right's rook
/// counts for its side, and the king onto a right's rook means that right's castle even where
/// the square is the other castle's king target.
std::optional<CastleSide> castleAttemptSide(const Position& pos, Square from, Square to,
                                            bool announced = false);

/// \brief "double-move", "transposition", "king-move-only", "rook-move-only".
std::string_view castleMethodName(CastleMethod m);
/// \brief One sentence on the order of the two pieces, e.g. "Move the king first: it
/// stands on the rook's target square."
std::string castleOrderText(const CastleAnalysis& a);
/// \brief One obstacle as an error part (ErrorCode::Castle*), for wording in any language.
ErrorPart castleObstaclePart(const CastleAnalysis& a, const CastleObstacle& o);
/// \brief One sentence per obstacle, e.g. "f1 is attacked by the black bishop on c4".
std::string castleObstacleText(const CastleAnalysis& a, const CastleObstacle& o);
/// \brief A multi-line description for people (used by the command-line tool).
std::string describeCastle(const CastleAnalysis& a);

} // namespace chess960
