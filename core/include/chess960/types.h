// Basic chess types shared by the whole core: squares, colours, pieces, moves.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace chess960 {

/// \brief Side to move / owner of a piece.
enum Color : uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

/// \brief Kind of piece without colour. NoPieceType marks an empty square.
enum PieceType : uint8_t { NoPieceType = 0, Pawn, Knight, Bishop, Rook, Queen, King };

/// \brief A coloured piece: colour * 8 + type; NoPiece is an empty square.
// clang-format off
enum Piece : uint8_t {
    NoPiece = 0,
    WPawn = 1, WKnight, WBishop, WRook, WQueen, WKing,
    BPawn = 9, BKnight, BBishop, BRook, BQueen, BKing,
};
// clang-format on
constexpr Piece makePiece(Color c, PieceType t) {
    return Piece((c << 3) | t);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 7);
}
constexpr Color colorOf(Piece p) {
    return Color(p >> 3);
}

/// \brief Squares a1 = 0 .. h8 = 63, file-major within a rank.
// clang-format off
enum Square : uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare = 64
};
// clang-format on
constexpr Square makeSquare(int file, int rank) {
    return Square(rank * 8 + file);
}
constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
/// \brief The square seen from White's side: flips the rank for Black.
constexpr Square relative(Color c, Square s) {
    return Square(s ^ (c * 56));
}
/// \brief The back rank (0 for White, 7 for Black).
constexpr int backRank(Color c) {
    return c == White ? 0 : 7;
}
constexpr bool isLightSquare(Square s) {
    return ((fileOf(s) + rankOf(s)) & 1) != 0;
}

/// \brief "e4" for E4; "-" for NoSquare.
std::string squareName(Square s);
/// \brief Parses "e4"; NoSquare when the text is not a square name.
Square parseSquare(std::string_view text);

/// \brief Letter of a piece as in FEN: "KQRBNP" for White, lower case for Black.
char pieceLetter(Piece p);
/// \brief Parses a FEN piece letter; NoPiece when it is not one.
Piece pieceFromLetter(char c);
/// \brief English name of a piece type ("knight").
std::string_view pieceTypeName(PieceType t);

/// \brief The side of the king a castle is made towards: the a-file side (O-O-O) or
/// the h-file side (O-O).
enum class CastleSide : uint8_t { HSide = 0, ASide = 1 };

/// \brief A move in 16 bits. A castle is encoded as the king moving onto its own rook's
/// square, whatever the geometry: that keeps one code path for all 960 start positions.
class Move {
public:
    enum Kind : uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promo = Knight)
        : data_(uint16_t(from | (to << 6) | ((promo - Knight) << 12) | (kind << 14))) {}

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr Kind kind() const { return Kind(data_ >> 14); }
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool isNull() const { return data_ == 0; }
    constexpr uint16_t raw() const { return data_; }
    constexpr bool operator==(const Move&) const = default;

private:
    uint16_t data_ = 0;
};

} // namespace chess960
