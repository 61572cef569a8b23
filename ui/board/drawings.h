// The arrows and marked squares a player draws with the right button, as on lichess: a drag
// from one square to another draws an arrow, a click marks the square, and the same drawing
// again takes it away (in another colour it takes the old one's place). They stay until the
// position changes or the player clears them; a left click does not clear them.
#pragma once

#include "chess960/game.h"

#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief The drawings on the board and the one being drawn.
class Drawings {
public:
    /// \brief The colour for the modifier keys held when the drawing starts, as on lichess:
    /// none green, Shift or Ctrl red, Alt (or Meta) blue, both kinds yellow.
    static char colourFor(bool shiftOrCtrl, bool altOrMeta);

    /// \brief The button goes down on s; off the board (NoSquare) nothing is drawn.
    void begin(Square s, char colour);
    /// \brief The pointer is over s (NoSquare: off the board).
    void over(Square s);
    /// \brief The button comes up over s: the drawing is added or taken away. True when the
    /// markings changed.
    bool end(Square s);
    /// \brief The drawing under way as it would be added now, if any.
    std::optional<Marking> current() const;

    const std::vector<Marking>& markings() const { return markings_; }
    void set(std::vector<Marking> markings);
    /// \brief Takes every drawing away; true when there were any.
    bool clear();

private:
    std::vector<Marking> markings_;
    Square from_ = NoSquare;
    Square over_ = NoSquare;
    char colour_ = 'G';
    bool moved_ = false; // the pointer has been over a square since the button went down
};

} // namespace chess960::ui
