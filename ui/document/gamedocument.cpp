#include "document/gamedocument.h"

#include "files/gamefiles.h"
#include "files/gamewriter.h"
#include "game/gamesession.h"
#include "i18n/errorwording.h"
#include "library/gamelibrary.h"
#include "library/libraryrecorder.h"

#include "chess960/pgn.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace chess960::ui {

namespace {

// Where the unfinished game lies in its file, kept beside the autosave between runs.
std::optional<GameLocation> readAutosaveLocation() {
    QFile file(autosaveLocationPath());
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    return locationFromJson(file.readAll());
}

} // namespace

GameDocument::GameDocument(GameSession* session, const GameLibrary* library, QObject* parent)
    : QObject(parent), session_(session), library_(library),
      recorder_(new LibraryRecorder(session, library, this)), unfinished_(readAutosave()),
      unfinishedLocation_(unfinished_ ? readAutosaveLocation() : std::nullopt),
      unfinishedEntry_(library->currentGame()), holdingUnfinished_(unfinished_.has_value()),
      writer_(new GameWriter(this)) {
    connect(writer_, &GameWriter::writingChanged, this, &GameDocument::writingChanged);
    connect(session_, &GameSession::gameStarted, this, &GameDocument::started);
    // After the recorder (made first, so connected first): the game is in My games by now.
    connect(session_, &GameSession::gameChanged, this, &GameDocument::gameChanged);
    // Analysis switched off drops the tries after the last move of a game in progress.
    connect(session_, &GameSession::analysisChanged, this, [this](bool on) {
        if (!on) keepUnfinished();
    });
}

GameDocument::~GameDocument() = default;

void GameDocument::begin(Origin origin) {
    ++games_;
    origin_ = origin;
    location_ = GameLocation();
    modified_ = false;
    dice_.clear();
}

void GameDocument::started() {
    // A game put on the board without the document's help is a new game of no file.
    if (!loading_) {
        begin(Origin::New);
        emit changed();
    }
    // The game replaced is in My games; the new one becomes the unfinished game with its
    // first move.
    if (!holdingUnfinished_) {
        removeAutosave();
        library_->setCurrentGame({});
    }
}

void GameDocument::gameChanged() {
    ++changes_;
    if (origin_ != Origin::Library && !modified_) {
        modified_ = true;
        emit changed();
    }
    keepUnfinished();
}

void GameDocument::keepUnfinished() {
    // Until the player has answered about the unfinished game of an earlier run, it stays
    // the one offered.
    if (holdingUnfinished_) return;
    const Game& game = session_->game();
    if (game.isOver()) {
        removeAutosave();
    } else if (game.plyCount() > 0) {
        // The note of the game's file first: an autosave never stands beside another game's.
        const bool wasFailing = !autosaveError_.isEmpty();
        QString why, path = autosavePath();
        bool ok = true;
        if (hasFile()) {
            ok = writeTextFile(autosaveLocationPath(), locationToJson(location_).toStdString(),
                               &why);
            if (!ok) path = autosaveLocationPath();
        } else {
            QFile::remove(autosaveLocationPath());
        }
        ok = ok && writeAutosave(game, &why);
        if (ok) {
            autosaveError_.clear();
        } else {
            autosaveError_ = why.isEmpty() ? tr("it cannot be written") : why;
            if (!wasFailing) emit autosaveFailed(path, autosaveError_);
        }
    }
    library_->setCurrentGame(game.isOver() ? QString() : recorder_->fileName());
}

void GameDocument::load(const Game& game, bool asRecord) {
    // The caller says where the game comes from once it is on the board (begin()).
    loading_ = true;
    if (asRecord)
        session_->loadRecord(game);
    else
        session_->loadGame(game);
    loading_ = false;
}

bool GameDocument::mayReplace(bool closing) {
    if (isSavingGame()) {
        // The save being written holds every change: nothing to ask. Changed since (an
        // engine's move arrived): not until it is written, or its file would be asked for again
        // at a place it is leaving.
        if (changes_ == savingChanges_) return true;
        emit replaceHeld();
        return false;
    }
    if (!needsSaveQuestion()) return true;
    return ask_ && ask_(closing);
}

bool GameDocument::startNew(const GameSetup& setup, QString* error) {
    // A set-up that cannot start is said before the player is asked to give a game up for it.
    auto game = setup.createGame();
    if (!game) {
        if (error) *error = ErrorWording::text(game.error());
        return false;
    }
    if (error) error->clear();
    if (!mayReplace()) return false;
    load(*game);
    begin(Origin::New);
    if (setup.start == GameSetup::Start::Dice) dice_ = setup.dice;
    emit changed();
    return true;
}

bool GameDocument::startGame(const Game& game, Origin origin) {
    if (!mayReplace()) return false;
    load(game);
    begin(origin);
    emit changed();
    return true;
}

bool GameDocument::openFileGame(const Game& game, const GameLocation& where) {
    if (!mayReplace()) return false;
    load(game, true);
    begin(Origin::File);
    location_ = where;
    emit changed();
    return true;
}

void GameDocument::gamesRemoved(const RemovedGames& removed) {
    if (!hasFile()) return;
    switch (relocateAfterRemoval(location_, removed)) {
    case Relocation::Elsewhere: return;
    case Relocation::Moved: break;
    case Relocation::Removed:
        location_ = GameLocation();
        origin_ = Origin::Removed;
        modified_ = true;
        break;
    }
    keepUnfinished(); // the game's place in the file changed
    emit changed();
}

void GameDocument::gamesRetagged(const RetaggedGames& retagged, const std::string& name,
                                 const std::string& value) {
    if (!hasFile()) return;
    bool mine = false;
    if (relocateAfterRetag(location_, retagged, &mine) == Relocation::Elsewhere) return;
    if (mine) {
        auto tags = editableTags(session_->game());
        bool found = false;
        for (auto& [n, v] : tags)
            if (n == name) {
                v = value;
                found = true;
            }
        if (!found) tags.emplace_back(name, value);
        const bool unsaved = modified_;
        session_->setEditableTags(tags);
        // The file has the tag as the board does: nothing new to save.
        modified_ = unsaved;
    }
    keepUnfinished(); // the game's place in the file changed
    emit changed();
}

void GameDocument::gamesAppended(const AppendedGames& appended) {
    if (!hasFile()) return;
    if (relocateAfterAppend(location_, appended) == Relocation::Elsewhere) return;
    keepUnfinished(); // the file's count of games changed
    emit changed();
}

bool GameDocument::openLibraryGame(const QString& fileName, const Game& game) {
    if (!mayReplace()) return false;
    load(game, true);
    begin(Origin::Library);
    recorder_->continueIn(fileName);
    emit changed();
    return true;
}

bool GameDocument::resumeUnfinished() {
    if (!unfinished_) return false;
    if (!mayReplace()) return false;
    holdingUnfinished_ = false;
    load(*unfinished_);
    begin(Origin::Resumed);
    if (unfinishedLocation_) location_ = *unfinishedLocation_;
    unfinishedLocation_.reset();
    recorder_->continueIn(unfinishedEntry_);
    modified_ = true; // only the autosave and My games hold it
    unfinished_.reset();
    keepUnfinished();
    emit changed();
    return true;
}

void GameDocument::discardUnfinished() {
    unfinished_.reset();
    unfinishedLocation_.reset();
    holdingUnfinished_ = false;
    removeAutosave();
    library_->setCurrentGame({});
}

bool GameDocument::needsSaveQuestion() const {
    if (!modified_) return false;
    if (hasFile() || origin_ == Origin::Removed) return true;
    const Game& game = session_->game();
    return !game.isOver() && game.plyCount() > 0;
}

QString GameDocument::nameOf(const GameLocation& where) {
    if (where.path.isEmpty()) return {};
    const QString name = QFileInfo(where.path).fileName();
    if (where.count <= 1) return name;
    return tr("%1, game %L2 of %L3").arg(name).arg(where.index + 1).arg(where.count);
}

QString GameDocument::displayName() const {
    return nameOf(location_);
}

QString GameDocument::unfinishedFileName() const {
    return unfinished_ && unfinishedLocation_ ? nameOf(*unfinishedLocation_) : QString();
}

QString GameDocument::libraryFileName() const {
    return recorder_->fileName();
}

bool GameDocument::save(SaveDone done) {
    if (!hasFile()) return false;
    // Written beside the GUI thread: a file of many games takes a while, and an engine's move
    // may arrive meanwhile (the game is then modified again). The text and the place are the
    // game's as it is now.
    const std::uint64_t changes = changes_, game = games_;
    savingGame_ = game;
    savingChanges_ = changes;
    writer_->saveInto(location_, writePgn(session_->record()),
                      [this, changes, game, done = std::move(done)](const SavedGame& w) {
                          SaveReport report;
                          report.path = w.where.path;
                          report.name = nameOf(w.where);
                          report.error = w.why;
                          report.onBoard = games_ == game;
                          report.inFileOfMany = w.where.count > 1;
                          switch (w.outcome) {
                          case WriteOutcome::ChangedOnDisk:
                              report.result = SaveResult::ChangedOnDisk;
                              break;
                          case WriteOutcome::Failed: report.result = SaveResult::Failed; break;
                          case WriteOutcome::Written: report.result = SaveResult::Saved; break;
                          }
                          saved(w, changes, report);
                          if (done) done(report);
                      });
    return true;
}

void GameDocument::saveAs(const QString& path, SaveDone done) {
    // Whatever the file held before is kept aside, unless it is this game's own file of one game.
    const bool ownSingle = QFileInfo(path) == QFileInfo(location_.path) && location_.count <= 1;
    const std::uint64_t changes = changes_, game = games_;
    savingGame_ = game;
    savingChanges_ = changes;
    writer_->saveAs(path, writePgn(session_->record()), !ownSingle,
                    [this, path, changes, game, done = std::move(done)](const SavedGame& w) {
                        SaveReport report;
                        report.path = path;
                        report.name = w.written() ? nameOf(w.where) : QFileInfo(path).fileName();
                        report.error = w.why;
                        report.onBoard = games_ == game;
                        report.result = w.written() ? SaveResult::Saved : SaveResult::Failed;
                        saved(w, changes, report);
                        if (done) done(report);
                    });
}

void GameDocument::saved(const SavedGame& w, std::uint64_t changes, const SaveReport& report) {
    // Another game on the board by now (the save was answered to the question before it was
    // replaced): the file has the game that was saved, the board's game keeps what it has.
    if (!w.written() || !report.onBoard) return;
    location_ = w.where;
    origin_ = Origin::File;
    modified_ = changes_ != changes;
    keepUnfinished(); // the file is another version of it now
    emit changed();
}

bool GameDocument::isWriting() const {
    return writer_->isWriting();
}

bool GameDocument::lastWritesFailed() const {
    return writer_->lastWritesFailed();
}

void GameDocument::whenWritten(std::function<void(bool)> then) {
    writer_->whenWritten(std::move(then));
}

void GameDocument::setModified(bool modified) {
    if (modified_ == modified) return;
    modified_ = modified;
    emit changed();
}

} // namespace chess960::ui
