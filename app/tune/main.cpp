// chess960-tune: training data from self-play, a Texel-style tuner of the evaluation's weights
// and the network's trainer. Wiring only; the work is in datagen.*, chunkrun.*, datastats.*,
// tuner.* and netcommand.* (with netdata.*, floatnet.*, nettrainer.*).
#include "chunkrun.h"
#include "datagen.h"
#include "datastats.h"
#include "guidecommand.h"
#include "netcommand.h"
#include "options.h"
#include "paramlayout.h"
#include "tuner.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace chess960::engine;
using namespace chess960::engine::tune;

namespace {

int usage() {
    std::cerr
        << "usage:\n"
           "  chess960-tune generate --games N --nodes K --seed S [--threads T] --out FILE\n"
           "      [--random-plies 8] [--skip-plies 16] [--dfrc 0] [--hash 16]\n"
           "                                                           (text: FEN;result)\n"
           "  chess960-tune generate --format bin --games N --nodes K --seed S [--threads T]\n"
           "      [--chunk-games N --out DIR | --out FILE] [--dfrc 0.3] [--random-plies 8]\n"
           "      [--skip-plies 16] [--hash 16]   (games, scores; --hash: each game's table, MB)\n"
           "  chess960-tune stats --data FILE_OR_DIR                   (of binary games)\n"
           "  chess960-tune tune --data FILE [--iterations 1000] [--rate 1.0] [--limit N]\n"
           "      [--freeze group,group...] [--out evalparams.cpp]\n"
           "  chess960-tune write --out FILE      (the compiled-in weights as source)\n"
           "  chess960-tune train --data LIST [--hidden 256] [--buckets 1] [--epochs 10]\n"
           "      [--batch 16384]   (--buckets 1, 2, 4 or 8: output weights by piece count)\n"
           "      [--king-buckets 1]   (1, 2 or 4: first-layer rows by where the king stands)\n"
           "      [--rate 0.001] [--final-rate 0.05] [--weight-decay 0.01] [--lambda 0.5]\n"
           "      [--win-scale CP] [--hold-out 0.05 | --held-out LIST] [--limit N]\n"
           "      [--threads 2] [--seed 1]   (--data, --held-out: files and folders, commas\n"
           "      between; --held-out's files are left out of --data's)\n"
           "      [--init CHECKPOINT|NET|built-in] [--checkpoints DIR] [--out NET]\n"
           "      [--source nnuedata.cpp] [--mirror 1]   (--mirror: each position also\n"
           "      mirrored a-file to h-file; --init: start from a checkpoint, a network file\n"
           "      or the network compiled in; one of one king bucket fills every king bucket)\n"
           "  chess960-tune netbench [--net NET]  (the network code's speed)\n"
           "  chess960-tune guide --depth D --out FILE [--threads 1] [--hash 256]\n"
           "      [--first 0] [--last 959]   (the Chess960 guide; goes on with FILE's positions)\n";
    return 2;
}

// "--name value" pairs; false on anything else.
bool parseOptions(int argc, char** argv, std::map<std::string, std::string>& options) {
    for (int i = 2; i < argc; i += 2) {
        std::string name = argv[i];
        if (name.rfind("--", 0) != 0 || i + 1 >= argc) return false;
        options[name.substr(2)] = argv[i + 1];
    }
    return true;
}

int generateBinary(const GenerateOptions& o, int chunkGames, const std::string& out) {
    BinaryStats s = chunkGames > 0 ? generateChunks(o, chunkGames, out, std::cout)
                                   : writeGames(o, 0, o.games, out);
    if (!s.error.empty()) std::cerr << s.error << "\n";
    const double minutes = s.seconds / 60;
    std::cout << std::fixed << std::setprecision(1) << s.games << " games, " << s.plies
              << " plies, " << s.kept << " positions kept, " << s.bytes << " bytes in " << s.seconds
              << " s";
    if (s.games && minutes > 0)
        std::cout << ": " << s.games / minutes << " games/min, " << s.kept / minutes
                  << " positions/min, " << double(s.bytes) / double(std::max(1L, s.kept))
                  << " bytes per position";
    if (s.skipped) std::cout << "; " << s.skipped << " chunks already there";
    std::cout << "\n";
    return s.error.empty() ? 0 : 1;
}

int generateCommand(std::map<std::string, std::string> options) {
    GenerateOptions o;
    std::string out, format = "text";
    int chunkGames = 0;
    if (!take(options, "format", format) || (format != "text" && format != "bin")) return usage();
    // DFRC games change what a seed gives; the text format keeps its earlier files' games.
    o.dfrc = format == "bin" ? 0.3 : 0.0;
    if (!take(options, "games", o.games) || !take(options, "nodes", o.nodes) ||
        !take(options, "seed", o.seed) || !take(options, "threads", o.threads) ||
        !take(options, "random-plies", o.randomPlies) ||
        !take(options, "skip-plies", o.skipPlies) || !take(options, "dfrc", o.dfrc) ||
        !take(options, "chunk-games", chunkGames) || !take(options, "out", out) ||
        !take(options, "hash", o.hashMb) || o.hashMb < 1 || o.hashMb > 1024 || !options.empty() ||
        out.empty() || o.games < 1 || o.dfrc < 0 || o.dfrc > 1 || o.randomPlies < 0 ||
        o.randomPlies > 255 || chunkGames < 0 || (chunkGames > 0 && format != "bin"))
        return usage();
    if (format == "bin") return generateBinary(o, chunkGames, out);
    std::ofstream file(out);
    if (!file) {
        std::cerr << "cannot write " << out << "\n";
        return 1;
    }
    GenerateStats s = generate(o, file);
    const double minutes = s.seconds / 60;
    std::cout << std::fixed << std::setprecision(1) << s.games << " games, " << s.plies
              << " plies, " << s.positions << " positions in " << s.seconds
              << " s: " << s.games / minutes << " games/min, " << s.positions / minutes
              << " positions/min\n";
    return file ? 0 : 1;
}

int statsCommand(std::map<std::string, std::string> options) {
    std::string data;
    if (!take(options, "data", data) || !options.empty() || data.empty()) return usage();
    DataStats s = dataStats(data);
    printDataStats(s, std::cout);
    if (!s.error.empty()) std::cerr << s.error << "\n";
    return s.error.empty() ? 0 : 1;
}

// "a,b,c" as its parts, empty parts kept (so that a stray comma is reported).
std::vector<std::string> splitCommas(const std::string& text) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, ',')) parts.push_back(part);
    if (!text.empty() && text.back() == ',') parts.push_back("");
    return parts;
}

int tuneCommand(std::map<std::string, std::string> options) {
    std::string data, out, freeze;
    long limit = 0;
    double holdOut = 0.1;
    TuneOptions t;
    if (!take(options, "data", data) || !take(options, "out", out) ||
        !take(options, "iterations", t.iterations) || !take(options, "rate", t.rate) ||
        !take(options, "limit", limit) || !take(options, "hold-out", holdOut) ||
        !take(options, "freeze", freeze) || !options.empty() || data.empty() || holdOut < 0 ||
        holdOut >= 1)
        return usage();
    if (!freeze.empty()) {
        std::string bad;
        auto frozen = groupInts(splitCommas(freeze), bad);
        if (!frozen) {
            std::cerr << "--freeze: \"" << bad
                      << "\" is not a tuned group of weights; the tuned groups are:";
            for (const ParamGroup& g : paramLayout())
                if (g.tuned) std::cerr << " " << g.name;
            std::cerr << "\n";
            return 2;
        }
        t.frozen = *frozen;
    }
    std::ifstream in(data);
    if (!in) {
        std::cerr << "cannot read " << data << "\n";
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    // The last games of the file are kept out of the tuning to show how well the weights
    // carry over to games they were not fitted to.
    long lines = 0;
    for (std::string line; std::getline(in, line);) lines += !line.empty() && line[0] != '#';
    in.clear();
    in.seekg(0);
    if (limit > 0) lines = std::min(lines, limit);
    const long trainLines = lines - long(double(lines) * holdOut);
    TuneSet set, heldOut;
    LoadReport report = loadTuneSet(in, set, defaultEvalParams(), trainLines);
    LoadReport rest = loadTuneSet(in, heldOut, defaultEvalParams(), lines - trainLines);
    std::cout << report.positions << " positions to tune on, " << rest.positions << " held out ("
              << report.skipped + rest.skipped << " lines skipped) in " << std::fixed
              << std::setprecision(1) << seconds() << " s\n";
    if (set.size() == 0) return 1;
    const std::vector<double> start0 = toWeights(defaultEvalParams());
    const double k = fitK(set, start0);
    const double before = meanError(set, start0, k);
    std::cout << std::setprecision(6) << "K = " << k << ", error before " << before << "\n";
    t.onProgress = [&](int iteration, double error) {
        std::cout << "iteration " << iteration << ": error " << std::setprecision(6) << error
                  << " (" << std::setprecision(1) << seconds() << " s)\n"
                  << std::flush;
    };
    std::vector<double> tuned = tuneWeights(set, start0, k, t);
    EvalParams result = fromWeights(tuned, defaultEvalParams());
    const double after = meanError(set, toWeights(result), k);
    std::cout << std::setprecision(6) << "error before " << before << ", after " << after
              << " (rounded weights), K = " << k << "\n";
    if (heldOut.size())
        std::cout << "held-out error before " << meanError(heldOut, start0, k) << ", after "
                  << meanError(heldOut, toWeights(result), k) << "\n";
    if (!out.empty()) {
        std::ofstream file(out);
        std::ostringstream note;
        note << "tuned on " << data << " (" << set.size() << " positions, " << t.iterations
             << " iterations, K " << k << ", error " << before << " -> " << after << ")";
        if (!freeze.empty()) note << ", " << freeze << " frozen";
        note << ".";
        writeParamsSource(result, file, note.str());
        if (!file) {
            std::cerr << "cannot write " << out << "\n";
            return 1;
        }
        std::cout << "wrote " << out << "\n";
    }
    return 0;
}

int writeCommand(std::map<std::string, std::string> options) {
    std::string out;
    if (!take(options, "out", out) || !options.empty() || out.empty()) return usage();
    std::ofstream file(out);
    writeParamsSource(defaultEvalParams(), file, "the weights compiled in now.");
    return file ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    std::map<std::string, std::string> options;
    if (argc < 2 || !parseOptions(argc, argv, options)) return usage();
    const std::string command = argv[1];
    if (command == "generate") return generateCommand(options);
    if (command == "stats") return statsCommand(options);
    if (command == "tune") return tuneCommand(options);
    if (command == "write") return writeCommand(options);
    if (command == "train") {
        const int status = trainCommand(options);
        return status == 2 ? usage() : status;
    }
    if (command == "guide") {
        const int status = guideCommand(options, std::cout);
        return status == 2 ? usage() : status;
    }
    if (command == "netbench") {
        const int status = netBenchCommand(options);
        return status == 2 ? usage() : status;
    }
    return usage();
}
