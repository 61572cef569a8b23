#include "chess960/tournament.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace chess960 {

int yearOfDate(std::string_view date) {
    if (date.size() < 4 ||
        !std::all_of(date.begin(), date.begin() + 4, [](char c) { return c >= '0' && c <= '9'; }))
        return 0;
    return (date[0] - '0') * 1000 + (date[1] - '0') * 100 + (date[2] - '0') * 10 + (date[3] - '0');
}

void widenDates(std::string& first, std::string& last, const std::string& date) {
    if (yearOfDate(date) == 0) return;
    if (first.empty() || date < first) first = date;
    if (last.empty() || date > last) last = date;
}

int performanceRating(double averageOpponent, double score) {
    constexpr double kWidest = 800;
    const double difference =
        score <= 0   ? -kWidest
        : score >= 1 ? kWidest
                     : std::clamp(400 * std::log10(score / (1 - score)), -kWidest, kWidest);
    return int(std::lround(averageOpponent + difference));
}

bool namesAPlayer(const std::string& name) {
    return !name.empty() && name != "?" && name != "-";
}

namespace {

// The points of the side, in halves: 2 a win, 1 a draw; -1 when the game has no result.
int halfPoints(GameResult result, bool white) {
    switch (result) {
    case GameResult::WhiteWins: return white ? 2 : 0;
    case GameResult::BlackWins: return white ? 0 : 2;
    case GameResult::Draw: return 1;
    case GameResult::Ongoing: return -1;
    }
    return -1;
}

} // namespace

double PlayerStats::percent() const {
    const int decided = wins + draws + losses;
    return decided ? 100.0 * points() / decided : -1.0;
}

int PlayerStats::performance() const {
    if (ratedGames == 0) return 0;
    return performanceRating(double(opponentEloSum) / ratedGames,
                             ratedHalfPoints / (2.0 * ratedGames));
}

void PlayerTally::addSide(const GameSummary& g, bool white) {
    const std::string& name = white ? g.white : g.black;
    if (!namesAPlayer(name)) return;
    Entry& e = players_[name];
    PlayerStats& p = e.stats;
    if (p.name.empty()) p.name = name;
    ++p.games;
    ++(white ? p.white : p.black);
    const int half = halfPoints(g.result, white);
    if (half == 2) ++p.wins;
    if (half == 1) ++p.draws;
    if (half == 0) ++p.losses;
    const int own = white ? g.whiteElo : g.blackElo;
    if (own > 0) {
        p.lowestElo = p.lowestElo ? std::min(p.lowestElo, own) : own;
        p.highestElo = std::max(p.highestElo, own);
    }
    const int opponent = white ? g.blackElo : g.whiteElo;
    if (opponent > 0 && half >= 0) {
        p.opponentEloSum += opponent;
        ++p.ratedGames;
        p.ratedHalfPoints += half;
    }
    widenDates(p.firstDate, p.lastDate, g.date);
    ++e.starts[g.startNumber >= 0 ? g.startNumber : -1];
}

void PlayerTally::add(const GameSummary& game) {
    addSide(game, true);
    addSide(game, false);
}

void PlayerTally::merge(const PlayerTally& other) {
    for (const auto& [name, o] : other.players_) {
        Entry& e = players_[name];
        PlayerStats& p = e.stats;
        const PlayerStats& q = o.stats;
        if (p.name.empty()) {
            e = o;
            continue;
        }
        p.games += q.games;
        p.white += q.white;
        p.black += q.black;
        p.wins += q.wins;
        p.draws += q.draws;
        p.losses += q.losses;
        if (q.lowestElo)
            p.lowestElo = p.lowestElo ? std::min(p.lowestElo, q.lowestElo) : q.lowestElo;
        p.highestElo = std::max(p.highestElo, q.highestElo);
        if (!q.firstDate.empty() && (p.firstDate.empty() || q.firstDate < p.firstDate))
            p.firstDate = q.firstDate;
        if (!q.lastDate.empty() && (p.lastDate.empty() || q.lastDate > p.lastDate))
            p.lastDate = q.lastDate;
        p.opponentEloSum += q.opponentEloSum;
        p.ratedGames += q.ratedGames;
        p.ratedHalfPoints += q.ratedHalfPoints;
        for (const auto& [sp, n] : o.starts) e.starts[sp] += n;
    }
}

std::vector<PlayerStats> PlayerTally::players() const {
    std::vector<PlayerStats> out;
    out.reserve(players_.size());
    for (const auto& [name, e] : players_) {
        PlayerStats p = e.stats;
        p.startPositions.assign(e.starts.begin(), e.starts.end());
        std::sort(p.startPositions.begin(), p.startPositions.end(),
                  [](const auto& a, const auto& b) {
                      return a.second != b.second ? a.second > b.second : a.first < b.first;
                  });
        out.push_back(std::move(p));
    }
    std::sort(out.begin(), out.end(), [](const PlayerStats& a, const PlayerStats& b) {
        return a.games != b.games ? a.games > b.games : a.name < b.name;
    });
    return out;
}

Crosstable crosstable(const std::vector<GameSummary>& games) {
    Crosstable out;
    // The players, numbered as met; each one's games.
    std::map<std::string, int> ids;
    std::vector<CrosstableRow> rows;
    struct Played {
        int white, black;
        const GameSummary* game;
    };
    std::vector<Played> played;
    const auto id = [&](const std::string& name) {
        const auto [it, added] = ids.emplace(name, int(rows.size()));
        if (added) {
            CrosstableRow row;
            row.name = name;
            rows.push_back(std::move(row));
        }
        return it->second;
    };
    for (const GameSummary& g : games) {
        if (!namesAPlayer(g.white) || !namesAPlayer(g.black)) continue;
        played.push_back({id(g.white), id(g.black), &g});
    }
    std::vector<long long> opponentElo(rows.size(), 0);
    std::vector<int> rated(rows.size(), 0), ratedHalves(rows.size(), 0);
    for (const Played& p : played) {
        for (bool white : {true, false}) {
            const int me = white ? p.white : p.black;
            const int own = white ? p.game->whiteElo : p.game->blackElo;
            const int theirs = white ? p.game->blackElo : p.game->whiteElo;
            rows[size_t(me)].elo = std::max(rows[size_t(me)].elo, own);
            const int half = halfPoints(p.game->result, white);
            if (half < 0) continue;
            rows[size_t(me)].points += half / 2.0;
            ++rows[size_t(me)].games;
            if (theirs > 0) {
                opponentElo[size_t(me)] += theirs;
                ++rated[size_t(me)];
                ratedHalves[size_t(me)] += half;
            }
        }
        if (p.game->result == GameResult::Ongoing) ++out.unfinished;
    }
    for (const Played& p : played) {
        for (bool white : {true, false}) {
            const int me = white ? p.white : p.black, them = white ? p.black : p.white;
            const int half = halfPoints(p.game->result, white);
            if (half > 0)
                rows[size_t(me)].sonnebornBerger += half / 2.0 * rows[size_t(them)].points;
        }
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (rated[i])
            rows[i].performance = performanceRating(double(opponentElo[i]) / rated[i],
                                                    ratedHalves[i] / (2.0 * rated[i]));
    // The order: points, Sonneborn-Berger; players still level by the points of the games
    // among them; then by name.
    std::vector<int> order(rows.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = int(i);
    const auto level = [&](int a, int b) {
        return rows[size_t(a)].points == rows[size_t(b)].points &&
               rows[size_t(a)].sonnebornBerger == rows[size_t(b)].sonnebornBerger;
    };
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const CrosstableRow &x = rows[size_t(a)], &y = rows[size_t(b)];
        if (x.points != y.points) return x.points > y.points;
        return x.sonnebornBerger > y.sonnebornBerger;
    });
    for (size_t from = 0; from < order.size();) {
        size_t to = from + 1;
        while (to < order.size() && level(order[from], order[to])) ++to;
        if (to - from > 1) {
            std::vector<bool> inGroup(rows.size(), false);
            for (size_t i = from; i < to; ++i) inGroup[size_t(order[i])] = true;
            std::vector<int> among(rows.size(), 0);
            for (const Played& p : played)
                if (inGroup[size_t(p.white)] && inGroup[size_t(p.black)])
                    for (bool white : {true, false})
                        among[size_t(white ? p.white : p.black)] +=
                            std::max(0, halfPoints(p.game->result, white));
            std::sort(order.begin() + long(from), order.begin() + long(to), [&](int a, int b) {
                if (among[size_t(a)] != among[size_t(b)])
                    return among[size_t(a)] > among[size_t(b)];
                return rows[size_t(a)].name < rows[size_t(b)].name;
            });
        }
        from = to;
    }
    std::vector<int> place(rows.size());
    for (size_t i = 0; i < order.size(); ++i) place[size_t(order[i])] = int(i);
    for (int i : order) {
        out.rows.push_back(rows[size_t(i)]);
        out.rows.back().against.resize(rows.size());
    }
    for (const Played& p : played)
        for (bool white : {true, false}) {
            const int me = white ? p.white : p.black, them = white ? p.black : p.white;
            const int half = halfPoints(p.game->result, white);
            out.rows[size_t(place[size_t(me)])].against[size_t(place[size_t(them)])].push_back(
                PairingGame{half < 0 ? 0.0 : half / 2.0, white, half < 0});
        }
    return out;
}

} // namespace chess960
