// Players and events over a database's games, as a game index lists them (players, result,
// ratings, date, event, start position): each player's games, score, rating range, first and
// last date, start positions played and performance (the player finder); and one event's
// crosstable with each pairing's results, the scores, Sonneborn-Berger and each player's
// performance. Performance everywhere is the opponents' average rating plus
// 400 log10(p / (1 - p)) for the score p (the logistic rating formula), held within 800 of the
// average (reached at 0 % and 100 %).
#pragma once

#include "chess960/game.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace chess960 {

/// \brief One game as a database's index has it.
struct GameSummary {
    std::string white, black;
    GameResult result = GameResult::Ongoing;
    int whiteElo = 0, blackElo = 0; ///< 0 when not known
    std::string date;               ///< as PGN writes it: YYYY.MM.DD, ?? for unknown parts
    std::string event, site, round;
    int startNumber = -1; ///< the Chess960 start position, -1 for another start
};

/// \brief The year of a PGN date ("2024.05.17" gives 2024); 0 when the year is not known
/// ("????.??.??", "").
int yearOfDate(std::string_view date);
/// \brief Widens first..last (empty when none yet) to take in date, when its year is known.
void widenDates(std::string& first, std::string& last, const std::string& date);

/// \brief The performance rating of a score (0 to 1) against opponents of this average rating.
int performanceRating(double averageOpponent, double score);

/// \brief Whether a player's name names someone ("?", "-" and empty do not).
bool namesAPlayer(const std::string& name);

struct PlayerStats {
    std::string name;
    int games = 0;
    int white = 0, black = 0;
    int wins = 0, draws = 0, losses = 0; ///< of the games with a result
    int lowestElo = 0, highestElo = 0;   ///< of the player's own ratings; 0 when none known
    std::string firstDate, lastDate;     ///< of the dates whose year is known; "" when none
    /// (start position, games), most played first; -1 stands for other starts
    std::vector<std::pair<int, int>> startPositions;
    /// Of the games with a result against a rated opponent: the ratings, how many, the
    /// player's points in halves.
    long long opponentEloSum = 0;
    int ratedGames = 0;
    int ratedHalfPoints = 0;

    double points() const { return wins + 0.5 * draws; }
    /// \brief Points in per cent of the games with a result; -1 when none has one.
    double percent() const;
    /// \brief 0 when no game has a result and a rated opponent.
    int performance() const;
};

/// \brief Players met game by game; memory follows the players, not the games.
class PlayerTally {
public:
    void add(const GameSummary& game);
    /// \brief Another tally, of other games.
    void merge(const PlayerTally& other);
    /// \brief Every player, most games first, then by name.
    std::vector<PlayerStats> players() const;

private:
    struct Entry {
        PlayerStats stats;
        std::unordered_map<int, int> starts;
    };
    void addSide(const GameSummary& g, bool white);
    std::unordered_map<std::string, Entry> players_;
};

/// \brief One game of a pairing, seen from the row's player.
struct PairingGame {
    double score = 0;        ///< 1, 0.5 or 0 (nothing when unfinished)
    bool white = false;      ///< the row's player had White
    bool unfinished = false; ///< no result yet
};

struct CrosstableRow {
    std::string name;
    int elo = 0;   ///< the highest rating the player had in the event, 0 when none
    int games = 0; ///< with a result
    double points = 0;
    double sonnebornBerger = 0;
    int performance = 0; ///< 0 when no game has a result and a rated opponent
    /// against[i]: the games against the player of row i, in the order given
    std::vector<std::vector<PairingGame>> against;
};

struct Crosstable {
    /// By points, then Sonneborn-Berger, then the points of the games among the players still
    /// level, then name.
    std::vector<CrosstableRow> rows;
    int unfinished = 0; ///< games without a result
};

/// \brief The crosstable of these games (an event's); games whose players are not named are
/// left out.
Crosstable crosstable(const std::vector<GameSummary>& games);

} // namespace chess960
