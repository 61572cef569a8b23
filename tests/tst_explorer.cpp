// The opening explorer's count (core/explorer): moves from a position in a set of games, with
// their scores and ratings; each game counted once, transpositions found, a start position's
// first moves, tallies merged, and a move that is not legal ending a game's replay.
#include "chess960/explorer.h"
#include "chess960/notation.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;

namespace {

std::vector<uint16_t> line(const Position& start, std::initializer_list<const char*> sans) {
    std::vector<uint16_t> out;
    Position pos = start;
    for (const char* san : sans) {
        const auto m = moveFromSan(pos, san);
        if (!m) qFatal("bad move %s", san);
        out.push_back(m->raw());
        pos = pos.after(*m);
    }
    return out;
}

Position after(const Position& start, std::initializer_list<const char*> sans) {
    Position pos = start;
    for (const char* san : sans) pos = pos.after(*moveFromSan(pos, san));
    return pos;
}

} // namespace

class TestExplorer : public QObject {
    Q_OBJECT
private slots:
    void movesFromAStartPosition() {
        const Position sp = Position::startPosition(100);
        ExplorerTally t(sp);
        t.add(sp, line(sp, {"e4", "e5"}), GameResult::WhiteWins, 2400, 2200);
        t.add(sp, line(sp, {"e4", "c5"}), GameResult::Draw, 2500, 0);
        t.add(sp, line(sp, {"d4"}), GameResult::BlackWins);
        t.add(sp, line(sp, {"e4"}), GameResult::Ongoing);
        // Another start position's games are looked at, never counted.
        const Position other = Position::startPosition(101);
        t.add(other, line(other, {"e4"}), GameResult::WhiteWins);
        const auto moves = t.moves();
        QCOMPARE(int(moves.size()), 2);
        QCOMPARE(moveToSan(sp, moves[0].move), std::string("e4"));
        QCOMPARE(moves[0].games, 3);
        QCOMPARE(moves[0].whiteWins, 1);
        QCOMPARE(moves[0].draws, 1);
        QCOMPARE(moves[0].blackWins, 0);
        QCOMPARE(moves[0].whiteScore(), 75.0); // the unfinished game has no score
        QCOMPARE(moves[0].averageElo(), (2400 + 2200 + 2500 + 1) / 3);
        QCOMPARE(moveToSan(sp, moves[1].move), std::string("d4"));
        QCOMPARE(moves[1].whiteScore(), 0.0);
        QCOMPARE(moves[1].averageElo(), 0);
        QCOMPARE(t.reached(), 4);
        QCOMPARE(t.looked(), 5);
    }

    void drawsYearsAndPerformance() {
        const Position sp = Position::startPosition(100);
        ExplorerTally t(sp);
        t.add(sp, line(sp, {"e4", "e5"}), GameResult::WhiteWins, 2400, 2200, 2019);
        t.add(sp, line(sp, {"e4", "c5"}), GameResult::Draw, 2500, 0, 2021);
        t.add(sp, line(sp, {"e4"}), GameResult::BlackWins, 0, 2000);
        t.add(sp, line(sp, {"e4", "d5"}), GameResult::Ongoing, 1500, 2600, 2020);
        t.add(sp, line(sp, {"d4"}), GameResult::WhiteWins, 2100, 2300, 1999);
        t.add(sp, line(sp, {"c4"}), GameResult::BlackWins, 2100, 1900);
        const auto moves = t.moves();
        QCOMPARE(int(moves.size()), 3);
        const ExplorerMove& e4 = moves[0];
        QCOMPARE(moveToSan(sp, e4.move), std::string("e4"));
        // A draw in three games with a result; the unfinished game has none.
        QCOMPARE(qRound(e4.drawPercent()), 33);
        // The years known (not the game without a date): 2019, 2021, 2020.
        QCOMPARE(e4.averageYear(), 2020);
        // White moves here: White's performance over the games with a result and a rated
        // opponent: a win against 2200, a loss against 2000 (the draw's opponent has no rating).
        QCOMPARE(e4.performance(), 2100);
        // One win: the opponent's rating and 800; one loss: and -800.
        QCOMPARE(moves[1].performance() + moves[2].performance(), 2300 + 800 + 1900 - 800);
        QCOMPARE(moves[1].averageYear() + moves[2].averageYear(), 1999);
        QCOMPARE(moves[1].drawPercent(), 0.0);

        // Black to move: the performance is Black's, against White's ratings.
        const Position e4pos = after(sp, {"e4"});
        ExplorerTally black(e4pos);
        // Black scores 1.5 of 2 against 2400 and 2200: 2300 + 400 log10(3) = 2491.
        black.add(sp, line(sp, {"e4", "e5"}), GameResult::BlackWins, 2400, 2000);
        black.add(sp, line(sp, {"e4", "e5"}), GameResult::Draw, 2200, 0);
        const auto replies = black.moves();
        QCOMPARE(int(replies.size()), 1);
        QCOMPARE(replies[0].performance(), 2491);
        QCOMPARE(replies[0].averageYear(), 0);
        QCOMPARE(replies[0].drawPercent(), 50.0);
        // No game with a result: no draw share either.
        ExplorerTally open(sp);
        open.add(sp, line(sp, {"e4"}), GameResult::Ongoing, 2000, 2000);
        QCOMPARE(open.moves()[0].drawPercent(), -1.0);
        QCOMPARE(open.moves()[0].performance(), 0);
    }

    void transpositionsCountOnceAGame() {
        const Position sp = Position::startPosition(518);
        const Position target = after(sp, {"Nf3", "Nf6", "d4"});
        ExplorerTally t(target);
        // The same position by two orders of moves; the clocks differ, the position does not.
        t.add(sp, line(sp, {"Nf3", "Nf6", "d4", "d5"}), GameResult::Draw);
        t.add(sp, line(sp, {"d4", "Nf6", "Nf3", "e6"}), GameResult::WhiteWins);
        // Reached twice in one game (the knights go out and back): counted once, at the first.
        t.add(sp, line(sp, {"Nf3", "Nf6", "d4", "Ng8", "Ng1", "Nf6", "Nf3", "g6"}),
              GameResult::BlackWins);
        // Reached at the end: reached, no move.
        t.add(sp, line(sp, {"d4", "Nf6", "Nf3"}), GameResult::Ongoing);
        const auto moves = t.moves();
        QCOMPARE(int(moves.size()), 3);
        int total = 0;
        for (const ExplorerMove& m : moves) total += m.games;
        QCOMPARE(total, 3);
        QCOMPARE(t.reached(), 4);
        const Position pos = target;
        QStringList sans;
        for (const ExplorerMove& m : moves) sans << QString::fromStdString(moveToSan(pos, m.move));
        sans.sort();
        QCOMPARE(sans.join(' '), QString("Ng8 d5 e6"));
    }

    void castlesAndPromotionsReplay() {
        // Two bytes a move hold every kind: a Chess960 castle and a promotion come back.
        const Position start = testutil::position("1r2k1r1/P5p1/8/8/8/8/6P1/1R2K1R1 w GBgb - 0 1");
        ExplorerTally t(after(start, {"O-O", "O-O-O"}));
        t.add(start, line(start, {"O-O", "O-O-O", "a8=Q+"}), GameResult::WhiteWins);
        const auto moves = t.moves();
        QCOMPARE(int(moves.size()), 1);
        QCOMPARE(moves[0].move.kind(), Move::Promotion);
        QCOMPARE(moveFromRaw(moves[0].move.raw()), moves[0].move);
    }

    void anIllegalMoveEndsTheReplay() {
        const Position sp = Position::startPosition(518);
        ExplorerTally t(after(sp, {"e4", "e5"}));
        std::vector<uint16_t> broken = line(sp, {"e4", "e5", "Nf3"});
        broken[1] = Move(E2, E4).raw(); // not Black's move
        t.add(sp, broken, GameResult::WhiteWins);
        QCOMPARE(t.reached(), 0);
        QVERIFY(t.moves().empty());
    }

    void talliesMerge() {
        const Position sp = Position::startPosition(7);
        ExplorerTally a(sp), b(sp), all(sp);
        const std::vector<std::vector<uint16_t>> games{line(sp, {"e4"}), line(sp, {"d4"}),
                                                       line(sp, {"e4"}), line(sp, {"c4"})};
        for (size_t i = 0; i < games.size(); ++i) {
            const auto result = i == 2 ? GameResult::WhiteWins : GameResult::Draw;
            (i % 2 ? a : b).add(sp, games[i], result, 2000, 2100, 2000 + int(i));
            all.add(sp, games[i], result, 2000, 2100, 2000 + int(i));
        }
        a.merge(b);
        const auto merged = a.moves(), whole = all.moves();
        QCOMPARE(merged.size(), whole.size());
        for (size_t i = 0; i < merged.size(); ++i) {
            QCOMPARE(merged[i].move, whole[i].move);
            QCOMPARE(merged[i].games, whole[i].games);
            QCOMPARE(merged[i].eloSum, whole[i].eloSum);
            QCOMPARE(merged[i].averageYear(), whole[i].averageYear());
            QCOMPARE(merged[i].performance(), whole[i].performance());
            QCOMPARE(merged[i].drawPercent(), whole[i].drawPercent());
        }
        QCOMPARE(a.looked(), 4);
    }
};

QTEST_APPLESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
