// Paints the explanation of a castle over a board: the squares that must be empty, the pieces
// in the way, the attacked squares and their attackers, and arrows for king and rook. Shared by
// the shuffler's diagram and the practice board, which lay squares out differently.
#pragma once

#include "chess960/practice.h"

#include <QColor>
#include <QRectF>

#include <functional>

class QPainter;

namespace chess960::ui {

/// \brief Paints e's marks; rectOf gives each square's place in the painter's coordinates.
void paintCastleMarks(QPainter& p, const CastleExplanation& e,
                      const std::function<QRectF(Square)>& rectOf);

/// \brief The colours the marks use, for legends next to a board.
struct CastleMarkColours {
    static QColor path();
    static QColor blocker();
    static QColor attacked();
    static QColor king();
    static QColor rook();
};

} // namespace chess960::ui
