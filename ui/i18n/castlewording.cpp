#include "i18n/castlewording.h"

namespace chess960::ui {
namespace {

QString square(Square s) {
    return QString::fromStdString(squareName(s));
}

// A translation may open the sentence with the piece ("Der schwarze Läufer auf c4 greift f1
// an"): then the piece's name starts with a capital.
QString subject(const QString& sentence, int placeholder, const QString& piece) {
    return sentence.startsWith(QLatin1Char('%') + QString::number(placeholder))
               ? CastleWording::capitalised(piece)
               : piece;
}

} // namespace

QString CastleWording::capitalised(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

QString CastleWording::colorName(Color c) {
    return c == White ? tr("White") : tr("Black");
}

QString CastleWording::pieceName(Piece p) {
    const bool white = colorOf(p) == White;
    switch (typeOf(p)) {
    case Pawn: return white ? tr("the white pawn") : tr("the black pawn");
    case Knight: return white ? tr("the white knight") : tr("the black knight");
    case Bishop: return white ? tr("the white bishop") : tr("the black bishop");
    case Rook: return white ? tr("the white rook") : tr("the black rook");
    case Queen: return white ? tr("the white queen") : tr("the black queen");
    case King: return white ? tr("the white king") : tr("the black king");
    default: return {};
    }
}

QString CastleWording::pieceTypeName(PieceType t) {
    switch (t) {
    case Pawn: return tr("Pawn");
    case Knight: return tr("Knight");
    case Bishop: return tr("Bishop");
    case Rook: return tr("Rook");
    case Queen: return tr("Queen");
    case King: return tr("King");
    default: return {};
    }
}

QString CastleWording::castleName(CastleSide s) {
    return s == CastleSide::HSide ? QStringLiteral("O-O") : QStringLiteral("O-O-O");
}

QString CastleWording::sideName(CastleSide s) {
    return s == CastleSide::HSide ? tr("h-side (O-O)") : tr("a-side (O-O-O)");
}

QString CastleWording::methodName(CastleMethod m) {
    switch (m) {
    case CastleMethod::DoubleMove: return tr("double-move");
    case CastleMethod::Transposition: return tr("transposition");
    case CastleMethod::KingMoveOnly: return tr("king-move-only");
    case CastleMethod::RookMoveOnly: return tr("rook-move-only");
    }
    return {};
}

QString CastleWording::orderText(const CastleAnalysis& a) {
    switch (a.order) {
    case CastleOrder::KingFirst:
        return tr("Move the king first: it stands on the rook's target square %1.")
            .arg(square(a.rookTo));
    case CastleOrder::RookFirst:
        return tr("Move the rook first: it stands on the king's target square %1.")
            .arg(square(a.kingTo));
    case CastleOrder::EitherFirst: return tr("King or rook may go first.");
    case CastleOrder::KingOnly:
        return tr("Only the king moves, jumping over the rook on %1.").arg(square(a.rookFrom));
    case CastleOrder::RookOnly:
        return tr("Only the rook moves, jumping over the king on %1.").arg(square(a.kingFrom));
    case CastleOrder::Swap:
        return tr("King and rook swap squares: lift both, then put each on the other's square.");
    }
    return {};
}

QString CastleWording::obstacleText(const CastleAnalysis& a, const CastleObstacle& o) {
    switch (o.kind) {
    case CastleObstacle::RightLost:
        if (a.color == White)
            return a.side == CastleSide::HSide
                       ? tr("White has no h-side castling right: the king or that rook has moved")
                       : tr("White has no a-side castling right: the king or that rook has moved");
        return a.side == CastleSide::HSide
                   ? tr("Black has no h-side castling right: the king or that rook has moved")
                   : tr("Black has no a-side castling right: the king or that rook has moved");
    case CastleObstacle::KingInCheck: {
        const QString text = tr("The king is in check from %1 on %2");
        return text.arg(subject(text, 1, pieceName(o.piece)), square(o.from));
    }
    case CastleObstacle::SquareOccupied: {
        const QString text = tr("%1 is blocked by %2");
        return text.arg(square(o.square), subject(text, 2, pieceName(o.piece)));
    }
    case CastleObstacle::SquareAttacked: {
        const QString text = tr("%1 is attacked by %2 on %3");
        return text.arg(square(o.square), subject(text, 2, pieceName(o.piece)), square(o.from));
    }
    }
    return {};
}

QString CastleWording::problemText(const CastleAnalysis& a, const QString& rightLost) {
    QStringList reasons;
    for (const CastleObstacle& o : a.obstacles)
        reasons << (o.kind == CastleObstacle::RightLost && !rightLost.isEmpty()
                        ? rightLost
                        : obstacleText(a, o));
    if (reasons.isEmpty()) reasons << tr("the king would be in check afterwards");
    return tr("%1 is not possible: %2").arg(castleName(a.side), reasons.join(QStringLiteral("; ")));
}

QString CastleWording::rightLostText(Color c, CastleSide s, const RightLoss& loss,
                                     const QString& move) {
    using Cause = RightLoss::Cause;
    const bool h = s == CastleSide::HSide;
    QString why;
    switch (loss.cause) {
    case Cause::StartedWithout: why = tr("the game started without it"); break;
    case Cause::KingMoved: why = tr("the king has moved (%1)").arg(move); break;
    case Cause::KingCastled: why = tr("the king has castled (%1)").arg(move); break;
    case Cause::RookMoved:
        why = (h ? tr("the h-side rook has moved (%1)") : tr("the a-side rook has moved (%1)"))
                  .arg(move);
        break;
    case Cause::RookCaptured:
        why =
            (h ? tr("the h-side rook was captured (%1)") : tr("the a-side rook was captured (%1)"))
                .arg(move);
        break;
    }
    const QString whose = c == White ? (h ? tr("White has no h-side castling right: %1")
                                          : tr("White has no a-side castling right: %1"))
                                     : (h ? tr("Black has no h-side castling right: %1")
                                          : tr("Black has no a-side castling right: %1"));
    return whose.arg(why);
}

QString CastleWording::squaresText(const CastleAnalysis& a) {
    return tr("king %1 → %2, rook %3 → %4")
        .arg(square(a.kingFrom), square(a.kingTo), square(a.rookFrom), square(a.rookTo));
}

QString CastleWording::answerText(CastleAnswer a) {
    switch (a) {
    case CastleAnswer::Castle: return tr("castle");
    case CastleAnswer::KingInCheck: return tr("king in check");
    case CastleAnswer::PassesAttacked: return tr("passes an attacked square");
    case CastleAnswer::LandsOnAttacked: return tr("lands on an attacked square");
    case CastleAnswer::PathBlocked: return tr("path blocked");
    case CastleAnswer::RightLost: return tr("right lost");
    }
    return {};
}

QString CastleWording::terminationText(Termination t) {
    switch (t) {
    case Termination::None: return tr("game in progress");
    case Termination::Checkmate: return tr("checkmate");
    case Termination::Stalemate: return tr("stalemate");
    case Termination::InsufficientMaterial: return tr("insufficient material");
    case Termination::FivefoldRepetition: return tr("fivefold repetition");
    case Termination::SeventyFiveMoveRule: return tr("75-move rule");
    case Termination::ThreefoldRepetition: return tr("threefold repetition claimed");
    case Termination::FiftyMoveRule: return tr("50-move rule claimed");
    case Termination::Resignation: return tr("resignation");
    case Termination::Agreement: return tr("draw by agreement");
    case Termination::TimeForfeit: return tr("time forfeit");
    case Termination::TimeoutVsInsufficientMaterial:
        return tr("time forfeit, but the opponent cannot mate");
    case Termination::Abandoned: return tr("abandoned");
    case Termination::Adjudication: return tr("adjudication");
    case Termination::RulesInfraction: return tr("rules infraction");
    case Termination::Unknown: return tr("result given without a reason");
    }
    return {};
}

} // namespace chess960::ui
