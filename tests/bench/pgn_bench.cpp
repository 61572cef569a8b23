// How fast and in how much memory a large PGN file is read, against merely reading its bytes:
// writes N random Chess960 games (variations, comments, glyphs, a Double Fischer Random start
// in eight) once, then reads the file in a child process three ways and prints each one's time
// and peak memory (the system's count for the child):
//   bytes   every byte of the file touched (the reference: the disk and the page cache);
//   stream  every game read and dropped, one at a time (readPgnGames; chess960-cli pgn);
//   whole   every game read and kept (readPgnFile, how the file was read before).
//   build/tests/bench_pgn [N [FILE [--skip-whole]]]    (default 20000 games, a scratch file)
#include "randomgames.h"

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace chess960;

namespace {

double seconds(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

// The work of one child: returns games read (or bytes summed) so the work cannot be skipped.
long work(const char* how, const std::string& path) {
    auto file = MappedFile::open(path);
    if (!file) {
        std::fprintf(stderr, "%s\n", file.error().message.c_str());
        std::exit(2);
    }
    if (std::strcmp(how, "bytes") == 0) {
        long sum = 0;
        for (const char c : file->bytes()) sum += static_cast<unsigned char>(c);
        return sum;
    }
    if (std::strcmp(how, "whole") == 0) {
        const auto records = readPgnFile(file->bytes());
        return records ? long(records->size()) : -1;
    }
    long games = 0;
    readPgnGames(
        file->bytes(),
        [&](const PgnRecord& r) {
            games += r.ok();
            return true;
        },
        [&](size_t offset) { file->release(offset); });
    return games;
}

struct Run {
    double seconds = 0;
    double peakMb = 0;
};

const char* self = nullptr; // this program, started again for each measurement

// Runs `how` in a fresh process of this program and measures it from outside.
Run measure(const char* how, const std::string& path) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        execl(self, self, "--child", how, path.c_str(), static_cast<char*>(nullptr));
        std::_Exit(127);
    }
    int status = 0;
    struct rusage usage {};
    wait4(child, &status, 0, &usage);
    Run r;
    r.seconds = seconds(start);
    r.peakMb = double(usage.ru_maxrss) / 1024.0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) std::fprintf(stderr, "%s failed\n", how);
    return r;
}

} // namespace

int main(int argc, char* argv[]) {
    self = argv[0];
    if (argc == 4 && std::strcmp(argv[1], "--child") == 0)
        return work(argv[2], argv[3]) >= 0 ? 0 : 1;
    const int n = argc > 1 ? std::atoi(argv[1]) : 20000;
    const std::string path = argc > 2 ? argv[2] : "/tmp/bench_pgn_" + std::to_string(n) + ".pgn";
    const bool skipWhole = argc > 3 && std::strcmp(argv[3], "--skip-whole") == 0;
    if (!std::ifstream(path)) {
        const auto start = std::chrono::steady_clock::now();
        std::mt19937 rng(960);
        std::ofstream out(path, std::ios::binary);
        // Written in pieces of a thousand games: the writer needs no more memory either.
        for (int done = 0; done < n; done += 1000)
            out << randomgames::file(rng, std::min(1000, n - done), false, 100) << "\n";
        std::printf("wrote %d games to %s in %.1f s\n", n, path.c_str(), seconds(start));
    }
    std::ifstream size(path, std::ios::binary | std::ios::ate);
    std::printf("file: %s, %.1f MB\n", path.c_str(), double(size.tellg()) / 1e6);
    const Run bytes = measure("bytes", path);
    const Run stream = measure("stream", path);
    std::printf("bytes   %7.2f s  peak %7.1f MB   (the reference)\n", bytes.seconds, bytes.peakMb);
    std::printf("stream  %7.2f s  peak %7.1f MB   %.1fx the reference's time, %.0f us a game\n",
                stream.seconds, stream.peakMb, stream.seconds / bytes.seconds,
                stream.seconds * 1e6 / n);
    if (!skipWhole) {
        const Run whole = measure("whole", path);
        std::printf("whole   %7.2f s  peak %7.1f MB   %.1fx the reference's time; stream uses "
                    "%.1f%% of its memory\n",
                    whole.seconds, whole.peakMb, whole.seconds / bytes.seconds,
                    100.0 * stream.peakMb / whole.peakMb);
    }
    return 0;
}
