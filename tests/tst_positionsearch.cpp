// Searching games for a position (core/positionsearch) against a brute-force replay that looks
// at every position of every game: exact positions, pawn structures and material, in random
// Chess960 and DFRC games; material patterns with ranges (either colour, bishops' square
// colours, held for some plies) against an independent count; and the two-byte move encoding the
// searches replay, round-tripped on every castle of the 960 start positions and in random games.
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

// Games that reach endings: random moves from random starts, a capture taken two times in
// three when there is one, until no move is left or 200 plies.
std::vector<StoredGame> endingGames(int n, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<StoredGame> games;
    for (int i = 0; i < n; ++i) {
        const Position start = Position::startPosition(int(rng() % 960));
        StoredGame g{start, {}, {start}};
        Position pos = start;
        for (int ply = 0; ply < 200; ++ply) {
            MoveList list;
            generateLegalMoves(pos, list);
            if (list.size() == 0) break;
            std::vector<Move> captures;
            for (Move m : list)
                if (pos.capturedPiece(m) != NoPiece) captures.push_back(m);
            const Move m = !captures.empty() && rng() % 3 ? captures[rng() % captures.size()]
                                                          : list[rng() % list.size()];
            g.moves.push_back(m.raw());
            pos = pos.after(m);
            g.positions.push_back(pos);
        }
        games.push_back(std::move(g));
    }
    return games;
}

// The pattern read the plain way: each side's pieces counted square by square.
bool patternHolds(const MaterialPattern& q, const Position& p) {
    const auto oriented = [&](bool swap) {
        int bishopSquareColour[2] = {-1, -1};
        for (int side = 0; side < 2; ++side) {
            const Color c = Color(swap ? 1 - side : side);
            int n[7] = {};
            for (int sq = 0; sq < 64; ++sq) {
                const Piece piece = p.pieceOn(Square(sq));
                if (piece == NoPiece || colorOf(piece) != c) continue;
                ++n[typeOf(piece)];
                if (typeOf(piece) == Bishop) bishopSquareColour[side] = ((sq >> 3) + (sq & 7)) & 1;
            }
            for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen}) {
                const CountRange& r = q.pieces[size_t(side)][size_t(t - 1)];
                if (n[t] < r.min || n[t] > r.max) return false;
            }
            const CountRange& m = q.minors[size_t(side)];
            if (n[Knight] + n[Bishop] < m.min || n[Knight] + n[Bishop] > m.max) return false;
            if (q.bishops != MaterialPattern::Bishops::Any && n[Bishop] != 1) return false;
        }
        if (q.bishops == MaterialPattern::Bishops::OppositeColours)
            return bishopSquareColour[0] != bishopSquareColour[1];
        if (q.bishops == MaterialPattern::Bishops::SameColours)
            return bishopSquareColour[0] == bishopSquareColour[1];
        return true;
    };
    return oriented(false) || (q.eitherColour && oriented(true));
}

// The first ply of a run of q.plies positions that hold the pattern, or of a run that lasts
// to the game's end.
int bruteForceRun(const StoredGame& g, const MaterialPattern& q) {
    int run = -1;
    for (size_t i = 0; i < g.positions.size(); ++i) {
        if (!patternHolds(q, g.positions[i])) {
            run = -1;
            continue;
        }
        if (run < 0) run = int(i);
        if (int(i) - run + 1 >= q.plies) return run;
    }
    return run;
}

// Any count half of the time (so that games match), else a random range.
CountRange range(std::mt19937& rng, int most) {
    if (rng() % 2) return {};
    const int a = int(rng() % unsigned(most + 1)), b = int(rng() % unsigned(most + 1));
    return {std::min(a, b), std::max(a, b)};
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

    void materialPatternsFindWhatABruteForceReplayFinds() {
        std::vector<StoredGame> games = randomStoredGames(200, 23);
        for (StoredGame& g : endingGames(400, 31)) games.push_back(std::move(g));
        std::mt19937 rng(29);
        int found = 0, rounds = 0, matched = 0;
        // Random patterns, most of them wide (so that games match), and every preset.
        std::vector<MaterialPattern> patterns;
        for (int i = 0; i < 120; ++i) {
            MaterialPattern q;
            for (int side = 0; side < 2; ++side) {
                q.pieces[size_t(side)][Pawn - 1] = range(rng, 8);
                for (PieceType t : {Knight, Bishop, Rook})
                    q.pieces[size_t(side)][size_t(t - 1)] = range(rng, 2);
                q.pieces[size_t(side)][Queen - 1] = range(rng, 1);
                q.minors[size_t(side)] = range(rng, 3);
            }
            q.bishops = MaterialPattern::Bishops(rng() % 3);
            q.eitherColour = rng() % 2;
            q.plies = 1 + int(rng() % 4);
            patterns.push_back(q);
        }
        for (int p = 0; p < int(MaterialPreset::Count); ++p)
            for (int plies : {1, 3}) {
                MaterialPattern q = materialPreset(MaterialPreset(p));
                q.plies = plies;
                patterns.push_back(q);
            }
        for (const MaterialPattern& q : patterns) {
            int here = 0;
            for (const StoredGame& g : games) {
                const int expected = bruteForceRun(g, q);
                QCOMPARE(q.firstMatch(g.start, g.moves), expected);
                here += expected >= 0;
            }
            found += here;
            matched += here > 0;
            ++rounds;
        }
        // Something was found to compare: not every answer is "never" (9,482 games found over
        // 103 of the 134 patterns when this was written).
        QVERIFY2(found >= 5000 && matched >= 80,
                 qPrintable(QStringLiteral("%1 %2").arg(found).arg(matched)));
        QCOMPARE(rounds, 120 + 2 * int(MaterialPreset::Count));
    }

    void materialPresetsMeanWhatTheySay() {
        const auto is = [](MaterialPreset p, const char* fen) {
            return materialPreset(p).matches(*Position::fromFen(fen));
        };
        // Rook endings: rooks and any pawns, nothing else.
        QVERIFY(is(MaterialPreset::RookEndings, "4k3/pp3r2/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::RookEndings, "4k3/5r2/8/8/8/8/8/3R2K1 w - - 0 1"));
        QVERIFY(!is(MaterialPreset::RookEndings, "4k3/pp3r2/8/8/8/8/5PPP/3RB1K1 w - - 0 1"));
        QVERIFY(!is(MaterialPreset::RookEndings, "4k3/pp6/8/8/8/8/5PPP/3R2K1 w - - 0 1"));
        // Queen against rook and minor piece, whichever side has the queen.
        QVERIFY(is(MaterialPreset::QueenAgainstRookAndMinor,
                   "4k3/pp3r2/4n3/8/8/8/5PPP/3Q2K1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::QueenAgainstRookAndMinor,
                   "3qk3/pp6/8/8/8/4B3/5PPP/3R2K1 b - - 0 1"));
        QVERIFY(!is(MaterialPreset::QueenAgainstRookAndMinor,
                    "4k3/pp3r2/4nn2/8/8/8/5PPP/3Q2K1 w - - 0 1"));
        // Bishops of opposite colours: c8 is light, f1... e3 is dark.
        QVERIFY(is(MaterialPreset::OppositeBishops, "2b1k3/pp6/8/8/8/4B3/5PPP/6K1 w - - 0 1"));
        QVERIFY(!is(MaterialPreset::OppositeBishops, "2b1k3/pp6/8/8/8/5B2/5PPP/6K1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::PawnEndings, "4k3/pp6/8/8/8/8/5PPP/6K1 w - - 0 1"));
        QVERIFY(!is(MaterialPreset::PawnEndings, "4k3/pp6/8/8/8/8/5PPP/5NK1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::RookAgainstMinor, "4k3/pp6/8/3b4/8/8/5PPP/5RK1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::RookAgainstMinor, "4k2r/pp6/8/8/8/8/5PPP/5NK1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::MinorPieceEndings, "4k3/pp6/8/3b4/8/8/5PPP/5NK1 w - - 0 1"));
        QVERIFY(is(MaterialPreset::QueenEndings, "4k3/pp1q4/8/8/8/8/5PPP/5QK1 w - - 0 1"));
        // The board's material, counted exactly (pawns any when asked).
        const Position board = *Position::fromFen("4k3/pp3r2/4n3/8/8/8/5PPP/3Q2K1 w - - 0 1");
        const MaterialPattern same = MaterialPattern::of(board, true);
        QVERIFY(same.matches(*Position::fromFen("3nk3/5r2/8/8/8/8/8/3Q2K1 w - - 0 1")));
        QVERIFY(!same.matches(*Position::fromFen("3nk3/5r2/8/8/8/8/8/2QQ2K1 w - - 0 1")));
        QVERIFY(!MaterialPattern::of(board, false)
                     .matches(*Position::fromFen("3nk3/5r2/8/8/8/8/8/3Q2K1 w - - 0 1")));
    }

    void aPatternHeldForSomePlies() {
        // The queens come off and a rook ending stands from ply 2 on.
        const Position start = *Position::fromFen("3qk3/pp2pr2/8/8/8/8/5PPP/3QR1K1 w - - 0 1");
        StoredGame g{start, {}, {start}};
        Position pos = start;
        for (const char* san : {"Qxd8+", "Kxd8", "Kf1", "Kc7", "Ke2"}) {
            const Move m = *moveFromSan(pos, san);
            g.moves.push_back(m.raw());
            pos = pos.after(m);
            g.positions.push_back(pos);
        }
        MaterialPattern rooks = materialPreset(MaterialPreset::RookEndings);
        QCOMPARE(rooks.firstMatch(g.start, g.moves), 2);
        rooks.plies = 4; // plies 2 to 5: to the game's end
        QCOMPARE(rooks.firstMatch(g.start, g.moves), 2);
        rooks.plies = 5; // the game ends first: held to its end still counts
        QCOMPARE(rooks.firstMatch(g.start, g.moves), 2);
        // Queen against rook: held one ply only (after Qxd8+), never two.
        MaterialPattern queen;
        for (int side = 0; side < 2; ++side)
            for (PieceType t : {Knight, Bishop, Rook, Queen})
                queen.pieces[size_t(side)][size_t(t - 1)] = {0, 0};
        queen.pieces[White][Queen - 1] = {1, 1};
        queen.pieces[White][Rook - 1] = {1, 1};
        queen.pieces[Black][Rook - 1] = {1, 1};
        QCOMPARE(queen.firstMatch(g.start, g.moves), 1);
        queen.plies = 2;
        QCOMPARE(queen.firstMatch(g.start, g.moves), -1);
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
