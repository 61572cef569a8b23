#include "database/duplicates.h"

#include "database/gamedatabase.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>
#include <tuple>

namespace chess960::ui {

std::vector<std::vector<int>> duplicateGroups(std::vector<IndexedLine> games) {
    // The games of one pairing and start: their own bucket, compared with each other only.
    std::map<std::tuple<QString, QString, QString>, std::vector<const IndexedLine*>> buckets;
    for (const IndexedLine& g : games)
        buckets[{g.white.trimmed().toCaseFolded(), g.black.trimmed().toCaseFolded(), g.start}]
            .push_back(&g);
    std::vector<std::vector<int>> groups;
    for (auto& entry : buckets) {
        std::vector<const IndexedLine*>& bucket = entry.second;
        if (bucket.size() < 2) continue;
        // In the order of their lines (then of the file): the games that continue a line
        // come right after it, so a line is the start of another exactly when the next
        // different line begins with it, and the first line after it that no other continues
        // is one that holds it.
        std::sort(bucket.begin(), bucket.end(), [](const IndexedLine* a, const IndexedLine* b) {
            if (a->moves != b->moves) return a->moves < b->moves;
            return a->number < b->number;
        });
        // Runs of one line: the first of each run stands for it.
        std::vector<size_t> runStart;
        for (size_t i = 0; i < bucket.size(); ++i)
            if (i == 0 || bucket[i]->moves != bucket[i - 1]->moves) runStart.push_back(i);
        const size_t runs = runStart.size();
        const auto lineOf = [&](size_t r) -> const QByteArray& {
            return bucket[runStart[r]]->moves;
        };
        // keeper[r]: the run whose first game keeps run r (r itself when no line continues it).
        std::vector<size_t> keeper(runs);
        for (size_t r = runs; r-- > 0;) {
            const bool continued = r + 1 < runs && lineOf(r + 1).startsWith(lineOf(r));
            keeper[r] = continued ? keeper[r + 1] : r;
        }
        std::map<size_t, std::vector<int>> byKeeper;
        for (size_t r = 0; r < runs; ++r) {
            const size_t end = r + 1 < runs ? runStart[r + 1] : bucket.size();
            for (size_t i = runStart[r]; i < end; ++i) {
                const bool kept = keeper[r] == r && i == runStart[r];
                if (!kept) byKeeper[keeper[r]].push_back(bucket[i]->number);
            }
        }
        for (auto& [k, copies] : byKeeper) {
            std::sort(copies.begin(), copies.end());
            std::vector<int> group{bucket[runStart[k]]->number};
            group.insert(group.end(), copies.begin(), copies.end());
            groups.push_back(std::move(group));
        }
    }
    std::sort(groups.begin(), groups.end());
    return groups;
}

FoundDuplicates findDuplicates(const QString& indexPath, const std::atomic<bool>& cancel) {
    FoundDuplicates out;
    std::vector<IndexedLine> games;
    const bool ok = GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT number, white, black, start, start_fen, moves FROM "
                                   "games WHERE error IS NULL")))
            return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            IndexedLine g;
            g.number = q.value(0).toInt();
            g.white = q.value(1).toString();
            g.black = q.value(2).toString();
            const int start = q.value(3).toInt();
            g.start = start >= 0 ? QString::number(start) : q.value(4).toString();
            g.moves = q.value(5).toByteArray();
            games.push_back(std::move(g));
        }
        return true;
    });
    if (!ok || cancel.load()) return out;
    out.groups = duplicateGroups(std::move(games));
    out.ok = true;
    return out;
}

} // namespace chess960::ui
