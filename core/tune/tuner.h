// Texel-style tuning: fit the weights so that sigmoid(K * eval) predicts the results of the
// games the positions came from, by least squares. Each position is read once into a trace
// of how its evaluation depends on the weights (EvalTrace); the tuner then evaluates from the
// traces, with exact gradients, without calling the evaluation again.
#pragma once

#include "chess960/engine/evalparams.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <vector>

namespace chess960::engine::tune {

/// \brief Positions as traces, with the results of their games.
class TuneSet {
public:
    struct Entry {
        float result = 0.5f; ///< for White
        uint8_t phase = 0;
        uint8_t scale[2] = {64, 64};
        bool dangerActive[2] = {false, false};
        int16_t mopUp[2] = {0, 0};
        uint32_t terms = 0, termsEnd = 0;
        uint32_t danger[2] = {0, 0}, dangerEnd[2] = {0, 0};
    };

    /// \brief Adds a position's trace and its game's result for White.
    void add(const EvalTrace& trace, double result);
    size_t size() const { return entries_.size(); }
    const Entry& entry(size_t i) const { return entries_[i]; }
    const EvalTrace::Term* terms() const { return terms_.data(); }
    const EvalTrace::DangerTerm* danger() const { return danger_.data(); }

private:
    std::vector<Entry> entries_;
    std::vector<EvalTrace::Term> terms_;
    std::vector<EvalTrace::DangerTerm> danger_;
};

/// \brief Lines read by loadTuneSet.
struct LoadReport {
    long positions = 0; ///< added
    long skipped = 0;   ///< malformed, in check, or without a result
};

/// \brief Reads "FEN;result" lines (result for White: 1.0, 0.5, 0.0, or 1-0, 1/2-1/2, 0-1),
/// traced with params. At most limit positions when limit > 0.
LoadReport loadTuneSet(std::istream& in, TuneSet& set, const EvalParams& params, long limit = 0);

/// \brief The weights as doubles, one per int of EvalParams.
std::vector<double> toWeights(const EvalParams& params);
/// \brief base with its tuned ints replaced by weights, rounded.
EvalParams fromWeights(const std::vector<double>& weights, const EvalParams& base);

/// \brief White's evaluation of entry i of set under weights (the engine's, up to rounding).
double traceValue(const TuneSet& set, size_t i, const std::vector<double>& weights);

/// \brief Mean of (result - sigmoid(k * eval))^2 over the set.
double meanError(const TuneSet& set, const std::vector<double>& weights, double k);

/// \brief The k that minimises meanError for these weights.
double fitK(const TuneSet& set, const std::vector<double>& weights);

/// \brief How tuneWeights() runs.
struct TuneOptions {
    int iterations = 1000;
    double rate = 1.0; ///< Adam's step size, in centipawns
    int reportEvery = 50;
    /// \brief Per int of EvalParams: true to keep it as it is (empty: none frozen).
    std::vector<bool> frozen;
    /// \brief Called every reportEvery iterations and after the last with the error.
    std::function<void(int iteration, double error)> onProgress;
};

/// \brief Full-batch gradient descent (Adam) on meanError from start at a fixed k; returns
/// the tuned weights (unrounded; the ints not tuned and the frozen ones keep their values).
std::vector<double> tuneWeights(const TuneSet& set, const std::vector<double>& start, double k,
                                const TuneOptions& options);

} // namespace chess960::engine::tune
