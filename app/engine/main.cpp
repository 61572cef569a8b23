// chess960-engine: the built-in engine for any UCI GUI. "chess960-engine bench [depth]" runs
// the deterministic benchmark instead, "chess960-engine stoplatency [trials]" measures how
// fast a search answers a stop request.
#include "chess960/engine/bench.h"
#include "chess960/engine/uci.h"

#include <cstdlib>
#include <iostream>
#include <string>

namespace {
constexpr const char* kUsage =
    "usage: chess960-engine [command]\n"
    "  (no command)          speak UCI on standard input and output (UCI_Chess960 supported)\n"
    "  bench [depth]         the deterministic benchmark: nodes, time and speed\n"
    "  stoplatency [trials]  how fast a search answers a stop request\n"
    "  --help, --version     this text, the version\n";
}

int main(int argc, char** argv) {
    using namespace chess960::engine;
    std::ios::sync_with_stdio(false);
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h") {
        std::cout << kUsage;
        return 0;
    }
    if (first == "--version" || first == "-V") {
        std::cout << "chess960-engine " << CHESS960_VERSION << "\n";
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "bench") {
        int depth = argc > 2 ? std::atoi(argv[2]) : kBenchDepth;
        runBench(depth > 0 ? depth : kBenchDepth, std::cout);
        return 0;
    }
    if (argc > 1 && std::string(argv[1]) == "stoplatency") {
        int trials = argc > 2 ? std::atoi(argv[2]) : 50;
        measureStopLatency(trials > 0 ? trials : 50, std::cout);
        return 0;
    }
    UciSession session([](const std::string& line) { std::cout << line << std::endl; });
    for (std::string line; !session.quitRequested() && std::getline(std::cin, line);)
        session.handleLine(line);
    return 0;
}
