// Training the network on both cores: shuffled mini-batches, the gradient of each half of a
// batch on its own thread, AdamW with sparse updates of the first layer (only the rows of
// pieces that occur in the batch), a cosine learning-rate schedule, a held-out loss each epoch
// and checkpoints. The target blends the game's result with the win probability of the
// search's score; the loss is the squared error of the network's win probability.
#pragma once

#include "floatnet.h"
#include "netdata.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace chess960::engine::tune {

/// \brief One epoch's figures.
struct EpochReport {
    int epoch = 0;          ///< 1 for the first
    double trainLoss = 0;   ///< the mean of the epoch's batch losses
    double heldOutLoss = 0; ///< after the epoch
    double rate = 0;        ///< the learning rate at the epoch's end
    double seconds = 0;     ///< the epoch's training, without the held-out loss
    double positionsPerSecond = 0;
};

/// \brief How trainNetwork() runs.
struct NetTrainOptions {
    int epochs = 10;
    int batchSize = 16384;
    double rate = 0.001;       ///< AdamW's step size at the start
    double finalRate = 0.05;   ///< the step size at the end, as a fraction of rate (cosine)
    double weightDecay = 0.01; ///< decoupled, per step, times the step size
    double lambda = 0.5;       ///< the result's share of the target, the score's is 1 - lambda
    double winScale = 160; ///< centipawns: a score s wins with probability sigmoid(s / winScale)
    int threads = 2;
    uint64_t seed = 1;         ///< the shuffles (the weights are initialised by the caller)
    std::string checkpointDir; ///< when set, the float weights after each epoch go there
    std::function<void(const EpochReport&)> onEpoch;
};

/// \brief The target for a position: lambda * result + (1 - lambda) * sigmoid(score / scale).
double netTarget(const PackedPosition& p, const NetTrainOptions& options);

/// \brief The mean squared error of sigmoid(output * kOutputScale / winScale) against the
/// target over a set, on options.threads threads.
double netLoss(const FloatNetwork& net, const NetDataSet& set, const NetTrainOptions& options);

/// \brief netLoss() of any evaluation that scores a position in centipawns from the side to
/// move's view (the handcrafted evaluation, a network file in the engine's code).
double evaluationLoss(const NetDataSet& set, const NetTrainOptions& options,
                      const std::function<double(const Position&)>& centipawns);

/// \brief evaluationLoss() of a network file as the engine computes it, with its integer code:
/// the loss the engine's evaluation has, where netLoss() is the float network's. Empty when the
/// file does not load.
std::optional<double> quantisedLoss(const std::vector<unsigned char>& file, const NetDataSet& set,
                                    const NetTrainOptions& options);

/// \brief The scale at which sigmoid(score / scale) best predicts the results (least squares).
double fitWinScale(const NetDataSet& set);

/// \brief Trains net on train for options.epochs epochs, reporting the held-out loss after
/// each. The same seed, threads and batch size give the same weights. Returns an empty string
/// or why it stopped (a checkpoint that could not be written).
std::string trainNetwork(FloatNetwork& net, const NetDataSet& train, const NetDataSet& heldOut,
                         const NetTrainOptions& options);

} // namespace chess960::engine::tune
