// The game review in the game (GameTable with ReviewFeature, ReviewRunner,
// GameSession::applyReview): a review runs on its own threads with a bar and Cancel, marks a
// planted blunder with ?? and its better move as a variation, writes evaluations, shows both sides'
// summary, and a cancelled review leaves the game intact.
#include "board/boardwidget.h"
#include "chess960/pgn.h"
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "library/gamelibrary.h"
#include "mainwindow.h"
#include "movelist/movetreeview.h"
#include "review/evalgraph.h"
#include "review/learnwindow.h"
#include "review/reviewfeature.h"
#include "review/reviewrunner.h"
#include "windowutil.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

class TestReviewWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_review_window"); }
    void init() { removeAutosave(); }

    void learnOpensOnThePersonsMistakes() {
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        // A reviewed game against the computer, read back from its PGN: the person played
        // Black and blundered with 3... Nf6.
        auto g = readPgnGame("[WhiteType \"program\"]\n[BlackType \"human\"]\n\n"
                             "1. e4 e5 2. Qh5 $6 Nc6 3. Bc4 Nf6 $4 4. Qxf7# 1-0");
        QVERIFY(bool(g));
        w.session()->loadGame(*g);
        action(w, "learnFromMistakes")->trigger();
        auto* learn = w.findChild<LearnWindow*>();
        QVERIFY(learn);
        QVERIFY(learn->isVisible());
        QCOMPARE(learn->session().count(), size_t(1));
        QCOMPARE(learn->findChild<QComboBox*>(QStringLiteral("learnSide"))->currentIndex(), 1);
        QCOMPARE(learn->board()->position().fen(),
                 w.session()->game().positionAt(w.session()->game().mainLine()[4]).fen());
        learn->close();
        // Without evaluations the game has no summary to show.
        QVERIFY(!w.findChild<QLabel*>(QStringLiteral("reviewSummary"))->isVisible());
    }

    void aReviewedGameOpenedAgainShowsItsSummary() {
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        auto g = readPgnGame("1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 { [%eval 0.1] } "
                             "Nc6 { [%eval 0.2] } 3. Bc4 { [%eval 0.2] } Nf6 $4 { [%eval #1] } "
                             "4. Qxf7# { [%eval #0] } 1-0");
        QVERIFY(bool(g));
        w.session()->loadGame(*g);
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        QVERIFY(summary->isVisible());
        QVERIFY(summary->text().contains(QStringLiteral("href=\"1:4\"")));
        QVERIFY(w.findChild<EvalGraph*>()->isVisible());
        w.session()->newGame(518);
        QVERIFY(!summary->isVisible());
    }

    void theSummaryOffersTheExercises() {
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        action(w, "reviewQuick")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        QVERIFY(summary->text().contains(QStringLiteral("href=\"learn\"")));
        emit summary->linkActivated(QStringLiteral("learn"));
        auto* learn = w.findChild<LearnWindow*>();
        QVERIFY(learn);
        // Two players: both sides' mistakes, to choose from.
        QCOMPARE(learn->findChild<QComboBox*>(QStringLiteral("learnSide"))->currentIndex(), 2);
        QVERIFY(learn->session().count() >= 1);
        learn->close();
    }

    void aConfiguredEngineReviews() {
        const EngineConfig stored = addFakeEngine(QStringLiteral("Fake reviewer"));
        qputenv("FAKEENGINE_MODE", "good");
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3"});
        auto* reviewMenu = action(w, "reviewGame")->menu();
        emit reviewMenu->aboutToShow();
        action(w, "reviewBy:" + stored.name)->trigger();
        auto* runner = w.findChild<ReviewRunner*>();
        QCOMPARE(runner->engineName(), stored.name);
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        action(w, "reviewQuick")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 20000);
        for (NodeId n : w.session()->game().mainLine())
            QVERIFY(w.session()->game().nodeMove(n).eval.has_value());
        // Listed again, the built-in engine can be chosen back.
        emit reviewMenu->aboutToShow();
        action(w, "reviewBy:")->trigger();
        QVERIFY(runner->engineName().isEmpty());
        EngineStore::remove(stored.id);
    }

    void reviewMarksTheBlunderAndSumsUp() {
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        // 3... Nf6?? lets White mate at once (3... g6 holds).
        playSans(w.session(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
        const NodeId nf6 = w.session()->game().mainLine()[5];
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        QVERIFY(bar && summary);
        action(w, "reviewQuick")->trigger();
        QVERIFY(bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        const Game& g = w.session()->game();
        QCOMPARE(g.nodeMove(nf6).nags, std::vector<int>{4});
        // The better move is a variation beside the blunder.
        QCOMPARE(int(g.children(g.parentOf(nf6)).size()), 2);
        for (NodeId n : g.mainLine()) QVERIFY(g.nodeMove(n).eval.has_value());
        QVERIFY(summary->isVisible());
        QVERIFY2(summary->text().contains(QStringLiteral("Accuracy")), qPrintable(summary->text()));
        QVERIFY(w.findChild<MoveTreeView*>()->plainText().contains(QStringLiteral("Nf6??")));
        QVERIFY(!w.findChild<MoveTreeView*>()->plainText().contains(QStringLiteral("[%review]")));
        // Black's blunder count steps to 3... Nf6.
        emit summary->linkActivated(QStringLiteral("1:4"));
        QCOMPARE(w.session()->view()->node(), nf6);
        QVERIFY(summary->text().contains(QStringLiteral("href=\"1:4\"")));
        // A second review replaces what the first wrote.
        action(w, "reviewQuick")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        QCOMPARE(int(w.session()->game().children(g.parentOf(nf6)).size()), 2);
    }

    // The summary of a review just made is the one the game gives when saved and opened
    // again: one formula for both.
    void summaryIsTheSameAfterSavingAndOpening() {
        QTemporaryDir dir;
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3", "d6", "Bc4", "Bg4", "Nc3", "g6", "Nxe5", "Bxd1",
                               "Bxf7+", "Ke7", "Nd5#"});
        auto* result = w.findChild<QMessageBox*>(QStringLiteral("resultMessage"));
        QVERIFY(result);
        result->findChild<QPushButton*>(QStringLiteral("reviewGame"))->click();
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        QTRY_VERIFY(summary->isVisible());
        const QString made = summary->text();
        const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
        QVERIFY(w.files()->saveFile(path));
        QVERIFY(windowutil::written(w.document()));
        w.session()->newGame(7);
        QCOMPARE(openAndWait(&w.window(), w.files(), path), Opened::Game);
        QTRY_VERIFY(summary->isVisible());
        QCOMPARE(summary->text(), made);
    }

    // A game whose review stopped half-way (the program killed while reviewing) says so when
    // it comes back, and offers to finish the review.
    void unfinishedReviewIsToldAndFinished() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("half.pgn"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"half\"]\n\n1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 Nc6 "
                    "3. Bc4 Nf6 4. Qxf7# 1-0\n");
        }
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        QCOMPARE(openAndWait(&w.window(), w.files(), path), Opened::Game);
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        QVERIFY(summary->isVisible());
        // Counted as players count moves: the review stopped at 2. Qh5 of a game of 4 moves.
        QVERIFY2(summary->text().contains(QStringLiteral("stopped at move 2 of 4")),
                 qPrintable(summary->text()));
        emit summary->linkActivated(QStringLiteral("finish"));
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        QVERIFY(bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        QVERIFY(summary->text().contains(QStringLiteral("Accuracy")));
        for (NodeId n : w.session()->game().mainLine())
            QVERIFY(w.session()->game().nodeMove(n).eval.has_value());
    }

    // A review the program did not live to finish (a crash, a kill) is offered at the next
    // start, counted in moves, whether or not a file is named; Yes opens the game from My
    // games and finishes the review (issue 69).
    void aReviewStoppedWithTheProgramIsOfferedAtTheNextStart() {
        QSettings().clear();
        QDir(GameLibrary::defaultFolder()).removeRecursively();
        const GameLibrary mine(GameLibrary::defaultFolder());
        const QString file = mine.newFileName();
        QVERIFY(
            mine.write(file, *readPgnGame("[Event \"half\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\n"
                                          "1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 Nc6 "
                                          "3. Bc4 Nf6 4. Qxf7# 1-0\n")));
        QSettings().setValue("review/running", file);
        QSettings().setValue("review/nodes", 100000);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Answer yes("reviewFinishQuestion", QMessageBox::Yes);
        MainWindow::StartRequest fresh;
        fresh.fresh = true;
        w.startUp(fresh);
        QVERIFY(yes.asked());
        QVERIFY2(yes.text().contains("Ann - Bob") && yes.text().contains("move 2 of 4"),
                 qPrintable(yes.text()));
        QCOMPARE(w.document()->libraryFileName(), file);
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        QVERIFY(bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        for (NodeId n : w.session()->game().mainLine())
            QVERIFY(w.session()->game().nodeMove(n).eval.has_value());
        QVERIFY(!QSettings().contains("review/running"));
        // Asked once: the next start says nothing.
        MainWindow again;
        Answer no("reviewFinishQuestion", QMessageBox::No);
        again.startUp(fresh);
        QVERIFY(!no.asked());
    }

    // While a review runs the settings note its game; the note goes when it ends (Cancel).
    void aRunningReviewIsNotedUntilItEnds() {
        QSettings().clear();
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
                               "Re1", "b5", "Bb3", "d6"});
        w.findChild<ReviewFeature*>()->start(review::kReviewDeep);
        QTRY_VERIFY_WITH_TIMEOUT(QSettings().contains("review/running"), 20000);
        QCOMPARE(QSettings().value("review/running").toString(), w.document()->libraryFileName());
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        bar->findChild<QPushButton*>()->click(); // Cancel
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 20000);
        QVERIFY(!QSettings().contains("review/running"));
    }

    // The graph: a point per move of the main line from the review's evaluations, the
    // blunder's point low for Black, a click goes to that move; the result box offers a review.
    void graphFollowsTheReview() {
        GameTable w;
        w.review();
        w.window().resize(1060, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        auto* graph = w.findChild<EvalGraph*>();
        QVERIFY(graph);
        QVERIFY(!graph->isVisible()); // no evaluations yet
        playSans(w.session(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
        auto* result = w.findChild<QMessageBox*>(QStringLiteral("resultMessage"));
        QVERIFY(result);
        result->findChild<QPushButton*>(QStringLiteral("reviewGame"))->click();
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        QVERIFY(bar->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 60000);
        QVERIFY(graph->isVisible());
        QCOMPARE(graph->pointCount(), 7);
        QVERIFY(graph->shareAt(5) > 0.95); // after 3... Nf6?? White mates: White's graph
        QCOMPARE(graph->shareAt(6), 1.0);  // the mate itself
        // The point names the move with the review's mark, its evaluation and the mark's word.
        QVERIFY2(graph->describe(5).startsWith(QStringLiteral("3... Nf6??: #")) &&
                     graph->describe(5).endsWith(QStringLiteral("(blunder)")),
                 qPrintable(graph->describe(5)));
        // A click near the third point goes to 2. Qh5.
        const NodeId qh5 = w.session()->game().mainLine()[2];
        int x = -1;
        for (int px = 0; px < graph->width() && x < 0; ++px)
            if (graph->pointAt(px) == 2) x = px;
        QVERIFY(x >= 0);
        QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(x, graph->height() / 2));
        QCOMPARE(w.session()->view()->node(), qh5);
    }

    void cancelledReviewLeavesTheGame() {
        GameTable w;
        w.review();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"});
        auto* bar = w.findChild<QWidget*>(QStringLiteral("reviewBar"));
        action(w, "reviewDeep")->trigger();
        QVERIFY(bar->isVisible());
        bar->findChild<QPushButton*>()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), 10000);
        QCOMPARE(w.session()->game().mainLine().size(), size_t(8));
        auto* summary = w.findChild<QLabel*>(QStringLiteral("reviewSummary"));
        QVERIFY(summary->text().contains(QStringLiteral("stopped")));
        // The game goes on as before.
        QVERIFY(w.session()->acceptsBoardMoves());
    }
};

QTEST_MAIN(TestReviewWindow)
#include "tst_review_window.moc"
