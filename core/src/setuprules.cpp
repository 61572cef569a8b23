// The rules on the pieces and on an en-passant square, each written once for the FEN reader
// and the set-up validator.
#include "setuprules.h"

#include "chess960/errortext.h"

#include <algorithm>

namespace chess960::setuprules {
namespace {

using errorarg::colour;

std::string str(int n) {
    return std::to_string(n);
}

SetupProblem problem(ErrorCode code, std::vector<std::string> args, Bitboard squares) {
    return {makeError(code, std::move(args)), squares};
}

constexpr Bitboard kEdgeRanks = rankBB(0) | rankBB(7);

// The checks on the king to move: more than two checkers, or (strict) two that no single move
// can bring: a double check always uncovers a slider, and the two never share a line through
// the king.
void checkProblems(const Position& pos, bool strict, std::vector<SetupProblem>& out) {
    const Color us = pos.sideToMove();
    const Square king = pos.kingSquare(us);
    const Bitboard checkers = pos.attackersTo(king) & pos.pieces(~us);
    const int count = popcount(checkers);
    if (count > 2) {
        out.push_back(
            problem(ErrorCode::FenTooManyCheckers, {colour(us), str(count)}, checkers | bb(king)));
        return;
    }
    if (!strict || count != 2) return;
    const Square a = lsb(checkers), b = Square(63 - std::countl_zero(checkers));
    const Bitboard sliders = pos.pieces(Bishop) | pos.pieces(Rook) | pos.pieces(Queen);
    if (!(checkers & sliders) || (line(a, b) & bb(king)))
        out.push_back(problem(ErrorCode::SetupImpossibleCheck,
                              {colour(us), squareName(a), squareName(b)}, checkers | bb(king)));
}

} // namespace

std::vector<SetupProblem> placementProblems(const Position& pos, bool strict) {
    std::vector<SetupProblem> out;
    bool kingsOk = true;
    for (Color c : {White, Black}) {
        const Bitboard kings = pos.pieces(c, King);
        if (popcount(kings) != 1) {
            out.push_back(
                problem(ErrorCode::FenKingCount, {colour(c), str(popcount(kings))}, kings));
            kingsOk = false;
        }
    }
    for (Bitboard bad = pos.pieces(Pawn) & kEdgeRanks; bad;) {
        const Square s = popLsb(bad);
        out.push_back(problem(ErrorCode::FenPawnOnEdgeRank, {squareName(s)}, bb(s)));
    }
    for (Color c : {White, Black}) {
        const int pawns = popcount(pos.pieces(c, Pawn));
        if (pawns > 8)
            out.push_back(
                problem(ErrorCode::FenTooManyPawns, {colour(c), str(pawns)}, pos.pieces(c, Pawn)));
        // Pieces beyond the starting set must have been pawns once.
        int extra = 0;
        Bitboard marked = 0;
        for (auto [type, start] : {std::pair{Queen, 1}, {Rook, 2}, {Bishop, 2}, {Knight, 2}}) {
            const int n = popcount(pos.pieces(c, type));
            if (n > start) {
                extra += n - start;
                marked |= pos.pieces(c, type);
            }
        }
        const int promoted = std::max(0, 8 - pawns);
        if (extra > promoted)
            out.push_back(problem(ErrorCode::FenTooManyPieces,
                                  {colour(c), str(extra), str(promoted)}, marked));
    }
    if (!kingsOk) return out;
    const Color them = ~pos.sideToMove();
    const Square theirKing = pos.kingSquare(them);
    if (Bitboard chk = pos.attackersTo(theirKing) & pos.pieces(pos.sideToMove()))
        out.push_back(problem(ErrorCode::FenWaitingKingInCheck,
                              {colour(them), squareName(theirKing), squareName(lsb(chk))},
                              bb(theirKing) | bb(lsb(chk))));
    checkProblems(pos, strict, out);
    return out;
}

std::optional<SetupProblem> epSquareProblem(const Position& pos, Square ep) {
    const Color us = pos.sideToMove(), them = ~us;
    const int expectedRank = us == White ? 5 : 2;
    if (rankOf(ep) != expectedRank)
        return problem(ErrorCode::FenEpWrongRank,
                       {squareName(ep), str(expectedRank + 1), colour(us)}, bb(ep));
    const Square pawn = Square(us == White ? ep - 8 : ep + 8);
    const Square origin = Square(us == White ? ep + 8 : ep - 8);
    if (pos.pieceOn(pawn) != makePiece(them, Pawn))
        return problem(ErrorCode::FenEpNoPawn, {squareName(ep), colour(them), squareName(pawn)},
                       bb(ep) | bb(pawn));
    if (pos.pieceOn(ep) != NoPiece || pos.pieceOn(origin) != NoPiece) {
        const Square taken = pos.pieceOn(ep) != NoPiece ? ep : origin;
        return problem(ErrorCode::FenEpOccupied, {squareName(ep), squareName(taken)},
                       bb(ep) | bb(taken));
    }
    return std::nullopt;
}

std::string placementField(const std::array<Piece, 64>& board) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board[makeSquare(file, rank)];
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
    return out;
}

} // namespace chess960::setuprules
