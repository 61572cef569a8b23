// The shuffler's words for a start position, shared with the start-position card (ui/card):
// the card of one castle and one line of the dice log. They keep the shuffler's translation
// context, so the card prints the very words the shuffler shows.
#pragma once

#include "chess960/castling.h"
#include "chess960/startpos.h"

#include <QString>

namespace chess960::ui {

/// \brief The castle's card as rich text: its title, where king and rook go, the method, which
/// piece moves first and the squares that must be empty.
QString castleCardText(const CastleAnalysis& a);
/// \brief "dark-square bishop", "queen", ...: the piece a dice step places.
QString dicePieceName(DiceStep step);
/// \brief One line of the dice log: "Roll 3: 6 - queen on f1", or why the roll was ignored.
QString diceRollText(int index, int value, DiceStep step, int file, bool ignored);

} // namespace chess960::ui
