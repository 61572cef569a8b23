#include "netcommand.h"

#include "chess960/engine/eval.h"
#include "chess960/engine/nnue.h"
#include "floatnet.h"
#include "netbench.h"
#include "netdata.h"
#include "nettrainer.h"

#include <chrono>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace chess960::engine::tune {

namespace {

// Positions on which the float and the quantised network are compared: enough to see the
// largest differences, few enough to take seconds.
constexpr long kCompared = 100000;

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The held-out loss of the handcrafted evaluation: the bar a network has to clear. The positions
// come back without castling rights, which the handcrafted evaluation counts (a few
// centipawns).
double handcraftedLoss(const NetDataSet& set, const NetTrainOptions& o) {
    Evaluator evaluator;
    return evaluationLoss(
        set, o, [&evaluator](const Position& pos) { return double(evaluator.evaluate(pos)); });
}

bool validWidth(int n) {
    return n == 16 || n == 32 || n == 64 || n == 128 || n == 256;
}

} // namespace

int trainCommand(Options options) {
    std::string data, heldOutFrom, init, out, source, winScale;
    int hidden = nnue::kHidden;
    int buckets = 1;
    int kingBuckets = 1;
    double holdOut = 0.05;
    long limit = 0;
    int mirror = 0;
    NetTrainOptions o;
    if (!take(options, "data", data) || !take(options, "hidden", hidden) ||
        !take(options, "buckets", buckets) || !take(options, "king-buckets", kingBuckets) ||
        !take(options, "epochs", o.epochs) || !take(options, "batch", o.batchSize) ||
        !take(options, "rate", o.rate) || !take(options, "final-rate", o.finalRate) ||
        !take(options, "weight-decay", o.weightDecay) || !take(options, "lambda", o.lambda) ||
        !take(options, "win-scale", winScale) || !take(options, "hold-out", holdOut) ||
        !take(options, "held-out", heldOutFrom) || !take(options, "limit", limit) ||
        !take(options, "threads", o.threads) || !take(options, "seed", o.seed) ||
        !take(options, "init", init) || !take(options, "checkpoints", o.checkpointDir) ||
        !take(options, "out", out) || !take(options, "source", source) ||
        !take(options, "mirror", mirror) || !options.empty() || data.empty() ||
        !validWidth(hidden) || !nnue::validOutputBuckets(buckets) ||
        !nnue::validKingBuckets(kingBuckets) || holdOut <= 0 || holdOut >= 1 || o.epochs < 0 ||
        o.batchSize < 1 || o.threads < 1 || o.lambda < 0 || o.lambda > 1)
        return 2;
    const auto start = std::chrono::steady_clock::now();
    std::cout << std::fixed;

    TrainingSets sets = loadTrainingSets(data, heldOutFrom, holdOut, limit, mirror != 0);
    std::cerr << sets.loaded.warnings << sets.heldOutLoaded.warnings;
    const NetDataSet& train = sets.train;
    const NetDataSet& heldOut = sets.heldOut;
    std::cout << std::setprecision(1) << sets.loaded.files << " files, " << sets.loaded.games
              << " games, " << train.size() << " positions to train on, " << heldOut.size()
              << " held out";
    if (!heldOutFrom.empty())
        std::cout << " (" << sets.heldOutLoaded.files << " files, " << sets.heldOutLoaded.games
                  << " games)";
    std::cout << " (" << secondsSince(start) << " s)\n";
    if (!sets.error.empty()) {
        std::cerr << sets.error << "\n";
        return 1;
    }
    o.winScale = winScale.empty() ? fitWinScale(train) : std::stod(winScale);
    std::cout << "win scale " << o.winScale << " cp"
              << (winScale.empty() ? " (fitted to the results)" : "") << ", lambda "
              << std::setprecision(2) << o.lambda << "\n";

    FloatNetwork net(hidden, buckets, kingBuckets);
    net.initialise(o.seed);
    if (!init.empty()) {
        // A checkpoint, a network file, or the network compiled in.
        std::vector<unsigned char> bytes;
        std::string error;
        if (init == "built-in") {
            const auto* embedded = nnue::embeddedNetwork();
            error = embedded ? net.readNetwork(nnue::serialise(*embedded))
                             : "no network is compiled in";
        } else if (!readBytes(init, bytes)) {
            error = "cannot be read";
        } else {
            error = nnue::hiddenWidth(bytes) ? net.readNetwork(bytes) : net.readCheckpoint(bytes);
        }
        if (!error.empty()) {
            std::cerr << init << ": " << error << "\n";
            return 1;
        }
    }
    std::cout << std::setprecision(6) << "held-out loss at the start " << netLoss(net, heldOut, o);
    // A network to go on from is also measured as the engine has it: the bar for the new one.
    if (!init.empty())
        if (auto engine = quantisedLoss(net.quantise(), heldOut, o))
            std::cout << ", in the engine's integer code " << *engine;
    std::cout << " (the handcrafted evaluation's " << handcraftedLoss(heldOut, o) << ")\n";
    o.onEpoch = [](const EpochReport& r) {
        std::cout << "epoch " << r.epoch << ": loss " << std::setprecision(6) << r.trainLoss
                  << ", held out " << r.heldOutLoss << ", rate " << std::setprecision(7) << r.rate
                  << std::setprecision(1) << ", " << r.seconds << " s, " << std::setprecision(0)
                  << r.positionsPerSecond << " positions/s\n"
                  << std::flush;
    };
    const std::string stopped = trainNetwork(net, train, heldOut, o);
    if (!stopped.empty()) {
        std::cerr << stopped << "\n";
        return 1;
    }

    const std::vector<unsigned char> quantised = net.quantise();
    QuantisationReport q = compareQuantised(net, quantised, heldOut, kCompared);
    if (!q.error.empty()) {
        std::cerr << "the quantised network: " << q.error << "\n";
        return 1;
    }
    std::cout << std::setprecision(2) << "quantised against float on " << q.positions
              << " held-out positions: mean |difference| " << q.meanAbsDifference << " cp, largest "
              << q.maxAbsDifference << " cp\n";
    const double floatLoss = netLoss(net, heldOut, o);
    if (auto engine = quantisedLoss(quantised, heldOut, o))
        std::cout << std::setprecision(6) << "held-out loss in the engine's integer code "
                  << *engine << " (float " << floatLoss << ")\n";
    if (!out.empty()) {
        if (!writeBytes(out, quantised)) {
            std::cerr << "cannot write " << out << "\n";
            return 1;
        }
        std::cout << "wrote " << out << " (" << quantised.size() << " bytes)\n";
    }
    if (!source.empty()) {
        if (hidden != nnue::kHidden)
            std::cerr << "note: the engine compiles in width " << nnue::kHidden << ", not "
                      << hidden << "\n";
        std::ofstream file(source);
        std::ostringstream note;
        note << std::setprecision(6) << data
             << (heldOutFrom.empty() ? "" : " (held out: " + heldOutFrom + ")") << ", "
             << train.size() << " positions, width " << hidden
             << (buckets > 1 ? ", " + std::to_string(buckets) + " output buckets" : "")
             << (kingBuckets > 1 ? ", " + std::to_string(kingBuckets) + " king buckets" : "")
             << ", " << o.epochs << " epochs, lambda " << o.lambda << ", win scale " << o.winScale
             << ", held-out loss " << floatLoss << ".";
        writeNetSource(quantised, file, note.str());
        if (!file) {
            std::cerr << "cannot write " << source << "\n";
            return 1;
        }
        std::cout << "wrote " << source << "\n";
    }
    std::cout << std::setprecision(1) << "done in " << secondsSince(start) << " s\n";
    return 0;
}

} // namespace chess960::engine::tune

namespace chess960::engine::tune {

int netBenchCommand(Options options) {
    std::string net;
    if (!take(options, "net", net) || !options.empty()) return 2;
    std::vector<unsigned char> file;
    if (!net.empty() && !readBytes(net, file)) {
        std::cerr << "cannot read " << net << "\n";
        return 1;
    }
    std::string error;
    const std::vector<NetBenchFigures> figures = netBench(file, error);
    if (!error.empty()) {
        std::cerr << net << ": " << error << "\n";
        return 1;
    }
    std::cout << std::fixed << std::setprecision(2) << "width " << nnue::kHidden << ", "
              << (net.empty() ? "random weights" : net) << ", one thread, "
              << (figures.empty() ? 0 : figures[0].positions)
              << " positions of random games (millions per second):\n";
    for (const NetBenchFigures& f : figures)
        std::cout << (f.avx2 ? "AVX2:    " : "scalar:  ") << "refresh " << f.refreshes / 1e6
                  << ", update " << f.updates / 1e6 << ", output " << f.outputs / 1e6
                  << ", update + output " << f.updateAndOutput / 1e6 << ", refresh + output "
                  << f.refreshAndOutput / 1e6 << "\n";
    return 0;
}

} // namespace chess960::engine::tune
