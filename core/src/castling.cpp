#include "chess960/castling.h"

#include "chess960/errortext.h"

namespace chess960 {
namespace {

std::string squareList(Bitboard b) {
    std::string out;
    while (b) {
        if (!out.empty()) out += ' ';
        out += squareName(popLsb(b));
    }
    return out.empty() ? "none" : out;
}

} // namespace

CastleAnalysis analyseCastle(const Position& pos, Color c, CastleSide s) {
    CastleAnalysis a;
    a.color = c;
    a.side = s;
    a.kingFrom = pos.kingSquare(c);
    a.kingTo = castleKingTarget(c, s);
    a.rookTo = castleRookTarget(c, s);
    a.hasRight = pos.canCastle(c, s);
    if (!a.hasRight) {
        a.rookTo = NoSquare;
        a.obstacles.push_back({CastleObstacle::RightLost});
        return a;
    }
    a.rookFrom = pos.castlingRook(c, s);
    a.move = Move(a.kingFrom, a.rookFrom, Move::Castling);

    const bool kingMoves = a.kingFrom != a.kingTo, rookMoves = a.rookFrom != a.rookTo;
    if (!kingMoves) {
        a.method = CastleMethod::RookMoveOnly;
        a.order = CastleOrder::RookOnly;
    } else if (!rookMoves) {
        a.method = CastleMethod::KingMoveOnly;
        a.order = CastleOrder::KingOnly;
    } else if (a.kingFrom == a.rookTo && a.rookFrom == a.kingTo) {
        a.method = CastleMethod::Transposition;
        a.order = CastleOrder::Swap;
    } else {
        a.method = CastleMethod::DoubleMove;
        a.order = a.kingFrom == a.rookTo   ? CastleOrder::KingFirst
                  : a.rookFrom == a.kingTo ? CastleOrder::RookFirst
                                           : CastleOrder::EitherFirst;
    }

    const int i = castleIndex(c, s);
    a.mustBeEmpty = pos.castlingPath(i);
    a.mustNotBeAttacked = pos.castlingKingPath(i);

    for (Bitboard b = a.mustBeEmpty & pos.pieces(); b;) {
        Square sq = popLsb(b);
        a.obstacles.push_back({CastleObstacle::SquareOccupied, sq, pos.pieceOn(sq)});
    }
    const Bitboard enemies = pos.pieces(~c);
    const Bitboard occ = pos.pieces();
    for (Bitboard b = pos.attackersTo(a.kingFrom, occ) & enemies; b;) {
        Square from = popLsb(b);
        a.obstacles.push_back({CastleObstacle::KingInCheck, a.kingFrom, pos.pieceOn(from), from});
    }
    // With king and rook lifted off: what the king would meet on its way.
    const Bitboard lifted = occ ^ bb(a.kingFrom) ^ bb(a.rookFrom);
    const Bitboard checkers = pos.attackersTo(a.kingFrom, occ) & enemies;
    for (Bitboard path = a.mustNotBeAttacked; path;) {
        Square sq = popLsb(path);
        Bitboard attackers = pos.attackersTo(sq, lifted) & enemies;
        if (sq == a.kingFrom) attackers &= ~checkers; // already reported as check
        while (attackers) {
            Square from = popLsb(attackers);
            a.obstacles.push_back({CastleObstacle::SquareAttacked, sq, pos.pieceOn(from), from});
        }
    }
    return a;
}

namespace {

// The side of the king a square of its rank lies on.
CastleSide sideFromKing(Square king, Square s) {
    return fileOf(s) > fileOf(king) ? CastleSide::HSide : CastleSide::ASide;
}

// Whether the rook on `rook` can stand for the castle towards s: the right's rook when the
// right stands, otherwise any own rook on that side of the king.
bool castlingRookFor(const Position& pos, Color c, CastleSide s, Square rook) {
    if (pos.canCastle(c, s)) return rook == pos.castlingRook(c, s);
    return pos.pieceOn(rook) == makePiece(c, Rook) && sideFromKing(pos.kingSquare(c), rook) == s;
}

bool hasRookTowards(const Position& pos, Color c, CastleSide s) {
    for (Bitboard b = pos.pieces(c, Rook) & rankBB(backRank(c)); b;)
        if (castlingRookFor(pos, c, s, popLsb(b))) return true;
    return false;
}

} // namespace

CastleSide castleSideOf(const Position& pos, Move m) {
    const Piece king = pos.pieceOn(m.from());
    if (king != NoPiece) {
        const Color c = colorOf(king);
        for (CastleSide s : {CastleSide::HSide, CastleSide::ASide})
            if (pos.castlingRook(c, s) == m.to()) return s;
    }
    return sideFromKing(m.from(), m.to());
}

std::optional<CastleSide> castleAttemptSide(const Position& pos, Square from, Square to,
                                            bool announced) {
    if (from == NoSquare || to == NoSquare || from == to) return std::nullopt;
    const Piece piece = pos.pieceOn(from);
    if (piece == NoPiece) return std::nullopt;
    const Color c = colorOf(piece);
    if (rankOf(from) != backRank(c) || rankOf(to) != backRank(c)) return std::nullopt;
    const Square king = pos.kingSquare(c);
    if (rankOf(king) != backRank(c)) return std::nullopt;
    const CastleSide sides[] = {CastleSide::HSide, CastleSide::ASide};
    if (typeOf(piece) == King) {
        for (CastleSide s : sides)
            if (castlingRookFor(pos, c, s, to)) return s;
        for (CastleSide s : sides)
            if (to == castleKingTarget(c, s) && hasRookTowards(pos, c, s)) return s;
        return std::nullopt;
    }
    if (typeOf(piece) != Rook) return std::nullopt;
    if (to == king) // the rook-first counterpart of the king onto its rook
        for (CastleSide s : sides)
            if (castlingRookFor(pos, c, s, from)) return s;
    for (CastleSide s : sides)
        if (to == castleRookTarget(c, s) && castlingRookFor(pos, c, s, from) &&
            (announced || king == castleKingTarget(c, s)))
            return s;
    return std::nullopt;
}

std::string_view castleMethodName(CastleMethod m) {
    switch (m) {
    case CastleMethod::DoubleMove: return "double-move";
    case CastleMethod::Transposition: return "transposition";
    case CastleMethod::KingMoveOnly: return "king-move-only";
    case CastleMethod::RookMoveOnly: return "rook-move-only";
    }
    return "";
}

std::string castleOrderText(const CastleAnalysis& a) {
    switch (a.order) {
    case CastleOrder::KingFirst:
        return "Move the king first: it stands on the rook's target square " +
               squareName(a.rookTo) + ".";
    case CastleOrder::RookFirst:
        return "Move the rook first: it stands on the king's target square " +
               squareName(a.kingTo) + ".";
    case CastleOrder::EitherFirst: return "King or rook may go first.";
    case CastleOrder::KingOnly:
        return "Only the king moves, jumping over the rook on " + squareName(a.rookFrom) + ".";
    case CastleOrder::RookOnly:
        return "Only the rook moves, jumping over the king on " + squareName(a.kingFrom) + ".";
    case CastleOrder::Swap:
        return "King and rook swap squares: lift both, then put each on the other's square.";
    }
    return "";
}

ErrorPart castleObstaclePart(const CastleAnalysis& a, const CastleObstacle& o) {
    switch (o.kind) {
    case CastleObstacle::RightLost:
        return {ErrorCode::CastleRightLost, {errorarg::colour(a.color), errorarg::side(a.side)}};
    case CastleObstacle::KingInCheck:
        return {ErrorCode::CastleKingInCheck, {errorarg::piece(o.piece), squareName(o.from)}};
    case CastleObstacle::SquareOccupied:
        return {ErrorCode::CastleSquareBlocked, {squareName(o.square), errorarg::piece(o.piece)}};
    case CastleObstacle::SquareAttacked:
        return {ErrorCode::CastleSquareAttacked,
                {squareName(o.square), errorarg::piece(o.piece), squareName(o.from)}};
    }
    return {};
}

std::string castleObstacleText(const CastleAnalysis& a, const CastleObstacle& o) {
    return errorText(castleObstaclePart(a, o));
}

std::string describeCastle(const CastleAnalysis& a) {
    std::string out = std::string(a.color == White ? "White " : "Black ") +
                      (a.side == CastleSide::HSide ? "O-O (h-side)" : "O-O-O (a-side)");
    if (!a.hasRight)
        return out + ": not possible. " + castleObstacleText(a, a.obstacles[0]) + ".\n";
    out += ": king " + squareName(a.kingFrom) + "->" + squareName(a.kingTo) + ", rook " +
           squareName(a.rookFrom) + "->" + squareName(a.rookTo) + "\n";
    out +=
        "  method: " + std::string(castleMethodName(a.method)) + ". " + castleOrderText(a) + "\n";
    out += "  must be empty: " + squareList(a.mustBeEmpty) + "\n";
    out += "  must not be attacked: " + squareList(a.mustNotBeAttacked) + "\n";
    if (a.possible()) return out + "  possible now: yes\n";
    out += "  possible now: no\n";
    for (const auto& o : a.obstacles) out += "  - " + castleObstacleText(a, o) + "\n";
    return out;
}

} // namespace chess960
