#include "document/fileactions.h"

#include "asking.h"
#include "database/databasefeature.h"
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "game/gamesession.h"
#include "game/playernames.h"
#include "i18n/errorwording.h"
#include "library/gamelibrary.h"
#include "movelist/movetreeview.h"

#include "chess960/pgn.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace chess960::ui {

FileActions::FileActions(GameSession* game, GameDocument* document, DatabaseFeature* databases,
                         QMainWindow* window)
    : Feature(window), game_(game), document_(document), databases_(databases),
      open_(newAction("fileOpen", QKeySequence::Open)),
      save_(newAction("fileSave", QKeySequence::Save)),
      saveAs_(newAction("fileSaveAs", QKeySequence::SaveAs)), copyFen_(newAction("copyFen")),
      copyPgn_(newAction("copyPgn", QKeySequence::Copy)),
      paste_(newAction("paste", QKeySequence::Paste)), quit_(newAction("quit", QKeySequence::Quit)),
      recent_(new QMenu(window)) {
    save_->setEnabled(false); // nothing to save until the game changes
    // Not while the game's save is written: the next one would go to where it was.
    connect(document_, &GameDocument::changed, this, &FileActions::updateSaveActions);
    connect(document_, &GameDocument::writingChanged, this, &FileActions::updateSaveActions);
    connect(document_, &GameDocument::replaceHeld, this, [this] {
        say(tr("%1 is still being saved, and the game has changed since: it stays on the board "
               "until the save is written.")
                .arg(document_->displayName()),
            8000);
    });
    connect(open_, &QAction::triggered, this, &FileActions::openDialog);
    connect(save_, &QAction::triggered, this, &FileActions::saveCurrent);
    connect(saveAs_, &QAction::triggered, this, &FileActions::saveDialog);
    connect(copyFen_, &QAction::triggered, this, &FileActions::copyFen);
    connect(copyPgn_, &QAction::triggered, this, &FileActions::copyPgn);
    connect(paste_, &QAction::triggered, this,
            [this] { pasteText(QApplication::clipboard()->text()); });
    connect(quit_, &QAction::triggered, window, &QWidget::close);
    connect(recent_, &QMenu::aboutToShow, this, &FileActions::fillRecentMenu);
    // What a file opened becomes: its game on the board (once the document may replace the
    // one there), its list in the panel, or a box saying why not.
    connect(databases_, &DatabaseFeature::gameChosen, this,
            [this](const Game& game, const GameLocation& where) {
                if (!document_->openFileGame(game, where)) return;
                addRecentFile(where.path);
                say(tr("Opened %1").arg(document_->displayName()), 5000);
            });
    connect(databases_, &DatabaseFeature::listed, this, [this](const QString& path, int) {
        addRecentFile(path);
        say(tr("%1 is listed in the Databases panel: double-click a game to open it")
                .arg(QFileInfo(path).fileName()),
            8000);
    });
    connect(databases_, &DatabaseFeature::openFailed, this,
            [this](const QString& path, const QString& why) {
                tell(tr("Open"), tr("%1 cannot be opened: %2").arg(path, why), true);
            });
    // A game of a file on the board follows its place when others are deleted.
    connect(databases_, &DatabaseFeature::gamesDeleted, document_, &GameDocument::gamesRemoved);
    connect(databases_, &DatabaseFeature::gamesRetagged, document_, &GameDocument::gamesRetagged);
    connect(databases_, &DatabaseFeature::gamesCopied, document_, &GameDocument::gamesAppended);
    document_->setAskBeforeReplacing([this](bool closing) { return askBeforeReplacing(closing); });
    // Said once when it starts to fail (again only after an autosave worked since): the game
    // on the board would then not be offered back after a crash.
    connect(document_, &GameDocument::autosaveFailed, this,
            [this](const QString& path, QString why) {
                while (why.endsWith(QLatin1Char('.'))) why.chop(1); // it goes inside brackets
                tell(tr("Autosave"),
                     tr("The game in progress cannot be kept for recovery after a crash (%1: "
                        "%2). Save it with Save PGN as... to keep it safe.")
                         .arg(QDir::toNativeSeparators(path), why),
                     true, QStringLiteral("autosaveFailed"));
            });
    ready();
}

void FileActions::addFileActions(QMenu* fileMenu) {
    fileMenu->addActions({open_, save_, saveAs_});
    fileMenu->addMenu(recent_);
}

void FileActions::addClipboardActions(QMenu* fileMenu) {
    fileMenu->addActions({copyFen_, copyPgn_, paste_});
}

void FileActions::retranslate() {
    open_->setText(tr("&Open PGN..."));
    save_->setText(tr("&Save PGN"));
    saveAs_->setText(tr("Save PGN &as..."));
    recent_->setTitle(tr("Open &recent"));
    copyFen_->setText(tr("Copy &FEN"));
    copyFen_->setShortcut(tr("Ctrl+Shift+C"));
    copyPgn_->setText(tr("&Copy PGN"));
    paste_->setText(tr("&Paste FEN or PGN"));
    quit_->setText(tr("&Quit"));
}

void FileActions::openDialog() {
    QFileDialog dialog(window(), tr("Open a game"), gamesFolder(),
                       tr("PGN files (*.pgn);;All files (*)"));
    dialog.setObjectName(QStringLiteral("openDialog"));
    dialog.setFileMode(QFileDialog::ExistingFile);
    if (ask(dialog) == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        openFile(dialog.selectedFiles().front());
}

void FileActions::openFile(const QString& path) {
    databases_->open(path);
}

bool FileActions::saveCurrent() {
    if (!document_->hasFile()) return saveDialog();
    const QString leftOut = leftOutText();
    savingText_ = tr("Saving %1...").arg(document_->displayName());
    say(savingText_);
    document_->save([this, leftOut](const GameDocument::SaveReport& r) { reportSave(r, leftOut); });
    updateSaveActions();
    return true;
}

void FileActions::reportSave(const GameDocument::SaveReport& report, const QString& leftOut) {
    if (report.result != GameDocument::SaveResult::Saved) unsay(savingText_);
    switch (report.result) {
    case GameDocument::SaveResult::Saved: {
        addRecentFile(report.path);
        QString text = tr("Saved %1").arg(report.name);
        if (report.inFileOfMany)
            text += QLatin1Char(' ') + tr("(the file as it was before: %1)")
                                           .arg(QFileInfo(backupPath(report.path)).fileName());
        // What the move list shows and the file leaves out: said, never "saved" in silence.
        if (report.onBoard && !leftOut.isEmpty()) text += QLatin1String(". ") + leftOut;
        say(text, 8000);
        return;
    }
    case GameDocument::SaveResult::ChangedOnDisk:
        if (!report.onBoard) {
            tell(tr("Save"),
                 tr("%1 has changed on disk since the game was opened from it. Nothing was "
                    "written. The game you replaced is in My games, with every change.")
                     .arg(report.path),
                 true, QStringLiteral("changedOnDisk"));
            return;
        }
        // Asked once the report is given (the next save may be waiting for it).
        QTimer::singleShot(0, this, [this, path = report.path] { askAfterChangeOnDisk(path); });
        return;
    case GameDocument::SaveResult::Failed:
    case GameDocument::SaveResult::NoFile: break;
    }
    tell(tr("Save"),
         tr("%1 cannot be written: %2").arg(report.path, report.error) + QLatin1String("\n\n") +
             (report.onBoard ? tr("Nothing in it was changed. The game stays on the board and in "
                                  "My games; Save as can put it in another file.")
                             : tr("Nothing in it was changed. The game you replaced is in My "
                                  "games, with every change.")),
         true, QStringLiteral("saveError"));
}

void FileActions::askAfterChangeOnDisk(const QString& path) {
    QMessageBox box(QMessageBox::Warning, tr("Save"),
                    tr("%1 has changed on disk since the game was opened from it.").arg(path),
                    QMessageBox::Cancel, window());
    box.setObjectName(QStringLiteral("changedOnDisk"));
    box.setInformativeText(tr("Nothing was written. Save the game in another file, or "
                              "open the file again to see what changed. My games keeps "
                              "the game in any case."));
    QPushButton* saveAs = box.addButton(tr("Save as..."), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("saveAs"));
    box.setDefaultButton(saveAs);
    ask(box);
    // Only while the game that was saved is still there, as it was.
    if (box.clickedButton() == saveAs && document_->filePath() == path &&
        !document_->isSavingGame())
        saveDialog(true);
}

void FileActions::updateSaveActions() {
    const bool saving = document_->isSavingGame();
    save_->setEnabled(document_->isModified() && !saving);
    saveAs_->setEnabled(!saving);
}

bool FileActions::askBeforeReplacing(bool closing) {
    QString question;
    if (document_->hasFile())
        question = closing
                       ? tr("Save the changes to %1 before closing?").arg(document_->displayName())
                       : tr("Save the changes to %1 before the game is replaced?")
                             .arg(document_->displayName());
    else if (document_->origin() == GameDocument::Origin::Removed)
        question = closing ? tr("Save the game in a file before closing? It was deleted from "
                                "its file.")
                           : tr("Replace the game? It was deleted from its file and is in no "
                                "file now.");
    else
        question = closing ? tr("Save the game in a file before closing?")
                           : tr("Replace the game in progress? It has not been saved.");
    QMessageBox box(QMessageBox::Question, tr("Chess960"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window());
    box.setObjectName(closing ? QStringLiteral("closeQuestion") : QStringLiteral("replaceGame"));
    box.setInformativeText(tr("My games keeps the game in any case, with every change."));
    box.setDefaultButton(QMessageBox::Cancel);
    switch (ask(box)) {
    case QMessageBox::Save: return saveCurrent();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool FileActions::saveDialog(bool besideChanged) {
    QString suggested = document_->filePath();
    if (besideChanged && !suggested.isEmpty()) {
        // The other program's file stays as it is: a new name beside it, "club (2).pgn".
        const QFileInfo changed(suggested);
        for (int n = 2;; ++n) {
            suggested = changed.dir().filePath(
                QStringLiteral("%1 (%2).%3")
                    .arg(changed.completeBaseName())
                    .arg(n)
                    .arg(changed.suffix().isEmpty() ? QStringLiteral("pgn") : changed.suffix()));
            if (!QFileInfo::exists(suggested)) break;
        }
    } else if (suggested.isEmpty()) {
        const Game& g = game_->game();
        suggested =
            gamesFolder() + QStringLiteral("/chess960-sp%1-%2.pgn")
                                .arg(std::max(0, g.startNumber()))
                                .arg(QString::fromStdString(g.tag("Date")).replace('.', '-'));
    }
    QFileDialog dialog(window(), tr("Save the game"), suggested, tr("PGN files (*.pgn)"));
    dialog.setObjectName(QStringLiteral("saveDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    return ask(dialog) == QDialog::Accepted && !dialog.selectedFiles().isEmpty() &&
           saveFile(dialog.selectedFiles().front());
}

bool FileActions::saveFile(const QString& path) {
    const QString leftOut = leftOutText();
    savingText_ = tr("Saving %1...").arg(QFileInfo(path).fileName());
    say(savingText_);
    document_->saveAs(
        path, [this, leftOut](const GameDocument::SaveReport& r) { reportSave(r, leftOut); });
    updateSaveActions();
    return true;
}

QString FileActions::leftOutText() const {
    const GameSession::LeftOut left = game_->leftOutOfRecord();
    if (left.count == 0) return {};
    // The move list shows them; the file does not have them.
    const QString first = MoveTreeView::moveLabel(game_->game(), left.first);
    // English needs the singular apart; the %n texts carry every plural form of a language.
    QString what;
    if (game_->analysing())
        what = left.count == 1
                   ? tr("Not in the file: 1 move tried in analysis after the game's last move "
                        "(%1); the game goes on from its last move when analysis ends.")
                   : tr("Not in the file: %n moves tried in analysis after the game's last "
                        "move (from %1); the game goes on from its last move when analysis "
                        "ends.",
                        nullptr, left.count);
    else
        what = left.count == 1
                   ? tr("Not in the file: 1 move taken back (%1), which Replay plays again.")
                   : tr("Not in the file: %n moves taken back (from %1), which Replay plays "
                        "again.",
                        nullptr, left.count);
    return what.arg(first);
}

void FileActions::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(game_->view()->position().fen()));
    say(tr("FEN copied"), 3000);
}

void FileActions::copyPgn() {
    QApplication::clipboard()->setText(QString::fromStdString(writePgn(game_->record())));
    say(tr("PGN copied"), 3000);
}

bool FileActions::pasteText(const QString& text) {
    std::vector<DroppedCastlingRight> dropped;
    auto game = gameFromText(text, &dropped);
    if (!game) {
        tell(tr("Paste"),
             tr("The clipboard holds no game that can be read.\n%1")
                 .arg(ErrorWording::text(game.error())),
             true);
        return false;
    }
    // Over a game against the built-in engine the person chooses how to go on.
    if (const auto person = game_->players().personSide();
        person && game_->players()[~*person].kind == PlayerKind::BuiltIn) {
        askHowToContinue(*game, dropped, ~*person, game_->players()[~*person].level);
        return true;
    }
    return placePastedGame(*game, dropped);
}

bool FileActions::placePastedGame(const Game& game,
                                  const std::vector<DroppedCastlingRight>& dropped) {
    if (!document_->startGame(game, GameDocument::Origin::Pasted)) return false;
    if (!dropped.empty()) say(ErrorWording::droppedCastlingText(dropped));
    return true;
}

void FileActions::askHowToContinue(const Game& game,
                                   const std::vector<DroppedCastlingRight>& dropped, Color computer,
                                   int level) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Paste"),
                                tr("You are playing the computer. How do you want to go on from "
                                   "the pasted game?"),
                                QMessageBox::Cancel, window());
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

void FileActions::fillRecentMenu() {
    recent_->clear();
    const QStringList files = recentFiles();
    if (files.isEmpty()) recent_->addAction(tr("(none)"))->setEnabled(false);
    for (const QString& path : files) {
        QAction* a = recent_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
}

QString FileActions::unfinishedGameQuestion() const {
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
    QString question = tr("Resume the unfinished game?\n\n%1 - %2, %3, %4; last move on %5.")
                           .arg(white, black, start, count, when);
    const QString file = document_->unfinishedFileName();
    if (!file.isEmpty())
        question += QLatin1Char(' ') + tr("It is %1; Save PGN writes it back there.").arg(file);
    return question;
}

void FileActions::offerUnfinishedGame(bool fresh) {
    if (!document_->unfinished()) return;
    if (fresh) {
        document_->discardUnfinished();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Chess960"), unfinishedGameQuestion(),
                    QMessageBox::Yes | QMessageBox::No, window());
    box.setObjectName(QStringLiteral("resumeQuestion"));
    box.setDefaultButton(QMessageBox::Yes);
    // Resumed over the game on the board, which at the start has no moves to ask about.
    if (ask(box) == QMessageBox::Yes)
        document_->resumeUnfinished();
    else
        document_->discardUnfinished();
}

} // namespace chess960::ui
