// Set-ups made by hand: every reason one cannot be played, and the position of a valid one.
#include "chess960/setup.h"

#include "chess960/errortext.h"
#include "setuprules.h"

#include <algorithm>
#include <cctype>

namespace chess960 {

// Builds positions field by field for the validator (a friend of Position).
class PositionBuilder {
public:
    // The pieces and side to move, with the checkers when the side to move has one king.
    static Position placement(const Setup& s) {
        Position pos;
        for (int sq = 0; sq < 64; ++sq)
            if (s.board[sq] != NoPiece) pos.putPiece(s.board[sq], Square(sq));
        pos.side_ = s.side;
        if (s.side == Black) pos.key_ ^= zobrist::blackToMove();
        if (popcount(pos.pieces(s.side, King)) == 1)
            pos.checkers_ = pos.attackersTo(pos.kingSquare(s.side)) & pos.pieces(~s.side);
        return pos;
    }

    // The whole position of a set-up that validateSetup() accepts.
    static Position full(const Setup& s) {
        Position pos = placement(s);
        for (Color c : {White, Black}) {
            Bitboard rooks = s.castlingRooks & rankBB(backRank(c));
            while (rooks) pos.setCastlingRight(c, popLsb(rooks));
        }
        pos.key_ ^= zobrist::castling(pos.castling_);
        if (s.epSquare != NoSquare) pos.updateEpSquare(s.epSquare);
        pos.halfmove_ = uint16_t(s.halfmoveClock);
        pos.fullmove_ = uint16_t(s.fullmoveNumber);
        return pos;
    }
};

namespace {

using errorarg::colour;

SetupProblem problem(ErrorCode code, std::vector<std::string> args, Bitboard squares) {
    return {makeError(code, std::move(args)), squares};
}

std::string rightLetter(Color c, Square rook) {
    const char file = char('a' + fileOf(rook));
    return std::string(1, c == White ? char(std::toupper(file)) : file);
}

void castlingProblems(const Setup& s, const Position& pos, std::vector<SetupProblem>& out) {
    for (Color c : {White, Black}) {
        const Bitboard rights = s.castlingRooks & rankBB(backRank(c));
        if (!rights || popcount(pos.pieces(c, King)) != 1) continue;
        const Square king = pos.kingSquare(c);
        bool seen[2] = {false, false};
        Square first[2] = {NoSquare, NoSquare};
        // From the h-file down, as a FEN writes them: a second right on a side is the inner.
        for (int file = 7; file >= 0; --file) {
            const Square rook = makeSquare(file, backRank(c));
            if (!(rights & bb(rook))) continue;
            const std::string letter = rightLetter(c, rook);
            if (rankOf(king) != backRank(c)) {
                out.push_back(problem(ErrorCode::FenCastlingKingMoved,
                                      {letter, colour(c), squareName(king)}, bb(king) | bb(rook)));
                continue;
            }
            if (pos.pieceOn(rook) != makePiece(c, Rook)) {
                out.push_back(problem(ErrorCode::FenCastlingNoRookOnSquare,
                                      {letter, colour(c), squareName(rook)}, bb(rook)));
                continue;
            }
            if (fileOf(king) == 0 || fileOf(king) == 7) {
                out.push_back(problem(ErrorCode::FenCastlingKingInCorner,
                                      {colour(c), squareName(king)}, bb(king) | bb(rook)));
                continue;
            }
            const CastleSide side = rook > king ? CastleSide::HSide : CastleSide::ASide;
            const int i = int(side);
            if (seen[i]) {
                out.push_back(problem(ErrorCode::FenCastlingRepeated,
                                      {letter, colour(c), errorarg::side(side)},
                                      bb(first[i]) | bb(rook)));
                continue;
            }
            seen[i] = true;
            first[i] = rook;
        }
    }
}

void epProblems(const Setup& s, const Position& pos, std::vector<SetupProblem>& out) {
    if (s.epSquare == NoSquare) return;
    if (auto p = setuprules::epSquareProblem(pos, s.epSquare)) {
        out.push_back(*p);
        return;
    }
    const Color us = s.side, them = ~us;
    if (popcount(pos.pieces(us, King)) != 1) return;
    // The full position keeps the square only when a capture there is legal.
    Setup noRights = s;
    noRights.castlingRooks = 0;
    if (PositionBuilder::full(noRights).epSquare() == NoSquare)
        out.push_back(problem(ErrorCode::SetupEpNoCapture, {squareName(s.epSquare), colour(us)},
                              bb(s.epSquare)));
    // Every check must come from the step: given by the pawn, or uncovered by it.
    const Square pawn = Square(us == White ? s.epSquare - 8 : s.epSquare + 8);
    const Square origin = Square(us == White ? s.epSquare + 8 : s.epSquare - 8);
    const Square king = pos.kingSquare(us);
    const Bitboard before = (pos.pieces() ^ bb(pawn)) | bb(origin);
    const Bitboard old = pos.attackersTo(king, before) & pos.pieces(them) & ~bb(pawn);
    if (old)
        out.push_back(problem(ErrorCode::SetupCheckBeforeDoubleStep,
                              {colour(us), squareName(lsb(old)), squareName(pawn)},
                              bb(lsb(old)) | bb(pawn) | bb(king)));
}

} // namespace

Setup Setup::fromPosition(const Position& pos) {
    Setup s;
    for (int sq = 0; sq < 64; ++sq) s.board[sq] = pos.pieceOn(Square(sq));
    s.side = pos.sideToMove();
    for (Color c : {White, Black})
        for (CastleSide side : {CastleSide::HSide, CastleSide::ASide})
            if (pos.canCastle(c, side)) s.castlingRooks |= bb(pos.castlingRook(c, side));
    s.epSquare = pos.epSquare();
    s.halfmoveClock = pos.halfmoveClock();
    s.fullmoveNumber = pos.fullmoveNumber();
    return s;
}

Bitboard Setup::squaresOf(Piece p) const {
    Bitboard b = 0;
    for (int sq = 0; sq < 64; ++sq)
        if (board[sq] == p) b |= bb(Square(sq));
    return b;
}

std::vector<SetupProblem> validateSetup(const Setup& s) {
    const Position pos = PositionBuilder::placement(s);
    std::vector<SetupProblem> out = setuprules::placementProblems(pos, true);
    castlingProblems(s, pos, out);
    epProblems(s, pos, out);
    if (s.halfmoveClock < 0 || s.halfmoveClock > 9999)
        out.push_back(
            problem(ErrorCode::FenBadHalfmoveClock, {std::to_string(s.halfmoveClock)}, 0));
    if (s.fullmoveNumber < 1 || s.fullmoveNumber > 9999)
        out.push_back(problem(ErrorCode::FenBadMoveNumber, {std::to_string(s.fullmoveNumber)}, 0));
    return out;
}

Expected<Position> positionFromSetup(const Setup& s) {
    const auto problems = validateSetup(s);
    if (!problems.empty()) return problems.front().error;
    return PositionBuilder::full(s);
}

std::string setupFen(const Setup& s, FenStyle style) {
    if (auto pos = positionFromSetup(s)) return pos->fen(style);
    std::string out = setuprules::placementField(s.board);
    out += s.side == White ? " w " : " b ";
    std::string rights;
    for (Color c : {White, Black}) {
        const int rank = backRank(c);
        const Bitboard kings = s.squaresOf(makePiece(c, King)) & rankBB(rank);
        const Bitboard rooks = s.squaresOf(makePiece(c, Rook)) & rankBB(rank);
        for (int file = 7; file >= 0; --file) {
            const Square sq = makeSquare(file, rank);
            if (!(s.castlingRooks & bb(sq))) continue;
            std::string letter = rightLetter(c, sq);
            // K/Q only where they name this rook without doubt: one king on the rank and no
            // rook of that colour beyond this one.
            if (style == FenStyle::XFen && popcount(kings) == 1 && (rooks & bb(sq))) {
                const Square king = lsb(kings);
                const Bitboard beyond = sq > king ? rooks & ~span(makeSquare(0, rank), sq)
                                                  : rooks & ~span(sq, makeSquare(7, rank));
                if (sq != king && !beyond)
                    letter = c == White ? (sq > king ? "K" : "Q") : (sq > king ? "k" : "q");
            }
            rights += letter;
        }
    }
    out += rights.empty() ? "-" : rights;
    out += ' ' + squareName(s.epSquare);
    out += ' ' + std::to_string(s.halfmoveClock) + ' ' + std::to_string(s.fullmoveNumber);
    return out;
}

} // namespace chess960
