// The wording of PGN errors and of start-position (back rank, dice) errors.
#include "i18n/errorwording_p.h"

#include "chess960/startpos.h"

namespace chess960::ui::wording {

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
    case ErrorCode::PgnVariationBeforeMove:
        return ErrorWording::tr("'(' opens a variation before any move it could replace");
    case ErrorCode::PgnVariationTooDeep:
        return ErrorWording::tr("variations nested more than %1 deep are not read").arg(a[0]);
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
    case ErrorCode::PgnBinary:
        return ErrorWording::tr(
                   "Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)")
            .arg(a[0], a[1], a[2]);
    case ErrorCode::PgnNothingFound:
        return withReason(ErrorWording::tr("Not a PGN file: nothing in it reads as a tag or a "
                                           "move; the first fault is on line %1, column %2")
                              .arg(a[0], a[1]),
                          reason);
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
                                       : ErrorWording::tr("%n rolls given", nullptr, n);
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

} // namespace chess960::ui::wording
