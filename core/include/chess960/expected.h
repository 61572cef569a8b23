// A value or an error, for everything that reads untrusted input.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace chess960 {

/// \brief Which sentence an Error says, one value per distinct wording. The arguments each
/// one takes are listed in core/src/errortext.cpp, which holds the English wording of every
/// value; a program in another language words the same code and arguments itself.
/// Arguments are plain text: squares by name ("e4"), colours "w"/"b", pieces by their FEN
/// letter ("N" white knight, "n" black knight), piece types by their lower-case letter,
/// castle sides "h"/"a", numbers in decimals, and text from the input as it was written.
enum class ErrorCode {
    Other, ///< no code: only the message says what went wrong
    // Text as a whole
    TextEmpty,
    FenAtColumn, // column; reason
    // FEN
    FenEmpty,
    FenFieldMissing,           // field count (1..3; the next field is the one missing)
    FenTooManyFields,          // field count
    FenRankWrongLength,        // rank, squares
    FenTooManyRanks,           //
    FenTwoDigits,              // rank
    FenRankTooLong,            // rank
    FenBadPieceLetter,         // letter
    FenTooFewRanks,            // ranks found
    FenBadSideToMove,          // text
    FenKingCount,              // colour, kings
    FenPawnOnEdgeRank,         // square
    FenTooManyPawns,           // colour, pawns
    FenTooManyPieces,          // colour, extra pieces, missing pawns
    FenWaitingKingInCheck,     // colour of the king, king square, checker square
    FenTooManyCheckers,        // colour, checkers
    FenCastlingBadLetter,      // letter
    FenCastlingKingMoved,      // letter, colour, king square
    FenCastlingNoRookOnSide,   // letter, colour, side, king square
    FenCastlingNoRookOnSquare, // letter, colour, rook square
    FenCastlingKingInCorner,   // colour, king square
    FenCastlingRepeated,       // letter, colour, side
    FenEpNotASquare,           // text
    FenEpWrongRank,            // square, rank, colour to move
    FenEpNoPawn,               // square, colour of the pawn, pawn square
    FenEpOccupied,             // square, occupied square
    FenBadHalfmoveClock,       // text
    FenBadMoveNumber,          // text
    // Set-ups (validateSetup) beyond what a FEN is refused for
    SetupImpossibleCheck,       // colour of the king in check, first checker, second checker
    SetupCheckBeforeDoubleStep, // colour in check, checker square, square of the pawn that stepped
    SetupEpNoCapture,           // en-passant square, colour to move
    // UCI moves (the first argument of every move error is the move as typed)
    UciBadForm,
    UciBadFromSquare,
    UciBadToSquare,
    UciBadPromotionLetter,
    UciPromotionMissing,
    UciFromSquareEmpty, // move, square
    UciWrongSidesPiece, // move, square
    UciIllegal,
    // SAN moves
    SanEmpty,
    SanCastleImpossible, // move, colour, side; optional reason: a Castle* obstacle
    SanBadPromotionPiece,
    SanNotSan,
    SanNoTargetSquare,
    SanUnexpectedCharacter, // move, character
    SanAmbiguous,           // move, then each move it could be
    SanPromotionMissing,    // move, target square
    SanNotAPromotion,
    SanCastlingWrittenAs, // move, the castle in SAN
    SanIllegal,           // move; reason: one of the six below
    // Why a SAN that reads well fits no legal move
    MoveNoSuchPiece,     // colour, piece type
    MoveNoPieceThere,    // colour, piece type, file letter or "", rank digit or ""
    MoveTargetHoldsOwn,  // target square, colour, piece type there
    MoveKingIntoCheck,   // colour, target square
    MoveWouldLeaveCheck, // colour, piece type, from square
    MoveWouldPutInCheck, // colour, piece type, from square
    MoveCannotReach,     // colour, piece type, file letter or "", rank digit or "", target
    // Why a castle is impossible (the castling analysis's obstacles)
    CastleRightLost,      // colour, side
    CastleKingInCheck,    // checking piece, its square
    CastleSquareBlocked,  // square, piece on it
    CastleSquareAttacked, // square, attacking piece, its square
    // Games
    GameNoSuchStart, // number
    GameOver,        // termination (the number of the Termination value)
    // PGN
    PgnNoGame,
    PgnAt, // game index, line, column; reason
    PgnNagWithoutNumber,
    PgnBadMoveMark,         // marks
    PgnUnexpectedCharacter, // character
    PgnCommentNotClosed,
    PgnQuoteNotClosed,
    PgnTagWithoutName,
    PgnTagWithoutValue, // tag name
    PgnTagNotClosed,    // tag name
    PgnUnknownVariant,  // variant
    PgnBadFenTag,       // reason: the FEN error
    PgnChess960WithoutFen,
    PgnVariationNotClosed,
    PgnMove,         // move number, colour; reason
    PgnNullMove,     // move
    PgnMoveAfterEnd, // move, termination number
    PgnTagAmongMoves,
    PgnNagTooLarge, // number
    PgnVariationNotOpened,
    PgnStrayQuotedText,
    PgnStrayTagClose,
    PgnBadResultTag,       // value
    PgnResultsDisagree,    // result after the moves, result in the tag
    PgnResultAgainstBoard, // result, termination number, result on the board
    PgnBinary,             // line, column, the byte (two hex digits)
    PgnNothingFound,       // line, column; reason: the first game's fault
    PgnVariationBeforeMove,
    PgnVariationTooDeep, // the deepest nesting read
    // Start positions
    BackRankEmpty,
    BackRankWrongLength,         // characters
    BackRankPawn,                // square
    BackRankBadLetter,           // square, character
    BackRankPawnPastH,           // character position (1-based)
    BackRankBadLetterPastH,      // character position (1-based), character
    BackRankPieceCounts,         // kings, queens, rooks, bishops, knights found
    BackRankBishopsSameColour,   // first square, second square, "dark" or "light"
    BackRankKingNotBetweenRooks, // king square
    DiceComplete,
    DiceNotADieValue,   // value
    DiceRollOutOfRange, // roll (1-based), value
    DiceRollsMissing,   // rolls given, dice step (the number of the DiceStep value)
    // Practice statistics
    PracticeStatsBadLine, // line number, the line
    PracticeStatsEmpty,
    Count ///< not a code: the number of codes
};

/// \brief One sentence of an Error without its place: a code and its arguments.
struct ErrorPart {
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;
    bool operator==(const ErrorPart&) const = default;
};

/// \brief What went wrong with some input, in words a person can act on, and where:
/// `position` is a 0-based character offset into the input, or -1 when it is the input
/// as a whole. `code` and `args` say the same as `message` as data, so that it can be
/// worded in another language; a sentence that ends in a reason ("'Nf3' is not legal:
/// <why>") has that reason in `reasons`, and a reason with a reason of its own follows it
/// there (outermost first). errorText() in chess960/errortext.h builds `message`.
struct Error {
    std::string message;
    int position = -1;
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;
    std::vector<ErrorPart> reasons;
};

/// \brief Holds either a T or an Error (std::expected arrives only with C++23).
template <typename T>
class Expected {
public:
    Expected(T value) : v_(std::move(value)) {}
    Expected(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() {
        assert(ok());
        return std::get<0>(v_);
    }
    const T& value() const {
        assert(ok());
        return std::get<0>(v_);
    }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<1>(v_);
    }

private:
    std::variant<T, Error> v_;
};

} // namespace chess960
