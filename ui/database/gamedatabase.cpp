#include "database/gamedatabase.h"

#include "i18n/errorwording.h"
#include "jobs/jobrunner.h"
#include "jobs/parallel.h"

#include "chess960/pgn.h"
#include "chess960/pgnhalves.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <chrono>

namespace chess960::ui {

namespace {

// What tells this file's bytes from another's without reading them all: a hash of its first
// and last 64 KB (with its size and time, which the stamp has).
constexpr size_t kFingerprintBytes = 64 * 1024;

QString fingerprint(std::string_view bytes) {
    const size_t head = std::min(bytes.size(), kFingerprintBytes);
    const size_t tail = std::min(bytes.size() - head, kFingerprintBytes);
    const std::uint64_t a = hashBytes(bytes.substr(0, head));
    const std::uint64_t b = hashBytes(bytes.substr(bytes.size() - tail));
    return QStringLiteral("%1-%2")
        .arg(a, 16, 16, QLatin1Char('0'))
        .arg(b, 16, 16, QLatin1Char('0'));
}

QString absolute(const QString& path) {
    return QFileInfo(path).absoluteFilePath();
}

struct BuildOutcome {
    bool ok = false;
    bool inTwoHalves = false; ///< the second half was read by the second reader
    QString error;
    int games = 0;
    int failed = 0;
};

// Binds one record to the games table's insert; `why` is the reason for a game that cannot
// be read (the record's own wording, or empty to be worded later).
void bindRecord(QSqlQuery& insert, const PgnRecord& r, std::string_view game, int number,
                long long shift, const QString& why) {
    insert.bindValue(0, number);
    insert.bindValue(1, qint64(r.offset + shift));
    insert.bindValue(2, qint64(r.end + shift));
    insert.bindValue(3, qint64(hashBytes(game)));
    insert.bindValue(4, game.find("\r\n") != std::string_view::npos);
    for (int i = 21; i < 25; ++i) insert.bindValue(i, QVariant()); // My games only
    if (!r.ok()) {
        for (int i = 5; i < 25; ++i) insert.bindValue(i, QVariant());
        insert.bindValue(18, why);
        return;
    }
    GameIndex::bindGame(insert, *r.game);
}

// Files from this size on are read in two halves at once, when the machine has two cores.
std::atomic<qint64> gParallelFrom{8 * 1024 * 1024};
std::atomic<int> gPausePerGame{0};

// The second half: its games, numbered from 1, into a table of their own in a file beside
// the index (merged once the first half is read and agrees where the second begins), written on
// the second reader's thread through a connection of its own. Games that cannot be read are
// kept aside to be worded with their numbers in the whole file.
struct SecondHalf {
    QString path;
    QString connection;
    QSqlDatabase db;
    std::optional<QSqlQuery> insert;
    bool ok = true;
    int games = 0;
    std::vector<PgnRecord> failed;  ///< offsets and lines already in the whole file's terms
    std::atomic<size_t> reached{0}; ///< bytes of the half read, for the progress bar

    bool take(PgnRecord& r, std::string_view file, size_t split) {
        if (!insert) open();
        if (!ok) return false;
        const std::string_view game = file.substr(size_t(r.offset), size_t(r.end - r.offset));
        ++games;
        bindRecord(*insert, r, game, games, 0, QString());
        if (!insert->exec()) return ok = false;
        if (!r.ok()) {
            PgnRecord f;
            f.index = games;
            f.offset = r.offset;
            f.end = r.end;
            f.game = r.game;
            f.errorLine = r.errorLine;
            f.errorColumn = r.errorColumn;
            failed.push_back(std::move(f));
        }
        reached.store(size_t(r.end) - split, std::memory_order_relaxed);
        // Written out now and then: a transaction's pages are held until it ends.
        if (games % 2000 == 0) {
            db.commit();
            db.transaction();
        }
        return true;
    }
    void open() {
        connection = GameIndex::uniqueConnection("build-half");
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        insert.emplace(db);
        if (!db.open()) {
            ok = false;
            return;
        }
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA synchronous=OFF"));
        q.exec(QStringLiteral("PRAGMA journal_mode=OFF"));
        ok = GameIndex::createTables(q);
        db.transaction();
        insert.emplace(db);
        ok = ok && insert->prepare(GameIndex::insertStatement());
    }
    /// \brief On the second reader's thread, as it ends: the connection closed there.
    bool close(bool whole) {
        const bool kept = whole && ok && insert && db.commit();
        insert.reset();
        if (!connection.isEmpty()) {
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
        }
        return kept;
    }
};

// Reads the file game by game into the index (on the builder's thread, with a connection of
// its own). `batch` is told of every commit, `progress` now and then. A large file is read in
// two halves at once (chess960/pgnhalves.h): when the first half's reader does not start a
// game exactly where the second began (the middle fell inside a comment, say), or the second
// cannot keep its half, the first reader goes on to the end, as if there had been one reader.
BuildOutcome buildIndex(const QString& pgnPath, const QString& indexPath,
                        const std::atomic<bool>& cancel,
                        const std::function<void(qint64, qint64, int)>& progress,
                        const std::function<void(int)>& batch) {
    BuildOutcome out;
    auto file = mapFile(pgnPath, &out.error);
    if (!file) return out;
    const std::string_view bytes = file->bytes();
    size_t split = 0;
    if (coreCount() >= 2 && qint64(bytes.size()) >= gParallelFrom.load())
        split = pgnSplitPoint(bytes);
    SecondHalf half;
    half.path = indexPath + QStringLiteral(".half");
    if (split > 0) QFile::remove(half.path);
    const QString connection = GameIndex::uniqueConnection("build");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(indexPath);
        if (!db.open()) {
            out.error = db.lastError().text();
        } else {
            QSqlQuery q(db);
            // Nothing is flushed to the disk while the games are written, and they all stay in
            // the write-ahead log (no checkpoint), which is flushed once, with the mark that the
            // index is whole: an index cut short by a crash or a power cut is built again.
            q.exec(QStringLiteral("PRAGMA synchronous=OFF"));
            q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0"));
            db.transaction();
            QSqlQuery insert(db);
            insert.prepare(GameIndex::insertStatement());
            QElapsedTimer sinceCommit, sinceProgress;
            sinceCommit.start();
            sinceProgress.start();
            QString firstFailure;
            bool writeFailed = false;
            PgnHalvesReaders readers;
            readers.first = [&](PgnRecord& r) {
                if (cancel.load(std::memory_order_relaxed)) return false;
                const std::string_view game =
                    bytes.substr(size_t(r.offset), size_t(r.end - r.offset));
                QString why;
                if (!r.ok()) {
                    ++out.failed;
                    why = ErrorWording::recordText(r);
                    if (firstFailure.isEmpty()) firstFailure = why;
                }
                bindRecord(insert, r, game, r.index, 0, why);
                if (!insert.exec()) {
                    out.error = insert.lastError().text();
                    writeFailed = true;
                    return false;
                }
                ++out.games;
                if (const int pause = gPausePerGame.load(std::memory_order_relaxed); pause > 0)
                    std::this_thread::sleep_for(std::chrono::microseconds(pause));
                // The first games at once, then the list less often (each batch is listed
                // again, which takes a share of the time the readers have).
                if (sinceCommit.elapsed() >= (out.games < 20000 ? 250 : 1000)) {
                    db.commit();
                    batch(out.games);
                    db.transaction();
                    sinceCommit.restart();
                }
                if (sinceProgress.elapsed() >= 100) {
                    // The game's end (the reader passes over the file once before its games,
                    // for binary data, which would show as done at once), and the other half's.
                    const size_t other =
                        size_t(r.end) < split ? half.reached.load(std::memory_order_relaxed) : 0;
                    progress(qint64(size_t(r.end) + other), qint64(bytes.size()), out.games);
                    sinceProgress.restart();
                }
                return true;
            };
            readers.second = [&](PgnRecord& r, std::string_view whole) {
                return !cancel.load(std::memory_order_relaxed) && half.take(r, whole, split);
            };
            readers.secondDone = [&](bool whole) { return half.close(whole); };
            readers.passed = [&](size_t offset) { file->release(offset); };
            // The index keeps no comment (clocks, evaluations): they are read past.
            const PgnHalvesOutcome read = readPgnHalves(QFile::encodeName(pgnPath).toStdString(),
                                                        bytes, split, readers, PgnComments::Skip);
            const std::optional<Error>& notPgn = read.error;
            const bool cancelled = cancel.load();
            if (read.inTwoHalves && !writeFailed && !cancelled) {
                db.commit();
                // The second half's games after the first's, numbered on; the reasons of
                // those that cannot be read worded with their numbers in the whole file.
                QSqlQuery merge(db);
                bool ok = merge.exec(QStringLiteral("ATTACH DATABASE '%1' AS half")
                                         .arg(QString(half.path).replace('\'', "''")));
                ok = ok &&
                     merge.exec(QStringLiteral(
                                    "INSERT INTO games SELECT number + %1, offset, end, hash, "
                                    "crlf, white, black, white_elo, black_elo, result, date, "
                                    "event, site, round, start, plies, time_control, "
                                    "termination, error, moves, start_fen, file, size, modified, "
                                    "level FROM half.games")
                                    .arg(out.games));
                merge.exec(QStringLiteral("DETACH DATABASE half"));
                db.transaction();
                QSqlQuery reason(db);
                reason.prepare(QStringLiteral("UPDATE games SET error = ? WHERE number = ?"));
                for (PgnRecord& f : half.failed) {
                    f.index += out.games;
                    const QString why = ErrorWording::recordText(f);
                    if (firstFailure.isEmpty()) firstFailure = why;
                    reason.bindValue(0, why);
                    reason.bindValue(1, f.index);
                    ok = ok && reason.exec();
                }
                if (!ok) out.error = merge.lastError().text();
                out.games += half.games;
                out.failed += int(half.failed.size());
                out.inTwoHalves = ok;
            }
            QFile::remove(half.path);
            // Another program cut the file short under the readers (the bytes past its new
            // end read as zeros): what was read is not the file. The list reads it again.
            if (file->cutShort() || stampOf(pgnPath).size < qint64(bytes.size())) {
                out.error = changedWhileReadText();
            } else if (notPgn) {
                out.error = ErrorWording::text(*notPgn);
            } else if (!writeFailed && !cancelled && out.error.isEmpty()) {
                if (out.games == 0)
                    out.error = QCoreApplication::translate("PgnFile", "The file holds no game.");
                else if (out.failed == out.games)
                    out.error = firstFailure;
            }
            if (out.error.isEmpty() && !cancelled) {
                db.commit();
                q.exec(QStringLiteral("PRAGMA synchronous=FULL"));
                db.transaction();
                // The opening explorer finds a start's games by it.
                if (!q.exec(QStringLiteral("CREATE INDEX games_start ON games(start)")))
                    out.error = q.lastError().text();
                // Whole: the last thing written, so that an index cut short is never trusted.
                q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta VALUES (?, ?)"));
                for (const auto& [key, value] : {std::pair{"games", QString::number(out.games)},
                                                 std::pair{"failed", QString::number(out.failed)},
                                                 std::pair{"complete", QStringLiteral("1")}}) {
                    q.bindValue(0, QLatin1String(key));
                    q.bindValue(1, value);
                    if (!q.exec()) out.error = q.lastError().text();
                }
            }
            if (!db.commit() && out.error.isEmpty()) out.error = db.lastError().text();
            // The log into the index itself, flushed (the list reads on meanwhile).
            if (out.error.isEmpty() && !cancelled)
                q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
            out.ok = out.error.isEmpty() && !cancelled;
            progress(qint64(bytes.size()), qint64(bytes.size()), out.games);
            batch(out.games);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return out;
}

} // namespace

GameDatabase::GameDatabase(QObject* parent)
    : GameIndex(parent), builder_(new JobRunner(this)), writer_(new JobRunner(this)) {}

QString GameDatabase::name() const {
    return QFileInfo(pgnPath_).fileName();
}

QString GameDatabase::exportFolder() const {
    return QFileInfo(pgnPath_).absolutePath();
}

GameDatabase::~GameDatabase() {
    close();
}

QString GameDatabase::indexFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/indexes");
}

QString GameDatabase::indexPathFor(const QString& pgnPath) {
    const QByteArray key =
        QCryptographicHash::hash(absolute(pgnPath).toUtf8(), QCryptographicHash::Sha1).toHex();
    return indexFolder() + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".sqlite");
}

bool GameDatabase::readIndex(const QString& indexPath,
                             const std::function<bool(QSqlDatabase&)>& use) {
    const QString connection = GameIndex::uniqueConnection("read-only");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(indexPath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            ok = use(db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

std::map<QString, QString> GameDatabase::readMeta(QSqlDatabase& db) {
    std::map<QString, QString> meta;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT key, value FROM meta")))
        while (q.next()) meta[q.value(0).toString()] = q.value(1).toString();
    return meta;
}

bool GameDatabase::metaIsCurrent(const std::map<QString, QString>& meta) {
    const auto value = [&meta](const char* key) {
        const auto it = meta.find(QLatin1String(key));
        return it == meta.end() ? QString() : it->second;
    };
    const FileStamp now = stampOf(value("path"));
    return value("version") == QString::number(kVersion) &&
           value("complete") == QLatin1String("1") && now.size >= 0 &&
           value("size") == QString::number(now.size) &&
           value("modified") == QString::number(now.modifiedMs);
}

std::vector<uint16_t> GameDatabase::movesFromBlob(const QByteArray& blob) {
    std::vector<uint16_t> moves(size_t(blob.size() / 2));
    for (size_t i = 0; i < moves.size(); ++i)
        moves[i] =
            uint16_t(uint8_t(blob[qsizetype(2 * i)]) | (uint8_t(blob[qsizetype(2 * i + 1)]) << 8));
    return moves;
}

void GameDatabase::setParallelFrom(qint64 bytes) {
    gParallelFrom.store(bytes);
}

void GameDatabase::setPausePerGame(int microseconds) {
    gPausePerGame.store(microseconds);
}

void GameDatabase::close() {
    // The builder's writes end before anything else touches the index; its reports are dropped.
    builder_->stop();
    builder_->finishJob();
    closeConnection();
    state_ = State::Closed;
    reused_ = false;
    error_.clear();
    games_ = failed_ = 0;
    inTwoHalves_ = false;
}

// Whether the index on disk is whole, of this version, and describes the file as it is now.
bool GameDatabase::reusable() {
    if (!QFileInfo::exists(indexPath_)) return false;
    if (!openConnection()) return false;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok"))
        return false;
    std::map<QString, QString> meta = readMeta(db);
    if (!metaIsCurrent(meta) || meta[QStringLiteral("path")] != absolute(pgnPath_)) return false;
    auto file = mapFile(pgnPath_, nullptr);
    if (!file || meta[QStringLiteral("fingerprint")] != fingerprint(file->bytes())) return false;
    // The rows must be there as counted: a table cut short is not trusted.
    if (!q.exec(QStringLiteral("SELECT count(*), coalesce(max(number), 0), "
                               "count(error) FROM games")) ||
        !q.next())
        return false;
    const int games = meta[QStringLiteral("games")].toInt();
    if (q.value(0).toInt() != games || q.value(1).toInt() != games ||
        q.value(2).toInt() != meta[QStringLiteral("failed")].toInt())
        return false;
    games_ = games;
    failed_ = q.value(2).toInt();
    return true;
}

void GameDatabase::open(const QString& pgnPath) {
    close();
    pgnPath_ = pgnPath;
    indexPath_ = indexPathFor(pgnPath);
    stamp_ = stampOf(pgnPath);
    if (stamp_.size < 0) {
        state_ = State::Failed;
        error_ = QCoreApplication::translate("PgnFile", "The file no longer exists.");
        emit failed(error_);
        return;
    }
    if (reusable()) {
        state_ = State::Ready;
        reused_ = true;
        emit ready();
        return;
    }
    // Whatever is there is not trusted: it is built again from nothing.
    closeConnection();
    startBuild();
}

void GameDatabase::startBuild() {
    GameIndex::removeFiles(indexPath_);
    QDir().mkpath(indexFolder());
    QString fail;
    auto file = mapFile(pgnPath_, &fail);
    if (!file) {
        // fail says why
    } else if (!openConnection()) {
        fail = QSqlDatabase::database(connection_, false).lastError().text();
    } else {
        // The tables and what the index describes first; the builder adds the games and, last,
        // the mark that the index is whole. WAL lets this connection read each batch while the
        // builder writes the next.
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        QSqlQuery q(db);
        bool ok = q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        ok = ok && GameIndex::createTables(q);
        ok = ok && q.prepare(QStringLiteral("INSERT INTO meta VALUES (?, ?)"));
        for (const auto& [key, value] : {std::pair{"version", QString::number(kVersion)},
                                         std::pair{"path", absolute(pgnPath_)},
                                         std::pair{"size", QString::number(stamp_.size)},
                                         std::pair{"modified", QString::number(stamp_.modifiedMs)},
                                         std::pair{"fingerprint", fingerprint(file->bytes())}}) {
            q.bindValue(0, QLatin1String(key));
            q.bindValue(1, value);
            ok = ok && q.exec();
        }
        if (!ok) fail = q.lastError().text();
    }
    if (!fail.isEmpty()) {
        state_ = State::Failed;
        error_ = fail;
        emit failed(error_);
        return;
    }
    state_ = State::Building;
    builder_->run(
        [this, pgn = pgnPath_, index = indexPath_](const JobControl& job) {
            return buildIndex(
                pgn, index, job.stopFlag(),
                [this, &job](qint64 done, qint64 total, int games) {
                    job.handOver([this, done, total, games] { emit progress(done, total, games); });
                },
                [this, &job](int games) {
                    job.handOver([this, games] {
                        games_ = games;
                        emit batchWritten(games);
                    });
                });
        },
        [this](const BuildOutcome& out) {
            inTwoHalves_ = out.inTwoHalves;
            buildFinished(out.ok, out.error, out.games, out.failed);
        });
}

void GameDatabase::buildFinished(bool ok, const QString& error, int games, int failed) {
    const bool cancelled = builder_->stopRequested();
    games_ = games;
    failed_ = failed;
    if (ok) {
        state_ = State::Ready;
        emit ready();
        return;
    }
    state_ = State::Failed;
    error_ = cancelled ? QString() : error;
    emit this->failed(error_);
}

void GameDatabase::cancel() {
    builder_->requestStop(); // failed() with no error once the builder has ended
}

GameIndex::ExportTask GameDatabase::exportTask(const std::vector<int>& numbers,
                                               const QString& outPath) const {
    const bool ready = !connection_.isEmpty() && state_ == State::Ready;
    return [ready, numbers, outPath, pgnPath = pgnPath_, indexPath = indexPath_, stamp = stamp_,
            games = games_](QString* error) {
        auto fail = [error](const QString& why) {
            if (error) *error = why;
            return -1;
        };
        const QString changed = QCoreApplication::translate(
            "PgnFile", "The file has changed since its games were listed: open it again.");
        if (!ready) return fail(QString());
        if (!(stampOf(pgnPath) == stamp)) return fail(changed);
        QString unreadable;
        auto file = mapFile(pgnPath, &unreadable);
        if (!file) return fail(unreadable);
        const std::string_view bytes = file->bytes();
        std::vector<char> wanted(size_t(games) + 1, 0);
        for (int n : numbers)
            if (n >= 1 && n <= games) wanted[size_t(n)] = 1;
        QSaveFile out(outPath);
        if (!out.open(QIODevice::WriteOnly)) return fail(out.errorString());
        int written = 0;
        QString why;
        bool read = readIndex(indexPath, [&](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.setForwardOnly(true);
            if (!q.exec(QStringLiteral("SELECT number, offset, end, crlf FROM games "
                                       "ORDER BY number"))) {
                why = q.lastError().text();
                return false;
            }
            while (q.next()) {
                const int n = q.value(0).toInt();
                if (n < 1 || n > games || !wanted[size_t(n)]) continue;
                const qint64 offset = q.value(1).toLongLong(), end = q.value(2).toLongLong();
                if (offset < 0 || end > qint64(bytes.size()) || offset > end) {
                    why = changed;
                    return false;
                }
                const std::string_view game = bytes.substr(size_t(offset), size_t(end - offset));
                const char* newline = q.value(3).toBool() ? "\r\n" : "\n";
                // A blank line between two games; a game that ends without a line end gets one.
                if (written > 0) out.write(newline);
                if (out.write(game.data(), qint64(game.size())) != qint64(game.size())) {
                    why = out.errorString();
                    return false;
                }
                if (!game.empty() && game.back() != '\n') out.write(newline);
                if (++written == 1) afterFirstPieceWritten(pgnPath);
            }
            return true;
        });
        // Another program wrote the file while its games were copied (its bytes, or zeros past
        // a new end, in the copy): nothing is put in place.
        if (read && (file->cutShort() || !(stampOf(pgnPath) == stamp))) {
            read = false;
            why = changed;
        }
        if (!read) {
            out.cancelWriting();
            out.commit();
            return fail(why);
        }
        if (!commitWhole(out, &why)) return fail(why);
        return written;
    };
}

std::optional<std::vector<GameSpan>> GameDatabase::spansOf(const std::vector<int>& numbers,
                                                           QString* error) const {
    auto fail = [error](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    const QString changed = QCoreApplication::translate(
        "PgnFile", "The file has changed since its games were listed: open it again.");
    if (connection_.isEmpty() || state_ != State::Ready) return fail(QString());
    if (!(stampOf(pgnPath_) == stamp_)) return fail(changed);
    std::vector<GameSpan> spans;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral("SELECT offset, end, hash FROM games WHERE number = ?")))
        return fail(q.lastError().text());
    for (int n : numbers) {
        q.bindValue(0, n);
        if (!q.exec()) return fail(q.lastError().text());
        if (!q.next()) continue;
        bool ok = false;
        const std::uint64_t hash = std::uint64_t(q.value(2).toLongLong(&ok));
        if (!ok) return fail(changed);
        spans.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), hash});
    }
    return spans;
}

namespace {

// What a change of the file that did not happen says ("" when it was written).
QString whyNotWritten(WriteOutcome outcome, const QString& why) {
    switch (outcome) {
    case WriteOutcome::ChangedOnDisk:
        return QCoreApplication::translate(
            "PgnFile", "The file has changed since its games were listed: open it again.");
    case WriteOutcome::Failed: return why;
    case WriteOutcome::Written: break;
    }
    return {};
}

} // namespace

template <class Change, class Write, class Tell>
void GameDatabase::changeFile(const std::vector<int>& numbers, Write write, Tell tell,
                              EditDone done) {
    QString error;
    const auto spans = spansOf(numbers, &error);
    if (!spans || writing_) {
        if (done) done(-1, error);
        return;
    }
    struct Written {
        WriteOutcome outcome = WriteOutcome::Failed;
        Change change;
        QString why;
    };
    writing_ = true;
    // Beside the GUI thread: the file is copied aside and written again, which takes a while
    // for a file of a hundred thousand games. Never stopped: written whole or not at all.
    writer_->run(
        [write, path = pgnPath_, stamp = stamp_, count = games_,
         spans = *spans](const JobControl&) {
            Written w;
            w.outcome = write(path, stamp, count, spans, &w.change, &w.why);
            return w;
        },
        [this, tell, path = pgnPath_, done](Written w) {
            writing_ = false;
            int games = -1;
            if (w.outcome == WriteOutcome::Written) {
                // The file is another now: its index is built again (unless another file was
                // opened meanwhile).
                if (pgnPath_ == path) open(pgnPath_);
                games = tell(w.change);
            }
            if (done) done(games, whyNotWritten(w.outcome, w.why));
            emit writingEnded();
        });
}

void GameDatabase::setTag(const std::vector<int>& numbers, const std::string& name,
                          const std::string& value, EditDone done) {
    changeFile<RetaggedGames>(
        numbers,
        [name, value](const QString& path, const FileStamp& stamp, int count,
                      const std::vector<GameSpan>& spans, RetaggedGames* out, QString* why) {
            return setTagInFile(path, stamp, count, spans, name, value, out, why);
        },
        [this, name, value](const RetaggedGames& retagged) {
            emit gamesRetagged(retagged, name, value);
            return int(retagged.edits.size());
        },
        std::move(done));
}

void GameDatabase::deleteGames(const std::vector<int>& numbers, EditDone done) {
    changeFile<RemovedGames>(
        numbers,
        [](const QString& path, const FileStamp& stamp, int count,
           const std::vector<GameSpan>& spans, RemovedGames* out,
           QString* why) { return removeGamesFromFile(path, stamp, count, spans, out, why); },
        [this](const RemovedGames& removed) {
            emit gamesDeleted(removed);
            return int(removed.cuts.size());
        },
        std::move(done));
}

GameDatabase::LoadedGame GameDatabase::readGame(QSqlDatabase& db, const QString& pgnPath,
                                                const FileStamp& stamp, int count, int number) {
    LoadedGame out;
    auto fail = [&out](const QString& why) {
        out.error = why;
        return out;
    };
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT offset, end, hash, crlf, error FROM games WHERE number = ?"));
    q.bindValue(0, number);
    if (!q.exec() || !q.next()) return fail(q.lastError().text());
    if (!q.value(4).isNull()) return fail(q.value(4).toString());
    const qint64 offset = q.value(0).toLongLong(), end = q.value(1).toLongLong();
    const qint64 hash = q.value(2).toLongLong();
    const bool crlf = q.value(3).toBool();
    const QString changed = QCoreApplication::translate(
        "PgnFile", "The file has changed since its games were listed: open it again.");
    if (!(stampOf(pgnPath) == stamp)) return fail(changed);
    QString unreadable;
    auto file = mapFile(pgnPath, &unreadable);
    if (!file) return fail(unreadable);
    const std::string_view bytes = file->bytes();
    if (end > qint64(bytes.size()) || offset < 0 || offset > end) return fail(changed);
    const std::string_view game = bytes.substr(size_t(offset), size_t(end - offset));
    if (qint64(hashBytes(game)) != hash) return fail(changed);
    Expected<Game> read = readPgnGame(game);
    if (!read) return fail(ErrorWording::text(read.error()));
    out.where.path = pgnPath;
    out.where.index = number - 1;
    out.where.count = count;
    out.where.offset = offset;
    out.where.end = end;
    out.where.hash = hashBytes(game);
    out.where.crlf = crlf;
    out.where.stamp = stamp;
    out.game = std::move(*read);
    return out;
}

std::optional<Game> GameDatabase::loadGame(int number, GameLocation* where, QString* error) const {
    if (connection_.isEmpty()) {
        if (error) error->clear();
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    LoadedGame loaded = readGame(db, pgnPath_, stamp_, games_, number);
    if (error) *error = loaded.error;
    if (where && loaded.game) *where = loaded.where;
    return std::move(loaded.game);
}

void GameDatabase::loadGameLater(int number, std::function<void(const LoadedGame&)> done) {
    if (!loader_) loader_ = new JobRunner(this);
    if (indexPath_.isEmpty() || state_ == State::Closed) {
        done(LoadedGame{});
        return;
    }
    loader_->run(
        [index = indexPath_, path = pgnPath_, stamp = stamp_, count = games_,
         number](const JobControl&) {
            LoadedGame loaded;
            // A connection of its own: the GUI thread's stays with the list.
            if (!readIndex(index, [&](QSqlDatabase& db) {
                    loaded = readGame(db, path, stamp, count, number);
                    return true;
                }))
                loaded.error = QCoreApplication::translate(
                    "PgnFile", "The file has changed since its games were listed: open it again.");
            return loaded;
        },
        [done = std::move(done)](const LoadedGame& loaded) { done(loaded); });
}

void GameDatabase::stopLoading() {
    if (loader_) loader_->stop();
}

} // namespace chess960::ui
