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
// longer describes its file (it is built again when the file is opened).
bool tallyIndex(const QString& indexPath, const Position& start, ExplorerTally& tally,
                const std::atomic<bool>& cancel, int* games) {
    bool whole = false;
    GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        whole = GameDatabase::metaIsCurrent(GameDatabase::readMeta(db));
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
                            const std::vector<LibraryGameRef>& library,
                            const std::atomic<bool>& cancel) {
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
    const int number = start.startPositionNumber();
    for (const LibraryGameRef& ref : library) {
        if (cancel.load()) break;
        if (ref.startNumber != number) continue;
        QFile file(ref.path);
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = file.readAll();
        const auto game = readPgnGame(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (!game || !game->startPosition().samePosition(start)) continue;
        std::vector<uint16_t> moves;
        for (const PlayedMove& m : game->moves()) moves.push_back(m.move.raw());
        tally.add(start, moves, game->result(),
                  QString::fromStdString(game->tag("WhiteElo")).toInt(),
                  QString::fromStdString(game->tag("BlackElo")).toInt());
        ++out.libraryGames;
        ++out.searched;
    }
    out.cancelled = cancel.load();
    out.moves = tally.moves();
    out.reached = tally.reached();
    return out;
}

} // namespace chess960::ui
