// Internal to the search: the state of one running search.
#pragma once

#include "chess960/engine/eval.h"
#include "chess960/engine/nnue.h"
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
    int pieceTo = -1;          ///< pieceTo() of move, -1 for a null move
    int staticEval = kNoScore; ///< corrected by the correction history
    int rawEval = kNoScore;    ///< as the evaluation gave it
    Move excluded;             ///< the move left out of a singular-extension search of this node
    int doubleExtensions = 0;  ///< double extensions on the path to this node
    bool ttPv = false;         ///< the node is or was on the principal variation
};

/// \brief A root move and what the search learnt about it.
struct RootMove {
    Move move;
    int score = -kInfinite;
    int previousScore = -kInfinite;
    std::vector<Move> pv;
    uint64_t nodes = 0; ///< nodes searched below this move, over all iterations
};

/// \brief One thread's search. The first (index 0) decides when to stop and reports; the
/// others (Lazy SMP helpers) search the same root until told to stop, sharing the table.
class SearchWorker {
public:
    /// \brief stop is the caller's stop request; helpersStop ends the helpers once the
    /// first thread has its answer; sharedNodes is where every thread adds the nodes it
    /// searched.
    SearchWorker(TranspositionTable& tt, std::atomic<bool>& stop, std::atomic<bool>& helpersStop,
                 std::atomic<uint64_t>& sharedNodes, int index);
    void clear();
    /// \brief The network that evaluates, or nullptr for the handcrafted evaluation.
    void setNetwork(const nnue::Network<nnue::kHidden>* net);
    /// \brief For the tests: every evaluation by the network also refreshes the accumulator
    /// from scratch and counts those that differ from the one kept up to date.
    void setCheckAccumulators(bool on) { checkAccumulators_ = on; }
    uint64_t accumulatorsChecked() const { return accumulatorsChecked_; }
    uint64_t accumulatorMismatches() const { return accumulatorMismatches_; }
    SearchResult run(const Position& root, const Limits& limits,
                     const std::vector<uint64_t>& gameKeys,
                     const std::function<void(const SearchInfo&)>& onInfo);

private:
    // Iterative deepening and the root (searchroot.cpp).
    int aspiration(int depth, int previous, int pvIndex);
    int searchRoot(int alpha, int beta, int depth, int pvIndex);
    void report(int depth, int pvIndex, int score, Bound bound);
    /// \brief A line cut short goes on with the replies the table holds (see searchroot.cpp).
    void extendLine(const Position& root, std::vector<Move>& pv) const;
    bool softTimeUp(int depth, int scoreDrop) const;

    // The tree (search.cpp).
    int negamax(int alpha, int beta, int depth, int ply, bool cutNode);
    int qsearch(int alpha, int beta, int ply);
    bool isDraw(int ply) const;
    void checkLimits();
    void updatePv(int ply, Move m);
    void updateQuietStats(int ply, Move best, int depth, const Move* quiets, int quietCount);
    void updateCaptureStats(Move best, bool bestNoisy, int depth, const Move* captures,
                            int captureCount);
    int correctedEval(int rawEval) const;
    void updateCorrection(int rawEval, int best, int depth);
    uint64_t totalNodes() const;
    void makeMove(Move m, int ply, Position::Undo& undo);
    /// \brief The null move at ply changes no piece: the accumulator above it is the same.
    void noteNullMove(int ply);
    /// \brief The static evaluation of pos_ (the node at ply) for the side to move: the
    /// network's when there is one, else the handcrafted one.
    int evaluate(int ply);
    void unmakeMove(Move m, const Position::Undo& undo);
    int64_t elapsedMs() const;
    StackEntry& stack(int ply) { return stack_[ply + 2]; }

    TranspositionTable& tt_;
    std::atomic<bool>& stop_;
    std::atomic<bool>& helpersStop_;
    std::atomic<uint64_t>& sharedNodes_;
    const int index_;
    uint64_t publishedNodes_ = 0; // nodes already added to sharedNodes_
    Evaluator eval_;
    // The network's first layer, one accumulator per ply (index = ply, the root 0). A move
    // only notes what it changes; the accumulators are brought up to date when a position is
    // evaluated, from the nearest ply below that is, as most nodes are cut before that.
    const nnue::Network<nnue::kHidden>* net_ = nullptr;
    std::unique_ptr<nnue::Accumulator<nnue::kHidden>[]> acc_;
    std::unique_ptr<nnue::MoveDelta[]> delta_;
    std::unique_ptr<bool[]> accReady_;
    bool checkAccumulators_ = false;
    uint64_t accumulatorsChecked_ = 0, accumulatorMismatches_ = 0;
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
    size_t rootIndex_ = 0;   // index of the root's key in keys_
    double instability_ = 0;
    std::vector<uint64_t> keys_; // every position from the game start to the current node
    StackEntry stack_[kMaxPly + 4];
    Move pv_[kMaxPly + 1][kMaxPly + 1];
    int pvLength_[kMaxPly + 1];
    std::vector<RootMove> rootMoves_;
    std::function<void(const SearchInfo&)> onInfo_;
};

} // namespace chess960::engine
