// The English wording of every ErrorCode. Each case reads its arguments by position; a
// missing argument reads as empty text rather than failing, so a wording never throws.
#include "chess960/errortext.h"

#include "chess960/game.h"
#include "chess960/startpos.h"

#include <cstdio>

namespace chess960 {
namespace {

class Args {
public:
    explicit Args(const std::vector<std::string>& args) : args_(args) {}
    const std::string& operator[](size_t i) const {
        static const std::string empty;
        return i < args_.size() ? args_[i] : empty;
    }
    int number(size_t i) const {
        try {
            return std::stoi((*this)[i]);
        } catch (...) {
            return 0;
        }
    }
    size_t size() const { return args_.size(); }

private:
    const std::vector<std::string>& args_;
};

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string colourName(std::string_view arg) {
    return errorarg::toColour(arg) == White ? "White" : "Black";
}

std::string lowerColour(std::string_view arg) {
    return errorarg::toColour(arg) == White ? "white" : "black";
}

std::string sideName(std::string_view arg) {
    return errorarg::toSide(arg) == CastleSide::HSide ? "h-side" : "a-side";
}

std::string typeName(std::string_view arg) {
    return std::string(pieceTypeName(errorarg::toPieceType(arg)));
}

std::string pieceName(std::string_view arg) {
    const Piece p = errorarg::toPiece(arg);
    return (colorOf(p) == White ? "white " : "black ") + std::string(pieceTypeName(typeOf(p)));
}

std::string termination(const std::string& arg) {
    try {
        return std::string(terminationText(Termination(std::stoi(arg))));
    } catch (...) {
        return {};
    }
}

// " on e4", " on the e-file", " on rank 4" or nothing, from a file letter and a rank digit.
std::string where(const std::string& file, const std::string& rank) {
    if (!file.empty() && !rank.empty()) return " on " + file + rank;
    if (!file.empty()) return " on the " + file + "-file";
    if (!rank.empty()) return " on rank " + rank;
    return {};
}

std::string quotedCharacter(const std::string& arg) {
    const char c = arg.empty() ? ' ' : arg[0];
    const auto u = static_cast<unsigned char>(c);
    if (c == ' ') return "a space";
    if (u > 0x20 && u < 0x7f) return std::string{'\'', c, '\''};
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "byte 0x%02X", unsigned(u));
    return buffer;
}

std::string countPhrase(int found, int wanted, const char* singular) {
    const std::string plural = std::string(singular) + "s";
    if (found == 0) return "no " + (wanted == 1 ? std::string(singular) : plural);
    return std::to_string(found) + " " + (found == 1 ? std::string(singular) : plural);
}

std::string joined(const std::vector<std::string>& parts, const char* last) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += i + 1 == parts.size() ? last : ", ";
        out += parts[i];
    }
    return out;
}

std::string withReason(std::string text, const std::string& reason) {
    return reason.empty() ? text : text + ": " + reason;
}

} // namespace

std::string errorText(const ErrorPart& part, const std::string& reason) {
    const Args a(part.args);
    const std::string m = "'" + a[0] + "'";
    switch (part.code) {
    case ErrorCode::Other: return reason;
    case ErrorCode::Count: break;
    case ErrorCode::TextEmpty: return "The text is empty";
    case ErrorCode::FenAtColumn: return withReason("FEN, column " + a[0], reason);

    case ErrorCode::FenEmpty: return "The FEN is empty";
    case ErrorCode::FenFieldMissing: {
        static const char* const kNames[] = {"piece placement", "side to move", "castling rights",
                                             "en-passant square"};
        const int n = a.number(0);
        return "The FEN has " + plural(n, "field", "fields") + ": the " +
               kNames[n >= 0 && n < 4 ? n : 0] + " field is missing";
    }
    case ErrorCode::FenTooManyFields:
        return "The FEN has " + a[0] +
               " fields; at most 6 are allowed (placement, side, castling, en passant, "
               "half-move clock, move number)";
    case ErrorCode::FenRankWrongLength:
        return "Piece placement: rank " + a[0] + " has " +
               plural(a.number(1), "square", "squares") + " instead of 8";
    case ErrorCode::FenTooManyRanks: return "Piece placement: more than 8 ranks";
    case ErrorCode::FenTwoDigits:
        return "Piece placement: two digits in a row on rank " + a[0] +
               " (write one digit for a run of empty squares)";
    case ErrorCode::FenRankTooLong:
        return "Piece placement: rank " + a[0] + " has more than 8 squares";
    case ErrorCode::FenBadPieceLetter:
        return "Piece placement: '" + a[0] +
               "' is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for "
               "empty squares)";
    case ErrorCode::FenTooFewRanks:
        return "Piece placement: " + plural(a.number(0), "rank", "ranks") + " found, 8 expected";
    case ErrorCode::FenBadSideToMove: return "Side to move must be 'w' or 'b', not '" + a[0] + "'";
    case ErrorCode::FenKingCount:
        return colourName(a[0]) + " has " + (a.number(1) == 0 ? "no king" : a[1] + " kings") +
               "; there must be exactly one";
    case ErrorCode::FenPawnOnEdgeRank:
        return "A pawn stands on " + a[0] + ": pawns can never be on the first or last rank";
    case ErrorCode::FenTooManyPawns:
        return colourName(a[0]) + " has " + a[1] + " pawns; at most 8 are possible";
    case ErrorCode::FenTooManyPieces:
        return colourName(a[0]) + " has " + a[1] + " more pieces than the starting set but only " +
               a[2] + " missing pawns that could have promoted";
    case ErrorCode::FenWaitingKingInCheck:
        return colourName(a[0]) + "'s king on " + a[1] + " is in check from " + a[2] +
               ", but it is " + colourName(errorarg::colour(~errorarg::toColour(a[0]))) + "'s move";
    case ErrorCode::FenTooManyCheckers:
        return colourName(a[0]) + "'s king is attacked by " + a[1] +
               " pieces at once, which no legal move can produce";
    case ErrorCode::FenCastlingBadLetter:
        return "Castling rights: '" + a[0] +
               "' is not allowed (use K, Q, k, q, file letters A-H / a-h, or '-')";
    case ErrorCode::FenCastlingKingMoved:
        return "Castling rights: '" + a[0] + "' but the " + lowerColour(a[1]) + " king is on " +
               a[2] + ", not on its back rank, so it has moved";
    case ErrorCode::FenCastlingNoRookOnSide:
        return "Castling rights: '" + a[0] + "' but " + colourName(a[1]) + " has no rook on the " +
               sideName(a[2]) + " of its king on " + a[3];
    case ErrorCode::FenCastlingNoRookOnSquare:
        return "Castling rights: '" + a[0] + "' but there is no " + lowerColour(a[1]) +
               " rook on " + a[2];
    case ErrorCode::FenCastlingKingInCorner:
        return "Castling rights: the " + lowerColour(a[0]) + " king on " + a[1] +
               " is in a corner, so it cannot have castling rights";
    case ErrorCode::FenCastlingRepeated:
        return "Castling rights: two " + sideName(a[2]) + " rights for " + colourName(a[1]) +
               " ('" + a[0] + "' repeats one)";
    case ErrorCode::FenEpNotASquare: return "En-passant square '" + a[0] + "' is not a square name";
    case ErrorCode::FenEpWrongRank:
        return "En-passant square " + a[0] + " must be on rank " + a[1] + " when " +
               colourName(a[2]) + " is to move";
    case ErrorCode::FenEpNoPawn:
        return "En-passant square " + a[0] + " is impossible: no " + lowerColour(a[1]) +
               " pawn on " + a[2] + " that could just have moved two squares";
    case ErrorCode::FenEpOccupied:
        return "En-passant square " + a[0] + " is impossible: " + a[1] +
               " is occupied, so no pawn can just have passed it";
    case ErrorCode::FenBadHalfmoveClock:
        return "Half-move clock '" + a[0] + "' must be a whole number from 0";
    case ErrorCode::FenBadMoveNumber:
        return "Move number '" + a[0] + "' must be a whole number from 1";
    case ErrorCode::SetupImpossibleCheck:
        return colourName(a[0]) + "'s king is in check from " + a[1] + " and " + a[2] +
               " at once, which no single move can give";
    case ErrorCode::SetupCheckBeforeDoubleStep:
        return colourName(a[0]) + "'s king is in check from " + a[1] +
               ", which it was in before the pawn on " + a[2] +
               " stepped two squares, so that step was not the last move";
    case ErrorCode::SetupEpNoCapture:
        return "En-passant square " + a[0] + ": " + colourName(a[1]) +
               " has no legal capture there";

    case ErrorCode::UciBadForm: return m + " is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)";
    case ErrorCode::UciBadFromSquare: return m + ": the first square is not a square name";
    case ErrorCode::UciBadToSquare: return m + ": the second square is not a square name";
    case ErrorCode::UciBadPromotionLetter: return m + ": the promotion piece must be q, r, b or n";
    case ErrorCode::UciPromotionMissing:
        return m + " is a promotion: add the piece letter (q, r, b or n)";
    case ErrorCode::UciFromSquareEmpty: return m + " is not legal: " + a[1] + " is empty";
    case ErrorCode::UciWrongSidesPiece:
        return m + " is not legal: the piece on " + a[1] + " belongs to the side not to move";
    case ErrorCode::UciIllegal: return m + " is not a legal move in this position";

    case ErrorCode::SanEmpty: return m + " is not a move";
    case ErrorCode::SanCastleImpossible:
        return withReason(m + ": " + colourName(a[1]) + " cannot castle " + sideName(a[2]), reason);
    case ErrorCode::SanBadPromotionPiece:
        return m + ": a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)";
    case ErrorCode::SanNotSan: return m + " is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)";
    case ErrorCode::SanNoTargetSquare: return m + " does not end in a target square";
    case ErrorCode::SanUnexpectedCharacter: return m + ": unexpected '" + a[1] + "'";
    case ErrorCode::SanAmbiguous: {
        std::vector<std::string> moves(part.args.begin() + std::min<size_t>(1, a.size()),
                                       part.args.end());
        return m + " is ambiguous: it could be " + joined(moves, " or ");
    }
    case ErrorCode::SanPromotionMissing: return m + " needs a promotion piece, e.g. " + a[1] + "=Q";
    case ErrorCode::SanNotAPromotion:
        return m + " is not a promotion: a pawn promotes on the last rank";
    case ErrorCode::SanCastlingWrittenAs:
        return m + " is not a legal king move; castling is written " + a[1];
    case ErrorCode::SanIllegal: return withReason(m + " is not legal", reason);

    case ErrorCode::MoveNoSuchPiece: return colourName(a[0]) + " has no " + typeName(a[1]);
    case ErrorCode::MoveNoPieceThere:
        return "there is no " + lowerColour(a[0]) + " " + typeName(a[1]) + where(a[2], a[3]);
    case ErrorCode::MoveTargetHoldsOwn:
        return a[0] + " holds a " + lowerColour(a[1]) + " " + typeName(a[2]);
    case ErrorCode::MoveKingIntoCheck:
        return "the " + lowerColour(a[0]) + " king may not move into check on " + a[1];
    case ErrorCode::MoveWouldLeaveCheck:
    case ErrorCode::MoveWouldPutInCheck:
        return "the " + lowerColour(a[0]) + " " + typeName(a[1]) + " on " + a[2] +
               " may not go there: it would " +
               (part.code == ErrorCode::MoveWouldLeaveCheck ? "leave" : "put") + " the " +
               lowerColour(a[0]) + " king in check";
    case ErrorCode::MoveCannotReach:
        return "no " + lowerColour(a[0]) + " " + typeName(a[1]) + where(a[2], a[3]) +
               " can move to " + a[4];

    case ErrorCode::CastleRightLost:
        return colourName(a[0]) + " has no " + sideName(a[1]) +
               " castling right: the king or that rook has moved";
    case ErrorCode::CastleKingInCheck:
        return "The king is in check from the " + pieceName(a[0]) + " on " + a[1];
    case ErrorCode::CastleSquareBlocked: return a[0] + " is blocked by the " + pieceName(a[1]);
    case ErrorCode::CastleSquareAttacked:
        return a[0] + " is attacked by the " + pieceName(a[1]) + " on " + a[2];

    case ErrorCode::GameNoSuchStart:
        return "Start position " + a[0] + " does not exist: use 0 to 959";
    case ErrorCode::GameOver: return "The game is over (" + termination(a[0]) + ")";

    case ErrorCode::PgnNoGame: return "The text holds no PGN game";
    case ErrorCode::PgnAt:
        return withReason("game " + a[0] + ", line " + a[1] + ", column " + a[2], reason);
    case ErrorCode::PgnNagWithoutNumber:
        return "'$' must be followed by a number (a NAG such as $1)";
    case ErrorCode::PgnBadMoveMark: return m + " is not a move mark (!, ?, !!, ??, !?, ?!)";
    case ErrorCode::PgnUnexpectedCharacter: return "unexpected character " + m;
    case ErrorCode::PgnCommentNotClosed:
        return "the comment opened here with '{' is never closed with '}'";
    case ErrorCode::PgnQuoteNotClosed: return "the quoted value is not closed on its line";
    case ErrorCode::PgnTagWithoutName: return "a tag needs a name after '[', e.g. [Event \"...\"]";
    case ErrorCode::PgnTagWithoutValue: return "the tag " + a[0] + " needs a quoted value";
    case ErrorCode::PgnTagNotClosed: return "the tag " + a[0] + " is not closed with ']'";
    case ErrorCode::PgnUnknownVariant:
        return "the variant " + m + " is not Chess960 or standard chess, the only ones read here";
    case ErrorCode::PgnBadFenTag: return withReason("the FEN tag is not valid", reason);
    case ErrorCode::PgnChess960WithoutFen:
        return "a Chess960 game needs a FEN tag with its start position";
    case ErrorCode::PgnVariationNotClosed:
        return "the variation opened here with '(' is never closed";
    case ErrorCode::PgnMove: return withReason("move " + a[0] + " for " + colourName(a[1]), reason);
    case ErrorCode::PgnNullMove:
        return m + " is a null move (a pass), which a game cannot contain outside a variation";
    case ErrorCode::PgnMoveAfterEnd:
        return m + " comes after the game ended by " + termination(a[1]);
    case ErrorCode::PgnTagAmongMoves: return "'[' in the middle of the moves; tags go before them";
    case ErrorCode::PgnNagTooLarge: return "$" + a[0] + " is not a NAG (they go to $255)";
    case ErrorCode::PgnVariationNotOpened: return "')' closes a variation that was never opened";
    case ErrorCode::PgnVariationBeforeMove:
        return "'(' opens a variation before any move it could replace";
    case ErrorCode::PgnVariationTooDeep:
        return "variations nested more than " + a[0] + " deep are not read";
    case ErrorCode::PgnStrayQuotedText: return "quoted text belongs in a tag: [Name \"value\"]";
    case ErrorCode::PgnStrayTagClose: return "']' outside a tag";
    case ErrorCode::PgnBadResultTag:
        return "the Result tag " + m + " is not 1-0, 0-1, 1/2-1/2 or *";
    case ErrorCode::PgnResultsDisagree:
        return "the moves end with " + a[0] + " but the Result tag says " + a[1];
    case ErrorCode::PgnResultAgainstBoard:
        return "the result is " + a[0] + " but the final position is " + termination(a[1]) + " (" +
               a[2] + ")";

    case ErrorCode::PgnBinary:
        return "Not a PGN file: it holds binary data (byte 0x" + a[2] + " on line " + a[0] +
               ", column " + a[1] + ")";
    case ErrorCode::PgnNothingFound:
        return withReason("Not a PGN file: nothing in it reads as a tag or a move; the first "
                          "fault is on line " +
                              a[0] + ", column " + a[1],
                          reason);

    case ErrorCode::BackRankEmpty:
        return "The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR";
    case ErrorCode::BackRankWrongLength:
        return "A back rank has 8 squares, a to h: found " +
               plural(a.number(0), "character", "characters");
    case ErrorCode::BackRankPawn:
        return "Square " + a[0] + ": a pawn cannot stand on the back rank (use K, Q, R, B, N)";
    case ErrorCode::BackRankBadLetter:
        return "Square " + a[0] + ": " + quotedCharacter(a[1]) +
               " is not a piece letter (use K, Q, R, B, N)";
    case ErrorCode::BackRankPawnPastH:
        return "Character " + a[0] + ": a pawn cannot stand on the back rank (use K, Q, R, B, N)";
    case ErrorCode::BackRankBadLetterPastH:
        return "Character " + a[0] + ": " + quotedCharacter(a[1]) +
               " is not a piece letter (use K, Q, R, B, N)";
    case ErrorCode::BackRankPieceCounts: {
        static const char* const kNames[] = {"king", "queen", "rook", "bishop", "knight"};
        static const int kWanted[] = {1, 1, 2, 2, 2};
        std::vector<std::string> found;
        for (size_t k = 0; k < 5; ++k)
            if (a.number(k) != kWanted[k])
                found.push_back(countPhrase(a.number(k), kWanted[k], kNames[k]));
        return "There must be exactly one king, one queen, two rooks, two bishops and two "
               "knights: found " +
               joined(found, " and ");
    }
    case ErrorCode::BackRankBishopsSameColour:
        return "The bishops on " + a[0] + " and " + a[1] + " are both on " +
               (a[2] == "dark" ? "dark" : "light") + " squares";
    case ErrorCode::BackRankKingNotBetweenRooks:
        return "The king on " + a[0] + " is not between the two rooks";
    case ErrorCode::DiceComplete:
        return "The start position is already complete: reset to roll again";
    case ErrorCode::DiceNotADieValue: return a[0] + " is not a die value (1-6)";
    case ErrorCode::DiceRollOutOfRange:
        return "Roll " + a[0] + " is " + a[1] + ": a die shows 1 to 6";
    case ErrorCode::DiceRollsMissing: {
        const int n = a.number(0);
        const std::string given = n == 0   ? "No rolls given"
                                  : n == 1 ? "1 roll given"
                                           : std::to_string(n) + " rolls given";
        return given + "; the " + std::string(diceStepName(DiceStep(a.number(1)))) +
               " still needs a roll";
    }
    case ErrorCode::PracticeStatsBadLine:
        return "Line " + a[0] + " of the practice statistics cannot be read: " + a[1];
    case ErrorCode::PracticeStatsEmpty: return "The practice statistics are empty";
    }
    return reason;
}

std::vector<ErrorPart> errorParts(const Error& error) {
    std::vector<ErrorPart> parts{ErrorPart{error.code, error.args}};
    parts.insert(parts.end(), error.reasons.begin(), error.reasons.end());
    return parts;
}

std::string errorText(const Error& error) {
    if (error.code == ErrorCode::Other) return error.message;
    const std::vector<ErrorPart> parts = errorParts(error);
    std::string text;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) text = errorText(*it, text);
    return text;
}

Error makeError(ErrorCode code, std::vector<std::string> args, int position) {
    Error e{{}, position, code, std::move(args), {}};
    e.message = errorText(e);
    return e;
}

Error makeError(ErrorCode code, std::vector<std::string> args, const Error& reason, int position) {
    Error e{{}, position, code, std::move(args), errorParts(reason)};
    e.message = errorText(e);
    return e;
}

namespace errorarg {
std::string colour(Color c) {
    return c == White ? "w" : "b";
}
std::string piece(Piece p) {
    return std::string(1, pieceLetter(p));
}
std::string pieceType(PieceType t) {
    return t >= Pawn && t <= King ? std::string(1, "?pnbrqk"[t]) : std::string();
}
std::string side(CastleSide s) {
    return s == CastleSide::HSide ? "h" : "a";
}
Color toColour(std::string_view arg) {
    return arg == "b" ? Black : White;
}
Piece toPiece(std::string_view arg) {
    return arg.size() == 1 ? pieceFromLetter(arg[0]) : NoPiece;
}
PieceType toPieceType(std::string_view arg) {
    const Piece p = toPiece(arg);
    return p == NoPiece ? NoPieceType : typeOf(p);
}
CastleSide toSide(std::string_view arg) {
    return arg == "a" ? CastleSide::ASide : CastleSide::HSide;
}
} // namespace errorarg

} // namespace chess960
