#include "database/gameindex.h"

#include "jobs/jobrunner.h"

#include "chess960/pgn.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <memory>

namespace chess960::ui {

namespace {

const char* const kSchema[] = {
    "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT)",
    // One row a game, numbered from 1 (as in the file; for My games in the order played);
    // error is set for a game that cannot be read (and then the game's columns are empty).
    // offset, end: the game's bytes in its file (for My games the whole file); hash: theirs
    // (hashBytes, as a signed 64-bit number); moves: the main
    // line, two bytes a move (Move::raw(), little-endian); start: the start position's number,
    // -1 for another start, whose FEN is start_fen; termination: how the game ended
    // (chess960::Termination). Only My games: file (its name in the folder), size and
    // modified (as when read), level (the built-in engine's level, if it played).
    "CREATE TABLE games(number INTEGER PRIMARY KEY, offset INTEGER NOT NULL, "
    "end INTEGER NOT NULL, hash INTEGER NOT NULL, crlf INTEGER NOT NULL, white TEXT, black TEXT, "
    "white_elo INTEGER, black_elo INTEGER, result TEXT, date TEXT, event TEXT, site TEXT, "
    "round TEXT, start INTEGER, plies INTEGER, time_control TEXT, termination INTEGER, "
    "error TEXT, moves BLOB, start_fen TEXT, file TEXT, size INTEGER, modified INTEGER, "
    "level INTEGER)",
};

QVariant orNull(const std::string& s) {
    return s.empty() ? QVariant() : QVariant(QString::fromStdString(s));
}

QVariant eloOf(const std::string& s) {
    bool ok = false;
    const int elo = QString::fromStdString(s).toInt(&ok);
    return ok && elo > 0 ? QVariant(elo) : QVariant();
}

// The time control as the game gives it (the reader keeps a clock it can read as the game's,
// not as a tag): "180+2", "?" with time odds, else the tag as it was.
QVariant timeControlOf(const Game& g) {
    if (const auto& tc = g.timeControl()) return QString::fromStdString(timeControlText(*tc));
    return orNull(g.tag("TimeControl"));
}

} // namespace

GameIndex::~GameIndex() = default;

void GameIndex::searchGames(const PositionQuery& query,
                            std::function<void(const FoundGames&)> done) {
    auto found = std::make_shared<FoundGames>();
    search([found, query, index = indexPath_](
               const std::atomic<bool>& stop) { *found = findGames(index, query, stop); },
           [found, done = std::move(done)] { done(*found); });
}

void GameIndex::searchGames(const MaterialPattern& pattern,
                            std::function<void(const FoundGames&)> done) {
    auto found = std::make_shared<FoundGames>();
    search([found, pattern, index = indexPath_](
               const std::atomic<bool>& stop) { *found = findGames(index, pattern, stop); },
           [found, done = std::move(done)] { done(*found); });
}

void GameIndex::lookForDuplicates(std::function<void(const FoundDuplicates&)> done) {
    auto found = std::make_shared<FoundDuplicates>();
    search([found, index = indexPath_](
               const std::atomic<bool>& stop) { *found = findDuplicates(index, stop); },
           [found, done = std::move(done)] { done(*found); });
}

void GameIndex::search(std::function<void(const std::atomic<bool>& stop)> work,
                       std::function<void()> deliver) {
    if (!searcher_) searcher_ = new JobRunner(this);
    searcher_->run([work = std::move(work)](const JobControl& job) { work(job.stopFlag()); },
                   std::move(deliver));
}

void GameIndex::stopSearch() {
    if (searcher_) searcher_->stop();
}

bool GameIndex::exportGames(const std::vector<int>& numbers, const QString& outPath,
                            EditDone done) {
    if (exporting_) return false;
    if (!exporter_) exporter_ = new JobRunner(this);
    exporting_ = true;
    struct Written {
        int games = -1;
        QString why;
    };
    exporter_->run(
        [task = exportTask(numbers, outPath)](const JobControl&) {
            Written w;
            w.games = task(&w.why);
            return w;
        },
        [this, done = std::move(done)](const Written& w) {
            exporting_ = false;
            if (done) done(w.games, w.why);
        });
    return true;
}

bool GameIndex::createTables(QSqlQuery& q) {
    for (const char* statement : kSchema)
        if (!q.exec(QLatin1String(statement))) return false;
    return true;
}

QString GameIndex::insertStatement() {
    return QStringLiteral(
        "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
}

void GameIndex::bindGame(QSqlQuery& insert, const Game& g) {
    const std::string_view result = resultText(g.result());
    QByteArray moves;
    moves.reserve(qsizetype(g.moves().size() * 2));
    for (const PlayedMove& m : g.moves()) {
        moves.append(char(m.move.raw() & 0xff));
        moves.append(char(m.move.raw() >> 8));
    }
    const QVariant values[] = {
        orNull(g.tag("White")),
        orNull(g.tag("Black")),
        eloOf(g.tag("WhiteElo")),
        eloOf(g.tag("BlackElo")),
        QString::fromLatin1(result.data(), qsizetype(result.size())),
        orNull(g.tag("Date")),
        orNull(g.tag("Event")),
        orNull(g.tag("Site")),
        orNull(g.tag("Round")),
        g.startNumber(),
        g.plyCount(),
        timeControlOf(g),
        g.termination() == Termination::None ? QVariant() : QVariant(int(g.termination())),
        QVariant(),
        moves,
        g.startNumber() >= 0 ? QVariant()
                             : QVariant(QString::fromStdString(g.startPosition().fen())),
    };
    for (int i = 0; i < 16; ++i) insert.bindValue(5 + i, values[i]);
}

void GameIndex::removeFiles(const QString& indexPath) {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(indexPath + QLatin1String(suffix));
}

QString GameIndex::uniqueConnection(const char* what) {
    static std::atomic<int> next{0};
    return QStringLiteral("chess960-%1-%2").arg(QLatin1String(what)).arg(next++);
}

bool GameIndex::openConnection() {
    connection_ = uniqueConnection("read");
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(indexPath_);
    return db.open();
}

void GameIndex::closeConnection() {
    if (connection_.isEmpty()) return;
    QSqlDatabase::database(connection_, false).close();
    QSqlDatabase::removeDatabase(connection_);
    connection_.clear();
}

} // namespace chess960::ui
