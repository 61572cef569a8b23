#include "datagen.h"

#include "chess960/draw.h"
#include "chess960/engine/eval.h"
#include "chess960/engine/score.h"
#include "chess960/engine/search.h"
#include "chess960/movegen.h"
#include "chess960/startpos.h"

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
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

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

// The start, its random plies and the position they reach.
struct Opening {
    Position pos;
    int start = 0; // DFRC number
    std::vector<Move> moves;
};

// A start position and random plies whose first search is not already decided. Whether a
// start is DFRC comes from a stream of its own, so that with no DFRC games the main stream,
// and the games, are those of the generator before DFRC starts came in.
Opening opening(const GenerateOptions& o, Random& rng, Random& dfrcRng, Search& search,
                std::vector<uint64_t>& keys) {
    for (;;) {
        Opening op;
        if (o.dfrc > 0 && dfrcRng.unit() < o.dfrc) {
            const int white = rng.below(960), black = rng.below(960);
            op.start = dfrcNumber(white, black);
            op.pos = Position::startPosition(white, black);
        } else {
            op.start = rng.below(960);
            op.pos = Position::startPosition(op.start);
        }
        keys.assign(1, op.pos.key());
        bool ok = true;
        for (int i = 0; i < o.randomPlies && ok; ++i) {
            MoveList moves;
            generateLegalMoves(op.pos, moves);
            if (moves.empty()) {
                ok = false;
                break;
            }
            const Move m = moves[rng.below(moves.size())];
            op.moves.push_back(m);
            op.pos = op.pos.after(m);
            keys.push_back(op.pos.key());
        }
        if (!ok || !hasLegalMove(op.pos)) continue;
        Limits limits;
        limits.nodes = o.nodes;
        search.clear();
        if (std::abs(search.run(op.pos, limits, keys).score) <= o.openingLimit) return op;
    }
}

// A position whose best move captures or promotes teaches the network little: its score is
// the exchange's, not the position's.
bool noisy(const Position& pos, Move m) {
    return m.kind() == Move::Promotion || pos.capturedPiece(m) != NoPiece;
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
    const uint64_t seed = o.seed * 0x9E3779B97F4A7C15ULL + uint64_t(index) * 0xD1B54A32D192ED03ULL;
    Random rng(seed + 1), dfrcRng(seed ^ 0x2545F4914F6CDD1DULL);
    Search search(size_t(std::max(1, o.hashMb)));
    std::vector<uint64_t> keys;
    Opening op = opening(o, rng, dfrcRng, search, keys);
    search.clear();
    Evaluator ev;
    GameRecord game;
    GameData& data = game.data;
    data.start = op.start;
    data.randomPlies = int(op.moves.size());
    data.moves = op.moves;
    data.scores.assign(op.moves.size(), 0);
    data.kept.assign(op.moves.size(), false);
    Position pos = op.pos;
    Adjudicator adjudicator{o};
    int ply = o.randomPlies;
    auto record = [&](Move m, int score, bool kept) {
        data.moves.push_back(m);
        data.scores.push_back(int16_t(std::clamp(score, -32767, 32767)));
        data.kept.push_back(kept);
    };
    for (;; ++ply) {
        RuleOutcome rule = ruleOutcome(pos, repetitionCount(keys));
        if (rule != RuleOutcome::Ongoing || repetitionCount(keys) >= 3 ||
            pos.halfmoveClock() >= 100) {
            bool mate = rule == RuleOutcome::Checkmate;
            data.result = mate ? (pos.sideToMove() == White ? 0.0 : 1.0) : 0.5;
            data.ending = mate                                        ? GameEnd::Mate
                          : rule == RuleOutcome::Stalemate            ? GameEnd::Stalemate
                          : rule == RuleOutcome::InsufficientMaterial ? GameEnd::Material
                          : repetitionCount(keys) >= 3                ? GameEnd::Repetition
                                                                      : GameEnd::FiftyMoves;
            break;
        }
        if (ply >= o.maxPlies) {
            data.result = 0.5;
            data.ending = GameEnd::Length;
            break;
        }
        if (o.fens && ply >= o.skipPlies && isQuiet(pos, ev)) game.fens.push_back(pos.fen());
        Limits limits;
        limits.nodes = o.nodes;
        SearchResult r = search.run(pos, limits, keys);
        record(r.best, r.score, ply >= o.skipPlies && !pos.inCheck() && !noisy(pos, r.best));
        const int white = pos.sideToMove() == White ? r.score : -r.score;
        double verdict = adjudicator.after(white, ply);
        if (verdict >= 0) {
            data.result = verdict;
            data.ending = verdict == 0.5 ? GameEnd::AdjudicatedDraw : GameEnd::AdjudicatedWin;
            break;
        }
        pos = pos.after(r.best);
        keys.push_back(pos.key());
    }
    game.plies = ply;
    return game;
}

void playGames(const GenerateOptions& o, int first, int count,
               const std::function<void(int, GameRecord&)>& done) {
    std::mutex lock;
    std::map<int, GameRecord> finished; // games waiting for those before them
    std::atomic<int> nextGame{first};
    int nextDone = first;
    auto work = [&] {
        for (int i; (i = nextGame.fetch_add(1)) < first + count;) {
            GameRecord g = playGame(o, i);
            std::lock_guard guard(lock);
            finished.emplace(i, std::move(g));
            // Handed on in game order whichever thread finished first.
            for (auto it = finished.begin(); it != finished.end() && it->first == nextDone;
                 it = finished.erase(it), ++nextDone)
                done(it->first, it->second);
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < std::min(std::max(1, o.threads), count); ++t) helpers.emplace_back(work);
    work();
    for (std::thread& t : helpers) t.join();
}

GenerateStats generate(const GenerateOptions& o, std::ostream& out) {
    const auto start = std::chrono::steady_clock::now();
    GenerateStats stats;
    playGames(o, 0, o.games, [&](int, GameRecord& g) {
        const double r = g.data.result;
        const char* result = r == 1.0 ? "1.0" : r == 0.0 ? "0.0" : "0.5";
        for (const std::string& fen : g.fens) out << fen << ';' << result << '\n';
        stats.positions += long(g.fens.size());
        stats.plies += g.plies;
        ++stats.games;
    });
    out.flush();
    stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return stats;
}

} // namespace chess960::engine::tune
