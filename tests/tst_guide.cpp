// The Chess960 guide (chess960/guide.h, engine/guidesearch.h): the file read and written back,
// every fault of a line named, balanced positions and the evenness ranking worked out by hand,
// a start judged the same however often it is asked, and the guide compiled into the program
// whole and consistent: 960 positions, legal moves, lines that start with the best move.
#include "chess960/engine/guidesearch.h"
#include "chess960/guide.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QTest>

#include <set>

using namespace chess960;

class TestGuide : public QObject {
    Q_OBJECT
private slots:
    void scoresReadAsPlayersReadThem() {
        QCOMPARE(guideScoreText(26), std::string("+0.26"));
        QCOMPARE(guideScoreText(-5), std::string("-0.05"));
        QCOMPARE(guideScoreText(0), std::string("0.00"));
        QCOMPARE(guideScoreText(130), std::string("+1.30"));
        QCOMPARE(guideScoreText(-1207), std::string("-12.07"));
    }

    void aFileIsReadAndWrittenBack() {
        const std::string text = "# a comment\n"
                                 "depth 12\n"
                                 "518 26 | e2e4 26 d2d4 22 g1f3 15 | e2e4 e7e5 g1f3 b8c6\n"
                                 "0 -3 | g2g3 -3 | g2g3\n"
                                 "959 40 | e2e4 40 |\n";
        const auto guide = Guide::parse(text);
        QVERIFY2(guide.ok(), guide.ok() ? "" : guide.error().message.c_str());
        QCOMPARE(guide->depth(), 12);
        QCOMPARE(guide->size(), 3);
        const GuideEntry* classical = guide->find(518);
        QVERIFY(classical);
        QCOMPARE(classical->score, 26);
        QCOMPARE(classical->best.size(), size_t(3));
        QCOMPARE(classical->best[1], (GuideMove{"d2d4", 22}));
        QCOMPARE(classical->line.size(), size_t(4));
        QVERIFY(!guide->find(1));
        QVERIFY(!guide->find(-1));
        QVERIFY(!guide->find(960));

        const std::string written = guide->write("a comment");
        QCOMPARE(written, std::string("# a comment\n"
                                      "depth 12\n"
                                      "0 -3 | g2g3 -3 | g2g3\n"
                                      "518 26 | e2e4 26 d2d4 22 g1f3 15 | e2e4 e7e5 g1f3 b8c6\n"
                                      "959 40 | e2e4 40 |\n"));
        const auto again = Guide::parse(written);
        QVERIFY(again.ok());
        for (int n : {0, 518, 959}) QCOMPARE(*again->find(n), *guide->find(n));
    }

    void aCastleIsTheKingOntoItsRook() {
        const std::string text = "depth 3\n"
                                 "518 0 | e2e4 0 | e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1\n";
        const auto guide = Guide::parse(text);
        QVERIFY2(guide.ok(), guide.ok() ? "" : guide.error().message.c_str());
        QCOMPARE(guide->find(518)->line.back(), std::string("e1h1"));
    }

    // The best first moves as a player reads them, best first, as many as asked; a move not
    // legal from the position judged is left out (a pair's entry shown for another start).
    void firstMovesAreReadInSan() {
        GuideEntry entry;
        entry.number = 518;
        entry.best = {{"e2e4", 24}, {"g1f3", 19}, {"d2d4", 16}};
        const Position classical = Position::startPosition(518);
        const std::vector<GuideFirstMove> three = entry.firstMoves(classical);
        QCOMPARE(three.size(), size_t(3));
        QCOMPARE(three[0].san, std::string("e4"));
        QCOMPARE(three[1].san, std::string("Nf3"));
        QCOMPARE(three[2].san, std::string("d4"));
        QCOMPARE(three[1].score, 19);
        QCOMPARE(three[0].move, *moveFromUci(classical, "e2e4"));
        QCOMPARE(entry.firstMoves(classical, 2).size(), size_t(2));
        // SP 0 (BBQNNRKR): no knight on g1.
        const std::vector<GuideFirstMove> elsewhere = entry.firstMoves(Position::startPosition(0));
        QCOMPARE(elsewhere.size(), size_t(2));
        QCOMPARE(elsewhere[1].san, std::string("d4"));
        // The guide shipped: SP 518 as chess960-cli guide 518 says it.
        const GuideEntry* shipped = Guide::builtIn().find(518);
        QVERIFY(shipped);
        QCOMPARE(shipped->firstMoves(classical).front().san, std::string("e4"));
    }

    void everyFaultOfALineIsNamed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("words");
        QTest::newRow("no depth") << "518 0 | e2e4 0 | e2e4\n"
                                  << "guide line 1: the \"depth\" line";
        QTest::newRow("two depths") << "depth 3\ndepth 4\n"
                                    << "guide line 2: a second";
        QTest::newRow("bad depth") << "depth x\n"
                                   << "wants one number";
        QTest::newRow("number") << "depth 3\n960 0 | e2e4 0 |\n"
                                << "'960' is not a start position";
        QTest::newRow("twice") << "depth 3\n518 0 | e2e4 0 |\n518 0 | d2d4 0 |\n"
                               << "guide line 3: start position 518 is given twice";
        QTest::newRow("score") << "depth 3\n518 x | e2e4 0 |\n"
                               << "'x' is not an evaluation";
        QTest::newRow("bar") << "depth 3\n518 0 e2e4 0 |\n"
                             << "'|' expected";
        QTest::newRow("illegal first") << "depth 3\n518 0 | e2e5 0 |\n"
                                       << "column 9: 'e2e5' is not a legal first move";
        QTest::newRow("move score") << "depth 3\n518 0 | e2e4 |\n"
                                    << "'|' is not a score";
        QTest::newRow("no best") << "depth 3\n518 0 | | e2e4\n"
                                 << "no best move";
        QTest::newRow("same move") << "depth 3\n518 0 | e2e4 0 e2e4 0 |\n"
                                   << "given twice";
        QTest::newRow("illegal line") << "depth 3\n518 0 | e2e4 0 | e2e4 e2e4\n"
                                      << "'e2e4' is not legal in the line";
        QTest::newRow("line start") << "depth 3\n518 0 | e2e4 0 | d2d4\n"
                                    << "does not begin with the best move";
        QTest::newRow("ends early") << "depth 3\n518 0 | e2e4 0\n"
                                    << "the line ends before";
    }
    void everyFaultOfALineIsNamed() {
        QFETCH(QString, text);
        QFETCH(QString, words);
        const auto guide = Guide::parse(text.toStdString());
        QVERIFY(!guide.ok());
        QVERIFY2(QString::fromStdString(guide.error().message).contains(words),
                 guide.error().message.c_str());
    }

    void balancedAndEvennessArePlacesAmongThoseKnown() {
        Guide guide;
        guide.setDepth(1);
        constexpr int K = kBalancedCentipawns;
        const int scores[] = {35, -K, K, K + 1, 0, 35, -3};
        for (int i = 0; i < 7; ++i) guide.set({i * 100, scores[i], {{"e2e4", scores[i]}}, {}});
        QCOMPARE(guide.balancedNumbers(), (std::vector<int>{100, 200, 400, 600}));
        QCOMPARE(guide.evennessPlace(400), 1); // 0
        QCOMPARE(guide.evennessPlace(600), 2); // -3
        QCOMPARE(guide.evennessPlace(100), 3); // -K and K share a place
        QCOMPARE(guide.evennessPlace(200), 3);
        QCOMPARE(guide.evennessPlace(300), 5); // K + 1
        QCOMPARE(guide.evennessPlace(0), 6);   // 35 twice
        QCOMPARE(guide.evennessPlace(500), 6);
        QCOMPARE(guide.evennessPlace(1), 0);
        QVERIFY(!(GuideEntry{0, K + 1, {}, {}}.balanced()));
        QVERIFY((GuideEntry{0, -K, {}, {}}.balanced()));
    }

    void aStartIsJudgedTheSameWhoeverAsks() {
        engine::Search search(8);
        const Position start = Position::startPosition(0);
        std::vector<int> depths;
        const GuideEntry once =
            engine::judgeStart(search, start, 0, 7, [&](int d) { depths.push_back(d); });
        QCOMPARE(depths.back(), 7);
        // Another search, after other work, gives the same entry.
        engine::Search other(8);
        engine::judgeStart(other, Position::startPosition(518), 518, 6);
        const GuideEntry twice = engine::judgeStart(other, start, 0, 7);
        QCOMPARE(once, twice);
        QCOMPARE(once.number, 0);
        QCOMPARE(int(once.best.size()), engine::kGuideMoves);
        QCOMPARE(once.score, once.best.front().score);
        QVERIFY(once.best[0].score >= once.best[1].score);
        QVERIFY(once.best[1].score >= once.best[2].score);
        QCOMPARE(once.line.front(), once.best.front().uci);
        QVERIFY(!once.line.empty() && int(once.line.size()) <= engine::kGuideLinePlies);
        // The entry is a valid line of the file.
        const auto read = parseGuideLine(formatGuideLine(once), start);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(*read, once);
    }

    void aDoubleFischerRandomPairIsJudgedFromItsPosition() {
        engine::Search search(8);
        const auto start = Position::fromFen(dfrcFen(0, 959));
        QVERIFY(start.ok());
        const GuideEntry entry = engine::judgeStart(search, *start, dfrcNumber(0, 959), 5);
        QCOMPARE(entry.number, dfrcNumber(0, 959));
        QVERIFY(moveFromUci(*start, entry.best.front().uci).ok());
    }

    void theGuideShippedHasEveryPositionAndHoldsTogether() {
        const Guide& guide = Guide::builtIn();
        QCOMPARE(guide.size(), kStartPositionCount);
        QVERIFY(guide.depth() >= 16);
        int balanced = 0;
        for (int n = 0; n < kStartPositionCount; ++n) {
            const GuideEntry* entry = guide.find(n);
            QVERIFY(entry);
            QCOMPARE(entry->number, n);
            QVERIFY2(entry->best.size() == 3, qPrintable(QString::number(n)));
            QCOMPARE(entry->score, entry->best.front().score);
            QVERIFY2(entry->line.size() >= 4, qPrintable(QString::number(n)));
            std::set<std::string> moves;
            for (const GuideMove& m : entry->best) moves.insert(m.uci);
            QCOMPARE(moves.size(), size_t(3));
            // Best first: a line searched later that came out better leads.
            QVERIFY2(entry->best[0].score >= entry->best[1].score &&
                         entry->best[1].score >= entry->best[2].score,
                     qPrintable(QString::number(n)));
            QCOMPARE(entry->line.front(), entry->best.front().uci);
            // A start position is never judged lost or won by much for either side.
            QVERIFY2(std::abs(entry->score) < 150, qPrintable(QString::number(n)));
            balanced += entry->balanced();
        }
        QCOMPARE(int(guide.balancedNumbers().size()), balanced);
        QVERIFY(balanced > 0 && balanced < kStartPositionCount);
    }
};

QTEST_GUILESS_MAIN(TestGuide)
#include "tst_guide.moc"
