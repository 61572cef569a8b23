// What a NAG (a PGN "numeric annotation glyph", $0 to $139 in the standard) says, in the
// player's language: the symbol of the Informant tradition where there is one that the common
// fonts have, and words for every standard NAG (the positional ones, $24 to $131, have no
// symbol and are shown as words).
#pragma once

#include <QString>

namespace chess960::ui {

/// \brief The symbol for a NAG ("!", "?", "±", "⇆" ...); empty when it has none (and for 0).
QString nagGlyph(int nag);
/// \brief The standard's meaning of a NAG in the player's language ("White has a slight space
/// advantage"); empty for 0 (no annotation) and for numbers beyond the standard's.
QString nagWords(int nag);
/// \brief How a NAG is shown after a move: its symbol, else its words, else "$n" (a number
/// beyond the standard); empty for 0.
QString nagShown(int nag);

} // namespace chess960::ui
