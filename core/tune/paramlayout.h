// The names and shapes of the evaluation's weights (EvalParams), in member order: what the
// tuner may change, and what the source writer needs to print the table back.
#pragma once

#include "chess960/engine/evalparams.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace chess960::engine::tune {

/// \brief One member of EvalParams.
struct ParamGroup {
    const char* name;
    int offset; ///< index of its first int
    int rows;   ///< 1 unless a table of tables (the piece-square tables)
    int cols;   ///< 1 for a single value
    bool pair;  ///< EvalPair values (two ints each) rather than ints
    bool tuned; ///< false for the shape of a formula (divisors, caps, scale factors)
    int ints() const { return rows * cols * (pair ? 2 : 1); }
};

/// \brief Every member of EvalParams, in order; together they cover all its ints.
const std::vector<ParamGroup>& paramLayout();

/// \brief Per int of EvalParams: true when the tuner may change it.
std::vector<bool> tunedInts();
/// \brief Per int of EvalParams: true when it belongs to one of the named tuned groups (names
/// as in EvalParams, e.g. "castlingRight"). Nothing when a name is not a group or names the
/// shape of a formula, which is never tuned; badName says which.
std::optional<std::vector<bool>> groupInts(const std::vector<std::string>& names,
                                           std::string& badName);
/// \brief Per int of EvalParams: true when it is the middlegame half of a pair (the next int
/// is its endgame half).
std::vector<bool> pairStarts();

/// \brief Writes params as evalparams.cpp, the source the engine compiles its weights from.
void writeParamsSource(const EvalParams& params, std::ostream& out, const std::string& note);

} // namespace chess960::engine::tune
