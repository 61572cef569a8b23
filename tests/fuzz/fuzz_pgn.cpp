// PGN reader: never crashes or hangs; every error has a place inside the text; every game
// it reads is written, read again and written again to the same text.
#include "chess960/errortext.h"
#include "chess960/pgn.h"
#include "fuzz_common.h"

using namespace chess960;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PgnReader reader(text);
    int index = 0;
    while (auto record = reader.next()) {
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
    }
    return 0;
}
