// Chess960 start positions, handled as White's back rank only (Black mirrors it and the
// pawns never vary), so nothing here needs a Position. A back rank is 8 letters from file a
// to file h, e.g. "RNBQKBNR". Double Fischer Random (each side's back rank chosen on its own)
// is at the end.
#pragma once

#include "chess960/expected.h"
#include "chess960/types.h"

#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief How many Chess960 start positions there are; Scharnagl numbers run 0..959.
constexpr int kStartPositionCount = 960;
/// \brief Scharnagl number of the classical start position, RNBQKBNR.
constexpr int kClassicalStartNumber = 518;

/// \brief White's back rank for Scharnagl number n, upper case, files a..h ("RNBQKBNR" for
/// 518); an empty string when n is outside 0..959.
std::string backRankFromNumber(int n);

/// \brief Scharnagl number of a back rank. Has a value exactly when validateBackRank()
/// reports no problem, so lower and mixed case are accepted like there.
std::optional<int> numberFromBackRank(std::string_view backRank);

/// \brief X-FEN of start position n, e.g. for 518
/// "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; empty when n is outside
/// 0..959. The castling field is always KQkq: at the start each rook is the outermost one on
/// its side of the king, which is what K and Q mean in X-FEN.
std::string startFen(int n);

/// \brief One thing wrong with a hand-entered back rank, worded for the person who typed it.
struct BackRankProblem {
    /// \brief What kind of rule the text breaks.
    enum class Kind {
        WrongLength,
        BadLetter,
        WrongPieceCount,
        BishopsSameColour,
        KingNotBetweenRooks
    };
    /// \brief The rule broken.
    Kind kind = Kind::WrongLength;
    /// \brief The file (0 = a .. 7 = h) to point at, or -1 when the problem is not on one square.
    int file = -1;
    /// \brief A sentence saying what is wrong, e.g. "The king on a1 is not between the two rooks".
    std::string message;
    /// \brief The same as data (BackRank* codes), for wording in another language.
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;
};

/// \brief Every problem with a hand-entered back rank, in the order: length, letters (left to
/// right), piece counts, bishop colours, king placement. Empty means it is a valid Chess960
/// back rank. Letters may be in either case.
std::vector<BackRankProblem> validateBackRank(std::string_view backRank);

/// \brief Draws Scharnagl numbers uniformly from a seeded std::mt19937_64. The draw uses its own
/// rejection sampling rather than std::uniform_int_distribution, whose algorithm differs
/// between standard libraries, so a seed gives the same positions everywhere.
class StartPositionShuffler {
public:
    /// \brief A shuffler whose sequence is fixed by seed.
    explicit StartPositionShuffler(uint64_t seed);
    /// \brief The next number, uniform over 0..959.
    int next();

private:
    std::mt19937_64 engine_;
};

/// \brief A uniformly random Scharnagl number, seeded afresh from std::random_device.
int randomStartNumber();

/// \brief What the next die roll of Ingo Althoefer's procedure places, in rolling order.
enum class DiceStep { DarkBishop, LightBishop, Queen, FirstKnight, SecondKnight, Done };

/// \brief The piece a step places, in words: "dark-square bishop", .., "second knight";
/// "nothing" for Done.
std::string_view diceStepName(DiceStep step);

/// \brief How many faces of the die count at a step (4, 4, 6, 5, 4; 0 for Done): higher faces
/// are re-rolled.
int diceFaces(DiceStep step);

/// \brief What one roll of the die did.
struct RollOutcome {
    /// \brief The face rolled, 1..6.
    int value = 0;
    /// \brief The step the roll was for.
    DiceStep step = DiceStep::Done;
    /// \brief True when the face is too high for the step and the die must be rolled again.
    bool ignored = false;
    /// \brief The file (0 = a .. 7 = h) of the piece placed; -1 when ignored.
    int file = -1;
    /// \brief Why the roll was ignored, e.g. "5 is ignored for the dark-square bishop: roll
    /// again (1-4)"; empty otherwise.
    std::string reason;
};

/// \brief Althoefer's one-die procedure, one roll at a time (for a dialog that shows each
/// roll). The bishops go on the n-th dark / light square from the left, the queen and the
/// knights on the n-th empty square; after the second knight the king takes the middle of the
/// three empty squares and the rooks the other two. All 960 positions come out equally likely.
class DiceProcedure {
public:
    /// \brief Alias so callers can write DiceProcedure::Step::Queen.
    using Step = DiceStep;

    /// \brief What the next roll places; Done once the back rank is complete.
    Step step() const { return step_; }
    /// \brief Applies one roll. A value outside 1..6, or any roll once done, is an error that
    /// leaves the procedure unchanged.
    Expected<RollOutcome> roll(int value);
    /// \brief The back rank so far, '.' on squares still empty; complete once done().
    std::string partialBackRank() const { return rank_; }
    /// \brief True once every piece is placed.
    bool done() const { return step_ == Step::Done; }
    /// \brief The Scharnagl number of the result; -1 until done().
    int number() const { return number_; }
    /// \brief Empties the back rank to start again.
    void reset();

private:
    std::string rank_ = "........";
    Step step_ = Step::DarkBishop;
    int number_ = -1;
};

/// \brief The whole of Althoefer's procedure applied to a list of rolls.
struct DiceResult {
    /// \brief The Scharnagl number reached.
    int number = -1;
    /// \brief The back rank reached, upper case.
    std::string backRank;
    /// \brief One entry per roll used, ignored ones included, in order.
    std::vector<RollOutcome> rolls;
    /// \brief 0-based indices into the input of the rolls that were ignored.
    std::vector<int> ignoredIndices;
    /// \brief Rolls left over after the position was complete.
    int unusedRolls = 0;
};

/// \brief Runs the procedure over values. Errors: a value outside 1..6 anywhere in the list
/// (Error::position is its 0-based index, the message counts from 1: "Roll 3 is 7: ..."), or
/// too few rolls ("4 rolls given; the first knight still needs a roll", position -1).
Expected<DiceResult> rollDice(std::span<const int> values);

// Double Fischer Random (DFRC): White's and Black's back ranks are two Chess960 back ranks
// chosen independently, Black's in lower case on rank 8, files a..h as for White. Castling
// rights are rook squares, so nothing in the rules differs from Chess960.

/// \brief How many DFRC start positions there are (960 x 960); DFRC numbers run 0..921599.
constexpr int kDfrcStartCount = kStartPositionCount * kStartPositionCount;

/// \brief A DFRC start as two Scharnagl numbers: White's back rank and Black's.
struct DfrcPair {
    int white = kClassicalStartNumber;
    int black = kClassicalStartNumber;
    /// \brief Both back ranks are the same: an ordinary Chess960 start.
    bool symmetric() const { return white == black; }
    bool operator==(const DfrcPair&) const = default;
};

/// \brief DFRC number of a pair, -1 when either number is outside 0..959. Numbers 0..959 are
/// the symmetric pairs (n, n) and keep their Chess960 number n (SP 518 is DFRC 518). The
/// 920,640 pairs with different ranks follow from 960 on, ordered by White's number, then by
/// Black's with White's own number left out:
/// N = 960 + 959 * white + (black < white ? black : black - 1).
int dfrcNumber(int whiteNumber, int blackNumber);

/// \brief The pair with DFRC number n (the inverse of dfrcNumber); nothing when n is outside
/// 0..921599.
std::optional<DfrcPair> dfrcPairFromNumber(int n);

/// \brief X-FEN of a DFRC start, e.g. for White 0 and Black 959
/// "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"; empty when either number is
/// outside 0..959. The castling field is always KQkq: each side's rooks are the outermost
/// on their side of their own king. Equal numbers give startFen(n).
std::string dfrcFen(int whiteNumber, int blackNumber);

/// \brief A uniformly random DFRC start: two draws from the shuffler, White's first, so a
/// seed gives the same pairs everywhere.
DfrcPair randomDfrc(StartPositionShuffler& shuffler);

/// \brief A uniformly random DFRC start, seeded afresh from std::random_device.
DfrcPair randomDfrc();

/// \brief Althoefer's procedure run once for each side.
struct DfrcDiceResult {
    DiceResult white;
    DiceResult black;
    DfrcPair pair;
};

/// \brief A DFRC start from two lists of die rolls, one per side, each read by rollDice().
/// On an error (White's rolls are checked first) the Error is that of rollDice() for the side
/// at fault, and *failedSide, when given, is set to that side.
Expected<DfrcDiceResult> dfrcFromDice(std::span<const int> whiteRolls,
                                      std::span<const int> blackRolls, Color* failedSide = nullptr);

} // namespace chess960
