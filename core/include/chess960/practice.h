// Castling practice: questions about one castle, grading of the player's answer, what to
// show as the explanation, and the statistics kept between sessions. Two drills: castle on a
// start position (the pieces other than king and rooks lifted off), and castle or say why not
// in a position reached by play.
#pragma once

#include "chess960/castling.h"
#include "chess960/expected.h"
#include "chess960/position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief What a player can answer about one castle: make it, or one reason it is illegal.
/// PassesAttacked and LandsOnAttacked differ by whether the attacked square is the king's
/// target; the king's own start square attacked only once its rook is lifted counts as passed.
enum class CastleAnswer {
    Castle,
    KingInCheck,
    PassesAttacked,
    LandsOnAttacked,
    PathBlocked,
    RightLost
};

/// \brief How many CastleAnswer values there are.
constexpr int kCastleAnswerCount = 6;

/// \brief "castle", "king in check", "passes an attacked square", "lands on an attacked
/// square", "path blocked", "right lost".
std::string_view castleAnswerText(CastleAnswer a);
/// \brief A stable key for files: "castle", "in-check", "passes", "lands", "blocked", "lost".
std::string_view castleAnswerKey(CastleAnswer a);

/// \brief The reason one obstacle stands for (never Castle).
CastleAnswer reasonOf(const CastleAnalysis& a, const CastleObstacle& o);
/// \brief The distinct reasons a castle is illegal now, in CastleAnswer order; {Castle} when
/// it is legal.
std::vector<CastleAnswer> castleAnswers(const CastleAnalysis& a);

/// \brief True for the geometries players find awkward: king or rook stays put, the two swap,
/// the king moves one square, the king is first to move or must wait for the rook, or the rook
/// jumps over the king.
bool isAwkwardCastle(const CastleAnalysis& a);

/// \brief The two drills.
enum class DrillKind { StartPosition, InPlay };

/// \brief One question: a position, the castle asked about, and its analysis there.
struct PracticeQuestion {
    DrillKind kind = DrillKind::StartPosition;
    /// \brief The Scharnagl number of the start position the question comes from.
    int startNumber = -1;
    /// \brief The position to answer on; the asked colour is to move.
    Position position;
    Color color = White;
    CastleSide side = CastleSide::HSide;
    /// \brief The castle in `position`.
    CastleAnalysis analysis;
    /// \brief The same castle in the start position: its method stays known after the right
    /// is lost, so statistics per method count every question.
    CastleAnalysis geometry;
    /// \brief The plies played from the start position to reach `position` (InPlay only).
    std::vector<Move> moves;

    /// \brief "White: castle h-side (O-O)" or "Black: castle a-side (O-O-O), or say why not".
    std::string prompt() const;
    /// \brief The right answer: Castle or the reasons the castle is illegal.
    std::vector<CastleAnswer> expected() const { return castleAnswers(analysis); }
};

/// \brief The squares and sentences that explain a castle's answer on a board.
struct CastleExplanation {
    Bitboard blockers = 0;    ///< pieces standing where the castle needs empty squares
    Bitboard attacked = 0;    ///< king squares attacked (with king and rook lifted)
    Bitboard attackers = 0;   ///< enemy pieces giving check or attacking those squares
    Bitboard path = 0;        ///< squares that must be empty
    Bitboard kingSquares = 0; ///< squares that must not be attacked: the king's start, the
                              ///< squares it crosses, its target
    /// \brief King and rook start and target squares (NoSquare when the right is lost).
    Square kingFrom = NoSquare, kingTo = NoSquare, rookFrom = NoSquare, rookTo = NoSquare;
    /// \brief One sentence per line: what the castle is, then each obstacle.
    std::vector<std::string> lines;
};

/// \brief What to show for a castle: highlights and sentences, from analyseCastle.
CastleExplanation explainCastle(const CastleAnalysis& a);

/// \brief The verdict on one answer.
struct PracticeGrade {
    bool correct = false;
    /// \brief What the player answered, in words ("castle", "king in check", or the move).
    std::string given;
    /// \brief The right answer in words, e.g. "castle: king e1->g1, rook h1->f1".
    std::string expected;
    /// \brief The position after the castle when it is legal (the correct result to show).
    Position result;
    bool hasResult = false;
    CastleExplanation explanation;
};

/// \brief Grades a move made on the board: right when it is the castle asked for.
PracticeGrade gradeMove(const PracticeQuestion& q, Move played);
/// \brief Grades an answer chosen from the list: Castle is right when the castle is legal; a
/// reason is right when it is one of the reasons the castle is illegal.
PracticeGrade gradeAnswer(const PracticeQuestion& q, CastleAnswer answer);

/// \brief Grades an attempt on the board to castle towards `side`, legal or not (see
/// castleAttemptSide): towards the side asked about it is the answer Castle; the other side's
/// castle is wrong.
PracticeGrade gradeCastleAttempt(const PracticeQuestion& q, CastleSide side);

/// \brief What a drill asks about: everything (nothing set), or what a player needs to learn:
/// one castling method (drill 1), one side, one answer (drill 2: a legal castle or one reason
/// a castle is not allowed), one start position (both drills).
struct PracticeFocus {
    std::optional<CastleMethod> method;
    std::optional<CastleSide> side;
    std::optional<CastleAnswer> answer;
    std::optional<int> startNumber;
    bool operator==(const PracticeFocus&) const = default;
};

/// \brief Makes questions from a seeded generator, so a seed always gives the same drill.
/// Both drills favour awkward geometries; the in-play drill mixes legal castles with every
/// reason for an illegal one.
class PracticeGenerator {
public:
    /// \brief A generator whose questions are fixed by seed.
    explicit PracticeGenerator(uint64_t seed);
    /// \brief From now on the questions are about `focus` only.
    void setFocus(const PracticeFocus& focus);
    const PracticeFocus& focus() const { return focus_; }
    /// \brief Drill 1: a start position with only kings, rooks and pawns left, and one castle.
    PracticeQuestion startPositionQuestion();
    /// \brief Drill 1 on a given start position, castle and colour.
    static PracticeQuestion startPositionQuestion(int number, Color c, CastleSide s);
    /// \brief Drill 2: a position reached by plausible play, and one castle of the side to
    /// move. The answers wanted are drawn from a bag, without putting back until it is
    /// empty: every seven questions hold a legal castle twice and each reason once.
    PracticeQuestion inPlayQuestion();
    /// \brief Drill 2 aiming for a particular answer; another answer only when none was found
    /// within a bounded search.
    PracticeQuestion inPlayQuestion(CastleAnswer wanted);

private:
    int below(int n);
    void pickCastle(int& number, CastleSide& side);
    Move plausibleMove(const Position& pos);

    std::mt19937_64 rng_;
    int nextTarget_ = 0;
    std::vector<CastleAnswer> bag_; // the answers still to be asked in this round
    PracticeFocus focus_;
};

/// \brief Right and wrong answers, the streak and the time spent, kept between sessions.
struct PracticeStats {
    struct Tally {
        int right = 0, wrong = 0;
        bool operator==(const Tally&) const = default;
    };
    /// \brief Per castling method (index: CastleMethod).
    std::array<Tally, 4> byMethod{};
    /// \brief Per right answer (index: CastleAnswer).
    std::array<Tally, kCastleAnswerCount> byAnswer{};
    int streak = 0;
    int bestStreak = 0;
    int64_t totalMs = 0;

    /// \brief Counts one graded answer that took ms milliseconds.
    void record(const PracticeQuestion& q, const PracticeGrade& g, int64_t ms);
    /// \brief Answers counted so far.
    int answered() const;
    /// \brief Right answers counted so far.
    int right() const;
    /// \brief A few lines of "key values" text.
    std::string serialise() const;
    /// \brief Reads serialise()'s text; an error names the line that could not be read.
    static Expected<PracticeStats> parse(std::string_view text);
    bool operator==(const PracticeStats&) const = default;
};

} // namespace chess960
