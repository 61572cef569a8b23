// Transposition table: a hash of search results shared by all depths of one search, by all
// the threads of a search, and kept between moves of a game.
#pragma once

#include "chess960/types.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace chess960::engine {

/// \brief What a stored score says about the true value.
enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

/// \brief One stored result, as read back by probe().
struct TTData {
    Move move;
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = Bound::None;
    bool pv = false; ///< the position was searched on the principal variation
};

/// \brief Fixed-size table of 64-byte buckets of four entries, replaced by depth and age.
/// Threads may probe and store at once without a lock: an entry is two 64-bit words written
/// and read atomically one by one, the key word holding the key XOR the data word, so an
/// entry half written by another thread reads as a miss rather than as a wrong result.
class TranspositionTable {
public:
    /// \brief A table of about sizeMb megabytes (at least one bucket).
    explicit TranspositionTable(size_t sizeMb = 16);
    /// \brief Reallocates to about sizeMb megabytes; the contents are lost. Where the system
    /// cannot give that much, halves the size until it can; returns the megabytes taken (0
    /// when not even one bucket could be had: the table then keeps a single bucket of its own).
    /// The memory comes zeroed from the system, and beyond 256 MB is touched only as the search
    /// fills it, so even the largest table is set up at once (on Linux a table of 2 MB or more
    /// is aligned for huge pages, and up to 256 MB its pages are taken here, not in a search).
    size_t resize(size_t sizeMb);
    /// \brief Forgets everything (new game): a table up to 256 MB is zeroed in place; a larger
    /// one is given back and taken again zeroed, as fast for 4 GB as for 16 MB.
    void clear();
    /// \brief Called once per search so older entries are replaced first.
    void newSearch() { generation_ = uint8_t(generation_ + 1); }
    /// \brief Looks the key up; true and fills out when found.
    bool probe(uint64_t key, TTData& out) const;
    /// \brief Starts loading the key's bucket into the processor's cache, so that a probe
    /// of it soon after does not wait for the memory.
    void prefetch(uint64_t key) const { __builtin_prefetch(&bucketFor(key)); }
    /// \brief Stores a result; scores must already be made relative to this node (see
    /// scoreToTT). pv marks a position that is or was on the principal variation.
    void store(uint64_t key, Move move, int score, int eval, int depth, Bound bound,
               bool pv = false);
    /// \brief Fill in permille, sampled from the first thousand entries.
    int hashfull() const;
    /// \brief Size in megabytes as last requested.
    size_t sizeMb() const { return sizeMb_; }

private:
    // The data word: move (bits 0-15), score (16-31), eval (32-47), depth (48-55), and in
    // bits 56-63 the generation (high five bits), the principal-variation mark (bit 2) and
    // the bound (low two bits).
    struct Entry {
        uint64_t check; // key ^ data
        uint64_t data;
    };
    struct Fields {
        uint16_t move;
        int16_t score;
        int16_t eval;
        uint8_t depth;
        uint8_t genBound;
    };
    static uint64_t pack(const Fields& f);
    static Fields unpack(uint64_t data);
    struct alignas(64) Bucket {
        Entry entries[4];
    };
    struct Release {
        size_t bytes; // as mapped (0: from calloc)
        void operator()(void* p) const;
    };
    Bucket& bucketFor(uint64_t key) const {
        // Multiply-high maps the key onto any table size without a power-of-two restriction.
        __extension__ using U128 = unsigned __int128;
        return buckets_[size_t(U128(key) * count_ >> 64)];
    }
    bool allocate(size_t count);

    std::unique_ptr<void, Release> memory_; // as the system gave it; buckets_ is aligned inside
    Bucket* buckets_ = nullptr;
    size_t count_ = 0;
    Bucket fallback_{};
    size_t sizeMb_ = 0;
    uint8_t generation_ = 0;
};

/// \brief Mate scores are stored relative to the node, not the root, so they stay right
/// when the same position is reached at another ply.
int scoreToTT(int score, int ply);
/// \brief The inverse of scoreToTT.
int scoreFromTT(int score, int ply);

} // namespace chess960::engine
