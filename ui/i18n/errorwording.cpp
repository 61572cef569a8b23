#include "i18n/errorwording.h"

#include "i18n/castlewording.h"

#include <QStringList>

namespace chess960::ui {
namespace {

// An error's arguments as QStrings; a missing one reads as empty text.
class Args {
public:
    explicit Args(const std::vector<std::string>& args) : args_(args) {}
    QString operator[](size_t i) const {
        return i < args_.size() ? QString::fromStdString(args_[i]) : QString();
    }
    std::string raw(size_t i) const { return i < args_.size() ? args_[i] : std::string(); }
    int number(size_t i) const { return (*this)[i].toInt(); }
    bool white(size_t i) const { return errorarg::toColour(raw(i)) == White; }
    bool hSide(size_t i) const { return errorarg::toSide(raw(i)) == CastleSide::HSide; }
    size_t size() const { return args_.size(); }

private:
    const std::vector<std::string>& args_;
};

using W = ErrorWording;

QString withReason(const QString& text, const QString& reason) {
    return reason.isEmpty() ? text : ErrorWording::tr("%1: %2").arg(text, reason);
}

// " on e4", " on the e-file", " on rank 4" or nothing.
QString where(const QString& file, const QString& rank) {
    if (!file.isEmpty() && !rank.isEmpty()) return ErrorWording::tr(" on %1").arg(file + rank);
    if (!file.isEmpty()) return ErrorWording::tr(" on the %1-file").arg(file);
    if (!rank.isEmpty()) return ErrorWording::tr(" on rank %1").arg(rank);
    return {};
}

QString termination(const QString& arg) {
    return CastleWording::terminationText(Termination(arg.toInt()));
}

QString quotedCharacter(const std::string& arg) {
    const char c = arg.empty() ? ' ' : arg[0];
    const auto u = static_cast<unsigned char>(c);
    if (c == ' ') return ErrorWording::tr("a space");
    if (u > 0x20 && u < 0x7f) return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return ErrorWording::tr("byte 0x%1")
        .arg(QString::number(u, 16).toUpper().rightJustified(2, u'0'));
}

QString pieceCount(int k, int n) {
    switch (k) {
    case 0:
        return n == 0   ? ErrorWording::tr("no king")
               : n == 1 ? ErrorWording::tr("1 king")
                        : ErrorWording::tr("%1 kings").arg(n);
    case 1:
        return n == 0   ? ErrorWording::tr("no queen")
               : n == 1 ? ErrorWording::tr("1 queen")
                        : ErrorWording::tr("%1 queens").arg(n);
    case 2:
        return n == 0   ? ErrorWording::tr("no rooks")
               : n == 1 ? ErrorWording::tr("1 rook")
                        : ErrorWording::tr("%1 rooks").arg(n);
    case 3:
        return n == 0   ? ErrorWording::tr("no bishops")
               : n == 1 ? ErrorWording::tr("1 bishop")
                        : ErrorWording::tr("%1 bishops").arg(n);
    default:
        return n == 0   ? ErrorWording::tr("no knights")
               : n == 1 ? ErrorWording::tr("1 knight")
                        : ErrorWording::tr("%1 knights").arg(n);
    }
}

QString joined(const QStringList& parts, bool withOr) {
    QString out;
    for (int i = 0; i < parts.size(); ++i) {
        if (i == 0)
            out = parts[i];
        else if (i + 1 < parts.size())
            out = ErrorWording::tr("%1, %2").arg(out, parts[i]);
        else
            out = (withOr ? ErrorWording::tr("%1 or %2") : ErrorWording::tr("%1 and %2"))
                      .arg(out, parts[i]);
    }
    return out;
}

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
    default: return {};
    }
}

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

QString pgnText(const ErrorPart& part, const Args& a, const QString& reason) {
    switch (part.code) {
    case ErrorCode::PgnNoGame: return ErrorWording::tr("The text holds no PGN game");
    case ErrorCode::PgnAt:
        return withReason(ErrorWording::tr("game %1, line %2, column %3").arg(a[0], a[1], a[2]),
                          reason);
    case ErrorCode::PgnNagWithoutNumber:
        return ErrorWording::tr("'$' must be followed by a number (a NAG such as $1)");
    case ErrorCode::PgnBadMoveMark:
        return ErrorWording::tr("'%1' is not a move mark (!, ?, !!, ??, !?, ?!)").arg(a[0]);
    case ErrorCode::PgnUnexpectedCharacter:
        return ErrorWording::tr("unexpected character '%1'").arg(a[0]);
    case ErrorCode::PgnCommentNotClosed:
        return ErrorWording::tr("the comment opened here with '{' is never closed with '}'");
    case ErrorCode::PgnQuoteNotClosed:
        return ErrorWording::tr("the quoted value is not closed on its line");
    case ErrorCode::PgnTagWithoutName:
        return ErrorWording::tr("a tag needs a name after '[', e.g. [Event \"...\"]");
    case ErrorCode::PgnTagWithoutValue:
        return ErrorWording::tr("the tag %1 needs a quoted value").arg(a[0]);
    case ErrorCode::PgnTagNotClosed:
        return ErrorWording::tr("the tag %1 is not closed with ']'").arg(a[0]);
    case ErrorCode::PgnUnknownVariant:
        return ErrorWording::tr(
                   "the variant '%1' is not Chess960 or standard chess, the only ones read here")
            .arg(a[0]);
    case ErrorCode::PgnBadFenTag:
        return reason.isEmpty() ? ErrorWording::tr("the FEN tag is not valid")
                                : ErrorWording::tr("the FEN tag is not valid: %1").arg(reason);
    case ErrorCode::PgnChess960WithoutFen:
        return ErrorWording::tr("a Chess960 game needs a FEN tag with its start position");
    case ErrorCode::PgnVariationNotClosed:
        return ErrorWording::tr("the variation opened here with '(' is never closed");
    case ErrorCode::PgnMove:
        return withReason((a.white(1) ? ErrorWording::tr("move %1 for White")
                                      : ErrorWording::tr("move %1 for Black"))
                              .arg(a[0]),
                          reason);
    case ErrorCode::PgnNullMove:
        return ErrorWording::tr(
                   "'%1' is a null move (a pass), which a game cannot contain outside a "
                   "variation")
            .arg(a[0]);
    case ErrorCode::PgnMoveAfterEnd:
        return ErrorWording::tr("'%1' comes after the game ended by %2")
            .arg(a[0], termination(a[1]));
    case ErrorCode::PgnTagAmongMoves:
        return ErrorWording::tr("'[' in the middle of the moves; tags go before them");
    case ErrorCode::PgnNagTooLarge:
        return ErrorWording::tr("$%1 is not a NAG (they go to $255)").arg(a[0]);
    case ErrorCode::PgnVariationNotOpened:
        return ErrorWording::tr("')' closes a variation that was never opened");
    case ErrorCode::PgnStrayQuotedText:
        return ErrorWording::tr("quoted text belongs in a tag: [Name \"value\"]");
    case ErrorCode::PgnStrayTagClose: return ErrorWording::tr("']' outside a tag");
    case ErrorCode::PgnBadResultTag:
        return ErrorWording::tr("the Result tag '%1' is not 1-0, 0-1, 1/2-1/2 or *").arg(a[0]);
    case ErrorCode::PgnResultsDisagree:
        return ErrorWording::tr("the moves end with %1 but the Result tag says %2").arg(a[0], a[1]);
    case ErrorCode::PgnResultAgainstBoard:
        return ErrorWording::tr("the result is %1 but the final position is %2 (%3)")
            .arg(a[0], termination(a[1]), a[2]);
    default: return {};
    }
}

QString startText(const ErrorPart& part, const Args& a) {
    switch (part.code) {
    case ErrorCode::BackRankEmpty:
        return ErrorWording::tr(
            "The back rank is empty: enter 8 piece letters for files a to h, such as "
            "RNBQKBNR");
    case ErrorCode::BackRankWrongLength:
        return a.number(0) == 1
                   ? ErrorWording::tr("A back rank has 8 squares, a to h: found 1 character")
                   : ErrorWording::tr("A back rank has 8 squares, a to h: found %1 characters")
                         .arg(a[0]);
    case ErrorCode::BackRankPawn:
        return ErrorWording::tr(
                   "Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)")
            .arg(a[0]);
    case ErrorCode::BackRankBadLetter:
        return ErrorWording::tr("Square %1: %2 is not a piece letter (use K, Q, R, B, N)")
            .arg(a[0], quotedCharacter(a.raw(1)));
    case ErrorCode::BackRankPawnPastH:
        return ErrorWording::tr(
                   "Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)")
            .arg(a[0]);
    case ErrorCode::BackRankBadLetterPastH:
        return ErrorWording::tr("Character %1: %2 is not a piece letter (use K, Q, R, B, N)")
            .arg(a[0], quotedCharacter(a.raw(1)));
    case ErrorCode::BackRankPieceCounts: {
        static const int kWanted[] = {1, 1, 2, 2, 2};
        QStringList found;
        for (int k = 0; k < 5; ++k)
            if (a.number(size_t(k)) != kWanted[k]) found << pieceCount(k, a.number(size_t(k)));
        return ErrorWording::tr(
                   "There must be exactly one king, one queen, two rooks, two bishops and two "
                   "knights: found %1")
            .arg(joined(found, false));
    }
    case ErrorCode::BackRankBishopsSameColour:
        return (a[2] == QLatin1String("dark")
                    ? ErrorWording::tr("The bishops on %1 and %2 are both on dark squares")
                    : ErrorWording::tr("The bishops on %1 and %2 are both on light squares"))
            .arg(a[0], a[1]);
    case ErrorCode::BackRankKingNotBetweenRooks:
        return ErrorWording::tr("The king on %1 is not between the two rooks").arg(a[0]);
    case ErrorCode::DiceComplete:
        return ErrorWording::tr("The start position is already complete: reset to roll again");
    case ErrorCode::DiceNotADieValue:
        return ErrorWording::tr("%1 is not a die value (1-6)").arg(a[0]);
    case ErrorCode::DiceRollOutOfRange:
        return ErrorWording::tr("Roll %1 is %2: a die shows 1 to 6").arg(a[0], a[1]);
    case ErrorCode::DiceRollsMissing: {
        const int n = a.number(0);
        const QString given = n == 0   ? ErrorWording::tr("No rolls given")
                              : n == 1 ? ErrorWording::tr("1 roll given")
                                       : ErrorWording::tr("%1 rolls given").arg(n);
        switch (DiceStep(a.number(1))) {
        case DiceStep::DarkBishop:
            return ErrorWording::tr("%1; the dark-square bishop still needs a roll").arg(given);
        case DiceStep::LightBishop:
            return ErrorWording::tr("%1; the light-square bishop still needs a roll").arg(given);
        case DiceStep::Queen:
            return ErrorWording::tr("%1; the queen still needs a roll").arg(given);
        case DiceStep::FirstKnight:
            return ErrorWording::tr("%1; the first knight still needs a roll").arg(given);
        default: return ErrorWording::tr("%1; the second knight still needs a roll").arg(given);
        }
    }
    default: return {};
    }
}

} // namespace

QString ErrorWording::typeWord(PieceType t) {
    switch (t) {
    case Pawn: return tr("pawn");
    case Knight: return tr("knight");
    case Bishop: return tr("bishop");
    case Rook: return tr("rook");
    case Queen: return tr("queen");
    case King: return tr("king");
    default: return {};
    }
}

QString ErrorWording::partText(const ErrorPart& part, const QString& reason) {
    const Args a(part.args);
    switch (part.code) {
    case ErrorCode::Other:
    case ErrorCode::Count: return reason;
    case ErrorCode::TextEmpty: return tr("The text is empty");
    case ErrorCode::FenAtColumn: return withReason(tr("FEN, column %1").arg(a[0]), reason);
    case ErrorCode::GameNoSuchStart:
        return tr("Start position %1 does not exist: use 0 to 959").arg(a[0]);
    case ErrorCode::GameOver: return tr("The game is over (%1)").arg(termination(a[0]));
    case ErrorCode::PracticeStatsBadLine:
        return tr("Line %1 of the practice statistics cannot be read: %2").arg(a[0], a[1]);
    case ErrorCode::PracticeStatsEmpty: return tr("The practice statistics are empty");
    default: break;
    }
    for (const QString& text : {fenText(part.code, a), moveText(part, a, reason), whyText(part, a),
                                pgnText(part, a, reason), startText(part, a)})
        if (!text.isEmpty()) return text;
    return reason;
}

QString ErrorWording::text(const Error& error) {
    if (error.code == ErrorCode::Other) return QString::fromStdString(error.message);
    const std::vector<ErrorPart> parts = errorParts(error);
    QString text;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) text = partText(*it, text);
    return text;
}

QString ErrorWording::text(const BackRankProblem& problem) {
    if (problem.code == ErrorCode::Other) return QString::fromStdString(problem.message);
    return partText(ErrorPart{problem.code, problem.args});
}

QString ErrorWording::recordText(const PgnRecord& record) {
    if (record.ok()) return {};
    return partText(ErrorPart{ErrorCode::PgnAt,
                              {std::to_string(record.index), std::to_string(record.errorLine),
                               std::to_string(record.errorColumn)}},
                    text(record.game.error()));
}

QString ErrorWording::scoreText(const engine::ScoreReading& r) {
    using R = engine::ScoreReading;
    const bool white = r.side == White;
    const QString pawns = QString::fromStdString(r.pawns);
    switch (r.kind) {
    case R::Mated: return white ? tr("White is mated") : tr("Black is mated");
    case R::MatesIn:
        return (white ? tr("White mates in %1") : tr("Black mates in %1")).arg(r.moves);
    case R::Equal: return tr("%1, the position is equal").arg(pawns);
    case R::SlightlyBetter:
        return (white ? tr("%1, White is slightly better") : tr("%1, Black is slightly better"))
            .arg(pawns);
    case R::Better:
        return (white ? tr("%1, White is better") : tr("%1, Black is better")).arg(pawns);
    case R::Winning:
        return (white ? tr("%1, White is winning") : tr("%1, Black is winning")).arg(pawns);
    }
    return {};
}

} // namespace chess960::ui
