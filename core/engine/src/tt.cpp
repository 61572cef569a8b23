#include "chess960/engine/tt.h"

#include "chess960/engine/score.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>

namespace chess960::engine {

TranspositionTable::TranspositionTable(size_t sizeMb) {
    resize(sizeMb);
}

void TranspositionTable::Release::operator()(void* p) const {
    std::free(p);
}

bool TranspositionTable::allocate(size_t count) {
    memory_.reset();
    // calloc of a large block maps fresh zero pages: nothing is written until used.
    void* raw = std::calloc(count * sizeof(Bucket) + alignof(Bucket), 1);
    if (!raw) return false;
    memory_.reset(raw);
    auto address = reinterpret_cast<uintptr_t>(raw);
    address = (address + alignof(Bucket) - 1) & ~uintptr_t(alignof(Bucket) - 1);
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
    if (memory_ && allocate(count_)) {
        generation_ = 0;
        return;
    }
    // The memory given back could not be had again (or the table is the single fallback
    // bucket): whatever resize finds now.
    resize(sizeMb_);
}

TranspositionTable::Bucket& TranspositionTable::bucketFor(uint64_t key) const {
    // Multiply-high maps the key onto any table size without a power-of-two restriction.
    __extension__ using U128 = unsigned __int128;
    auto index = size_t(U128(key) * count_ >> 64);
    return const_cast<Bucket&>(buckets_[index]);
}

bool TranspositionTable::probe(uint64_t key, TTData& out) const {
    const Bucket& b = bucketFor(key);
    for (const Entry& e : b.entries) {
        if (e.key == key && (e.genBound & 3) != 0) {
            out.move = std::bit_cast<Move>(e.move);
            out.score = e.score;
            out.eval = e.eval;
            out.depth = e.depth;
            out.bound = Bound(e.genBound & 3);
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(uint64_t key, Move move, int score, int eval, int depth,
                               Bound bound) {
    Bucket& b = bucketFor(key);
    Entry* slot = &b.entries[0];
    int worst = 1 << 30;
    for (Entry& e : b.entries) {
        if (e.key == key || (e.genBound & 3) == 0) {
            slot = &e;
            break;
        }
        // Old entries count as shallow: each generation of age costs eight plies.
        int age = (generation_ - (e.genBound >> 2)) & 63;
        int value = e.depth - 8 * age;
        if (value < worst) {
            worst = value;
            slot = &e;
        }
    }
    // Keep a deeper exact result of this very position unless the new one is exact too.
    if (slot->key == key && bound != Bound::Exact && slot->depth > depth + 3 &&
        (slot->genBound >> 2) == (generation_ & 63))
        return;
    if (move.isNull() && slot->key == key) move = std::bit_cast<Move>(slot->move);
    slot->key = key;
    slot->move = move.raw();
    slot->score = int16_t(score);
    slot->eval = int16_t(eval);
    slot->depth = uint8_t(depth < 0 ? 0 : depth);
    slot->genBound = uint8_t(((generation_ & 63) << 2) | uint8_t(bound));
}

int TranspositionTable::hashfull() const {
    int used = 0, seen = 0;
    for (size_t i = 0; i < count_ && seen < 1000; ++i)
        for (const Entry& e : buckets_[i].entries) {
            ++seen;
            used += (e.genBound & 3) != 0 && (e.genBound >> 2) == (generation_ & 63);
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
