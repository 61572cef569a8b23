// UCI commands other than "go": the handshake, options, positions and the session's life.
#include "chess960/engine/uci.h"

#include "chess960/engine/bench.h"
#include "chess960/engine/level.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"
#include "uciutil.h"

#include <algorithm>
#include <sstream>

namespace chess960::engine {

using uci::lower;
using uci::parseInt;
using uci::splitWords;

namespace {
constexpr int64_t kMaxHashMb = 4096;
} // namespace

UciSession::UciSession(std::function<void(const std::string&)> out)
    : out_(std::move(out)), search_(16), position_(Position::startPosition(kClassicalStartNumber)),
      rng_(std::random_device{}()) {}

UciSession::~UciSession() {
    stopSearch();
}

namespace {
// EvalFile's value for the network compiled in (or, without one, the handcrafted evaluation).
constexpr const char* kBuiltInNet = "<built-in>";
} // namespace

void UciSession::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_(line);
}

void UciSession::handleLine(std::string_view line) {
    const std::vector<std::string> words = splitWords(line);
    if (words.empty()) return;
    const std::string& cmd = words[0];
    if (cmd == "uci")
        cmdUci();
    else if (cmd == "isready")
        send("readyok");
    else if (cmd == "ucinewgame") {
        stopSearch();
        search_.clear();
    } else if (cmd == "setoption") {
        stopSearch();
        cmdSetOption(words);
    } else if (cmd == "position") {
        stopSearch();
        cmdPosition(words);
    } else if (cmd == "go") {
        stopSearch();
        cmdGo(words);
    } else if (cmd == "stop")
        stopSearch();
    else if (cmd == "ponderhit") {
        // Pondering is not offered; nothing to do.
    } else if (cmd == "quit") {
        stopSearch();
        quit_ = true;
    } else if (cmd == "bench") {
        stopSearch();
        std::ostringstream text;
        int depth = kBenchDepth;
        if (words.size() > 1)
            if (auto d = parseInt(words[1]); d && *d > 0 && *d < 64) depth = int(*d);
        runBench(depth, text, search_.network()); // the evaluation in use
        std::istringstream lines(text.str());
        for (std::string l; std::getline(lines, l);) send("info string " + l);
    } else if (cmd == "d") {
        send("info string fen " + position_.fen(chess960_ ? FenStyle::Shredder : FenStyle::XFen));
    } else {
        send("info string error: unknown command '" + cmd + "'");
    }
}

void UciSession::cmdUci() {
    send("id name Chess960 Engine 0.1");
    send("id author the Chess960 project");
    send("option name Hash type spin default 16 min 1 max " + std::to_string(kMaxHashMb));
    send("option name Clear Hash type button");
    send("option name Threads type spin default 1 min 1 max " + std::to_string(kMaxThreads));
    send("option name UCI_Chess960 type check default false");
    send("option name UCI_LimitStrength type check default false");
    send("option name UCI_Elo type spin default " + std::to_string(levelElo(kMaxLevel)) + " min " +
         std::to_string(levelElo(kMinLevel)) + " max " + std::to_string(levelElo(kMaxLevel)));
    send("option name Level type spin default 10 min 1 max 10");
    send("option name Move Overhead type spin default 30 min 0 max 5000");
    send("option name Use NNUE type check default true");
    send(std::string("option name EvalFile type string default ") + kBuiltInNet);
    send("uciok");
}

void UciSession::cmdSetOption(const std::vector<std::string>& words) {
    // setoption name <words...> [value <words...>]
    std::string name, value;
    bool inValue = false;
    for (size_t i = 1; i < words.size(); ++i) {
        if (i == 1 && words[i] == "name") continue;
        if (!inValue && words[i] == "value") {
            inValue = true;
            continue;
        }
        std::string& target = inValue ? value : name;
        target += (target.empty() ? "" : " ") + words[i];
    }
    const std::string key = lower(name);
    auto number = [&](int64_t lo, int64_t hi) -> std::optional<int64_t> {
        auto v = parseInt(value);
        if (!v) {
            send("info string error: option '" + name + "' needs a number, got '" + value + "'");
            return std::nullopt;
        }
        return std::clamp(*v, lo, hi);
    };
    auto flag = [&]() -> std::optional<bool> {
        std::string v = lower(value);
        if (v == "true") return true;
        if (v == "false") return false;
        send("info string error: option '" + name + "' needs true or false, got '" + value + "'");
        return std::nullopt;
    };
    if (key == "hash") {
        // Out of range is clamped, as GUIs expect, and said so.
        const auto asked = parseInt(value);
        if (asked && *asked > kMaxHashMb)
            send("info string Hash " + value + " is above the maximum; using " +
                 std::to_string(kMaxHashMb) + " MB");
        else if (asked && *asked < 1)
            send("info string Hash " + value + " is below the minimum; using 1 MB");
        if (auto v = number(1, kMaxHashMb)) {
            const size_t got = search_.setHashSize(size_t(*v));
            if (got != size_t(*v))
                send("info string Hash " + std::to_string(*v) +
                     " MB could not be allocated; using " + std::to_string(got) + " MB");
        }
    } else if (key == "clear hash") {
        search_.clear();
    } else if (key == "uci_chess960") {
        if (auto v = flag()) chess960_ = *v;
    } else if (key == "uci_limitstrength") {
        if (auto v = flag()) limitStrength_ = *v;
    } else if (key == "uci_elo") {
        if (auto v = number(levelElo(kMinLevel), levelElo(kMaxLevel))) elo_ = int(*v);
    } else if (key == "level") {
        if (auto v = number(kMinLevel, kMaxLevel)) level_ = int(*v);
    } else if (key == "skill level") {
        // The common 0..20 scale, spread over our levels.
        if (auto v = number(0, 20)) level_ = kMinLevel + int(*v) * (kMaxLevel - kMinLevel) / 20;
    } else if (key == "move overhead") {
        if (auto v = number(0, 5000)) moveOverheadMs_ = *v;
    } else if (key == "threads") {
        const auto asked = parseInt(value);
        if (asked && (*asked < 1 || *asked > kMaxThreads))
            send("info string Threads " + value + " is out of range; using " +
                 std::to_string(std::clamp<int64_t>(*asked, 1, kMaxThreads)));
        if (auto v = number(1, kMaxThreads)) threads_ = int(*v);
    } else if (key == "use nnue") {
        if (auto v = flag()) {
            useNet_ = *v;
            applyNetwork();
        }
    } else if (key == "evalfile") {
        if (value.empty() || value == kBuiltInNet) {
            fileNet_.reset();
            evalFile_.clear();
        } else {
            auto net = nnue::makeNetwork<nnue::kHidden>();
            const std::string error = nnue::loadFile(value, *net);
            if (!error.empty()) {
                // The evaluation in use stays.
                send("info string error: EvalFile '" + value + "' not used: " + error);
                return;
            }
            fileNet_ = std::move(net);
            evalFile_ = value;
            send("info string EvalFile '" + value + "' read");
        }
        applyNetwork();
    } else if (key == "ponder") {
        // No pondering: accepted so GUIs that always send it are happy.
    } else {
        send("info string error: unknown option '" + name + "'");
    }
}

void UciSession::applyNetwork() {
    const nnue::Network<nnue::kHidden>* net = fileNet_ ? fileNet_.get() : nnue::embeddedNetwork();
    search_.setNetwork(useNet_ ? net : nullptr);
}

void UciSession::cmdPosition(const std::vector<std::string>& words) {
    size_t i = 1;
    Position pos;
    if (i < words.size() && words[i] == "startpos") {
        pos = Position::startPosition(kClassicalStartNumber);
        ++i;
    } else if (i < words.size() && words[i] == "fen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i)
            fen += (fen.empty() ? "" : " ") + words[i];
        auto parsed = Position::fromFen(fen);
        if (!parsed) {
            send("info string error: bad FEN '" + fen + "': " + parsed.error().message);
            return;
        }
        pos = *parsed;
    } else {
        send("info string error: position needs 'startpos' or 'fen <FEN>'");
        return;
    }
    std::vector<uint64_t> keys;
    if (i < words.size() && words[i] == "moves") {
        for (++i; i < words.size(); ++i) {
            auto m = moveFromUci(pos, words[i]);
            if (!m) {
                send("info string error: move '" + words[i] + "' is not legal here (" +
                     m.error().message + "); the moves before it were played");
                break;
            }
            keys.push_back(pos.key());
            Position::Undo undo;
            pos.makeMove(*m, undo);
        }
    } else if (i < words.size()) {
        send("info string error: unexpected '" + words[i] + "' in position command");
    }
    position_ = pos;
    keys_ = std::move(keys);
}

std::string UciSession::uciMove(const Position& pos, Move m) const {
    return moveToUci(pos, m, chess960_ ? UciCastling::KingTakesRook : UciCastling::KingToTarget);
}

} // namespace chess960::engine
