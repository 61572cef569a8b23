// How long My games takes to list a library of N games: writes N random games of 80
// half-moves from random start positions into a scratch library, then times My games'
// database (LibraryDatabase) built from nothing (every file read), brought up to date when
// nothing changed and when one game was played on, and the list's filter and sort over it
// (GameListModel). The reference in the same run is the time to read every file once.
//   build/tests/bench_library [N]      (default 3000)
#include "database/gamelistmodel.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"

#include "chess960/movegen.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
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

    LibraryDatabase db(&library);
    const auto bringUpToDate = [&db] {
        QEventLoop wait;
        QObject::connect(&db, &GameIndex::ready, &wait, &QEventLoop::quit);
        QObject::connect(&db, &GameIndex::failed, &wait, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        db.open();
        wait.exec();
        return t.elapsed();
    };
    const qint64 firstMs = bringUpToDate();
    const int firstGames = db.gameCount();
    const qint64 secondMs = bringUpToDate();
    const bool reused = db.reused();
    // One game played on (its file rewritten), as after each move of a game in progress.
    const QString last = db.fileOf(db.gameCount());
    {
        auto game = library.read(last);
        MoveList moves;
        generateLegalMoves(game->position(), moves);
        if (!game->isOver() && moves.size() > 0) game->play(moves[0]);
        library.write(last, *game);
    }
    const qint64 oneMs = bringUpToDate();
    timer.restart();
    GameListModel model;
    model.setLibraryStyle(true);
    model.setConnection(db.connectionName());
    model.sort(GameListModel::Number, Qt::DescendingOrder);
    model.setFilterText(QStringLiteral("ann"));
    const qint64 modelMs = timer.elapsed();
    std::printf("built from nothing (every game read): %d games in %lld ms\n", firstGames, firstMs);
    std::printf("brought up to date, nothing changed: %lld ms (%s)\n", secondMs,
                reused ? "reused" : "NOT reused");
    std::printf("brought up to date, one game played on: %lld ms\n", oneMs);
    std::printf("list, sort and filter: %d of %d games in %lld ms\n", model.matchingCount(),
                model.totalCount(), modelMs);
    std::printf("up to date (nothing changed) / reading every file: %.3f\n",
                double(secondMs) / double(std::max<qint64>(1, readMs)));
    return firstGames == n && db.gameCount() == n && reused ? 0 : 1;
}
