// What the move box reads: a move typed in the notation shown (the language's piece letters,
// figurines or English SAN) or in UCI, for a position. Only QString of Qt: the fuzz target
// fuzz_movebox reads through it as the box does.
#pragma once

#include "chess960/expected.h"
#include "chess960/position.h"
#include "chess960/types.h"

#include <QString>

namespace chess960::ui {

/// \brief UCI is squares only, lower case ("e2e4", "e7e8q"); anything else is read as SAN
/// ("B1c3" is a bishop move).
bool looksLikeUci(const QString& text);

/// \brief One short word of the letters moves are written with ("Nbxd7+", "O-O-O", "e7e8q"),
/// in the notation shown; a FEN or a PGN has spaces or slashes and is longer.
bool looksLikeMove(const QString& text);

/// \brief The move typed (already trimmed) in pos: read as UCI when it looks like UCI, else as
/// SAN after the notation shown is turned into English letters (typedMove); read, when given,
/// gets the text as it was read (to word an error in the letters typed).
Expected<Move> readTypedMove(const Position& pos, const QString& text, QString* read = nullptr);

} // namespace chess960::ui
