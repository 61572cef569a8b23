// How long the window's event loop stalls while the engine analyses and the player walks
// through a 100-move game tree: a 1 ms timer probe records every gap between its ticks while
// the cursor moves one node every 25 ms (forward to the end, back to the start, into and out
// of variations), each step restarting the analysis. The reference in the same run is the
// same walk with the engine off. Prints the longest gap, the 99th percentile and the mean.
//   QT_QPA_PLATFORM=offscreen build/tests/bench_analysis_stall [seconds]   (default 10)
#include "analysis/analysisengine.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "mainwindow.h"

#include "chess960/movegen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace chess960;
using namespace chess960::ui;

namespace {

// 200 half-moves from SP 360, random but legal, with a variation of four moves every ten.
Game sampleTree() {
    QRandomGenerator random(960);
    Game g = *Game::fromStartNumber(360);
    MoveList moves;
    for (int ply = 0; ply < 200; ++ply) {
        generateLegalMoves(g.position(), moves);
        if (moves.empty()) break;
        if (ply % 10 == 5 && moves.size() > 1) {
            const NodeId here = g.cursor();
            g.addMove(moves[1]);
            for (int k = 0; k < 4; ++k) {
                MoveList more;
                generateLegalMoves(g.position(), more);
                if (more.empty()) break;
                g.addMove(more[int(random.bounded(more.size()))]);
            }
            g.goTo(here);
        }
        g.addMove(moves[0] == moves[1] ? moves[0] : moves[int(random.bounded(moves.size()))]);
    }
    return g;
}

struct Gaps {
    qint64 longest = 0, p99 = 0;
    double mean = 0;
    int steps = 0;
};

Gaps walk(MainWindow& w, bool engine, int seconds) {
    w.session()->loadGame(sampleTree());
    w.session()->setAnalysis(true);
    w.findChild<AnalysisEngine*>()->stop();
    if (engine) w.session()->browseNode(Game::root()); // restarts the analysis
    const Game& game = w.session()->game();
    const std::vector<NodeId> line = game.mainLine();
    std::vector<NodeId> order(line.begin(), line.end());
    order.insert(order.end(), line.rbegin(), line.rend());
    // Into each variation and back.
    for (NodeId n : line)
        for (NodeId v : game.children(game.parentOf(n)))
            if (v != n) order.insert(order.end(), {v, n});
    std::vector<qint64> gaps;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed() / 1000;
        if (last) gaps.push_back(now - last);
        last = now;
    });
    size_t next = 0;
    int steps = 0;
    QTimer stepper;
    stepper.setInterval(25);
    QObject::connect(&stepper, &QTimer::timeout, [&] {
        w.session()->browseNode(order[next]);
        next = (next + 1) % order.size();
        ++steps;
    });
    if (!engine) w.findChild<AnalysisEngine*>()->stop();
    probe.start();
    stepper.start();
    while (clock.elapsed() < seconds * 1000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    stepper.stop();
    probe.stop();
    w.session()->setAnalysis(false);
    std::sort(gaps.begin(), gaps.end());
    Gaps r;
    r.steps = steps;
    if (gaps.empty()) return r;
    r.longest = gaps.back();
    r.p99 = gaps[gaps.size() * 99 / 100];
    double sum = 0;
    for (qint64 g : gaps) sum += double(g);
    r.mean = sum / double(gaps.size());
    return r;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("Chess960 bench"));
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    removeAutosave();
    MainWindow w;
    w.show();
    const Gaps quiet = walk(w, false, seconds);
    const Gaps busy = walk(w, true, seconds);
    std::printf(
        "reference, engine off: %d steps, longest gap %.1f ms, 99%% %.1f ms, mean %.2f ms\n",
        quiet.steps, quiet.longest / 1000.0, quiet.p99 / 1000.0, quiet.mean / 1000.0);
    std::printf(
        "engine analysing:      %d steps, longest gap %.1f ms, 99%% %.1f ms, mean %.2f ms\n",
        busy.steps, busy.longest / 1000.0, busy.p99 / 1000.0, busy.mean / 1000.0);
    std::printf("longest gap with the engine / without: %.2f\n",
                double(busy.longest) / double(std::max<qint64>(1, quiet.longest)));
    return 0;
}
