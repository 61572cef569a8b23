#include "chess960/engine/bench.h"

#include "chess960/engine/search.h"
#include "chess960/position.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace chess960::engine {

namespace {

// Start positions of several Chess960 set-ups, middlegames with both castling rights and
// without, and endgames: a spread of what a game meets.
constexpr const char* kBenchFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1",
    "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1",
    "rkrnbbqn/pppppppp/8/8/8/8/PPPPPPPP/RKRNBBQN w KQkq - 0 1",
    "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 2 7",
    "1rk1r3/ppp2ppp/2n1bn2/2bpp3/4P3/2NP1N2/PPPBBPPP/1RK1R3 w - - 4 9",
    "r2q1rk1/pb1nbppp/1p2pn2/2pp4/2PP4/1PN1PN2/PB2BPPP/R2Q1RK1 w - - 0 10",
    "2r2rk1/1b2qppp/p3pn2/1p6/3N4/1BP1Q3/PP3PPP/3RR1K1 w - - 0 20",
    "8/5pk1/6p1/3P4/2P5/6PK/5P2/8 w - - 0 40",
    "6k1/5p2/4p1p1/3pP2p/3P3P/2r3P1/5PK1/1R6 b - - 0 35",
    "8/8/3k4/8/2B5/8/3K1N2/8 w - - 0 60",
    "2rq1rk1/pp1bppbp/2np1np1/8/3NP3/1BN1BP2/PPPQ2PP/2KR3R b - - 0 11",
};

} // namespace

BenchResult runBench(int depth, std::ostream& out, const nnue::Network<nnue::kHidden>* net) {
    BenchResult total;
    Search search(16);
    search.setNetwork(net);
    auto start = std::chrono::steady_clock::now();
    int index = 0;
    for (const char* fen : kBenchFens) {
        auto pos = Position::fromFen(fen);
        if (!pos) continue;
        search.clear();
        Limits limits;
        limits.depth = depth;
        SearchResult r = search.run(*pos, limits);
        total.nodes += r.nodes;
        out << "position " << ++index << ": nodes " << r.nodes << " score " << r.score << " depth "
            << r.depth << "\n";
    }
    total.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - start)
                       .count();
    total.nps = total.timeMs > 0 ? total.nodes * 1000 / uint64_t(total.timeMs) : 0;
    out << "total nodes " << total.nodes << "\n"
        << "time ms " << total.timeMs << "\n"
        << "nodes/second " << total.nps << "\n";
    return total;
}

StopLatency measureStopLatency(int trials, std::ostream& out) {
    using Clock = std::chrono::steady_clock;
    StopLatency result;
    int64_t total = 0;
    Search search(16);
    Limits limits;
    limits.infinite = true;
    for (int i = 0; i < trials; ++i) {
        auto pos = Position::fromFen(kBenchFens[i % std::size(kBenchFens)]);
        search.resetStop();
        std::thread thread([&] { search.run(*pos, limits); });
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + (i * 37) % 180));
        const auto asked = Clock::now();
        search.stop();
        thread.join();
        const auto us =
            std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - asked).count();
        result.worstUs = std::max<int64_t>(result.worstUs, us);
        total += us;
    }
    result.meanUs = trials > 0 ? total / trials : 0;
    out << "stop latency over " << trials << " searches: mean " << result.meanUs / 1000.0
        << " ms, worst " << result.worstUs / 1000.0
        << " ms; worst / 20 ms limit = " << double(result.worstUs) / 20000.0 << "\n";
    return result;
}

} // namespace chess960::engine
