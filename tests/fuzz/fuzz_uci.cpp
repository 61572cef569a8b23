// UCI move reader: never crashes; a move it accepts is legal, and both castling spellings
// of it read back to the same move.
#include "chess960/errortext.h"
#include "chess960/notation.h"
#include "fuzz_common.h"

using namespace chess960;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    auto m = moveFromUci(in.position, in.text);
    if (!m) {
        fuzz::require(!m.error().message.empty(), "an error has a message");
        fuzz::require(m.error().code != ErrorCode::Other &&
                          m.error().message == errorText(m.error()),
                      "an error's message is its code worded", m.error().message);
        return 0;
    }
    fuzz::require(in.position.isLegal(*m), "accepted UCI move is legal", in.text);
    for (UciCastling style : {UciCastling::KingTakesRook, UciCastling::KingToTarget}) {
        const std::string uci = moveToUci(in.position, *m, style);
        auto back = moveFromUci(in.position, uci);
        fuzz::require(back.ok() && *back == *m, "UCI written reads back", uci);
    }
    return 0;
}
