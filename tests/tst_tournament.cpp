// Players and events (core/tournament): each player's games, score, ratings, dates and start
// positions over a database; an event's crosstable with scores, Sonneborn-Berger and
// performance, against a hand-made double round robin whose figures were worked out on paper.
#include "chess960/tournament.h"

#include <QTest>

using namespace chess960;

namespace {

GameSummary game(const char* white, const char* black, GameResult result, int whiteElo = 0,
                 int blackElo = 0, const char* date = "", int sp = 518,
                 const char* event = "Club 960") {
    GameSummary g;
    g.white = white;
    g.black = black;
    g.result = result;
    g.whiteElo = whiteElo;
    g.blackElo = blackElo;
    g.date = date;
    g.startNumber = sp;
    g.event = event;
    return g;
}

constexpr auto W = GameResult::WhiteWins;
constexpr auto B = GameResult::BlackWins;
constexpr auto D = GameResult::Draw;
constexpr auto U = GameResult::Ongoing;

// Four players, double round robin; A 2200, B 2100, C 2000, D 1900.
//   A-B 1-0, B-A 1/2, A-C 1/2, C-A 0-1, A-D 1-0, D-A 1-0
//   B-C 1-0, C-B 1-0, B-D 1/2, D-B 0-1, C-D 1-0, D-C 1/2
// Points: A 1+.5+.5+1+1+0 = 4; B 0+.5+1+0+.5+1 = 3; C .5+0+0+1+1+.5 = 3; D 0+1+.5+0+0+.5 = 2.
std::vector<GameSummary> doubleRoundRobin() {
    return {
        game("A", "B", W, 2200, 2100), game("B", "A", D, 2100, 2200), game("A", "C", D, 2200, 2000),
        game("C", "A", B, 2000, 2200), game("A", "D", W, 2200, 1900), game("D", "A", W, 1900, 2200),
        game("B", "C", W, 2100, 2000), game("C", "B", W, 2000, 2100), game("B", "D", D, 2100, 1900),
        game("D", "B", B, 1900, 2100), game("C", "D", W, 2000, 1900), game("D", "C", D, 1900, 2000),
    };
}

} // namespace

class TestTournament : public QObject {
    Q_OBJECT
private slots:
    void aDateHasAYearWhenItsFourDigitsAreKnown() {
        QCOMPARE(yearOfDate("2024.05.17"), 2024);
        QCOMPARE(yearOfDate("1851.??.??"), 1851);
        QCOMPARE(yearOfDate("????.??.??"), 0);
        QCOMPARE(yearOfDate("20"), 0);
        QCOMPARE(yearOfDate(""), 0);
        QCOMPARE(yearOfDate("19x7.01.01"), 0);
        std::string first, last;
        for (const char* d : {"2021.03.01", "????.??.??", "2019.??.??", "2023.12.31", ""})
            widenDates(first, last, d);
        QCOMPARE(first, std::string("2019.??.??"));
        QCOMPARE(last, std::string("2023.12.31"));
    }

    void performanceRatings() {
        QCOMPARE(performanceRating(2000, 0.5), 2000);
        QCOMPARE(performanceRating(2000, 0.75), 2191); // 400 log10(3) = 190.8
        QCOMPARE(performanceRating(2000, 0.25), 1809);
        QCOMPARE(performanceRating(2000, 1.0), 2800);
        QCOMPARE(performanceRating(2000, 0.0), 1200);
        QCOMPARE(performanceRating(2000, 0.999), 2800); // held within 800
    }

    void eachPlayersGamesScoresRatingsDatesAndStarts() {
        PlayerTally tally;
        tally.add(game("Anna", "Boris", W, 2100, 1900, "2021.05.03", 518));
        tally.add(game("Boris", "Anna", D, 1950, 2150, "2019.??.??", 12));
        tally.add(game("Anna", "Clara", B, 2120, 0, "2024.01.20", 518));
        tally.add(game("Clara", "Anna", U, 0, 0, "????.??.??", 7));
        tally.add(game("?", "Anna", W, 0, 2000, "2023.02.02", 518)); // nobody named: not a player
        const std::vector<PlayerStats> players = tally.players();
        // Most games first, then by name.
        QCOMPARE(int(players.size()), 3);
        const PlayerStats& anna = players[0];
        QCOMPARE(anna.name, std::string("Anna"));
        QCOMPARE(anna.games, 5);
        QCOMPARE(anna.white, 2);
        QCOMPARE(anna.black, 3);
        QCOMPARE(anna.wins, 1);
        QCOMPARE(anna.draws, 1);
        QCOMPARE(anna.losses, 2);
        QCOMPARE(anna.points(), 1.5);
        QCOMPARE(anna.percent(), 37.5); // of the four games with a result
        QCOMPARE(anna.lowestElo, 2000);
        QCOMPARE(anna.highestElo, 2150);
        // The dates known (a year alone counts as that year), not "????.??.??".
        QCOMPARE(anna.firstDate, std::string("2019.??.??"));
        QCOMPARE(anna.lastDate, std::string("2024.01.20"));
        QCOMPARE(int(anna.startPositions.size()), 3);
        QCOMPARE(anna.startPositions[0], std::make_pair(518, 3));
        QCOMPARE(anna.startPositions[1], std::make_pair(7, 1));
        QCOMPARE(anna.startPositions[2], std::make_pair(12, 1));
        // Performance: rated opponents with a result: Boris 1900 (win), Boris 1950 (draw);
        // Clara has no rating, the unnamed opponent none either: 1925 + 400 log10(3) = 2116.
        QCOMPARE(anna.performance(), 2116);
        const PlayerStats& boris = players[1];
        QCOMPARE(boris.name, std::string("Boris"));
        QCOMPARE(boris.games, 2);
        QCOMPARE(boris.points(), 0.5);
        QCOMPARE(players[2].name, std::string("Clara"));
        QCOMPARE(players[2].lowestElo, 0); // never rated
        QCOMPARE(players[2].performance(), 2120 + 800);
        QCOMPARE(players[2].percent(), 100.0);
        // Tallies of parts of a database merge into the whole's.
        PlayerTally first, second;
        const auto all = doubleRoundRobin();
        for (size_t i = 0; i < all.size(); ++i) (i < 5 ? first : second).add(all[i]);
        first.merge(second);
        PlayerTally whole;
        for (const GameSummary& g : all) whole.add(g);
        const auto merged = first.players(), expected = whole.players();
        QCOMPARE(merged.size(), expected.size());
        for (size_t i = 0; i < merged.size(); ++i) {
            QCOMPARE(merged[i].name, expected[i].name);
            QCOMPARE(merged[i].points(), expected[i].points());
            QCOMPARE(merged[i].performance(), expected[i].performance());
        }
    }

    void aDoubleRoundRobinsCrosstable() {
        const Crosstable t = crosstable(doubleRoundRobin());
        QCOMPARE(int(t.rows.size()), 4);
        QStringList order;
        for (const CrosstableRow& r : t.rows) order << QString::fromStdString(r.name);
        // A 4; B and C 3 each (level on Sonneborn-Berger and on their two games: by name); D 2.
        QCOMPARE(order.join(' '), QString("A B C D"));
        QCOMPARE(t.rows[0].points, 4.0);
        QCOMPARE(t.rows[1].points, 3.0);
        QCOMPARE(t.rows[2].points, 3.0);
        QCOMPARE(t.rows[3].points, 2.0);
        // Sonneborn-Berger: each game's score times the opponent's points.
        // A: B 1*3 + .5*3, C .5*3 + 1*3, D 1*2 + 0 = 4.5 + 4.5 + 2 = 11
        // B: A 0 + .5*4, C 1*3 + 0, D .5*2 + 1*2 = 2 + 3 + 3 = 8
        // C: A .5*4 + 0, B 0 + 1*3, D 1*2 + .5*2 = 2 + 3 + 3 = 8 ... a tie: then the games
        // between them (1-1), then the name.
        QCOMPARE(t.rows[0].sonnebornBerger, 11.0);
        QCOMPARE(t.rows[1].sonnebornBerger, 8.0);
        QCOMPARE(t.rows[2].sonnebornBerger, 8.0);
        // D: A 0 + 1*4, B .5*3 + 0, C 0 + .5*3 = 4 + 1.5 + 1.5 = 7
        QCOMPARE(t.rows[3].sonnebornBerger, 7.0);
        // Results against each other, in the table's order: A's row against B: 1 (White), ½
        // (Black).
        const auto& ab = t.rows[0].against[1];
        QCOMPARE(int(ab.size()), 2);
        QCOMPARE(ab[0].score, 1.0);
        QCOMPARE(ab[0].white, true);
        QCOMPARE(ab[1].score, 0.5);
        QCOMPARE(ab[1].white, false);
        QVERIFY(t.rows[0].against[0].empty()); // not against oneself
        // D's row against A: 0 (Black), 1 (White).
        const auto& da = t.rows[3].against[0];
        QCOMPARE(da[0].score + da[1].score, 1.0);
        // Performance: A scored 4 of 6 against 2100, 2100, 2000, 2000, 1900, 1900 (2000):
        // 2000 + 400 log10(2) = 2120.
        QCOMPARE(t.rows[0].performance, 2120);
        // D: 2 of 6 against 2200, 2200, 2100, 2100, 2000, 2000: 2100 - 120 = 1980.
        QCOMPARE(t.rows[3].performance, 1980);
        QCOMPARE(t.rows[0].elo, 2200);
        QCOMPARE(t.rows[0].games, 6);
        QCOMPARE(t.unfinished, 0);
    }

    void unfinishedGamesAndTiesInAnEvent() {
        // An unfinished game is listed but scores nothing; players level on points and
        // Sonneborn-Berger are split by their game, then by name.
        std::vector<GameSummary> games = {
            game("Zoe", "Yuri", W),
            game("Yuri", "Xena", W),
            game("Xena", "Zoe", W),
            game("Zoe", "Wim", U),
        };
        const Crosstable t = crosstable(games);
        QCOMPARE(t.unfinished, 1);
        QCOMPARE(int(t.rows.size()), 4);
        // Zoe, Yuri and Xena: 1 point each, SB 1 each; no game between all three decides:
        // the name then.
        QCOMPARE(t.rows[0].name, std::string("Xena"));
        QCOMPARE(t.rows[1].name, std::string("Yuri"));
        QCOMPARE(t.rows[2].name, std::string("Zoe"));
        QCOMPARE(t.rows[3].name, std::string("Wim"));
        QCOMPARE(t.rows[3].games, 0); // the unfinished game is not counted
        QCOMPARE(int(t.rows[2].against[3].size()), 1);
        QVERIFY(t.rows[2].against[3][0].unfinished);
        // Two players level on points and Sonneborn-Berger: the winner of their game first.
        // Cid and Dan 1.5 each, Sonneborn-Berger 1.75 each; Dan beat Cid.
        const Crosstable level = crosstable(std::vector<GameSummary>{
            game("Ann", "Bob", W), game("Ann", "Cid", D), game("Ann", "Dan", W),
            game("Bob", "Cid", B), game("Bob", "Dan", D), game("Cid", "Dan", B)});
        QStringList order;
        for (const CrosstableRow& r : level.rows) order << QString::fromStdString(r.name);
        QCOMPARE(order.join(' '), QString("Ann Dan Cid Bob"));
        QCOMPARE(level.rows[1].sonnebornBerger, 1.75);
        QCOMPARE(level.rows[2].sonnebornBerger, 1.75);
    }
};

QTEST_APPLESS_MAIN(TestTournament)
#include "tst_tournament.moc"
