#include "chess960/explorer.h"

#include "chess960/tournament.h"

#include <algorithm>

namespace chess960 {

double ExplorerMove::whiteScore() const {
    const int decided = whiteWins + draws + blackWins;
    return decided ? 100.0 * (whiteWins + 0.5 * draws) / decided : -1.0;
}

double ExplorerMove::drawPercent() const {
    const int decided = whiteWins + draws + blackWins;
    return decided ? 100.0 * draws / decided : -1.0;
}

int ExplorerMove::averageElo() const {
    return eloCount ? int((eloSum + eloCount / 2) / eloCount) : 0;
}

int ExplorerMove::averageYear() const {
    return yearCount ? int((yearSum + yearCount / 2) / yearCount) : 0;
}

int ExplorerMove::performance() const {
    if (ratedGames == 0) return 0;
    return performanceRating(double(opponentEloSum) / ratedGames,
                             moverHalfPoints / (2.0 * ratedGames));
}

ExplorerTally::ExplorerTally(const Position& target) : target_(target), key_(target.key()) {}

void ExplorerTally::add(const Position& start, std::span<const uint16_t> moves, GameResult result,
                        int whiteElo, int blackElo, int year) {
    ++looked_;
    Position pos = start;
    // The key finds the position; the board, side and rights make sure of it (not the clocks:
    // the same position reached by another order of moves counts).
    const auto here = [&] { return pos.samePosition(target_); };
    for (size_t i = 0;; ++i) {
        if (pos.key() == key_ && here()) {
            ++reached_;
            if (i == moves.size()) return;
            const Move m = moveFromRaw(moves[i]);
            if (!pos.isLegal(m)) return;
            ExplorerMove& e = moves_[m.raw()];
            e.move = m;
            ++e.games;
            if (result == GameResult::WhiteWins) ++e.whiteWins;
            if (result == GameResult::Draw) ++e.draws;
            if (result == GameResult::BlackWins) ++e.blackWins;
            for (int elo : {whiteElo, blackElo})
                if (elo > 0) {
                    e.eloSum += elo;
                    ++e.eloCount;
                }
            if (year > 0) {
                e.yearSum += year;
                ++e.yearCount;
            }
            const bool white = pos.sideToMove() == White;
            const int opponent = white ? blackElo : whiteElo;
            if (opponent > 0 && result != GameResult::Ongoing) {
                e.opponentEloSum += opponent;
                ++e.ratedGames;
                const GameResult won = white ? GameResult::WhiteWins : GameResult::BlackWins;
                e.moverHalfPoints += result == won ? 2 : result == GameResult::Draw ? 1 : 0;
            }
            return;
        }
        if (i == moves.size()) return;
        const Move m = moveFromRaw(moves[i]);
        if (!pos.isLegal(m)) return;
        Position::Undo undo;
        pos.makeMove(m, undo);
    }
}

void ExplorerTally::merge(const ExplorerTally& other) {
    reached_ += other.reached_;
    looked_ += other.looked_;
    for (const auto& [raw, o] : other.moves_) {
        ExplorerMove& e = moves_[raw];
        e.move = o.move;
        e.games += o.games;
        e.whiteWins += o.whiteWins;
        e.draws += o.draws;
        e.blackWins += o.blackWins;
        e.eloSum += o.eloSum;
        e.eloCount += o.eloCount;
        e.yearSum += o.yearSum;
        e.yearCount += o.yearCount;
        e.opponentEloSum += o.opponentEloSum;
        e.ratedGames += o.ratedGames;
        e.moverHalfPoints += o.moverHalfPoints;
    }
}

std::vector<ExplorerMove> ExplorerTally::moves() const {
    std::vector<ExplorerMove> out;
    out.reserve(moves_.size());
    for (const auto& [raw, e] : moves_) out.push_back(e);
    std::sort(out.begin(), out.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        return a.games != b.games ? a.games > b.games : a.move.raw() < b.move.raw();
    });
    return out;
}

} // namespace chess960
