#include "database/findgames.h"

#include "database/gamedatabase.h"
#include "jobs/parallel.h"

#include "chess960/explorer.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <optional>

namespace chess960::ui {

namespace {

struct Row {
    int number = 0;
    int start = -1;
    std::string startFen;
    std::vector<uint16_t> moves;
};

// Every readable game of the index, in the index's order, handed to take one at a time.
bool readRows(const QString& indexPath, const std::function<void(Row&&)>& take,
              const std::atomic<bool>& cancel) {
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
            take(std::move(r));
        }
        return true;
    });
    return ok && !cancel.load();
}

// The games whose replay `firstMatch` finds a match in. The games are read a batch at a time
// and each batch is replayed on all cores before the next is read: what the search holds is
// one batch, not the index (a million real-length games held 250 MB of moves at once).
template <typename Query>
FoundGames findMatching(const QString& indexPath, const Query& query,
                        const std::atomic<bool>& cancel, int threads, int batch) {
    FoundGames out;
    if (threads <= 0) threads = coreCount();
    if (batch <= 0) batch = kSearchBatch;
    // The start positions, made once: most games start from one of the 960.
    std::vector<std::optional<Position>> starts(960);
    std::vector<std::vector<int>> found{size_t(threads)};
    std::vector<Row> rows;
    rows.reserve(size_t(batch));
    const auto search = [&] {
        for (const Row& r : rows)
            if (r.start >= 0 && r.start < 960 && !starts[size_t(r.start)])
                starts[size_t(r.start)] = Position::startPosition(r.start);
        const int n = std::clamp(threads, 1, std::max(1, int(rows.size())));
        inParallel(n, [&](int t) {
            for (size_t i = size_t(t); i < rows.size(); i += size_t(n)) {
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
        out.searched += int(rows.size());
        rows.clear();
    };
    const bool read = readRows(
        indexPath,
        [&](Row&& r) {
            rows.push_back(std::move(r));
            if (int(rows.size()) == batch) search();
        },
        cancel);
    if (!read) return {};
    search(); // the last, shorter batch
    if (cancel.load()) return {};
    for (const auto& part : found) out.numbers.insert(out.numbers.end(), part.begin(), part.end());
    std::sort(out.numbers.begin(), out.numbers.end());
    out.ok = true;
    return out;
}

} // namespace

FoundGames findGames(const QString& indexPath, const PositionQuery& query,
                     const std::atomic<bool>& cancel, int threads, int batch) {
    return findMatching(indexPath, query, cancel, threads, batch);
}

FoundGames findGames(const QString& indexPath, const MaterialPattern& pattern,
                     const std::atomic<bool>& cancel, int threads, int batch) {
    return findMatching(indexPath, pattern, cancel, threads, batch);
}

} // namespace chess960::ui
