// The main window's File menu: PGN files, recent files and the clipboard. Reading and
// writing live in gamefiles.*; here the player is asked and told.
#include "mainwindow.h"

#include "database/gamedatabase.h"
#include "database/gamepickerdialog.h"
#include "document/gamedocument.h"
#include "document/pgnfile.h"
#include "game/gamecontroller.h"
#include "game/gamefiles.h"
#include "i18n/errorwording.h"

#include "chess960/pgn.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace chess960::ui {

void MainWindow::createFileActions() {
    open_ = new QAction(this);
    open_->setObjectName(QStringLiteral("fileOpen"));
    open_->setShortcut(QKeySequence::Open);
    save_ = new QAction(this);
    save_->setObjectName(QStringLiteral("fileSave"));
    save_->setShortcut(QKeySequence::Save);
    save_->setEnabled(false); // nothing to save until the game changes
    saveAs_ = new QAction(this);
    saveAs_->setObjectName(QStringLiteral("fileSaveAs"));
    saveAs_->setShortcut(QKeySequence::SaveAs);
    copyFen_ = new QAction(this);
    copyFen_->setObjectName(QStringLiteral("copyFen"));
    copyPgn_ = new QAction(this);
    copyPgn_->setObjectName(QStringLiteral("copyPgn"));
    copyPgn_->setShortcut(QKeySequence::Copy);
    paste_ = new QAction(this);
    paste_->setObjectName(QStringLiteral("paste"));
    paste_->setShortcut(QKeySequence::Paste);
    connect(open_, &QAction::triggered, this, &MainWindow::openDialog);
    connect(save_, &QAction::triggered, this, &MainWindow::saveCurrent);
    connect(saveAs_, &QAction::triggered, this, &MainWindow::saveDialog);
    connect(copyFen_, &QAction::triggered, this, &MainWindow::copyFen);
    connect(copyPgn_, &QAction::triggered, this, &MainWindow::copyPgn);
    connect(paste_, &QAction::triggered, this, &MainWindow::paste);
}

void MainWindow::retranslateFileActions() {
    open_->setText(tr("&Open PGN..."));
    save_->setText(tr("&Save PGN"));
    saveAs_->setText(tr("Save PGN &as..."));
    copyFen_->setText(tr("Copy &FEN"));
    copyFen_->setShortcut(tr("Ctrl+Shift+C"));
    copyPgn_->setText(tr("&Copy PGN"));
    paste_->setText(tr("&Paste FEN or PGN"));
}

void MainWindow::openDialog() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), dir,
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path) {
    // The file's index: reused at once, or built in the background while the first games are
    // listed. A small file is read before anything is shown, so one game opens without a list.
    GameDatabase db;
    db.open(path);
    if (db.state() == GameDatabase::State::Building) {
        QEventLoop wait;
        QTimer::singleShot(300, &wait, &QEventLoop::quit);
        connect(&db, &GameDatabase::ready, &wait, &QEventLoop::quit);
        connect(&db, &GameDatabase::failed, &wait, &QEventLoop::quit);
        wait.exec(QEventLoop::ExcludeUserInputEvents);
    }
    if (db.state() == GameDatabase::State::Failed) {
        showMessage(tr("Open"), tr("%1 cannot be opened: %2").arg(path, db.error()), true);
        return false;
    }
    int index = 0;
    if (db.state() == GameDatabase::State::Building || db.gameCount() > 1) {
        // The position on the board can be searched for in the file's games.
        GamePickerDialog picker(&db, this, controller_->viewedPosition());
        if (picker.exec() != QDialog::Accepted || picker.chosen() < 0) return false;
        index = picker.chosen();
    }
    QString error;
    GameLocation where;
    const std::optional<Game> game = db.loadGame(index + 1, &where, &error);
    if (!game) {
        showMessage(tr("Open"), tr("%1 cannot be opened: %2").arg(path, error), true);
        return false;
    }
    if (!mayReplaceGame()) return false;
    document_->openFileGame(*game, where);
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(document_->displayName()), 5000);
    return true;
}

bool MainWindow::saveCurrent() {
    QString error;
    switch (document_->save(&error)) {
    case GameDocument::SaveResult::NoFile: return saveDialog();
    case GameDocument::SaveResult::Saved: {
        addRecentFile(document_->filePath());
        QString text = tr("Saved %1").arg(document_->displayName());
        if (document_->gameCount() > 1)
            text += QLatin1Char(' ') +
                    tr("(the file as it was before: %1)")
                        .arg(QFileInfo(backupPath(document_->filePath())).fileName());
        statusBar()->showMessage(text, 8000);
        return true;
    }
    case GameDocument::SaveResult::ChangedOnDisk: {
        QMessageBox box(QMessageBox::Warning, tr("Save"),
                        tr("%1 has changed on disk since the game was opened from it.")
                            .arg(document_->filePath()),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("changedOnDisk"));
        box.setInformativeText(tr("Nothing was written. Save the game in another file, or "
                                  "open the file again to see what changed. My games keeps "
                                  "the game in any case."));
        QPushButton* saveAs = box.addButton(tr("Save as..."), QMessageBox::AcceptRole);
        saveAs->setObjectName(QStringLiteral("saveAs"));
        box.setDefaultButton(saveAs);
        box.exec();
        return box.clickedButton() == saveAs && saveDialog();
    }
    case GameDocument::SaveResult::Failed: break;
    }
    showMessage(tr("Save"),
                tr("%1 cannot be written: %2\n\nNothing in it was changed. The game stays on the "
                   "board and in My games; Save as can put it in another file.")
                    .arg(document_->filePath(), error),
                true, QStringLiteral("saveError"));
    return false;
}

bool MainWindow::mayReplaceGame(bool closing) {
    if (!document_->needsSaveQuestion()) return true;
    QString question;
    if (document_->hasFile())
        question = closing
                       ? tr("Save the changes to %1 before closing?").arg(document_->displayName())
                       : tr("Save the changes to %1 before the game is replaced?")
                             .arg(document_->displayName());
    else
        question = closing ? tr("Save the game in a file before closing?")
                           : tr("Replace the game in progress? It has not been saved.");
    QMessageBox box(QMessageBox::Question, tr("Chess960"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(closing ? QStringLiteral("closeQuestion") : QStringLiteral("replaceGame"));
    box.setInformativeText(tr("My games keeps the game in any case, with every change."));
    box.setDefaultButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save: return saveCurrent();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool MainWindow::saveDialog() {
    QString suggested = document_->filePath();
    if (suggested.isEmpty()) {
        const Game& g = controller_->game();
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
                    QStringLiteral("/chess960-sp%1-%2.pgn")
                        .arg(std::max(0, g.startNumber()))
                        .arg(QString::fromStdString(g.tag("Date")).replace('.', '-'));
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the game"), suggested, tr("PGN files (*.pgn)"));
    return !path.isEmpty() && saveFile(path);
}

bool MainWindow::saveFile(const QString& path) {
    QString error;
    if (!document_->saveAs(path, &error)) {
        showMessage(tr("Save"),
                    tr("%1 cannot be written: %2\n\nNothing in it was changed. The game stays "
                       "on the board and in My games; Save as can put it in another file.")
                        .arg(path, error),
                    true, QStringLiteral("saveError"));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(document_->displayName()), 5000);
    return true;
}

void MainWindow::showDocument() {
    save_->setEnabled(document_->isModified());
    showTitle();
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(controller_->viewedPosition().fen()));
    statusBar()->showMessage(tr("FEN copied"), 3000);
}

void MainWindow::copyPgn() {
    QApplication::clipboard()->setText(QString::fromStdString(writePgn(controller_->record())));
    statusBar()->showMessage(tr("PGN copied"), 3000);
}

void MainWindow::paste() {
    pasteText(QApplication::clipboard()->text());
}

bool MainWindow::pasteText(const QString& text) {
    std::vector<DroppedCastlingRight> dropped;
    auto game = gameFromText(text, &dropped);
    if (!game) {
        showMessage(tr("Paste"),
                    tr("The clipboard holds no game that can be read.\n%1")
                        .arg(ErrorWording::text(game.error())),
                    true);
        return false;
    }
    // Over a game against the built-in engine the person chooses how to go on.
    if (const auto person = controller_->players().personSide();
        person && controller_->players()[~*person].kind == PlayerKind::BuiltIn) {
        askHowToContinue(*game, dropped, ~*person, controller_->players()[~*person].level);
        return true;
    }
    return placePastedGame(*game, dropped);
}

bool MainWindow::placePastedGame(const Game& game,
                                 const std::vector<DroppedCastlingRight>& dropped) {
    if (!mayReplaceGame()) return false;
    document_->startGame(game, GameDocument::Origin::Pasted);
    if (!dropped.empty()) statusBar()->showMessage(ErrorWording::droppedCastlingText(dropped));
    return true;
}

void MainWindow::askHowToContinue(const Game& game,
                                  const std::vector<DroppedCastlingRight>& dropped, Color computer,
                                  int level) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Paste"),
                                tr("You are playing the computer. How do you want to go on from "
                                   "the pasted game?"),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("pasteContinue"));
    box->setInformativeText(
        (computer == White
             ? tr("Against the computer, it keeps White at level %1 and moves when it is "
                  "White's turn.")
             : tr("Against the computer, it keeps Black at level %1 and moves when it is "
                  "Black's turn."))
            .arg(level));
    QPushButton* vsComputer =
        box->addButton(tr("Play the computer from here"), QMessageBox::AcceptRole);
    vsComputer->setObjectName(QStringLiteral("playComputer"));
    QPushButton* twoPlayers = box->addButton(tr("Two players from here"), QMessageBox::AcceptRole);
    twoPlayers->setObjectName(QStringLiteral("twoPlayers"));
    box->setDefaultButton(vsComputer);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this,
            [this, box, vsComputer, twoPlayers, game, dropped, computer, level] {
                const QAbstractButton* answer = box->clickedButton();
                if (answer != vsComputer && answer != twoPlayers) return;
                const ContinueAs how =
                    answer == vsComputer ? ContinueAs::Computer : ContinueAs::TwoPlayers;
                placePastedGame(continueGame(game, how, computer, level), dropped);
            });
    box->open();
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recentFiles();
    if (files.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
}

} // namespace chess960::ui
