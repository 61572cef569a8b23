// What a list of games is read from: an SQLite index (Qt SQL) of one row a game, with its
// tags and its main line as compact moves, built in the background. Two kinds share it and
// the list that shows it (GamePickerDialog, GameListModel, findGames): the index of a PGN file
// (GameDatabase) and the index of My games, a folder of one file a game (LibraryDatabase).
// This class holds what they have in common: the state of the build, the list's connection,
// the layout of the games table, and what the list asks of either (export, delete).
#pragma once

#include "database/duplicates.h"
#include "database/findgames.h"
#include "files/pgnfile.h"

#include "chess960/game.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <vector>

class QSqlQuery;

namespace chess960::ui {

class JobRunner;

class GameIndex : public QObject {
    Q_OBJECT
public:
    enum class State { Closed, Building, Ready, Failed };

    using QObject::QObject;
    ~GameIndex() override;

    /// \brief The version of the games table's layout; an index of another is built again.
    static constexpr int kVersion = 5;
    /// \brief Creates the meta and games tables (see the layout in gameindex.cpp).
    static bool createTables(QSqlQuery& q);
    /// \brief The games table's INSERT with a placeholder for every column.
    static QString insertStatement();
    /// \brief Binds what the games table holds of a game that can be read (its tags, start,
    /// length, main line) to the insert's columns 5 to 20; the place (0-4) and what only My
    /// games has (21-24) are the caller's.
    static void bindGame(QSqlQuery& insert, const Game& game);
    /// \brief Deletes an index and the files SQLite keeps beside it (its log and its shared
    /// memory), which must go with it.
    static void removeFiles(const QString& indexPath);
    /// \brief How My games writes the time a game was played in the date column: it sorts
    /// and compares as text, as the dates of a PGN file do.
    static QString playedFormat() { return QStringLiteral("yyyy.MM.dd HH:mm:ss"); }
    /// \brief A connection name no other connection has.
    static QString uniqueConnection(const char* what);

    State state() const { return state_; }
    bool reused() const { return reused_; }
    QString indexPath() const { return indexPath_; }
    QString error() const { return error_; }
    /// \brief The GUI thread's connection to the index, for models and queries.
    QString connectionName() const { return connection_; }
    /// \brief Games indexed so far (all once Ready), and how many of them cannot be read.
    int gameCount() const { return games_; }
    int failedCount() const { return failed_; }

    /// \brief True for My games, whose games are files of their own (no game's place in a
    /// file to keep, every game may be deleted, names and dates as the program records them).
    virtual bool isLibrary() const { return false; }
    /// \brief What the player calls the games: a file's name, "My games".
    virtual QString name() const = 0;
    /// \brief Where an export of its games is offered to be written.
    virtual QString exportFolder() const = 0;
    /// \brief Stops a build under way (failed() with an empty error).
    virtual void cancel() = 0;
    /// \brief What writes games (numbers, 1-based, in any order) to a new PGN file at outPath,
    /// in the index's order, each exactly as it was read: a task that runs on any thread
    /// (with a connection of its own), so that the window does not wait for the disk. It
    /// returns how many were written; -1 and the reason when nothing was (then the file is
    /// not written at all).
    using ExportTask = std::function<int(QString* error)>;
    virtual ExportTask exportTask(const std::vector<int>& numbers,
                                  const QString& outPath) const = 0;
    /// \brief exportTask run here and now.
    int exportGames(const std::vector<int>& numbers, const QString& outPath, QString* error) const {
        return exportTask(numbers, outPath)(error);
    }
    /// \brief What a change of games did, on the index's thread once its files are written:
    /// how many games; -1 and the reason when nothing changed.
    using EditDone = std::function<void(int games, const QString& error)>;
    /// \brief Deletes games (numbers, 1-based) and builds the index again (Building); a file
    /// is written beside the GUI thread. What moved in a file is told by gamesDeleted() before
    /// done.
    virtual void deleteGames(const std::vector<int>& numbers, EditDone done) = 0;
    /// \brief A change of the index's files is being written (a delete, a tag set).
    bool isWriting() const { return writing_; }

    // --- work over the index beside the GUI thread, each result on the index's thread ---
    /// \brief Finds the games with a position or material (findGames). A search or a look for
    /// duplicates still under way is stopped first and delivers nothing.
    void searchGames(const PositionQuery& query, std::function<void(const FoundGames&)> done);
    void searchGames(const MaterialPattern& pattern, std::function<void(const FoundGames&)> done);
    /// \brief Finds the sets of games entered more than once (findDuplicates), as a search.
    void lookForDuplicates(std::function<void(const FoundDuplicates&)> done);
    /// \brief Stops the search under way: it delivers nothing.
    void stopSearch();
    /// \brief Writes games (numbers, 1-based) to a new PGN file at outPath (exportTask);
    /// done: how many games, or -1 and why. False, with nothing started, while an export runs.
    /// An export is never stopped: the file is written whole (its index waits for it).
    bool exportGames(const std::vector<int>& numbers, const QString& outPath, EditDone done);
    bool isExporting() const { return exporting_; }

signals:
    /// \brief How far the build is: of how much (bytes of a file, files of My games), games
    /// so far.
    void progress(qint64 done, qint64 total, int games);
    /// \brief Games up to `games` are in the index and can be listed.
    void batchWritten(int games);
    void ready();
    void failed(const QString& error);
    /// \brief Games were deleted: what moved in a file (nothing for My games).
    void gamesDeleted(const chess960::ui::RemovedGames& removed);
    /// \brief A change of the files (isWriting()) ended, after what it did was told.
    void writingEnded();
    /// \brief A tag was set in games of a file: where each lies now.
    void gamesRetagged(const chess960::ui::RetaggedGames& retagged, const std::string& name,
                       const std::string& value);

protected:
    /// \brief Opens the list's connection to indexPath_.
    bool openConnection();
    void closeConnection();

    State state_ = State::Closed;
    bool reused_ = false;
    QString error_;
    QString indexPath_;
    QString connection_;
    int games_ = 0;
    int failed_ = 0;
    bool writing_ = false;

private:
    /// \brief Runs a search's work on the searcher (made when first needed).
    void search(std::function<void(const std::atomic<bool>& stop)> work,
                std::function<void()> deliver);
    JobRunner* searcher_ = nullptr;
    JobRunner* exporter_ = nullptr;
    bool exporting_ = false;
};

} // namespace chess960::ui
