#include "netbench.h"

#include "chess960/engine/nnue.h"
#include "chess960/movegen.h"

#include <chrono>
#include <cstdint>
#include <random>

namespace chess960::engine::tune {

namespace {

using Clock = std::chrono::steady_clock;
using nnue::kHidden;

struct Ply {
    Position before;
    Move move;
    Position after; // for the refresh of a side whose king changes bucket
};

// Plies of random Chess960 games: the positions evaluated and the moves updated.
std::vector<Ply> randomPlies(int games, uint32_t seed) {
    std::vector<Ply> plies;
    std::mt19937 rng(seed);
    for (int g = 0; g < games; ++g) {
        Position pos = Position::startPosition(int(rng() % 960));
        for (int ply = 0; ply < 100; ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty()) break;
            const Move m = moves[int(rng() % unsigned(moves.size()))];
            plies.push_back({pos, m, pos.after(m)});
            pos = plies.back().after;
        }
    }
    return plies;
}

// Runs pass() until at least a second has gone by; the rate of `per` operations per pass.
template <class Pass>
double rate(long per, Pass pass) {
    const auto start = Clock::now();
    long done = 0;
    double seconds = 0;
    while (seconds < 1.0) {
        pass();
        done += per;
        seconds = std::chrono::duration<double>(Clock::now() - start).count();
    }
    return double(done) / seconds;
}

NetBenchFigures measure(const nnue::Network<kHidden>& net, const std::vector<Ply>& plies,
                        std::vector<nnue::MoveDelta>& deltas, long& sink) {
    NetBenchFigures f;
    std::vector<nnue::Accumulator<kHidden>> accs(plies.size());
    const long n = long(plies.size());
    f.refreshes = rate(n, [&] {
        for (size_t i = 0; i < plies.size(); ++i) nnue::refresh(net, plies[i].before, accs[i]);
    });
    nnue::Accumulator<kHidden> acc;
    f.updates = rate(n, [&] {
        for (size_t i = 0; i < plies.size(); ++i)
            nnue::update(net, accs[i], deltas[i], acc, plies[i].after);
        sink += acc.values[0][0];
    });
    f.outputs = rate(n, [&] {
        for (size_t i = 0; i < plies.size(); ++i)
            sink += nnue::evaluate(net, accs[i], plies[i].before.sideToMove(),
                                   popcount(plies[i].before.pieces()));
    });
    f.updateAndOutput = rate(n, [&] {
        for (size_t i = 0; i < plies.size(); ++i) {
            nnue::update(net, accs[i], deltas[i], acc, plies[i].after);
            sink += nnue::evaluate(net, acc, ~plies[i].before.sideToMove(),
                                   popcount(plies[i].before.pieces()));
        }
    });
    f.refreshAndOutput = rate(n, [&] {
        for (size_t i = 0; i < plies.size(); ++i) sink += nnue::evaluate(net, plies[i].before);
    });
    return f;
}

} // namespace

std::vector<NetBenchFigures> netBench(const std::vector<unsigned char>& file, std::string& error) {
    auto net = nnue::makeNetwork<kHidden>();
    if (!file.empty()) {
        error = nnue::load<kHidden>(file, *net);
        if (!error.empty()) return {};
    } else {
        // The speed does not depend on the values; random ones keep the sums honest.
        std::mt19937 rng(1);
        for (int16_t& w : net->featureWeights) w = int16_t(int(rng() % 161) - 80);
        for (int16_t& w : net->featureBias) w = int16_t(int(rng() % 256));
        for (int16_t& w : net->outputWeights[0]) w = int16_t(int(rng() % 255) - 127);
    }
    const std::vector<Ply> plies = randomPlies(100, 3);
    std::vector<nnue::MoveDelta> deltas;
    for (const Ply& p : plies) deltas.push_back(nnue::moveDelta(p.before, p.move));
    std::vector<NetBenchFigures> figures;
    long sink = 0;
    const nnue::Simd was = nnue::activeSimd();
    for (nnue::Simd simd : {nnue::Simd::Scalar, nnue::Simd::Avx2}) {
        if (!nnue::setSimd(simd)) continue;
        figures.push_back(measure(*net, plies, deltas, sink));
        figures.back().avx2 = simd == nnue::Simd::Avx2;
        figures.back().positions = long(plies.size());
        figures.back().checksum = sink;
    }
    nnue::setSimd(was);
    return figures;
}

} // namespace chess960::engine::tune
