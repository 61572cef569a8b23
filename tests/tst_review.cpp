// Game review (chess960/review/review.h): the measures on fixed numbers, moves judged in
// constructed positions, the plan's books kept alike in any order, the reviewer asking
// nothing but its searchers, progress and stop, and the review written into the game's tree.
#include "chess960/engine/score.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/review/review.h"
#include "testutil.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <map>
#include <thread>

using namespace chess960;
using namespace chess960::engine;
using namespace chess960::review;

namespace {

GameReview reviewOf(const Game& game, ReviewBudget budget = kReviewQuick, int threads = 2) {
    GameReviewer reviewer(budget, threads);
    return reviewer.run(game);
}

// A Chess960 game (SP 200) from its fifth move on: the moves the engine plays at the Normal
// budget (500,000 nodes), then a bishop thrown away (8. Ba5??) and taken. The engine's moves
// are those of net4b, the network compiled in before net5a (which judges them alike); another
// network may choose others.
constexpr const char* kPlanted =
    "[Variant \"Chess960\"]\n"
    "[FEN \"qbnrbknr/pp3ppp/2p5/4p3/2PP4/8/P3PPPP/QBNRBKNR w KQkq - 0 5\"]\n\n"
    "5. Nb3 b6 6. c5 Nf6 7. Bc3 Qb7 8. Ba5 bxa5 *\n";

// A searcher that answers from a table of findings by position key and counts its calls;
// one key can be made to fail (as a stopped search does).
class ScriptedSearcher final : public PositionSearcher {
public:
    explicit ScriptedSearcher(std::map<uint64_t, PositionFinding> script, uint64_t failAt = 0)
        : script_(std::move(script)), failAt_(failAt) {}
    std::optional<PositionFinding> search(const Position& pos, const std::vector<uint64_t>& keys,
                                          const ReviewBudget&) override {
        ++calls;
        if (keys.empty() || keys.back() != pos.key()) badKeys = true;
        if (stopped_.load() || pos.key() == failAt_) return std::nullopt;
        return script_.at(pos.key());
    }
    void stop() override { stopped_.store(true); }
    std::atomic<int> calls{0};
    std::atomic<bool> badKeys{false};

private:
    std::map<uint64_t, PositionFinding> script_;
    uint64_t failAt_;
    std::atomic<bool> stopped_{false};
};

// The built-in engine, saying when it has started to search.
class WatchedSearcher final : public PositionSearcher {
public:
    std::optional<PositionFinding> search(const Position& pos, const std::vector<uint64_t>& keys,
                                          const ReviewBudget& budget) override {
        started.store(true);
        return engine_->search(pos, keys, budget);
    }
    void stop() override { engine_->stop(); }
    std::atomic<bool> started{false};

private:
    std::unique_ptr<PositionSearcher> engine_ = builtInSearcher();
};

// 2. Qg4?? hangs the queen; 3. h3 is an ordinary move in a lost position.
constexpr const char* kHungQueen = "1. e4 d5 2. Qg4 Bxg4 3. h3 *";

// Findings for each position of kHungQueen's main line, as an engine might give them.
std::vector<PositionFinding> hungQueenFindings(const Game& g) {
    const std::vector<NodeId> line = g.mainLine();
    auto move = [&](size_t i) { return g.nodeMove(line[i]).move; };
    return {{30, {move(0)}},  {-25, {move(1)}}, {35, {*moveFromSan(g.positionAt(line[1]), "exd5")}},
            {880, {move(3)}}, {-870, {}},       {860, {}}};
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    // The books give the same review whatever order the findings come in; each move is
    // judged once, as soon as both of its positions are known.
    void planJudgesInAnyOrder() {
        const Game g = testutil::game(kHungQueen);
        const std::vector<PositionFinding> found = hungQueenFindings(g);
        const std::vector<std::vector<size_t>> orders{
            {0, 1, 2, 3, 4, 5}, {5, 4, 3, 2, 1, 0}, {2, 0, 5, 1, 4, 3}};
        std::vector<GameReview> reviews;
        for (const auto& order : orders) {
            ReviewPlan plan(g);
            QCOMPARE(plan.positionCount(), size_t(6));
            QVERIFY(!plan.empty());
            std::vector<int> judged;
            for (size_t k : order) {
                QVERIFY(!plan.review().complete);
                for (const MoveReview& m : plan.record(k, found[k])) judged.push_back(m.ply);
            }
            QVERIFY(plan.finished());
            std::sort(judged.begin(), judged.end());
            QCOMPARE(judged, (std::vector<int>{1, 2, 3, 4, 5}));
            // A position recorded again keeps its first finding.
            QVERIFY(plan.record(3, PositionFinding{0, {}}).empty());
            QCOMPARE(plan.done(), 6);
            reviews.push_back(plan.review());
        }
        for (const GameReview& r : reviews) {
            QVERIFY(r.complete);
            QCOMPARE(r.moves.size(), size_t(5));
            for (size_t i = 0; i < 5; ++i) {
                QCOMPARE(r.moves[i].kind, reviews[0].moves[i].kind);
                QCOMPARE(r.moves[i].scoreBefore, reviews[0].moves[i].scoreBefore);
                QCOMPARE(r.moves[i].scoreAfter, reviews[0].moves[i].scoreAfter);
                QCOMPARE(r.moves[i].betterLine, reviews[0].moves[i].betterLine);
            }
            QCOMPARE(r.sides[White].blunders, 1);
            QCOMPARE(r.sides[Black].blunders, 0);
        }
        QCOMPARE(reviews[0].moves[2].kind, MoveClass::Blunder); // 2. Qg4??
        QCOMPARE(reviews[0].moves[3].kind, MoveClass::Good);    // 2... Bxg4, the engine's own
        QCOMPARE(reviews[0].moves[4].kind, MoveClass::Good);    // 3. h3, lost already
        // Half the positions known: the moves not judged still say which they are.
        ReviewPlan half(g);
        for (size_t k : {0, 1, 2}) half.record(k, found[k]);
        const GameReview r = half.review();
        QVERIFY(!r.complete);
        QVERIFY(r.moves[1].reviewed && !r.moves[2].reviewed && !r.moves[4].reviewed);
        QCOMPARE(r.moves[4].ply, 5);
        QCOMPARE(r.moves[4].mover, White);
        QCOMPARE(r.moves[4].played, g.nodeMove(g.mainLine()[4]).move);
        QCOMPARE(half.movesTo(2), (std::vector<Move>{g.nodeMove(g.mainLine()[0]).move,
                                                     g.nodeMove(g.mainLine()[1]).move}));
        QCOMPARE(half.keysTo(2).size(), size_t(3));
        QCOMPARE(half.keysTo(2).back(), half.position(2).key());
    }

    // The board decides a mate, a stalemate and the draw a game ended in; nothing else.
    void planDecidesWhatTheBoardDecides() {
        const Game mate = testutil::game("1. f3 e5 2. g4 Qh4# 0-1");
        ReviewPlan m(mate);
        QVERIFY(!m.decided(3));
        QCOMPARE(m.decided(4)->score, -kMate);
        QVERIFY(m.decided(4)->pv.empty());
        // The fifth time the start position stands, the game is drawn by the board.
        const Game drawn = testutil::game(
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 "
            "8. Ng1 Ng8 1/2-1/2");
        QCOMPARE(drawn.termination(), Termination::FivefoldRepetition);
        ReviewPlan d(drawn);
        QCOMPARE(d.positionCount(), size_t(17));
        QCOMPARE(d.decided(16)->score, 0);
        QVERIFY(!d.decided(15));
        QVERIFY(!d.decided(12)); // the same position, but the game did not end there
        QVERIFY(ReviewPlan(testutil::game("*")).empty());
    }

    // The reviewer asks nothing of an engine but its searchers: the scripted findings give
    // the plan's review, the mate on the board is not asked about, and a searcher that
    // fails (as a stopped one does) ends the review where it stood.
    void reviewerAsksItsSearchersOnly() {
        const Game g = testutil::game(kHungQueen);
        const std::vector<PositionFinding> found = hungQueenFindings(g);
        std::map<uint64_t, PositionFinding> script;
        ReviewPlan plan(g);
        for (size_t k = 0; k < found.size(); ++k) {
            script[plan.position(k).key()] = found[k];
            plan.record(k, found[k]);
        }
        std::vector<std::unique_ptr<PositionSearcher>> two;
        two.push_back(std::make_unique<ScriptedSearcher>(script));
        two.push_back(std::make_unique<ScriptedSearcher>(script));
        auto* first = static_cast<ScriptedSearcher*>(two[0].get());
        auto* second = static_cast<ScriptedSearcher*>(two[1].get());
        GameReviewer reviewer(kReviewQuick, std::move(two));
        QCOMPARE(reviewer.threads(), 2);
        const GameReview r = reviewer.run(g);
        QVERIFY(r.complete);
        QCOMPARE(first->calls + second->calls, 6);
        QVERIFY(!first->badKeys && !second->badKeys);
        const GameReview expected = plan.review();
        for (size_t i = 0; i < r.moves.size(); ++i) {
            QCOMPARE(r.moves[i].kind, expected.moves[i].kind);
            QCOMPARE(r.moves[i].scoreAfter, expected.moves[i].scoreAfter);
        }

        const Game mate = testutil::game("1. f3 e5 2. g4 Qh4# 0-1");
        ReviewPlan matePlan(mate);
        std::map<uint64_t, PositionFinding> mateScript;
        for (size_t k = 0; k < 4; ++k) mateScript[matePlan.position(k).key()] = {0, {}};
        std::vector<std::unique_ptr<PositionSearcher>> one;
        one.push_back(std::make_unique<ScriptedSearcher>(mateScript));
        auto* only = static_cast<ScriptedSearcher*>(one[0].get());
        GameReviewer mateReviewer(kReviewQuick, std::move(one));
        const GameReview mated = mateReviewer.run(mate);
        QVERIFY(mated.complete);
        QCOMPARE(only->calls, 4);
        QCOMPARE(mated.moves[3].scoreAfter, kMate);

        std::vector<std::unique_ptr<PositionSearcher>> failing;
        failing.push_back(std::make_unique<ScriptedSearcher>(script, plan.position(3).key()));
        const GameReview cut = GameReviewer(kReviewQuick, std::move(failing)).run(g);
        QVERIFY(!cut.complete);
        QVERIFY(cut.moves[1].reviewed && !cut.moves[2].reviewed && !cut.moves[3].reviewed);
    }

    void judgeMoveFromFindingsMadeElsewhere() {
        // 2. Qg4?? as an external engine would find it: level before, a queen down after.
        const Game g = testutil::game("1. e4 d5 2. Qg4 *");
        const NodeId qg4 = g.mainLine()[2];
        const Position before = g.positionAt(g.mainLine()[1]);
        const Move exd5 = *moveFromSan(before, "exd5");
        const MoveReview m =
            judgeMove(g, qg4, 3, before, PositionFinding{20, {exd5}}, PositionFinding{850, {}});
        QCOMPARE(m.kind, MoveClass::Blunder);
        QCOMPARE(m.mover, White);
        QCOMPARE(m.scoreAfter, -850);
        QCOMPARE(m.betterLine, std::vector<Move>{exd5});
        QCOMPARE(m.evalAfter, (Evaluation{false, -850}));
        // The engine's own move loses nothing, whatever the two searches say.
        const MoveReview best =
            judgeMove(g, qg4, 3, before, PositionFinding{20, {g.nodeMove(qg4).move}},
                      PositionFinding{60, {}});
        QCOMPARE(best.kind, MoveClass::Good);
        QCOMPARE(best.centipawnLoss, 0);
    }

    // The published formulas on fixed inputs.
    void winningChancesAndAccuracy() {
        QCOMPARE(winningChances(0), 0.0);
        QVERIFY(qAbs(winningChances(100) - 0.182052) < 1e-5);
        QVERIFY(qAbs(winningChances(-300) + 0.502251) < 1e-5);
        // Past 1000 cp nothing changes: a lost position cannot get much more lost.
        QCOMPARE(winningChances(2500), winningChances(1000));
        QVERIFY(qAbs(winningChances(1000) - 0.950895) < 1e-5);
        QCOMPARE(winningChances(kMate - 3), 1.0);
        QCOMPARE(winningChances(-kMate + 8), -1.0);
        QVERIFY(qAbs(winPercent(100) - 59.102590) < 1e-5);
        QCOMPARE(clampedCentipawns(-kMate + 2), -1000);
        QCOMPARE(clampedCentipawns(345), 345);

        QVERIFY(qAbs(moveAccuracy(50, 50) - 99.9999) < 1e-4);
        QVERIFY(qAbs(moveAccuracy(60, 40) - 40.020427) < 1e-5);
        QVERIFY(qAbs(moveAccuracy(80, 30) - 8.530272) < 1e-5);
        QCOMPARE(moveAccuracy(90, 0), 0.0);
        QCOMPARE(moveAccuracy(40, 60), 100.0); // a gain is not more than perfect

        QCOMPARE(classifyLoss(0.099), MoveClass::Good);
        QCOMPARE(classifyLoss(0.1), MoveClass::Inaccuracy);
        QCOMPARE(classifyLoss(0.25), MoveClass::Mistake);
        QCOMPARE(classifyLoss(0.3), MoveClass::Blunder);
        QCOMPARE(moveClassNag(MoveClass::Inaccuracy), 6);
        QCOMPARE(moveClassNag(MoveClass::Mistake), 2);
        QCOMPARE(moveClassNag(MoveClass::Blunder), 4);
        QCOMPARE(moveClassNag(MoveClass::Good), 0);
    }

    // Per side: the mean of the weighted and the harmonic mean of the move accuracies; the
    // average loss; the counts.
    void sideSummary() {
        GameReview r;
        const double accuracies[] = {100, 100, 0, 100};
        const int losses[] = {0, 0, 300, 10};
        for (int i = 0; i < 4; ++i) {
            MoveReview m;
            m.ply = i + 1;
            m.mover = i % 2 ? Black : White;
            m.reviewed = true;
            m.accuracy = accuracies[i];
            m.centipawnLoss = losses[i];
            m.kind = i == 2 ? MoveClass::Blunder : MoveClass::Good;
            r.moves.push_back(m);
        }
        summarizeReview(r);
        // Scores all 0: White's win percentage never moves, every weight is the least, 0.5.
        // Weighted mean 50, harmonic mean 2 / (1/100 + 1/0.01).
        QVERIFY(qAbs(r.sides[White].accuracy - (50 + 2 / (0.01 + 100.0)) / 2) < 1e-9);
        QVERIFY(qAbs(r.sides[Black].accuracy - 100) < 1e-9);
        QCOMPARE(r.sides[White].averageCentipawnLoss, 150.0);
        QCOMPARE(r.sides[Black].averageCentipawnLoss, 5.0);
        QCOMPARE(r.sides[White].blunders, 1);
        QCOMPARE(r.sides[White].moves, 2);
        QCOMPARE(r.sides[Black].blunders + r.sides[Black].mistakes, 0);
    }

    void hungQueenIsABlunder() {
        const GameReview r = reviewOf(testutil::game("1. e4 d5 2. Qg4 Bxg4 *"));
        QVERIFY(r.complete);
        QCOMPARE(r.moves.size(), size_t(4));
        const MoveReview& queen = r.moves[2];
        QCOMPARE(queen.kind, MoveClass::Blunder);
        QVERIFY(queen.chancesLost >= 0.3);
        QVERIFY(!queen.betterLine.empty());
        QVERIFY(queen.betterLine.front() != queen.played);
        QVERIFY(queen.evalAfter.value < -500);      // White's view: a queen down
        QCOMPARE(r.moves[3].kind, MoveClass::Good); // taking it is no mistake
        QCOMPARE(r.sides[White].blunders, 1);
    }

    // A move that lets the opponent mate is a blunder; the mate is written "#0".
    void mateOnTheBoard() {
        const GameReview r = reviewOf(testutil::game("1. f3 e5 2. g4 Qh4# 0-1"));
        QVERIFY(r.complete);
        QCOMPARE(r.moves[2].kind, MoveClass::Blunder);
        QCOMPARE(r.moves[2].evalAfter, (Evaluation{true, -1}));
        QCOMPARE(r.moves[3].kind, MoveClass::Good);
        QCOMPARE(r.moves[3].evalAfter, (Evaluation{true, 0}));
        QCOMPARE(r.moves[3].scoreAfter, kMate); // the mover's view: won
        QVERIFY(reviewOf(testutil::game("*")).moves.empty());
    }

    // The same rook thrown away: a blunder when the game was level, nothing when it was
    // already lost.
    void movesInALostPositionAreNotMarked() {
        const GameReview level =
            reviewOf(testutil::game("[FEN \"r5k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n"
                                    "\n1. Rd8+ Rxd8 *"));
        QCOMPARE(level.moves[0].kind, MoveClass::Blunder);
        const GameReview lost =
            reviewOf(testutil::game("[FEN \"r5k1/5ppp/8/8/8/8/q4PPP/3R2K1 w - - 0 1\"]\n"
                                    "\n1. Rd8+ Rxd8 *"));
        QVERIFY(lost.complete);
        QVERIFY(lost.moves[0].scoreBefore < -800);
        QCOMPARE(lost.moves[0].kind, MoveClass::Good);
        QVERIFY(lost.moves[0].betterLine.empty());
        QCOMPARE(lost.moves[1].kind, MoveClass::Good);
    }

    // After ...Bxc3+ only bxc3 keeps the balance: played, it is not marked; any other
    // move is a blunder.
    void onlyMoveIsNotMarked() {
        const char* only = "[FEN \"4k2r/pp3ppp/8/8/1b6/2N5/PP3PPP/4K2R b - - 0 1\"]\n\n"
                           "1... Bxc3+ 2. bxc3 *";
        const GameReview r = reviewOf(testutil::game(only));
        QCOMPARE(r.moves[1].kind, MoveClass::Good);
        QVERIFY(r.moves[1].chancesLost < 0.1);
        const GameReview other = reviewOf(testutil::game(
            "[FEN \"4k2r/pp3ppp/8/8/1b6/2N5/PP3PPP/4K2R b - - 0 1\"]\n\n1... Bxc3+ 2. Ke2 *"));
        QCOMPARE(other.moves[1].kind, MoveClass::Blunder);
    }

    // At the Normal budget the planted blunder is marked and the engine's own moves are not.
    void plantedBlunderAtNormal() {
        const GameReview r = reviewOf(testutil::game(kPlanted), kReviewNormal);
        QVERIFY(r.complete);
        QCOMPARE(r.moves.size(), size_t(8));
        for (int i = 0; i < 8; ++i)
            QVERIFY2((r.moves[size_t(i)].kind == MoveClass::Blunder) == (i == 6),
                     qPrintable(QString("ply %1").arg(i + 1)));
        QCOMPARE(r.sides[White].blunders, 1);
        QCOMPARE(r.sides[Black].inaccuracies + r.sides[Black].mistakes, 0);
    }

    // Each position reports once, the moves arrive once each, and the result does not
    // depend on the number of threads.
    void progressAndThreads() {
        const Game g = testutil::game(kPlanted);
        GameReviewer reviewer(kReviewQuick, 2);
        // Recorded here and checked after the run: the calls come from the reviewing threads.
        std::vector<int> done, totals, plies;
        const GameReview two = reviewer.run(g, [&](const ReviewProgress& p) {
            totals.push_back(p.positionsTotal);
            done.push_back(p.positionsDone);
            for (const MoveReview& m : p.moves) plies.push_back(m.ply);
        });
        QCOMPARE(done, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(totals, std::vector<int>(9, 9));
        std::sort(plies.begin(), plies.end());
        QCOMPARE(plies, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        const GameReview one = reviewOf(g, kReviewQuick, 1);
        for (size_t i = 0; i < one.moves.size(); ++i) {
            QCOMPARE(one.moves[i].scoreAfter, two.moves[i].scoreAfter);
            QCOMPARE(one.moves[i].betterLine, two.moves[i].betterLine);
        }
    }

    // stop() from another thread ends the searches under way; what was not finished is not
    // reported as reviewed.
    void stopEndsTheReviewEarly() {
        const Game g = testutil::game(kPlanted);
        std::vector<std::unique_ptr<PositionSearcher>> searchers;
        searchers.push_back(std::make_unique<WatchedSearcher>());
        searchers.push_back(std::make_unique<WatchedSearcher>());
        auto* a = static_cast<WatchedSearcher*>(searchers[0].get());
        auto* b = static_cast<WatchedSearcher*>(searchers[1].get());
        GameReviewer reviewer(kReviewDeep, std::move(searchers));
        int reports = 0;
        GameReview r;
        std::thread running(
            [&] { r = reviewer.run(g, [&](const ReviewProgress&) { ++reports; }); });
        QTRY_VERIFY(a->started && b->started);
        QElapsedTimer clock;
        clock.start();
        reviewer.stop();
        running.join();
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!r.complete);
        QCOMPARE(reports, 0); // stopped as soon as both searches began
        QVERIFY(std::none_of(r.moves.begin(), r.moves.end(),
                             [](const MoveReview& m) { return m.reviewed; }));
        QCOMPARE(r.moves[6].ply, 7); // moves not reached still say which move they are
        QCOMPARE(r.moves[6].played, g.nodeMove(g.mainLine()[6]).move);
        QVERIFY(!reviewer.run(g).complete); // a stopped reviewer stays stopped
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
