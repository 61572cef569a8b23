// Where a game of My games is opened: the game on the board (ui/document's GameDocument),
// which asks the player before a game with changes is replaced and keeps the game opened
// going on in its own file. My games' feature knows only this, so that ui/library does not
// import the document, which imports it.
#pragma once

#include <QString>

namespace chess960 {
class Game;
}

namespace chess960::ui {

class LibraryRecorder;

class LibraryGameHost {
public:
    virtual ~LibraryGameHost() = default;
    /// \brief Puts the game of My games `fileName` on the board; false when the player kept
    /// the game there.
    virtual bool openLibraryGame(const QString& fileName, const Game& game) = 0;
    /// \brief The file of My games the game on the board goes on in ("" for none).
    virtual QString libraryFileName() const = 0;
    /// \brief What writes the game on the board into My games as it is played.
    virtual LibraryRecorder* recorder() const = 0;
};

} // namespace chess960::ui
