// PGN reader: never crashes or hangs; every error has a place inside the text; every game
// it reads is written and read again to the same tree (moves, variations, annotations), and
// written again to the same text; read past its comments (PgnComments::Skip, as the index
// reads) it gives the same games, errors and moves, without the comments.
#include "chess960/errortext.h"
#include "chess960/pgn.h"
#include "fuzz_common.h"

#include <utility>
#include <vector>

using namespace chess960;

namespace {

// The two trees hold the same moves in the same shape with the same annotations.
bool sameTree(const Game& a, const Game& b) {
    std::vector<std::pair<NodeId, NodeId>> todo{{a.root(), b.root()}};
    while (!todo.empty()) {
        const auto [x, y] = todo.back();
        todo.pop_back();
        const PlayedMove& m = a.nodeMove(x);
        const PlayedMove& n = b.nodeMove(y);
        if (m.move != n.move || m.san != n.san || m.comment != n.comment ||
            m.commentBefore != n.commentBefore || m.nags != n.nags || m.clockMs != n.clockMs ||
            m.elapsedMs != n.elapsedMs || m.eval != n.eval || m.markings != n.markings)
            return false;
        const auto& kx = a.children(x);
        const auto& ky = b.children(y);
        if (kx.size() != ky.size()) return false;
        for (size_t i = 0; i < kx.size(); ++i) todo.emplace_back(kx[i], ky[i]);
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PgnReader reader(text);
    PgnReader past(text, PgnComments::Skip);
    int index = 0;
    while (auto record = reader.next()) {
        const auto other = past.next();
        fuzz::require(other.has_value() && other->ok() == record->ok() &&
                          other->offset == record->offset && other->end == record->end,
                      "read past its comments, the same records");
        if (!record->ok())
            fuzz::require(other->game.error().message == record->game.error().message,
                          "read past its comments, the same errors", record->game.error().message);
        else
            fuzz::require(other->game->moves().size() == record->game->moves().size() &&
                              other->game->result() == record->game->result() &&
                              other->game->termination() == record->game->termination() &&
                              other->game->tags() == record->game->tags(),
                          "read past its comments, the same game");
        fuzz::require(record->index == ++index, "games are numbered in order");
        if (!record->ok()) {
            fuzz::require(record->errorLine >= 1 && record->errorColumn >= 1, "error has a place");
            fuzz::require(record->game.error().position <= int(size), "error offset in the text");
            fuzz::require(!record->describeError().empty(), "error is described");
            const Error& e = record->game.error();
            fuzz::require(e.code != ErrorCode::Other && e.message == errorText(e),
                          "an error's message is its code worded", e.message);
            continue;
        }
        const std::string first = writePgn(*record->game);
        auto again = readPgnGame(first);
        fuzz::require(again.ok(), "written PGN reads back",
                      again.ok() ? "" : again.error().message);
        fuzz::require(writePgn(*again) == first, "PGN write-read-write", first);
        fuzz::require(again->plyCount() == record->game->plyCount(), "same number of moves");
        fuzz::require(sameTree(*record->game, *again), "PGN read-write-read keeps the tree", first);
        fuzz::require(again->result() == record->game->result(), "same result", first);
    }
    fuzz::require(!past.next().has_value(), "read past its comments, no game more");
    return 0;
}
