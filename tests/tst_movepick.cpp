// The search's move picker (core/engine/src/movepick.*): whatever the table's move is - legal,
// illegal, a castle, an en passant capture, a move of another position - the picker hands out
// every legal move of the position exactly once, the table's move first when it is legal, and
// nothing when there is no legal move; quiet moves are scored only when their turn comes. Checked
// on the positions of random Chess960 and Double Fischer Random games, for the main search's picker
// and the quiescence search's.
#include "chess960/movegen.h"
#include "chess960/position.h"
#include "movepick.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace chess960;
using namespace chess960::engine;

namespace {

bool isNoisy(const Position& pos, Move m) {
    return m.kind() == Move::Promotion || pos.capturedPiece(m) != NoPiece;
}

bool contains(const MoveList& list, Move m) {
    return std::find(list.begin(), list.end(), m) != list.end();
}

// A move of any kind between any two squares: most are illegal here, some are legal.
Move anyMove(std::mt19937& rng) {
    return Move(Square(rng() % 64), Square(rng() % 64), Move::Kind(rng() % 4),
                PieceType(Knight + int(rng() % 4)));
}

// Moves, castles, en passant captures and promotions first, so that the games reach them.
Move pickMove(const MoveList& moves, std::mt19937& rng) {
    std::vector<Move> special;
    for (Move m : moves)
        if (m.kind() != Move::Normal) special.push_back(m);
    if (!special.empty() && rng() % 10 < 6) return special[rng() % special.size()];
    return moves[int(rng() % unsigned(moves.size()))];
}

struct Seen {
    std::map<std::string, int> counts;
};

// Drains a picker and checks what it gave against the legal moves it should give.
template <typename Picker>
QString drain(const Position& pos, Picker& picker, const MoveList& expected, Move ttMove,
              bool skipQuiets = false) {
    std::vector<Move> given;
    for (Move m = picker.next(skipQuiets); !m.isNull(); m = picker.next(skipQuiets)) {
        if (picker.lastWasNoisy() != isNoisy(pos, m))
            return QString("move %1: noisy %2").arg(m.from()).arg(picker.lastWasNoisy());
        if (!picker.lastWasNoisy() && picker.lastSee() != 0)
            return QString("quiet move %1-%2 with an exchange value").arg(m.from()).arg(m.to());
        given.push_back(m);
    }
    const bool ttLegal = contains(expected, ttMove);
    if (ttLegal && (given.empty() || given.front() != ttMove))
        return "the table's legal move is not first";
    for (size_t i = 0; i < given.size(); ++i) {
        if (!contains(expected, given[i])) return QString("move %1 is not legal here").arg(i);
        for (size_t j = 0; j < i; ++j)
            if (given[j] == given[i]) return QString("move %1 given twice").arg(i);
    }
    if (!skipQuiets && int(given.size()) != expected.size())
        return QString("%1 moves given, %2 legal").arg(given.size()).arg(expected.size());
    if (skipQuiets)
        for (Move m : expected)
            if ((isNoisy(pos, m) || m == ttMove) &&
                std::find(given.begin(), given.end(), m) == given.end())
                return "a capture, a promotion or the table's move was skipped";
    return {};
}

} // namespace

class TestMovePick : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<History> history_;

    // The table's moves tried at a position: none, legal ones of each kind, illegal ones,
    // and a legal move of the position before (often illegal now).
    std::vector<Move> ttMoves(const MoveList& legal, Move previous, std::mt19937& rng) {
        std::vector<Move> out{Move()};
        for (int i = 0; i < 3 && !legal.empty(); ++i)
            out.push_back(legal[int(rng() % unsigned(legal.size()))]);
        for (Move m : legal)
            if (m.kind() != Move::Normal) out.push_back(m);
        for (int i = 0; i < 6; ++i) out.push_back(anyMove(rng));
        if (!previous.isNull()) out.push_back(previous);
        return out;
    }

    void checkPosition(const Position& pos, Move previous, std::mt19937& rng, Seen& seen) {
        MoveList all, noisy;
        generateLegalMoves(pos, all, GenKind::All);
        generateLegalMoves(pos, noisy, pos.inCheck() ? GenKind::All : GenKind::Noisy);
        if (pos.inCheck()) ++seen.counts["in check"];
        for (Move tt : ttMoves(all, previous, rng)) {
            if (contains(all, tt)) {
                const char* kinds[] = {"legal move", "legal promotion", "legal en passant",
                                       "legal castle"};
                ++seen.counts[kinds[tt.kind()]];
            } else if (!tt.isNull()) {
                ++seen.counts["illegal move"];
            }
            for (bool skip : {false, true}) {
                OrderingContext ctx{tt, int(rng() % 8), -1, -1};
                MovePicker main(pos, *history_, ctx);
                const QString error = drain(pos, main, all, tt, skip);
                QVERIFY2(error.isEmpty(),
                         qPrintable(QString::fromStdString(pos.fen()) + ": main search: " + error));
            }
            MovePicker quiescence(pos, tt);
            // Not in check, the quiescence search is given captures and promotions only,
            // so a quiet table's move is not among them.
            const Move qtt = contains(noisy, tt) ? tt : Move();
            const QString error = drain(pos, quiescence, noisy, qtt);
            QVERIFY2(error.isEmpty(),
                     qPrintable(QString::fromStdString(pos.fen()) + ": quiescence: " + error));
        }
    }

private slots:
    void initTestCase() {
        history_ = std::make_unique<History>();
        history_->clear();
    }

    void everyLegalMoveOnceWhateverTheTablesMove() {
        std::mt19937 rng(960);
        Seen seen;
        for (int g = 0; g < 60; ++g) {
            const int white = int(rng() % 960);
            const int black = g % 3 ? white : int(rng() % 960);
            Position pos = Position::startPosition(white, black);
            Move previous;
            for (int ply = 0; ply < 120; ++ply) {
                checkPosition(pos, previous, rng, seen);
                if (QTest::currentTestFailed()) return;
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                previous = pickMove(moves, rng);
                pos = pos.after(previous);
            }
        }
        // The games reached what the picker must get right.
        for (const char* what :
             {"in check", "legal castle", "legal en passant", "legal promotion", "illegal move"})
            QVERIFY2(seen.counts[what] > 0, what);
    }

    // The correction histories learn per pawn structure and per each side's other pieces:
    // a move changes the pawn index when a pawn moves, is taken or promotes, and a side's
    // other-pieces index when one of its pieces (king and rook in a castle) moves, is taken or
    // appears by promotion; nothing else.
    void correctionIndicesFollowTheirPieces() {
        std::mt19937 rng(961);
        int changes = 0, missed = 0;
        for (int g = 0; g < 60; ++g) {
            const int white = int(rng() % 960);
            const int black = g % 3 ? white : int(rng() % 960);
            Position pos = Position::startPosition(white, black);
            for (int ply = 0; ply < 160; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                const Move m = pickMove(moves, rng);
                const Position next = pos.after(m);
                const bool pawns = pos.pieces(Pawn) != next.pieces(Pawn);
                const QString where = QString::fromStdString(pos.fen());
                auto expect = [&](bool changed, int before, int after, const char* what) {
                    if (!changed) {
                        QVERIFY2(before == after, qPrintable(where + ": " + what + " moved"));
                        return;
                    }
                    ++changes;
                    if (before == after) ++missed; // two structures can share an index
                };
                expect(pawns, correctionIndex(pos), correctionIndex(next), "pawn index");
                if (QTest::currentTestFailed()) return;
                for (Color c : {White, Black}) {
                    // A piece of the same type on another square, or one more or fewer.
                    bool changed = false;
                    for (PieceType t : {Knight, Bishop, Rook, Queen, King})
                        changed |= pos.pieces(c, t) != next.pieces(c, t);
                    expect(changed, nonPawnCorrectionIndex(pos, c), nonPawnCorrectionIndex(next, c),
                           "other-pieces index");
                    if (QTest::currentTestFailed()) return;
                }
                pos = next;
            }
        }
        QVERIFY(changes > 5000);
        QVERIFY2(missed * 200 < changes,
                 qPrintable(QString("%1 of %2 changes kept the index").arg(missed).arg(changes)));
    }

    // A quiet move's history is its butterfly entry and its continuation entries after the
    // opponent's last move and after our own move before it: the picker orders the quiet moves
    // by it, and the search prunes and reduces them by the same sum.
    void aQuietMoveIsJudgedByThreeHistories() {
        History& h = *history_;
        h.clear();
        const Position pos = Position::startPosition(518);
        MoveList all;
        generateLegalMoves(pos, all);
        const Move a = all[0], b = all[1];
        const int ptA = pieceTo(pos.pieceOn(a.from()), a.to());
        const int ptB = pieceTo(pos.pieceOn(b.from()), b.to());
        const int prev = pieceTo(BPawn, E6), prev2 = pieceTo(WKnight, F3);
        const OrderingContext ctx{Move(), 2, prev, prev2};
        h.butterfly[White][a.from()][a.to()] = 100;
        h.continuation[prev][ptA] = 20;
        h.continuation[prev2][ptA] = 3;
        QCOMPARE(quietHistory(h, pos, a, ctx), 123);
        QCOMPARE(quietHistory(h, pos, a, OrderingContext{Move(), 2, prev, -1}), 120);
        QCOMPARE(quietHistory(h, pos, a, OrderingContext{Move(), 2, -1, prev2}), 103);
        // A move known only from two plies back comes before one the three terms rate lower.
        h.continuation[prev2][ptB] = 500;
        QCOMPARE(quietHistory(h, pos, b, ctx), 500);
        MovePicker picker(pos, h, ctx);
        int rankA = -1, rankB = -1, rank = 0;
        for (Move m = picker.next(); !m.isNull(); m = picker.next(), ++rank) {
            if (m == a) rankA = rank;
            if (m == b) rankB = rank;
        }
        QVERIFY(rankB >= 0 && rankA > rankB);
        h.clear();
    }

    void theOrderIsByKind() {
        // The table's move, captures that do not lose material, the killers, the counter
        // move, the other quiet moves, captures that lose material (and under-promotions).
        std::mt19937 rng(61);
        int killersGiven = 0, countersGiven = 0;
        for (int g = 0; g < 40; ++g) {
            Position pos = Position::startPosition(int(rng() % 960), int(rng() % 960));
            MoveList earlier;
            for (int ply = 0; ply < 100; ++ply) {
                MoveList all;
                generateLegalMoves(pos, all);
                if (all.empty()) break;
                // Killers and counter move: quiet moves of this position or of an earlier one.
                std::vector<Move> quiets;
                for (Move m : all)
                    if (!isNoisy(pos, m)) quiets.push_back(m);
                for (Move m : earlier) quiets.push_back(m);
                auto anyQuiet = [&] {
                    return quiets.empty() ? Move() : quiets[rng() % quiets.size()];
                };
                const Move tt = rng() % 2 ? all[int(rng() % unsigned(all.size()))] : Move();
                const int prevPieceTo = int(rng() % (16 * 64));
                History& h = *history_;
                h.killers[3][0] = anyQuiet();
                h.killers[3][1] = anyQuiet();
                if (h.killers[3][1] == h.killers[3][0]) h.killers[3][1] = Move();
                h.counter[prevPieceTo / 64][prevPieceTo % 64] = anyQuiet();
                const Move counter = h.counter[prevPieceTo / 64][prevPieceTo % 64];
                MovePicker picker(pos, h, OrderingContext{tt, 3, prevPieceTo, -1});
                int last = 0;
                for (Move m = picker.next(); !m.isNull(); m = picker.next()) {
                    int tier = 5;
                    if (m == tt)
                        tier = 0;
                    else if (picker.lastWasNoisy())
                        tier = picker.lastSee() >= 0 ? 1 : 6;
                    else if (m == h.killers[3][0])
                        tier = 2;
                    else if (m == h.killers[3][1])
                        tier = 3;
                    else if (m == counter)
                        tier = 4;
                    killersGiven += tier == 2 || tier == 3;
                    countersGiven += tier == 4;
                    QVERIFY2(tier >= last, qPrintable(QString::fromStdString(pos.fen()) +
                                                      QString(": a move of rank %1 after one of "
                                                              "rank %2")
                                                          .arg(tier)
                                                          .arg(last)));
                    last = tier;
                }
                earlier = all;
                pos = pos.after(pickMove(all, rng));
            }
        }
        history_->clear();
        QVERIFY(killersGiven > 100);
        QVERIFY(countersGiven > 50);
    }

    // The quiet moves are generated and scored when the picker comes to them, not before: a
    // node that a capture ends never reads their histories, and histories that changed while
    // the captures were searched order them.
    void quietMovesAreScoredWhenTheirTurnComes() {
        History& h = *history_;
        h.clear();
        const Position pos = *Position::fromFen("4k3/8/8/3p4/4P3/8/8/4K2R w K - 0 1");
        MoveList all;
        generateLegalMoves(pos, all);
        Move last;
        for (Move m : all)
            if (!isNoisy(pos, m)) last = m;
        QVERIFY(!last.isNull());
        MovePicker picker(pos, h, OrderingContext{Move(), 2, -1, -1});
        QCOMPARE(picker.next(), Move(E4, D5));
        QVERIFY(picker.lastWasNoisy());
        // The last quiet move generated becomes the best by its history now.
        h.butterfly[White][last.from()][last.to()] = 5000;
        QCOMPARE(picker.next(), last);
        QVERIFY(!picker.lastWasNoisy());
        h.clear();
    }

    void noLegalMoveGivesNothing() {
        // Mated (the back rank), then stalemated; the table's move is one of the position's
        // moves before the mate, now illegal.
        for (const char* fen :
             {"6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}) {
            const Position pos = *Position::fromFen(fen);
            MoveList legal;
            generateLegalMoves(pos, legal);
            QCOMPARE(legal.size(), 0);
            for (Move tt : {Move(), Move(H8, G8), Move(H7, H6), Move(G8, G1)}) {
                MovePicker main(pos, *history_, OrderingContext{tt, 0, -1, -1});
                QVERIFY(main.next().isNull());
                MovePicker quiescence(pos, tt);
                QVERIFY(quiescence.next().isNull());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestMovePick)
#include "tst_movepick.moc"
