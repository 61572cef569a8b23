// Castling set-ups shared by the electronic-board suites: a start position with every back-rank
// piece but the king and the rooks taken off, and the steps (lifts and placements) that make
// each of its castles in each order, with whether the rules allow that order.
#pragma once

#include "chess960/castling.h"
#include "chess960/position.h"
#include "chess960/startpos.h"

#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace castleready {

/// Start position n with only kings, rooks and pawns, `side` to move: every castle of that
/// start position whose squares the other rook leaves free is possible.
inline chess960::Position position(int n, chess960::Color side) {
    using namespace chess960;
    std::string rank;
    int gap = 0;
    for (char c : backRankFromNumber(n)) {
        if (c == 'K' || c == 'R') {
            if (gap) rank += char('0' + gap);
            gap = 0;
            rank += c;
        } else {
            ++gap;
        }
    }
    if (gap) rank += char('0' + gap);
    std::string black;
    for (char c : rank) black += char(std::tolower(static_cast<unsigned char>(c)));
    const std::string fen = black + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank +
                            (side == White ? " w" : " b") + " KQkq - 0 1";
    auto pos = Position::fromFen(fen);
    return pos ? *pos : Position();
}

/// One step a player makes on the board: lift the piece on a square, or place a piece there.
struct Step {
    bool lift;
    chess960::Square square;
    chess960::Piece piece;
};

/// Each way of making the castle by hand, and whether the rules allow that order: one piece
/// for the one-piece methods; for a swap, both lifted first; for two moves, each piece in
/// turn (the one on the other's target first) and both lifted then put down in either order.
inline std::vector<std::pair<std::vector<Step>, bool>> ways(const chess960::CastleAnalysis& a) {
    using namespace chess960;
    const Piece K = makePiece(a.color, King), R = makePiece(a.color, Rook);
    const Step liftK{true, a.kingFrom, K}, liftR{true, a.rookFrom, R};
    const Step putK{false, a.kingTo, K}, putR{false, a.rookTo, R};
    std::vector<std::pair<std::vector<Step>, bool>> out;
    switch (a.method) {
    case CastleMethod::KingMoveOnly: out = {{{liftK, putK}, true}}; break;
    case CastleMethod::RookMoveOnly: out = {{{liftR, putR}, true}}; break;
    case CastleMethod::Transposition:
        out = {{{liftK, liftR, putK, putR}, true},
               {{liftR, liftK, putR, putK}, true},
               {{liftK, liftR, putR, putK}, true}};
        break;
    case CastleMethod::DoubleMove:
        if (a.order != CastleOrder::RookFirst) out.push_back({{liftK, putK, liftR, putR}, true});
        if (a.order != CastleOrder::KingFirst) out.push_back({{liftR, putR, liftK, putK}, true});
        out.push_back({{liftK, liftR, putK, putR}, a.order != CastleOrder::RookFirst});
        out.push_back({{liftK, liftR, putR, putK}, a.order != CastleOrder::KingFirst});
        break;
    }
    return out;
}

} // namespace castleready
