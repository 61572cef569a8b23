// The evaluation's weights as one table and the tuner around them: the hand-set table evaluates
// exactly as the constants it replaced, the tuner's traces reproduce the evaluation under any
// weights, the source writer prints the compiled-in table, the self-play generator is deterministic
// and writes well-formed lines, and tuning lowers the error and leaves frozen weights alone.
#include "chess960/engine/eval.h"
#include "chess960/engine/evalparams.h"
#include "datagen.h"
#include "paramlayout.h"
#include "testutil.h"
#include "tuner.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace chess960;
using namespace chess960::engine;
using namespace chess960::engine::tune;
using testutil::position;

namespace {

struct Reference {
    Position pos;
    int score; // side to move's view
};

std::vector<Reference> referencePositions() {
    std::vector<Reference> out;
    for (const std::string& line : testutil::dataLines("tune/eval_reference.txt")) {
        auto parts = testutil::split(line, ';');
        out.push_back({position(parts[0]), std::stoi(parts[1])});
    }
    return out;
}

// The hand-set weights the engine used before its first tuning; the reference scores are theirs.
constexpr EvalParams kHandSet =
#include "data/tune/evalparams_handset.inc"
    ;

int whiteView(const Position& pos, int score) {
    return pos.sideToMove() == White ? score : -score;
}

// The default weights with every tuned int moved by a different small amount.
EvalParams perturbed() {
    EvalParams p = defaultEvalParams();
    const std::vector<bool> tuned = tunedInts();
    int* ints = paramInts(p);
    for (int i = 0; i < kEvalParamCount; ++i)
        if (tuned[i]) ints[i] += int((i * 7919) % 31) - 15;
    return p;
}

// The reference positions traced with params, with results from the sign of another
// evaluation (a "truth" the tuner should move towards).
TuneSet labelledSet(const EvalParams& traced, const EvalParams& truth) {
    TuneSet set;
    Evaluator tracer(traced), judge(truth);
    EvalTrace trace;
    for (const Reference& r : referencePositions()) {
        tracer.evaluate(r.pos, trace);
        int v = whiteView(r.pos, judge.evaluate(r.pos));
        set.add(trace, v > 60 ? 1.0 : v < -60 ? 0.0 : 0.5);
    }
    return set;
}

// Results that favour knights and the bishop pair more than the default weights do.
TuneSet knightsAndPairFavouredSet() {
    EvalParams truth = defaultEvalParams();
    truth.material[Knight] += EvalPair{120, 120};
    truth.bishopPair += EvalPair{80, 80};
    return labelledSet(defaultEvalParams(), truth);
}

GenerateOptions smallRun() {
    GenerateOptions o;
    o.games = 3;
    o.nodes = 400;
    o.seed = 7;
    o.maxPlies = 120;
    o.skipPlies = 10;
    return o;
}

} // namespace

Q_DECLARE_METATYPE(EvalParams)

class TestTune : public QObject {
    Q_OBJECT
private slots:
    // The refactor's proof: scores written by the evaluation before its weights became a
    // table, for 4000 positions, given again by the table with the weights of that time. The
    // compiled-in (tuned) table is what evaluate() and a default Evaluator use.
    void evaluationMatchesReference() {
        Evaluator handSet(kHandSet), compiledIn(defaultEvalParams()), byDefault;
        int checked = 0;
        for (const Reference& r : referencePositions()) {
            QCOMPARE(handSet.evaluate(r.pos), r.score);
            QCOMPARE(byDefault.evaluate(r.pos), compiledIn.evaluate(r.pos));
            QCOMPARE(evaluate(r.pos), compiledIn.evaluate(r.pos));
            ++checked;
        }
        QCOMPARE(checked, 4000);
    }

    void layoutCoversEveryWeightOnce() {
        int next = 0;
        for (const ParamGroup& g : paramLayout()) {
            QCOMPARE(g.offset, next);
            next += g.ints();
        }
        QCOMPARE(next, kEvalParamCount);
    }

    // The trace gives the same score as the evaluation (up to its integer rounding), with
    // the hand-set weights (whose scores are the reference), the compiled-in ones and others.
    void traceReproducesEvaluation_data() {
        QTest::addColumn<EvalParams>("params");
        QTest::addColumn<bool>("handSet");
        QTest::newRow("hand-set weights") << kHandSet << true;
        QTest::newRow("compiled-in weights") << defaultEvalParams() << false;
        QTest::newRow("perturbed weights") << perturbed() << false;
    }
    void traceReproducesEvaluation() {
        QFETCH(EvalParams, params);
        QFETCH(bool, handSet);
        const std::vector<Reference> refs = referencePositions();
        TuneSet set;
        Evaluator evaluator(params);
        EvalTrace trace;
        std::vector<int> expected;
        for (const Reference& r : refs) {
            int traced = evaluator.evaluate(r.pos, trace);
            QCOMPARE(traced, evaluator.evaluate(r.pos));
            if (handSet) QCOMPARE(traced, r.score);
            set.add(trace, 0.5);
            expected.push_back(whiteView(r.pos, traced));
        }
        const std::vector<double> w = toWeights(params);
        for (size_t i = 0; i < set.size(); ++i) {
            double v = traceValue(set, i, w);
            if (std::abs(v - expected[i]) > 3)
                QFAIL(qPrintable(QString("position %1: trace %2, evaluation %3")
                                     .arg(i)
                                     .arg(v)
                                     .arg(expected[i])));
        }
    }

    void tracedFenLinesLoad() {
        std::istringstream in("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0.5\n"
                              "# comment\n"
                              "not a fen;1.0\n"
                              "4k3/8/8/8/8/8/8/4K2R w K - 0 1;1-0\n"
                              "4k3/8/8/8/8/8/8/4K2R w K - 0 1;maybe\n");
        TuneSet set;
        LoadReport r = loadTuneSet(in, set, defaultEvalParams());
        QCOMPARE(r.positions, 2L);
        QCOMPARE(r.skipped, 2L);
        QCOMPARE(set.entry(1).result, 1.0f);
    }

    // The source the tuner writes is the file the engine compiles its weights from.
    void writerPrintsTheCompiledInTable() {
        std::ostringstream written;
        writeParamsSource(defaultEvalParams(), written, "the weights compiled in now.");
        std::ifstream in(CHESS960_EVALPARAMS_SOURCE);
        QVERIFY(in.good());
        std::stringstream file;
        file << in.rdbuf();
        QCOMPARE(QString::fromStdString(written.str()), QString::fromStdString(file.str()));
    }

    void quietPositions() {
        QVERIFY(isQuiet(position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")));
        // A queen en prise: taking it changes everything.
        QVERIFY(!isQuiet(position("4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1")));
        // In check is never quiet.
        QVERIFY(!isQuiet(position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")));
    }

    void generatorIsDeterministic() {
        GenerateOptions o = smallRun();
        std::ostringstream first, second, threaded;
        GenerateStats s = generate(o, first);
        generate(o, second);
        o.threads = 2;
        generate(o, threaded);
        QCOMPARE(s.games, 3);
        QVERIFY(s.positions > 20);
        QCOMPARE(second.str(), first.str());
        QCOMPARE(threaded.str(), first.str());
        o.seed = 8;
        std::ostringstream other;
        generate(o, other);
        QVERIFY(other.str() != first.str());
    }

    void generatorWritesWellFormedLines() {
        std::ostringstream out;
        GenerateStats s = generate(smallRun(), out);
        std::istringstream in(out.str());
        long lines = 0;
        for (std::string line; std::getline(in, line); ++lines) {
            auto parts = testutil::split(line, ';');
            QCOMPARE(int(parts.size()), 2);
            auto pos = Position::fromFen(parts[0]);
            QVERIFY2(bool(pos), line.c_str());
            QVERIFY(!pos->inCheck());
            QVERIFY(isQuiet(*pos));
            QVERIFY(parts[1] == "1.0" || parts[1] == "0.5" || parts[1] == "0.0");
        }
        QCOMPARE(lines, s.positions);
    }

    // Results that favour knights and the bishop pair more than the weights do: the tuner
    // lowers the error and raises those weights.
    void tunerLowersError() {
        const TuneSet set = knightsAndPairFavouredSet();
        const std::vector<double> start = toWeights(defaultEvalParams());
        const double k = fitK(set, start);
        QVERIFY(k > 1e-4 && k < 0.05);
        const double before = meanError(set, start, k);
        TuneOptions options;
        options.iterations = 150;
        options.rate = 2;
        const std::vector<double> tuned = tuneWeights(set, start, k, options);
        const EvalParams result = fromWeights(tuned, defaultEvalParams());
        const double after = meanError(set, toWeights(result), k);
        QVERIFY2(after < before * 0.97, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
        QVERIFY(result.material[Knight].mg > defaultEvalParams().material[Knight].mg);
        QVERIFY(result.bishopPair.mg + result.bishopPair.eg >
                defaultEvalParams().bishopPair.mg + defaultEvalParams().bishopPair.eg);
        // Formula shapes stay as they are.
        QCOMPARE(result.dangerMgDivisor, defaultEvalParams().dangerMgDivisor);
        QCOMPARE(result.mopUpEdge, defaultEvalParams().mopUpEdge);
    }

    // The same results with the bishop pair frozen: the knight still moves, the frozen
    // weights stay exactly as they were.
    void frozenGroupsKeepTheirWeights() {
        const TuneSet set = knightsAndPairFavouredSet();
        const std::vector<double> start = toWeights(defaultEvalParams());
        std::string bad;
        auto frozen = groupInts({"bishopPair", "castlingRight"}, bad);
        QVERIFY(frozen.has_value());
        QCOMPARE(int(std::count(frozen->begin(), frozen->end(), true)), 4);
        TuneOptions options;
        options.iterations = 150;
        options.rate = 2;
        options.frozen = *frozen;
        const EvalParams result =
            fromWeights(tuneWeights(set, start, fitK(set, start), options), defaultEvalParams());
        QVERIFY(result.material[Knight].mg > defaultEvalParams().material[Knight].mg);
        QCOMPARE(result.bishopPair.mg, defaultEvalParams().bishopPair.mg);
        QCOMPARE(result.bishopPair.eg, defaultEvalParams().bishopPair.eg);
        QCOMPARE(result.castlingRight.mg, defaultEvalParams().castlingRight.mg);
        QCOMPARE(result.castlingRight.eg, defaultEvalParams().castlingRight.eg);
    }

    void unknownOrUntunedGroupIsNamed() {
        std::string bad;
        QVERIFY(!groupInts({"castlingRight", "castlingRigth"}, bad).has_value());
        QCOMPARE(bad, std::string("castlingRigth"));
        QVERIFY(!groupInts({""}, bad).has_value());
        // The shape of a formula is never tuned, so there is nothing to freeze in it.
        QVERIFY(!groupInts({"bishopPair", "dangerMgDivisor"}, bad).has_value());
        QCOMPARE(bad, std::string("dangerMgDivisor"));
        auto all = groupInts({"pst"}, bad);
        QVERIFY(all.has_value());
        QCOMPARE(int(std::count(all->begin(), all->end(), true)), 7 * 64 * 2);
    }
};

QTEST_GUILESS_MAIN(TestTune)
#include "tst_tune.moc"
