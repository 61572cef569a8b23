#include "files/gamewriter.h"

#include <utility>

namespace chess960::ui {

GameWriter::GameWriter(QObject* parent) : QObject(parent) {}

GameWriter::~GameWriter() {
    if (writes_.empty()) return;
    runner_.finishJob(); // a file is written whole or not at all
    for (std::size_t i = 1; i < writes_.size(); ++i) writes_[i].work();
}

void GameWriter::saveInto(GameLocation where, std::string pgnText, Done done) {
    add({[where = std::move(where), text = std::move(pgnText)] {
             return saveGameInto(where, text);
         },
         std::move(done)});
}

void GameWriter::saveAs(QString path, std::string pgnText, bool keepWhatItHeld, Done done) {
    add({[path = std::move(path), text = std::move(pgnText), keepWhatItHeld] {
             return saveGameAs(path, text, keepWhatItHeld);
         },
         std::move(done)});
}

void GameWriter::whenWritten(std::function<void(bool)> then) {
    if (writes_.empty()) {
        if (then) then(true);
        return;
    }
    then_ = std::move(then);
}

void GameWriter::add(Write write) {
    writes_.push_back(std::move(write));
    if (writes_.size() > 1) return; // after those before it
    failed_ = false;
    emit writingChanged(true);
    startFront();
}

void GameWriter::startFront() {
    // The work gets its own copy of what it writes: nothing of this thread is touched there.
    runner_.run([work = writes_.front().work](const JobControl&) { return work(); },
                [this](const SavedGame& saved) { ended(saved); });
}

void GameWriter::ended(const SavedGame& saved) {
    if (!saved.written()) failed_ = true;
    // Reported while it still counts as writing; a write asked for in the report waits behind.
    const Done done = std::move(writes_.front().done);
    if (done) done(saved);
    writes_.pop_front();
    if (!writes_.empty()) {
        startFront();
        return;
    }
    emit writingChanged(false);
    if (then_) std::exchange(then_, nullptr)(!failed_);
}

} // namespace chess960::ui
