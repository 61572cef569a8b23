#include "chess960/engine/tt.h"

#include "chess960/engine/score.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <cstring>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace chess960::engine {

TranspositionTable::TranspositionTable(size_t sizeMb) {
    resize(sizeMb);
}

void TranspositionTable::Release::operator()(void* p) const {
#if defined(__linux__)
    if (bytes) {
        munmap(p, bytes);
        return;
    }
#endif
    std::free(p);
}

namespace {
// Tables up to this size have all their pages taken when set up (see allocate).
constexpr size_t kTakenAtOnce = size_t(256) << 20;
} // namespace

bool TranspositionTable::allocate(size_t count) {
    memory_.reset();
    const size_t bytes = count * sizeof(Bucket);
    size_t align = alignof(Bucket);
    void* raw = nullptr;
#if defined(__linux__)
    // Aligned to 2 MB and marked for huge pages, the table is translated by a few hundred page
    // entries per gigabyte instead of a quarter million: a probe, whose bucket is anywhere in
    // the table, then seldom waits for a page-table walk on top of the memory.
    constexpr size_t kHugePage = size_t(2) << 20;
    if (bytes >= kHugePage) {
        const size_t mapped = bytes + kHugePage;
        void* m = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) return false;
        memory_ = std::unique_ptr<void, Release>(m, Release{mapped});
        raw = m;
        align = kHugePage;
    }
#endif
    if (!raw) {
        // calloc of a large block maps fresh zero pages too.
        raw = std::calloc(bytes + align, 1);
        if (!raw) return false;
        memory_ = std::unique_ptr<void, Release>(raw, Release{});
    }
    auto address = reinterpret_cast<uintptr_t>(raw);
    address = (address + align - 1) & ~uintptr_t(align - 1);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align > alignof(Bucket)) {
        madvise(reinterpret_cast<void*>(address), bytes, MADV_HUGEPAGE);
        // The system hands out a huge page when it is first written, and may have to move
        // memory around to make one (up to tens of milliseconds on a busy machine): one write
        // per page here, so that this happens now and not on a search's clock. Up to 256 MB
        // (128 pages, a few milliseconds to half a second); above that, where setting the
        // table up at once matters more, the rest is taken as the search fills it.
        for (size_t offset = 0; offset < std::min(bytes, kTakenAtOnce); offset += kHugePage)
            reinterpret_cast<volatile char*>(address)[offset] = 0;
    }
#endif
    buckets_ = reinterpret_cast<Bucket*>(address);
    count_ = count;
    return true;
}

size_t TranspositionTable::resize(size_t sizeMb) {
    generation_ = 0;
    for (size_t mb = sizeMb; mb >= 1; mb /= 2) {
        if (allocate(std::max<size_t>(1, mb * 1024 * 1024 / sizeof(Bucket)))) {
            sizeMb_ = mb;
            return mb;
        }
    }
    fallback_ = Bucket{};
    buckets_ = &fallback_;
    count_ = 1;
    sizeMb_ = 0;
    return 0;
}

void TranspositionTable::clear() {
    if (memory_ && memory_.get_deleter().bytes && count_ * sizeof(Bucket) <= kTakenAtOnce) {
        // A mapped table's pages are in place: zeroing them is faster than having the system
        // find huge pages again. A larger table is mapped afresh, its pages taken as used.
        std::memset(static_cast<void*>(buckets_), 0, count_ * sizeof(Bucket));
        generation_ = 0;
        return;
    }
    if (memory_ && allocate(count_)) {
        generation_ = 0;
        return;
    }
    // The memory given back could not be had again (or the table is the single fallback
    // bucket): whatever resize finds now.
    resize(sizeMb_);
}

namespace {
// Bits 56-63 of the data word: bound (0-1), principal-variation mark (2), generation (3-7).
constexpr int kPvBit = 4, kGenShift = 3, kGenMask = 31;
int generationOf(uint8_t genBound) {
    return genBound >> kGenShift;
}
uint64_t load(const uint64_t& word) {
    return std::atomic_ref<uint64_t>(const_cast<uint64_t&>(word)).load(std::memory_order_relaxed);
}
void save(uint64_t& word, uint64_t value) {
    std::atomic_ref<uint64_t>(word).store(value, std::memory_order_relaxed);
}
} // namespace

uint64_t TranspositionTable::pack(const Fields& f) {
    return uint64_t(f.move) | uint64_t(uint16_t(f.score)) << 16 | uint64_t(uint16_t(f.eval)) << 32 |
           uint64_t(f.depth) << 48 | uint64_t(f.genBound) << 56;
}

TranspositionTable::Fields TranspositionTable::unpack(uint64_t data) {
    return Fields{uint16_t(data), int16_t(uint16_t(data >> 16)), int16_t(uint16_t(data >> 32)),
                  uint8_t(data >> 48), uint8_t(data >> 56)};
}

bool TranspositionTable::probe(uint64_t key, TTData& out) const {
    const Bucket& b = bucketFor(key);
    for (const Entry& e : b.entries) {
        const uint64_t data = load(e.data);
        if ((load(e.check) ^ data) != key) continue;
        const Fields f = unpack(data);
        if ((f.genBound & 3) == 0) continue;
        out.move = std::bit_cast<Move>(f.move);
        out.score = f.score;
        out.eval = f.eval;
        out.depth = f.depth;
        out.bound = Bound(f.genBound & 3);
        out.pv = (f.genBound & kPvBit) != 0;
        return true;
    }
    return false;
}

void TranspositionTable::store(uint64_t key, Move move, int score, int eval, int depth, Bound bound,
                               bool pv) {
    Bucket& b = bucketFor(key);
    Entry* slot = &b.entries[0];
    Fields old{};
    bool same = false;
    int worst = 1 << 30;
    for (Entry& e : b.entries) {
        const uint64_t data = load(e.data);
        const Fields f = unpack(data);
        if ((load(e.check) ^ data) == key || (f.genBound & 3) == 0) {
            slot = &e;
            old = f;
            same = (f.genBound & 3) != 0;
            break;
        }
        // Old entries count as shallow: each generation of age costs eight plies.
        int age = (generation_ - generationOf(f.genBound)) & kGenMask;
        int value = f.depth - 8 * age;
        if (value < worst) {
            worst = value;
            slot = &e;
            old = f;
        }
    }
    // Keep a deeper exact result of this very position unless the new one is exact too.
    if (same && bound != Bound::Exact && old.depth > depth + 3 &&
        generationOf(old.genBound) == (generation_ & kGenMask))
        return;
    if (move.isNull() && same) move = std::bit_cast<Move>(old.move);
    const uint64_t data = pack(Fields{
        move.raw(), int16_t(score), int16_t(eval), uint8_t(depth < 0 ? 0 : depth),
        uint8_t((generation_ & kGenMask) << kGenShift | (pv ? kPvBit : 0) | uint8_t(bound))});
    save(slot->check, key ^ data);
    save(slot->data, data);
}

int TranspositionTable::hashfull() const {
    int used = 0, seen = 0;
    for (size_t i = 0; i < count_ && seen < 1000; ++i)
        for (const Entry& e : buckets_[i].entries) {
            ++seen;
            const Fields f = unpack(load(e.data));
            used += (f.genBound & 3) != 0 && generationOf(f.genBound) == (generation_ & kGenMask);
        }
    return seen ? used * 1000 / seen : 0;
}

int scoreToTT(int score, int ply) {
    if (score >= kMateBound) return score + ply;
    if (score <= -kMateBound) return score - ply;
    return score;
}

int scoreFromTT(int score, int ply) {
    if (score >= kMateBound) return score - ply;
    if (score <= -kMateBound) return score + ply;
    return score;
}

} // namespace chess960::engine
