// How long Save takes on one game of a large PGN file, against copying the file once: writes
// N random games (tests/randomgames.h) once, finds game K's bytes by reading the file one game
// at a time, then saves that game with a comment added (the file written again around it,
// the old one kept as the backup) and copies the file, and prints both and their ratio.
//   build/tests/bench_save [N [K]]      (default 100000 games, game N/2)
#include "files/pgnfile.h"
#include "randomgames.h"

#include "chess960/mappedfile.h"
#include "chess960/pgn.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <fstream>

using namespace chess960;
using namespace chess960::ui;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 100000;
    const int k = argc > 2 ? std::atoi(argv[2]) : n / 2;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    {
        std::mt19937 rng(960);
        std::ofstream out(path.toStdString(), std::ios::binary);
        for (int done = 0; done < n; done += 1000)
            out << randomgames::file(rng, std::min(1000, n - done), false, 100) << "\n";
    }
    // Game k's place, as a document that opened it would know it.
    GameLocation where;
    where.path = path;
    where.stamp = stampOf(path);
    std::optional<Game> game;
    {
        auto file = MappedFile::open(path.toStdString());
        if (!file) return 2;
        int count = 0;
        readPgnGames(file->bytes(), [&](PgnRecord& r) {
            if (count == k) {
                where.index = k;
                where.offset = r.offset;
                where.end = r.end;
                const std::string_view bytes =
                    file->bytes().substr(size_t(r.offset), size_t(r.end - r.offset));
                where.hash = hashBytes(bytes);
                game = *r.game;
            }
            ++count;
            return true;
        });
        where.count = count;
    }
    if (!game) return 2;
    game->setStartComment("saved by bench_save");
    std::printf("file: %d games, %.1f MB; saving game %d\n", where.count,
                double(where.stamp.size) / 1e6, k + 1);
    QElapsedTimer timer;
    timer.start();
    QString error;
    if (replaceGameInFile(where, writePgn(*game), &error) != WriteOutcome::Written) {
        std::printf("save failed: %s\n", qPrintable(error));
        return 2;
    }
    const double save = timer.nsecsElapsed() / 1e9;
    timer.restart();
    QFile::copy(path, dir.filePath(QStringLiteral("copy.pgn")));
    const double copy = timer.nsecsElapsed() / 1e9;
    std::printf("save  %.3f s (the backup and the new file)\ncopy  %.3f s (the reference: the "
                "file copied once)\nratio %.1f\n",
                save, copy, save / copy);
    return 0;
}
