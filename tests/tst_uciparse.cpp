// Reading what a UCI engine writes (uciparse): id, every option type, info with scores and
// bounds, bestmove and ponder, unknown lines, garbage that must be reported and never crash,
// and the bounded line splitter.
#include "engines/uciparse.h"

#include <QTest>

using namespace chess960::ui;

class TestUciParse : public QObject {
    Q_OBJECT
private slots:
    void idAndHandshake() {
        UciLine l = parseUciLine("id name Stockfish 15.1");
        QCOMPARE(l.kind, UciLineKind::Id);
        QCOMPARE(l.idField, std::string("name"));
        QCOMPARE(l.idValue, std::string("Stockfish 15.1"));
        l = parseUciLine("id   author  the Stockfish developers (see AUTHORS file)\r");
        QCOMPARE(l.idField, std::string("author"));
        QCOMPARE(l.idValue, std::string("the Stockfish developers (see AUTHORS file)"));
        QCOMPARE(parseUciLine("uciok").kind, UciLineKind::UciOk);
        QCOMPARE(parseUciLine("  readyok  ").kind, UciLineKind::ReadyOk);
        QCOMPARE(parseUciLine("").kind, UciLineKind::Empty);
        QCOMPARE(parseUciLine("Stockfish 15.1 by the Stockfish developers").kind,
                 UciLineKind::Unknown);
        QCOMPARE(parseUciLine("id").kind, UciLineKind::Garbage);
        QCOMPARE(parseUciLine("id colour blue").kind, UciLineKind::Garbage);
    }

    void options() {
        UciLine l = parseUciLine("option name Hash type spin default 16 min 1 max 33554432");
        QCOMPARE(l.kind, UciLineKind::Option);
        QCOMPARE(l.option.name, std::string("Hash"));
        QCOMPARE(l.option.type, UciOptionType::Spin);
        QCOMPARE(l.option.defaultValue, std::string("16"));
        QCOMPARE(l.option.min, int64_t(1));
        QCOMPARE(l.option.max, int64_t(33554432));

        l = parseUciLine("option name UCI_Chess960 type check default false");
        QCOMPARE(l.option.type, UciOptionType::Check);
        QCOMPARE(l.option.defaultValue, std::string("false"));

        l = parseUciLine("option name Clear Hash type button");
        QCOMPARE(l.kind, UciLineKind::Option);
        QCOMPARE(l.option.name, std::string("Clear Hash"));
        QCOMPARE(l.option.type, UciOptionType::Button);

        l = parseUciLine("option name Style type combo default Normal var Solid var Normal "
                         "var Very Risky");
        QCOMPARE(l.option.type, UciOptionType::Combo);
        QCOMPARE(l.option.defaultValue, std::string("Normal"));
        QCOMPARE(l.option.vars, (std::vector<std::string>{"Solid", "Normal", "Very Risky"}));

        l = parseUciLine("option name Debug Log File type string default <empty>");
        QCOMPARE(l.option.type, UciOptionType::String);
        QCOMPARE(l.option.name, std::string("Debug Log File"));
        QCOMPARE(l.option.defaultValue, std::string());
        l = parseUciLine("option name SyzygyPath type string default /a b/c");
        QCOMPARE(l.option.defaultValue, std::string("/a b/c"));
    }

    void badOptions_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("no name") << "option type spin default 1 min 0 max 2";
        QTest::newRow("no type") << "option name Hash default 16";
        QTest::newRow("unknown type") << "option name Hash type slider default 16";
        QTest::newRow("spin without numbers") << "option name Hash type spin default x min 1 "
                                                 "max 2";
        QTest::newRow("spin min above max") << "option name Hash type spin default 1 min 5 max 2";
        QTest::newRow("spin without max") << "option name Hash type spin default 1 min 0";
        QTest::newRow("check not a boolean") << "option name Ponder type check default maybe";
        QTest::newRow("combo without vars") << "option name Style type combo default Normal";
        QTest::newRow("huge number") << "option name Hash type spin default 1 min 0 max "
                                        "99999999999999999999999";
    }
    void badOptions() {
        QFETCH(QString, line);
        const UciLine l = parseUciLine(line.toStdString());
        QCOMPARE(l.kind, UciLineKind::Garbage);
        QVERIFY(!l.problem.empty());
    }

    void info() {
        UciLine l = parseUciLine("info depth 12 seldepth 17 multipv 2 score cp -31 upperbound "
                                 "nodes 81234 nps 912000 hashfull 3 tbhits 0 time 89 pv e2e4 "
                                 "e7e5 g1h1");
        QCOMPARE(l.kind, UciLineKind::Info);
        QCOMPARE(l.info.depth, std::optional<int>(12));
        QCOMPARE(l.info.seldepth, std::optional<int>(17));
        QCOMPARE(l.info.multipv, std::optional<int>(2));
        QCOMPARE(l.info.score.kind, UciScore::Kind::Centipawns);
        QCOMPARE(l.info.score.value, -31);
        QCOMPARE(l.info.score.bound, UciScore::Bound::Upper);
        QCOMPARE(l.info.nodes, std::optional<int64_t>(81234));
        QCOMPARE(l.info.nps, std::optional<int64_t>(912000));
        QCOMPARE(l.info.timeMs, std::optional<int64_t>(89));
        QCOMPARE(l.info.pv, (std::vector<std::string>{"e2e4", "e7e5", "g1h1"}));

        l = parseUciLine("info score mate -3 lowerbound depth 30");
        QCOMPARE(l.info.score.kind, UciScore::Kind::Mate);
        QCOMPARE(l.info.score.value, -3);
        QCOMPARE(l.info.score.bound, UciScore::Bound::Lower);
        QCOMPARE(l.info.depth, std::optional<int>(30));

        l = parseUciLine("info depth 5 currmove e7e8q currmovenumber 3 wdl 10 980 10");
        QCOMPARE(l.kind, UciLineKind::Info);
        QCOMPARE(l.info.depth, std::optional<int>(5));

        l = parseUciLine("info string NNUE evaluation using nn-ad9b42354671.nnue enabled");
        QCOMPARE(l.info.text, std::string("NNUE evaluation using nn-ad9b42354671.nnue enabled"));
    }

    void garbageInfo_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("depth not a number") << "info depth banana";
        QTest::newRow("depth missing") << "info depth";
        QTest::newRow("score without kind") << "info score 15";
        QTest::newRow("score cp not a number") << "info score cp x";
        QTest::newRow("pv with a bad move") << "info depth 3 pv e2e4 zz99";
        QTest::newRow("unknown word") << "info depth 3 colour blue";
        QTest::newRow("negative nodes") << "info nodes -5";
        QTest::newRow("overflow") << "info nodes 999999999999999999999999999";
        QTest::newRow("binary") << QString::fromLatin1("info \x01\x02\xff\xfe depth 2");
    }
    void garbageInfo() {
        QFETCH(QString, line);
        const UciLine l = parseUciLine(line.toLatin1().toStdString());
        QCOMPARE(l.kind, UciLineKind::Garbage);
        QVERIFY(!l.problem.empty());
    }

    void bestMove() {
        UciLine l = parseUciLine("bestmove g1h1 ponder b8a8");
        QCOMPARE(l.kind, UciLineKind::BestMove);
        QCOMPARE(l.bestMove, std::string("g1h1"));
        QCOMPARE(l.ponder, std::string("b8a8"));
        l = parseUciLine("bestmove (none)");
        QCOMPARE(l.kind, UciLineKind::BestMove);
        QCOMPARE(l.bestMove, std::string("(none)"));
        // The move's form is judged by the engine's owner, who also knows the position.
        l = parseUciLine("bestmove xyz9");
        QCOMPARE(l.kind, UciLineKind::BestMove);
        QCOMPARE(l.bestMove, std::string("xyz9"));
        QCOMPARE(parseUciLine("bestmove").kind, UciLineKind::Garbage);
    }

    void moveForm() {
        QVERIFY(isUciMoveForm("e2e4"));
        QVERIFY(isUciMoveForm("e7e8q"));
        QVERIFY(isUciMoveForm("b1a1"));
        QVERIFY(!isUciMoveForm("e7e8k"));
        QVERIFY(!isUciMoveForm("e2e9"));
        QVERIFY(!isUciMoveForm("i2e4"));
        QVERIFY(!isUciMoveForm("e2"));
        QVERIFY(!isUciMoveForm("e2e4qq"));
        QVERIFY(!isUciMoveForm("0000"));
        QVERIFY(!isUciMoveForm("E2E4"));
    }

    void splitter() {
        UciLineSplitter s(16);
        std::vector<std::string> lines;
        QVERIFY(s.feed("uci", lines));
        QVERIFY(lines.empty());
        QVERIFY(s.feed("ok\r\nready", lines));
        QCOMPARE(lines, (std::vector<std::string>{"uciok"}));
        QVERIFY(s.feed("ok\n\nbestmove e2e4\n", lines));
        QCOMPARE(lines, (std::vector<std::string>{"uciok", "readyok", "", "bestmove e2e4"}));
        lines.clear();
        QVERIFY(s.feed("0123456789", lines));
        QVERIFY(!s.feed("0123456789", lines)); // 20 bytes without a newline
        QVERIFY(lines.empty());
        QVERIFY(s.feed("x\n", lines)); // nothing of the long line was kept
        QCOMPARE(lines, (std::vector<std::string>{"x"}));
    }
};

QTEST_APPLESS_MAIN(TestUciParse)
#include "tst_uciparse.moc"
