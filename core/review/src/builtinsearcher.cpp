// The built-in engine behind the review's narrow interface: the one file of the review library
// that sees the search.
#include "chess960/review/searcher.h"

#include "chess960/engine/search.h"

#include <atomic>

namespace chess960::review {

namespace {

class BuiltInSearcher final : public PositionSearcher {
public:
    explicit BuiltInSearcher(size_t hashMb) : search_(hashMb) {}

    std::optional<PositionFinding> search(const Position& pos, const std::vector<uint64_t>& keys,
                                          const ReviewBudget& budget) override {
        if (stopped_.load()) return std::nullopt;
        engine::Limits limits;
        limits.nodes = budget.nodes;
        limits.depth = budget.depth;
        search_.clear();
        search_.resetStop();
        // A stop() between the test above and resetStop() would be forgotten by the search.
        if (stopped_.load()) return std::nullopt;
        const engine::SearchResult result = search_.run(pos, limits, keys);
        if (stopped_.load()) return std::nullopt;
        PositionFinding found{result.score, result.pv};
        if (result.best.isNull()) found.pv.clear();
        return found;
    }

    void stop() override {
        stopped_.store(true);
        search_.stop();
    }

private:
    engine::Search search_;
    std::atomic<bool> stopped_{false};
};

} // namespace

std::unique_ptr<PositionSearcher> builtInSearcher(size_t hashMb) {
    return std::make_unique<BuiltInSearcher>(hashMb);
}

} // namespace chess960::review
