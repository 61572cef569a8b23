// FEN reading (X-FEN and Shredder-FEN) with full validation, and FEN writing.
#include "chess960/errortext.h"
#include "chess960/movegen.h"
#include "chess960/position.h"
#include "chess960/setup.h"
#include "setuprules.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

namespace chess960 {
namespace {

struct Field {
    std::string_view text;
    int offset;
};

std::vector<Field> splitFields(std::string_view fen) {
    std::vector<Field> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        size_t start = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        if (i > start) fields.push_back({fen.substr(start, i - start), int(start)});
    }
    return fields;
}

Error fail(int position, ErrorCode code, std::vector<std::string> args = {}) {
    return makeError(code, std::move(args), position);
}

std::string str(int n) {
    return std::to_string(n);
}

std::string letter(char c) {
    return std::string(1, c);
}

using errorarg::colour;

std::optional<int> parseNumber(std::string_view s) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return value;
}

// Field 1: the placement, rank 8 first, into `board`.
std::optional<Error> readPlacement(const Field& f, std::array<Piece, 64>& board) {
    int rank = 7, file = 0;
    bool lastWasDigit = false;
    for (size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const int at = f.offset + int(i);
        const std::string rankName = str(rank + 1);
        if (c == '/') {
            if (file != 8) return fail(at, ErrorCode::FenRankWrongLength, {rankName, str(file)});
            if (rank == 0) return fail(at, ErrorCode::FenTooManyRanks);
            --rank;
            file = 0;
            lastWasDigit = false;
        } else if (c >= '1' && c <= '8') {
            if (lastWasDigit) return fail(at, ErrorCode::FenTwoDigits, {rankName});
            file += c - '0';
            if (file > 8) return fail(at, ErrorCode::FenRankTooLong, {rankName});
            lastWasDigit = true;
        } else {
            Piece p = pieceFromLetter(c);
            if (p == NoPiece) return fail(at, ErrorCode::FenBadPieceLetter, {letter(c)});
            if (file >= 8) return fail(at, ErrorCode::FenRankTooLong, {rankName});
            board[makeSquare(file, rank)] = p;
            ++file;
            lastWasDigit = false;
        }
    }
    const int end = f.offset + int(f.text.size());
    if (rank > 0) return fail(end, ErrorCode::FenTooFewRanks, {str(8 - rank)});
    if (file != 8) return fail(end, ErrorCode::FenRankWrongLength, {"1", str(file)});
    return std::nullopt;
}

// The number of fields, checked after the placement: errors are reported as a reader meets
// them, from the left, so a bad piece letter is not hidden behind a missing field.
std::optional<Error> checkFieldCount(std::string_view fen, const std::vector<Field>& fields) {
    if (fields.size() < 4)
        return fail(int(fen.size()), ErrorCode::FenFieldMissing, {str(int(fields.size()))});
    if (fields.size() > 6)
        return fail(fields[6].offset, ErrorCode::FenTooManyFields, {str(int(fields.size()))});
    return std::nullopt;
}

// Field 2: side to move.
std::optional<Error> readSide(const Field& f, Color& side) {
    if (f.text == "w")
        side = White;
    else if (f.text == "b")
        side = Black;
    else
        return fail(f.offset, ErrorCode::FenBadSideToMove, {std::string(f.text)});
    return std::nullopt;
}

// A castling letter: K, Q, k, q or a file letter in either case.
bool isCastlingLetter(char c) {
    const char lower = char(std::tolower(static_cast<unsigned char>(c)));
    return (lower >= 'a' && lower <= 'h') || lower == 'k' || lower == 'q';
}

// Fields 5 and 6: the clocks (optional, default 0 and 1).
std::optional<Error> readClocks(const std::vector<Field>& fields, int& halfmove, int& fullmove) {
    if (fields.size() >= 5) {
        auto n = parseNumber(fields[4].text);
        if (!n || *n < 0 || *n > 9999)
            return fail(fields[4].offset, ErrorCode::FenBadHalfmoveClock,
                        {std::string(fields[4].text)});
        halfmove = *n;
    }
    if (fields.size() >= 6) {
        auto n = parseNumber(fields[5].text);
        if (!n || *n < 1 || *n > 9999)
            return fail(fields[5].offset, ErrorCode::FenBadMoveNumber,
                        {std::string(fields[5].text)});
        fullmove = *n;
    }
    return std::nullopt;
}

} // namespace

Expected<Position> Position::readFen(std::string_view fen,
                                     std::vector<DroppedCastlingRight>* dropped) {
    Position pos;
    const std::vector<Field> fields = splitFields(fen);
    if (fields.empty()) return fail(-1, ErrorCode::FenEmpty);

    // Field 1: placement, rank 8 first.
    {
        std::array<Piece, 64> board{};
        if (auto e = readPlacement(fields[0], board)) return *e;
        for (int sq = 0; sq < 64; ++sq)
            if (board[sq] != NoPiece) pos.putPiece(board[sq], Square(sq));
    }

    if (auto e = checkFieldCount(fen, fields)) return *e;

    // Field 2: side to move.
    if (auto e = readSide(fields[1], pos.side_)) return *e;
    if (pos.side_ == Black) pos.key_ ^= zobrist::blackToMove();

    // The pieces themselves, before castling and en passant refer to them: the first of the
    // rules a set-up must meet (setuprules.cpp) that the position breaks. The reader is not
    // strict about checks, as other programs are not.
    {
        const auto problems = setuprules::placementProblems(pos, false);
        if (!problems.empty()) {
            Error e = problems.front().error;
            e.position =
                e.code == ErrorCode::FenWaitingKingInCheck ? fields[1].offset : fields[0].offset;
            return e;
        }
        pos.checkers_ = pos.attackersTo(pos.kingSquare(pos.side_)) & pos.pieces(~pos.side_);
    }

    // Field 3: castling rights, X-FEN (KQkq, or a file letter for an inner rook) or
    // Shredder-FEN (file letters only).
    {
        const Field& f = fields[2];
        if (f.text != "-") {
            for (size_t i = 0; i < f.text.size(); ++i) {
                const char c = f.text[i];
                const int at = f.offset + int(i);
                const char lower = char(std::tolower(static_cast<unsigned char>(c)));
                if (!isCastlingLetter(c))
                    return fail(at, ErrorCode::FenCastlingBadLetter, {letter(c)});
                const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
                const int rank = backRank(color);
                const Square king = pos.kingSquare(color);
                const CastleSide letterSide = lower == 'q' ? CastleSide::ASide : CastleSide::HSide;
                const Bitboard rooks = pos.pieces(color, Rook) & rankBB(rank);
                // A right the position cannot have: refused, or in a lenient read dropped
                // (once per letter) and the next letter read.
                const auto impossible = [&](CastlingFault fault, Square square, ErrorCode code,
                                            std::vector<std::string> args) -> std::optional<Error> {
                    if (!dropped) return fail(at, code, std::move(args));
                    const bool rookFault = fault == CastlingFault::NoRookOnSide ||
                                           fault == CastlingFault::NoRookOnFile;
                    if (rookFault && !rooks) {
                        fault = CastlingFault::NoRookOnBackRank;
                        square = king;
                    }
                    const bool seen = std::any_of(dropped->begin(), dropped->end(),
                                                  [c](const auto& d) { return d.letter == c; });
                    if (!seen) dropped->push_back({c, color, fault, square, letterSide});
                    return std::nullopt;
                };
                if (rankOf(king) != rank) {
                    if (auto e = impossible(CastlingFault::KingOffBackRank, king,
                                            ErrorCode::FenCastlingKingMoved,
                                            {letter(c), colour(color), squareName(king)}))
                        return *e;
                    continue;
                }
                Square rook = NoSquare;
                if (lower == 'k' || lower == 'q') {
                    Bitboard side = lower == 'k' ? rooks & ~(span(makeSquare(0, rank), king))
                                                 : rooks & span(makeSquare(0, rank), king);
                    if (!side) {
                        if (auto e = impossible(CastlingFault::NoRookOnSide, king,
                                                ErrorCode::FenCastlingNoRookOnSide,
                                                {letter(c), colour(color),
                                                 errorarg::side(letterSide), squareName(king)}))
                            return *e;
                        continue;
                    }
                    rook = lower == 'k' ? Square(63 - std::countl_zero(side)) : lsb(side);
                } else {
                    rook = makeSquare(lower - 'a', rank);
                    if (!(rooks & bb(rook))) {
                        if (auto e = impossible(CastlingFault::NoRookOnFile, rook,
                                                ErrorCode::FenCastlingNoRookOnSquare,
                                                {letter(c), colour(color), squareName(rook)}))
                            return *e;
                        continue;
                    }
                }
                if (fileOf(king) == 0 || fileOf(king) == 7) {
                    if (auto e = impossible(CastlingFault::KingInCorner, king,
                                            ErrorCode::FenCastlingKingInCorner,
                                            {colour(color), squareName(king)}))
                        return *e;
                    continue;
                }
                const CastleSide side = rook > king ? CastleSide::HSide : CastleSide::ASide;
                if (pos.canCastle(color, side))
                    return fail(at, ErrorCode::FenCastlingRepeated,
                                {letter(c), colour(color), errorarg::side(side)});
                pos.setCastlingRight(color, rook);
            }
        }
        pos.key_ ^= zobrist::castling(pos.castling_);
    }

    // Field 4: en passant. A square that could follow a double push is accepted; it is
    // kept only when a capture there is legal (X-FEN's convention, and what repetition
    // needs).
    {
        const Field& f = fields[3];
        if (f.text != "-") {
            Square ep = parseSquare(f.text);
            if (ep == NoSquare)
                return fail(f.offset, ErrorCode::FenEpNotASquare, {std::string(f.text)});
            if (auto problem = setuprules::epSquareProblem(pos, ep)) {
                problem->error.position = f.offset;
                return problem->error;
            }
            pos.updateEpSquare(ep);
        }
    }

    {
        int halfmove = 0, fullmove = 1;
        if (auto e = readClocks(fields, halfmove, fullmove)) return *e;
        pos.halfmove_ = uint16_t(halfmove);
        pos.fullmove_ = uint16_t(fullmove);
    }
    return pos;
}

Expected<Position> Position::fromFen(std::string_view fen) {
    return readFen(fen, nullptr);
}

Expected<Position> Position::fromFenLenient(std::string_view fen,
                                            std::vector<DroppedCastlingRight>& dropped) {
    dropped.clear();
    return readFen(fen, &dropped);
}

Expected<Setup> setupFromFen(std::string_view fen) {
    Setup s;
    const std::vector<Field> fields = splitFields(fen);
    if (fields.empty()) return fail(-1, ErrorCode::FenEmpty);
    if (auto e = readPlacement(fields[0], s.board)) return *e;
    if (auto e = checkFieldCount(fen, fields)) return *e;
    if (auto e = readSide(fields[1], s.side)) return *e;
    const Field& rights = fields[2];
    for (size_t i = 0; rights.text != "-" && i < rights.text.size(); ++i) {
        const char c = rights.text[i];
        if (!isCastlingLetter(c))
            return fail(rights.offset + int(i), ErrorCode::FenCastlingBadLetter, {letter(c)});
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
        const int rank = backRank(color);
        const char lower = char(std::tolower(static_cast<unsigned char>(c)));
        if (lower != 'k' && lower != 'q') {
            s.castlingRooks |= bb(makeSquare(lower - 'a', rank));
            continue;
        }
        const Bitboard kings = s.squaresOf(makePiece(color, King)) & rankBB(rank);
        if (popcount(kings) != 1) continue;
        const Square king = lsb(kings);
        const Bitboard rooks = s.squaresOf(makePiece(color, Rook)) & rankBB(rank);
        const Bitboard side = lower == 'k' ? rooks & ~span(makeSquare(0, rank), king)
                                           : rooks & span(makeSquare(0, rank), king);
        if (side)
            s.castlingRooks |= bb(lower == 'k' ? Square(63 - std::countl_zero(side)) : lsb(side));
    }
    if (fields[3].text != "-") {
        s.epSquare = parseSquare(fields[3].text);
        if (s.epSquare == NoSquare)
            return fail(fields[3].offset, ErrorCode::FenEpNotASquare,
                        {std::string(fields[3].text)});
    }
    if (auto e = readClocks(fields, s.halfmoveClock, s.fullmoveNumber)) return *e;
    return s;
}

std::string Position::castlingField(FenStyle style) const {
    std::string out;
    for (Color c : {White, Black}) {
        const Bitboard rooks = pieces(c, Rook) & rankBB(backRank(c));
        for (CastleSide side : {CastleSide::HSide, CastleSide::ASide}) {
            Square r = castlingRook(c, side);
            if (r == NoSquare) continue;
            char letter = char('a' + fileOf(r));
            if (style == FenStyle::XFen) {
                // K/Q name the outermost rook on that side; an inner rook needs its file.
                Bitboard outside = side == CastleSide::HSide
                                       ? rooks & ~span(makeSquare(0, rankOf(r)), r)
                                       : rooks & ~span(r, makeSquare(7, rankOf(r)));
                if (!outside) letter = side == CastleSide::HSide ? 'k' : 'q';
            }
            out += c == White ? char(std::toupper(letter)) : letter;
        }
    }
    return out.empty() ? "-" : out;
}

std::string Position::fen(FenStyle style) const {
    std::string out = setuprules::placementField(board_);
    out += side_ == White ? " w " : " b ";
    out += castlingField(style);
    out += ' ';
    out += squareName(ep_);
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

} // namespace chess960
