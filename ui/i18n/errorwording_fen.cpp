// The wording of FEN errors.
#include "i18n/errorwording_p.h"

namespace chess960::ui::wording {

QString fenText(ErrorCode code, const Args& a) {
    switch (code) {
    case ErrorCode::FenEmpty: return ErrorWording::tr("The FEN is empty");
    case ErrorCode::FenFieldMissing:
        switch (a.number(0)) {
        case 1: return ErrorWording::tr("The FEN has 1 field: the side to move field is missing");
        case 2:
            return ErrorWording::tr("The FEN has 2 fields: the castling rights field is missing");
        default:
            return ErrorWording::tr("The FEN has 3 fields: the en-passant square field is missing");
        }
    case ErrorCode::FenTooManyFields:
        return ErrorWording::tr(
                   "The FEN has %1 fields; at most 6 are allowed (placement, side, castling, "
                   "en passant, half-move clock, move number)")
            .arg(a[0]);
    case ErrorCode::FenRankWrongLength:
        return a.number(1) == 1
                   ? ErrorWording::tr("Piece placement: rank %1 has 1 square instead of 8")
                         .arg(a[0])
                   : ErrorWording::tr("Piece placement: rank %1 has %2 squares instead of 8")
                         .arg(a[0], a[1]);
    case ErrorCode::FenTooManyRanks: return ErrorWording::tr("Piece placement: more than 8 ranks");
    case ErrorCode::FenTwoDigits:
        return ErrorWording::tr(
                   "Piece placement: two digits in a row on rank %1 (write one digit for a run "
                   "of empty squares)")
            .arg(a[0]);
    case ErrorCode::FenRankTooLong:
        return ErrorWording::tr("Piece placement: rank %1 has more than 8 squares").arg(a[0]);
    case ErrorCode::FenBadPieceLetter:
        return ErrorWording::tr(
                   "Piece placement: '%1' is not a piece letter (use KQRBNP for White, kqrbnp "
                   "for Black, digits 1-8 for empty squares)")
            .arg(a[0]);
    case ErrorCode::FenTooFewRanks:
        return a.number(0) == 1
                   ? ErrorWording::tr("Piece placement: 1 rank found, 8 expected")
                   : ErrorWording::tr("Piece placement: %1 ranks found, 8 expected").arg(a[0]);
    case ErrorCode::FenBadSideToMove:
        return ErrorWording::tr("Side to move must be 'w' or 'b', not '%1'").arg(a[0]);
    case ErrorCode::FenKingCount:
        if (a.number(1) == 0)
            return a.white(0) ? ErrorWording::tr("White has no king; there must be exactly one")
                              : ErrorWording::tr("Black has no king; there must be exactly one");
        return (a.white(0) ? ErrorWording::tr("White has %1 kings; there must be exactly one")
                           : ErrorWording::tr("Black has %1 kings; there must be exactly one"))
            .arg(a[1]);
    case ErrorCode::FenPawnOnEdgeRank:
        return ErrorWording::tr("A pawn stands on %1: pawns can never be on the first or last rank")
            .arg(a[0]);
    case ErrorCode::FenTooManyPawns:
        return (a.white(0) ? ErrorWording::tr("White has %1 pawns; at most 8 are possible")
                           : ErrorWording::tr("Black has %1 pawns; at most 8 are possible"))
            .arg(a[1]);
    case ErrorCode::FenTooManyPieces:
        return (a.white(0)
                    ? ErrorWording::tr("White has %1 more pieces than the starting set but only %2 "
                                       "missing pawns that could have promoted")
                    : ErrorWording::tr("Black has %1 more pieces than the starting set but only %2 "
                                       "missing pawns that could have promoted"))
            .arg(a[1], a[2]);
    case ErrorCode::FenWaitingKingInCheck:
        return (a.white(0) ? ErrorWording::tr(
                                 "White's king on %1 is in check from %2, but it is Black's move")
                           : ErrorWording::tr(
                                 "Black's king on %1 is in check from %2, but it is White's move"))
            .arg(a[1], a[2]);
    case ErrorCode::FenTooManyCheckers:
        return (a.white(0) ? ErrorWording::tr(
                                 "White's king is attacked by %1 pieces at once, which no legal "
                                 "move can produce")
                           : ErrorWording::tr(
                                 "Black's king is attacked by %1 pieces at once, which no legal "
                                 "move can produce"))
            .arg(a[1]);
    case ErrorCode::FenCastlingBadLetter:
        return ErrorWording::tr(
                   "Castling rights: '%1' is not allowed (use K, Q, k, q, file letters A-H / "
                   "a-h, or '-')")
            .arg(a[0]);
    case ErrorCode::FenCastlingKingMoved:
        return (a.white(1) ? ErrorWording::tr(
                                 "Castling rights: '%1' but the white king is on %2, not on its "
                                 "back rank, so it has moved")
                           : ErrorWording::tr(
                                 "Castling rights: '%1' but the black king is on %2, not on its "
                                 "back rank, so it has moved"))
            .arg(a[0], a[2]);
    case ErrorCode::FenCastlingNoRookOnSide: {
        const QString text =
            a.white(1)
                ? (a.hSide(2)
                       ? ErrorWording::tr("Castling rights: '%1' but White has no rook on the "
                                          "h-side of its king on %2")
                       : ErrorWording::tr("Castling rights: '%1' but White has no rook on the "
                                          "a-side of its king on %2"))
                : (a.hSide(2)
                       ? ErrorWording::tr("Castling rights: '%1' but Black has no rook on the "
                                          "h-side of its king on %2")
                       : ErrorWording::tr("Castling rights: '%1' but Black has no rook on the "
                                          "a-side of its king on %2"));
        return text.arg(a[0], a[3]);
    }
    case ErrorCode::FenCastlingNoRookOnSquare:
        return (a.white(1)
                    ? ErrorWording::tr("Castling rights: '%1' but there is no white rook on %2")
                    : ErrorWording::tr("Castling rights: '%1' but there is no black rook on %2"))
            .arg(a[0], a[2]);
    case ErrorCode::FenCastlingKingInCorner:
        return (a.white(0) ? ErrorWording::tr(
                                 "Castling rights: the white king on %1 is in a corner, so it "
                                 "cannot have castling rights")
                           : ErrorWording::tr(
                                 "Castling rights: the black king on %1 is in a corner, so it "
                                 "cannot have castling rights"))
            .arg(a[1]);
    case ErrorCode::FenCastlingRepeated: {
        const QString text =
            a.white(1)
                ? (a.hSide(2) ? ErrorWording::tr(
                                    "Castling rights: two h-side rights for White ('%1' repeats "
                                    "one)")
                              : ErrorWording::tr(
                                    "Castling rights: two a-side rights for White ('%1' repeats "
                                    "one)"))
                : (a.hSide(2) ? ErrorWording::tr(
                                    "Castling rights: two h-side rights for Black ('%1' repeats "
                                    "one)")
                              : ErrorWording::tr(
                                    "Castling rights: two a-side rights for Black ('%1' repeats "
                                    "one)"));
        return text.arg(a[0]);
    }
    case ErrorCode::FenEpNotASquare:
        return ErrorWording::tr("En-passant square '%1' is not a square name").arg(a[0]);
    case ErrorCode::FenEpWrongRank:
        return (a.white(2) ? ErrorWording::tr(
                                 "En-passant square %1 must be on rank %2 when White is to move")
                           : ErrorWording::tr(
                                 "En-passant square %1 must be on rank %2 when Black is to move"))
            .arg(a[0], a[1]);
    case ErrorCode::FenEpNoPawn:
        return (a.white(1) ? ErrorWording::tr(
                                 "En-passant square %1 is impossible: no white pawn on %2 that "
                                 "could just have moved two squares")
                           : ErrorWording::tr(
                                 "En-passant square %1 is impossible: no black pawn on %2 that "
                                 "could just have moved two squares"))
            .arg(a[0], a[2]);
    case ErrorCode::FenEpOccupied:
        return ErrorWording::tr(
                   "En-passant square %1 is impossible: %2 is occupied, so no pawn can just have "
                   "passed it")
            .arg(a[0], a[1]);
    case ErrorCode::FenBadHalfmoveClock:
        return ErrorWording::tr("Half-move clock '%1' must be a whole number from 0").arg(a[0]);
    case ErrorCode::FenBadMoveNumber:
        return ErrorWording::tr("Move number '%1' must be a whole number from 1").arg(a[0]);
    case ErrorCode::SetupImpossibleCheck:
        return (a.white(0) ? ErrorWording::tr("White's king is in check from %1 and %2 at once, "
                                              "which no single move can give")
                           : ErrorWording::tr("Black's king is in check from %1 and %2 at once, "
                                              "which no single move can give"))
            .arg(a[1], a[2]);
    case ErrorCode::SetupCheckBeforeDoubleStep:
        return (a.white(0)
                    ? ErrorWording::tr("White's king is in check from %1, which it was in before "
                                       "the pawn on %2 stepped two squares, so that step was not "
                                       "the last move")
                    : ErrorWording::tr("Black's king is in check from %1, which it was in before "
                                       "the pawn on %2 stepped two squares, so that step was not "
                                       "the last move"))
            .arg(a[1], a[2]);
    case ErrorCode::SetupEpNoCapture:
        return (a.white(1)
                    ? ErrorWording::tr("En-passant square %1: White has no legal capture there")
                    : ErrorWording::tr("En-passant square %1: Black has no legal capture there"))
            .arg(a[0]);
    default: return {};
    }
}

} // namespace chess960::ui::wording

namespace chess960::ui {

namespace {

// Why one colour's rights were dropped, in a few words.
QString droppedReason(const DroppedCastlingRight& d) {
    const bool white = d.colour == White;
    const QString square = QString::fromStdString(squareName(d.square));
    switch (d.fault) {
    case CastlingFault::KingOffBackRank:
        return (white ? ErrorWording::tr("the white king on %1 has left its back rank")
                      : ErrorWording::tr("the black king on %1 has left its back rank"))
            .arg(square);
    case CastlingFault::KingInCorner:
        return (white ? ErrorWording::tr("the white king on %1 is in a corner")
                      : ErrorWording::tr("the black king on %1 is in a corner"))
            .arg(square);
    case CastlingFault::NoRookOnBackRank:
        return white ? ErrorWording::tr("no white rook on the back rank")
                     : ErrorWording::tr("no black rook on the back rank");
    case CastlingFault::NoRookOnSide:
        if (d.side == CastleSide::HSide)
            return white ? ErrorWording::tr("no white rook on the h-side of the king")
                         : ErrorWording::tr("no black rook on the h-side of the king");
        return white ? ErrorWording::tr("no white rook on the a-side of the king")
                     : ErrorWording::tr("no black rook on the a-side of the king");
    case CastlingFault::NoRookOnFile:
        return (white ? ErrorWording::tr("no white rook on %1")
                      : ErrorWording::tr("no black rook on %1"))
            .arg(square);
    }
    return {};
}

} // namespace

QString ErrorWording::droppedCastlingText(const std::vector<DroppedCastlingRight>& dropped) {
    if (dropped.empty()) return {};
    QString letters;
    QStringList reasons;
    for (const DroppedCastlingRight& d : dropped) {
        letters += QLatin1Char(d.letter);
        // Rights dropped for the same reason share it ("KQ: no white rook on the back rank").
        const QString reason = droppedReason(d);
        if (!reasons.contains(reason)) reasons << reason;
    }
    return (dropped.size() == 1 ? tr("Castling right %1 dropped: %2")
                                : tr("Castling rights %1 dropped: %2"))
        .arg(letters, wording::joined(reasons, false));
}

} // namespace chess960::ui
