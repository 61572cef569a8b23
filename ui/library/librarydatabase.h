// My games as a database: the index of the library's folder (one PGN file a game) in the same
// table a PGN file's index has (GameIndex), so that My games is listed, sorted, filtered,
// searched by position, exported and deleted by the same view as any file of games.
//
// The index lives in the folder (index.sqlite). open() brings it up to date in the background:
// the files added or changed since (size and time) are read, the rows of files gone are
// dropped, and the games are numbered in the order they were played (1 the first), all in one
// transaction, so that a list reading it sees the index before or after, never between. An
// index that cannot be read, of another layout, or damaged is built again from the files.
#pragma once

#include "database/explorersearch.h"
#include "database/gameindex.h"

#include <QStringList>

#include <atomic>
#include <functional>

namespace chess960::ui {

class GameLibrary;
class JobRunner;

class LibraryDatabase : public GameIndex {
    Q_OBJECT
public:
    /// \brief The index of library's folder (library must outlive it).
    explicit LibraryDatabase(const GameLibrary* library, QObject* parent = nullptr);
    /// \brief Stops a build and waits for it.
    ~LibraryDatabase() override;

    static QString indexPathOf(const QString& folder);

    /// \brief What bringing an index up to date came to.
    struct Outcome {
        bool ok = false;
        bool changed = false; ///< a row was added, read again or dropped
        QString error;
        int games = 0;
        int failed = 0;
    };
    /// \brief Brings the index of folder up to date, on the calling thread, with a connection
    /// of its own (any thread; one update at a time, others wait). A damaged index is deleted
    /// and built again only when mayRebuild (no connection reads it); a new one is always
    /// made. progress: files looked at, of how many.
    static Outcome update(const QString& folder, bool mayRebuild, const std::atomic<bool>& cancel,
                          const std::function<void(qint64, qint64)>& progress = {});

    /// \brief My games' index for readers beside the GUI thread (the opening explorer): brings
    /// the index of folder up to date (update()) and names its file, or empty when it cannot be
    /// read. mayRebuild as for update().
    static LibraryIndex readerOf(const QString& folder, bool mayRebuild);

    /// \brief Brings the index up to date with the folder, in the background (Building, then
    /// ready(); reused() when no file had changed). Asked again while it runs, it runs once
    /// more when done.
    void open();
    void cancel() override;

    bool isLibrary() const override { return true; }
    QString name() const override;
    QString exportFolder() const override;

    /// \brief The file of game `number` in the library's folder, empty if none.
    QString fileOf(int number) const;
    /// \brief The number of the game in fileName, 0 if it is not indexed.
    int numberOf(const QString& fileName) const;

    /// \brief The games' files, in the order of their numbers, as one PGN file (which games
    /// is asked here; the files are read and written by the task).
    ExportTask exportTask(const std::vector<int>& numbers, const QString& outPath) const override;
    /// \brief Deletes the games' files (every game may be) and brings the index up to date.
    void deleteGames(const std::vector<int>& numbers, EditDone done) override;

private:
    void start();
    void finished(const Outcome& out);
    QStringList filesOf(const std::vector<int>& numbers) const;

    const GameLibrary* library_;
    JobRunner* worker_;
    bool again_ = false; ///< open() was asked for while the index was being brought up to date
};

} // namespace chess960::ui
