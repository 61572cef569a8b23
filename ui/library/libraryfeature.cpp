#include "library/libraryfeature.h"

#include "database/databasefeature.h"
#include "database/gamepickerdialog.h"
#include "i18n/errorwording.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"
#include "library/librarygamehost.h"
#include "library/libraryrecorder.h"

#include <QAction>
#include <QDir>
#include <QMainWindow>

namespace chess960::ui {

LibraryFeature::LibraryFeature(GameLibrary* library, LibraryGameHost* board,
                               DatabaseFeature* databases, QMainWindow* window)
    : Feature(window), library_(library), board_(board), databases_(databases),
      myGames_(newAction("myGames")) {
    connect(myGames_, &QAction::triggered, this, &LibraryFeature::openLibrary);
    // Games can be copied here from a database (each kept as a game of its own); the list, if
    // open, shows them.
    databases_->offerLibrary([folder = library_->folder()](const QString& path, QString* error) {
        return GameLibrary(folder).addGames(path, error);
    });
    connect(databases_, &DatabaseFeature::libraryGamesAdded, this, [this] {
        if (database_) database_->open();
    });
    // A game played while the list is open is listed as it goes.
    connect(board_->recorder(), &LibraryRecorder::written, this, [this] {
        if (dialog_ && dialog_->isVisible()) database_->open();
    });
    // Said once when it starts to fail (the recorder says it again only after a move was kept
    // since): the game on the board is then in no file of the player's.
    connect(board_->recorder(), &LibraryRecorder::failed, this,
            [this](const QString& path, QString why) {
                while (why.endsWith(QLatin1Char('.'))) why.chop(1); // it goes inside brackets
                tell(tr("My games"),
                     tr("My games cannot keep this game (%1: %2). Save it with Save PGN as... "
                        "before you close the program.")
                         .arg(QDir::toNativeSeparators(path), why),
                     true, QStringLiteral("myGamesFailed"));
            });
    ready();
}

void LibraryFeature::retranslate() {
    myGames_->setText(tr("&My games..."));
    myGames_->setShortcut(tr("Ctrl+Shift+G"));
    myGames_->setToolTip(
        tr("Every game played here, finished or not: search, open, export or delete"));
}

GamePickerDialog* LibraryFeature::openLibrary() {
    if (!database_) database_ = new LibraryDatabase(library_, this);
    if (!dialog_) {
        dialog_ = databases_->showIndex(database_);
        // Open puts the chosen game on the board; the list stays.
        connect(dialog_, &GamePickerDialog::openRequested, this,
                [this](int index) { openLibraryGame(database_->fileOf(index + 1)); });
    } else {
        databases_->showIndex(database_);
    }
    database_->open();
    return dialog_;
}

LibraryIndex LibraryFeature::explorerIndex() const {
    return LibraryDatabase::readerOf(library_->folder(), false);
}

bool LibraryFeature::openLibraryGame(const QString& fileName) {
    auto game = library_->read(fileName);
    if (!game) {
        tell(tr("My games"),
             tr("%1 cannot be opened: %2").arg(fileName, ErrorWording::text(game.error())), true);
        return false;
    }
    if (fileName == board_->libraryFileName()) return true; // already on the board
    if (!board_->openLibraryGame(fileName, *game)) return false;
    say(tr("Opened from My games"), 5000);
    return true;
}

} // namespace chess960::ui
