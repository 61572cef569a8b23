// Moves and squares in words, for screen readers and for anyone who prefers a sentence to a
// diagram: "Knight f3", "Pawn takes d5", "White castles h-side", "e2, white pawn". The
// facts (capture, check, mate) come from the core; this only puts them into words.
#pragma once

#include "chess960/position.h"

#include <QString>

namespace chess960::ui {

/// \brief The legal move m, played in `before`, in words: "Queen e7, check".
QString moveInWords(const Position& before, Move m);
/// \brief A piece with its colour: "white pawn"; "empty" for no piece.
QString pieceInWords(Piece p);
/// \brief A square and what stands on it: "e2, white pawn", "e4, empty".
QString squareInWords(Square s, Piece p);

} // namespace chess960::ui
