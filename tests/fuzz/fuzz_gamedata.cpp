// The network's training data (the binary game files): any bytes are refused with a reason or
// read game by game into games that replay without a fault, and the trainer's loader turns
// what it accepts into positions whose features it can read.
#include "fuzz_common.h"
#include "gamedata.h"
#include "netdata.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace chess960;
using namespace chess960::engine::tune;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const std::string path =
        "/tmp/chess960-fuzz-gamedata-" + std::to_string(getpid()) + ".bin";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
    }
    GameReader reader;
    if (reader.open(path)) {
        GameData game;
        while (reader.next(game)) {
            int seen = 0;
            const std::string wrong = replay(game, [&](const GamePosition& p) {
                fuzz::require(p.pos.key() == p.pos.computeKey(), "a replayed position's key");
                ++seen;
            });
            fuzz::require(wrong.empty(), "a game the reader accepts replays", wrong);
            fuzz::require(seen == int(game.moves.size()), "every position visited");
        }
    } else {
        fuzz::require(!reader.error().empty(), "a file refused says why");
    }
    NetDataSet set;
    const NetDataReport report = loadNetData(path, set, 5000, true);
    uint16_t us[64], them[64];
    for (size_t i = 0; i < set.size(); ++i) {
        const int n = packedFeatures(set[i], us, them, 4);
        fuzz::require(n >= 2 && n <= 32, "a training position's pieces");
        const Position back = unpack(set[i]);
        fuzz::require(back.key() == back.computeKey(), "an unpacked position's key");
    }
    fuzz::require(report.positions == long(set.size()), "the report counts the positions");
    std::remove(path.c_str());
    return 0;
}
