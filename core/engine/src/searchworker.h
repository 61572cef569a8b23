// Internal to the search: the state of one running search.
#pragma once

#include "chess960/engine/eval.h"
#include "chess960/engine/search.h"
#include "chess960/engine/timeman.h"
#include "movepick.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <vector>

namespace chess960::engine {

/// \brief Per-ply search state.
struct StackEntry {
    Move move;
    int pieceTo = -1; ///< pieceTo() of move, -1 for a null move
    int staticEval = kNoScore;
    Move excluded;
};

/// \brief A root move and what the search learnt about it.
struct RootMove {
    Move move;
    int score = -kInfinite;
    int previousScore = -kInfinite;
    std::vector<Move> pv;
};

class SearchWorker {
public:
    SearchWorker(TranspositionTable& tt, std::atomic<bool>& stop);
    void clear();
    SearchResult run(const Position& root, const Limits& limits,
                     const std::vector<uint64_t>& gameKeys,
                     const std::function<void(const SearchInfo&)>& onInfo);

private:
    // Iterative deepening and the root (searchroot.cpp).
    int aspiration(int depth, int previous, int pvIndex);
    int searchRoot(int alpha, int beta, int depth, int pvIndex);
    void report(int depth, int pvIndex, int score, Bound bound);
    bool softTimeUp(int depth, int bestMoveChanges) const;

    // The tree (search.cpp).
    int negamax(int alpha, int beta, int depth, int ply, bool cutNode);
    int qsearch(int alpha, int beta, int ply);
    bool isDraw(int ply) const;
    void checkLimits();
    void updatePv(int ply, Move m);
    void updateQuietStats(int ply, Move best, int depth, const Move* quiets, int quietCount);
    void makeMove(Move m, int ply, Position::Undo& undo);
    void unmakeMove(Move m, const Position::Undo& undo);
    int64_t elapsedMs() const;
    StackEntry& stack(int ply) { return stack_[ply + 2]; }

    TranspositionTable& tt_;
    std::atomic<bool>& stop_;
    Evaluator eval_;
    std::unique_ptr<History> history_;
    int reductions_[64][64];

    Position pos_;
    Limits limits_;
    TimeBudget budget_;
    std::chrono::steady_clock::time_point start_;
    uint64_t nodes_ = 0;
    uint64_t nextCheck_ = 0;
    bool stopped_ = false;
    int selDepth_ = 0;
    int rootDepth_ = 0;
    size_t nullBarrier_ = 0; // keys before this index lie beyond a null move
    double instability_ = 0;
    std::vector<uint64_t> keys_; // every position from the game start to the current node
    StackEntry stack_[kMaxPly + 4];
    Move pv_[kMaxPly + 1][kMaxPly + 1];
    int pvLength_[kMaxPly + 1];
    std::vector<RootMove> rootMoves_;
    std::function<void(const SearchInfo&)> onInfo_;
};

} // namespace chess960::engine
