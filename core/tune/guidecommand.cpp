// chess960-tune guide (see guidecommand.h).
#include "guidecommand.h"

#include "chess960/engine/guidesearch.h"
#include "chess960/guide.h"
#include "chess960/startpos.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

namespace chess960::engine::tune {

namespace {

std::string commentFor(int depth, int hashMb) {
    std::ostringstream out;
    out << "The Chess960 guide: each start position judged by the built-in engine.\n"
           "Made by: chess960-tune guide --depth "
        << depth << " --hash " << hashMb
        << " --out core/guide/guide960.txt\n"
           "Each position: one search to depth "
        << depth << " on one thread from a cleared " << hashMb
        << " MB table, three principal variations.\n"
           "Fields: number, evaluation (centipawns, White's view) | best moves with their "
           "scores | line.\n"
           "Moves in UCI; a castle is the king onto its own rook.";
    return out.str();
}

// Writes text to path through a temporary file renamed over it: a stop at any moment leaves
// either the old file or the new one.
bool writeWhole(const std::string& path, const std::string& text, std::ostream& log) {
    const std::string temporary = path + ".part";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << text;
        file.flush();
        if (!file) {
            log << "cannot write " << temporary << "\n";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        log << "cannot rename " << temporary << " to " << path << ": " << ec.message() << "\n";
        return false;
    }
    return true;
}

} // namespace

int guideCommand(Options options, std::ostream& log) {
    std::string out;
    int depth = 0, threads = 1, hashMb = 256, first = 0, last = kStartPositionCount - 1;
    if (!take(options, "out", out) || !take(options, "depth", depth) ||
        !take(options, "threads", threads) || !take(options, "hash", hashMb) ||
        !take(options, "first", first) || !take(options, "last", last) || !options.empty() ||
        out.empty() || depth < 1 || depth > 60 || threads < 1 || threads > 64 || hashMb < 1 ||
        hashMb > 4096 || first < 0 || last >= kStartPositionCount || first > last)
        return 2;

    Guide guide;
    guide.setDepth(depth);
    if (std::ifstream existing{out, std::ios::binary}) {
        std::stringstream text;
        text << existing.rdbuf();
        auto parsed = Guide::parse(text.str());
        if (!parsed) {
            log << out << ": " << parsed.error().message << "\n";
            return 1;
        }
        if (parsed->size() > 0 && parsed->depth() != depth) {
            log << out << " was made at depth " << parsed->depth() << ": go on with --depth "
                << parsed->depth() << ", or write another file\n";
            return 1;
        }
        guide = std::move(*parsed);
        guide.setDepth(depth);
    }

    std::vector<int> todo;
    for (int n = first; n <= last; ++n)
        if (!guide.find(n)) todo.push_back(n);
    log << todo.size() << " start positions to judge at depth " << depth << " (" << guide.size()
        << " in " << out << " already), " << threads << " at a time\n";

    const std::string comments = commentFor(depth, hashMb);
    std::atomic<size_t> next{0};
    std::mutex lock;
    bool failed = false;
    const auto started = std::chrono::steady_clock::now();
    auto work = [&] {
        Search search{size_t(hashMb)};
        for (size_t i = next++; i < todo.size(); i = next++) {
            const int n = todo[i];
            const auto t0 = std::chrono::steady_clock::now();
            GuideEntry entry = judgeStart(search, Position::startPosition(n), n, depth);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::lock_guard hold(lock);
            guide.set(entry);
            if (!writeWhole(out, guide.write(comments), log)) {
                failed = true;
                next = todo.size();
                return;
            }
            const double total =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            log << std::fixed << std::setprecision(1) << "SP " << n << " "
                << guideScoreText(entry.score) << " " << entry.best.front().uci << " in " << seconds
                << " s; " << guide.size() << " of 960, " << total / 60 << " min\n"
                << std::flush;
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    if (failed) return 1;
    if (todo.empty() && !writeWhole(out, guide.write(comments), log)) return 1;
    log << "done: " << guide.size() << " start positions in " << out << "\n";
    return 0;
}

} // namespace chess960::engine::tune
