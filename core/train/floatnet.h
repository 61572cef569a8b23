// The network as the trainer holds it: float weights of the engine's architecture (see
// chess960/engine/nnue.h) in one vector, with the forward pass, the clipping that keeps the
// quantised sums in range, checkpoints, and the quantised network file and C++ source.
#pragma once

#include "netdata.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::engine::tune {

/// \brief Float weights of a (768 -> N) x 2 -> 1 network with SCReLU, B output buckets
/// (nnue::outputBucket: the output weights and bias chosen by the number of pieces) and K king
/// buckets (nnue::kingBucket: each side's first-layer rows chosen by where its king stands).
class FloatNetwork {
public:
    /// \brief A network of hidden width n (16, 32, 64, 128 or 256 for the engine's code),
    /// `buckets` output buckets (1, 2, 4 or 8) and `kingBuckets` king buckets (1, 2 or 4), all
    /// weights zero.
    explicit FloatNetwork(int hidden = 128, int buckets = 1, int kingBuckets = 1);
    int hidden() const { return hidden_; }
    int buckets() const { return buckets_; }
    int kingBuckets() const { return kingBuckets_; }
    /// \brief The first layer's rows: 768 per king bucket.
    size_t featureRows() const { return size_t(768) * size_t(kingBuckets_); }

    /// \brief All weights: the first layer's rows (768 x N per king bucket), its biases (N),
    /// each bucket's output weights (the side to move's N, then the other side's N), each
    /// bucket's bias.
    std::vector<float> params;
    size_t featureBias() const { return featureRows() * size_t(hidden_); }
    size_t outputWeights(int bucket = 0) const {
        return featureBias() + hidden_ + size_t(bucket) * 2 * size_t(hidden_);
    }
    size_t outputBias(int bucket = 0) const { return outputWeights(buckets_) + size_t(bucket); }

    /// \brief Random weights from seed, small enough that the clipped values start spread.
    void initialise(uint64_t seed);
    /// \brief Clips every weight to what its quantised form can hold without overflow.
    void clip();
    /// \brief The output for a position (1.0 is nnue::kOutputScale centipawns, side to move's
    /// view); usUnits and themUnits, when given, receive the first layer's N values per side,
    /// and bucket the output bucket used.
    float forward(const PackedPosition& p, float* usUnits = nullptr, float* themUnits = nullptr,
                  int* bucket = nullptr) const;
    double centipawns(const PackedPosition& p) const;

    /// \brief The weights as a checkpoint file's bytes (floats, to go on training from).
    std::vector<unsigned char> checkpoint() const;
    /// \brief Reads a checkpoint. Empty, or what is wrong.
    std::string readCheckpoint(const std::vector<unsigned char>& bytes);
    /// \brief Takes the weights of a network file (the engine's integers over their scales), so
    /// that training goes on from a network already made, the one compiled in among them. A
    /// file of one king bucket fills every king bucket of this network with its rows (the same
    /// scores, each bucket then free to learn its own). Empty, or what is wrong: the file does
    /// not load, or its width, output buckets or king buckets do not fit this network.
    std::string readNetwork(const std::vector<unsigned char>& file);

    /// \brief The quantised network as a network file's bytes (nnue::load reads them).
    std::vector<unsigned char> quantise() const;

private:
    int hidden_;
    int buckets_;
    int kingBuckets_;
};

/// \brief How far the quantised network's scores lie from the float network's.
struct QuantisationReport {
    long positions = 0;
    double meanAbsDifference = 0; ///< centipawns
    int maxAbsDifference = 0;
    std::string error; ///< the network file did not load (a width the engine has no code for)
};

/// \brief The float network against its quantised file, evaluated by the engine's code, on the
/// first `limit` positions of set.
QuantisationReport compareQuantised(const FloatNetwork& net, const std::vector<unsigned char>& file,
                                    const NetDataSet& set, long limit);

/// \brief A network file loaded for the engine's code, whatever its width.
class QuantisedNetwork {
public:
    /// \brief Empty, or why the file does not load (also a width the engine has no code for).
    std::string load(const std::vector<unsigned char>& file);
    /// \brief The engine's score in centipawns, side to move's view (0 before a load).
    int centipawns(const Position& pos) const { return evaluate_ ? evaluate_(pos) : 0; }

private:
    std::shared_ptr<void> net_;
    std::function<int(const Position&)> evaluate_;
};

/// \brief Writes a network file as the C++ source the engine compiles its network from
/// (core/engine/src/nnuedata.cpp), with a note on how it was made.
void writeNetSource(const std::vector<unsigned char>& file, std::ostream& out,
                    std::string_view note);

/// \brief Reads a whole file; false when it cannot be read.
bool readBytes(const std::string& path, std::vector<unsigned char>& bytes);
/// \brief Writes bytes to a file; false on an error.
bool writeBytes(const std::string& path, const std::vector<unsigned char>& bytes);

} // namespace chess960::engine::tune
