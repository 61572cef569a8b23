// Searching games for a position (core/positionsearch) against a brute-force replay that looks
// at every position of every game: exact positions, pawn structures and material, in random
// Chess960 and DFRC games; and the two-byte move encoding the searches replay, round-tripped on
// every castle of the 960 start positions and in random games.
#include "chess960/explorer.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/positionsearch.h"
#include "chess960/startpos.h"
#include "randomgames.h"

#include <QTest>

#include <random>

using namespace chess960;

namespace {

struct StoredGame {
    Position start;
    std::vector<uint16_t> moves;
    std::vector<Position> positions; // every position, for the brute force
};

std::vector<StoredGame> randomStoredGames(int n, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<StoredGame> games;
    for (int i = 0; i < n; ++i) {
        const Game g = randomgames::game(rng, i, 120);
        StoredGame s{g.startPosition(), {}, {g.startPosition()}};
        Position pos = g.startPosition();
        for (const PlayedMove& m : g.moves()) {
            s.moves.push_back(m.move.raw());
            pos = pos.after(m.move);
            s.positions.push_back(pos);
        }
        games.push_back(std::move(s));
    }
    return games;
}

// The first ply whose position satisfies `is`, looking at every one.
template <typename F>
int bruteForce(const StoredGame& g, F is) {
    for (size_t i = 0; i < g.positions.size(); ++i)
        if (is(g.positions[i])) return int(i);
    return -1;
}

int pieces(const Position& p, Color c, PieceType t) {
    return popcount(p.pieces(c, t));
}

} // namespace

class TestPositionSearch : public QObject {
    Q_OBJECT
private slots:
    void everyCastleOfThe960RoundTrips() {
        // The king and one of its rooks alone on the back rank, pawns in front: that castle is
        // legal in every start position, so every geometry of the 960 is met, for each side.
        int castles = 0;
        for (int n = 0; n < 960; ++n) {
            const std::string back = backRankFromNumber(n);
            for (size_t rook = 0; rook < 8; ++rook) {
                if (back[rook] != 'R') continue;
                std::string rank;
                int empty = 0;
                for (size_t f = 0; f < 8; ++f) {
                    if (back[f] == 'K' || f == rook) {
                        if (empty) rank += char('0' + empty);
                        empty = 0;
                        rank += back[f];
                    } else {
                        ++empty;
                    }
                }
                if (empty) rank += char('0' + empty);
                std::string lower = rank;
                for (char& c : lower) c = char(std::tolower(c));
                const char file = char('a' + rook);
                for (Color side : {White, Black}) {
                    const auto pos = Position::fromFen(lower + "/pppppppp/8/8/8/8/PPPPPPPP/" +
                                                       rank + (side == White ? " w " : " b ") +
                                                       char(std::toupper(file)) + file + " - 0 1");
                    QVERIFY(pos);
                    MoveList list;
                    generateLegalMoves(*pos, list);
                    int here = 0;
                    for (Move m : list) {
                        QCOMPARE(moveFromRaw(m.raw()), m);
                        if (m.kind() == Move::Castling) ++here;
                    }
                    QVERIFY2(here == 1, qPrintable(QString::fromStdString(pos->fen())));
                    castles += here;
                }
            }
        }
        QCOMPARE(castles, 4 * 960);
        // And every move of random Chess960 and DFRC games.
        for (const StoredGame& g : randomStoredGames(300, 7)) {
            Position pos = g.start;
            for (uint16_t raw : g.moves) {
                const Move m = moveFromRaw(raw);
                QCOMPARE(m.raw(), raw);
                QVERIFY(pos.isLegal(m));
                pos = pos.after(m);
            }
        }
    }

    void eachSearchFindsWhatABruteForceReplayFinds() {
        const std::vector<StoredGame> games = randomStoredGames(400, 11);
        std::mt19937 rng(5);
        int found[3] = {0, 0, 0};
        for (int round = 0; round < 60; ++round) {
            // A position of one of the games: the others may reach it too (the same start).
            const StoredGame& from = games[rng() % games.size()];
            const Position target = from.positions[rng() % from.positions.size()];
            const PositionQuery exact(PositionMatch::Exact, target);
            const PositionQuery pawns(PositionMatch::Pawns, target);
            const PositionQuery material(PositionMatch::Material, target);
            const PositionQuery anyPawns(PositionMatch::Material, target, true);
            for (const StoredGame& g : games) {
                const int e =
                    bruteForce(g, [&](const Position& p) { return p.samePosition(target); });
                QCOMPARE(exact.firstMatch(g.start, g.moves), e);
                const int pw = bruteForce(g, [&](const Position& p) {
                    return p.pieces(White, Pawn) == target.pieces(White, Pawn) &&
                           p.pieces(Black, Pawn) == target.pieces(Black, Pawn);
                });
                QCOMPARE(pawns.firstMatch(g.start, g.moves), pw);
                const auto sameMaterial = [&](const Position& p, bool countPawns) {
                    for (Color c : {White, Black})
                        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen})
                            if ((t != Pawn || countPawns) &&
                                pieces(p, c, t) != pieces(target, c, t))
                                return false;
                    return true;
                };
                const int m =
                    bruteForce(g, [&](const Position& p) { return sameMaterial(p, true); });
                QCOMPARE(material.firstMatch(g.start, g.moves), m);
                const int a =
                    bruteForce(g, [&](const Position& p) { return sameMaterial(p, false); });
                QCOMPARE(anyPawns.firstMatch(g.start, g.moves), a);
                found[0] += e >= 0;
                found[1] += pw >= 0;
                found[2] += m >= 0;
            }
        }
        // The searches found something to compare: not every answer is "never".
        QVERIFY(found[0] >= 60 && found[1] >= 60 && found[2] >= 60);
    }

    void materialByCounts() {
        // Rook endings: king and rook each, pawns any.
        std::array<std::array<int, 6>, 2> counts{};
        counts[White][Rook - 1] = counts[Black][Rook - 1] = 1;
        const auto rookEnding = PositionQuery::material(counts, true);
        QVERIFY(rookEnding.matches(*Position::fromFen("4k3/pp3r2/8/8/8/8/5PPP/3R2K1 w - - 0 1")));
        QVERIFY(!rookEnding.matches(*Position::fromFen("4k3/pp3r2/8/8/8/8/5PPP/3RB1K1 w - - 0 1")));
        QVERIFY(!rookEnding.stillPossible(*Position::fromFen("4k3/8/8/8/8/8/8/3R2K1 w - - 0 1")));
    }
};

QTEST_APPLESS_MAIN(TestPositionSearch)
#include "tst_positionsearch.moc"
