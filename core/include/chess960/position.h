// A chess position: bitboards plus a mailbox, side to move, castling rights kept as rook
// squares, en passant, the two move counters and a Zobrist key, with make/unmake.
#pragma once

#include "chess960/bitboard.h"
#include "chess960/expected.h"
#include "chess960/types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief How the castling field of a FEN is written. X-FEN writes KQkq for the outermost
/// rooks (so the classical start gives the standard FEN) and a file letter only for an inner
/// rook; Shredder-FEN always writes the rook's file letter.
enum class FenStyle { XFen, Shredder };

/// \brief Index of a castling right: White h-side, White a-side, Black h-side, Black a-side.
constexpr int castleIndex(Color c, CastleSide s) {
    return c * 2 + int(s);
}

/// \brief Where king and rook stand after a castle: a-side Kc/Rd, h-side Kg/Rf.
constexpr Square castleKingTarget(Color c, CastleSide s) {
    return relative(c, s == CastleSide::HSide ? G1 : C1);
}
constexpr Square castleRookTarget(Color c, CastleSide s) {
    return relative(c, s == CastleSide::HSide ? F1 : D1);
}

/// \brief Why a FEN's castling right cannot belong to its position.
enum class CastlingFault {
    KingOffBackRank,  ///< the king has left its back rank
    KingInCorner,     ///< the king stands in a corner, with no room for a rook beyond it
    NoRookOnBackRank, ///< no rook of that colour on the back rank at all
    NoRookOnSide,     ///< no rook of that colour on that side of the king (K, Q, k, q)
    NoRookOnFile,     ///< no rook of that colour on the file the letter names (A-H, a-h)
};

/// \brief A castling right that a FEN gives but its position cannot have, as data for the
/// reader to word: the letter as written, whose right it was and why it cannot be.
struct DroppedCastlingRight {
    char letter = '-';
    Color colour = White;
    CastlingFault fault = CastlingFault::NoRookOnBackRank;
    /// \brief The rook square the letter names (NoRookOnFile), else the king's square.
    Square square = NoSquare;
    /// \brief The side the right is for (NoRookOnSide; for the others the side of the
    /// letter when K/Q/k/q, else HSide).
    CastleSide side = CastleSide::HSide;
    bool operator==(const DroppedCastlingRight&) const = default;
};

class Position {
public:
    /// \brief What make() needs to restore for unmake().
    struct Undo {
        uint64_t key;
        Bitboard checkers;
        Piece captured;
        Square epSquare;
        uint8_t castling;
        uint16_t halfmoveClock;
    };

    /// \brief An empty board (no kings); only useful as a target for assignment.
    Position();

    /// \brief Parses and validates X-FEN or Shredder-FEN (also plain FEN). On failure the
    /// Error says what is wrong and at which character.
    static Expected<Position> fromFen(std::string_view fen);
    /// \brief Like fromFen, but a castling right the position cannot have (see CastlingFault)
    /// is dropped and listed in `dropped` instead of refusing the FEN, as other programs read
    /// "KQkq" on a board without those rooks. Every other fault is refused as by fromFen,
    /// among them a letter that is no castling right and a right given twice.
    static Expected<Position> fromFenLenient(std::string_view fen,
                                             std::vector<DroppedCastlingRight>& dropped);
    /// \brief The Chess960 start position with Scharnagl number 0..959 (518 = classical).
    static Position startPosition(int number);
    /// \brief The Double Fischer Random start with White's back rank from Scharnagl number
    /// whiteNumber and Black's from blackNumber (dfrcFen() in startpos.h); an empty Position
    /// when either is outside 0..959.
    static Position startPosition(int whiteNumber, int blackNumber);

    /// \brief FEN of this position (X-FEN by default).
    std::string fen(FenStyle style = FenStyle::XFen) const;
    /// \brief Only the castling field, in the given style ("-" when no right is left).
    std::string castlingField(FenStyle style) const;

    Piece pieceOn(Square s) const { return board_[s]; }
    Bitboard pieces() const { return byColor_[White] | byColor_[Black]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(PieceType t) const { return byType_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor_[c] & byType_[t]; }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }

    Color sideToMove() const { return side_; }
    /// \brief The en-passant target square, set only when an en-passant capture is legal.
    Square epSquare() const { return ep_; }
    int halfmoveClock() const { return halfmove_; }
    int fullmoveNumber() const { return fullmove_; }
    uint64_t key() const { return key_; }

    /// \brief Bit set of castling rights (bit castleIndex(c, side)).
    uint8_t castlingRights() const { return castling_; }
    bool canCastle(Color c, CastleSide s) const { return castling_ & (1 << castleIndex(c, s)); }
    /// \brief The rook square of a castling right, NoSquare when the right is gone.
    Square castlingRook(Color c, CastleSide s) const {
        return canCastle(c, s) ? castleRook_[castleIndex(c, s)] : NoSquare;
    }
    /// \brief Squares other than king and rook that must be empty for this castle.
    Bitboard castlingPath(int index) const { return castlePath_[index]; }
    /// \brief Squares the king stands on, crosses or lands on during this castle.
    Bitboard castlingKingPath(int index) const { return castleKingPath_[index]; }

    Bitboard checkers() const { return checkers_; }
    bool inCheck() const { return checkers_ != 0; }
    /// \brief Pieces of both colours that attack s, with the given occupancy.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    /// \brief Pieces that stand alone between a slider of `attackers` and the king of `c`.
    Bitboard blockersForKing(Color c) const;

    /// \brief Plays a legal move (from the legal move generator).
    void makeMove(Move m, Undo& undo);
    /// \brief Takes back the move that `undo` was filled by.
    void unmakeMove(Move m, const Undo& undo);
    /// \brief Passes the turn (for search pruning); never used while in check.
    void makeNullMove(Undo& undo);
    void unmakeNullMove(const Undo& undo);
    /// \brief The key the position will have after the legal move m, but for the en-passant
    /// square a double push may open: cheaper than making the move, and enough to look the
    /// position up ahead of it.
    uint64_t keyAfter(Move m) const;
    /// \brief A copy of this position with m played.
    Position after(Move m) const;
    /// \brief A copy with the other side to move and nothing else changed but the lost
    /// en-passant chance (a null move, also from check): the moves a side would make if the
    /// other passed, e.g. to read a move made ahead of its turn.
    Position withTurnPassed() const;

    /// \brief True if m is among the legal moves here.
    bool isLegal(Move m) const;
    /// \brief The piece a move captures (NoPiece for quiet moves and castles).
    Piece capturedPiece(Move m) const;
    /// \brief The Scharnagl number when this is a Chess960 start position, else -1 (also for
    /// a Double Fischer Random start whose two back ranks differ: see dfrcNumber()).
    int startPositionNumber() const;
    /// \brief The DFRC number 0..921599 (dfrcNumber() in startpos.h) when this is a Double
    /// Fischer Random start position, else -1. The 960 Chess960 starts are DFRC starts too and
    /// give their Scharnagl number. Like startPositionNumber(), the clocks are not looked at.
    int dfrcNumber() const;

    /// \brief Piece placement, side, castling rights and en-passant square are equal.
    bool samePosition(const Position& o) const;

    /// \brief Key recomputed from scratch; equals key() in a consistent position.
    uint64_t computeKey() const;

private:
    friend class PositionBuilder;

    // fromFen, or fromFenLenient when `dropped` is given.
    static Expected<Position> readFen(std::string_view fen,
                                      std::vector<DroppedCastlingRight>* dropped);
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void setCastlingRight(Color c, Square rookSquare);
    void updateEpSquare(Square candidate);
    bool epCaptureLegal(Square from, Square epTarget) const;

    Bitboard byType_[7] = {};
    Bitboard byColor_[2] = {};
    Bitboard checkers_ = 0;
    uint64_t key_ = 0;
    std::array<Piece, 64> board_{};
    Color side_ = White;
    Square ep_ = NoSquare;
    uint8_t castling_ = 0;
    uint16_t halfmove_ = 0;
    uint16_t fullmove_ = 1;
    // Castling geometry, fixed for the whole game once the rights are known.
    std::array<Square, 4> castleRook_{NoSquare, NoSquare, NoSquare, NoSquare};
    std::array<Bitboard, 4> castlePath_{};
    std::array<Bitboard, 4> castleKingPath_{};
    std::array<uint8_t, 64> rightsLost_{}; // rights cleared by a move from or to the square
};

namespace zobrist {
/// \brief Key parts: piece on square, castling-rights set, en-passant file, Black to move.
uint64_t piece(Piece p, Square s);
uint64_t castling(uint8_t rights);
uint64_t enPassant(int file);
uint64_t blackToMove();
} // namespace zobrist

} // namespace chess960
