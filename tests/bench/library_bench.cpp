// How long My games takes to list a library of N games: writes N random games of 80
// half-moves from random start positions into a scratch library, then times the first listing
// (every file read, the index built) and the next (from the index), and the window's model
// and filter over the list. The reference in the same run is the time to read every file once.
//   build/tests/bench_library [N]      (default 3000)
#include "library/gamelibrary.h"
#include "library/librarymodel.h"

#include "chess960/movegen.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

using namespace chess960;
using namespace chess960::ui;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 3000;
    QTemporaryDir dir;
    GameLibrary library(dir.filePath("games"));
    QRandomGenerator random(960);
    QElapsedTimer timer;
    timer.start();
    const QDateTime start(QDate(2026, 1, 1), QTime(0, 0));
    for (int i = 0; i < n; ++i) {
        auto game = Game::fromStartNumber(int(random.bounded(960)));
        game->setTag("White", i % 2 ? "Player" : "Ann");
        game->setTag("Black", i % 2 ? "Computer (level 5)" : "Bob");
        MoveList moves;
        for (int ply = 0; ply < 80 && !game->isOver(); ++ply) {
            generateLegalMoves(game->position(), moves);
            game->play(moves[int(random.bounded(moves.size()))]);
        }
        library.write(library.newFileName(start.addSecs(i * 60)), *game);
    }
    std::printf("wrote %d games in %lld ms\n", n, timer.elapsed());

    timer.restart();
    qint64 bytes = 0;
    for (const QFileInfo& f : QDir(library.folder()).entryInfoList({"*.pgn"}, QDir::Files)) {
        QFile file(f.filePath());
        if (file.open(QIODevice::ReadOnly)) bytes += file.readAll().size();
    }
    const qint64 readMs = timer.elapsed();
    std::printf("reference: reading every file once: %lld ms (%lld KiB)\n", readMs, bytes / 1024);

    timer.restart();
    const auto first = library.entries();
    const qint64 firstMs = timer.elapsed();
    timer.restart();
    const auto second = library.entries();
    const qint64 secondMs = timer.elapsed();
    timer.restart();
    LibraryModel model;
    LibraryFilter filter;
    filter.setSourceModel(&model);
    model.setEntries(second);
    filter.sort(LibraryModel::Date, Qt::DescendingOrder);
    filter.setPlayer(QStringLiteral("ann"));
    const qint64 modelMs = timer.elapsed();
    std::printf("first listing (no index, every game read): %zu games in %lld ms\n", first.size(),
                firstMs);
    std::printf("listing from the index: %zu games in %lld ms\n", second.size(), secondMs);
    std::printf("model, sort and filter: %d of %d rows in %lld ms\n", filter.rowCount(),
                model.rowCount(), modelMs);
    std::printf("index listing / reading every file: %.3f\n",
                double(secondMs) / double(std::max<qint64>(1, readMs)));
    return first.size() == size_t(n) && second.size() == size_t(n) ? 0 : 1;
}
