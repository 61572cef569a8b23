// A position as a person sets it up (a board editor, a diagram from a book): the pieces where
// they were put, the rights and clocks as given, nothing checked yet. validateSetup() says every
// reason it cannot be played, with the squares concerned, and positionFromSetup() turns a valid
// one into a Position. The FEN reader refuses a position for the same rules (setup.cpp).
#pragma once

#include "chess960/bitboard.h"
#include "chess960/expected.h"
#include "chess960/position.h"
#include "chess960/types.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief A set-up that may be illegal: pieces, side to move, castling rights as the rook
/// squares that keep one (a square on rank 1 is White's right, on rank 8 Black's; squares on
/// other ranks give no right), the en-passant target square and the two clocks.
struct Setup {
    std::array<Piece, 64> board{};
    Color side = White;
    Bitboard castlingRooks = 0;
    Square epSquare = NoSquare;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;

    /// \brief The set-up of a position (its rights, its en-passant square and clocks).
    static Setup fromPosition(const Position& pos);
    /// \brief The squares holding piece p.
    Bitboard squaresOf(Piece p) const;
    bool operator==(const Setup&) const = default;
};

/// \brief One reason a set-up cannot be played: the error that words it and the squares it
/// is about, so that a board can mark them.
struct SetupProblem {
    Error error;
    Bitboard squares = 0;
};

/// \brief Every reason the set-up cannot be played, in the order the FEN reader meets them;
/// empty when the set-up is a legal position. Beyond what Position::fromFen refuses it also
/// names an impossible check (two checkers no single move can bring, such as two knights, or
/// two checkers on one line through the king), an en-passant square where no capture is
/// legal, and a check that cannot come from the double step the en-passant square tells of.
std::vector<SetupProblem> validateSetup(const Setup& setup);

/// \brief Reads a FEN into a set-up, checking only that it is written as a FEN (the errors
/// Position::fromFen gives for that); what the position breaks is for validateSetup. K/Q name
/// the outermost rook of that colour on that side of its king on the back rank and are left
/// out when there is none; a file letter keeps its square. The en-passant square is kept as
/// written.
Expected<Setup> setupFromFen(std::string_view fen);

/// \brief The position of a valid set-up, else the error of its first problem.
Expected<Position> positionFromSetup(const Setup& setup);

/// \brief The FEN of a set-up, written also when it is not valid: then each castling right
/// is a file letter unless X-FEN's K/Q clearly names it (an outermost rook on the king's rank).
std::string setupFen(const Setup& setup, FenStyle style = FenStyle::XFen);

} // namespace chess960
