#include "database/explorersearch.h"

#include "database/gamedatabase.h"
#include "files/pgnfile.h"

#include "chess960/pgn.h"
#include "chess960/tournament.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <map>

namespace chess960::ui {

namespace {

// One game from the start searched for, as its index has it.
struct Found {
    // Players, event, site and round: a game and its copy in My games share them (My games
    // keeps when a game was played where a file's index keeps its Date tag).
    QString identity;
    std::vector<uint16_t> moves;
    GameResult result = GameResult::Ongoing;
    int whiteElo = 0, blackElo = 0;
    int year = 0;
    bool library = false;
    bool dropped = false;
};

// The year of a date as PGN writes it (YYYY.MM.DD, parts unknown as ??) or as My games keeps
// it (an ISO date and time); 0 when the year is not known.
// The games of one index that start from `start`; false when the index is not whole or no
// longer describes its file (it is built again when the file is opened). My games' index is
// whole once brought up to date.
bool readIndex(const QString& indexPath, const Position& start,
               const std::function<void(Found&&)>& found, const std::atomic<bool>& cancel,
               int* games, bool library = false) {
    bool whole = false;
    GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        auto meta = GameDatabase::readMeta(db);
        whole = library
                    ? meta[QStringLiteral("kind")] == QLatin1String("library") &&
                          meta[QStringLiteral("version")] == QString::number(GameIndex::kVersion)
                    : GameDatabase::metaIsCurrent(meta);
        if (!whole) return false;
        const int number = start.startPositionNumber();
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT moves, result, white_elo, black_elo, start_fen, white, "
                                 "black, event, site, round, date FROM games WHERE start = ? AND "
                                 "error IS NULL"));
        q.bindValue(0, number);
        if (!q.exec()) return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            if (number < 0) {
                // Another start: its own FEN tells whether it is this one.
                const auto other = Position::fromFen(q.value(4).toString().toStdString());
                if (!other || !other->samePosition(start)) continue;
            }
            Found f;
            f.moves = GameDatabase::movesFromBlob(q.value(0).toByteArray());
            f.result =
                parseResult(q.value(1).toString().toStdString()).value_or(GameResult::Ongoing);
            f.whiteElo = q.value(2).toInt();
            f.blackElo = q.value(3).toInt();
            f.year = yearOfDate(q.value(10).toString().toStdString());
            QStringList who;
            for (int c = 5; c <= 9; ++c) who << q.value(c).toString();
            f.identity = who.join(QChar(0x1f));
            f.library = library;
            found(std::move(f));
            ++*games;
        }
        return true;
    });
    return whole;
}

// Games that name nobody and no event cannot be told apart: each counts as it is.
bool known(const QString& identity) {
    for (const QString& part : identity.split(QChar(0x1f)))
        if (!part.isEmpty() && part != QLatin1String("?")) return true;
    return false;
}

bool isPrefix(const std::vector<uint16_t>& a, const std::vector<uint16_t>& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// A game of a file opened here is in My games too, as it was played on: the two are one game
// (the same players, event, site and round, one's moves the start of the other's), counted
// once, as the longer. Games of the files among themselves are counted as the files have them.
void dropCopies(std::vector<Found>& found) {
    std::multimap<QString, Found*> files;
    for (Found& f : found)
        if (!f.library && known(f.identity)) files.emplace(f.identity, &f);
    for (Found& copy : found) {
        if (!copy.library) continue;
        const auto [from, to] = files.equal_range(copy.identity);
        for (auto it = from; it != to && !copy.dropped; ++it) {
            Found& original = *it->second;
            if (original.dropped) continue;
            if (isPrefix(original.moves, copy.moves)) {
                original.dropped = true;
            } else if (isPrefix(copy.moves, original.moves)) {
                copy.dropped = true;
            }
        }
    }
}

} // namespace

ExplorerResult exploreGames(const Position& start, const Position& target,
                            const LibraryIndex& library, const std::atomic<bool>& cancel) {
    ExplorerResult out;
    ExplorerTally tally(target);
    const auto count = [&](const Found& f) {
        tally.add(start, f.moves, f.result, f.whiteElo, f.blackElo, f.year);
        ++out.searched;
        if (f.library) ++out.libraryGames;
    };
    // My games first (few games): the files' games that may be copies of them are held back
    // to be compared; every other game is counted as it is read, so memory follows the
    // copies, not the databases.
    std::vector<Found> held;
    if (library && !cancel.load()) {
        const QString index = library(cancel);
        int games = 0;
        if (!index.isEmpty())
            readIndex(
                index, start, [&held](Found&& f) { held.push_back(std::move(f)); }, cancel, &games,
                true);
    }
    QSet<QString> copied;
    for (const Found& f : held)
        if (known(f.identity)) copied.insert(f.identity);
    const QDir folder(GameDatabase::indexFolder());
    for (const QString& name : folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files)) {
        if (cancel.load()) break;
        int games = 0;
        const auto read = [&](Found&& f) {
            if (copied.contains(f.identity))
                held.push_back(std::move(f));
            else
                count(f);
        };
        if (readIndex(folder.filePath(name), start, read, cancel, &games) && games > 0)
            ++out.databases;
    }
    dropCopies(held);
    for (const Found& f : held)
        if (!f.dropped) count(f);
    out.cancelled = cancel.load();
    out.moves = tally.moves();
    out.reached = tally.reached();
    return out;
}

} // namespace chess960::ui
