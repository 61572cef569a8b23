#include "chess960/engine/tt.h"

#include "chess960/engine/score.h"

#include <bit>
#include <cstring>

namespace chess960::engine {

TranspositionTable::TranspositionTable(size_t sizeMb) {
    resize(sizeMb);
}

void TranspositionTable::resize(size_t sizeMb) {
    sizeMb_ = sizeMb;
    size_t count = sizeMb * 1024 * 1024 / sizeof(Bucket);
    buckets_.assign(count ? count : 1, Bucket{});
    generation_ = 0;
}

void TranspositionTable::clear() {
    std::memset(static_cast<void*>(buckets_.data()), 0, buckets_.size() * sizeof(Bucket));
    generation_ = 0;
}

TranspositionTable::Bucket& TranspositionTable::bucketFor(uint64_t key) const {
    // Multiply-high maps the key onto any table size without a power-of-two restriction.
    __extension__ using U128 = unsigned __int128;
    auto index = size_t(U128(key) * buckets_.size() >> 64);
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
    for (size_t i = 0; i < buckets_.size() && seen < 1000; ++i)
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
