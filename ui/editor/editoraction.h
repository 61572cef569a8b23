// The board editor as a feature of the window: Game > Set up position... (Ctrl+E) opens the
// editor on the position on view, in the board's colours and pieces; "Play from here" starts a
// game from the set-up (against the computer, who takes the side not to move, or between two
// players) through the New Game path with the set-up's FEN, and "Analyse" starts it between
// two players with analysis on.
#pragma once

#include "feature.h"

class QAction;

namespace chess960 {
class Position;
}

namespace chess960::ui {

class BoardWidget;
class EditorDialog;
class GameSession;
class GameDocument;

class EditorAction : public Feature {
    Q_OBJECT
public:
    EditorAction(GameSession* game, GameDocument* document, BoardWidget* board,
                 QMainWindow* window);

    QAction* action() const { return setUp_; }
    /// \brief The board editor on the position on view (shown, not modal).
    EditorDialog* openEditor();

protected:
    void retranslate() override;

private:
    /// \brief Starts a game from a set-up position; false when it did not start.
    bool startFromSetUp(const Position& pos, bool againstComputer);

    GameSession* game_;
    GameDocument* document_;
    BoardWidget* board_;
    QAction* setUp_;
};

} // namespace chess960::ui
