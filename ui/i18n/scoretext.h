// A score as the analysis, the move list and the graphs show it.
#pragma once

#include <QString>

namespace chess960::ui {

/// \brief "+0.35", "-1.20" (in the language's decimal mark) from White's centipawns, or "#3"
/// for a mate in mateIn.
QString shownScore(int whiteScore, bool mate, int mateIn);

} // namespace chess960::ui
