// The evaluation network: (768 -> N) x 2 -> 1, the output layer's weights chosen by the
// number of pieces on the board (one set, or one per output bucket), the first layer's by where
// each side's own king stands (one set, or one per king bucket). Each side sees the board from
// its own side (its pieces first, ranks mirrored for Black), so a position and its colour-flipped
// mirror evaluate the same. The first layer is kept per side in an accumulator that a move updates
// by adding and subtracting a few weight rows; the output layer squares the clipped hidden values
// (SCReLU) of the side to move's half followed by the other half. Integer arithmetic only,
// with an AVX2 path chosen at run time and a portable one that gives the same integers. The
// layout and the quantisation are in core/engine/README.md ("The network").
#pragma once

#include "chess960/position.h"
#include "chess960/types.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace chess960::engine::nnue {

/// \brief Inputs per side: colour (own, other) x piece type (pawn..king) x square.
constexpr int kInputs = 768;
/// \brief The hidden width the engine compiles in.
constexpr int kHidden = 256;
/// \brief Quantisation: a first-layer value 1.0 is kQA; an output weight 1.0 is kQB. The output
/// layer squares the clipped value v (0..kQA) and keeps (v * v + 128) >> 8 (0..254, 8 bits as
/// v is), so that the weights need not be small for v * v * w to fit: with kQB 64 and
/// v * w in 16 bits, as is common, an output weight had only 1/64 steps and trained weights of
/// 0.1-0.4 lost 5-10 % (11 cp on average in a first net); at 1/1024 they lose next to nothing.
constexpr int kQA = 255;
constexpr int kQB = 1024;
/// \brief The shift that keeps the squared value in 8 bits.
constexpr int kSquareShift = 8;
/// \brief The float network's output 1.0 is this many centipawns.
constexpr int kOutputScale = 400;
/// \brief Most pieces a legal position has: bounds the sum of first-layer rows.
constexpr int kMaxPieces = 32;

/// \brief Most output buckets a network has. With B buckets the output layer has B sets of
/// weights and biases, one per range of piece counts (with 8: 2-5, 6-9, ..., 30-32 pieces), and
/// a position is scored by the set of its range: the last layer need not weigh the hidden
/// values alike in the opening and in an ending.
constexpr int kMaxOutputBuckets = 8;
/// \brief The bucket counts a network may have: 1, 2, 4 or 8.
constexpr bool validOutputBuckets(int buckets) {
    return buckets == 1 || buckets == 2 || buckets == 4 || buckets == 8;
}
/// \brief The output bucket of a position with `pieces` pieces (2..32, kings included) in a
/// network of `buckets` buckets: equal ranges of piece counts from 2 up.
constexpr int outputBucket(int pieces, int buckets) {
    const int span = (kMaxPieces + buckets - 1) / buckets;
    const int bucket = (pieces - 2) / span;
    return bucket < 0 ? 0 : bucket >= buckets ? buckets - 1 : bucket;
}

/// \brief The largest |first-layer weight or bias| in quantised units: a bias plus 32 rows stays
/// inside int16 whatever the position.
constexpr int kMaxFeatureWeight = 32767 / (kMaxPieces + 1);
/// \brief The largest |output weight| in quantised units for hidden width n: the 2n terms
/// s * w of the output's sum (s <= 254) must fit int32.
constexpr int maxOutputWeight(int n) {
    const long long bySum = ((1LL << 31) - 1) / (2LL * n * 254);
    return int(bySum < 32767 ? bySum : 32767);
}

/// \brief Most king buckets a network has. With K king buckets the first layer has K sets of
/// 768 rows, and each side's inputs are read from the set of the bucket its own king stands in
/// (kingBucket): a piece's weight may then depend on where that side's king is, which the pawn
/// shelter and an attack on the king need.
constexpr int kMaxKingBuckets = 4;
/// \brief The king bucket counts a network may have: 1, 2 or 4.
constexpr bool validKingBuckets(int buckets) {
    return buckets == 1 || buckets == 2 || buckets == 4;
}
/// \brief The bucket of perspective's own king on square king, in a network of `buckets` king
/// buckets: with 2, the a-d files and the e-h files; with 4, each of those on the side's first
/// two ranks and beyond them.
constexpr int kingBucket(Color perspective, Square king, int buckets) {
    if (buckets <= 1) return 0;
    const int wing = fileOf(king) >= 4 ? 1 : 0;
    if (buckets == 2) return wing;
    const int rank = perspective == White ? int(rankOf(king)) : 7 - int(rankOf(king));
    return wing + (rank >= 2 ? 2 : 0);
}

/// \brief The input a piece on a square is, seen by perspective whose king stands in bucket
/// kingBucket (0 in a network of one king bucket).
constexpr int featureIndex(Color perspective, Piece p, Square s, int kingBucket = 0) {
    const int own = colorOf(p) == perspective ? 0 : 1;
    return kingBucket * kInputs + own * 384 + (typeOf(p) - 1) * 64 +
           (perspective == White ? s : s ^ 56);
}

/// \brief A quantised network of hidden width N. The functions below are compiled for N = 16,
/// 32, 64, 128 and 256 (the small ones for the trainer's tests).
template <int N>
struct Network {
    static_assert(N % 16 == 0, "the AVX2 path works on 16 values at a time");
    /// row f: input f's N weights (featureIndex; the rows of king buckets past kingBuckets
    /// are unused)
    alignas(32) int16_t featureWeights[kMaxKingBuckets * kInputs * N];
    alignas(32) int16_t featureBias[N];
    int kingBuckets = 1; ///< king buckets in use (validKingBuckets)
    int buckets = 1;     ///< output buckets in use (validOutputBuckets)
    /// bucket b's weights: the side to move's half, then the other's
    alignas(32) int16_t outputWeights[kMaxOutputBuckets][2 * N];
    int32_t outputBias[kMaxOutputBuckets] = {}; ///< in units of kQA * kQB
};

/// \brief The first layer's values for both sides, indexed by the side's colour.
template <int N>
struct Accumulator {
    alignas(32) int16_t values[2][N];
    bool operator==(const Accumulator& o) const;
};

/// \brief What a move changes on the board: pieces taken off and put on (at most two each).
/// A castle is two pieces moving, whatever the squares: both are taken off before both are
/// put on, so a king or rook that stays put, or lands on the other's square, needs no care.
struct MoveDelta {
    struct Change {
        Piece piece;
        Square square;
    };
    Change removed[2];
    Change added[2];
    int removedCount = 0, addedCount = 0;
    /// Each side's king square after the move (they choose the king buckets), and where the
    /// king of the side that moved stood before, when it moved (else NoSquare).
    Square kings[2] = {NoSquare, NoSquare};
    Square kingFrom = NoSquare;
    Color mover = White;
};

/// \brief The pieces move m (legal in before) takes off and puts on.
MoveDelta moveDelta(const Position& before, Move m);

/// \brief True when the move takes side's king into another king bucket of net: every input of
/// that side changes, so its accumulator must be refreshed (refreshSide) from the position after
/// the move; update leaves it alone.
template <int N>
bool needsRefresh(const Network<N>& net, const MoveDelta& delta, Color side);

/// \brief Which integer code computes the network.
enum class Simd { Scalar, Avx2 };
/// \brief True when this processor runs AVX2 and the build has the AVX2 code.
bool avx2Available();
/// \brief The code in use: AVX2 where available, unless setSimd chose otherwise.
Simd activeSimd();
/// \brief Chooses the code (for tests and measurements). False, changing nothing, for AVX2
/// on a processor without it.
bool setSimd(Simd simd);

/// \brief The accumulator computed from scratch.
template <int N>
void refresh(const Network<N>& net, const Position& pos, Accumulator<N>& acc);
/// \brief One side's half of the accumulator computed from scratch.
template <int N>
void refreshSide(const Network<N>& net, const Position& pos, Accumulator<N>& acc, Color side);
/// \brief to = from updated by a move's delta (from and to may be the same object), for each
/// side whose king stays in its bucket; a side that needsRefresh is left as it is in `to`.
template <int N>
void update(const Network<N>& net, const Accumulator<N>& from, const MoveDelta& delta,
            Accumulator<N>& to);
/// \brief update, and refreshSide from after (the position after the move) for a side that
/// needsRefresh: the whole step in one, where the position after the move is at hand.
template <int N>
void update(const Network<N>& net, const Accumulator<N>& from, const MoveDelta& delta,
            Accumulator<N>& to, const Position& after);
/// \brief The network's score in centipawns from the side to move's view, for a position of
/// `pieces` pieces (which chooses the output bucket).
template <int N>
int evaluate(const Network<N>& net, const Accumulator<N>& acc, Color sideToMove, int pieces);
/// \brief Refresh and evaluate in one (for tools and tests).
template <int N>
int evaluate(const Network<N>& net, const Position& pos);

/// \brief The hidden width a network file holds, or 0 when it is no network file (or its
/// header names a width beyond 65,536, which no file could hold).
int hiddenWidth(std::span<const unsigned char> bytes);
/// \brief Reads a network file's bytes into net (its weights and its bucket counts). Empty, or
/// what is wrong (not a network file, another width, an output bucket count other than 1, 2, 4
/// or 8, a king bucket count other than 1, 2 or 4, cut short, a checksum that does not match,
/// weights beyond the clipping).
template <int N>
std::string load(std::span<const unsigned char> bytes, Network<N>& net);
/// \brief The same from a file.
template <int N>
std::string loadFile(const std::string& path, Network<N>& net);
/// \brief The network as the bytes of a network file: format version 1 for one bucket of each
/// kind (the files written before buckets existed), version 2 with the output bucket count,
/// version 3 with both counts when it has king buckets.
template <int N>
std::vector<unsigned char> serialise(const Network<N>& net);
/// \brief The same bytes for a network of any width given as its values in file order (the
/// trainer's, whose width is chosen at run time): the feature weights, feature biases and
/// output weights as `weights` (kingBuckets * kInputs * width + width + buckets * 2 * width of
/// them), the output biases as `outputBias` (buckets of them).
std::vector<unsigned char> serialiseValues(int width, int buckets, int kingBuckets,
                                           std::span<const int16_t> weights,
                                           std::span<const int32_t> outputBias);
/// \brief A network on the heap (a Network<256> is about 1.6 MB, room for four king buckets),
/// zeroed.
template <int N>
std::unique_ptr<Network<N>> makeNetwork();

/// \brief The network compiled into the engine, or nullptr when none is (the handcrafted
/// evaluation is the engine's until a trained network beats it).
const Network<kHidden>* embeddedNetwork();

} // namespace chess960::engine::nnue
