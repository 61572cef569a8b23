// The index of a PGN file: each game's place in the file, its tags and its main line as
// compact moves (two bytes a move), in an SQLite database (Qt SQL) kept with the player's data,
// one per file, named after a hash of the file's path. It is built once, in the background,
// one game at a time (only the game being read is held, the file is mapped and released as it
// is read), committed in batches so that the first games can be listed at once, and reused
// while the file is as it was indexed (size, time and a hash of its first and last 64 KB).
// An index that is partial, stale, of another version or damaged is deleted and built again,
// never trusted. Games that cannot be read are indexed with the reason.
#pragma once

#include "database/gameindex.h"

#include <QString>

class QSqlDatabase;

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace chess960::ui {

class JobRunner;

class GameDatabase : public GameIndex {
    Q_OBJECT
public:
    explicit GameDatabase(QObject* parent = nullptr);
    /// \brief Cancels a build and waits for it (a partial index is never kept as whole).
    ~GameDatabase() override;

    /// \brief The folder of the indexes (the player's data), and the index of a file in it.
    static QString indexFolder();
    static QString indexPathFor(const QString& pgnPath);
    /// \brief Runs `use` on a read-only connection of its own to the index at indexPath (on
    /// any thread); false when the index cannot be opened, else what `use` returns.
    static bool readIndex(const QString& indexPath, const std::function<bool(QSqlDatabase&)>& use);
    /// \brief An index's record of what it describes (its meta table: version, path, size,
    /// modified, complete, ...); empty when it cannot be read.
    static std::map<QString, QString> readMeta(QSqlDatabase& db);
    /// \brief Whether that record says the index is whole, of this layout, and its file has
    /// the size and time now that it had when indexed.
    static bool metaIsCurrent(const std::map<QString, QString>& meta);
    /// \brief A main line as the index keeps it (two bytes a move, Move::raw(),
    /// little-endian) back as the moves' codes.
    static std::vector<uint16_t> movesFromBlob(const QByteArray& blob);

    /// \brief Files from this size on are read in two halves at once (8 MB unless set; for
    /// the tests, which use small files).
    static void setParallelFrom(qint64 bytes);
    /// \brief For the tests: the first reader waits this many microseconds after each game
    /// (0 unless set), so that a test can see a build under way on any machine.
    static void setPausePerGame(int microseconds);
    /// \brief Opens the index of a PGN file: Ready at once (reused()) when a whole one
    /// describes the file as it is now; else Building, in the background, with progress() and
    /// batchWritten() as it goes, then ready() or failed().
    void open(const QString& pgnPath);
    /// \brief Stops a build; the index is left partial (built again next time); failed() with
    /// an empty error.
    void cancel() override;

    QString pgnPath() const { return pgnPath_; }
    /// \brief Whether the file is no longer as it was when it was indexed (a Save into it, a
    /// delete, another program).
    bool changedOnDisk() const { return !pgnPath_.isEmpty() && !(stampOf(pgnPath_) == stamp_); }
    /// \brief The file's name.
    QString name() const override;
    /// \brief The file's folder.
    QString exportFolder() const override;
    /// \brief Whether the last build read the file in two halves at once.
    bool builtInTwoHalves() const { return inTwoHalves_; }

    /// \brief Game `number` (1-based) read from the file, with its place for Save; nothing
    /// and the reason (in the player's language) when the file is no longer as indexed, or the
    /// game cannot be read.
    std::optional<Game> loadGame(int number, GameLocation* where, QString* error) const;
    /// \brief A game read from the file as loadGame() reads it: the game and its place, or
    /// why not.
    struct LoadedGame {
        std::optional<Game> game;
        GameLocation where;
        QString error;
    };
    /// \brief loadGame() beside the GUI thread (a connection to the index of its own); done
    /// gets what was read on this object's thread. A load still under way is replaced: it
    /// delivers nothing.
    void loadGameLater(int number, std::function<void(const LoadedGame&)> done);
    /// \brief The load under way delivers nothing.
    void stopLoading();

    /// \brief Each game exactly as the file has it, a blank line between two; the reason when
    /// the file changed since it was indexed or outPath cannot be written.
    ExportTask exportTask(const std::vector<int>& numbers, const QString& outPath) const override;

    /// \brief Deletes games (numbers, 1-based) from the file (removeGamesFromFile: every other
    /// byte as it was, the old file kept beside it, never every game), written beside the GUI
    /// thread, then builds the index of the file as it is now (Building, as after open()).
    /// done: how many were deleted (gamesDeleted() saying what moved first); -1 and the
    /// reason (nothing changed) when the file changed since it was indexed or cannot be
    /// written.
    void deleteGames(const std::vector<int>& numbers, EditDone done) override;

    /// \brief Sets the tag `name` to `value` (empty: takes it out) in games (numbers, 1-based)
    /// of the file (setTagInFile: every other byte as it was, the old file kept beside it),
    /// written beside the GUI thread, then builds the index of the file as it is now. done:
    /// how many games were changed (gamesRetagged() saying where first); -1 and the reason
    /// (nothing changed) when the file changed since it was indexed, a game's tags cannot be
    /// read, or the file cannot be written.
    void setTag(const std::vector<int>& numbers, const std::string& name, const std::string& value,
                EditDone done);

private:
    /// \brief Game `number` of the index open in db, read from pgnPath (as it was at stamp,
    /// of count games).
    static LoadedGame readGame(QSqlDatabase& db, const QString& pgnPath, const FileStamp& stamp,
                               int count, int number);
    /// \brief A change of the games (numbers) written into the file beside the GUI thread by
    /// write(path, stamp, count, spans, Change*, why*), then the index built again and
    /// tell(change) (it says what changed and returns how many games), then done.
    template <class Change, class Write, class Tell>
    void changeFile(const std::vector<int>& numbers, Write write, Tell tell, EditDone done);
    /// \brief Where each of the games lies in the file; nothing and the reason when the file
    /// is not as indexed.
    std::optional<std::vector<GameSpan>> spansOf(const std::vector<int>& numbers,
                                                 QString* error) const;
    void close();
    bool reusable();
    void startBuild();
    void buildFinished(bool ok, const QString& error, int games, int failed);

    QString pgnPath_;
    bool inTwoHalves_ = false;
    FileStamp stamp_;
    JobRunner* builder_;
    JobRunner* writer_;           // a delete or a tag set, one at a time
    JobRunner* loader_ = nullptr; // the game chosen, read beside the GUI thread
};

} // namespace chess960::ui
