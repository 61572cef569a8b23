#include "board/movewords.h"

#include "board/moveinput.h"
#include "chess960/draw.h"

#include <QCoreApplication>

namespace chess960::ui {
namespace {

// The translation context of these words (lupdate reads MoveWords::tr).
struct MoveWords {
    Q_DECLARE_TR_FUNCTIONS(MoveWords)
};

QString square(Square s) {
    return QString::fromStdString(squareName(s));
}

// The piece that moves, as the first word of a sentence.
QString moverName(PieceType t) {
    switch (t) {
    case Pawn: return MoveWords::tr("Pawn");
    case Knight: return MoveWords::tr("Knight");
    case Bishop: return MoveWords::tr("Bishop");
    case Rook: return MoveWords::tr("Rook");
    case Queen: return MoveWords::tr("Queen");
    case King: return MoveWords::tr("King");
    default: return {};
    }
}

QString promotedTo(PieceType t) {
    switch (t) {
    case Knight: return MoveWords::tr("%1, promotes to a knight");
    case Bishop: return MoveWords::tr("%1, promotes to a bishop");
    case Rook: return MoveWords::tr("%1, promotes to a rook");
    default: return MoveWords::tr("%1, promotes to a queen");
    }
}

QString castleWords(Color c, CastleSide side) {
    if (c == White)
        return side == CastleSide::HSide ? MoveWords::tr("White castles h-side")
                                         : MoveWords::tr("White castles a-side");
    return side == CastleSide::HSide ? MoveWords::tr("Black castles h-side")
                                     : MoveWords::tr("Black castles a-side");
}

} // namespace

QString pieceInWords(Piece p) {
    switch (p) {
    case WPawn: return MoveWords::tr("white pawn");
    case WKnight: return MoveWords::tr("white knight");
    case WBishop: return MoveWords::tr("white bishop");
    case WRook: return MoveWords::tr("white rook");
    case WQueen: return MoveWords::tr("white queen");
    case WKing: return MoveWords::tr("white king");
    case BPawn: return MoveWords::tr("black pawn");
    case BKnight: return MoveWords::tr("black knight");
    case BBishop: return MoveWords::tr("black bishop");
    case BRook: return MoveWords::tr("black rook");
    case BQueen: return MoveWords::tr("black queen");
    case BKing: return MoveWords::tr("black king");
    default: return MoveWords::tr("empty");
    }
}

QString squareInWords(Square s, Piece p) {
    return MoveWords::tr("%1, %2", "square, piece").arg(square(s), pieceInWords(p));
}

QString moveInWords(const Position& before, Move m) {
    if (m.isNull() || !before.isLegal(m)) return {};
    const Color us = before.sideToMove();
    QString words;
    if (m.kind() == Move::Castling) {
        words = castleWords(us, chess960::castleSideOf(before, m));
    } else {
        const QString mover = moverName(typeOf(before.pieceOn(m.from())));
        if (m.kind() == Move::EnPassant)
            words = MoveWords::tr("%1 takes %2 en passant").arg(mover, square(m.to()));
        else if (before.capturedPiece(m) != NoPiece)
            words = MoveWords::tr("%1 takes %2").arg(mover, square(m.to()));
        else
            words = MoveWords::tr("%1 %2", "piece, square").arg(mover, square(m.to()));
        if (m.kind() == Move::Promotion) words = promotedTo(m.promotion()).arg(words);
    }
    const Position after = before.after(m);
    switch (ruleOutcome(after, 1)) {
    case RuleOutcome::Checkmate: return MoveWords::tr("%1, checkmate").arg(words);
    case RuleOutcome::Stalemate: return MoveWords::tr("%1, stalemate").arg(words);
    default: break;
    }
    return after.inCheck() ? MoveWords::tr("%1, check").arg(words) : words;
}

} // namespace chess960::ui
