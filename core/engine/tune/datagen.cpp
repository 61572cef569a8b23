#include "datagen.h"

#include "chess960/draw.h"
#include "chess960/engine/eval.h"
#include "chess960/engine/score.h"
#include "chess960/engine/search.h"
#include "chess960/movegen.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <ostream>
#include <thread>

namespace chess960::engine::tune {

namespace {

// splitmix64: the same numbers on every platform (std's distributions are not).
class Random {
public:
    explicit Random(uint64_t seed) : state_(seed) {}
    uint64_t next() {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % uint64_t(n)); }

private:
    uint64_t state_;
};

// Quiescence over captures and promotions (all moves in check), within a node budget.
int quiesce(Evaluator& ev, const Position& pos, int alpha, int beta, int ply, int& budget) {
    if (--budget < 0) return alpha;
    const bool check = pos.inCheck();
    if (!check) {
        int stand = ev.evaluate(pos);
        if (stand >= beta) return stand;
        alpha = std::max(alpha, stand);
    }
    MoveList moves;
    generateLegalMoves(pos, moves, check ? GenKind::All : GenKind::Noisy);
    if (moves.empty()) return check ? -kMate + ply : alpha;
    for (Move m : moves) {
        int score = -quiesce(ev, pos.after(m), -beta, -alpha, ply + 1, budget);
        if (score >= beta) return score;
        alpha = std::max(alpha, score);
    }
    return alpha;
}

// What the game's last searches say: a win for one side, a dead draw, or nothing yet.
struct Adjudicator {
    const GenerateOptions& o;
    int winStreak[2] = {0, 0};
    int drawStreak = 0;
    // score is White's view. Returns the result for White, or -1 to play on.
    double after(int whiteScore, int ply) {
        for (Color c : {White, Black}) {
            int own = c == White ? whiteScore : -whiteScore;
            winStreak[c] = own >= o.winScore ? winStreak[c] + 1 : 0;
            if (winStreak[c] >= o.winPlies) return c == White ? 1.0 : 0.0;
        }
        drawStreak = (ply >= o.drawPly && std::abs(whiteScore) <= o.drawScore) ? drawStreak + 1 : 0;
        if (drawStreak >= o.drawPlies) return 0.5;
        return -1;
    }
};

// A start position and random plies whose first search is not already decided.
Position opening(const GenerateOptions& o, Random& rng, Search& search,
                 std::vector<uint64_t>& keys) {
    for (;;) {
        Position pos = Position::startPosition(rng.below(960));
        keys.assign(1, pos.key());
        bool ok = true;
        for (int i = 0; i < o.randomPlies && ok; ++i) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty()) {
                ok = false;
                break;
            }
            pos = pos.after(moves[rng.below(moves.size())]);
            keys.push_back(pos.key());
        }
        if (!ok || !hasLegalMove(pos)) continue;
        Limits limits;
        limits.nodes = o.nodes;
        search.clear();
        if (std::abs(search.run(pos, limits, keys).score) <= o.openingLimit) return pos;
    }
}

} // namespace

bool isQuiet(const Position& pos) {
    Evaluator ev;
    return isQuiet(pos, ev);
}

bool isQuiet(const Position& pos, Evaluator& ev) {
    if (pos.inCheck()) return false;
    int budget = 20000;
    int stand = ev.evaluate(pos);
    int q = quiesce(ev, pos, -kInfinite, kInfinite, 0, budget);
    return budget >= 0 && q == stand;
}

GameRecord playGame(const GenerateOptions& o, int index) {
    Random rng(o.seed * 0x9E3779B97F4A7C15ULL + uint64_t(index) * 0xD1B54A32D192ED03ULL + 1);
    Search search(16);
    std::vector<uint64_t> keys;
    Position pos = opening(o, rng, search, keys);
    search.clear();
    Evaluator ev;
    GameRecord game;
    Adjudicator adjudicator{o};
    int ply = o.randomPlies;
    for (;; ++ply) {
        RuleOutcome rule = ruleOutcome(pos, repetitionCount(keys));
        if (rule != RuleOutcome::Ongoing || repetitionCount(keys) >= 3 ||
            pos.halfmoveClock() >= 100) {
            bool mate = rule == RuleOutcome::Checkmate;
            game.result = mate ? (pos.sideToMove() == White ? 0.0 : 1.0) : 0.5;
            game.ending = mate                                        ? "mate"
                          : rule == RuleOutcome::Stalemate            ? "stalemate"
                          : rule == RuleOutcome::InsufficientMaterial ? "material"
                          : repetitionCount(keys) >= 3                ? "repetition"
                                                                      : "fifty moves";
            break;
        }
        if (ply >= o.maxPlies) {
            game.result = 0.5;
            game.ending = "length";
            break;
        }
        if (ply >= o.skipPlies && isQuiet(pos, ev)) game.fens.push_back(pos.fen());
        Limits limits;
        limits.nodes = o.nodes;
        SearchResult r = search.run(pos, limits, keys);
        const int white = pos.sideToMove() == White ? r.score : -r.score;
        double verdict = adjudicator.after(white, ply);
        if (verdict >= 0) {
            game.result = verdict;
            game.ending = verdict == 0.5 ? "adjudicated draw" : "adjudicated win";
            break;
        }
        pos = pos.after(r.best);
        keys.push_back(pos.key());
    }
    game.plies = ply;
    return game;
}

GenerateStats generate(const GenerateOptions& o, std::ostream& out) {
    const auto start = std::chrono::steady_clock::now();
    GenerateStats stats;
    std::mutex lock;
    std::map<int, GameRecord> finished; // games waiting for those before them
    std::atomic<int> nextGame{0};
    int nextToWrite = 0;
    auto write = [&](const GameRecord& g) {
        const char* result = g.result == 1.0 ? "1.0" : g.result == 0.0 ? "0.0" : "0.5";
        for (const std::string& fen : g.fens) out << fen << ';' << result << '\n';
        stats.positions += long(g.fens.size());
        stats.plies += g.plies;
        ++stats.games;
    };
    auto work = [&] {
        for (int i; (i = nextGame.fetch_add(1)) < o.games;) {
            GameRecord g = playGame(o, i);
            std::lock_guard guard(lock);
            finished.emplace(i, std::move(g));
            // Written in game order whichever thread finished first.
            for (auto it = finished.begin(); it != finished.end() && it->first == nextToWrite;
                 it = finished.erase(it), ++nextToWrite)
                write(it->second);
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < std::max(1, o.threads); ++t) helpers.emplace_back(work);
    work();
    for (std::thread& t : helpers) t.join();
    out.flush();
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return stats;
}

} // namespace chess960::engine::tune
