// How an engine's scores compare with its opponent's in the same positions, from the PGN of a
// match (match.sh writes each engine's score after each of its moves, "{+0.10/16 0.322s}", from
// the mover's side). A position after one of the engine's moves is scored twice: by the engine
// with that move, and by the opponent with its reply (from the opponent's side). Prints, by the
// engine's score in steps of half a pawn, how many positions and the median of the opponent's
// score; then, for the games in which the engine stood at +1, +2 or +3 or better at some point,
// how many and its score in them. Mate scores are left out, and so are unfinished games.
//   build/tests/bench_match_evals FILE.pgn [NAME]   (NAME: how the engine's tag begins,
//                                                    "Chess960 Engine" unless given)
#include "chess960/mappedfile.h"
#include "chess960/pgn.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace chess960;

namespace {

// The score at the start of a comment as match.sh writes it, in pawns; nothing for a mate or
// a comment of another kind.
std::optional<double> commentScore(const std::string& comment) {
    const size_t slash = comment.find('/');
    if (slash == std::string::npos || slash == 0) return std::nullopt;
    const std::string number = comment.substr(0, slash);
    if (number.find('M') != std::string::npos) return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(number.c_str(), &end);
    if (end != number.c_str() + number.size()) return std::nullopt;
    return value;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: %s FILE.pgn [NAME]\n", argv[0]);
        return 2;
    }
    const std::string name = argc == 3 ? argv[2] : "Chess960 Engine";
    auto file = MappedFile::open(argv[1]);
    if (!file) {
        std::fprintf(stderr, "%s\n", file.error().message.c_str());
        return 2;
    }
    std::map<int, std::vector<double>> byHalfPawn; // the engine's score * 2, rounded
    const double thresholds[] = {1.0, 2.0, 3.0};
    int games = 0, reached[3] = {}, losses[3] = {};
    double points[3] = {};
    const auto error = readPgnGames(file->bytes(), [&](PgnRecord& record) {
        if (!record.ok()) return true;
        const Game& game = *record.game;
        const bool white = game.tag("White").rfind(name, 0) == 0;
        if (!white && game.tag("Black").rfind(name, 0) != 0) return true;
        const GameResult result = game.result();
        if (result == GameResult::Ongoing) return true;
        const double score = result == winFor(white ? White : Black) ? 1.0
                             : result == GameResult::Draw            ? 0.5
                                                                     : 0.0;
        ++games;
        double best = -1e9;
        const std::vector<PlayedMove>& moves = game.moves();
        for (size_t ply = 0; ply < moves.size(); ++ply) {
            if ((ply % 2 == 0) != (white == (game.positionAt(0).sideToMove() == White)))
                continue; // the opponent's move
            const auto ours = commentScore(moves[ply].comment);
            if (!ours) continue;
            best = std::max(best, *ours);
            if (ply + 1 >= moves.size()) continue;
            if (const auto theirs = commentScore(moves[ply + 1].comment))
                byHalfPawn[int(std::lround(*ours * 2))].push_back(*theirs);
        }
        for (int t = 0; t < 3; ++t)
            if (best >= thresholds[t]) {
                ++reached[t];
                points[t] += score;
                losses[t] += score == 0.0;
            }
        return true;
    });
    if (error) {
        std::fprintf(stderr, "%s\n", error->message.c_str());
        return 2;
    }
    std::printf("%d games of %s\n", games, name.c_str());
    std::printf("its score after its move | positions | the opponent's score there, median\n");
    for (const auto& [half, theirs] : byHalfPawn)
        if (half >= -8 && half <= 8)
            std::printf("%+5.1f | %6zu | %+.2f\n", half / 2.0, theirs.size(), median(theirs));
    for (int t = 0; t < 3; ++t)
        std::printf("stood at %+.1f or better: %d games, score %.1f/%d, %d lost\n", thresholds[t],
                    reached[t], points[t], reached[t], losses[t]);
    return 0;
}
