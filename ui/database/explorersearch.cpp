#include "database/explorersearch.h"

#include "database/gamedatabase.h"
#include "document/pgnfile.h"

#include "chess960/pgn.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace chess960::ui {

namespace {

// The games of one index that start from `start`; false when the index is not whole or no
// longer describes its file (it is built again when the file is opened). My games' index is
// whole once brought up to date.
bool tallyIndex(const QString& indexPath, const Position& start, ExplorerTally& tally,
                const std::atomic<bool>& cancel, int* games, bool library = false) {
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
        q.prepare(QStringLiteral("SELECT moves, result, white_elo, black_elo, start_fen "
                                 "FROM games WHERE start = ? AND error IS NULL"));
        q.bindValue(0, number);
        if (!q.exec()) return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            if (number < 0) {
                // Another start: its own FEN tells whether it is this one.
                const auto other = Position::fromFen(q.value(4).toString().toStdString());
                if (!other || !other->samePosition(start)) continue;
            }
            const auto result = parseResult(q.value(1).toString().toStdString());
            tally.add(start, GameDatabase::movesFromBlob(q.value(0).toByteArray()),
                      result.value_or(GameResult::Ongoing), q.value(2).toInt(), q.value(3).toInt());
            ++*games;
        }
        return true;
    });
    return whole;
}

} // namespace

ExplorerResult exploreGames(const Position& start, const Position& target,
                            const LibraryIndex& library, const std::atomic<bool>& cancel) {
    ExplorerResult out;
    ExplorerTally tally(target);
    const QDir folder(GameDatabase::indexFolder());
    for (const QString& name : folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files)) {
        if (cancel.load()) break;
        int games = 0;
        if (tallyIndex(folder.filePath(name), start, tally, cancel, &games) && games > 0) {
            ++out.databases;
            out.searched += games;
        }
    }
    if (library && !cancel.load()) {
        const QString index = library(cancel);
        int games = 0;
        if (!index.isEmpty() && tallyIndex(index, start, tally, cancel, &games, true)) {
            out.libraryGames = games;
            out.searched += games;
        }
    }
    out.cancelled = cancel.load();
    out.moves = tally.moves();
    out.reached = tally.reached();
    return out;
}

} // namespace chess960::ui
