// The network compiled into the engine, as the bytes of a network file. nnuedata.cpp is
// written by `chess960-tune train --source` (core/engine/README.md, "The network", says which run
// and command made the one in the repository).
#pragma once

#include <cstddef>

namespace chess960::engine::nnue {

extern const unsigned char kEmbeddedNet[];
/// \brief 0 when no network is compiled in.
extern const std::size_t kEmbeddedNetSize;

} // namespace chess960::engine::nnue
