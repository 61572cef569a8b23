#include "library/libraryfeature.h"

#include "document/fileactions.h"
#include "document/gamedocument.h"
#include "i18n/errorwording.h"
#include "library/gamelibrary.h"
#include "library/librarydialog.h"
#include "library/libraryrecorder.h"

#include <QAction>
#include <QMainWindow>

namespace chess960::ui {

LibraryFeature::LibraryFeature(GameLibrary* library, GameDocument* document, FileActions* files,
                               QMainWindow* window)
    : Feature(window), library_(library), document_(document), files_(files),
      myGames_(newAction("myGames")) {
    connect(myGames_, &QAction::triggered, this, &LibraryFeature::openLibrary);
    connect(document_->recorder(), &LibraryRecorder::written, this, [this] {
        if (dialog_ && dialog_->isVisible()) dialog_->reload();
    });
    retranslate();
}

void LibraryFeature::retranslate() {
    myGames_->setText(tr("&My games..."));
    myGames_->setShortcut(tr("Ctrl+Shift+G"));
    myGames_->setToolTip(tr("Every game played here, finished or not: open, export or delete"));
}

LibraryDialog* LibraryFeature::openLibrary() {
    if (!dialog_) {
        dialog_ = new LibraryDialog(library_, window());
        connect(dialog_, &LibraryDialog::openRequested, this, &LibraryFeature::openLibraryGame);
    } else {
        dialog_->reload();
    }
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    return dialog_;
}

bool LibraryFeature::openLibraryGame(const QString& fileName) {
    auto game = library_->read(fileName);
    if (!game) {
        tell(tr("My games"),
             tr("%1 cannot be opened: %2").arg(fileName, ErrorWording::text(game.error())), true);
        return false;
    }
    if (fileName == document_->libraryFileName()) return true; // already on the board
    if (!files_->mayReplaceGame()) return false;
    document_->openLibraryGame(fileName, *game);
    say(tr("Opened from My games"), 5000);
    return true;
}

} // namespace chess960::ui
