#include "chess960/types.h"

namespace chess960 {

std::string squareName(Square s) {
    if (s >= NoSquare) return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return NoSquare;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

char pieceLetter(Piece p) {
    static constexpr char kLetters[] = " PNBRQK  pnbrqk ";
    return kLetters[p & 15];
}

Piece pieceFromLetter(char c) {
    switch (c) {
    case 'P': return WPawn;
    case 'N': return WKnight;
    case 'B': return WBishop;
    case 'R': return WRook;
    case 'Q': return WQueen;
    case 'K': return WKing;
    case 'p': return BPawn;
    case 'n': return BKnight;
    case 'b': return BBishop;
    case 'r': return BRook;
    case 'q': return BQueen;
    case 'k': return BKing;
    default: return NoPiece;
    }
}

std::string_view pieceTypeName(PieceType t) {
    static constexpr std::string_view kNames[] = {"",     "pawn",  "knight", "bishop",
                                                  "rook", "queen", "king"};
    return t <= King ? kNames[t] : "";
}

} // namespace chess960
