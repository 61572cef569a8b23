// The UCI protocol, driven line by line through a UciSession as a GUI would drive the
// chess960-engine process, plus one run of the real executable.
#include "chess960/engine/nnue.h"
#include "chess960/engine/uci.h"
#include "chess960/notation.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <thread>

using namespace chess960;
using namespace chess960::engine;

namespace {

// Collects what a session writes; lets a test wait for a line that starts with a prefix.
class Transcript {
public:
    std::function<void(const std::string&)> sink() {
        return [this](const std::string& line) {
            std::lock_guard lock(m_);
            lines_.push_back(line);
            cv_.notify_all();
        };
    }
    // Index of the first line from `from` on that starts with prefix, -1 on timeout.
    int waitFor(const std::string& prefix, size_t from = 0, int timeoutMs = 20000) {
        std::unique_lock lock(m_);
        int found = -1;
        cv_.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] {
            for (size_t i = from; i < lines_.size(); ++i)
                if (lines_[i].rfind(prefix, 0) == 0) return (found = int(i)) >= 0;
            return false;
        });
        return found;
    }
    std::vector<std::string> lines() {
        std::lock_guard lock(m_);
        return lines_;
    }
    size_t size() {
        std::lock_guard lock(m_);
        return lines_.size();
    }

private:
    std::mutex m_;
    std::condition_variable cv_;
    std::vector<std::string> lines_;
};

std::vector<std::string> words(const std::string& line) {
    return testutil::split(line, ' ');
}

// Checks an info line with a score: known keywords, numbers where numbers belong, and a PV
// that is legal from root. Returns the depth.
int checkInfoLine(const std::string& line, const Position& root) {
    auto w = words(line);
    int depth = -1;
    bool sawScore = false, sawNodes = false;
    for (size_t i = 1; i < w.size(); ++i) {
        const std::string& k = w[i];
        if (k == "depth" || k == "seldepth" || k == "multipv" || k == "nodes" || k == "nps" ||
            k == "hashfull" || k == "time") {
            bool ok = false;
            QString(w.at(i + 1).c_str()).toLongLong(&ok);
            if (!ok) return -1;
            if (k == "depth") depth = std::stoi(w[i + 1]);
            if (k == "nodes") sawNodes = true;
            ++i;
        } else if (k == "score") {
            if (w.at(i + 1) != "cp" && w.at(i + 1) != "mate") return -1;
            bool ok = false;
            QString(w.at(i + 2).c_str()).toInt(&ok);
            if (!ok) return -1;
            sawScore = true;
            i += 2;
        } else if (k == "lowerbound" || k == "upperbound") {
        } else if (k == "pv") {
            Position pos = root;
            for (size_t j = i + 1; j < w.size(); ++j) {
                auto m = moveFromUci(pos, w[j]);
                if (!m) return -1;
                pos = pos.after(*m);
            }
            break;
        } else {
            return -1;
        }
    }
    return sawScore && sawNodes ? depth : -1;
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT
private slots:
    void handshake() {
        Transcript t;
        UciSession s(t.sink());
        s.handleLine("uci");
        auto lines = t.lines();
        QVERIFY(lines.size() > 3);
        QVERIFY(lines.front().rfind("id name ", 0) == 0);
        QCOMPARE(lines.back(), std::string("uciok"));
        std::string all;
        for (auto& l : lines) all += l + "\n";
        for (const char* opt : {"name Hash type spin", "name UCI_Chess960 type check",
                                "name UCI_LimitStrength type check", "name UCI_Elo type spin",
                                "name Level type spin", "name Threads type spin default 1 min 1"})
            QVERIFY2(all.find(opt) != std::string::npos, opt);
        s.handleLine("isready");
        QCOMPARE(t.lines().back(), std::string("readyok"));
    }

    void evalFileIsReadOrRefused() {
        // A network whose weights are all zero scores every position 0: a queen up is then
        // worth nothing to the search, which shows the network is the one evaluating.
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/zero.nnue").toStdString();
        {
            const auto net = chess960::engine::nnue::makeNetwork<chess960::engine::nnue::kHidden>();
            const auto bytes = chess960::engine::nnue::serialise(*net);
            std::ofstream(path, std::ios::binary)
                .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        }
        Transcript t;
        UciSession s(t.sink());
        const auto said = [&t](const std::string& what) {
            for (const std::string& l : t.lines())
                if (l.find(what) != std::string::npos) return true;
            return false;
        };
        s.handleLine("uci");
        QVERIFY(said("option name EvalFile type string default <built-in>"));
        QVERIFY(said("option name Use NNUE type check default true"));
        auto scoreAfter = [&](const char* go) {
            const size_t from = t.size();
            s.handleLine("position fen 4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
            s.handleLine(go);
            const int best = t.waitFor("bestmove ", from);
            const auto lines = t.lines();
            for (int i = best; i >= 0; --i) {
                const auto w = words(lines[size_t(i)]);
                const auto at = std::find(w.begin(), w.end(), "cp");
                if (at != w.end()) return std::stoi(*(at + 1));
            }
            return -99999;
        };
        QVERIFY(scoreAfter("go depth 5") > 500); // the handcrafted evaluation (no net compiled in)
        s.handleLine("setoption name EvalFile value " + path);
        QVERIFY(said("info string EvalFile '" + path + "' read"));
        QCOMPARE(scoreAfter("go depth 5"), 0);
        // A file that is not a network is refused, named, and the network in use stays.
        s.handleLine("setoption name EvalFile value " + path + ".missing");
        QVERIFY(said("info string error: EvalFile '" + path + ".missing' not used"));
        QCOMPARE(scoreAfter("go depth 5"), 0);
        s.handleLine("setoption name Use NNUE value false");
        QVERIFY(scoreAfter("go depth 5") > 500);
        s.handleLine("setoption name Use NNUE value true");
        QCOMPARE(scoreAfter("go depth 5"), 0);
        s.handleLine("setoption name EvalFile value <built-in>");
        QVERIFY(scoreAfter("go depth 5") > 500);
    }

    void searchSessionGivesWellFormedAnswers() {
        Transcript t;
        UciSession s(t.sink());
        for (const char* l :
             {"uci", "setoption name UCI_Chess960 value true", "setoption name Hash value 8",
              "ucinewgame", "isready", "position startpos moves e2e4 e7e5 g1f3", "go depth 6"})
            s.handleLine(l);
        int best = t.waitFor("bestmove ");
        QVERIFY(best >= 0);
        auto lines = t.lines();
        Position root =
            testutil::position("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        int lastDepth = 0, infoLines = 0;
        for (int i = 0; i < best; ++i) {
            if (lines[i].rfind("info depth", 0) != 0) continue;
            int d = checkInfoLine(lines[i], root);
            QVERIFY2(d >= 1, lines[i].c_str());
            QVERIFY(d >= lastDepth);
            lastDepth = d;
            ++infoLines;
        }
        QCOMPARE(lastDepth, 6);
        QVERIFY(infoLines >= 6);
        auto w = words(lines[best]);
        QVERIFY(w.size() == 2 || (w.size() == 4 && w[2] == "ponder"));
        QVERIFY(moveFromUci(root, w[1]).ok());
    }

    void castlingInBothSpellings() {
        Transcript t;
        UciSession s(t.sink());
        // King d1, rook h1: the h-side castle is d1h1 (king takes rook) or d1g1 (king to
        // its target square, which no ordinary king move reaches).
        const std::string fen = "1r1k3r/pppppppp/8/8/8/8/PPPPPPPP/1R1K3R w KQkq - 0 1";
        s.handleLine("position fen " + fen + " moves d1h1");
        s.handleLine("d");
        std::string a = t.lines().back();
        s.handleLine("position fen " + fen + " moves d1g1");
        s.handleLine("d");
        std::string b = t.lines().back();
        QCOMPARE(a, b);
        QVERIFY(a.find("1R3RK1 b") != std::string::npos);
        QVERIFY(a.find("error") == std::string::npos);
        // The engine answers in the spelling of the mode it is in: here castling mates.
        const std::string mate = "position fen 2rkr3/2p1p3/8/1B6/8/8/8/RK6 w A - 0 1";
        s.handleLine("setoption name UCI_Chess960 value true");
        s.handleLine(mate);
        s.handleLine("go depth 3");
        s.waitForSearch();
        QCOMPARE(t.lines().back(), std::string("bestmove b1a1"));
        // A castle the king makes by two squares comes out as e1c1 in standard mode and as
        // e1a1 in Chess960 mode; the session reads both.
        const std::string twin = "position fen 2rkr3/2p1p3/8/1B6/8/8/8/R3K3 w Q - 0 1";
        for (bool c960 : {false, true}) {
            s.handleLine(std::string("setoption name UCI_Chess960 value ") +
                         (c960 ? "true" : "false"));
            s.handleLine(twin);
            s.handleLine(std::string("go depth 3 searchmoves ") + (c960 ? "e1c1" : "e1a1"));
            s.waitForSearch();
            QCOMPARE(t.lines().back(), std::string(c960 ? "bestmove e1a1" : "bestmove e1c1"));
            QVERIFY(t.lines().at(t.size() - 2).find("score mate 1") != std::string::npos);
        }
    }

    void garbageIsReportedAndTheSessionGoesOn() {
        Transcript t;
        UciSession s(t.sink());
        const char* bad[] = {"hello engine",
                             "position",
                             "position fen not/a/fen w - - 0 1",
                             "position startpos moves e2e5",
                             "go depth banana",
                             "setoption name Hash value lots",
                             "setoption name Colour value red",
                             "go sideways 3"};
        for (const char* l : bad) {
            size_t before = t.size();
            s.handleLine(l);
            s.handleLine("stop"); // a "go" with a bad limit searches until stopped
            auto lines = t.lines();
            bool reported = false;
            for (size_t i = before; i < lines.size(); ++i)
                reported |= lines[i].rfind("info string error", 0) == 0;
            QVERIFY2(reported, l);
        }
        s.handleLine("isready");
        QVERIFY(t.waitFor("readyok") >= 0);
        s.handleLine("");
        s.handleLine("   ");
        s.handleLine("position startpos moves e2e4");
        s.handleLine("go depth 3");
        QVERIFY(t.waitFor("bestmove ") >= 0);
    }

    void infiniteWaitsForStop() {
        Transcript t;
        UciSession s(t.sink());
        s.handleLine("position startpos");
        s.handleLine("go infinite");
        // Searched past depth 8 and still no move: an infinite search waits for its stop.
        QVERIFY(t.waitFor("info depth 9 ") >= 0);
        for (const auto& l : t.lines()) QVERIFY(l.rfind("bestmove", 0) != 0);
        s.handleLine("stop");
        QVERIFY(t.waitFor("bestmove ", 0, 2000) >= 0);
    }

    void clockLimitsEndTheSearch() {
        Transcript t;
        UciSession s(t.sink());
        s.handleLine("position startpos moves d2d4");
        auto start = std::chrono::steady_clock::now();
        s.handleLine("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
        QVERIFY(t.waitFor("bestmove ", 0, 5000) >= 0);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
        s.handleLine("go movetime 100");
        QVERIFY(t.waitFor("bestmove ", t.size() - 1, 3000) >= 0);
        s.handleLine("go nodes 5000");
        s.waitForSearch();
        auto lines = t.lines();
        QVERIFY(lines.back().rfind("bestmove ", 0) == 0);
    }

    void threadsSearchTogether() {
        Transcript t;
        UciSession s(t.sink());
        s.handleLine("setoption name Threads value 2");
        s.handleLine("position startpos moves e2e4 c7c5");
        s.handleLine("go depth 9");
        const int best = t.waitFor("bestmove ");
        QVERIFY(best >= 0);
        Position root =
            testutil::position("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
        const auto lines = t.lines();
        QVERIFY(moveFromUci(root, words(lines[size_t(best)])[1]).ok());
        for (int i = 0; i < best; ++i)
            if (lines[size_t(i)].rfind("info depth", 0) == 0)
                QVERIFY2(checkInfoLine(lines[size_t(i)], root) >= 1, lines[size_t(i)].c_str());
        // Out of range is clamped and said so; a word is refused.
        s.handleLine("setoption name Threads value 100000");
        s.handleLine("setoption name Threads value 0");
        s.handleLine("setoption name Threads value many");
        const auto after = t.lines();
        auto has = [&](const std::string& text) {
            return std::find(after.begin(), after.end(), text) != after.end();
        };
        QVERIFY(has("info string Threads 100000 is out of range; using 256"));
        QVERIFY(has("info string Threads 0 is out of range; using 1"));
        QVERIFY(has("info string error: option 'Threads' needs a number, got 'many'"));
        // A stop in the middle of a two-thread search still gives a legal move at once.
        s.handleLine("setoption name Threads value 2");
        const size_t searching = t.size();
        s.handleLine("go infinite");
        QVERIFY(t.waitFor("info depth 6 ", searching) >= 0); // in the middle of the search
        const size_t from = t.size();
        s.handleLine("stop");
        const int stopped = t.waitFor("bestmove ", from, 2000);
        QVERIFY(stopped >= 0);
        QVERIFY(moveFromUci(root, words(t.lines()[size_t(stopped)])[1]).ok());
    }

    void limitedStrengthStillPlaysLegalMoves() {
        Transcript t;
        UciSession s(t.sink());
        s.handleLine("setoption name UCI_LimitStrength value true");
        s.handleLine("setoption name UCI_Elo value 1000");
        s.handleLine("position startpos moves e2e4");
        s.handleLine("go wtime 1000 btime 1000");
        int i = t.waitFor("bestmove ");
        QVERIFY(i >= 0);
        Position pos =
            testutil::position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        QVERIFY(moveFromUci(pos, words(t.lines()[i])[1]).ok());
        s.handleLine("setoption name Skill Level value 3");
        s.handleLine("setoption name Level value 2");
        for (const auto& l : t.lines()) QVERIFY(l.find("error") == std::string::npos);
    }

    void executableSpeaksUci() {
        QProcess p;
        p.start(CHESS960_ENGINE, {});
        QVERIFY(p.waitForStarted());
        p.write("uci\nisready\nsetoption name UCI_Chess960 value true\n"
                "position fen 2rkr3/2p1p3/8/1B6/8/8/8/RK6 w A - 0 1\ngo depth 3\n");
        QString out;
        for (int i = 0; i < 100 && !out.contains("bestmove"); ++i) {
            p.waitForReadyRead(100);
            out += QString::fromUtf8(p.readAll());
        }
        p.write("quit\n");
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(out.contains("uciok"));
        QVERIFY(out.contains("readyok"));
        QVERIFY(out.contains("score mate 1"));
        QVERIFY(out.contains("bestmove b1a1")); // O-O-O, king takes rook in Chess960 mode
    }

    // A GUI may send any number: it is clamped to the advertised range, said so, and the
    // engine answers isready and quit at once, even for the largest table (which the system
    // gives lazily) and its clearing on a new game.
    void hugeHashIsClampedAndTheEngineStaysResponsive() {
        QProcess p;
        p.start(CHESS960_ENGINE, {});
        QVERIFY(p.waitForStarted());
        auto waitFor = [&p](const char* text, int ms) {
            QString out;
            QElapsedTimer t;
            t.start();
            while (!out.contains(QLatin1String(text)) && t.elapsed() < ms) {
                p.waitForReadyRead(50);
                out += QString::fromUtf8(p.readAll());
            }
            return out;
        };
        p.write("setoption name Hash value 99999999\nisready\n");
        QString out = waitFor("readyok", 3000);
        QVERIFY2(out.contains("readyok"), qPrintable(out));
        QVERIFY2(out.contains("info string Hash 99999999 is above the maximum; using 4096 MB"),
                 qPrintable(out));
        p.write("ucinewgame\nisready\n");
        out = waitFor("readyok", 3000);
        QVERIFY2(out.contains("readyok"), qPrintable(out));
        p.write("position startpos\ngo depth 6\n");
        out = waitFor("bestmove", 20000);
        QVERIFY2(out.contains("bestmove"), qPrintable(out));
        p.write("setoption name Hash value 0\nisready\n");
        out = waitFor("readyok", 3000);
        QVERIFY2(out.contains("info string Hash 0 is below the minimum; using 1 MB"),
                 qPrintable(out));
        p.write("quit\n");
        QVERIFY(p.waitForFinished(3000));
        QCOMPARE(p.exitCode(), 0);
    }

    // Where the system cannot give the table asked for, a smaller one is used and said so.
    void hashTheSystemCannotGiveFallsBackToASmallerTable() {
#if defined(CHESS960_SANITIZED)
        QSKIP("AddressSanitizer reserves terabytes of address space for its shadow memory: a "
              "program it instruments cannot start under ulimit -v");
#endif
        QProcess p;
        p.start(QStringLiteral("bash"),
                {QStringLiteral("-c"), QStringLiteral("ulimit -v 1000000 && exec \"$0\""),
                 QStringLiteral(CHESS960_ENGINE)});
        QVERIFY(p.waitForStarted());
        p.write("setoption name Hash value 4096\nisready\nposition startpos\ngo depth 5\n");
        QString out;
        for (int i = 0; i < 200 && !out.contains("bestmove"); ++i) {
            p.waitForReadyRead(100);
            out += QString::fromUtf8(p.readAll());
        }
        QVERIFY2(out.contains(QRegularExpression(
                     "info string Hash 4096 MB could not be allocated; using (\\d+) MB")),
                 qPrintable(out));
        QVERIFY2(out.contains("readyok") && out.contains("bestmove"), qPrintable(out));
        p.write("quit\n");
        QVERIFY(p.waitForFinished(3000));
    }

    void benchCommand() {
        QProcess p;
        p.start(CHESS960_ENGINE, {"bench", "4"});
        QVERIFY(p.waitForFinished(60000));
        QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(out.contains("total nodes "));
        QVERIFY(out.contains("nodes/second "));
    }
};

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
