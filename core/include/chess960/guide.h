// The Chess960 guide: each of the 960 start positions as the built-in engine judged it after
// the same deep fixed search - the evaluation, the best three first moves with their scores
// and a short principal line. The guide is data made by `chess960-tune guide` (see
// core/engine/README.md, "The Chess960 guide") and compiled into the core from
// core/guide/guide960.txt; this header reads, writes and answers from it, without an engine.
//
// The file is text, one start position a line, after '#' comments and one "depth D" line:
//
//     518 26 | e2e4 26 d2d4 22 g1f3 15 | e2e4 e7e5 g1f3 b8c6 f1b5
//
// the Scharnagl number, the evaluation in centipawns from White's view, the best moves (UCI,
// a castle as the king onto its own rook) each with its score, then the principal line.
#pragma once

#include "chess960/expected.h"
#include "chess960/position.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief A start position is called balanced when the engine's evaluation is within this
/// many centipawns of level (either side): about the most even quarter of the 960 (220 in the
/// guide made at depth 20, whose median is +0.20).
constexpr int kBalancedCentipawns = 15;

/// \brief One first move and its score, centipawns from White's view.
struct GuideMove {
    std::string uci;
    int score = 0;
    bool operator==(const GuideMove&) const = default;
};

/// \brief The depth a Double Fischer Random pair is judged at on request when the guide holds
/// no depth of its own (the guide's depth otherwise, that of the shipped guide being 20).
inline constexpr int kPairDepthWithoutGuide = 20;

/// \brief A best first move as a player reads it: the move, its SAN and its score.
struct GuideFirstMove {
    Move move;
    std::string san;
    int score = 0;
};

/// \brief What the guide says of one start position (or of a Double Fischer Random pair, when
/// judged on request).
struct GuideEntry {
    int number = -1;               ///< Scharnagl number; for a pair, its DFRC number
    int score = 0;                 ///< centipawns from White's view
    std::vector<GuideMove> best;   ///< up to three, best first
    std::vector<std::string> line; ///< the principal line from the start, UCI

    bool balanced() const { return score >= -kBalancedCentipawns && score <= kBalancedCentipawns; }
    /// \brief The line as moves from start, the position judged (up to a move not legal there).
    std::vector<Move> lineMoves(const Position& start) const;
    /// \brief The best first moves legal from start, the position judged, best first, at most
    /// `most` of them.
    std::vector<GuideFirstMove> firstMoves(const Position& start, size_t most = 3) const;
    bool operator==(const GuideEntry&) const = default;
};

class Guide {
public:
    /// \brief Reads a guide (see the file comment). Every move must be legal from its start
    /// position and no position may come twice; an error names the line and what is wrong.
    static Expected<Guide> parse(std::string_view text);

    /// \brief The guide compiled into the program.
    static const Guide& builtIn();

    /// \brief The file text: the comments given (each line gets its '#'), the depth line and
    /// the entries in number order.
    std::string write(std::string_view comments = {}) const;

    /// \brief The search depth every entry was judged at (0 for an empty guide).
    int depth() const { return depth_; }
    void setDepth(int depth) { depth_ = depth; }
    /// \brief How many of the 960 it has.
    int size() const;
    /// \brief The entry of start position number, if the guide has it.
    const GuideEntry* find(int number) const;
    /// \brief Adds or replaces the entry of entry.number (0..959).
    void set(GuideEntry entry);

    /// \brief The start positions whose evaluation is balanced, in number order.
    std::vector<int> balancedNumbers() const;
    /// \brief The place of start position number among those the guide has, the most even
    /// first (1 = nearest to level); ties share the smaller place. 0 when not in the guide.
    int evennessPlace(int number) const;

private:
    int depth_ = 0;
    std::array<std::optional<GuideEntry>, 960> entries_;
};

/// \brief A start position drawn uniformly from those the guide compiled in calls balanced
/// (from all 960 when it has none), seeded afresh from std::random_device.
int randomBalancedStartNumber();

/// \brief One line of the file for entry (no newline).
std::string formatGuideLine(const GuideEntry& entry);
/// \brief Reads one entry line (not a comment or the depth line); moves are checked against
/// start, the position of entry.number. The error's position is the column.
Expected<GuideEntry> parseGuideLine(std::string_view line, const Position& start);

/// \brief A score as players read it: "+0.26", "-0.05", "0.00".
std::string guideScoreText(int centipawns);

} // namespace chess960
