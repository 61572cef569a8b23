#include "ucimoves.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "uciparse.h"

namespace chess960::ui {

namespace {

UciCastling castling(bool chess960) {
    return chess960 ? UciCastling::KingTakesRook : UciCastling::KingToTarget;
}

} // namespace

bool needsChess960(const Position& pos) {
    for (Color c : {White, Black})
        for (CastleSide side : {CastleSide::ASide, CastleSide::HSide}) {
            const Square rook = pos.castlingRook(c, side);
            if (rook == NoSquare) continue;
            const Square corner = relative(c, side == CastleSide::HSide ? H1 : A1);
            if (pos.kingSquare(c) != relative(c, E1) || rook != corner) return true;
        }
    return false;
}

std::string uciPositionCommand(const Position& root, const std::vector<Move>& moves,
                               bool chess960) {
    std::string cmd = "position fen " + root.fen(chess960 ? FenStyle::Shredder : FenStyle::XFen);
    if (!moves.empty()) cmd += " moves";
    Position pos = root;
    for (Move m : moves) {
        cmd += ' ';
        cmd += moveToUci(pos, m, castling(chess960));
        pos = pos.after(m);
    }
    return cmd;
}

std::string uciGoCommand(const Position& pos, const UciGoLimits& l, bool chess960) {
    std::string cmd = "go";
    auto add = [&cmd](const char* word, auto value) {
        if (!value) return;
        cmd += ' ';
        cmd += word;
        cmd += ' ';
        cmd += std::to_string(*value);
    };
    if (l.infinite) {
        cmd += " infinite";
    } else {
        add("wtime", l.wtimeMs);
        add("btime", l.btimeMs);
        add("winc", l.wincMs);
        add("binc", l.bincMs);
        add("movestogo", l.movesToGo);
        add("movetime", l.movetimeMs);
        add("depth", l.depth);
        add("nodes", l.nodes);
    }
    // Last: engines read every word after it as a move (Stockfish 15 does).
    if (!l.searchMoves.empty()) {
        cmd += " searchmoves";
        for (Move m : l.searchMoves) {
            cmd += ' ';
            cmd += moveToUci(pos, m, castling(chess960));
        }
    }
    return cmd;
}

UciMoveCheck checkUciMove(const Position& pos, std::string_view text, bool chess960) {
    using V = UciMoveCheck::Verdict;
    UciMoveCheck check;
    if (text == "(none)" || text == "0000") {
        if (!hasLegalMove(pos)) {
            check.verdict = V::NoMove;
            return check;
        }
        check.verdict = V::Illegal;
        return check;
    }
    if (!isUciMoveForm(text)) return check; // Malformed
    const auto move = moveFromUci(pos, text);
    if (!move) {
        check.verdict = V::Illegal;
        return check;
    }
    // The core also reads the other castling spelling; an engine must use its mode's.
    if (moveToUci(pos, *move, castling(chess960)) != text) {
        check.verdict = V::WrongCastling;
        return check;
    }
    check.verdict = V::Legal;
    check.move = *move;
    return check;
}

std::vector<Move> uciLineMoves(const Position& start, const std::vector<std::string>& line,
                               bool chess960) {
    std::vector<Move> moves;
    Position pos = start;
    for (const std::string& text : line) {
        const UciMoveCheck c = checkUciMove(pos, text, chess960);
        if (c.verdict != UciMoveCheck::Verdict::Legal) break;
        moves.push_back(c.move);
        pos = pos.after(c.move);
    }
    return moves;
}

} // namespace chess960::ui
