// SAN reader: never crashes; a move it accepts is legal and is written as SAN that reads
// back to the same move.
#include "chess960/errortext.h"
#include "chess960/notation.h"
#include "fuzz_common.h"

using namespace chess960;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const fuzz::Input in = fuzz::split(data, size);
    auto m = moveFromSan(in.position, in.text);
    if (!m) {
        fuzz::require(!m.error().message.empty(), "an error has a message");
        fuzz::require(m.error().code != ErrorCode::Other &&
                          m.error().message == errorText(m.error()),
                      "an error's message is its code worded", m.error().message);
        return 0;
    }
    fuzz::require(in.position.isLegal(*m), "accepted SAN is legal", in.text);
    const std::string san = moveToSan(in.position, *m);
    auto back = moveFromSan(in.position, san);
    fuzz::require(back.ok() && *back == *m, "SAN written reads back", san);
    return 0;
}
