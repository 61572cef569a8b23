// What the player chose for the board, kept with QSettings between runs.
#pragma once

#include <QString>

namespace chess960::ui {

/// \brief The board's settings, loaded at start and saved when one changes.
struct BoardSettings {
    QString pieceSet;
    QString theme;
    bool confirmMoves = false; ///< a move waits for Enter before it is played
    bool flipped = false;

    static BoardSettings load();
    void save() const;
};

} // namespace chess960::ui
