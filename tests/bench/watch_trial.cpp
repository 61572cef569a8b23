// Not a test: games between the built-in engine at full strength and an external UCI engine
// in the window's engines-play-each-other mode (MainWindow, GameSetup::Opponent::Engines,
// PlayerDirector), to see how the program copes with a real engine that misbehaves. Each game
// is printed with its start position, result, how it ended and, for a game an engine lost by
// failing, what it did (the comment the record keeps).
//
//   bench_watch_trial ENGINE_PATH [GAMES=10] [BASE_MS=10000] [INCREMENT_MS=100]
//
// The engines alternate colours; the start positions are random. Settings go to Qt's test
// locations, never the player's own.
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QStandardPaths>
#include <QThread>

#include <cstdio>
#include <map>

using namespace chess960;
using namespace chess960::ui;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s ENGINE_PATH [GAMES] [BASE_MS] [INCREMENT_MS]\n", argv[0]);
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int games = argc > 2 ? std::atoi(argv[2]) : 10;
    const qint64 base = argc > 3 ? std::atoll(argv[3]) : 10000;
    const qint64 increment = argc > 4 ? std::atoll(argv[4]) : 100;

    EngineConfig config;
    config.name = QStringLiteral("Trial engine");
    config.path = path;
    for (const EngineConfig& c : EngineStore::load())
        if (c.name == config.name) EngineStore::remove(c.id);
    config = EngineStore::add(config);

    MainWindow window;
    window.show();
    std::map<std::string, int> endings;
    int faults = 0;
    for (int i = 0; i < games; ++i) {
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Engines;
        const PlayerSpec ours = PlayerSpec::builtIn(10);
        const PlayerSpec theirs = PlayerSpec::external(config.name);
        setup.whiteEngine = i % 2 == 0 ? ours : theirs;
        setup.blackEngine = i % 2 == 0 ? theirs : ours;
        setup.start = GameSetup::Start::Random;
        setup.timeControl = TimeControl{base, increment};
        QString error;
        if (!window.document()->startNew(setup, &error)) {
            std::fprintf(stderr, "game %d cannot start: %s\n", i + 1, qPrintable(error));
            return 1;
        }
        QElapsedTimer timer;
        timer.start();
        const qint64 limit = 2 * (base + 200 * increment) + 60000;
        while (!window.session()->game().isOver() && timer.elapsed() < limit)
            app.processEvents(QEventLoop::AllEvents, 50);
        // The message an engine's fault brings is read here, then closed for the next game.
        app.processEvents();
        QString message;
        for (QMessageBox* box : window.findChildren<QMessageBox*>()) {
            if (box->objectName() == QLatin1String("playerFailed")) message = box->text();
            box->close();
        }
        const Game& g = window.session()->game();
        const std::string ending = g.isOver() ? std::string(terminationText(g.termination()))
                                              : std::string("not finished in time");
        ++endings[ending];
        const std::string comment = g.nodeMove(g.cursor()).comment;
        const bool fault = g.termination() == Termination::Abandoned ||
                           g.termination() == Termination::RulesInfraction;
        faults += fault;
        // What the record says about the end (an engine's fault, a flag that fell while it
        // thought), after the game.
        std::printf("game %2d  SP %3d  %-22s - %-22s  %-7s  %-28s %3d plies%s%s\n", i + 1,
                    g.startNumber(), g.tag("White").c_str(), g.tag("Black").c_str(),
                    std::string(resultText(g.result())).c_str(), ending.c_str(), g.plyCount(),
                    comment.empty() ? "" : "  | ", comment.c_str());
        std::fflush(stdout);
        if (!message.isEmpty() && !fault)
            std::printf("         message: %s\n", qPrintable(message));
        app.processEvents();
    }
    std::printf("\n%d games, %d ended by an engine's fault\n", games, faults);
    for (const auto& [ending, count] : endings) std::printf("  %-32s %d\n", ending.c_str(), count);
    EngineStore::remove(config.id);
    return 0;
}
