// What an electronic board's pieces say about the game: a move read from the pieces lifted and
// placed (not only from where they end), a castle made in the order the rules forbid, a board
// that has gone back to an earlier position of the game, a start position set up (either side
// of the board towards White), or the squares on which board and game differ. Pure and
// Qt-free: the pieces come in as square updates or whole boards from any protocol (dgt.h,
// millennium.h); the clock that says "the board has been still for a moment" is the caller's.
//
// Castling follows the rule documents: four methods (two moves, the pieces changing places, the
// king alone, the rook alone); the king first when it stands on its rook's target square, the
// rook first when it stands on the king's; otherwise either order. The order is judged by which
// piece first arrived on its target square since the board last agreed with the game.
#pragma once

#include "chess960/castling.h"
#include "chess960/position.h"

#include <array>
#include <optional>
#include <vector>

namespace chess960::eboard {

/// \brief What stands on each square, by Square (a1 = 0); NoPiece for an empty square.
using Placement = std::array<Piece, 64>;

/// \brief The pieces of a position.
Placement placementOf(const Position& pos);
/// \brief The board seen from its other side (a1 <-> h8): a board with White at the far end.
Placement turned(const Placement& p);
/// \brief How many pieces stand on the board.
int pieceCount(const Placement& p);

/// \brief The board as a legal position with `toMove` to move, or failing that the other side
/// (a side not to move may not be in check), with every castling right its kings and rooks
/// still allow (as "KQkq" is read); nullopt when the pieces make no legal position.
std::optional<Position> positionOf(const Placement& board, Color toMove);

/// \brief One square on which the board and the game differ.
struct SquareDifference {
    Square square = NoSquare;
    Piece want = NoPiece; ///< what the game has there
    Piece have = NoPiece; ///< what stands on the board
    bool operator==(const SquareDifference&) const = default;
};
/// \brief Every square on which `have` differs from `want`, a1 to h8.
std::vector<SquareDifference> differences(const Placement& want, const Placement& have);
/// \brief The squares of those differences.
Bitboard squaresOf(const std::vector<SquareDifference>& ds);

/// \brief A start position standing on the board.
struct StartSetUp {
    int white = -1;      ///< White's Scharnagl number (0..959)
    int black = -1;      ///< Black's: the same as White's, or another for Double Fischer Random
    bool turned = false; ///< White's pieces stand at the board's far side (ranks 7 and 8)
    bool operator==(const StartSetUp&) const = default;
};
/// \brief The start position (Chess960 or a Double Fischer Random pair) standing on the board,
/// read with White at either side; nullopt when the board holds anything else.
std::optional<StartSetUp> recognizeStart(const Placement& board);

/// \brief What the board says now.
struct Reading {
    enum class Kind {
        Agrees,          ///< the board shows the game's position
        Move,            ///< the board shows the position after `move`, a legal move
        WrongOrder,      ///< `move` is a castle whose pieces came in the forbidden order
        PromotionPiece,  ///< a pawn reached the last rank as `move`, but the piece placed
                         ///< there is a pawn: which piece it becomes must be asked
        EarlierPosition, ///< the board shows the game's position `pliesBack` plies ago
        Differs,         ///< none of these: see `differences` (with the game's position)
    };
    Kind kind = Kind::Agrees;
    Move move;
    /// \brief For Move: the position after `move` is also the first half of a legal castle
    /// (king b1-c1 before the rook a1-d1), so the move may be taken only once the board has
    /// been still for a moment.
    bool settle = false;
    /// \brief For WrongOrder: the castle, its order and squares (castleOrderText words it).
    CastleAnalysis castle;
    int pliesBack = 0;
    /// \brief Every kind but Agrees: the squares that differ from the game's position (for a
    /// move not taken, what must be put back).
    std::vector<SquareDifference> differences;
    /// \brief The board shows a start position (set whatever the kind).
    std::optional<StartSetUp> start;
};

/// \brief Reads moves from the board's square updates against the game's position.
class MoveReader {
public:
    /// \brief The position the board must reach, and the positions of the game before it
    /// (oldest first) to recognise a board put back to one of them. Forgets the pieces'
    /// movements seen so far.
    void setPosition(const Position& pos, std::vector<Placement> earlier = {});
    const Position& position() const { return pos_; }

    /// \brief A whole board from the board (a dump or a status), in the board's own squares.
    /// Squares that changed are taken as changed at the same moment, in no known order. A
    /// board turned round (White's pieces at its far side) is recognised when it shows a start
    /// position or the game's position that way and not the other.
    void setBoard(const Placement& board);
    /// \brief One square of the board (in the board's own squares) now holds `piece`
    /// (NoPiece: the piece was lifted).
    void setSquare(Square boardSquare, Piece piece);

    /// \brief White's pieces stand at the board's far side.
    bool isTurned() const { return turned_; }
    void setTurned(bool turned);

    /// \brief What stands on the board, in the game's squares (turned round if need be).
    const Placement& board() const { return board_; }
    /// \brief What the board says now.
    Reading reading() const;

private:
    struct Arrival {
        Square square;
        Piece piece;
        int stamp;
    };
    void noteChange(Square s, Piece p);
    bool orderBroken(const CastleAnalysis& a) const;

    Position pos_;
    Placement want_{};
    std::vector<Placement> earlier_;
    Placement board_{}; ///< in the game's squares
    Placement raw_{};   ///< in the board's squares
    bool haveBoard_ = false;
    bool turned_ = false;
    std::vector<Arrival> arrivals_; ///< pieces placed since the board last agreed
    int stamp_ = 0;
};

} // namespace chess960::eboard
