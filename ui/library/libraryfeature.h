// My games as a feature of the window: the recorder keeps every game played here in the
// library, Game > My games... lists them, and a game chosen there opens on the board and goes
// on in its own file.
#pragma once

#include "feature.h"

class QAction;

namespace chess960::ui {

class FileActions;
class GameDocument;
class GameLibrary;
class LibraryDialog;

class LibraryFeature : public Feature {
    Q_OBJECT
public:
    LibraryFeature(GameLibrary* library, GameDocument* document, FileActions* files,
                   QMainWindow* window);

    /// \brief Game > My games...
    QAction* action() const { return myGames_; }
    /// \brief The list of every game played here (shown, not modal).
    LibraryDialog* openLibrary();
    /// \brief Opens a game of My games on the board; it goes on in its own file there.
    bool openLibraryGame(const QString& fileName);

protected:
    void retranslate() override;

private:
    GameLibrary* library_;
    GameDocument* document_;
    FileActions* files_;
    QAction* myGames_;
    LibraryDialog* dialog_ = nullptr;
};

} // namespace chess960::ui
