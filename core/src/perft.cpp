#include "chess960/perft.h"

#include "chess960/movegen.h"

namespace chess960 {

uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return uint64_t(countLegalMoves(pos));
    MoveList moves;
    generateLegalMoves(pos, moves);
    uint64_t nodes = 0;
    Position::Undo undo;
    for (Move m : moves) {
        pos.makeMove(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

std::vector<std::pair<Move, uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, uint64_t>> result;
    if (depth <= 0) return result;
    MoveList moves;
    generateLegalMoves(pos, moves);
    Position::Undo undo;
    for (Move m : moves) {
        pos.makeMove(m, undo);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmakeMove(m, undo);
    }
    return result;
}

} // namespace chess960
