// The unfinished game kept for recovery after a crash, as the program reads it back at start:
// the autosave (a PGN game, offered only when it is not over) and the note of where it lies in
// its file (JSON). Whatever the two files hold, reading them never crashes; a place that is
// accepted is one that can be used (a game inside the file's count, a span that is one).
// The input: the autosave's bytes, a NUL, the note's bytes.
#include "files/pgnfile.h"
#include "fuzz_common.h"

#include "chess960/pgn.h"

#include <QByteArray>

#include <string_view>

using namespace chess960;
using namespace chess960::ui;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const size_t nul = all.find('\0');
    const std::string_view autosave = all.substr(0, nul);
    const std::string_view note =
        nul == std::string_view::npos ? std::string_view() : all.substr(nul + 1);
    // As readAutosave reads it.
    if (auto game = readPgnGame(autosave); game && !game->isOver()) {
        const std::string again = writePgn(*game);
        auto back = readPgnGame(again);
        fuzz::require(back.ok(), "an offered game written again reads back", again);
        fuzz::require(writePgn(*back) == again, "an offered game reads back the same", again);
    }
    // As the document reads the note before it offers the game as one of its file.
    if (const auto where = locationFromJson(QByteArray(note.data(), qsizetype(note.size())))) {
        fuzz::require(!where->path.isEmpty(), "a place has a file");
        fuzz::require(where->index >= 0 && where->index < where->count,
                      "a place is a game of the file");
        fuzz::require(where->offset >= 0 && where->offset <= where->end, "a place is a span");
        // Written back, the note reads the same.
        const auto back = locationFromJson(locationToJson(*where));
        fuzz::require(back && back->path == where->path && back->index == where->index &&
                          back->count == where->count && back->offset == where->offset &&
                          back->end == where->end && back->hash == where->hash,
                      "a note written again reads back");
    }
    return 0;
}
