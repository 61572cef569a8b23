// UciEngine with the fake engine (tests/fakeengine): the handshake and options, a short
// Chess960 game with castles as king takes rook, standard notation for an engine without
// UCI_Chess960, infinite analysis and stop, a search superseded by the next, and every fault
// (missing or non-executable file, no uciok, crash, hang, hang after stop, illegal and
// malformed moves, flood, garbage info, no Chess960, no exit on quit). Then a short Chess960
// game against Stockfish when it is installed, both sides castling king takes rook.
#include "chess960/notation.h"
#include "chess960/startpos.h"
#include "engines/uciengine.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace chess960;
using namespace chess960::ui;

Q_DECLARE_METATYPE(chess960::Move)
Q_DECLARE_METATYPE(chess960::ui::UciFault)

namespace {

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

UciEngine::Timeouts quick() {
    UciEngine::Timeouts t;
    t.handshakeMs = 1500;
    t.readyMs = 1500;
    t.marginMs = 500;
    t.unlimitedMs = 3000;
    t.stopMs = 500;
    t.quitMs = 500;
    return t;
}

Move uci(const Position& pos, const char* text) {
    auto m = moveFromUci(pos, text);
    if (!m) qFatal("test move %s is not legal", text);
    return *m;
}

UciGoLimits movetime(int ms) {
    UciGoLimits l;
    l.movetimeMs = ms;
    return l;
}

} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString log_;

    QString logText() const {
        QFile f(log_);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // Starts the fake engine in mode and waits for ready().
    bool startReady(UciEngine& e, const QString& mode) {
        QSignalSpy ready(&e, &UciEngine::ready);
        e.setTimeouts(quick());
        e.start(kFake, {mode});
        return ready.wait(5000);
    }

    // Asks for one move and returns it (null Move and a failed test when none came).
    Move play(UciEngine& e, const Position& root, const std::vector<Move>& moves,
              const UciGoLimits& limits = movetime(50)) {
        QSignalSpy best(&e, &UciEngine::bestMove);
        if (!e.go(root, moves, limits) || !best.wait(5000)) return Move();
        return best.at(0).at(0).value<Move>();
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY2(QFileInfo(kFake).isExecutable(), qPrintable(kFake));
    }

    void init() {
        log_ = dir_.filePath(QStringLiteral("%1.log").arg(QTest::currentTestFunction()));
        QFile::remove(log_);
        qputenv("FAKEENGINE_LOG", log_.toLocal8Bit());
        qunsetenv("FAKEENGINE_PREFER");
    }

    void goCommand() {
        const Position pos = Position::startPosition(2);
        UciGoLimits l;
        l.wtimeMs = 1000;
        l.btimeMs = 2000;
        l.wincMs = l.bincMs = 10;
        l.depth = 7;
        QCOMPARE(uciGoCommand(pos, l, true),
                 std::string("go wtime 1000 btime 2000 winc 10 binc 10 depth 7"));
        // Engines read every word after searchmoves as a move (Stockfish does): it comes last.
        l = movetime(100);
        l.searchMoves = {uci(pos, "g2g3"), uci(pos, "d1e3")};
        QCOMPARE(uciGoCommand(pos, l, true), std::string("go movetime 100 searchmoves g2g3 d1e3"));
        l.infinite = true;
        QCOMPARE(uciGoCommand(pos, l, true), std::string("go infinite searchmoves g2g3 d1e3"));
    }

    void moveCheck_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<int>("verdict");
        using V = UciMoveCheck::Verdict;
        const QString classical = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        const QString castles = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        const QString mated = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
        QTest::newRow("legal") << classical << "e2e4" << true << int(V::Legal);
        QTest::newRow("upper case") << classical << "E2E4" << true << int(V::Malformed);
        QTest::newRow("no move left") << mated << "(none)" << true << int(V::NoMove);
        QTest::newRow("none with moves") << classical << "(none)" << true << int(V::Illegal);
        QTest::newRow("null with moves") << classical << "0000" << true << int(V::Illegal);
        QTest::newRow("illegal") << classical << "e2e5" << true << int(V::Illegal);
        QTest::newRow("castle 960") << castles << "e1h1" << true << int(V::Legal);
        QTest::newRow("castle standard") << castles << "e1g1" << false << int(V::Legal);
        QTest::newRow("king move in 960 mode")
            << castles << "e1g1" << true << int(V::WrongCastling);
        QTest::newRow("rook capture in standard")
            << castles << "e1h1" << false << int(V::WrongCastling);
        // Glaurung 2.2 sent e8h8 with only the a-side right and a knight on h8.
        QTest::newRow("castle without the right")
            << "r3k2n/pppppppp/8/8/8/8/PPPPPPPP/R3K2N b Qq - 0 1"
            << "e8h8" << true << int(V::Illegal);
    }
    void moveCheck() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(bool, chess960);
        QFETCH(int, verdict);
        const Position pos = *Position::fromFen(fen.toStdString());
        const UciMoveCheck c = checkUciMove(pos, move.toStdString(), chess960);
        QCOMPARE(int(c.verdict), verdict);
        if (c.verdict == UciMoveCheck::Verdict::Legal) QVERIFY(pos.isLegal(c.move));
    }

    void handshakeAndOptions() {
        UciEngine e;
        e.setOptionValues({{"hash", "5000"},
                           {"Style", "Risky"},
                           {"Book File", ""},
                           {"Ponder", "TRUE"},
                           {"UCI_Elo", "abc"},
                           {"Missing Option", "1"},
                           {"Clear Hash", "x"}});
        QSignalSpy ready(&e, &UciEngine::ready);
        QVERIFY(startReady(e, "good"));
        const UciEngineInfo info = ready.at(0).at(0).value<UciEngineInfo>();
        QCOMPARE(info.name, QStringLiteral("Fake Engine 1.0"));
        QCOMPARE(info.author, QStringLiteral("The Test Suite"));
        QVERIFY(info.chess960);
        QCOMPARE(int(info.options.size()), 9);
        QCOMPARE(info.optionLines.size(), 9);
        QCOMPARE(info.options[1].name, std::string("Hash"));
        QCOMPARE(info.options[1].max, int64_t(1024));
        QCOMPARE(info.options[2].type, UciOptionType::Combo);
        QCOMPARE(info.options[4].type, UciOptionType::Button);
        QVERIFY(e.isReady());
        const QStringList lines = logText().split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines, (QStringList{"uci", "setoption name UCI_Chess960 value true",
                                     "setoption name Book File value <empty>",
                                     "setoption name Ponder value true",
                                     "setoption name Style value Risky",
                                     "setoption name Hash value 1024", "isready"}));
        // Later changes are sent at once; a button without a value.
        e.setOption("Clear Hash");
        e.setOption("UCI_Elo", "1800");
        QTRY_VERIFY(logText().endsWith("setoption name Clear Hash\nsetoption name UCI_Elo value "
                                       "1800\n"));
    }

    void optionChangedWhileSearchingGoesBeforeTheNextSearch() {
        // UCI allows setoption only while the engine does not search: a change made during a
        // search (analysis asking for more lines) waits for the next one.
        UciEngine e;
        QVERIFY(startReady(e, "good"));
        UciGoLimits l;
        l.infinite = true;
        const Position root = Position::startPosition(0);
        QVERIFY(e.go(root, {}, l));
        QTRY_VERIFY(e.state() == UciEngine::State::Searching);
        e.setOption("Hash", "32");
        QVERIFY(e.go(root, {}, l));
        QTRY_VERIFY(e.state() == UciEngine::State::Searching);
        // The engine writes its log as it reads: the second search's lines may still be on
        // their way when the state says it searches.
        QTRY_VERIFY2(logText().contains("go infinite\nstop\nsetoption name Hash value 32\n"
                                        "isready\nposition fen"),
                     qPrintable(logText()));
    }

    void shortChess960Game() {
        // SP 2 (BQNNRBKR): the king stands on g1, so O-O moves only the rook and can only be
        // written king takes rook, g1h1.
        qputenv("FAKEENGINE_PREFER", "g7g6 f8h6");
        UciEngine e;
        QVERIFY(startReady(e, "good"));
        const Position root = Position::startPosition(2);
        e.newGame();
        std::vector<Move> moves;
        Position pos = root;
        UciGoLimits clock;
        clock.wtimeMs = 60000;
        clock.btimeMs = 59000;
        clock.wincMs = clock.bincMs = 1000;
        for (const char* mine : {"g2g3", "f1h3", "g1h1", "e2e4"}) {
            moves.push_back(uci(pos, mine));
            pos = pos.after(moves.back());
            const Move reply = play(e, root, moves, clock);
            QVERIFY2(pos.isLegal(reply), mine);
            moves.push_back(reply);
            pos = pos.after(reply);
        }
        QCOMPARE(moves[5], Move(G8, H8, Move::Castling));
        const QString log = logText();
        QCOMPARE(log.count("ucinewgame"), 1);
        QVERIFY(log.contains("ucinewgame\nisready\nposition fen bqnnrbkr/pppppppp/8/8/8/8/"
                             "PPPPPPPP/BQNNRBKR w HEhe - 0 1 moves g2g3\n"
                             "go wtime 60000 btime 59000 winc 1000 binc 1000\n"));
        QVERIFY(log.contains("moves g2g3 g7g6 f1h3 f8h6 g1h1\n"));
        QVERIFY(log.contains("moves g2g3 g7g6 f1h3 f8h6 g1h1 g8h8 e2e4\n"));
        QVERIFY(e.garbageLines() == 0);
    }

    void castleSpellingTellsTheModes() {
        // The king walks from b1 to g1: king takes rook (b1h1) and the king's move (b1g1) are
        // both unambiguous here, so only the mode decides, and an engine in Chess960 mode
        // must get and give b1h1.
        const Position root = *Position::fromFen("1k5r/pp6/8/8/8/8/PP3P2/1K5R w Hh - 0 1");
        UciEngine e;
        QVERIFY(startReady(e, "good"));
        QCOMPARE(play(e, root, {Move(B1, H1, Move::Castling)}), Move(B8, H8, Move::Castling));
        QVERIFY(logText().contains("position fen 1k5r/pp6/8/8/8/8/PP3P2/1K5R w Hh - 0 1 moves "
                                   "b1h1\n"));
    }

    void standardNotationWithout960() {
        // An engine without UCI_Chess960 plays SP 518 with castles as the king's move.
        UciEngine e;
        QVERIFY(startReady(e, "no-960"));
        QVERIFY(!e.info().chess960);
        const Position root = Position::startPosition(kClassicalStartNumber);
        std::vector<Move> moves;
        Position pos = root;
        for (const char* m : {"e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1h1"}) {
            moves.push_back(uci(pos, m));
            pos = pos.after(moves.back());
        }
        QCOMPARE(play(e, root, moves), Move(E8, H8, Move::Castling));
        QVERIFY(logText().contains("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
                                   "KQkq - 0 1 moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1g1\n"));
    }

    void refusesChess960Without960() {
        UciEngine e;
        QVERIFY(startReady(e, "no-960"));
        QSignalSpy failed(&e, &UciEngine::failed);
        QVERIFY(!e.refusal(Position::startPosition(2)).isEmpty());
        QVERIFY(!e.go(Position::startPosition(2), {}, movetime(50)));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<UciFault>(), UciFault::No960);
        QVERIFY(failed.at(0).at(1).toString().contains("Fake Engine 1.0"));
        QVERIFY(failed.at(0).at(1).toString().contains("UCI_Chess960"));
        // Still usable for the classical start.
        QVERIFY(e.isReady());
        QVERIFY(!play(e, Position::startPosition(kClassicalStartNumber), {}).isNull());
    }

    void infiniteAnalysisAndStop() {
        UciEngine e;
        QVERIFY(startReady(e, "good"));
        QSignalSpy info(&e, &UciEngine::infoReceived);
        QSignalSpy best(&e, &UciEngine::bestMove);
        const Position root = Position::startPosition(0);
        UciGoLimits l;
        l.infinite = true;
        QVERIFY(e.go(root, {}, l));
        QVERIFY(info.wait(3000));
        const UciEngineInfoLine line = info.at(0).at(0).value<UciEngineInfoLine>();
        QCOMPARE(line.positionKey, root.key());
        QCOMPARE(int(line.pv.size()), 1);
        QCOMPARE(line.info.score.value, 5);
        // Searching until told to stop: no time limit runs out, no move comes.
        QCOMPARE(e.state(), UciEngine::State::Searching);
        QVERIFY(!e.waitsWithLimit());
        QVERIFY(best.isEmpty());
        e.stop();
        QVERIFY(best.wait(3000));
        QVERIFY(root.isLegal(best.at(0).at(0).value<Move>()));
        QVERIFY(logText().contains("go infinite\nstop\n"));
    }

    void newSearchSupersedesTheRunningOne() {
        UciEngine e;
        QVERIFY(startReady(e, "good"));
        QSignalSpy best(&e, &UciEngine::bestMove);
        UciGoLimits l;
        l.infinite = true;
        const Position first = Position::startPosition(0);
        const Position second = Position::startPosition(959);
        QVERIFY(e.go(first, {}, l));
        QTRY_VERIFY(e.state() == UciEngine::State::Searching);
        QVERIFY(e.go(second, {}, l));
        QTRY_VERIFY(e.state() == UciEngine::State::Searching);
        QVERIFY(best.isEmpty()); // the first search's answer was dropped
        e.stop();
        QVERIFY(best.wait(3000));
        QCOMPARE(best.size(), 1);
        QVERIFY(second.isLegal(best.at(0).at(0).value<Move>()));
    }

    void faults_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("infinite");
        QTest::addColumn<UciFault>("fault");
        QTest::addColumn<QString>("words");
        const QString fake = kFake;
        QTest::newRow("missing") << "/no/such/engine"
                                 << "" << false << UciFault::CannotStart
                                 << "/no/such/engine was not found";
        QTest::newRow("not executable") << QString(CHESS960_TEST_DATA "/perft_dfrc.txt") << ""
                                        << false << UciFault::CannotStart << "is not an executable";
        // Executable but no program: exec fails.
        const QString text = dir_.filePath("text-with-x-bit");
        QFile f(text);
        if (!f.open(QIODevice::WriteOnly) || f.write("hello\n") != 6) qFatal("cannot write");
        f.close();
        f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
        QTest::newRow("not a program")
            << text << "" << false << UciFault::CannotStart << "could not be started";
        QTest::newRow("no uciok") << fake << "no-uciok" << false << UciFault::NotUci
                                  << "Fake Engine 1.0 is not a UCI engine";
        QTest::newRow("ends at once")
            << "/bin/true"
            << "" << false << UciFault::NotUci << "true is not a UCI engine";
        QTest::newRow("crash") << fake << "crash-at-move-2" << false << UciFault::Crashed
                               << "Fake Engine 1.0 crashed (signal 6";
        QTest::newRow("exit") << fake << "exit-at-move-1" << false << UciFault::Crashed
                              << "Fake Engine 1.0 ended by itself with exit status 3";
        QTest::newRow("hang") << fake << "hang" << false << UciFault::Hang
                              << "sent no move within its time";
        QTest::newRow("hang after stop")
            << fake << "hang" << true << UciFault::Hang << "did not answer “stop”";
        QTest::newRow("illegal") << fake << "illegal" << false << UciFault::IllegalMove
                                 << "which is not a legal move";
        QTest::newRow("malformed") << fake << "malformed" << false << UciFault::MalformedMove
                                   << "answered “xyz9”, which is not a move";
        QTest::newRow("flood") << fake << "flood" << false << UciFault::Flood
                               << "lines in one second";
    }
    void faults() {
        QFETCH(QString, program);
        QFETCH(QString, mode);
        QFETCH(bool, infinite);
        QFETCH(UciFault, fault);
        QFETCH(QString, words);
        UciEngine e;
        e.setTimeouts(quick());
        QSignalSpy failed(&e, &UciEngine::failed);
        QSignalSpy best(&e, &UciEngine::bestMove);
        e.start(program, mode.isEmpty() ? QStringList() : QStringList{mode});
        const Position root = Position::startPosition(2);
        UciGoLimits l = movetime(100);
        l.infinite = infinite;
        // Two moves, so that an engine failing at its second is seen doing it.
        for (int i = 0; i < 2 && failed.isEmpty(); ++i) {
            QVERIFY(e.go(root, {}, l) || !failed.isEmpty() ||
                    e.state() == UciEngine::State::Failed);
            if (infinite) {
                // Stopped once searching (or failed before).
                QTRY_VERIFY(e.state() == UciEngine::State::Searching || !failed.isEmpty());
                e.stop();
            }
            QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || !best.isEmpty(), 5000);
            best.clear();
        }
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<UciFault>(), fault);
        const QString message = failed.at(0).at(1).toString();
        QVERIFY2(message.contains(words), qPrintable(message));
        QCOMPARE(e.state(), UciEngine::State::Failed);
        if (mode == "crash-at-move-2")
            QVERIFY2(message.contains("free(): invalid pointer"), qPrintable(message));
        QTRY_VERIFY(e.processId() == 0); // killed, nothing left running
        // Whatever the process's end left queued is handled: one fault, said once.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(failed.size(), 1);
    }

    void garbageInfoIsCountedNotFatal() {
        UciEngine e;
        QVERIFY(startReady(e, "garbage-info"));
        QSignalSpy failed(&e, &UciEngine::failed);
        QSignalSpy info(&e, &UciEngine::infoReceived);
        const Position root = Position::startPosition(2);
        QVERIFY(root.isLegal(play(e, root, {})));
        QVERIFY(failed.isEmpty());
        QCOMPARE(e.garbageLines(), 4);
        QCOMPARE(info.size(), 1); // the one good line
        QVERIFY(!e.lastGarbage().isEmpty());
    }

    void quitThenKill() {
        for (const char* mode : {"good", "ignore-quit"}) {
            UciEngine e;
            QVERIFY(startReady(e, mode));
            QSignalSpy closed(&e, &UciEngine::closed);
            QSignalSpy failed(&e, &UciEngine::failed);
            e.close();
            QVERIFY2(closed.wait(3000), mode);
            QCOMPARE(e.processId(), 0);
            QVERIFY(failed.isEmpty());
        }
    }

    void stockfishChess960Game() {
        // SP 2 (BQNNRBKR): both kings stand on g1/g8, so both O-O move only the rook and can
        // only be written king takes rook (g1h1, g8h8). Stockfish's replies up to its castle
        // are asked for with searchmoves; after that it plays both sides freely.
        const QString stockfish = QStringLiteral("/usr/games/stockfish");
        if (!QFileInfo(stockfish).isExecutable())
            QSKIP("Stockfish is not installed at /usr/games/stockfish (bash .ci/deps.sh test)");
        UciEngine e;
        e.setOptionValues({{"Threads", "1"}, {"Hash", "16"}});
        QSignalSpy ready(&e, &UciEngine::ready);
        e.start(stockfish);
        QVERIFY(ready.wait(10000));
        QVERIFY(e.info().name.startsWith("Stockfish"));
        QVERIFY(e.info().chess960);
        QSignalSpy failed(&e, &UciEngine::failed);
        const Position root = Position::startPosition(2);
        e.newGame();
        std::vector<Move> moves;
        Position pos = root;
        const std::vector<std::pair<const char*, const char*>> script = {
            {"g2g3", "g7g6"}, {"f1h3", "f8h6"}, {"g1h1", "g8h8"}};
        for (const auto& [mine, forced] : script) {
            moves.push_back(uci(pos, mine));
            pos = pos.after(moves.back());
            UciGoLimits l = movetime(100);
            l.searchMoves = {uci(pos, forced)};
            const Move reply = play(e, root, moves, l);
            QCOMPARE(reply, l.searchMoves[0]);
            moves.push_back(reply);
            pos = pos.after(reply);
        }
        QCOMPARE(moves[4], Move(G1, H1, Move::Castling));
        QCOMPARE(moves[5], Move(G8, H8, Move::Castling));
        for (int ply = 0; ply < 6; ++ply) {
            const Move m = play(e, root, moves, movetime(50));
            QVERIFY2(pos.isLegal(m), qPrintable(QString::fromStdString(pos.fen())));
            moves.push_back(m);
            pos = pos.after(m);
        }
        QVERIFY(failed.isEmpty());
        QSignalSpy closed(&e, &UciEngine::closed);
        e.close();
        QVERIFY(closed.wait(3000));
    }

    void destructorWaitsBoundedThenKills() {
        qint64 pid = 0;
        QElapsedTimer t;
        {
            UciEngine e;
            QVERIFY(startReady(e, "ignore-quit"));
            pid = e.processId();
            QVERIFY(pid > 0);
            t.start();
        }
        QVERIFY2(t.elapsed() < quick().quitMs + 1500, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(::kill(pid_t(pid), 0), -1); // no such process any more
    }

    void killedFromOutside() {
        UciEngine e;
        QVERIFY(startReady(e, "hang"));
        QSignalSpy failed(&e, &UciEngine::failed);
        UciGoLimits l;
        l.infinite = true;
        QVERIFY(e.go(Position::startPosition(2), {}, l));
        QTRY_VERIFY(e.state() == UciEngine::State::Searching);
        ::kill(pid_t(e.processId()), SIGSEGV);
        QVERIFY(failed.wait(3000));
        QCOMPARE(failed.at(0).at(0).value<UciFault>(), UciFault::Crashed);
        QVERIFY(failed.at(0).at(1).toString().contains("signal 11"));
    }
};

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
