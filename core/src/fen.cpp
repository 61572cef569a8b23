// FEN reading (X-FEN and Shredder-FEN) with full validation, and FEN writing.
#include "chess960/movegen.h"
#include "chess960/position.h"

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

const char* colorName(Color c) {
    return c == White ? "White" : "Black";
}
const char* colorNameLower(Color c) {
    return c == White ? "white" : "black";
}

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

Error fail(std::string message, int position) {
    return Error{std::move(message), position};
}

std::optional<int> parseNumber(std::string_view s) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return value;
}

} // namespace

Expected<Position> Position::fromFen(std::string_view fen) {
    Position pos;
    const std::vector<Field> fields = splitFields(fen);
    static const char* const kFieldNames[] = {"piece placement", "side to move", "castling rights",
                                              "en-passant square"};
    if (fields.empty()) return fail("The FEN is empty", -1);
    if (fields.size() < 4)
        return fail("The FEN has " + plural(int(fields.size()), "field", "fields") + ": the " +
                        kFieldNames[fields.size()] + " field is missing",
                    int(fen.size()));
    if (fields.size() > 6)
        return fail("The FEN has " + std::to_string(fields.size()) +
                        " fields; at most 6 are allowed (placement, side, castling, en passant, "
                        "half-move clock, move number)",
                    fields[6].offset);

    // Field 1: placement, rank 8 first.
    {
        const Field& f = fields[0];
        int rank = 7, file = 0;
        bool lastWasDigit = false;
        for (size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int at = f.offset + int(i);
            const std::string rankName = "rank " + std::to_string(rank + 1);
            if (c == '/') {
                if (file != 8)
                    return fail("Piece placement: " + rankName + " has " +
                                    plural(file, "square", "squares") + " instead of 8",
                                at);
                if (rank == 0) return fail("Piece placement: more than 8 ranks", at);
                --rank;
                file = 0;
                lastWasDigit = false;
            } else if (c >= '1' && c <= '8') {
                if (lastWasDigit)
                    return fail("Piece placement: two digits in a row on " + rankName +
                                    " (write one digit for a run of empty squares)",
                                at);
                file += c - '0';
                if (file > 8)
                    return fail("Piece placement: " + rankName + " has more than 8 squares", at);
                lastWasDigit = true;
            } else {
                Piece p = pieceFromLetter(c);
                if (p == NoPiece)
                    return fail(std::string("Piece placement: '") + c +
                                    "' is not a piece letter (use KQRBNP for White, kqrbnp "
                                    "for Black, digits 1-8 for empty squares)",
                                at);
                if (file >= 8)
                    return fail("Piece placement: " + rankName + " has more than 8 squares", at);
                pos.putPiece(p, makeSquare(file, rank));
                ++file;
                lastWasDigit = false;
            }
        }
        const int end = f.offset + int(f.text.size());
        if (rank > 0)
            return fail("Piece placement: " + plural(8 - rank, "rank", "ranks") +
                            " found, 8 expected",
                        end);
        if (file != 8)
            return fail("Piece placement: rank 1 has " + plural(file, "square", "squares") +
                            " instead of 8",
                        end);
    }

    // Field 2: side to move.
    {
        const Field& f = fields[1];
        if (f.text == "w")
            pos.side_ = White;
        else if (f.text == "b")
            pos.side_ = Black;
        else
            return fail("Side to move must be 'w' or 'b', not '" + std::string(f.text) + "'",
                        f.offset);
        if (pos.side_ == Black) pos.key_ ^= zobrist::blackToMove();
    }

    // The pieces themselves, before castling and en passant refer to them.
    const int placementAt = fields[0].offset;
    for (Color c : {White, Black}) {
        int kings = popcount(pos.pieces(c, King));
        if (kings != 1)
            return fail(std::string(colorName(c)) + " has " +
                            (kings == 0 ? "no king" : std::to_string(kings) + " kings") +
                            "; there must be exactly one",
                        placementAt);
    }
    if (Bitboard bad = pos.pieces(Pawn) & (rankBB(0) | rankBB(7)))
        return fail(std::string("A pawn stands on ") + squareName(lsb(bad)) +
                        ": pawns can never be on the first or last rank",
                    placementAt);
    for (Color c : {White, Black}) {
        int pawns = popcount(pos.pieces(c, Pawn));
        if (pawns > 8)
            return fail(std::string(colorName(c)) + " has " + std::to_string(pawns) +
                            " pawns; at most 8 are possible",
                        placementAt);
        int extra = std::max(0, popcount(pos.pieces(c, Queen)) - 1) +
                    std::max(0, popcount(pos.pieces(c, Rook)) - 2) +
                    std::max(0, popcount(pos.pieces(c, Bishop)) - 2) +
                    std::max(0, popcount(pos.pieces(c, Knight)) - 2);
        if (extra > 8 - pawns)
            return fail(std::string(colorName(c)) + " has " + std::to_string(extra) +
                            " more pieces than the starting set but only " +
                            std::to_string(8 - pawns) + " missing pawns that could have promoted",
                        placementAt);
    }
    {
        const Color them = ~pos.side_;
        if (Bitboard chk = pos.attackersTo(pos.kingSquare(them)) & pos.pieces(pos.side_))
            return fail(std::string(colorName(them)) + "'s king on " +
                            squareName(pos.kingSquare(them)) + " is in check from " +
                            squareName(lsb(chk)) + ", but it is " + colorName(pos.side_) +
                            "'s move",
                        fields[1].offset);
        pos.checkers_ = pos.attackersTo(pos.kingSquare(pos.side_)) & pos.pieces(them);
        if (popcount(pos.checkers_) > 2)
            return fail(std::string(colorName(pos.side_)) + "'s king is attacked by " +
                            std::to_string(popcount(pos.checkers_)) +
                            " pieces at once, which no legal move can produce",
                        placementAt);
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
                if (!((lower >= 'a' && lower <= 'h') || lower == 'k' || lower == 'q'))
                    return fail(std::string("Castling rights: '") + c +
                                    "' is not allowed (use K, Q, k, q, file letters A-H / a-h, "
                                    "or '-')",
                                at);
                const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
                const int rank = backRank(color);
                const Square king = pos.kingSquare(color);
                if (rankOf(king) != rank)
                    return fail(std::string("Castling rights: '") + c + "' but the " +
                                    colorNameLower(color) + " king is on " + squareName(king) +
                                    ", not on its back rank, so it has moved",
                                at);
                const Bitboard rooks = pos.pieces(color, Rook) & rankBB(rank);
                Square rook = NoSquare;
                if (lower == 'k' || lower == 'q') {
                    Bitboard side = lower == 'k' ? rooks & ~(span(makeSquare(0, rank), king))
                                                 : rooks & span(makeSquare(0, rank), king);
                    if (!side)
                        return fail(std::string("Castling rights: '") + c + "' but " +
                                        colorName(color) + " has no rook on the " +
                                        (lower == 'k' ? "h-side" : "a-side") + " of its king on " +
                                        squareName(king),
                                    at);
                    rook = lower == 'k' ? Square(63 - std::countl_zero(side)) : lsb(side);
                } else {
                    rook = makeSquare(lower - 'a', rank);
                    if (!(rooks & bb(rook)))
                        return fail(std::string("Castling rights: '") + c + "' but there is no " +
                                        colorNameLower(color) + " rook on " + squareName(rook),
                                    at);
                }
                if (fileOf(king) == 0 || fileOf(king) == 7)
                    return fail(std::string("Castling rights: the ") + colorNameLower(color) +
                                    " king on " + squareName(king) +
                                    " is in a corner, so it cannot have castling rights",
                                at);
                const CastleSide side = rook > king ? CastleSide::HSide : CastleSide::ASide;
                if (pos.canCastle(color, side))
                    return fail(std::string("Castling rights: two ") +
                                    (side == CastleSide::HSide ? "h-side" : "a-side") +
                                    " rights for " + colorName(color) + " ('" + c +
                                    "' repeats one)",
                                at);
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
                return fail("En-passant square '" + std::string(f.text) + "' is not a square name",
                            f.offset);
            const Color us = pos.side_, them = ~us;
            const int expectedRank = us == White ? 5 : 2;
            if (rankOf(ep) != expectedRank)
                return fail("En-passant square " + squareName(ep) + " must be on rank " +
                                std::to_string(expectedRank + 1) + " when " + colorName(us) +
                                " is to move",
                            f.offset);
            const Square pawnSq = Square(us == White ? ep - 8 : ep + 8);
            const Square origin = Square(us == White ? ep + 8 : ep - 8);
            if (pos.pieceOn(pawnSq) != makePiece(them, Pawn))
                return fail("En-passant square " + squareName(ep) + " is impossible: no " +
                                colorNameLower(them) + " pawn on " + squareName(pawnSq) +
                                " that could just have moved two squares",
                            f.offset);
            if (pos.pieceOn(ep) != NoPiece || pos.pieceOn(origin) != NoPiece)
                return fail("En-passant square " + squareName(ep) + " is impossible: " +
                                squareName(pos.pieceOn(ep) != NoPiece ? ep : origin) +
                                " is occupied, so no pawn can just have passed it",
                            f.offset);
            pos.updateEpSquare(ep);
        }
    }

    // Fields 5 and 6: the clocks (optional, default 0 and 1).
    if (fields.size() >= 5) {
        auto n = parseNumber(fields[4].text);
        if (!n || *n < 0 || *n > 9999)
            return fail("Half-move clock '" + std::string(fields[4].text) +
                            "' must be a whole number from 0",
                        fields[4].offset);
        pos.halfmove_ = uint16_t(*n);
    }
    if (fields.size() >= 6) {
        auto n = parseNumber(fields[5].text);
        if (!n || *n < 1 || *n > 9999)
            return fail("Move number '" + std::string(fields[5].text) +
                            "' must be a whole number from 1",
                        fields[5].offset);
        pos.fullmove_ = uint16_t(*n);
    }
    return pos;
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
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = board_[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += pieceLetter(p);
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += side_ == White ? " w " : " b ";
    out += castlingField(style);
    out += ' ';
    out += squareName(ep_);
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

} // namespace chess960
