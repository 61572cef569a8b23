#include "database/findgames.h"

#include "database/gamedatabase.h"
#include "jobs/parallel.h"

#include "chess960/explorer.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <optional>

namespace chess960::ui {

namespace {

struct Row {
    int number = 0;
    int start = -1;
    std::string startFen;
    std::vector<uint16_t> moves;
};

bool readRows(const QString& indexPath, std::vector<Row>& rows, const std::atomic<bool>& cancel) {
    const bool ok = GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral(
                "SELECT number, start, start_fen, moves FROM games WHERE error IS NULL")))
            return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            Row r;
            r.number = q.value(0).toInt();
            r.start = q.value(1).toInt();
            if (r.start < 0) r.startFen = q.value(2).toString().toStdString();
            r.moves = GameDatabase::movesFromBlob(q.value(3).toByteArray());
            rows.push_back(std::move(r));
        }
        return true;
    });
    return ok && !cancel.load();
}

// The games whose replay `firstMatch` finds a match in.
template <typename Query>
FoundGames findMatching(const QString& indexPath, const Query& query,
                        const std::atomic<bool>& cancel, int threads) {
    FoundGames out;
    std::vector<Row> rows;
    if (!readRows(indexPath, rows, cancel)) return out;
    if (threads <= 0) threads = coreCount();
    threads = std::clamp(threads, 1, std::max(1, int(rows.size())));
    // The start positions, made once: most games start from one of the 960.
    std::vector<std::optional<Position>> starts(960);
    for (const Row& r : rows)
        if (r.start >= 0 && r.start < 960 && !starts[size_t(r.start)])
            starts[size_t(r.start)] = Position::startPosition(r.start);
    std::vector<std::vector<int>> found{size_t(threads)};
    inParallel(threads, [&](int t) {
        for (size_t i = size_t(t); i < rows.size(); i += size_t(threads)) {
            if ((i & 1023) == 0 && cancel.load(std::memory_order_relaxed)) return;
            const Row& r = rows[i];
            std::optional<Position> start;
            if (r.start >= 0 && r.start < 960)
                start = starts[size_t(r.start)];
            else if (auto p = Position::fromFen(r.startFen))
                start = *p;
            if (start && query.firstMatch(*start, r.moves) >= 0)
                found[size_t(t)].push_back(r.number);
        }
    });
    if (cancel.load()) return out;
    for (const auto& part : found) out.numbers.insert(out.numbers.end(), part.begin(), part.end());
    std::sort(out.numbers.begin(), out.numbers.end());
    out.searched = int(rows.size());
    out.ok = true;
    return out;
}

} // namespace

FoundGames findGames(const QString& indexPath, const PositionQuery& query,
                     const std::atomic<bool>& cancel, int threads) {
    return findMatching(indexPath, query, cancel, threads);
}

FoundGames findGames(const QString& indexPath, const MaterialPattern& pattern,
                     const std::atomic<bool>& cancel, int threads) {
    return findMatching(indexPath, pattern, cancel, threads);
}

} // namespace chess960::ui
