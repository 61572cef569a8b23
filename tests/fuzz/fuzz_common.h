// Shared by the fuzz targets: how an input becomes a position and some text, and how a broken
// promise is reported (an abort, which libFuzzer records as a crash with the input).
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace fuzz {

inline void require(bool ok, const char* what, std::string_view detail = {}) {
    if (ok) return;
    std::fprintf(stderr, "broken promise: %s %.*s\n", what, int(detail.size()), detail.data());
    std::abort();
}

/// The first line is a FEN when it reads as one; otherwise it picks one of a few positions
/// with all castling geometries. The rest is the text under test.
struct Input {
    chess960::Position position;
    std::string text;
};

inline Input split(const uint8_t* data, size_t size) {
    static const char* const kPositions[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
        "4k3/8/8/8/8/8/8/5KR1 w G - 0 1",
        "4k3/8/8/8/8/8/8/R1K5 w A - 0 1",
        "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
        "2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1",
        "1r4k1/8/8/8/8/8/8/4K3 b b - 0 1",
    };
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const size_t nl = all.find('\n');
    Input in;
    if (nl != std::string_view::npos) {
        if (auto pos = chess960::Position::fromFen(all.substr(0, nl))) {
            in.position = *pos;
            in.text = std::string(all.substr(nl + 1));
            return in;
        }
    }
    const size_t pick = size == 0 ? 0 : data[0] % std::size(kPositions);
    in.position = *chess960::Position::fromFen(kPositions[pick]);
    in.text = std::string(all.substr(size == 0 ? 0 : 1));
    return in;
}

} // namespace fuzz
