// My games as a feature of the window: the recorder keeps every game played here in the
// library, Game > My games... lists them in the database view (GamePickerDialog over the
// library's index, LibraryDatabase), and a game chosen there opens on the board and goes on in
// its own file.
#pragma once

#include "feature.h"

#include <QString>

class QAction;

namespace chess960::ui {

class GameController;
class GameDocument;
class GameLibrary;
class GamePickerDialog;
class LibraryDatabase;

class LibraryFeature : public Feature {
    Q_OBJECT
public:
    LibraryFeature(GameLibrary* library, GameController* game, GameDocument* document,
                   QMainWindow* window);

    /// \brief Game > My games...
    QAction* action() const { return myGames_; }
    /// \brief The list of every game played here (shown, not modal), brought up to date.
    GamePickerDialog* openLibrary();
    /// \brief My games' index (created with the list).
    LibraryDatabase* database() const { return database_; }
    /// \brief Opens a game of My games on the board; it goes on in its own file there.
    bool openLibraryGame(const QString& fileName);

protected:
    void retranslate() override;

private:
    GameLibrary* library_;
    GameController* game_;
    GameDocument* document_;
    QAction* myGames_;
    LibraryDatabase* database_ = nullptr;
    GamePickerDialog* dialog_ = nullptr;
};

} // namespace chess960::ui
