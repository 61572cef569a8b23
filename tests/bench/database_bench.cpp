// Opening a large PGN file through its index (ui/database), against reading the file whole
// as File > Open did before: writes N random games (tests/randomgames.h, up to 100 plies with
// variations and comments; with --real, games as real exports have them: 60-120 plies with a
// clock comment on every move, one in ten with evaluations), then times the file merely read
// (every byte, nothing parsed: the floor for anything that reads it) and times and measures
//   - the index built from nothing (GameDatabase::open until ready), and its first batch;
//   - the index opened again (reused) and a game read back by its number;
//   - the game list: a filter by player and a sort by White, each with the first rows fetched;
//   - position searches (exact, pawns, material) over every game, and the explorer's tree of
//     a start position;
//   - the reference: every game of the file read at once (readPgnFileContents), which is what
//     File > Open did, with the memory it takes;
// and prints their ratios. While the index is built the game list is open (as File > Open
// shows it) and the longest wait of the event loop is printed. Peak memory is the process's
// high-water mark (VmHWM), read after the index is built and again after the reference.
//   QT_QPA_PLATFORM=offscreen build/tests/bench_database [N]      (default 100000 games)
//   build/tests/bench_database FILE.pgn (a file of one's own instead)
//   ... --no-reference   (leaves out the reference, which holds the whole file: for files of
//                         a million games)
//   ... --real           (real-length games)
#include "database/explorersearch.h"
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "files/pgnfile.h"
#include "randomgames.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <fstream>
#include <string>

using namespace chess960;
using namespace chess960::ui;

namespace {

long peakKb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
    return 0;
}

double seconds(QElapsedTimer& t) {
    return double(t.nsecsElapsed()) / 1e9;
}

} // namespace

// The high-water mark so far, to follow each step: " [peak 123 MB]".
std::string peakSoFar() {
    return " [peak " + std::to_string(peakKb() / 1024) + " MB]";
}

int main(int argc, char* argv[]) {
    // Widgets, for the game list shown while the index is built (QT_QPA_PLATFORM=offscreen
    // runs it without a display).
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("bench_database"));
    QString given;
    int n = 100000;
    bool reference = true;
    bool real = false;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--no-reference"))
            reference = false;
        else if (arg == QLatin1String("--real"))
            real = true;
        else if (!arg.isEmpty() && arg.front().isDigit())
            n = arg.toInt();
        else
            given = arg;
    }
    QTemporaryDir dir;
    const QString path = given.isEmpty() ? dir.filePath(QStringLiteral("games.pgn")) : given;
    if (given.isEmpty()) {
        std::mt19937 rng(960);
        std::ofstream out(path.toStdString(), std::ios::binary);
        if (real) {
            for (int i = 0; i < n; ++i) out << writePgn(randomgames::realGame(rng, i));
        } else {
            for (int done = 0; done < n; done += 1000)
                out << randomgames::file(rng, std::min(1000, n - done), false, 100) << "\n";
        }
    }
    QFile::remove(GameDatabase::indexPathFor(path));
    const double mb = double(QFileInfo(path).size()) / 1e6;
    std::printf("file: %s, %.1f MB%s\n", qPrintable(path), mb,
                real ? " (real-length games)" : "");
    // The floor: every byte of the file read once, nothing parsed (from the page cache, as
    // the index then reads it).
    QElapsedTimer floorTimer;
    floorTimer.start();
    qint64 lines = 0;
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            QByteArray chunk;
            while (!(chunk = f.read(1 << 22)).isEmpty()) lines += chunk.count('\n');
        }
    }
    const double merelyRead = seconds(floorTimer);
    std::printf("the file merely read %.3f s (%lld lines)\n", merelyRead,
                static_cast<long long>(lines));
    const long before = peakKb();

    QElapsedTimer t;
    t.start();
    double firstBatch = -1;
    double build = 0;
    int games = 0;
    qint64 longestGap = 0;
    {
        GameDatabase db;
        // The window's side: the game list open from the start, listing each batch, and a
        // timer that sees how long the event loop is kept from it.
        std::unique_ptr<GamePickerDialog> list;
        QElapsedTimer loop;
        qint64 lastTick = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longestGap = std::max(longestGap, loop.elapsed() - lastTick);
            lastTick = loop.elapsed();
        });
        QObject::connect(&db, &GameDatabase::batchWritten, [&](int) {
            if (firstBatch < 0) firstBatch = seconds(t);
        });
        QEventLoop wait;
        QObject::connect(&db, &GameDatabase::ready, &wait, &QEventLoop::quit);
        QObject::connect(&db, &GameDatabase::failed, &wait, &QEventLoop::quit);
        db.open(path);
        if (db.state() == GameDatabase::State::Building) {
            list = std::make_unique<GamePickerDialog>(&db);
            list->show();
            loop.start();
            ticker.start(5);
            wait.exec();
            ticker.stop();
        }
        build = seconds(t);
        games = db.gameCount();
        n = games;
        if (db.state() != GameDatabase::State::Ready) {
            std::printf("index failed: %s\n", qPrintable(db.error()));
            return 2;
        }
    }
    const long afterIndex = peakKb();
    const double indexMb = double(QFileInfo(GameDatabase::indexPathFor(path)).size()) / 1e6;
    std::printf("index built     %7.2f s (%d games, %.0f games/s; first games listed after "
                "%.2f s), index file %.1f MB, peak memory +%ld MB\n",
                build, games, games / build, firstBatch, indexMb, (afterIndex - before) / 1024);
    std::printf("the game list open meanwhile: the event loop's longest wait %lld ms\n",
                static_cast<long long>(longestGap));
    std::printf("index built in %.1fx the time the file is merely read\n", build / merelyRead);

    GameDatabase db;
    t.restart();
    db.open(path);
    const double reopen = seconds(t);
    std::printf("index reused    %7.3f s (%s)%s\n", reopen, db.reused() ? "reused" : "NOT reused",
                peakSoFar().c_str());
    t.restart();
    GameLocation where;
    QString error;
    const auto game = db.loadGame(n / 2, &where, &error);
    std::printf("game %d read   %7.4f s%s\n", n / 2, seconds(t), game ? "" : " FAILED");
    GameListModel model;
    model.setConnection(db.connectionName());
    t.restart();
    model.setFilterText(QStringLiteral("Player 42"));
    const double filter = seconds(t);
    std::printf("filter player   %7.3f s (%d of %d games)%s\n", filter, model.matchingCount(),
                model.totalCount(), peakSoFar().c_str());
    model.setFilterText(QString());
    t.restart();
    model.sort(GameListModel::White, Qt::DescendingOrder);
    std::printf("sort by White   %7.3f s\n", seconds(t));
    // Every column, both ways, each with its first rows fetched: the slowest.
    double slowest = 0;
    int slowestColumn = 0;
    for (int column = 0; column < GameListModel::ColumnCount; ++column)
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            t.restart();
            model.sort(column, order);
            model.data(model.index(0, column));
            if (seconds(t) > slowest) {
                slowest = seconds(t);
                slowestColumn = column;
            }
        }
    std::printf("sort by any column, the slowest %.3f s (%s)%s\n", slowest,
                qPrintable(model.headerData(slowestColumn, Qt::Horizontal).toString()),
                peakSoFar().c_str());
    t.restart();
    model.sort(GameListModel::Opening, Qt::AscendingOrder);
    std::printf("sort by opening %7.3f s\n", seconds(t));
    t.restart();
    model.setResultFilter(QStringLiteral("1/2-1/2"));
    std::printf("filter draws    %7.3f s (%d games)\n", seconds(t), model.matchingCount());
    model.setResultFilter(QString());

    // Position searches over every game, on all cores: a position of the game read above.
    if (game) {
        const Position target = game->positionAt(std::min(10, game->plyCount()));
        std::atomic<bool> cancel{false};
        for (const auto& [name, kind] : {std::pair{"exact   ", PositionMatch::Exact},
                                         std::pair{"pawns   ", PositionMatch::Pawns},
                                         std::pair{"material", PositionMatch::Material}}) {
            t.restart();
            const FoundGames found = findGames(db.indexPath(), PositionQuery(kind, target), cancel);
            std::printf("position search %s %6.3f s (%zu of %d games)%s\n", name, seconds(t),
                        found.numbers.size(), found.searched, peakSoFar().c_str());
        }
        // Rook endings (king and rook each, pawns any): most games are replayed to their end.
        std::array<std::array<int, 6>, 2> rooks{};
        rooks[White][Rook - 1] = rooks[Black][Rook - 1] = 1;
        t.restart();
        const FoundGames endings =
            findGames(db.indexPath(), PositionQuery::material(rooks, true), cancel);
        std::printf("rook endings     %6.3f s (%zu of %d games)%s\n", seconds(t),
                    endings.numbers.size(), endings.searched, peakSoFar().c_str());
        // Material with ranges (the list's Material and pieces...), held for four plies.
        for (const auto& [name, preset] :
             {std::pair{"rook endings, 1-2 rooks each", MaterialPreset::RookEndings},
              std::pair{"queen against rook and minor, either side",
                        MaterialPreset::QueenAgainstRookAndMinor},
              std::pair{"bishops of opposite colours", MaterialPreset::OppositeBishops}}) {
            MaterialPattern pattern = materialPreset(preset);
            pattern.plies = 4;
            t.restart();
            const FoundGames found = findGames(db.indexPath(), pattern, cancel);
            std::printf("material ranges: %s %6.3f s (%zu of %d games)%s\n", name, seconds(t),
                        found.numbers.size(), found.searched, peakSoFar().c_str());
        }
        t.restart();
        const ExplorerResult tree =
            exploreGames(game->startPosition(), game->startPosition(), {}, cancel);
        std::printf("explorer, the game's start %6.3f s (%d games from it, %zu moves)\n",
                    seconds(t), tree.searched, tree.moves.size());
    }
    const long afterSearch = peakKb();
    std::printf("peak memory while listing and searching: %ld MB in all (+%ld MB over the "
                "program before the file)\n",
                afterSearch / 1024, (afterSearch - before) / 1024);
    if (!reference) return 0;
    t.restart();
    QString readError;
    const PgnFileContents whole = readPgnFileContents(path, &readError);
    const double whileRead = seconds(t);
    const long afterWhole = peakKb();
    std::printf("reference: the file read whole (File > Open before) %.2f s, %zu games, peak "
                "memory +%ld MB\n",
                whileRead, whole.records.size(), (afterWhole - afterSearch) / 1024);
    std::printf("ratio: first games listed %.0fx sooner, whole index %.2fx the time, reopened "
                "%.0fx sooner than the reference\n",
                whileRead / firstBatch, build / whileRead, whileRead / reopen);
    return 0;
}
