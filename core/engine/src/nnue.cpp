// The network's integer arithmetic: the first layer's rows added and subtracted, the output's
// sum of squared clipped values (rounded to 8 bits) times the weights. Two versions of each
// loop, a portable one and an AVX2 one, giving the same integers: int16 sums wrap in both (the
// clipping keeps the true values in range, so the wrap never shows), and the output's products
// are exact in both.
#include "chess960/engine/nnue.h"

#include <algorithm>
#include <cstring>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define CHESS960_NNUE_AVX2 1
#include <immintrin.h>
#endif

namespace chess960::engine::nnue {

namespace {

// Decided once: a Debian build has no -march=native, so the code is chosen on the processor.
Simd& simdInUse() {
    static Simd simd = avx2Available() ? Simd::Avx2 : Simd::Scalar;
    return simd;
}

// Row of input f in the first layer.
template <int N>
const int16_t* row(const Network<N>& net, int f) {
    return net.featureWeights + size_t(f) * N;
}

// The int16 sums are wrapped on purpose (C++20 defines the conversion), as _mm256_add_epi16
// does. One row per call, a loop the compiler vectorises for whatever the target has: inlined
// into the loop over rows, GCC's -O3 jams pairs of rows into a loop it leaves scalar (ten times
// slower).
template <int N, int Sign>
[[gnu::noinline]] void addRowScalar(int16_t* v, const int16_t* row) {
    for (int i = 0; i < N; ++i) v[i] = int16_t(v[i] + Sign * row[i]);
}

template <int N>
void addRowsScalar(int16_t* out, const int16_t* in, const int16_t* const* add, int adds,
                   const int16_t* const* sub, int subs) {
    alignas(32) int16_t v[N];
    std::copy(in, in + N, v);
    for (int k = 0; k < subs; ++k) addRowScalar<N, -1>(v, sub[k]);
    for (int k = 0; k < adds; ++k) addRowScalar<N, 1>(v, add[k]);
    std::copy(v, v + N, out);
}

template <int N>
int32_t outputSumScalar(const int16_t* us, const int16_t* them, const int16_t* w) {
    int32_t sum = 0;
    for (int i = 0; i < N; ++i) {
        const int32_t a = std::clamp<int32_t>(us[i], 0, kQA);
        const int32_t b = std::clamp<int32_t>(them[i], 0, kQA);
        sum += ((a * a + 128) >> kSquareShift) * w[i] + ((b * b + 128) >> kSquareShift) * w[N + i];
    }
    return sum;
}

#ifdef CHESS960_NNUE_AVX2
// Eight registers (128 values) at a time stay in registers while every row is added.
template <int N>
__attribute__((target("avx2"))) void addRowsAvx2(int16_t* out, const int16_t* in,
                                                 const int16_t* const* add, int adds,
                                                 const int16_t* const* sub, int subs) {
    constexpr int kBlock = N < 128 ? N : 128, kRegs = kBlock / 16;
    auto at = [](const int16_t* p) { return reinterpret_cast<const __m256i*>(p); };
    for (int block = 0; block < N; block += kBlock) {
        __m256i v[kRegs];
        for (int j = 0; j < kRegs; ++j) v[j] = _mm256_load_si256(at(in + block + 16 * j));
        for (int k = 0; k < subs; ++k)
            for (int j = 0; j < kRegs; ++j)
                v[j] = _mm256_sub_epi16(v[j], _mm256_load_si256(at(sub[k] + block + 16 * j)));
        for (int k = 0; k < adds; ++k)
            for (int j = 0; j < kRegs; ++j)
                v[j] = _mm256_add_epi16(v[j], _mm256_load_si256(at(add[k] + block + 16 * j)));
        for (int j = 0; j < kRegs; ++j)
            _mm256_store_si256(reinterpret_cast<__m256i*>(out + block + 16 * j), v[j]);
    }
}

// v * v (at most 65025) fits 16 bits unsigned; rounded and shifted it is 0..254, and one
// multiply-add of pairs gives s * w summed in int32, exactly as the portable code.
__attribute__((target("avx2"))) inline __m256i screluTerms(__m256i sum, const int16_t* acc,
                                                           const int16_t* w) {
    const __m256i zero = _mm256_setzero_si256(), top = _mm256_set1_epi16(kQA);
    __m256i v = _mm256_load_si256(reinterpret_cast<const __m256i*>(acc));
    v = _mm256_min_epi16(_mm256_max_epi16(v, zero), top);
    __m256i square = _mm256_add_epi16(_mm256_mullo_epi16(v, v), _mm256_set1_epi16(128));
    square = _mm256_srli_epi16(square, kSquareShift);
    return _mm256_add_epi32(
        sum, _mm256_madd_epi16(square, _mm256_load_si256(reinterpret_cast<const __m256i*>(w))));
}

template <int N>
__attribute__((target("avx2"))) int32_t outputSumAvx2(const int16_t* us, const int16_t* them,
                                                      const int16_t* w) {
    __m256i sum = _mm256_setzero_si256();
    for (int i = 0; i < N; i += 16) {
        sum = screluTerms(sum, us + i, w + i);
        sum = screluTerms(sum, them + i, w + N + i);
    }
    const __m128i half =
        _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    const __m128i quarter = _mm_add_epi32(half, _mm_shuffle_epi32(half, 0x4E));
    return _mm_cvtsi128_si32(_mm_add_epi32(quarter, _mm_shuffle_epi32(quarter, 0xB1)));
}
#endif

template <int N>
void addRows(int16_t* out, const int16_t* in, const int16_t* const* add, int adds,
             const int16_t* const* sub, int subs) {
#ifdef CHESS960_NNUE_AVX2
    if (simdInUse() == Simd::Avx2) return addRowsAvx2<N>(out, in, add, adds, sub, subs);
#endif
    addRowsScalar<N>(out, in, add, adds, sub, subs);
}

} // namespace

bool avx2Available() {
#ifdef CHESS960_NNUE_AVX2
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

Simd activeSimd() {
    return simdInUse();
}

bool setSimd(Simd simd) {
    if (simd == Simd::Avx2 && !avx2Available()) return false;
    simdInUse() = simd;
    return true;
}

MoveDelta moveDelta(const Position& before, Move m) {
    MoveDelta d;
    const Color us = before.sideToMove();
    const Square from = m.from(), to = m.to();
    const Piece moved = before.pieceOn(from);
    d.mover = us;
    d.kings[White] = before.kingSquare(White);
    d.kings[Black] = before.kingSquare(Black);
    if (typeOf(moved) == King) {
        d.kingFrom = from;
        d.kings[us] = m.kind() == Move::Castling
                          ? castleKingTarget(us, fileOf(to) > fileOf(from) ? CastleSide::HSide
                                                                           : CastleSide::ASide)
                          : to;
    }
    auto remove = [&](Piece p, Square s) { d.removed[d.removedCount++] = {p, s}; };
    auto add = [&](Piece p, Square s) { d.added[d.addedCount++] = {p, s}; };
    switch (m.kind()) {
    case Move::Castling: {
        // The move is the king taking its own rook; where each lands depends on the side only.
        const CastleSide side = fileOf(to) > fileOf(from) ? CastleSide::HSide : CastleSide::ASide;
        remove(moved, from);
        remove(before.pieceOn(to), to);
        add(moved, castleKingTarget(us, side));
        add(makePiece(us, Rook), castleRookTarget(us, side));
        break;
    }
    case Move::EnPassant:
        remove(moved, from);
        remove(makePiece(~us, Pawn), Square(us == White ? to - 8 : to + 8));
        add(moved, to);
        break;
    default:
        remove(moved, from);
        if (before.pieceOn(to) != NoPiece) remove(before.pieceOn(to), to);
        add(m.kind() == Move::Promotion ? makePiece(us, m.promotion()) : moved, to);
        break;
    }
    return d;
}

template <int N>
bool Accumulator<N>::operator==(const Accumulator& o) const {
    return std::memcmp(values, o.values, sizeof values) == 0;
}

template <int N>
bool needsRefresh(const Network<N>& net, const MoveDelta& delta, Color side) {
    return net.kingBuckets > 1 && side == delta.mover && delta.kingFrom != NoSquare &&
           kingBucket(side, delta.kingFrom, net.kingBuckets) !=
               kingBucket(side, delta.kings[side], net.kingBuckets);
}

template <int N>
void refreshSide(const Network<N>& net, const Position& pos, Accumulator<N>& acc, Color side) {
    const int bucket = kingBucket(side, pos.kingSquare(side), net.kingBuckets);
    const int16_t* rows[kMaxPieces];
    int count = 0;
    Bitboard b = pos.pieces();
    while (b && count < kMaxPieces) {
        const Square s = popLsb(b);
        rows[count++] = row(net, featureIndex(side, pos.pieceOn(s), s, bucket));
    }
    addRows<N>(acc.values[side], net.featureBias, rows, count, nullptr, 0);
}

template <int N>
void refresh(const Network<N>& net, const Position& pos, Accumulator<N>& acc) {
    for (Color side : {White, Black}) refreshSide(net, pos, acc, side);
}

template <int N>
void update(const Network<N>& net, const Accumulator<N>& from, const MoveDelta& delta,
            Accumulator<N>& to) {
    for (Color side : {White, Black}) {
        if (needsRefresh(net, delta, side)) continue;
        // The king stayed in its bucket (or the network has one): the same bucket before and
        // after the move.
        const int bucket = kingBucket(side, delta.kings[side], net.kingBuckets);
        const int16_t *add[2], *sub[2];
        for (int k = 0; k < delta.addedCount; ++k)
            add[k] =
                row(net, featureIndex(side, delta.added[k].piece, delta.added[k].square, bucket));
        for (int k = 0; k < delta.removedCount; ++k)
            sub[k] = row(
                net, featureIndex(side, delta.removed[k].piece, delta.removed[k].square, bucket));
        addRows<N>(to.values[side], from.values[side], add, delta.addedCount, sub,
                   delta.removedCount);
    }
}

template <int N>
void update(const Network<N>& net, const Accumulator<N>& from, const MoveDelta& delta,
            Accumulator<N>& to, const Position& after) {
    update(net, from, delta, to);
    for (Color side : {White, Black})
        if (needsRefresh(net, delta, side)) refreshSide(net, after, to, side);
}

template <int N>
int evaluate(const Network<N>& net, const Accumulator<N>& acc, Color sideToMove, int pieces) {
    const int16_t* us = acc.values[sideToMove];
    const int16_t* them = acc.values[~sideToMove];
    const int bucket = outputBucket(pieces, net.buckets);
    const int16_t* weights = net.outputWeights[bucket];
    int32_t sum;
#ifdef CHESS960_NNUE_AVX2
    if (simdInUse() == Simd::Avx2)
        sum = outputSumAvx2<N>(us, them, weights);
    else
#endif
        sum = outputSumScalar<N>(us, them, weights);
    // sum is in units of kQA * kQA * kQB / 256; to units of kQA * kQB, add the bias, then to
    // centipawns.
    const int64_t value = (int64_t(sum) << kSquareShift) / kQA + net.outputBias[bucket];
    return int(value * kOutputScale / (kQA * kQB));
}

template <int N>
int evaluate(const Network<N>& net, const Position& pos) {
    Accumulator<N> acc;
    refresh(net, pos, acc);
    return evaluate(net, acc, pos.sideToMove(), popcount(pos.pieces()));
}

#define CHESS960_NNUE_INSTANTIATE(N)                                                               \
    template struct Accumulator<N>;                                                                \
    template bool needsRefresh<N>(const Network<N>&, const MoveDelta&, Color);                     \
    template void refreshSide<N>(const Network<N>&, const Position&, Accumulator<N>&, Color);      \
    template void refresh<N>(const Network<N>&, const Position&, Accumulator<N>&);                 \
    template void update<N>(const Network<N>&, const Accumulator<N>&, const MoveDelta&,            \
                            Accumulator<N>&);                                                      \
    template void update<N>(const Network<N>&, const Accumulator<N>&, const MoveDelta&,            \
                            Accumulator<N>&, const Position&);                                     \
    template int evaluate<N>(const Network<N>&, const Accumulator<N>&, Color, int);                \
    template int evaluate<N>(const Network<N>&, const Position&);
CHESS960_NNUE_INSTANTIATE(16)
CHESS960_NNUE_INSTANTIATE(32)
CHESS960_NNUE_INSTANTIATE(64)
CHESS960_NNUE_INSTANTIATE(128)
CHESS960_NNUE_INSTANTIATE(256)

} // namespace chess960::engine::nnue
