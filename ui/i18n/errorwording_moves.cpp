// The wording of SAN and UCI errors and of why a move is not legal.
#include "i18n/errorwording_p.h"

#include "i18n/castlewording.h"

namespace chess960::ui::wording {

QString moveText(const ErrorPart& part, const Args& a, const QString& reason) {
    const QString m = a[0];
    switch (part.code) {
    case ErrorCode::UciBadForm:
        return ErrorWording::tr("'%1' is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)")
            .arg(m);
    case ErrorCode::UciBadFromSquare:
        return ErrorWording::tr("'%1': the first square is not a square name").arg(m);
    case ErrorCode::UciBadToSquare:
        return ErrorWording::tr("'%1': the second square is not a square name").arg(m);
    case ErrorCode::UciBadPromotionLetter:
        return ErrorWording::tr("'%1': the promotion piece must be q, r, b or n").arg(m);
    case ErrorCode::UciPromotionMissing:
        return ErrorWording::tr("'%1' is a promotion: add the piece letter (q, r, b or n)").arg(m);
    case ErrorCode::UciFromSquareEmpty:
        return ErrorWording::tr("'%1' is not legal: %2 is empty").arg(m, a[1]);
    case ErrorCode::UciWrongSidesPiece:
        return ErrorWording::tr(
                   "'%1' is not legal: the piece on %2 belongs to the side not to move")
            .arg(m, a[1]);
    case ErrorCode::UciIllegal:
        return ErrorWording::tr("'%1' is not a legal move in this position").arg(m);
    case ErrorCode::SanEmpty: return ErrorWording::tr("'%1' is not a move").arg(m);
    case ErrorCode::SanCastleImpossible: {
        const QString text =
            a.white(1) ? (a.hSide(2) ? ErrorWording::tr("'%1': White cannot castle h-side")
                                     : ErrorWording::tr("'%1': White cannot castle a-side"))
                       : (a.hSide(2) ? ErrorWording::tr("'%1': Black cannot castle h-side")
                                     : ErrorWording::tr("'%1': Black cannot castle a-side"));
        return withReason(text.arg(m), reason);
    }
    case ErrorCode::SanBadPromotionPiece:
        return ErrorWording::tr(
                   "'%1': a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)")
            .arg(m);
    case ErrorCode::SanNotSan:
        return ErrorWording::tr("'%1' is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)").arg(m);
    case ErrorCode::SanNoTargetSquare:
        return ErrorWording::tr("'%1' does not end in a target square").arg(m);
    case ErrorCode::SanUnexpectedCharacter:
        return ErrorWording::tr("'%1': unexpected '%2'").arg(m, a[1]);
    case ErrorCode::SanAmbiguous: {
        QStringList moves;
        for (size_t i = 1; i < a.size(); ++i) moves << a[i];
        return ErrorWording::tr("'%1' is ambiguous: it could be %2").arg(m, joined(moves, true));
    }
    case ErrorCode::SanPromotionMissing:
        return ErrorWording::tr("'%1' needs a promotion piece, e.g. %2=Q").arg(m, a[1]);
    case ErrorCode::SanNotAPromotion:
        return ErrorWording::tr("'%1' is not a promotion: a pawn promotes on the last rank").arg(m);
    case ErrorCode::SanCastlingWrittenAs:
        return ErrorWording::tr("'%1' is not a legal king move; castling is written %2")
            .arg(m, a[1]);
    case ErrorCode::SanIllegal:
        return reason.isEmpty() ? ErrorWording::tr("'%1' is not legal").arg(m)
                                : ErrorWording::tr("'%1' is not legal: %2").arg(m, reason);
    default: return {};
    }
}

QString whyText(const ErrorPart& part, const Args& a) {
    const bool white = a.white(0);
    const QString type = W::typeWord(errorarg::toPieceType(a.raw(1)));
    switch (part.code) {
    case ErrorCode::MoveNoSuchPiece:
        return (white ? ErrorWording::tr("White has no %1") : ErrorWording::tr("Black has no %1"))
            .arg(type);
    case ErrorCode::MoveNoPieceThere:
        return (white ? ErrorWording::tr("there is no white %1%2")
                      : ErrorWording::tr("there is no black %1%2"))
            .arg(type, where(a[2], a[3]));
    case ErrorCode::MoveTargetHoldsOwn:
        return (a.white(1) ? ErrorWording::tr("%1 holds a white %2")
                           : ErrorWording::tr("%1 holds a black %2"))
            .arg(a[0], W::typeWord(errorarg::toPieceType(a.raw(2))));
    case ErrorCode::MoveKingIntoCheck:
        return (white ? ErrorWording::tr("the white king may not move into check on %1")
                      : ErrorWording::tr("the black king may not move into check on %1"))
            .arg(a[1]);
    case ErrorCode::MoveWouldLeaveCheck:
        return (white ? ErrorWording::tr(
                            "the white %1 on %2 may not go there: it would leave the white king "
                            "in check")
                      : ErrorWording::tr(
                            "the black %1 on %2 may not go there: it would leave the black king "
                            "in check"))
            .arg(type, a[2]);
    case ErrorCode::MoveWouldPutInCheck:
        return (white ? ErrorWording::tr(
                            "the white %1 on %2 may not go there: it would put the white king in "
                            "check")
                      : ErrorWording::tr(
                            "the black %1 on %2 may not go there: it would put the black king in "
                            "check"))
            .arg(type, a[2]);
    case ErrorCode::MoveCannotReach:
        return (white ? ErrorWording::tr("no white %1%2 can move to %3")
                      : ErrorWording::tr("no black %1%2 can move to %3"))
            .arg(type, where(a[2], a[3]), a[4]);
    case ErrorCode::CastleRightLost:
    case ErrorCode::CastleKingInCheck:
    case ErrorCode::CastleSquareBlocked:
    case ErrorCode::CastleSquareAttacked: {
        // The castling wording already says these, from the analysis's own data.
        CastleAnalysis analysis;
        CastleObstacle o{CastleObstacle::RightLost};
        if (part.code == ErrorCode::CastleRightLost) {
            analysis.color = errorarg::toColour(a.raw(0));
            analysis.side = errorarg::toSide(a.raw(1));
        } else if (part.code == ErrorCode::CastleKingInCheck) {
            o = {CastleObstacle::KingInCheck, NoSquare, errorarg::toPiece(a.raw(0)),
                 parseSquare(a.raw(1))};
        } else if (part.code == ErrorCode::CastleSquareBlocked) {
            o = {CastleObstacle::SquareOccupied, parseSquare(a.raw(0)), errorarg::toPiece(a.raw(1)),
                 NoSquare};
        } else {
            o = {CastleObstacle::SquareAttacked, parseSquare(a.raw(0)), errorarg::toPiece(a.raw(1)),
                 parseSquare(a.raw(2))};
        }
        return CastleWording::obstacleText(analysis, o);
    }
    default: return {};
    }
}

} // namespace chess960::ui::wording
