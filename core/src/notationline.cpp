// A line of moves written the way players read it, with move numbers from the position it
// starts from: engine lines and hints are shown this way.
#include "chess960/notation.h"

namespace chess960 {

std::string sanLine(const Position& pos, std::span<const Move> moves) {
    std::string out;
    Position p = pos;
    int number = pos.fullmoveNumber();
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (!p.isLegal(m)) break;
        const bool white = p.sideToMove() == White;
        if (!out.empty()) out += ' ';
        if (white)
            out += std::to_string(number) + ". ";
        else if (i == 0)
            out += std::to_string(number) + "... ";
        out += moveToSan(p, m);
        p = p.after(m);
        if (!white) ++number;
    }
    return out;
}

} // namespace chess960
