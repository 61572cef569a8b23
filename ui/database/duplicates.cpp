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
    for (auto& [key, bucket] : buckets) {
        if (bucket.size() < 2) continue;
        // The longest first (of equal ones the first in the file): each is kept unless an
        // earlier one holds it; what it holds goes with it.
        std::sort(bucket.begin(), bucket.end(), [](const IndexedLine* a, const IndexedLine* b) {
            if (a->moves.size() != b->moves.size()) return a->moves.size() > b->moves.size();
            return a->number < b->number;
        });
        std::vector<bool> taken(bucket.size(), false);
        for (size_t k = 0; k < bucket.size(); ++k) {
            if (taken[k]) continue;
            std::vector<int> group{bucket[k]->number};
            for (size_t d = k + 1; d < bucket.size(); ++d)
                if (!taken[d] && bucket[k]->moves.startsWith(bucket[d]->moves)) {
                    taken[d] = true;
                    group.push_back(bucket[d]->number);
                }
            if (group.size() < 2) continue;
            std::sort(group.begin() + 1, group.end());
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
