// chess960-cli review: reads a PGN file as `pgn` does (the same errors), reviews the main line
// of each game and writes the game back with the review in it.
#include "review.h"

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"
#include "chess960/review/review.h"

#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <variant>

using namespace chess960;

namespace {

struct Options {
    std::string file;
    review::ReviewBudget budget = review::kReviewNormal;
    int game = 0; // 0: every game
    int threads = 0;
};

std::optional<long long> number(const std::string& s) {
    long long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

// The options, or the message of a usage error.
std::variant<Options, std::string> parse(const std::vector<std::string>& args) {
    Options o;
    bool nodes = false, depth = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a != "--nodes" && a != "--depth" && a != "--game" && a != "--threads") {
            if (!o.file.empty()) return "review needs exactly one file name";
            o.file = a;
            continue;
        }
        if (i + 1 == args.size()) return a + " needs a number";
        const auto v = number(args[++i]);
        const auto bad = [&](const char* range) {
            return a + " '" + args[i] + "' must be a whole number " + range;
        };
        if (a == "--nodes") {
            if (!v || *v < 1 || *v > 1'000'000'000) return bad("from 1 to 1000000000");
            o.budget = {uint64_t(*v), 0};
            nodes = true;
        } else if (a == "--depth") {
            if (!v || *v < 1 || *v > 60) return bad("from 1 to 60");
            o.budget = {0, int(*v)};
            depth = true;
        } else if (a == "--game") {
            if (!v || *v < 1 || *v > 1'000'000) return bad("from 1 on");
            o.game = int(*v);
        } else {
            if (!v || *v < 1 || *v > 256) return bad("from 1 to 256");
            o.threads = int(*v);
        }
    }
    if (nodes && depth) return "review takes --nodes or --depth, not both";
    if (o.file.empty()) return "review needs exactly one file name";
    return o;
}

std::string sideLine(const char* colour, const std::string& name, const review::SideSummary& s) {
    char figures[200];
    std::snprintf(figures, sizeof figures,
                  "accuracy %.1f%%, average centipawn loss %.0f, inaccuracies %d, mistakes %d, "
                  "blunders %d",
                  s.accuracy, s.averageCentipawnLoss, s.inaccuracies, s.mistakes, s.blunders);
    std::string who = colour;
    if (!name.empty() && name != "?") who += " (" + name + ")";
    return "  " + who + ": " + figures + "\n";
}

} // namespace

int cmdReview(const std::vector<std::string>& args, const char* usage) {
    const auto parsed = parse(args);
    if (const auto* message = std::get_if<std::string>(&parsed)) {
        std::cerr << "chess960-cli: " << *message << "\n" << usage;
        return 2;
    }
    const Options& o = std::get<Options>(parsed);
    auto file = MappedFile::open(o.file);
    if (!file) {
        std::cerr << "chess960-cli: " << file.error().message << "\n";
        return 2;
    }
    // One game at a time, whatever the size of the file.
    int failed = 0, total = 0, count = 0;
    const auto error = readPgnGames(
        file->bytes(),
        [&](const PgnRecord& record) {
            ++count;
            if (o.game && record.index != o.game) return true;
            ++total;
            if (!record.ok()) {
                std::cerr << "chess960-cli: " << record.describeError() << "\n";
                ++failed;
                return !o.game;
            }
            Game game = *record.game;
            review::GameReviewer reviewer(o.budget, o.threads);
            const review::GameReview review = reviewer.run(game);
            review::applyReview(game, review);
            std::cout << writePgn(game) << std::flush;
            // The figures as the annotations written give them: the same as for the game
            // read back from this output later.
            const review::GameReview written = review::reviewFromAnnotations(game);
            std::cerr << "game " << record.index << ", " << review.moves.size()
                      << " plies reviewed\n"
                      << sideLine("White", game.tag("White"), written.sides[White])
                      << sideLine("Black", game.tag("Black"), written.sides[Black]);
            return !o.game; // game K reviewed: the rest of the file is not read
        },
        [&](size_t offset) { file->release(offset); });
    if (error) {
        std::cerr << "chess960-cli: '" << o.file << "': " << error->message << "\n";
        return 2;
    }
    if (count == 0) {
        std::cerr << "chess960-cli: '" << o.file << "' holds no PGN game\n";
        return 2;
    }
    if (o.game > count) {
        std::cerr << "chess960-cli: '" << o.file << "' holds " << count << " games, not " << o.game
                  << "\n";
        return 2;
    }
    if (failed == 0) return 0;
    std::cerr << "chess960-cli: " << failed << " of " << total << " games could not be read\n";
    return 2;
}
