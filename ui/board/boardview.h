// What the board shows at a moment, as data: BoardInteraction::view() gives it and BoardWidget
// paints it (plus what only the widget knows: the pointer's pixel position, the slides and the
// keyboard's square).
#pragma once

#include "chess960/castling.h"
#include "chess960/game.h"
#include "chess960/position.h"

#include <array>
#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief Everything the board draws from the interaction state.
struct BoardView {
    /// \brief What stands where as the player sees it: a waiting move, a premove and the
    /// first physical move of a half-done castle are made.
    std::array<Piece, 64> pieces{};
    /// \brief The piece picked up (clicked or dragged), NoSquare when none.
    Square selected = NoSquare;
    /// \brief The piece being dragged: drawn under the pointer, not on its square.
    Square dragged = NoSquare;
    /// \brief The square the dragged piece would be dropped on.
    Square dropTarget = NoSquare;
    /// \brief The selected piece's ordinary moves (empty when legal-move dots are off).
    Bitboard moveTargets = 0;
    /// \brief Where a castling gesture with the selected piece can end (always shown).
    Bitboard castleTargets = 0;
    /// \brief The last move's squares (a castle: king's and rook's), not while a move waits.
    Bitboard lastMove = 0;
    /// \brief The move waiting for confirmation, shown made.
    Move pending;
    /// \brief The premove's squares (a castle: the king's and rook's, from and to); it is
    /// shown made in `pieces`.
    Bitboard premoveSquares = 0;
    /// \brief The hint's arrow; a castle's shows the king's journey, or the rook's when the
    /// king stays. NoSquare when there is no hint.
    Square hintFrom = NoSquare, hintTo = NoSquare;
    /// \brief The analysing engine's best moves as arrows, the best first (the same way).
    std::vector<std::pair<Square, Square>> engineArrows;
    /// \brief The king in check, when its glow is shown.
    Square check = NoSquare;
    /// \brief The promotion chooser's moves (empty: closed) and the keyboard's choice in it.
    std::vector<Move> promotion;
    int promotionChoice = 0;
    /// \brief Castles previewed with ghosts (announced, or the gesture under way).
    std::vector<CastleAnalysis> previews;
    /// \brief King and rook lifted off their squares by a gesture's one-castle preview.
    Bitboard lifted = 0;
    /// \brief The player's arrows (from != to) and marked squares (from == to).
    std::vector<Marking> markings;
    /// \brief The arrow or mark being drawn with the right button, where it would end now.
    std::optional<Marking> drawing;
};

} // namespace chess960::ui
