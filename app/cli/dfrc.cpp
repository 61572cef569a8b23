// chess960-cli dfrc: the core's Double Fischer Random numbering, random choice and dice for
// scripts and for players who set up a real board.
#include "dfrc.h"

#include "chess960/position.h"
#include "chess960/startpos.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iostream>
#include <optional>

using namespace chess960;

namespace {

int fail(const std::string& message, const char* usage = nullptr) {
    std::cerr << "chess960-cli: " << message << "\n" << (usage ? usage : "");
    return 2;
}

std::optional<int> wholeNumber(const std::string& s) {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

std::string lower(std::string s) {
    for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "DFRC 497722  White SP 518 RNBQKBNR  Black SP 0 bbqnnrkr" and the FEN, for a pair that was
// drawn or rolled, so the player sees both ranks without reading them out of the FEN.
int printPair(DfrcPair pair) {
    std::cout << "DFRC " << dfrcNumber(pair.white, pair.black) << "  White SP " << pair.white << ' '
              << backRankFromNumber(pair.white) << "  Black SP " << pair.black << ' '
              << lower(backRankFromNumber(pair.black)) << "\nFEN "
              << dfrcFen(pair.white, pair.black) << "\n";
    return 0;
}

int fromFen(const std::vector<std::string>& args) {
    std::string fen;
    for (const auto& a : args) fen += (fen.empty() ? "" : " ") + a;
    if (fen == "startpos") fen = startFen(kClassicalStartNumber);
    const auto pos = Position::fromFen(fen);
    if (!pos) return fail("bad FEN: " + pos.error().message);
    const int n = pos->dfrcNumber();
    if (n < 0) return fail("this FEN is not a Double Fischer Random start position");
    const DfrcPair pair = *dfrcPairFromNumber(n);
    std::cout << n << ' ' << pair.white << ' ' << pair.black << "\n";
    return 0;
}

int fromDice(const std::vector<std::string>& args, const char* usage) {
    const auto slash = std::find(args.begin(), args.end(), "/");
    if (slash == args.end())
        return fail("dfrc --dice needs White's rolls, '/', then Black's rolls", usage);
    std::vector<int> rolls[2];
    for (auto it = args.begin(); it != args.end(); ++it) {
        if (it == slash) continue;
        const auto v = wholeNumber(*it);
        if (!v) return fail("roll '" + *it + "' is not a number");
        rolls[it > slash].push_back(*v);
    }
    Color failed = White;
    const auto result = dfrcFromDice(rolls[0], rolls[1], &failed);
    if (!result)
        return fail(std::string(failed == White ? "White's" : "Black's") +
                    " rolls: " + result.error().message);
    return printPair(result->pair);
}

} // namespace

int cmdDfrc(const std::vector<std::string>& args, const char* usage) {
    const std::string option = args.empty() ? "" : args[0];
    const std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
    if (option == "--fen") return fromFen(rest);
    if (option == "--dice") return fromDice(rest, usage);
    if (option == "--random" && rest.empty()) return printPair(randomDfrc());
    if (option == "--number") {
        if (rest.size() != 1) return fail("dfrc --number needs one DFRC number", usage);
        const auto n = wholeNumber(rest[0]);
        const auto pair = n ? dfrcPairFromNumber(*n) : std::nullopt;
        if (!pair)
            return fail("DFRC number '" + rest[0] + "' must be a number from 0 to " +
                        std::to_string(kDfrcStartCount - 1));
        std::cout << dfrcFen(pair->white, pair->black) << "\n";
        return 0;
    }
    if (args.size() != 2)
        return fail("dfrc needs two start-position numbers (White's, then Black's), or "
                    "--number, --fen, --random or --dice",
                    usage);
    int numbers[2] = {};
    for (int side = 0; side < 2; ++side) {
        const auto n = wholeNumber(args[size_t(side)]);
        if (!n || *n < 0 || *n >= kStartPositionCount)
            return fail(std::string(side == 0 ? "White's" : "Black's") + " start position '" +
                        args[size_t(side)] + "' must be a number from 0 to 959");
        numbers[side] = *n;
    }
    std::cout << dfrcFen(numbers[0], numbers[1]) << "\n";
    return 0;
}
