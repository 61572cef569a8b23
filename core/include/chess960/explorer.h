// The opening explorer's count: for one position, the moves played from it in a set of games
// (each its start position and its main line as two-byte moves, as a game index keeps them),
// with how often, how each scored, the share of draws, the players' average Elo and year, and
// the performance of the side that moves. The games are replayed move by
// move; a game counts once, at its first arrival in the position, whatever the move order that
// led there (transpositions included). Tallies of parts of the games, made on several threads,
// merge into one.
#pragma once

#include "chess960/game.h"
#include "chess960/position.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace chess960 {

/// \brief The move stored in two bytes (Move::raw()).
constexpr Move moveFromRaw(uint16_t raw) {
    return Move(Square(raw & 63), Square((raw >> 6) & 63), Move::Kind(raw >> 14),
                PieceType(((raw >> 12) & 3) + Knight));
}

/// \brief One move played from the position, and how its games went.
struct ExplorerMove {
    Move move;
    int games = 0;
    int whiteWins = 0, draws = 0, blackWins = 0; ///< of the games that have a result
    long long eloSum = 0; ///< of the ratings known (both players' of each game)
    int eloCount = 0;
    long long yearSum = 0; ///< of the games whose year is known
    int yearCount = 0;
    /// Of the games with a result whose player against the side that moves is rated: that
    /// player's ratings, how many, and the mover's points in halves.
    long long opponentEloSum = 0;
    int ratedGames = 0;
    int moverHalfPoints = 0;
    /// \brief White's score in per cent (a win 1, a draw 1/2) over the games with a result;
    /// -1 when none has one.
    double whiteScore() const;
    /// \brief Draws in per cent of the games with a result; -1 when none has one.
    double drawPercent() const;
    /// \brief The players' average Elo, 0 when no rating is known.
    int averageElo() const;
    /// \brief The average year the games were played, 0 when no year is known.
    int averageYear() const;
    /// \brief The performance rating of the side that moves in the position: its opponents'
    /// average rating plus 400 log10(p / (1 - p)) for its score p (the logistic rating
    /// formula), held within 800 of the average (reached at 0 % and 100 %); 0 when no game has
    /// a result and a rated opponent.
    int performance() const;
};

class ExplorerTally {
public:
    explicit ExplorerTally(const Position& target);

    /// \brief One game: its start, its main line, result, ratings and the year it was played
    /// (0 when unknown). A move that is not legal ends the game's replay (the rest is not
    /// counted).
    void add(const Position& start, std::span<const uint16_t> moves, GameResult result,
             int whiteElo = 0, int blackElo = 0, int year = 0);
    /// \brief Another tally of the same position, of other games.
    void merge(const ExplorerTally& other);

    /// \brief The moves, most played first (then by the move's code, so that the order is the
    /// same on every run).
    std::vector<ExplorerMove> moves() const;
    /// \brief Games that reached the position (with or without a move from it), and games
    /// looked at.
    int reached() const { return reached_; }
    int looked() const { return looked_; }

private:
    Position target_;
    uint64_t key_;
    std::unordered_map<uint16_t, ExplorerMove> moves_;
    int reached_ = 0;
    int looked_ = 0;
};

} // namespace chess960
