// The network file (EvalFile): any bytes are refused with a reason or read into a network
// that evaluates every position within bounds, and a network read is written back to bytes
// that read again to the same evaluations.
#include "chess960/engine/nnue.h"
#include "fuzz_common.h"

#include <cstdlib>
#include <span>

using namespace chess960;
using namespace chess960::engine;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static auto net = nnue::makeNetwork<nnue::kHidden>();
    static auto again = nnue::makeNetwork<nnue::kHidden>();
    const std::span<const unsigned char> bytes(data, size);
    const int width = nnue::hiddenWidth(bytes);
    fuzz::require(width >= 0, "a width is never negative");
    const std::string error = nnue::load(bytes, *net);
    if (!error.empty()) return 0;
    fuzz::require(width == nnue::kHidden, "a network read has the engine's width");
    static const char* const kFens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
        "4k3/8/8/8/8/8/8/5KR1 b G - 0 1",
        "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
    };
    const std::vector<unsigned char> written = nnue::serialise(*net);
    fuzz::require(nnue::load(std::span<const unsigned char>(written), *again).empty(),
                  "a network written reads again");
    for (const char* fen : kFens) {
        const Position pos = *Position::fromFen(fen);
        const int score = nnue::evaluate(*net, pos);
        fuzz::require(std::abs(score) < 1000000, "an evaluation within bounds", fen);
        fuzz::require(nnue::evaluate(*again, pos) == score, "the same evaluation written back",
                      fen);
    }
    return 0;
}
