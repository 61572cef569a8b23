#include "chunkrun.h"

#include <chrono>
#include <filesystem>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace chess960::engine::tune {

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

std::string runDescription(const GenerateOptions& o, int first, int count) {
    // Every option that changes a game, so that a chunk of another run is never taken as done.
    std::ostringstream text;
    text << "chess960-tune generate: games " << first << ".." << first + count - 1 << " seed "
         << o.seed << " nodes " << o.nodes << " dfrc " << o.dfrc << " random-plies "
         << o.randomPlies << " skip-plies " << o.skipPlies << " opening-limit " << o.openingLimit
         << " max-plies " << o.maxPlies << " win " << o.winScore << "x" << o.winPlies << " draw "
         << o.drawScore << "x" << o.drawPlies << " from " << o.drawPly;
    // Named only when not the default, which runs made before the option were made with.
    if (o.hashMb != GenerateOptions::kDefaultHashMb) text << " hash " << o.hashMb;
    return text.str();
}

BinaryStats writeGames(const GenerateOptions& options, int first, int count,
                       const std::string& path) {
    const auto start = std::chrono::steady_clock::now();
    BinaryStats stats;
    GenerateOptions o = options;
    o.fens = false;
    const std::string temporary = path + ".tmp";
    GameWriter writer;
    if (!writer.open(temporary, runDescription(o, first, count))) {
        stats.error = writer.error();
        return stats;
    }
    playGames(o, first, count, [&](int, GameRecord& g) {
        writer.write(g.data);
        ++stats.games;
        stats.plies += long(g.data.moves.size());
        for (bool k : g.data.kept) stats.kept += k;
    });
    std::error_code failed;
    if (writer.close()) std::filesystem::rename(temporary, path, failed);
    if (!writer.error().empty() || failed) {
        stats.error =
            failed ? "cannot rename " + temporary + ": " + failed.message() : writer.error();
        std::filesystem::remove(temporary, failed);
        return stats;
    }
    stats.bytes = writer.bytes();
    stats.seconds = secondsSince(start);
    return stats;
}

std::string chunkPath(const std::string& dir, uint64_t seed, int index) {
    return (std::filesystem::path(dir) /
            ("chunk-" + std::to_string(seed) + "-" + std::to_string(index) + ".bin"))
        .string();
}

BinaryStats generateChunks(const GenerateOptions& o, int chunkGames, const std::string& dir,
                           std::ostream& log) {
    const auto start = std::chrono::steady_clock::now();
    BinaryStats total;
    std::error_code failed;
    std::filesystem::create_directories(dir, failed);
    if (failed) {
        total.error = "cannot create " + dir + ": " + failed.message();
        return total;
    }
    const int chunks = (o.games + chunkGames - 1) / chunkGames;
    for (int c = 0; c < chunks; ++c) {
        const int first = c * chunkGames, count = std::min(chunkGames, o.games - first);
        const std::string path = chunkPath(dir, o.seed, c);
        if (std::filesystem::exists(path)) {
            GameReader reader;
            GameData game;
            bool sound = reader.open(path);
            while (sound && reader.next(game)) {
            }
            sound = sound && reader.error().empty();
            if (sound && reader.description() == runDescription(o, first, count)) {
                ++total.skipped;
                log << "chunk " << c << ": " << path << " is there, whole\n" << std::flush;
                continue;
            }
            if (sound) {
                total.error = path + " was made by \"" + reader.description() +
                              "\", not by these options; give another --out";
                break;
            }
            log << "chunk " << c << ": " << reader.error() << "; made again\n";
        }
        BinaryStats s = writeGames(o, first, count, path);
        if (!s.error.empty()) {
            total.error = s.error;
            break;
        }
        ++total.chunks;
        total.games += s.games;
        total.plies += s.plies;
        total.kept += s.kept;
        total.bytes += s.bytes;
        log << "chunk " << c << ": " << path << ", " << s.games << " games, " << s.kept
            << " positions kept, " << s.bytes << " bytes, " << std::fixed << std::setprecision(1)
            << s.seconds << " s\n"
            << std::defaultfloat << std::flush;
    }
    total.seconds = secondsSince(start);
    return total;
}

} // namespace chess960::engine::tune
