// The document's writes: the game on the board saved into its file or saved as a file of its
// own, beside the GUI thread and one file at a time. A write asked for while others are under
// way waits for them; each is reported on the GUI thread, in the order asked, before the next
// starts. No widget: it is tested with the player's files under ThreadSanitizer.
#pragma once

#include "files/pgnfile.h"
#include "jobs/jobrunner.h"

#include <QObject>
#include <QString>

#include <deque>
#include <functional>
#include <string>

namespace chess960::ui {

class GameWriter : public QObject {
    Q_OBJECT
public:
    using Done = std::function<void(const SavedGame&)>;

    explicit GameWriter(QObject* parent = nullptr);
    /// \brief The write under way is finished and those waiting are written after it, on this
    /// thread, with no report: a save the player asked for is never dropped.
    ~GameWriter() override;

    /// \brief Writes pgnText in place of the game `where` names (saveGameInto); done gets what
    /// came of it.
    void saveInto(GameLocation where, std::string pgnText, Done done);
    /// \brief Writes pgnText alone at path (saveGameAs), what the file held kept aside first
    /// unless keepWhatItHeld is false.
    void saveAs(QString path, std::string pgnText, bool keepWhatItHeld, Done done);

    /// \brief A write is under way or waits: from the first write asked for until the report
    /// of the last (true inside the reports).
    bool isWriting() const { return !writes_.empty(); }
    /// \brief A write of the last run (from isWriting() true until false) was not written.
    bool lastWritesFailed() const { return failed_; }
    /// \brief then(every write of the run written) once the writes under way and any asked for
    /// meanwhile have been reported, after writingChanged(false); at once with true when
    /// nothing is written. One waits: a second call replaces the first.
    void whenWritten(std::function<void(bool allWritten)> then);

signals:
    /// \brief isWriting() changed.
    void writingChanged(bool writing);

private:
    struct Write {
        std::function<SavedGame()> work;
        Done done;
    };
    void add(Write write);
    void startFront();
    void ended(const SavedGame& saved);

    JobRunner runner_;
    std::deque<Write> writes_; // the first is under way
    bool failed_ = false;
    std::function<void(bool)> then_;
};

} // namespace chess960::ui
