// The two-byte moves a game index keeps, as a damaged or foreign index may hold them: the
// explorer's count and the position search replay them without crashing, stop at the first
// move that is not legal, and a match they report is a position the legal moves reached.
#include "chess960/explorer.h"
#include "chess960/movegen.h"
#include "chess960/positionsearch.h"
#include "fuzz_common.h"

#include <vector>

using namespace chess960;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 3) return 0;
    const Position start = Position::startPosition(((data[0] << 8) | data[1]) % 960);
    // The position looked for: a few first legal moves from the start.
    Position target = start;
    for (int i = 0; i < data[2] % 6; ++i) {
        MoveList list;
        generateLegalMoves(target, list);
        if (list.size() == 0) break;
        target = target.after(list[size_t(i) % list.size()]);
    }
    std::vector<uint16_t> moves;
    for (size_t i = 3; i + 1 < size; i += 2) moves.push_back(uint16_t(data[i] | data[i + 1] << 8));

    ExplorerTally tally(target);
    tally.add(start, moves, GameResult::Draw, 2000, 0);
    fuzz::require(tally.looked() == 1 && tally.reached() <= 1, "one game looked at");
    int counted = 0;
    for (const ExplorerMove& m : tally.moves()) {
        counted += m.games;
        fuzz::require(target.isLegal(m.move), "a move counted is legal where it was played");
    }
    fuzz::require(counted <= tally.reached(), "a game counts once");

    for (PositionMatch kind : {PositionMatch::Exact, PositionMatch::Pawns, PositionMatch::Material})
        for (bool anyPawns : {false, true}) {
            const PositionQuery query(kind, target, anyPawns);
            const int ply = query.firstMatch(start, moves);
            fuzz::require(ply >= -1 && ply <= int(moves.size()), "a match is a ply of the game");
            if (ply < 0) continue;
            Position pos = start;
            for (int i = 0; i < ply; ++i) {
                const Move m = moveFromRaw(moves[size_t(i)]);
                fuzz::require(pos.isLegal(m), "the moves before a match are legal");
                pos = pos.after(m);
            }
            fuzz::require(query.matches(pos), "the position matched matches");
        }
    return 0;
}
