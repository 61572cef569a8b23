// The evaluation network's inference: accumulators updated move by move equal a full refresh
// after every move and take-back of random Chess960 and Double Fischer Random games (castles of
// every geometry, en passant, promotions), the AVX2 and portable code give the same integers,
// a position and its colour-flipped mirror evaluate the same, the output bucket follows the
// number of pieces, and the network file reads back what was written and refuses damage.
#include "chess960/engine/nnue.h"
#include "chess960/engine/search.h"
#include "chess960/movegen.h"
#include "testutil.h"

#include <QTest>

#include <cctype>
#include <map>
#include <random>
#include <set>

using namespace chess960;
using namespace chess960::engine::nnue;
using testutil::mirrorFen;
using testutil::position;

namespace {

// Random weights over the whole clipped range of the output layer and large enough first-layer
// values that the clipping at 0 and kQA is crossed often; each bucket's output differs.
template <int N>
std::unique_ptr<Network<N>> randomNetwork(uint32_t seed, int buckets = 1, int kingBuckets = 1) {
    auto net = makeNetwork<N>();
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> feature(-90, 90), bias(-100, 350),
        out(-maxOutputWeight(N), maxOutputWeight(N));
    for (size_t i = 0; i < size_t(kingBuckets) * kInputs * N; ++i)
        net->featureWeights[i] = int16_t(feature(rng));
    for (int16_t& b : net->featureBias) b = int16_t(bias(rng));
    net->kingBuckets = kingBuckets;
    net->buckets = buckets;
    for (int b = 0; b < buckets; ++b) {
        for (int16_t& w : net->outputWeights[b]) w = int16_t(out(rng));
        net->outputBias[b] = 12345 * (b + 1);
    }
    return net;
}

int pieces(const Position& pos) {
    return popcount(pos.pieces());
}

// The geometry of a castle, named for the counts the test requires.
std::string castleKind(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const CastleSide side =
        fileOf(m.to()) > fileOf(m.from()) ? CastleSide::HSide : CastleSide::ASide;
    const Square king = castleKingTarget(us, side), rook = castleRookTarget(us, side);
    std::string kind = side == CastleSide::HSide ? "h-side " : "a-side ";
    if (king == m.to() && rook == m.from()) return kind + "swap";
    if (king == m.from()) return kind + "king stays";
    if (rook == m.to()) return kind + "rook stays";
    if (king == m.to()) return kind + "king onto rook";
    if (rook == m.from()) return kind + "rook onto king";
    return kind + "apart";
}

// Biased towards the moves whose updates are special, so that every kind shows up often.
Move pickMove(const MoveList& moves, std::mt19937& rng) {
    std::vector<Move> special;
    for (Move m : moves)
        if (m.kind() != Move::Normal) special.push_back(m);
    std::uniform_real_distribution<double> chance(0, 1);
    if (!special.empty() && chance(rng) < 0.7) return special[rng() % special.size()];
    return moves[int(rng() % unsigned(moves.size()))];
}

// Calls f on every position of `games` random games from Chess960 starts drawn apart for the
// two sides (at most `plies` plies each, picked by pickMove).
template <class F>
void forRandomPositions(uint32_t seed, int games, int plies, F f) {
    std::mt19937 rng(seed);
    for (int g = 0; g < games; ++g) {
        Position pos = Position::startPosition(int(rng() % 960), int(rng() % 960));
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty()) break;
            f(pos);
            pos = pos.after(pickMove(moves, rng));
        }
    }
}

struct Counts {
    std::map<std::string, int> kinds;
    int plies = 0, takeBacks = 0;
    int refreshes = 0; ///< a king into another king bucket: its side refreshed
};

// Plays a random game from start and checks the updated accumulator against a refresh after
// every move and every take-back.
template <int N>
bool playAndCheck(const Network<N>& net, Position pos, std::mt19937& rng, Counts& counts) {
    std::vector<Accumulator<N>> stack(1);
    std::vector<std::pair<Move, Position::Undo>> played;
    refresh(net, pos, stack.back());
    Accumulator<N> fresh;
    for (int ply = 0; ply < 160; ++ply) {
        MoveList moves;
        generateLegalMoves(pos, moves);
        if (moves.empty()) break;
        const Move m = pickMove(moves, rng);
        const char* names[] = {"normal", "promotion", "en passant", "castle"};
        ++counts.kinds[m.kind() == Move::Castling ? castleKind(pos, m) : names[m.kind()]];
        if (pos.capturedPiece(m) != NoPiece) ++counts.kinds["capture"];
        const MoveDelta delta = moveDelta(pos, m);
        stack.emplace_back();
        played.push_back({m, {}});
        pos.makeMove(m, played.back().second);
        for (Color side : {White, Black}) {
            if (!needsRefresh(net, delta, side)) continue;
            ++counts.refreshes;
            if (m.kind() == Move::Castling) ++counts.kinds["castle into another king bucket"];
        }
        update(net, stack[stack.size() - 2], delta, stack.back(), pos);
        ++counts.plies;
        refresh(net, pos, fresh);
        if (!(fresh == stack.back())) return false;
        if (rng() % 8 == 0) { // take back one to three moves
            for (int k = 1 + int(rng() % 3); k > 0 && !played.empty(); --k) {
                pos.unmakeMove(played.back().first, played.back().second);
                played.pop_back();
                stack.pop_back();
                ++counts.takeBacks;
                refresh(net, pos, fresh);
                if (!(fresh == stack.back())) return false;
            }
        }
    }
    return true;
}

} // namespace

class TestNnue : public QObject {
    Q_OBJECT

private:
    // Random Chess960 games, then random DFRC games (back ranks drawn apart).
    template <int N>
    void checkGames(const Network<N>& net, uint32_t seed, int games, Counts& counts) {
        std::mt19937 rng(seed);
        for (int g = 0; g < games; ++g) {
            const int white = int(rng() % 960);
            const int black = g % 2 ? int(rng() % 960) : white;
            const Position start = Position::startPosition(white, black);
            QVERIFY2(playAndCheck(net, start, rng, counts),
                     qPrintable(QString("game %1 from %2/%3").arg(g).arg(white).arg(black)));
        }
    }

private slots:
    void updatesEqualRefreshInRandomGames() {
        auto net = randomNetwork<kHidden>(1);
        for (Simd simd : {Simd::Scalar, Simd::Avx2}) {
            if (!setSimd(simd)) continue;
            Counts counts;
            checkGames(*net, 7, 400, counts);
            // Every kind of move and every castle geometry Chess960 has, on both wings (in 62,000
            // plies: about 30-100 castles of each geometry, 180 en passant, 330 promotions).
            for (const char* kind :
                 {"normal", "capture", "promotion", "en passant", "h-side king stays",
                  "h-side rook stays", "h-side swap", "h-side king onto rook",
                  "h-side rook onto king", "h-side apart", "a-side king stays", "a-side rook stays",
                  "a-side swap", "a-side king onto rook", "a-side rook onto king", "a-side apart"})
                QVERIFY2(counts.kinds[kind] > 0, kind);
            QVERIFY(counts.takeBacks > 1000);
        }
        setSimd(avx2Available() ? Simd::Avx2 : Simd::Scalar);
    }

    void smallNetworkUpdatesEqualRefresh() {
        auto net = randomNetwork<16>(2);
        Counts counts;
        checkGames(*net, 8, 100, counts);
        QCOMPARE(counts.refreshes, 0); // one king bucket: nothing to refresh
    }

    void kingBucketsFollowTheKing() {
        // Two buckets: the a-d files and the e-h files; four: each on the side's first two ranks
        // and beyond them, ranks counted from each side's own end.
        QCOMPARE(kingBucket(White, D1, 2), 0);
        QCOMPARE(kingBucket(White, E1, 2), 1);
        QCOMPARE(kingBucket(Black, E8, 2), 1);
        QCOMPARE(kingBucket(White, B2, 4), 0);
        QCOMPARE(kingBucket(White, G2, 4), 1);
        QCOMPARE(kingBucket(White, C3, 4), 2);
        QCOMPARE(kingBucket(White, H8, 4), 3);
        QCOMPARE(kingBucket(Black, G7, 4), 1);
        QCOMPARE(kingBucket(Black, G6, 4), 3);
        QCOMPARE(kingBucket(Black, A1, 4), 2);
        for (int s = 0; s < 64; ++s) {
            QCOMPARE(kingBucket(White, Square(s), 1), 0);
            // A side sees its own king as the other side sees the mirrored king.
            QCOMPARE(kingBucket(Black, Square(s ^ 56), 4), kingBucket(White, Square(s), 4));
        }
        for (int b = 0; b <= 8; ++b) QCOMPARE(validKingBuckets(b), b == 1 || b == 2 || b == 4);
        // The king's bucket chooses which set of rows a piece is read from.
        QCOMPARE(featureIndex(White, WPawn, E2, 3), 3 * kInputs + featureIndex(White, WPawn, E2));
    }

    void kingBucketUpdatesEqualRefresh() {
        // With king buckets a king move into another bucket refreshes its side (castles into
        // the other wing among them) and every other move is an update read from the bucket
        // the king stands in: after every move and take-back the result equals a refresh.
        for (int kingBuckets : {2, 4}) {
            auto net = randomNetwork<kHidden>(21, 8, kingBuckets);
            for (Simd simd : {Simd::Scalar, Simd::Avx2}) {
                if (!setSimd(simd)) continue;
                Counts counts;
                checkGames(*net, 17, 200, counts);
                QVERIFY2(counts.refreshes > 300, qPrintable(QString::number(counts.refreshes)));
                QVERIFY(counts.kinds["castle into another king bucket"] > 20);
                QVERIFY(counts.takeBacks > 500);
            }
        }
        setSimd(avx2Available() ? Simd::Avx2 : Simd::Scalar);
    }

    void copiedKingBucketsEvaluateAsOne() {
        // A network whose king buckets all hold the rows of a network of one bucket scores
        // every position as that network does: a network may be widened this way and trained on.
        auto one = randomNetwork<64>(31, 8);
        auto four = randomNetwork<64>(31, 8);
        four->kingBuckets = 4;
        for (int b = 1; b < 4; ++b)
            std::copy(one->featureWeights, one->featureWeights + kInputs * 64,
                      four->featureWeights + size_t(b) * kInputs * 64);
        int differ = 0, positions = 0;
        forRandomPositions(32, 20, 150, [&](const Position& pos) {
            differ += evaluate(*four, pos) != evaluate(*one, pos);
            ++positions;
        });
        QCOMPARE(differ, 0);
        QVERIFY(positions > 1000);
        // Rows of their own make a king bucket count: White's king on c3 is read from bucket 2.
        const Position pos = position("8/8/4k3/8/8/2K5/8/8 w - - 0 1");
        QCOMPARE(evaluate(*four, pos), evaluate(*one, pos));
        int16_t* kingRow = four->featureWeights + size_t(featureIndex(White, WKing, C3, 2)) * 64;
        for (int j = 0; j < 64; ++j) kingRow[j] = int16_t(kingRow[j] + 60);
        QVERIFY(evaluate(*four, pos) != evaluate(*one, pos));
        QCOMPARE(evaluate(*four, position("8/8/4k3/8/8/8/2K5/8 w - - 0 1")),
                 evaluate(*one, position("8/8/4k3/8/8/8/2K5/8 w - - 0 1")));
    }

    void avx2AndScalarGiveTheSameIntegers() {
        if (!avx2Available()) QSKIP("no AVX2 on this processor");
        auto net = randomNetwork<kHidden>(3, 8);
        std::mt19937 rng(9);
        int positions = 0;
        for (int g = 0; g < 60; ++g) {
            Position pos = Position::startPosition(int(rng() % 960), int(rng() % 960));
            for (int ply = 0; ply < 120; ++ply, ++positions) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                Accumulator<kHidden> scalar, avx2;
                setSimd(Simd::Scalar);
                refresh(*net, pos, scalar);
                const int scalarScore = evaluate(*net, scalar, pos.sideToMove(), pieces(pos));
                setSimd(Simd::Avx2);
                refresh(*net, pos, avx2);
                QVERIFY(scalar == avx2);
                QCOMPARE(evaluate(*net, avx2, pos.sideToMove(), pieces(pos)), scalarScore);
                const Move m = pickMove(moves, rng);
                const MoveDelta delta = moveDelta(pos, m);
                setSimd(Simd::Scalar);
                update(*net, scalar, delta, scalar);
                setSimd(Simd::Avx2);
                update(*net, avx2, delta, avx2);
                QVERIFY(scalar == avx2);
                pos = pos.after(m);
            }
        }
        QVERIFY(positions > 5000);
    }

    void mirrorEvaluatesTheSame() {
        auto net = randomNetwork<kHidden>(4, 4);
        std::set<int> scores;
        int differ = 0;
        forRandomPositions(10, 40, 100, [&](const Position& pos) {
            const Position mirror = position(mirrorFen(pos.fen()));
            Accumulator<kHidden> a, b;
            refresh(*net, pos, a);
            refresh(*net, mirror, b);
            differ += evaluate(*net, a, pos.sideToMove(), pieces(pos)) !=
                      evaluate(*net, b, mirror.sideToMove(), pieces(mirror));
            differ += !std::equal(a.values[White], a.values[White] + kHidden, b.values[Black]);
            scores.insert(evaluate(*net, a, pos.sideToMove(), pieces(pos)));
        });
        QCOMPARE(differ, 0);
        QVERIFY(scores.size() > 100); // the weights do tell positions apart
    }

    void outputBucketsFollowThePieceCount() {
        // Eight buckets: 2-5 pieces, 6-9, ..., 30-32; four: 2-9, ..., 26-32; one: all.
        const std::vector<std::pair<int, int>> eight{{2, 0},  {5, 0},  {6, 1},  {9, 1}, {10, 2},
                                                     {25, 5}, {29, 6}, {30, 7}, {32, 7}};
        for (auto [count, bucket] : eight) QCOMPARE(outputBucket(count, 8), bucket);
        QCOMPARE(outputBucket(9, 4), 0);
        QCOMPARE(outputBucket(10, 4), 1);
        QCOMPARE(outputBucket(32, 4), 3);
        QCOMPARE(outputBucket(17, 2), 0);
        QCOMPARE(outputBucket(18, 2), 1);
        for (int count = 2; count <= 32; ++count) QCOMPARE(outputBucket(count, 1), 0);
        for (int b = 0; b <= 9; ++b)
            QCOMPARE(validOutputBuckets(b), b == 1 || b == 2 || b == 4 || b == 8);

        // A position is scored by its bucket's weights and bias, and only by them: a network of
        // one bucket holding bucket b's output scores alike, on both code paths.
        auto net = randomNetwork<64>(6, 8);
        auto single = makeNetwork<64>();
        std::copy(std::begin(net->featureWeights), std::end(net->featureWeights),
                  single->featureWeights);
        std::copy(std::begin(net->featureBias), std::end(net->featureBias), single->featureBias);
        std::mt19937 rng(12);
        std::set<int> seen;
        for (int g = 0; g < 30; ++g) {
            Position pos = Position::startPosition(int(rng() % 960), int(rng() % 960));
            for (int ply = 0; ply < 300; ++ply) {
                MoveList moves, captures;
                generateLegalMoves(pos, moves);
                generateLegalMoves(pos, captures, GenKind::Noisy);
                if (moves.empty()) break;
                const int bucket = outputBucket(pieces(pos), 8);
                seen.insert(bucket);
                std::copy(std::begin(net->outputWeights[bucket]),
                          std::end(net->outputWeights[bucket]), single->outputWeights[0]);
                single->outputBias[0] = net->outputBias[bucket];
                for (Simd simd : {Simd::Scalar, Simd::Avx2}) {
                    if (!setSimd(simd)) continue;
                    Accumulator<64> acc;
                    refresh(*net, pos, acc);
                    const int score = evaluate(*net, acc, pos.sideToMove(), pieces(pos));
                    QCOMPARE(score, evaluate(*single, acc, pos.sideToMove(), pieces(pos)));
                    QCOMPARE(evaluate(*net, pos), score);
                    if (bucket > 0) // another bucket's output gives another score
                        QVERIFY(evaluate(*net, acc, pos.sideToMove(), pieces(pos) - 4) != score);
                }
                const MoveList& from = !captures.empty() && rng() % 2 ? captures : moves;
                pos = pos.after(from[int(rng() % unsigned(from.size()))]);
            }
        }
        setSimd(avx2Available() ? Simd::Avx2 : Simd::Scalar);
        QVERIFY2(seen.size() >= 6, qPrintable(QString::number(seen.size())));
    }

    void castlesMoveBothPieces() {
        // King f1 and rook g1: they swap squares.
        Position pos = position("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
        MoveDelta d = moveDelta(pos, Move(F1, G1, Move::Castling));
        QCOMPARE(d.removedCount, 2);
        QCOMPARE(d.addedCount, 2);
        QVERIFY(d.removed[0].piece == WKing && d.removed[0].square == F1);
        QVERIFY(d.removed[1].piece == WRook && d.removed[1].square == G1);
        QVERIFY(d.added[0].piece == WKing && d.added[0].square == G1);
        QVERIFY(d.added[1].piece == WRook && d.added[1].square == F1);
        // Black's king on c8 stays put, its rook goes from a8 to d8.
        pos = position("r1k5/8/8/8/8/8/8/4K3 b a - 0 1");
        d = moveDelta(pos, Move(C8, A8, Move::Castling));
        QVERIFY(d.added[0].piece == BKing && d.added[0].square == C8);
        QVERIFY(d.added[1].piece == BRook && d.added[1].square == D8);
    }

    void theSearchKeepsItsAccumulatorsRight() {
        // The search notes each move's changes and brings the accumulators up to date only
        // where it evaluates, from the nearest ready ply: every evaluation is checked against
        // a refresh, through null moves, castles of every kind, captures and promotions.
        const auto net = randomNetwork<kHidden>(11, 8);
        const auto kingBucketed = randomNetwork<kHidden>(12, 8, 4);
        chess960::engine::Search search(16);
        QVERIFY(search.network() == embeddedNetwork());
        search.setNetwork(net.get());
        QVERIFY(search.network() == net.get());
        search.setCheckAccumulators(true);
        const std::vector<Position> roots{
            Position::startPosition(518),
            Position::startPosition(0),
            Position::startPosition(959),
            Position::startPosition(100, 700),
            position("1r2k1r1/pbppqp1p/1pn2np1/4p3/2B1P3/2NP1N2/PPPQ1PPP/1R2K1R1 w GBgb - 0 1"),
            position("r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PP1BBPPP/R3K2R w KQkq - 0 1"),
            position("8/2P3k1/8/3pP3/8/8/5Kp1/8 w - d6 0 1"),
        };
        for (int threads : {1, 2})
            for (const Position& root : roots) {
                chess960::engine::Limits limits;
                limits.depth = 10;
                limits.threads = threads;
                search.resetStop();
                const auto result = search.run(root, limits);
                QVERIFY(!result.best.isNull());
            }
        QVERIFY2(search.accumulatorsChecked() > 20000,
                 qPrintable(QString::number(search.accumulatorsChecked())));
        QCOMPARE(search.accumulatorMismatches(), uint64_t(0));
        // With four king buckets, king moves into another bucket refresh their side at once.
        search.setNetwork(kingBucketed.get());
        const uint64_t before = search.accumulatorsChecked();
        for (const Position& root : roots) {
            chess960::engine::Limits limits;
            limits.depth = 9;
            search.resetStop();
            QVERIFY(!search.run(root, limits).best.isNull());
        }
        QVERIFY(search.accumulatorsChecked() - before > 10000);
        QCOMPARE(search.accumulatorMismatches(), uint64_t(0));
        search.setNetwork(net.get());
        // Without a network the handcrafted evaluation decides: nothing is checked.
        search.setNetwork(nullptr);
        const uint64_t checked = search.accumulatorsChecked();
        chess960::engine::Limits limits;
        limits.depth = 6;
        search.run(roots[0], limits);
        QCOMPARE(search.accumulatorsChecked(), checked);
    }

    void fileReadsBackAndRefusesDamage() {
        auto net = randomNetwork<64>(5);
        const std::vector<unsigned char> bytes = serialise(*net);
        QCOMPARE(hiddenWidth(bytes), 64);
        auto back = makeNetwork<64>();
        QCOMPARE(QString::fromStdString(load<64>(bytes, *back)), QString());
        QCOMPARE(serialise(*back), bytes);
        auto wide = makeNetwork<128>();
        QVERIFY(!load<128>(bytes, *wide).empty());
        // A header naming a width no file could hold is no network (the fuzzer's find: the
        // width came back negative).
        std::vector<unsigned char> huge = bytes;
        for (size_t i = 12; i < 16; ++i) huge[i] = 0xff;
        QCOMPARE(hiddenWidth(huge), 0);
        QVERIFY(!load<64>(huge, *back).empty());
        for (size_t at : {size_t(0), size_t(13), size_t(100), bytes.size() - 1}) {
            std::vector<unsigned char> damaged = bytes;
            damaged[at] ^= 0x10;
            QVERIFY2(!load<64>(damaged, *back).empty(), qPrintable(QString::number(at)));
        }
        QVERIFY(!load<64>({bytes.data(), bytes.size() - 1}, *back).empty());
        // A weight beyond the clipping is refused even with a good checksum.
        net->outputWeights[0][3] = int16_t(maxOutputWeight(64) + 1);
        QVERIFY(!load<64>(serialise(*net), *back).empty());
        // One bucket is format version 1, the files written before buckets existed.
        QCOMPARE(int(bytes[8]), 1);
        QCOMPARE(bytes.size(), size_t(8 + 5 * 4 + 2 * (768 * 64 + 64 + 128) + 4 + 8));
    }

    void bucketedFileReadsBackAndRefusesDamage() {
        auto net = randomNetwork<64>(7, 8);
        const std::vector<unsigned char> bytes = serialise(*net);
        QCOMPARE(int(bytes[8]), 2);
        QCOMPARE(bytes.size(), size_t(8 + 6 * 4 + 2 * (768 * 64 + 64 + 8 * 128) + 8 * 4 + 8));
        QCOMPARE(hiddenWidth(bytes), 64);
        auto back = makeNetwork<64>();
        QCOMPARE(QString::fromStdString(load<64>(bytes, *back)), QString());
        QCOMPARE(back->buckets, 8);
        QCOMPARE(serialise(*back), bytes);
        const Position pos = Position::startPosition(300, 700).after(Move(E2, E4));
        QCOMPARE(evaluate(*back, pos), evaluate(*net, pos));
        // Loading a one-bucket file after a bucketed one leaves one bucket.
        QVERIFY(load<64>(serialise(*randomNetwork<64>(8)), *back).empty());
        QCOMPARE(back->buckets, 1);
        for (size_t at : {size_t(8), size_t(28), size_t(40), bytes.size() - 20, bytes.size() - 1}) {
            std::vector<unsigned char> damaged = bytes;
            damaged[at] ^= 0x10;
            QVERIFY2(!load<64>(damaged, *back).empty(), qPrintable(QString::number(at)));
        }
        QVERIFY(!load<64>({bytes.data(), bytes.size() - 1}, *back).empty());
        // A bucket count the code has no ranges for is refused, checksum or not.
        for (int buckets : {0, 3, 16}) {
            std::vector<unsigned char> other = bytes;
            other[28] = uint8_t(buckets);
            const std::string error = load<64>(other, *back);
            QVERIFY2(error.find("bucket") != std::string::npos, error.c_str());
        }
        // The last bucket's weights are checked against the clipping too.
        net->outputWeights[7][100] = int16_t(-maxOutputWeight(64) - 1);
        QVERIFY(!load<64>(serialise(*net), *back).empty());
    }

    void kingBucketedFileReadsBackAndRefusesDamage() {
        for (int buckets : {1, 8}) {
            auto net = randomNetwork<64>(9, buckets, 4);
            const std::vector<unsigned char> bytes = serialise(*net);
            // Version 3: the header holds both counts, the first layer four sets of rows.
            QCOMPARE(int(bytes[8]), 3);
            QCOMPARE(bytes.size(),
                     size_t(8 + 7 * 4 + 2 * (4 * 768 * 64 + 64 + buckets * 128) + buckets * 4 + 8));
            auto back = makeNetwork<64>();
            QCOMPARE(QString::fromStdString(load<64>(bytes, *back)), QString());
            QCOMPARE(back->kingBuckets, 4);
            QCOMPARE(back->buckets, buckets);
            QCOMPARE(serialise(*back), bytes);
            int differ = 0;
            forRandomPositions(33, 2, 80, [&](const Position& pos) {
                differ += evaluate(*back, pos) != evaluate(*net, pos);
            });
            QCOMPARE(differ, 0);
            for (size_t at :
                 {size_t(8), size_t(32), size_t(40), bytes.size() / 2, bytes.size() - 1}) {
                std::vector<unsigned char> damaged = bytes;
                damaged[at] ^= 0x10;
                QVERIFY2(!load<64>(damaged, *back).empty(), qPrintable(QString::number(at)));
            }
            QVERIFY(!load<64>({bytes.data(), bytes.size() - 1}, *back).empty());
            // A king bucket count the code has no squares for is refused, checksum or not.
            for (int kings : {0, 1, 3, 8}) {
                std::vector<unsigned char> other = bytes;
                other[32] = uint8_t(kings);
                const std::string error = load<64>(other, *back);
                QVERIFY2(error.find("king bucket") != std::string::npos, error.c_str());
            }
            // Loading a file of one king bucket afterwards leaves one, the other rows zero.
            QVERIFY(load<64>(serialise(*randomNetwork<64>(10)), *back).empty());
            QCOMPARE(back->kingBuckets, 1);
            QCOMPARE(back->featureWeights[3 * 768 * 64 + 11], int16_t(0));
        }
    }
};

QTEST_APPLESS_MAIN(TestNnue)
#include "tst_nnue.moc"
