// The "go" command: limits, the search thread, info lines and the final bestmove.
#include "chess960/engine/level.h"
#include "chess960/engine/uci.h"
#include "chess960/notation.h"
#include "uciutil.h"

namespace chess960::engine {

using uci::parseInt;

void UciSession::cmdGo(const std::vector<std::string>& words) {
    Limits limits;
    limits.moveOverheadMs = moveOverheadMs_;
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (w == "ponder") continue;
        if (w == "searchmoves") {
            // Moves up to the next keyword; each must be legal here.
            while (i + 1 < words.size()) {
                auto m = moveFromUci(position_, words[i + 1]);
                if (!m) break;
                limits.searchMoves.push_back(*m);
                ++i;
            }
            continue;
        }
        std::optional<int64_t> v = i + 1 < words.size() ? parseInt(words[i + 1]) : std::nullopt;
        bool known = w == "wtime" || w == "btime" || w == "winc" || w == "binc" ||
                     w == "movestogo" || w == "movetime" || w == "depth" || w == "nodes" ||
                     w == "mate";
        if (!known) {
            send("info string error: unknown go parameter '" + w + "'");
            continue;
        }
        if (!v) {
            send("info string error: go parameter '" + w + "' needs a number");
            continue;
        }
        ++i;
        if (w == "wtime")
            limits.timeLeftMs[White] = std::max<int64_t>(*v, 0);
        else if (w == "btime")
            limits.timeLeftMs[Black] = std::max<int64_t>(*v, 0);
        else if (w == "winc")
            limits.incrementMs[White] = *v;
        else if (w == "binc")
            limits.incrementMs[Black] = *v;
        else if (w == "movestogo")
            limits.movesToGo = int(std::max<int64_t>(*v, 0));
        else if (w == "movetime")
            limits.moveTimeMs = std::max<int64_t>(*v, 1);
        else if (w == "depth")
            limits.depth = int(std::clamp<int64_t>(*v, 1, kMaxPly - 8));
        else if (w == "nodes")
            limits.nodes = uint64_t(std::max<int64_t>(*v, 1));
        else if (w == "mate")
            limits.depth = int(std::clamp<int64_t>(2 * *v + 1, 1, kMaxPly - 8));
    }
    const int level = limitStrength_ ? levelForElo(elo_) : level_;
    limits.threads = threads_;
    if (level < kMaxLevel) limits = applyLevel(limits, level);

    search_.resetStop();
    {
        std::lock_guard lock(waitMutex_);
        stopOrQuit_ = false;
    }
    const Position root = position_;
    search_.onInfo = [this, root](const SearchInfo& info) { sendInfo(info, root); };
    thread_ = std::thread([this, limits, root, keys = keys_, level] {
        SearchResult result = search_.run(root, limits, keys);
        if (limits.infinite) {
            // UCI: in infinite mode the bestmove waits for "stop" even after the search ends.
            std::unique_lock lock(waitMutex_);
            waitCv_.wait(lock, [this] { return stopOrQuit_; });
        }
        Move move = result.best;
        if (level < kMaxLevel) {
            std::lock_guard lock(waitMutex_);
            move = chooseLevelMove(result, level, rng_);
        }
        if (move.isNull()) {
            send("bestmove 0000");
            return;
        }
        std::string line = "bestmove " + uciMove(root, move);
        if (move == result.best && !result.ponder.isNull())
            line += " ponder " + uciMove(root.after(move), result.ponder);
        send(line);
    });
}

void UciSession::stopSearch() {
    if (!thread_.joinable()) return;
    search_.stop();
    {
        std::lock_guard lock(waitMutex_);
        stopOrQuit_ = true;
    }
    waitCv_.notify_all();
    thread_.join();
}

void UciSession::waitForSearch() {
    if (thread_.joinable()) thread_.join();
}

void UciSession::sendInfo(const SearchInfo& info, const Position& root) {
    std::string line = "info depth " + std::to_string(info.depth) + " seldepth " +
                       std::to_string(info.selDepth) + " multipv " + std::to_string(info.multiPv);
    if (isMateScore(info.score))
        line += " score mate " + std::to_string(mateInMoves(info.score));
    else
        line += " score cp " + std::to_string(info.score);
    if (info.bound == Bound::Lower) line += " lowerbound";
    if (info.bound == Bound::Upper) line += " upperbound";
    line += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
            " hashfull " + std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs);
    if (!info.pv.empty()) {
        line += " pv";
        Position pos = root;
        for (Move m : info.pv) {
            line += ' ';
            line += uciMove(pos, m);
            Position::Undo undo;
            pos.makeMove(m, undo);
        }
    }
    send(line);
}

} // namespace chess960::engine
