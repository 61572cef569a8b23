// The evaluation's weights as one table and the tuner around them: the hand-set table evaluates
// exactly as the constants it replaced, the tuner's traces reproduce the evaluation under any
// weights, the source writer prints the compiled-in table, the self-play generator is deterministic
// and writes well-formed lines, and tuning lowers the error and leaves frozen weights alone.
// The binary game files: written games read back as the same positions (Chess960 and DFRC
// starts, castles), damaged files refused, chunks the same on any number of threads and a
// stopped run resumed.
#include "chess960/engine/eval.h"
#include "chess960/engine/evalparams.h"
#include "chess960/engine/nnue.h"
#include "chess960/movegen.h"
#include "chess960/startpos.h"
#include "chunkrun.h"
#include "datagen.h"
#include "datastats.h"
#include "floatnet.h"
#include "gamedata.h"
#include "netdata.h"
#include "nettrainer.h"
#include "paramlayout.h"
#include "testutil.h"
#include "tuner.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <set>
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

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

void writeAll(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

std::vector<GameData> readGames(const std::string& path, std::string& error) {
    std::vector<GameData> games;
    GameReader reader;
    GameData g;
    if (reader.open(path))
        while (reader.next(g)) games.push_back(g);
    error = reader.error();
    return games;
}

bool writeGames(const std::string& path, const std::vector<GameData>& games) {
    GameWriter writer;
    if (!writer.open(path, "test games")) return false;
    for (const GameData& g : games) writer.write(g);
    return writer.close();
}

// A game of random moves from a DFRC start that clears the back rank and castles as soon as it
// can, so that both sides castle; with the FEN of every position before a move.
GameData castlingGame(int white, int black, std::vector<std::string>& fens) {
    GameData g;
    g.start = dfrcNumber(white, black);
    g.result = 0.5;
    g.ending = GameEnd::Length;
    Position pos = Position::startPosition(white, black);
    uint64_t state = uint64_t(g.start) + 1;
    for (int ply = 0; ply < 60; ++ply) {
        MoveList moves;
        generateLegalMoves(pos, moves);
        if (moves.empty()) break;
        // Castles first, then pieces leaving the back rank, pawns, other moves; moves of the
        // king and the rooks (which lose castling rights) and captures last.
        auto rank = [&](Move m) {
            const PieceType t = typeOf(pos.pieceOn(m.from()));
            if (m.kind() == Move::Castling) return 0;
            if (pos.capturedPiece(m) != NoPiece) return 5;
            if (t == King || t == Rook) return 4;
            if (t == Pawn) return 2;
            const int back = backRank(pos.sideToMove());
            return rankOf(m.from()) == back && rankOf(m.to()) != back ? 1 : 3;
        };
        int best = 5;
        for (Move m : moves) best = std::min(best, rank(m));
        std::vector<Move> choice;
        for (Move m : moves)
            if (rank(m) == best) choice.push_back(m);
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const Move m = choice[(state >> 33) % choice.size()];
        fens.push_back(pos.fen());
        g.moves.push_back(m);
        g.scores.push_back(int16_t(ply * 37 % 2001 - 1000));
        g.kept.push_back(ply % 3 == 0);
        pos = pos.after(m);
    }
    return g;
}

std::vector<GameRecord> playedGames(const GenerateOptions& o) {
    std::vector<GameRecord> games;
    playGames(o, 0, o.games, [&](int, GameRecord& g) { games.push_back(g); });
    return games;
}

// Material from the side to move's view: the known function the tiny network learns.
int materialBalance(const Position& pos) {
    static constexpr int value[7] = {0, 100, 300, 300, 500, 900, 0};
    int sum = 0;
    for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
        sum += value[t] * (popcount(pos.pieces(pos.sideToMove(), t)) -
                           popcount(pos.pieces(~pos.sideToMove(), t)));
    return sum;
}

// Positions of random Chess960 and DFRC games, captures preferred so that material comes
// out of balance, each scored by its material balance.
NetDataSet materialSet(int games, uint64_t seed, std::vector<Position>* positions = nullptr) {
    NetDataSet set;
    uint64_t state = seed;
    auto next = [&] {
        return (state = state * 6364136223846793005ULL + 1442695040888963407ULL) >> 33;
    };
    for (int g = 0; g < games; ++g) {
        set.startGame();
        Position pos = Position::startPosition(int(next() % 960), int(next() % 960));
        for (int ply = 0; ply < 90; ++ply) {
            MoveList moves, captures;
            generateLegalMoves(pos, moves);
            generateLegalMoves(pos, captures, GenKind::Noisy);
            if (moves.empty()) break;
            if (ply >= 4 && ply % 4 == 0) {
                set.add(pos, materialBalance(pos), 0.5);
                if (positions) positions->push_back(pos);
            }
            const MoveList& from = !captures.empty() && next() % 3 == 0 ? captures : moves;
            pos = pos.after(from[int(next() % unsigned(from.size()))]);
        }
    }
    return set;
}

// Training a tiny network on a known function scored in centipawns (scale 1000, the result
// left out): small batches, a high rate, no weight decay.
NetTrainOptions tinyTraining(int epochs, int threads) {
    NetTrainOptions o;
    o.lambda = 0;
    o.winScale = 1000;
    o.epochs = epochs;
    o.batchSize = 128;
    o.rate = 0.01;
    o.threads = threads;
    o.weightDecay = 0;
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

    // Generated games written and read back: the same games, and their moves replayed give
    // the positions the game went through (the text format's FENs, taken from the game as it
    // was played, are among them). Kept positions are not in check and their best move is
    // quiet.
    void binaryGamesReadBackAsPlayed() {
        GenerateOptions o = smallRun();
        o.games = 6;
        o.dfrc = 0.5;
        const std::vector<GameRecord> played = playedGames(o);
        QTemporaryDir dir;
        const std::string path = dir.filePath("games.bin").toStdString();
        std::vector<GameData> data;
        for (const GameRecord& g : played) data.push_back(g.data);
        QVERIFY(writeGames(path, data));
        std::string error;
        const std::vector<GameData> back = readGames(path, error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(int(back.size()), o.games);
        int dfrc = 0, castles = 0, kept = 0;
        for (size_t i = 0; i < back.size(); ++i) {
            QVERIFY(back[i] == data[i]);
            QCOMPARE(back[i].randomPlies, o.randomPlies);
            dfrc += back[i].start >= kStartPositionCount;
            std::vector<std::string> fens;
            std::string fault = replay(back[i], [&](const GamePosition& p) {
                fens.push_back(p.pos.fen());
                const Move best = back[i].moves[size_t(p.ply)];
                castles += best.kind() == Move::Castling;
                if (!p.kept) return;
                ++kept;
                QVERIFY(p.ply >= o.skipPlies);
                QVERIFY(!p.pos.inCheck());
                QVERIFY(p.pos.capturedPiece(best) == NoPiece && best.kind() != Move::Promotion);
                QCOMPARE(p.result, played[i].data.result);
            });
            QVERIFY2(fault.empty(), fault.c_str());
            auto at = fens.begin();
            for (const std::string& fen : played[i].fens) {
                at = std::find(at, fens.end(), fen);
                QVERIFY2(at != fens.end(), fen.c_str());
            }
        }
        QVERIFY(dfrc > 0 && dfrc < o.games);
        QVERIFY(castles > 0);
        QVERIFY(kept > 100);
        DataStats stats = dataStats(path);
        QVERIFY2(stats.error.empty(), stats.error.c_str());
        QCOMPARE(stats.games, long(o.games));
        QCOMPARE(stats.kept, long(kept));
        QCOMPARE(stats.dfrcGames, long(dfrc));
        QCOMPARE(stats.castles, long(castles));
    }

    // Castles from DFRC and Chess960 starts (both wings, kings on b, c and g) read back as the
    // positions they were played in.
    void castlesFromDfrcStartsReadBack() {
        std::vector<GameData> games;
        std::vector<std::vector<std::string>> fens;
        int castles = 0;
        for (auto [white, black] : {std::pair{0, 959}, {518, 100}, {959, 0}, {333, 333}}) {
            fens.emplace_back();
            games.push_back(castlingGame(white, black, fens.back()));
            for (Move m : games.back().moves) castles += m.kind() == Move::Castling;
        }
        QVERIFY2(castles >= 6, qPrintable(QString::number(castles)));
        QTemporaryDir dir;
        const std::string path = dir.filePath("castles.bin").toStdString();
        QVERIFY(writeGames(path, games));
        std::string error;
        const std::vector<GameData> back = readGames(path, error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(back.size(), games.size());
        for (size_t i = 0; i < back.size(); ++i) {
            QVERIFY(back[i] == games[i]);
            std::vector<std::string> replayed;
            replay(back[i], [&](const GamePosition& p) { replayed.push_back(p.pos.fen()); });
            QCOMPARE(replayed, fens[i]);
        }
    }

    // Every file cut short, every byte changed, bytes added: refused with a message, no crash.
    void damagedGameFilesAreRefused() {
        std::vector<std::string> fens;
        std::vector<GameData> games = {castlingGame(0, 959, fens), castlingGame(12, 12, fens)};
        QTemporaryDir dir;
        const std::string path = dir.filePath("whole.bin").toStdString();
        const std::string damaged = dir.filePath("damaged.bin").toStdString();
        QVERIFY(writeGames(path, games));
        QCOMPARE(checkGameFile(path, 2, "test games"), std::string());
        QVERIFY(!checkGameFile(path, 3).empty());
        QVERIFY(!checkGameFile(path, 2, "other games").empty());
        QVERIFY(!checkGameFile(dir.filePath("absent.bin").toStdString()).empty());
        const std::string bytes = readAll(path);
        for (size_t n = 0; n < bytes.size(); ++n) {
            writeAll(damaged, bytes.substr(0, n));
            QVERIFY2(!checkGameFile(damaged).empty(), qPrintable(QString("cut at %1").arg(n)));
        }
        for (size_t i = 0; i < bytes.size(); ++i) {
            std::string changed = bytes;
            changed[i] = char(changed[i] ^ (1 << (i % 8)));
            writeAll(damaged, changed);
            QVERIFY2(!checkGameFile(damaged).empty(), qPrintable(QString("byte %1").arg(i)));
        }
        writeAll(damaged, bytes + "x");
        QVERIFY(checkGameFile(damaged).find("after the last") != std::string::npos);
        // A game that cannot be written sensibly is refused by replay() before any writing.
        GameData illegal = games[0];
        illegal.moves[1] = illegal.moves[0];
        QVERIFY(replay(illegal, nullptr).find("ply 1") != std::string::npos);
    }

    // A chunk depends on the options, the seed and its index only: the same bytes on one
    // thread and on two. A run stopped half way (a chunk missing, one cut short) is finished by
    // the same command, which leaves whole chunks alone; another run's folder is refused.
    void chunksResumeAndDoNotDependOnThreads() {
        GenerateOptions o = smallRun();
        o.games = 5;
        o.dfrc = 0.3;
        QTemporaryDir one, two;
        const std::string a = one.path().toStdString(), b = two.path().toStdString();
        std::ostringstream log;
        BinaryStats first = generateChunks(o, 2, a, log);
        QVERIFY2(first.error.empty(), first.error.c_str());
        QCOMPARE(first.chunks, 3);
        QCOMPARE(first.games, 5L);
        o.threads = 2;
        QVERIFY(generateChunks(o, 2, b, log).error.empty());
        for (int c = 0; c < 3; ++c) {
            QVERIFY(readAll(chunkPath(a, o.seed, c)) == readAll(chunkPath(b, o.seed, c)));
            QCOMPARE(checkGameFile(chunkPath(b, o.seed, c), c < 2 ? 2 : 1), std::string());
        }
        std::filesystem::remove(chunkPath(b, o.seed, 1));
        const std::string whole = readAll(chunkPath(b, o.seed, 2));
        writeAll(chunkPath(b, o.seed, 2), whole.substr(0, whole.size() / 2));
        const auto untouched = std::filesystem::last_write_time(chunkPath(b, o.seed, 0));
        BinaryStats resumed = generateChunks(o, 2, b, log);
        QVERIFY2(resumed.error.empty(), resumed.error.c_str());
        QCOMPARE(resumed.skipped, 1);
        QCOMPARE(resumed.chunks, 2);
        QCOMPARE(std::filesystem::last_write_time(chunkPath(b, o.seed, 0)), untouched);
        for (int c = 0; c < 3; ++c)
            QVERIFY(readAll(chunkPath(a, o.seed, c)) == readAll(chunkPath(b, o.seed, c)));
        for (const auto& entry : std::filesystem::directory_iterator(b))
            QCOMPARE(entry.path().extension().string(), std::string(".bin"));
        o.nodes += 1;
        BinaryStats other = generateChunks(o, 2, b, log);
        QVERIFY(other.error.find("not by these options") != std::string::npos);
        QCOMPARE(other.chunks, 0);
        DataStats stats = dataStats(b);
        QCOMPARE(stats.files, 3);
        QCOMPARE(stats.games, 5L);
        QCOMPARE(stats.kept, first.kept);
    }

    // The table size is part of a run (it changes the searches, so the games): a run of
    // another size does not take the default's chunks as its own, and gives the same bytes on
    // any number of threads. The default size leaves the description as it always was, so
    // that runs made before the option go on.
    void tableSizeIsPartOfTheRun() {
        GenerateOptions o = smallRun();
        QCOMPARE(runDescription(o, 0, 2),
                 std::string("chess960-tune generate: games 0..1 seed 7 nodes 400 dfrc 0 "
                             "random-plies 8 skip-plies 10 opening-limit 300 max-plies 120 win "
                             "1000x4 draw 10x12 from 80"));
        o.hashMb = 1;
        QCOMPARE(runDescription(o, 0, 2).substr(runDescription(o, 0, 2).size() - 7),
                 std::string(" hash 1"));
        QTemporaryDir one, two;
        const std::string a = one.path().toStdString(), b = two.path().toStdString();
        std::ostringstream log;
        QVERIFY(generateChunks(smallRun(), 3, a, log).error.empty());
        BinaryStats refused = generateChunks(o, 3, a, log);
        QVERIFY(refused.error.find("not by these options") != std::string::npos);
        QVERIFY(generateChunks(o, 3, b, log).error.empty());
        o.threads = 2;
        QTemporaryDir three;
        const std::string c = three.path().toStdString();
        QVERIFY(generateChunks(o, 3, c, log).error.empty());
        QVERIFY(readAll(chunkPath(b, o.seed, 0)) == readAll(chunkPath(c, o.seed, 0)));
        QCOMPARE(checkGameFile(chunkPath(b, o.seed, 0), 3), std::string());
    }

    // --dfrc decides the share of DFRC starts: none, or every game (a DFRC start whose two back
    // ranks are the same is one in 960, and none is among these).
    void dfrcShare() {
        GenerateOptions o = smallRun();
        o.games = 12;
        o.maxPlies = 12;
        o.skipPlies = 10;
        int dfrc = 0;
        for (const GameRecord& g : playedGames(o)) QVERIFY(g.data.start < kStartPositionCount);
        o.dfrc = 1;
        for (const GameRecord& g : playedGames(o)) dfrc += g.data.start >= kStartPositionCount;
        QCOMPARE(dfrc, o.games);
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

    // A position packed for the trainer comes back with its pieces and side to move, and the
    // trainer's inputs are the engine's: the quantised network evaluates it as the original.
    void packedPositionsAreTheEnginesInputs() {
        std::vector<Position> positions;
        const NetDataSet set = materialSet(20, 5, &positions);
        QCOMPARE(set.size(), positions.size());
        FloatNetwork net(32);
        net.initialise(9);
        QuantisedNetwork quantised;
        QCOMPARE(QString::fromStdString(quantised.load(net.quantise())), QString());
        for (size_t i = 0; i < set.size(); ++i) {
            const Position back = unpack(set[i]);
            QCOMPARE(back.fen().substr(0, back.fen().find(' ') + 2),
                     positions[i].fen().substr(0, positions[i].fen().find(' ') + 2));
            QCOMPARE(int(set[i].score), materialBalance(positions[i]));
            QCOMPARE(quantised.centipawns(back), quantised.centipawns(positions[i]));
        }
    }

    // A position mirrored a-file to h-file has every piece on the mirrored file, the same side
    // to move, score and result; mirrored twice it is itself again.
    void mirroredPositionsSwapTheWings() {
        std::vector<Position> positions;
        const NetDataSet set = materialSet(20, 5, &positions);
        for (size_t i = 0; i < set.size(); ++i) {
            const PackedPosition m = mirroredFiles(set[i]);
            const Position a = unpack(set[i]), b = unpack(m);
            for (int sq = 0; sq < 64; ++sq)
                QCOMPARE(b.pieceOn(Square(sq ^ 7)), a.pieceOn(Square(sq)));
            QCOMPARE(b.sideToMove(), a.sideToMove());
            QCOMPARE(m.score, set[i].score);
            QCOMPARE(m.result, set[i].result);
            const PackedPosition back = mirroredFiles(m);
            QCOMPARE(back.occupied, set[i].occupied);
            QVERIFY(std::equal(std::begin(back.pieces), std::end(back.pieces),
                               std::begin(set[i].pieces)));
        }
        // SP 518 mirrored is SP 518 with king and queen swapped: RNBKQBNR.
        NetDataSet one;
        one.add(Position::startPosition(518), 10, 0.5);
        QCOMPARE(unpack(mirroredFiles(one[0])).fen().substr(0, 43),
                 std::string("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR"));
    }

    // The kept positions of whole files: a chunk still being written (.bin.tmp) is not read,
    // a damaged file is skipped and named, the held-out set takes the last whole games.
    void networkDataFromGameFiles() {
        QTemporaryDir dir;
        std::vector<GameData> games;
        std::vector<std::string> fens;
        int kept = 0;
        for (int i = 0; i < 6; ++i) {
            games.push_back(castlingGame(i * 37, i * 101 % 960, fens));
            kept += int(std::count(games.back().kept.begin(), games.back().kept.end(), true));
        }
        QVERIFY(
            writeGames(dir.filePath("a.bin").toStdString(), {games.begin(), games.begin() + 4}));
        QVERIFY(writeGames(dir.filePath("b.bin").toStdString(), {games.begin() + 4, games.end()}));
        QVERIFY(writeGames(dir.filePath("c.bin.tmp").toStdString(), games));
        QVERIFY(writeGames(dir.filePath("d.bin").toStdString(), games));
        std::string damaged = readAll(dir.filePath("d.bin").toStdString());
        damaged[damaged.size() / 2] ^= 1;
        writeAll(dir.filePath("d.bin").toStdString(), damaged);
        NetDataSet mirrored;
        QCOMPARE(loadNetData(dir.path().toStdString(), mirrored, 0, true).positions,
                 long(2 * kept));
        NetDataSet set;
        const NetDataReport r = loadNetData(dir.path().toStdString(), set);
        QCOMPARE(r.files, 2);
        QCOMPARE(r.games, 6L);
        QCOMPARE(r.positions, long(kept));
        QCOMPARE(int(set.size()), kept);
        QVERIFY(r.warnings.find("d.bin") != std::string::npos);
        const NetDataSet tail = set.splitOffTail(0.34); // two of the six games
        QCOMPARE(tail.games(), size_t(2));
        QCOMPARE(set.games(), size_t(4));
        QCOMPARE(int(set.size() + tail.size()), kept);
    }

    // Files and folders named in a comma-separated list; a held-out set of its own files,
    // which are then left out of the data even when a folder of the data holds them; without
    // one, the last fraction of the games read.
    void trainingAndHeldOutSets() {
        QTemporaryDir dir, other;
        std::vector<GameData> games;
        std::vector<std::string> fens;
        std::vector<long> kept;
        for (int i = 0; i < 7; ++i) {
            games.push_back(castlingGame(i * 53, i * 211 % 960, fens));
            kept.push_back(
                long(std::count(games.back().kept.begin(), games.back().kept.end(), true)));
        }
        auto keptIn = [&](int from, int to) {
            return std::accumulate(kept.begin() + from, kept.begin() + to, 0L);
        };
        const std::string a = dir.filePath("chunk-a.bin").toStdString();
        const std::string b = dir.filePath("chunk-b.bin").toStdString();
        const std::string c = other.filePath("chunk-c.bin").toStdString();
        QVERIFY(writeGames(a, {games.begin(), games.begin() + 3}));
        QVERIFY(writeGames(b, {games.begin() + 3, games.begin() + 5}));
        QVERIFY(writeGames(c, {games.begin() + 5, games.end()}));
        const std::string folder = dir.path().toStdString();

        // The folder's second file held out by its own name (a path not written as the
        // folder lists it: the same file all the same).
        TrainingSets s =
            loadTrainingSets(folder + "," + c, folder + "/./chunk-b.bin", 0.5, 0, false);
        QVERIFY2(s.error.empty(), s.error.c_str());
        QCOMPARE(s.train.games(), size_t(5));
        QCOMPARE(long(s.train.size()), keptIn(0, 3) + keptIn(5, 7));
        QCOMPARE(s.heldOut.games(), size_t(2));
        QCOMPARE(long(s.heldOut.size()), keptIn(3, 5));
        QCOMPARE(s.loaded.files, 2);
        QCOMPARE(s.heldOutLoaded.files, 1);
        // The held-out games are b's: the first position of its first game.
        NetDataSet bOnly;
        loadNetData(b, bOnly);
        QCOMPARE(unpack(s.heldOut[0]).fen(), unpack(bOnly[0]).fen());

        // Mirrored and limited: the limit is the training set's.
        s = loadTrainingSets(folder, c, 0.5, 10, true);
        QCOMPARE(long(s.train.size()), 10L);
        QCOMPARE(long(s.heldOut.size()), 2 * keptIn(5, 7));

        // No held-out files: the last games of the data, the fraction given.
        s = loadTrainingSets(a + "," + b + "," + c, "", 2.0 / 7.0 + 0.01, 0, false);
        QCOMPARE(s.train.games(), size_t(5));
        QCOMPARE(s.heldOut.games(), size_t(2));
        QCOMPARE(long(s.heldOut.size()), keptIn(5, 7));

        // Nothing left to train on, or nothing held out: said, not trained on.
        s = loadTrainingSets(folder, folder, 0.5, 0, false);
        QVERIFY(s.error.find("no positions to train on") != std::string::npos);
        s = loadTrainingSets(folder, other.filePath("missing.bin").toStdString(), 0.5, 0, false);
        QVERIFY(s.error.find("no held-out positions") != std::string::npos);
        QVERIFY(s.heldOutLoaded.warnings.find("missing.bin") != std::string::npos);
    }

    // A tiny network (16 hidden values a side) learns material balance with a known scale
    // from about 10,000 positions of 480 games: the held-out loss (other games) falls from
    // 0.037 to 0.00007, the quantised network's scores stay within a few centipawns of the
    // float ones (2.7 on average, material running to +-2000) and track the function itself
    // (13 cp off on average where it is within +-600). The same seed and threads give the
    // same weights.
    void tinyNetworkLearnsMaterial() {
        NetDataSet train = materialSet(600, 1);
        NetDataSet heldOut = train.splitOffTail(0.2);
        QVERIFY(train.size() > 8000);
        NetTrainOptions o = tinyTraining(40, 1);
        FloatNetwork net(16);
        net.initialise(2);
        const FloatNetwork start = net;
        const double before = netLoss(net, heldOut, o);
        QVERIFY(trainNetwork(net, train, heldOut, o).empty());
        const double after = netLoss(net, heldOut, o);
        QVERIFY2(after < before / 50, qPrintable(QString("%1 -> %2").arg(before).arg(after)));

        const std::vector<unsigned char> file = net.quantise();
        const QuantisationReport q = compareQuantised(net, file, heldOut, 100000);
        QVERIFY2(q.meanAbsDifference < 6, qPrintable(QString::number(q.meanAbsDifference)));
        // The loss of the engine's integer code is the float network's, give or take the
        // rounding, and far below that of the untrained network's file.
        const std::optional<double> quantisedAfter = quantisedLoss(file, heldOut, o);
        const std::optional<double> quantisedBefore = quantisedLoss(start.quantise(), heldOut, o);
        QVERIFY(quantisedAfter && quantisedBefore);
        QVERIFY2(std::abs(*quantisedAfter - after) < after / 2,
                 qPrintable(QString("%1 against %2").arg(*quantisedAfter).arg(after)));
        QVERIFY2(std::abs(*quantisedBefore - before) < before / 10,
                 qPrintable(QString("%1 against %2").arg(*quantisedBefore).arg(before)));
        QVERIFY(!quantisedLoss({1, 2, 3}, heldOut, o));
        QuantisedNetwork quantised;
        QVERIFY(quantised.load(file).empty());
        double miss = 0;
        int counted = 0;
        for (size_t i = 0; i < heldOut.size(); ++i) {
            if (std::abs(heldOut[i].score) > 600) continue; // where the sigmoid is not flat
            miss += std::abs(quantised.centipawns(unpack(heldOut[i])) - heldOut[i].score);
            ++counted;
        }
        QVERIFY(counted > 500);
        QVERIFY2(miss / counted < 30, qPrintable(QString::number(miss / counted)));

        FloatNetwork again = start;
        o.epochs = 2;
        o.threads = 2;
        FloatNetwork once = start;
        QVERIFY(trainNetwork(once, train, heldOut, o).empty());
        QVERIFY(trainNetwork(again, train, heldOut, o).empty());
        QVERIFY(once.params == again.params);
        QVERIFY(once.params != start.params);
    }

    // With output buckets the trainer scores a position by the bucket the engine chooses: each
    // bucket's bias is set 40 cp apart from the next, so a bucket chosen otherwise would show
    // as tens of centipawns between the float and the quantised scores.
    void bucketedNetworkScoresAsTheEngine() {
        std::vector<Position> positions;
        const NetDataSet set = materialSet(60, 6, &positions);
        FloatNetwork net(32, 8);
        QCOMPARE(net.buckets(), 8);
        QCOMPARE(net.params.size(), size_t(768 * 32 + 32 + 8 * 64 + 8));
        net.initialise(9);
        for (int b = 0; b < 8; ++b) net.params[net.outputBias(b)] = 0.1f * float(b);
        const std::vector<unsigned char> file = net.quantise();
        QuantisedNetwork quantised;
        QCOMPARE(QString::fromStdString(quantised.load(file)), QString());
        std::set<int> buckets;
        for (size_t i = 0; i < set.size(); ++i) {
            int bucket = -1;
            net.forward(set[i], nullptr, nullptr, &bucket);
            QCOMPARE(bucket,
                     chess960::engine::nnue::outputBucket(popcount(positions[i].pieces()), 8));
            buckets.insert(bucket);
            QVERIFY2(std::abs(quantised.centipawns(positions[i]) - net.centipawns(set[i])) < 6,
                     positions[i].fen().c_str());
        }
        QVERIFY2(buckets.size() >= 5, qPrintable(QString::number(buckets.size())));
        // A checkpoint of another bucket count is refused and says so.
        FloatNetwork single(32);
        const std::string error = single.readCheckpoint(net.checkpoint());
        QVERIFY2(error.find("8 output buckets") != std::string::npos, error.c_str());
        QVERIFY(FloatNetwork(32, 8).readCheckpoint(net.checkpoint()).empty());
    }

    // Training can go on from a network file: its integers over their scales are the float
    // weights, so quantising them again gives the same file, byte for byte - the compiled-in
    // network (256 wide, eight buckets) among them. A file of another width or bucket count,
    // or not a network at all, is refused and says what it is.
    void trainingGoesOnFromANetworkFile() {
        FloatNetwork small(32, 4);
        small.initialise(5);
        for (int b = 0; b < 4; ++b) small.params[small.outputBias(b)] = 0.3f * float(b) - 0.5f;
        const std::vector<unsigned char> file = small.quantise();
        FloatNetwork read(32, 4);
        QCOMPARE(QString::fromStdString(read.readNetwork(file)), QString());
        QVERIFY(read.quantise() == file);
        QVERIFY(read.params != FloatNetwork(32, 4).params);

        const auto* embedded = chess960::engine::nnue::embeddedNetwork();
        QVERIFY(embedded);
        const std::vector<unsigned char> builtIn = chess960::engine::nnue::serialise(*embedded);
        FloatNetwork engine(chess960::engine::nnue::kHidden, embedded->buckets);
        QCOMPARE(QString::fromStdString(engine.readNetwork(builtIn)), QString());
        QVERIFY(engine.quantise() == builtIn);

        const std::string width = FloatNetwork(16, 4).readNetwork(file);
        QVERIFY2(width.find("width 32, not 16") != std::string::npos, width.c_str());
        const std::string buckets = FloatNetwork(32, 8).readNetwork(file);
        QVERIFY2(buckets.find("4 output buckets, not 8") != std::string::npos, buckets.c_str());
        const std::string checkpoint = read.readNetwork(small.checkpoint());
        QVERIFY2(checkpoint == "not a network file", checkpoint.c_str());
        std::vector<unsigned char> damaged = file;
        damaged[100] ^= 1;
        QVERIFY(!read.readNetwork(damaged).empty());
    }

    // A function that turns over with the number of pieces (the material balance from 18
    // pieces up, its opposite below) is what buckets are for: with eight (2-17 pieces in the
    // first four, 18-32 in the last four) a tiny network learns it far better than with one (a
    // held-out loss about 70 times lower; at least 20 is required).
    void bucketsLearnWhatDependsOnThePieceCount() {
        std::vector<Position> positions;
        const NetDataSet material = materialSet(600, 3, &positions);
        NetDataSet train;
        for (size_t i = 0; i < material.size(); ++i) {
            const int balance = materialBalance(positions[i]);
            train.add(positions[i], popcount(positions[i].pieces()) >= 18 ? balance : -balance,
                      0.5);
        }
        NetDataSet heldOut = train.splitOffTail(0.2);
        NetTrainOptions o = tinyTraining(20, 2);
        double loss[2];
        for (int k = 0; k < 2; ++k) {
            FloatNetwork net(16, k == 0 ? 1 : 8);
            net.initialise(2);
            QVERIFY(trainNetwork(net, train, heldOut, o).empty());
            loss[k] = netLoss(net, heldOut, o);
        }
        QVERIFY2(loss[1] < loss[0] / 20,
                 qPrintable(QString("one bucket %1, eight %2").arg(loss[0]).arg(loss[1])));
    }

    // With king buckets the trainer reads each side's rows from the bucket the engine reads
    // them from: every bucket's rows are random and unlike the others, so a bucket chosen
    // otherwise would show as tens of centipawns between the float and the quantised scores.
    void kingBucketedNetworkScoresAsTheEngine() {
        std::vector<Position> positions;
        const NetDataSet set = materialSet(60, 7, &positions);
        FloatNetwork net(32, 8, 4);
        QCOMPARE(net.kingBuckets(), 4);
        QCOMPARE(net.params.size(), size_t(4 * 768 * 32 + 32 + 8 * 64 + 8));
        net.initialise(11);
        const std::vector<unsigned char> file = net.quantise();
        QuantisedNetwork quantised;
        QCOMPARE(QString::fromStdString(quantised.load(file)), QString());
        // The engine writes the same bytes back (both go through one writer).
        auto engineNet = chess960::engine::nnue::makeNetwork<32>();
        QVERIFY(chess960::engine::nnue::load<32>(file, *engineNet).empty());
        QVERIFY(chess960::engine::nnue::serialise(*engineNet) == file);
        std::set<int> seen;
        for (size_t i = 0; i < set.size(); ++i) {
            const Position& pos = positions[i];
            const Color stm = pos.sideToMove();
            seen.insert(chess960::engine::nnue::kingBucket(stm, pos.kingSquare(stm), 4));
            QVERIFY2(std::abs(quantised.centipawns(pos) - net.centipawns(set[i])) < 6,
                     pos.fen().c_str());
        }
        QCOMPARE(int(seen.size()), 4);
        // A checkpoint of another shape is refused and says which.
        const std::string error = FloatNetwork(32, 8).readCheckpoint(net.checkpoint());
        QVERIFY2(error.find("4 king buckets and 8 output buckets") != std::string::npos,
                 error.c_str());
        QVERIFY(FloatNetwork(32, 8, 4).readCheckpoint(net.checkpoint()).empty());
    }

    // A network of one king bucket widens to four: every bucket takes its rows, and the
    // engine scores the widened file exactly as the original. A file of four king buckets does
    // not go into a network of two.
    void oneKingBucketWidensToMany() {
        std::vector<Position> positions;
        materialSet(30, 8, &positions);
        FloatNetwork one(32, 4);
        one.initialise(12);
        const std::vector<unsigned char> file = one.quantise();
        FloatNetwork four(32, 4, 4);
        QCOMPARE(QString::fromStdString(four.readNetwork(file)), QString());
        const std::vector<unsigned char> widened = four.quantise();
        QCOMPARE(int(widened[8]), 3);
        QuantisedNetwork a, b;
        QVERIFY(a.load(file).empty() && b.load(widened).empty());
        for (const Position& pos : positions) QCOMPARE(b.centipawns(pos), a.centipawns(pos));
        FloatNetwork again(32, 4, 4);
        QVERIFY(again.readNetwork(widened).empty());
        QVERIFY(again.quantise() == widened);
        const std::string error = FloatNetwork(32, 4, 2).readNetwork(widened);
        QVERIFY2(error.find("4 king buckets, not 2") != std::string::npos, error.c_str());
    }

    // A function that turns over with the wing the side to move's king stands on (the material
    // balance with the king on the a-d files, its opposite on the e-h files) is what king
    // buckets are for: with two, a tiny network learns it far better than with one (a held-out
    // loss about nine times lower; at least five is required).
    void kingBucketsLearnWhatDependsOnTheKing() {
        std::vector<Position> positions;
        const NetDataSet material = materialSet(600, 3, &positions);
        NetDataSet train;
        for (size_t i = 0; i < material.size(); ++i) {
            const Position& pos = positions[i];
            const int balance = materialBalance(pos);
            const bool aSide = fileOf(pos.kingSquare(pos.sideToMove())) < 4;
            train.add(pos, aSide ? balance : -balance, 0.5);
        }
        NetDataSet heldOut = train.splitOffTail(0.2);
        NetTrainOptions o = tinyTraining(20, 2);
        double loss[2];
        for (int k = 0; k < 2; ++k) {
            FloatNetwork net(16, 1, k == 0 ? 1 : 2);
            net.initialise(2);
            QVERIFY(trainNetwork(net, train, heldOut, o).empty());
            loss[k] = netLoss(net, heldOut, o);
        }
        qInfo("held-out loss: one king bucket %g, two %g", loss[0], loss[1]);
        QVERIFY2(loss[1] < loss[0] / 5,
                 qPrintable(QString("one king bucket %1, two %2").arg(loss[0]).arg(loss[1])));
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
