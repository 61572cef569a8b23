// My games as a feature of the window: the recorder keeps every game played here in the
// library, Game > My games... lists them in a tab of the Databases panel (GamePickerDialog over
// the library's index, LibraryDatabase), and a game opened there goes on the board and on in
// its own file while the list stays.
#pragma once

#include "database/explorersearch.h"
#include "feature.h"

#include <QPointer>
#include <QString>

class QAction;

namespace chess960::ui {

class DatabaseFeature;
class GameLibrary;
class LibraryGameHost;
class GamePickerDialog;
class LibraryDatabase;

class LibraryFeature : public Feature {
    Q_OBJECT
public:
    LibraryFeature(GameLibrary* library, LibraryGameHost* board, DatabaseFeature* databases,
                   QMainWindow* window);

    /// \brief Game > My games...
    QAction* action() const { return myGames_; }
    /// \brief The list of every game played here, in a tab of the Databases panel, brought up
    /// to date.
    GamePickerDialog* openLibrary();
    /// \brief My games' index (created with the list).
    LibraryDatabase* database() const { return database_; }
    /// \brief My games' index for the opening explorer, which reads it beside the GUI thread
    /// (never rebuilt from there: the list may be reading it).
    LibraryIndex explorerIndex() const;
    /// \brief Opens a game of My games on the board; it goes on in its own file there.
    bool openLibraryGame(const QString& fileName);

protected:
    void retranslate() override;

private:
    GameLibrary* library_;
    LibraryGameHost* board_;
    DatabaseFeature* databases_;
    QAction* myGames_;
    LibraryDatabase* database_ = nullptr;
    QPointer<GamePickerDialog> dialog_;
};

} // namespace chess960::ui
