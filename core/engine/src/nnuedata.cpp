// No network is compiled in yet: the handcrafted evaluation stays the engine's until a trained
// network beats it in a match. `chess960-tune train --source` writes this file with one.
#include "nnuedata.h"

namespace chess960::engine::nnue {

alignas(32) const unsigned char kEmbeddedNet[] = {0};
const std::size_t kEmbeddedNetSize = 0;

} // namespace chess960::engine::nnue
