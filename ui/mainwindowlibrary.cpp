// The main window and My games: the recorder keeps every game played here in the library,
// Game > My games... lists them, and a game chosen there opens on the board and goes on in
// its own file.
#include "mainwindow.h"

#include "game/playernames.h"

#include "document/gamedocument.h"
#include "game/gamecontroller.h"
#include "game/gamefiles.h"
#include "i18n/errorwording.h"
#include "library/gamelibrary.h"
#include "library/librarydialog.h"
#include "library/librarymodel.h"
#include "library/libraryrecorder.h"

#include <QAction>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

namespace chess960::ui {

void MainWindow::createLibrary() {
    myGames_ = new QAction(this);
    myGames_->setObjectName(QStringLiteral("myGames"));
    connect(myGames_, &QAction::triggered, this, &MainWindow::openLibrary);
    connect(document_->recorder(), &LibraryRecorder::written, this, [this] {
        if (libraryDialog_ && libraryDialog_->isVisible()) libraryDialog_->reload();
    });
}

void MainWindow::retranslateLibrary() {
    myGames_->setText(tr("&My games..."));
    myGames_->setShortcut(tr("Ctrl+Shift+G"));
    myGames_->setToolTip(tr("Every game played here, finished or not: open, export or delete"));
}

LibraryDialog* MainWindow::openLibrary() {
    if (!libraryDialog_) {
        libraryDialog_ = new LibraryDialog(library_.get(), this);
        connect(libraryDialog_, &LibraryDialog::openRequested, this, &MainWindow::openLibraryGame);
    } else {
        libraryDialog_->reload();
    }
    libraryDialog_->show();
    libraryDialog_->raise();
    libraryDialog_->activateWindow();
    return libraryDialog_;
}

bool MainWindow::openLibraryGame(const QString& fileName) {
    auto game = library_->read(fileName);
    if (!game) {
        showMessage(tr("My games"),
                    tr("%1 cannot be opened: %2").arg(fileName, ErrorWording::text(game.error())),
                    true);
        return false;
    }
    if (fileName == document_->libraryFileName()) return true; // already on the board
    if (!mayReplaceGame()) return false;
    document_->openLibraryGame(fileName, *game);
    statusBar()->showMessage(tr("Opened from My games"), 5000);
    return true;
}

QString MainWindow::libraryFileName() const {
    return document_->libraryFileName();
}

void MainWindow::startUp(const StartRequest& request) {
    if (!request.file.isEmpty()) {
        openFile(request.file);
        return;
    }
    if (request.startNumber) {
        startFromNumber(*request.startNumber);
        return;
    }
    if (!hasUnfinishedGame()) return;
    if (request.fresh) {
        discardUnfinishedGame();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Chess960"), unfinishedGameQuestion(),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("resumeQuestion"));
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() == QMessageBox::Yes)
        resumeUnfinishedGame();
    else
        discardUnfinishedGame();
}

QString MainWindow::unfinishedGameQuestion() const {
    if (!document_->unfinished()) return {};
    const LibraryEntry e = GameLibrary::summarize(*document_->unfinished());
    const QString white = PlayerNames::recorded(e.white, White, e.computerLevel);
    const QString black = PlayerNames::recorded(e.black, Black, e.computerLevel);
    const QString start =
        e.startNumber >= 0 ? tr("SP %1").arg(e.startNumber) : tr("a set-up position");
    const int moves = (e.plies + 1) / 2;
    const QString count = moves == 1 ? tr("1 move") : tr("%n moves", nullptr, moves);
    const QString when =
        QLocale().toString(QFileInfo(autosavePath()).lastModified(), QLocale::ShortFormat);
    return tr("Resume the unfinished game?\n\n%1 - %2, %3, %4; last move on %5.")
        .arg(white, black, start, count, when);
}

} // namespace chess960::ui
