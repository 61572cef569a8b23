// chess960-cli: the rules core from the command line, for scripts and other programs, and the
// engine's review of PGN games.
#include "chess960/castling.h"
#include "chess960/guide.h"
#include "chess960/mappedfile.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/perft.h"
#include "chess960/pgn.h"
#include "chess960/position.h"
#include "chess960/startpos.h"
#include "dfrc.h"
#include "pgncommand.h"
#include "review.h"

#include <charconv>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace chess960;

namespace {

constexpr const char* kUsage =
    "usage: chess960-cli <command> ...\n"
    "  perft <FEN> <depth> [--divide]  leaf count of the move tree; the last line is the count\n"
    "  moves <FEN>                     one line per legal move: <uci-960> <san> <fen-after>\n"
    "  sp <N>                          the X-FEN of start position N (0..959)\n"
    "  sp --fen <FEN>                  the start-position number of a FEN\n"
    "  dice <d1> <d2> ...              start position from die rolls (Althoefer's procedure)\n"
    "  dfrc <white SP> <black SP>      the X-FEN of a Double Fischer Random start\n"
    "  dfrc --number <N>               the X-FEN of DFRC number N (0..921599)\n"
    "  dfrc --fen <FEN>                <N> <white SP> <black SP> of a DFRC start\n"
    "  dfrc --random                   a random DFRC start: numbers, ranks, FEN\n"
    "  dfrc --dice <rolls> / <rolls>   the same from die rolls: White's, '/', Black's\n"
    "  castling <FEN>                  both castles of both sides, explained\n"
    "  guide <N>                       the engine's guide to start position N: evaluation,\n"
    "                                  place by evenness, best first moves, a line\n"
    "  guide --balanced                the balanced start positions' numbers, one a line\n"
    "  pgn <FILE>                      per game: <index> <result> <plies> <final FEN>, or\n"
    "                                  <index> error: <where and why>; status 2 if any failed\n"
    "                                  or if the file is not PGN at all\n"
    "  pgn <FILE> --write              every game rewritten as PGN with its variations,\n"
    "                                  comments, NAGs and commands; a game that cannot be\n"
    "                                  read is named on stderr (status 2)\n"
    "  pgn <FILE> --readers 1|2        read by one reader, or by two at once (each half of\n"
    "                                  the file), and say so on stderr; by default two from\n"
    "                                  8 MB on with two cores; the output is the same\n"
    "  review <FILE> [--nodes N | --depth D] [--game K] [--threads T]\n"
    "                                  every game (or game K) reviewed by the engine: PGN on\n"
    "                                  stdout with evaluations, ?! ? ?? and better lines,\n"
    "                                  accuracy and counts per side on stderr; errors as pgn\n"
    "A FEN may be one quoted argument or its fields as separate arguments; 'startpos' means\n"
    "the classical start position (SP 518).\n";

int usageError(const std::string& message) {
    std::cerr << "chess960-cli: " << message << "\n" << kUsage;
    return 2;
}

int inputError(const std::string& message) {
    std::cerr << "chess960-cli: " << message << "\n";
    return 2;
}

std::optional<int> parseInt(const std::string& s) {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

std::string joinFen(const std::vector<std::string>& args) {
    std::string fen;
    for (const auto& a : args) fen += (fen.empty() ? "" : " ") + a;
    return fen == "startpos" ? startFen(kClassicalStartNumber) : fen;
}

// Reads a FEN or prints where it is wrong.
std::optional<Position> readFen(const std::vector<std::string>& args) {
    if (args.empty()) {
        inputError("a FEN is missing");
        return std::nullopt;
    }
    const std::string fen = joinFen(args);
    auto pos = Position::fromFen(fen);
    if (!pos) {
        std::string where;
        if (pos.error().position >= 0)
            where = "\n  " + fen + "\n  " + std::string(size_t(pos.error().position), ' ') + "^";
        inputError("bad FEN: " + pos.error().message + where);
        return std::nullopt;
    }
    return *pos;
}

int cmdPerft(std::vector<std::string> args) {
    bool divide = false;
    std::erase_if(args, [&](const std::string& a) { return a == "--divide" && (divide = true); });
    if (args.size() < 2) return usageError("perft needs a FEN and a depth");
    auto depth = parseInt(args.back());
    if (!depth || *depth < 0 || *depth > 20)
        return inputError("depth '" + args.back() + "' must be a whole number from 0 to 20");
    args.pop_back();
    auto pos = readFen(args);
    if (!pos) return 2;
    uint64_t total = 0;
    if (divide) {
        for (auto [m, n] : perftDivide(*pos, *depth)) {
            std::cout << moveToUci(*pos, m) << ": " << n << "\n";
            total += n;
        }
        std::cout << "\n";
    } else {
        total = perft(*pos, *depth);
    }
    std::cout << total << std::endl;
    return 0;
}

int cmdMoves(const std::vector<std::string>& args) {
    auto pos = readFen(args);
    if (!pos) return 2;
    MoveList moves;
    generateLegalMoves(*pos, moves);
    for (Move m : moves)
        std::cout << moveToUci(*pos, m) << ' ' << moveToSan(*pos, m) << ' ' << pos->after(m).fen()
                  << "\n";
    return 0;
}

int cmdSp(const std::vector<std::string>& args) {
    if (args.empty()) return usageError("sp needs a number or --fen <FEN>");
    if (args[0] == "--fen") {
        auto pos = readFen({args.begin() + 1, args.end()});
        if (!pos) return 2;
        int n = pos->startPositionNumber();
        if (int dfrc = pos->dfrcNumber(); n < 0 && dfrc >= 0)
            return inputError("this FEN is not a Chess960 start position (its back ranks "
                              "differ: Double Fischer Random " +
                              std::to_string(dfrc) + ", see dfrc --fen)");
        if (n < 0) return inputError("this FEN is not a Chess960 start position");
        std::cout << n << "\n";
        return 0;
    }
    auto n = parseInt(args[0]);
    if (!n || *n < 0 || *n > 959 || args.size() != 1)
        return inputError("start position '" + args[0] + "' must be a number from 0 to 959");
    std::cout << startFen(*n) << "\n";
    return 0;
}

int cmdGuide(const std::vector<std::string>& args) {
    const Guide& guide = Guide::builtIn();
    if (args.size() == 1 && args[0] == "--balanced") {
        for (int n : guide.balancedNumbers()) std::cout << n << "\n";
        return 0;
    }
    const auto n = args.size() == 1 ? parseInt(args[0]) : std::nullopt;
    if (!n || *n < 0 || *n > 959)
        return usageError("guide needs a start position number from 0 to 959, or --balanced");
    const GuideEntry* entry = guide.find(*n);
    if (!entry) return inputError("the guide has no entry for start position " + args[0]);
    const Position start = Position::startPosition(*n);
    std::cout << "SP " << *n << "  " << backRankFromNumber(*n) << "\n"
              << "evaluation " << guideScoreText(entry->score)
              << (entry->balanced() ? " (balanced)" : "") << ", place " << guide.evennessPlace(*n)
              << " of " << guide.size() << " by evenness\n"
              << "best first moves:";
    const char* between = " ";
    for (const GuideFirstMove& m : entry->firstMoves(start)) {
        std::cout << between << m.san << " " << guideScoreText(m.score);
        between = ", ";
    }
    std::cout << "\nline: " << sanLine(start, entry->lineMoves(start)) << "\n"
              << "(the built-in engine, depth " << guide.depth() << ")\n";
    return 0;
}

int cmdDice(const std::vector<std::string>& args) {
    if (args.empty()) return usageError("dice needs the values rolled, e.g. dice 2 3 3 2 3");
    std::vector<int> values;
    for (size_t i = 0; i < args.size(); ++i) {
        auto v = parseInt(args[i]);
        if (!v)
            return inputError("roll " + std::to_string(i + 1) + " ('" + args[i] +
                              "') is not a number");
        values.push_back(*v);
    }
    auto result = rollDice(values);
    if (!result) return inputError(result.error().message);
    std::cout << "SP " << result->number << "  " << result->backRank << "\n"
              << "FEN " << startFen(result->number) << "\n";
    for (size_t i = 0; i < result->rolls.size(); ++i) {
        const RollOutcome& r = result->rolls[i];
        std::cout << "roll " << i + 1 << ": " << r.value << "  ";
        if (r.ignored)
            std::cout << "ignored: " << r.reason << "\n";
        else
            std::cout << diceStepName(r.step) << " on " << char('a' + r.file) << "\n";
    }
    if (result->ignoredIndices.empty()) std::cout << "ignored rolls: none\n";
    if (result->unusedRolls > 0)
        std::cout << "unused rolls after the position was complete: " << result->unusedRolls
                  << "\n";
    return 0;
}

int cmdCastling(const std::vector<std::string>& args) {
    auto pos = readFen(args);
    if (!pos) return 2;
    std::cout << pos->fen() << "\n";
    if (int n = pos->startPositionNumber(); n >= 0) std::cout << "start position " << n << "\n";
    if (const auto pair = dfrcPairFromNumber(pos->dfrcNumber()); pair && !pair->symmetric())
        std::cout << "DFRC start position " << pos->dfrcNumber() << " (White SP " << pair->white
                  << ", Black SP " << pair->black << ")\n";
    for (Color c : {White, Black})
        for (CastleSide s : {CastleSide::HSide, CastleSide::ASide}) {
            std::cout << describeCastle(analyseCastle(*pos, c, s));
            if (c != pos->sideToMove() && pos->canCastle(c, s))
                std::cout << "  (judged as if " << (c == White ? "White" : "Black")
                          << " were to move)\n";
        }
    return 0;
}

// The lines of the usage that describe one command: its own lines and their continuations.
std::string usageOf(const std::string& command) {
    std::string out = "usage: chess960-cli " + command + " ...\n";
    std::string line;
    bool inCommand = false;
    for (std::istringstream in(kUsage); std::getline(in, line);) {
        const bool starts = line.rfind("  " + command + " ", 0) == 0 || line == "  " + command;
        const bool continues = line.rfind("          ", 0) == 0;
        inCommand = starts || (inCommand && continues);
        if (inCommand) out += line + "\n";
    }
    return out;
}

bool isHelp(const std::string& a) {
    return a == "--help" || a == "-h";
}
bool isVersion(const std::string& a) {
    return a == "--version" || a == "-V";
}

int printVersion() {
    std::cout << "chess960-cli " << CHESS960_VERSION << "\n";
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return usageError("no command given");
    const std::string command = argv[1];
    std::vector<std::string> args(argv + 2, argv + argc);
    if (isVersion(command)) return printVersion();
    // GNU conventions: --help and --version anywhere after a command answer, not run it.
    const bool known = std::string(kUsage).find("\n  " + command + " ") != std::string::npos;
    for (const std::string& a : args) {
        if (known && isHelp(a)) {
            std::cout << usageOf(command);
            return 0;
        }
        if (known && isVersion(a)) return printVersion();
    }
    if (command == "perft") return cmdPerft(args);
    if (command == "moves") return cmdMoves(args);
    if (command == "sp") return cmdSp(args);
    if (command == "dice") return cmdDice(args);
    if (command == "dfrc") return cmdDfrc(args, kUsage);
    if (command == "castling") return cmdCastling(args);
    if (command == "guide") return cmdGuide(args);
    if (command == "pgn") return cmdPgn(args, kUsage);
    if (command == "review") return cmdReview(args, kUsage);
    if (isHelp(command) || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    return usageError("unknown command '" + command + "'");
}
