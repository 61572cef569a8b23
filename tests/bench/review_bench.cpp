// Not a test: how long a game review takes, with one thread and with two, on a fixed game
// (tests/data/review/bench80.pgn, 80 plies, 81 positions).
//   bench_review [nodes-per-position] [pgn-file]
// Prints seconds and positions per second for each thread count, the speed-up, and whether
// both runs judged every move alike (they must: each position is searched from scratch).
#include "chess960/pgn.h"
#include "chess960/review/review.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace chess960;
using namespace chess960::review;

int main(int argc, char** argv) {
    const uint64_t nodes = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : kReviewNormal.nodes;
    const char* file = argc > 2 ? argv[2] : CHESS960_REVIEW_BENCH_GAME;
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    const auto game = readPgnGame(text.str());
    if (!game) {
        std::fprintf(stderr, "bench_review: %s: %s\n", file, game.error().message.c_str());
        return 2;
    }
    const int positions = int(game->mainLine().size()) + 1;
    std::printf("%s: %d positions, %llu nodes each\n", file, positions,
                static_cast<unsigned long long>(nodes));
    double seconds[3] = {};
    GameReview reviews[3];
    for (int threads : {1, 2}) {
        GameReviewer reviewer(ReviewBudget{nodes, 0}, threads);
        const auto start = std::chrono::steady_clock::now();
        reviews[threads] = reviewer.run(*game);
        seconds[threads] =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%d thread%s: %.2f s, %.1f positions/s\n", threads, threads > 1 ? "s" : " ",
                    seconds[threads], positions / seconds[threads]);
    }
    bool same = true;
    for (size_t i = 0; i < reviews[1].moves.size(); ++i)
        same = same && reviews[1].moves[i].scoreAfter == reviews[2].moves[i].scoreAfter &&
               reviews[1].moves[i].kind == reviews[2].moves[i].kind;
    std::printf("speed-up with 2 threads: %.2fx; same judgements: %s\n", seconds[1] / seconds[2],
                same ? "yes" : "NO");
    for (Color c : {White, Black}) {
        const SideSummary& s = reviews[2].sides[c];
        std::printf("%s: accuracy %.1f%%, average centipawn loss %.0f, ?! %d, ? %d, ?? %d\n",
                    c == White ? "White" : "Black", s.accuracy, s.averageCentipawnLoss,
                    s.inaccuracies, s.mistakes, s.blunders);
    }
    return same ? 0 : 1;
}
