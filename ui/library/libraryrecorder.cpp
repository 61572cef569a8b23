#include "libraryrecorder.h"

#include "game/gamesession.h"
#include "gamelibrary.h"

namespace chess960::ui {

LibraryRecorder::LibraryRecorder(GameSession* session, const GameLibrary* library, QObject* parent)
    : QObject(parent), session_(session), library_(library) {
    // A new or loaded game starts without a file: a game read from elsewhere enters the
    // library only once it is played on here.
    connect(session_, &GameSession::gameStarted, this, [this] { fileName_.clear(); });
    connect(session_, &GameSession::gameChanged, this, &LibraryRecorder::record);
}

namespace {
// The file holds the game on the board so far: the same start and the same first moves. A
// stale pointer to another game must never lead to that game being overwritten.
bool holdsGameSoFar(const Game& kept, const Game& now) {
    if (kept.plyCount() > now.plyCount() || kept.startPosition().key() != now.startPosition().key())
        return false;
    for (int i = 0; i < kept.plyCount(); ++i)
        if (kept.moves()[size_t(i)].move != now.moves()[size_t(i)].move) return false;
    return true;
}
} // namespace

void LibraryRecorder::continueIn(const QString& fileName) {
    fileName_.clear();
    if (library_->contains(fileName)) {
        const auto kept = library_->read(fileName);
        if (kept && holdsGameSoFar(*kept, session_->game())) fileName_ = fileName;
    }
}

void LibraryRecorder::record() {
    const Game game = session_->record();
    if (game.plyCount() == 0) {
        // Taken back to the start: nothing is left to keep, and the list stays free of empty
        // games. The next move starts a file again.
        if (!fileName_.isEmpty()) library_->remove({fileName_});
        fileName_.clear();
        return;
    }
    if (fileName_.isEmpty()) fileName_ = library_->newFileName();
    const bool wasFailing = !error_.isEmpty();
    if (library_->write(fileName_, game, &error_)) {
        error_.clear();
        emit written(fileName_);
    } else {
        if (error_.isEmpty()) error_ = tr("it cannot be written");
        if (!wasFailing) emit failed(library_->pathOf(fileName_), error_);
    }
}

} // namespace chess960::ui
