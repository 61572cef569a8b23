// The measures of a review, as lichess publishes them: winning chances from centipawns, the
// classes of moves by the chances they give away, accuracy from win percentages, and the
// per-side summary.
#include "chess960/review/review.h"

#include "reviewlines.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace chess960::review {

int moveClassNag(MoveClass c) {
    switch (c) {
    case MoveClass::Inaccuracy: return 6;
    case MoveClass::Mistake: return 2;
    case MoveClass::Blunder: return 4;
    case MoveClass::Good: break;
    }
    return 0;
}

int clampedCentipawns(int score) {
    if (isMateScore(score)) return score > 0 ? 1000 : -1000;
    return std::clamp(score, -1000, 1000);
}

double winningChances(int score) {
    // A mate is certain; past +-1000 cp the curve is flat enough that more pawns change
    // nothing a player would notice, which is what keeps lost positions from being marked.
    if (isMateScore(score)) return score > 0 ? 1.0 : -1.0;
    return 2.0 / (1.0 + std::exp(-0.00368208 * clampedCentipawns(score))) - 1.0;
}

double winPercent(int score) {
    return 50.0 + 50.0 * winningChances(score);
}

MoveClass classifyLoss(double chancesLost) {
    if (chancesLost >= 0.3) return MoveClass::Blunder;
    if (chancesLost >= 0.2) return MoveClass::Mistake;
    if (chancesLost >= 0.1) return MoveClass::Inaccuracy;
    return MoveClass::Good;
}

double moveAccuracy(double winPercentBefore, double winPercentAfter) {
    const double raw =
        103.1668 * std::exp(-0.04354 * (winPercentBefore - winPercentAfter)) - 3.1669;
    return std::clamp(raw, 0.0, 100.0);
}

namespace {

double standardDeviation(const std::vector<double>& v) {
    if (v.empty()) return 0;
    double mean = 0;
    for (double x : v) mean += x;
    mean /= double(v.size());
    double sum = 0;
    for (double x : v) sum += (x - mean) * (x - mean);
    return std::sqrt(sum / double(v.size()));
}

// White's win percentage in each position of the main line (0 = the start), where known.
std::vector<std::optional<double>> whiteWinPercents(const GameReview& review) {
    std::vector<std::optional<double>> wp(review.moves.size() + 1);
    for (size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview& m = review.moves[i];
        if (!m.reviewed) continue;
        const double after = winPercent(m.scoreAfter);
        wp[i + 1] = m.mover == White ? after : 100.0 - after;
        if (!wp[i]) {
            const double before = winPercent(m.scoreBefore);
            wp[i] = m.mover == White ? before : 100.0 - before;
        }
    }
    return wp;
}

} // namespace

// Game accuracy per side, after lichess: a move counts for more where the game was sharp.
// Each move is weighted by how much White's win percentage moved around it: the standard
// deviation over a window of `w` positions ending with the position after the move (the
// first w for the opening moves), w = plies / 10 kept within 2..8, the weight kept within
// 0.5..12 so that a quiet stretch still counts and one wild swing does not count for all.
// The side's accuracy is the mean of that weighted mean and the harmonic mean of its move
// accuracies: the weighted mean alone lets many easy moves hide a blunder, the harmonic mean
// lets one bad move weigh as much as it hurt. A move accuracy of 0 counts as 0.01 in the
// harmonic mean so that it stays defined.
void summarizeReview(GameReview& review) {
    const auto wp = whiteWinPercents(review);
    const int positions = int(wp.size());
    const int window = std::clamp(positions / 10, 2, 8);
    struct Sums {
        double weighted = 0, weights = 0, inverse = 0, centipawns = 0;
    } sums[2];
    for (Color c : {White, Black}) review.sides[c] = SideSummary{};
    for (size_t i = 0; i < review.moves.size(); ++i) {
        const MoveReview& m = review.moves[i];
        if (!m.reviewed) continue;
        SideSummary& side = review.sides[m.mover];
        ++side.moves;
        side.inaccuracies += m.kind == MoveClass::Inaccuracy;
        side.mistakes += m.kind == MoveClass::Mistake;
        side.blunders += m.kind == MoveClass::Blunder;
        const int end = std::max(int(i) + 2, window);
        std::vector<double> around;
        for (int k = std::max(0, end - window); k < std::min(end, positions); ++k)
            if (wp[size_t(k)]) around.push_back(*wp[size_t(k)]);
        const double weight = std::clamp(standardDeviation(around), 0.5, 12.0);
        Sums& s = sums[m.mover];
        s.weighted += weight * m.accuracy;
        s.weights += weight;
        s.inverse += 1.0 / std::max(m.accuracy, 0.01);
        s.centipawns += m.centipawnLoss;
    }
    for (Color c : {White, Black}) {
        SideSummary& side = review.sides[c];
        if (side.moves == 0) continue;
        const Sums& s = sums[c];
        const double harmonic = double(side.moves) / s.inverse;
        side.accuracy = (s.weighted / s.weights + harmonic) / 2.0;
        side.averageCentipawnLoss = s.centipawns / double(side.moves);
    }
}

} // namespace chess960::review
