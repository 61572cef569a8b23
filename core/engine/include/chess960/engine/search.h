// The search: iterative deepening, principal-variation search with a transposition table,
// quiescence, pruning and reductions. A plain object: the caller decides the thread, asks
// for a stop through an atomic flag, and gets progress through a callback.
#pragma once

#include "chess960/engine/eval.h"
#include "chess960/engine/nnue.h"
#include "chess960/engine/score.h"
#include "chess960/engine/tt.h"
#include "chess960/position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace chess960::engine {

/// \brief What bounds a search. Zero means "no limit" for each field; with no limit at all
/// the search runs until stopped (infinite analysis) or until it reaches kMaxPly.
struct Limits {
    int depth = 0;
    uint64_t nodes = 0;
    int64_t moveTimeMs = 0;           ///< fixed time for this move
    int64_t timeLeftMs[2] = {-1, -1}; ///< clock of White and Black; -1 when not playing on a clock
    int64_t incrementMs[2] = {0, 0};
    int movesToGo = 0;           ///< moves until the next time control; 0 for sudden death
    int64_t moveOverheadMs = 30; ///< time kept back for communication and the GUI
    bool infinite = false;
    /// \brief Number of root moves searched with an exact score (playing levels need
    /// several to choose among).
    int multiPv = 1;
    /// \brief When not empty, only these root moves are searched (UCI "searchmoves").
    std::vector<Move> searchMoves;
    /// \brief Threads searching together (Lazy SMP: each searches the whole tree, and they
    /// share what they find through the transposition table). The node limit counts the nodes
    /// of all of them.
    int threads = 1;
};

/// \brief Most threads one search uses.
constexpr int kMaxThreads = 256;

/// \brief Progress after each finished iteration (and each multi-PV line).
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    int score = 0;
    Bound bound = Bound::Exact; ///< Lower/Upper when an aspiration window failed
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    uint64_t nps = 0;
    int hashfull = 0;
    std::vector<Move> pv;
};

/// \brief A root move with the score of the last finished iteration.
struct RootScore {
    Move move;
    int score = -kInfinite;
};

/// \brief The outcome of a search.
struct SearchResult {
    Move best;     ///< null only when the root has no legal move
    Move ponder;   ///< the expected reply, if the PV has one
    int score = 0; ///< from the side to move's view
    int depth = 0; ///< last finished iteration
    uint64_t nodes = 0;
    int64_t timeMs = 0;
    std::vector<Move> pv;
    /// \brief The best multiPv root moves with exact scores, best first.
    std::vector<RootScore> rootScores;
    int threads = 1; ///< threads that searched
};

class SearchWorker;

/// \brief Owns the transposition table, the stop flag, and one worker per thread (each with
/// its own history tables).
class Search {
public:
    /// \brief A search with a transposition table of hashMb megabytes.
    explicit Search(size_t hashMb = 16);
    ~Search();
    Search(const Search&) = delete;
    Search& operator=(const Search&) = delete;

    /// \brief Resizes the transposition table (not while searching); returns the megabytes it
    /// got, which are fewer when the system could not give mb (see TranspositionTable::resize).
    size_t setHashSize(size_t mb);
    /// \brief Forgets everything learnt (new game; not while searching).
    void clear();
    /// \brief The network that evaluates (not while searching): the one compiled in unless
    /// set; nullptr for the handcrafted evaluation. A change clears the table, whose static
    /// evaluations are the other evaluation's. The network must outlive its use.
    void setNetwork(const nnue::Network<nnue::kHidden>* net);
    const nnue::Network<nnue::kHidden>* network() const { return net_; }
    /// \brief For the tests: each network evaluation also refreshes the accumulator from
    /// scratch and compares (slow); the counts add up over the threads and the searches.
    void setCheckAccumulators(bool on) { checkAccumulators_ = on; }
    uint64_t accumulatorsChecked() const;
    uint64_t accumulatorMismatches() const;

    /// \brief Searches root with limits.threads threads. gameKeys are the Zobrist keys of the
    /// positions played before root, oldest first (for repetition draws); the root's own key may be
    /// included last. Returns when a limit is reached or stop() is called. Does not clear the stop
    /// flag.
    SearchResult run(const Position& root, const Limits& limits,
                     const std::vector<uint64_t>& gameKeys = {});

    /// \brief Asks a running search to return; safe from any thread.
    void stop() { stop_.store(true, std::memory_order_relaxed); }
    /// \brief Clears a stop request; call before run() on the searching thread.
    void resetStop() { stop_.store(false, std::memory_order_relaxed); }
    /// \brief True once stop() was called and not reset since.
    bool stopRequested() const { return stop_.load(std::memory_order_relaxed); }

    /// \brief Called on the thread that called run() after every finished iteration / PV
    /// line (the first thread's; the others only help).
    std::function<void(const SearchInfo&)> onInfo;

private:
    TranspositionTable tt_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> helpersStop_{false};               // set when the first thread has its answer
    std::atomic<uint64_t> sharedNodes_{0};               // nodes searched by all threads
    std::vector<std::unique_ptr<SearchWorker>> workers_; // [0] runs on the calling thread
    const nnue::Network<nnue::kHidden>* net_ = nullptr;
    bool checkAccumulators_ = false;
};

} // namespace chess960::engine
