#include "library/librarydatabase.h"

#include "database/gamedatabase.h"
#include "files/gamefiles.h"
#include "i18n/errorwording.h"
#include "jobs/jobrunner.h"
#include "library/gamelibrary.h"

#include "chess960/pgn.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <map>

namespace chess960::ui {

namespace {

// Rows read in this run wait under numbers below this until all are numbered in play order.
constexpr qint64 kNewRows = -1000000000LL;

// Whether the index is undamaged, of this layout, and My games'.
bool usable(QSqlDatabase& db) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok"))
        return false;
    auto meta = GameDatabase::readMeta(db);
    return meta[QStringLiteral("version")] == QString::number(GameIndex::kVersion) &&
           meta[QStringLiteral("kind")] == QLatin1String("library");
}

// Whether the index has no tables yet (a file just created).
bool isEmpty(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next() &&
           q.value(0).toInt() == 0;
}

// The tables, and what the index is.
bool create(QSqlQuery& q) {
    bool ok = GameIndex::createTables(q) &&
              q.exec(QStringLiteral("CREATE INDEX games_start ON games(start)")) &&
              q.prepare(QStringLiteral("INSERT INTO meta VALUES (?, ?)"));
    for (const auto& [key, value] : {std::pair{"version", QString::number(GameIndex::kVersion)},
                                     std::pair{"kind", QStringLiteral("library")}}) {
        q.bindValue(0, QLatin1String(key));
        q.bindValue(1, value);
        ok = ok && q.exec();
    }
    return ok;
}

// One file's row: its place (the whole file), what the games table holds of its game, or why
// it cannot be read.
bool insertFile(QSqlQuery& insert, const QFileInfo& info, qint64 number) {
    QFile file(info.filePath());
    const bool opened = file.open(QIODevice::ReadOnly);
    const QByteArray bytes = opened ? file.readAll() : QByteArray();
    const std::string_view text(bytes.constData(), size_t(bytes.size()));
    insert.bindValue(0, number);
    insert.bindValue(1, 0);
    insert.bindValue(2, qint64(bytes.size()));
    insert.bindValue(3, qint64(hashBytes(text)));
    insert.bindValue(4, text.find("\r\n") != std::string_view::npos);
    const Expected<Game> game = opened ? readPgnGame(text) : makeError(ErrorCode::PgnNoGame);
    if (game) {
        GameIndex::bindGame(insert, *game);
        const int level = GameLibrary::computerLevel(*game);
        insert.bindValue(24, level > 0 ? QVariant(level) : QVariant());
    } else {
        for (int i = 5; i < 25; ++i) insert.bindValue(i, QVariant());
        insert.bindValue(18, opened ? ErrorWording::text(game.error()) : file.errorString());
    }
    insert.bindValue(10, GameLibrary::playedTime(info).toString(GameIndex::playedFormat()));
    insert.bindValue(21, info.fileName());
    insert.bindValue(22, info.size());
    insert.bindValue(23, info.lastModified().toMSecsSinceEpoch());
    return insert.exec();
}

// The games numbered 1, 2, ... in the order they were played (then by file name).
bool renumber(QSqlDatabase& db) {
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT number FROM games ORDER BY date, file"))) return false;
    std::vector<qint64> order;
    while (q.next()) order.push_back(q.value(0).toLongLong());
    QSqlQuery update(db);
    if (!update.prepare(QStringLiteral("UPDATE games SET number = ? WHERE number = ?")))
        return false;
    // Through -1, -2, ... (no row has those now), then all turned positive at once.
    for (size_t i = 0; i < order.size(); ++i) {
        const qint64 target = -qint64(i + 1);
        if (order[i] == target) continue;
        update.bindValue(0, target);
        update.bindValue(1, order[i]);
        if (!update.exec()) return false;
    }
    return q.exec(QStringLiteral("UPDATE games SET number = -number"));
}

} // namespace

LibraryDatabase::LibraryDatabase(const GameLibrary* library, QObject* parent)
    : GameIndex(parent), library_(library), worker_(new JobRunner(this)) {
    indexPath_ = indexPathOf(library_->folder());
}

LibraryDatabase::~LibraryDatabase() {
    // The update's writes end before the connection goes; its reports are dropped.
    worker_->stop();
    worker_->finishJob();
    closeConnection();
}

QString LibraryDatabase::indexPathOf(const QString& folder) {
    return folder + QStringLiteral("/index.sqlite");
}

QString LibraryDatabase::name() const {
    return tr("My games");
}

QString LibraryDatabase::exportFolder() const {
    return playersFolder(QStandardPaths::DocumentsLocation);
}

LibraryIndex LibraryDatabase::readerOf(const QString& folder, bool mayRebuild) {
    return [folder, mayRebuild](const std::atomic<bool>& cancel) {
        return update(folder, mayRebuild, cancel).ok ? indexPathOf(folder) : QString();
    };
}

void LibraryDatabase::open() {
    if (worker_->isRunning()) {
        again_ = true;
        return;
    }
    start();
}

void LibraryDatabase::cancel() {
    worker_->requestStop(); // failed() with no error once the update has ended
}

void LibraryDatabase::start() {
    state_ = State::Building;
    error_.clear();
    // An index the list reads already is never deleted under it: a damaged one is built again
    // on the next open without it.
    const bool mayRebuild = connection_.isEmpty();
    worker_->run(
        [this, mayRebuild, folder = library_->folder()](const JobControl& job) {
            return update(
                folder, mayRebuild, job.stopFlag(), [this, &job](qint64 done, qint64 total) {
                    job.handOver([this, done, total] { emit progress(done, total, int(done)); });
                });
        },
        [this](const Outcome& out) { finished(out); });
}

LibraryDatabase::Outcome
LibraryDatabase::update(const QString& folder, bool mayRebuild, const std::atomic<bool>& cancel,
                        const std::function<void(qint64, qint64)>& progress) {
    Outcome out;
    const QString index = indexPathOf(folder);
    const QString connection = uniqueConnection("library");
    {
        QDir().mkpath(folder);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(index);
        QSqlQuery q(db);
        // One update at a time (the list's and the explorer's may meet): the second waits for
        // the first and then sees what it wrote.
        bool ok = db.open() && q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) &&
                  q.exec(QStringLiteral("BEGIN IMMEDIATE"));
        if (ok && isEmpty(db)) {
            // A new index: nothing to lose (the list of games of earlier versions, a cache, is
            // not needed any more).
            ok = create(q);
            out.changed = true;
            QFile::remove(QDir(folder).filePath(QStringLiteral("index.json")));
        } else if (!ok || !usable(db)) {
            q.finish();
            db.close();
            ok = false;
            if (mayRebuild) {
                GameIndex::removeFiles(index);
                ok = db.open() && q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) &&
                     q.exec(QStringLiteral("BEGIN IMMEDIATE")) && create(q);
                out.changed = true;
            }
        }
        if (!ok) {
            out.error = tr("The index of My games cannot be written: %1")
                            .arg(q.lastError().text().isEmpty() ? db.lastError().text()
                                                                : q.lastError().text());
        } else {
            struct Known {
                qint64 number, size, modified;
            };
            std::map<QString, Known> known;
            q.setForwardOnly(true);
            ok = q.exec(QStringLiteral("SELECT number, file, size, modified FROM games"));
            while (ok && q.next())
                known[q.value(1).toString()] = {q.value(0).toLongLong(), q.value(2).toLongLong(),
                                                q.value(3).toLongLong()};
            QSqlQuery insert(db), drop(db);
            ok = ok && insert.prepare(GameIndex::insertStatement()) &&
                 drop.prepare(QStringLiteral("DELETE FROM games WHERE number = ?"));
            const QFileInfoList files =
                QDir(folder).entryInfoList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
            QElapsedTimer sinceProgress;
            sinceProgress.start();
            qint64 next = kNewRows;
            for (qsizetype i = 0; ok && i < files.size(); ++i) {
                if (cancel.load(std::memory_order_relaxed)) break;
                const QFileInfo& info = files[i];
                const auto hit = known.find(info.fileName());
                if (hit != known.end()) {
                    const Known k = hit->second;
                    known.erase(hit);
                    if (k.size == info.size() &&
                        k.modified == info.lastModified().toMSecsSinceEpoch())
                        continue;
                    drop.bindValue(0, k.number);
                    ok = drop.exec();
                }
                out.changed = true;
                ok = ok && insertFile(insert, info, next--);
                if (progress && sinceProgress.elapsed() >= 100) {
                    progress(i, files.size());
                    sinceProgress.restart();
                }
            }
            // The rows of files no longer there.
            for (const auto& [file, k] : known) {
                drop.bindValue(0, k.number);
                ok = ok && drop.exec();
                out.changed = true;
            }
            if (ok && out.changed) ok = renumber(db);
            ok = ok && q.exec(QStringLiteral("SELECT count(*), count(error) FROM games")) &&
                 q.next();
            if (ok) {
                out.games = q.value(0).toInt();
                out.failed = q.value(1).toInt();
            }
            q.finish();
            if (cancel.load()) {
                db.rollback();
            } else if (!ok || !db.commit()) {
                out.error = tr("The index of My games cannot be written: %1")
                                .arg(q.lastError().text().isEmpty() ? db.lastError().text()
                                                                    : q.lastError().text());
                db.rollback();
            } else {
                out.ok = true;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return out;
}

void LibraryDatabase::finished(const Outcome& out) {
    const bool cancelled = worker_->stopRequested();
    if (out.ok && connection_.isEmpty() && !openConnection()) {
        state_ = State::Failed;
        error_ = QSqlDatabase::database(connection_, false).lastError().text();
        closeConnection();
        emit failed(error_);
        return;
    }
    if (!out.ok) {
        state_ = State::Failed;
        error_ = cancelled ? QString() : out.error;
        emit failed(error_);
    } else {
        games_ = out.games;
        failed_ = out.failed;
        reused_ = !out.changed;
        state_ = State::Ready;
        emit batchWritten(games_);
        emit ready();
    }
    if (again_ && !cancelled) {
        again_ = false;
        start();
    }
}

QString LibraryDatabase::fileOf(int number) const {
    if (connection_.isEmpty()) return {};
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT file FROM games WHERE number = ?"));
    q.bindValue(0, number);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

int LibraryDatabase::numberOf(const QString& fileName) const {
    if (connection_.isEmpty()) return 0;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT number FROM games WHERE file = ?"));
    q.bindValue(0, fileName);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

QStringList LibraryDatabase::filesOf(const std::vector<int>& numbers) const {
    // One pass over the index in the order of the numbers, whatever the order asked.
    QStringList files;
    if (connection_.isEmpty() || numbers.empty()) return files;
    std::vector<int> wanted = numbers;
    std::sort(wanted.begin(), wanted.end());
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT number, file FROM games ORDER BY number"))) return files;
    while (q.next())
        if (std::binary_search(wanted.begin(), wanted.end(), q.value(0).toInt()))
            files << q.value(1).toString();
    return files;
}

GameIndex::ExportTask LibraryDatabase::exportTask(const std::vector<int>& numbers,
                                                  const QString& outPath) const {
    return [files = filesOf(numbers), outPath, folder = library_->folder()](QString* error) {
        return GameLibrary(folder).exportTo(outPath, files, error) ? int(files.size()) : -1;
    };
}

void LibraryDatabase::deleteGames(const std::vector<int>& numbers, EditDone done) {
    // Here and now: each game is a small file of its own, and no game of a file moves.
    const QStringList files = filesOf(numbers);
    QString error;
    const bool ok = library_->remove(files, &error);
    open();
    emit gamesDeleted({});
    if (done) done(ok ? int(files.size()) : -1, error);
    emit writingEnded();
}

} // namespace chess960::ui
