// The engine as an analyst (AnalysisEngine, AnalysisPanel, EvalBar): MultiPV lines arrive
// for the position on view, a new position restarts at once and drops the old lines, stop
// stops, mates read as mates, and a click on a move of a line asks to play up to it. An
// external engine analyses instead (the fake engine of tests/fakeengine, and Stockfish with
// three lines when it is installed); one that fails hands over to the built-in engine.
#include "analysis/analysisengine.h"
#include "analysis/analysispanel.h"
#include "analysis/evalbar.h"
#include "engines/uciengine.h"
#include "i18n/scoretext.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTextDocument>

using namespace chess960;
using namespace chess960::ui;

namespace {

Position fen(const char* text) {
    auto pos = Position::fromFen(text);
    if (!pos) qFatal("bad FEN %s", text);
    return *pos;
}

bool legalLine(Position pos, const std::vector<Move>& moves) {
    for (Move m : moves) {
        if (!pos.isLegal(m)) return false;
        pos = pos.after(m);
    }
    return !moves.empty();
}

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

} // namespace

namespace {
// A line of the engine's analysis as shownLines sees it: its depth, score and first move.
AnalysisLine line(int depth, int score, Move first) {
    AnalysisLine l;
    l.depth = depth;
    l.whiteScore = score;
    l.moves = {first};
    return l;
}
} // namespace

class TestAnalysisEngine : public QObject {
    Q_OBJECT
private slots:
    void multiPvLinesArrive() {
        AnalysisEngine engine;
        AnalysisPanel panel(&engine);
        engine.setLineCount(3);
        const Position start = Position::startPosition(100);
        engine.analyse(start);
        QVERIFY(engine.isRunning());
        QVERIFY(panel.toggle()->isChecked());
        // The three lines of one finished iteration (a line of the depth before stays on view
        // until the new depth reaches it).
        QTRY_VERIFY_WITH_TIMEOUT(engine.lines().size() == 3 && engine.lines()[2].depth >= 4 &&
                                     engine.lines()[0].depth == engine.lines()[2].depth,
                                 20000);
        engine.stop();
        const auto& lines = engine.lines();
        QVERIFY(lines[0].moves.front() != lines[1].moves.front());
        QVERIFY(lines[1].moves.front() != lines[2].moves.front());
        QVERIFY(lines[0].moves.front() != lines[2].moves.front());
        for (const AnalysisLine& l : lines) QVERIFY(legalLine(start, l.moves));
        // The best line first (from White's view, White to move).
        QVERIFY(lines[0].whiteScore >= lines[2].whiteScore);
        QVERIFY2(panel.lineText(0).contains(QStringLiteral("1. ")), qPrintable(panel.lineText(0)));
        QVERIFY(panel.lineText(0).startsWith(
            shownScore(lines[0].whiteScore, lines[0].mate, lines[0].mateIn)));
        QVERIFY(panel.lineText(3).isEmpty());
    }

    void aNewPositionRestartsAndDropsTheOldLines() {
        AnalysisEngine engine;
        engine.setLineCount(2);
        const Position a = Position::startPosition(518);
        engine.analyse(a);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty(), 20000);
        const Position b = fen("4k3/8/8/8/8/8/4P3/4K2R b K - 0 1");
        QSignalSpy changed(&engine, &AnalysisEngine::linesChanged);
        engine.analyse(b);
        QVERIFY(engine.lines().empty()); // at once: no line of the old position stays
        QVERIFY(changed.size() >= 1);
        QTRY_VERIFY_WITH_TIMEOUT(engine.lines().size() == 2, 20000);
        engine.stop();
        for (const AnalysisLine& l : engine.lines()) QVERIFY(legalLine(b, l.moves));
        QCOMPARE(engine.position().key(), b.key());
    }

    void stopStops() {
        AnalysisEngine engine;
        AnalysisPanel panel(&engine);
        engine.analyse(Position::startPosition(7));
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty(), 20000);
        QSignalSpy running(&engine, &AnalysisEngine::runningChanged);
        engine.stop();
        QCOMPARE(running.size(), 1);
        QVERIFY(!engine.isRunning());
        QVERIFY(!panel.toggle()->isChecked());
        QVERIFY(!engine.lines().empty()); // the last lines stay to be read
        // The next analysis shows lines of its own position only: nothing of the stopped
        // search, which would have come before them, is shown.
        // Black to move there: a line of the stopped search, White to move, cannot be legal.
        const Position next =
            *Position::fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        bool foreign = false;
        connect(&engine, &AnalysisEngine::linesChanged, &engine, [&] {
            for (const AnalysisLine& l : engine.lines())
                foreign = foreign || !legalLine(next, l.moves);
        });
        engine.analyse(next);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty(), 20000);
        engine.stop();
        QVERIFY(!foreign);
    }

    // The number on the bar fits its width, however large: ten pawns and more lose a decimal
    // and the type shrinks, never a digit.
    void barNumberFitsTheBar_data() {
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("shown");
        QTest::newRow("small") << 35 << "0.35";
        QTest::newRow("ten pawns") << 1039 << "10.4";
        QTest::newRow("black, ten") << -1039 << "10.4";
        QTest::newRow("a hundred") << 12345 << "123";
    }
    void barNumberFitsTheBar() {
        QFETCH(int, score);
        QFETCH(QString, shown);
        EvalBar bar;
        bar.resize(bar.sizeHint());
        bar.setScore(score, false, 0);
        QCOMPARE(bar.shownText(), shown);
        QVERIFY2(QFontMetrics(bar.shownFont()).horizontalAdvance(bar.shownText()) <=
                     bar.width() - 2,
                 qPrintable(bar.shownText()));
        bar.resize(bar.minimumSizeHint());
        QVERIFY(QFontMetrics(bar.shownFont()).horizontalAdvance(bar.shownText()) <=
                bar.width() - 2);
    }

    // The best move changed at depth 12 to the move line 2 had at depth 11: until line 2
    // catches up it is not shown, so no move is shown twice; a line of each number is kept
    // by its number, so sorting what is shown never makes one line overwrite another.
    void noMoveIsShownTwice() {
        const Move e4(E2, E4), d4(D2, D4), c4(C2, C4);
        std::vector<AnalysisLine> byPv{line(12, 40, d4), line(11, 30, d4), line(11, 20, c4)};
        auto shown = AnalysisEngine::shownLines(byPv, White);
        QCOMPARE(shown.size(), size_t(2));
        QCOMPARE(shown[0].moves.front(), d4);
        QCOMPARE(shown[0].depth, 12);
        QCOMPARE(shown[1].moves.front(), c4);
        // All at depth 12: best first for the side to move (Black wants the lowest).
        byPv = {line(12, 40, d4), line(12, 10, e4), line(12, 25, c4)};
        shown = AnalysisEngine::shownLines(byPv, Black);
        QCOMPARE(shown.size(), size_t(3));
        QCOMPARE(shown[0].moves.front(), e4);
        QCOMPARE(shown[2].moves.front(), d4);
        QCOMPARE(byPv[0].moves.front(), d4); // the lines by number are left as they were
    }

    // While the engine deepens, lines of two depths stand together: they are shown best first
    // at every update all the same, as lichess does (issue 69 saw +0.38 / +0.42 / +0.12 with
    // White to move, and +2.73 / +0.93 / +0.97).
    void linesStayBestFirstWhileTheEngineDeepens() {
        const Move e4(E2, E4), d4(D2, D4), c4(C2, C4);
        std::vector<AnalysisLine> byPv{line(13, 38, e4), line(12, 42, d4), line(12, 12, c4)};
        auto shown = AnalysisEngine::shownLines(byPv, White);
        QCOMPARE(shown.size(), size_t(3));
        QCOMPARE(shown[0].whiteScore, 42);
        QCOMPARE(shown[1].whiteScore, 38);
        QCOMPARE(shown[2].whiteScore, 12);
        byPv = {line(20, 273, e4), line(19, 93, d4), line(19, 97, c4)};
        shown = AnalysisEngine::shownLines(byPv, White);
        QCOMPARE(shown[1].whiteScore, 97);
        QCOMPARE(shown[2].whiteScore, 93);
        shown = AnalysisEngine::shownLines(byPv, Black); // Black to move wants the lowest
        QCOMPARE(shown[0].whiteScore, 93);
        QCOMPARE(shown[2].whiteScore, 273);
    }

    void matesReadAsMates() {
        AnalysisEngine engine;
        EvalBar bar;
        engine.setLineCount(1);
        const Position pos = fen("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"); // Rd8#
        engine.analyse(pos);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty() && engine.lines()[0].mate, 20000);
        engine.stop();
        const AnalysisLine& l = engine.lines()[0];
        QCOMPARE(l.mateIn, 1);
        bar.setScore(l.whiteScore, l.mate, l.mateIn);
        QCOMPARE(bar.whiteShare(), 1.0);
        QCOMPARE(bar.text(), QStringLiteral("#1"));
        // Black mates: the bar is Black's.
        engine.analyse(fen("k2r4/8/8/8/8/8/5PPP/6K1 b - - 0 1")); // ...Rd1#
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty() && engine.lines()[0].mate, 20000);
        engine.stop();
        QCOMPARE(engine.lines()[0].mateIn, -1);
        const AnalysisLine& m = engine.lines()[0];
        bar.setScore(m.whiteScore, m.mate, m.mateIn);
        QCOMPARE(bar.whiteShare(), 0.0);
        QCOMPARE(bar.text(), QStringLiteral("#-1"));
    }

    void anExternalEngineAnalyses() {
        qputenv("FAKEENGINE_MODE", "good");
        AnalysisEngine engine;
        engine.useExternal(QStringLiteral("Fake"), kFake, {});
        QCOMPARE(engine.externalName(), QStringLiteral("Fake"));
        // Black to move after 1. e4 in SP 518: the fake engine says "score cp 5" for Black.
        const Position root = Position::startPosition(518);
        const Move e4 = *moveFromUci(root, "e2e4");
        engine.analyseLine(root, {e4});
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty(), 10000);
        QCOMPARE(engine.lines()[0].whiteScore, -5);
        QVERIFY(legalLine(root.after(e4), engine.lines()[0].moves));
        engine.stop();
        QVERIFY(!engine.isRunning());
        engine.useBuiltIn();
        QVERIFY(engine.externalName().isEmpty());
    }

    void aFailingExternalEngineHandsOver() {
        qputenv("FAKEENGINE_MODE", "crash-at-move-1");
        AnalysisEngine engine;
        QSignalSpy failed(&engine, &AnalysisEngine::failed);
        engine.useExternal(QStringLiteral("Fake"), kFake, {});
        engine.analyse(Position::startPosition(7));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("Fake")));
        QVERIFY(engine.externalName().isEmpty());
        // The built-in engine goes on with the same position.
        QVERIFY(engine.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty(), 10000);
        engine.stop();
    }

    void stockfishShowsThreeLines() {
        const QString stockfish = QStringLiteral("/usr/games/stockfish");
        if (!QFileInfo(stockfish).isExecutable())
            QSKIP("Stockfish is not installed (/usr/games/stockfish): bash .ci/deps.sh test");
        AnalysisEngine engine;
        engine.setLineCount(3);
        engine.useExternal(QStringLiteral("Stockfish"), stockfish, {});
        const Position sp0 = Position::startPosition(0);
        engine.analyseLine(sp0, {});
        QTRY_VERIFY_WITH_TIMEOUT(engine.lines().size() == 3 && engine.lines()[2].depth >= 8, 20000);
        for (const AnalysisLine& l : engine.lines()) QVERIFY(legalLine(sp0, l.moves));
        engine.stop();
    }

    void winningShareAndScoreText() {
        QCOMPARE(AnalysisEngine::whiteShare(0), 0.5);
        QVERIFY(qAbs(AnalysisEngine::whiteShare(100) - 0.591) < 0.001);
        QVERIFY(qAbs(AnalysisEngine::whiteShare(-100) + AnalysisEngine::whiteShare(100) - 1) <
                1e-9);
        QCOMPARE(shownScore(35, false, 0), QStringLiteral("+0.35"));
        QCOMPARE(shownScore(-120, false, 0), QStringLiteral("-1.20"));
        QCOMPARE(shownScore(0, false, 0), QStringLiteral("0.00"));
        QCOMPARE(shownScore(0, true, 3), QStringLiteral("#3"));
        // In the player's language, as the review summary writes its figures.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(shownScore(35, false, 0), QStringLiteral("+0,35"));
        QCOMPARE(shownScore(-1200, false, 0), QStringLiteral("-12,00"));
        QLocale::setDefault(before);
    }

    // A line longer than the panel ends in an ellipsis at its edge, the whole line in its
    // tooltip (issue 69: lines were cut at the edge without one).
    void aLongLineEndsInAnEllipsis() {
        AnalysisEngine engine;
        AnalysisPanel panel(&engine);
        panel.resize(220, 200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        engine.setLineCount(1);
        engine.analyse(Position::startPosition(518));
        QTRY_VERIFY_WITH_TIMEOUT(!engine.lines().empty() && engine.lines()[0].moves.size() >= 12,
                                 30000);
        engine.stop();
        QLabel* line = nullptr;
        for (QLabel* l : panel.findChildren<QLabel*>())
            if (!l->toolTip().isEmpty() && l->toolTip() == panel.lineText(0)) line = l;
        QVERIFY(line);
        QTextDocument shown;
        shown.setHtml(line->text());
        const QString text = shown.toPlainText();
        QVERIFY2(text.endsWith(QStringLiteral("\u2026")), qPrintable(text));
        QVERIFY(QFontMetrics(line->font()).horizontalAdvance(text) <=
                line->contentsRect().width() + 8);
        // Wider, more moves; the tooltip keeps them all.
        const int before = text.size();
        panel.resize(600, 200);
        QCoreApplication::processEvents();
        shown.setHtml(line->text());
        QVERIFY(shown.toPlainText().size() > before);
        QVERIFY(line->toolTip().split(' ').size() >= 12);
    }

    void clickingAMoveOfALineAsksToPlayUpToIt() {
        AnalysisEngine engine;
        AnalysisPanel panel(&engine);
        engine.setLineCount(2);
        engine.analyse(Position::startPosition(518));
        QTRY_VERIFY_WITH_TIMEOUT(engine.lines().size() == 2 && engine.lines()[1].moves.size() >= 3,
                                 20000);
        engine.stop();
        QSignalSpy clicked(&panel, &AnalysisPanel::lineMoveClicked);
        auto labels = panel.findChildren<QLabel*>();
        // The second line's label: the one whose tooltip is the second line.
        QLabel* second = nullptr;
        for (QLabel* l : labels)
            if (l->toolTip() == panel.lineText(1)) second = l;
        QVERIFY(second);
        QVERIFY(second->text().contains(QStringLiteral("href=\"3\"")));
        emit second->linkActivated(QStringLiteral("3"));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked[0][0].toInt(), 1);
        QCOMPARE(clicked[0][1].toInt(), 3);
        // Fewer lines: the panel shows only as many.
        panel.lineCount()->setValue(1);
        QCOMPARE(engine.lineCount(), 1);
        QVERIFY(!second->isVisibleTo(&panel));
    }
};

QTEST_MAIN(TestAnalysisEngine)
#include "tst_analysisengine.moc"
