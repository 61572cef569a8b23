// Start positions as back-rank strings: Scharnagl numbering, validation, random choice and
// Althoefer's dice procedure. Both the numbering and the dice place pieces on "the n-th empty
// square", so they share the helpers below.
#include "chess960/startpos.h"

#include "chess960/errortext.h"

#include <array>
#include <cctype>

namespace chess960 {

namespace {

constexpr char kEmpty = '.';

// The ten ways to put two knights on five squares, in Scharnagl's order.
constexpr std::array<std::array<int, 2>, 10> kKnightPairs{
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

// File of the n-th (0-based) empty square, or -1 when there are fewer.
int nthEmpty(const std::string& rank, int n) {
    for (int file = 0; file < 8; ++file) {
        if (rank[file] == kEmpty && n-- == 0) return file;
    }
    return -1;
}

// Once bishops, queen and knights stand, the rest is forced: R K R from left to right.
void fillRookKingRook(std::string& rank) {
    const char order[] = {'R', 'K', 'R'};
    int next = 0;
    for (char& c : rank) {
        if (c == kEmpty && next < 3) c = order[next++];
    }
}

std::string squareOnFirstRank(int file) {
    return {char('a' + file), '1'};
}

// Dark squares on rank 1 are on the even files (a1 is dark).
bool isDarkFile(int file) {
    return file % 2 == 0;
}

BackRankProblem problem(BackRankProblem::Kind kind, int file, ErrorCode code,
                        std::vector<std::string> args = {}) {
    const ErrorPart part{code, std::move(args)};
    return {kind, file, errorText(part), part.code, part.args};
}

} // namespace

std::string backRankFromNumber(int n) {
    if (n < 0 || n >= kStartPositionCount) return {};
    std::string rank(8, kEmpty);
    rank[2 * (n % 4) + 1] = 'B';
    rank[2 * ((n / 4) % 4)] = 'B';
    rank[nthEmpty(rank, (n / 16) % 6)] = 'Q';
    // Look both knight squares up before placing either: placing one renumbers the empties.
    const auto [first, second] = kKnightPairs[n / 96];
    const int firstFile = nthEmpty(rank, first);
    const int secondFile = nthEmpty(rank, second);
    rank[firstFile] = rank[secondFile] = 'N';
    fillRookKingRook(rank);
    return rank;
}

std::optional<int> numberFromBackRank(std::string_view backRank) {
    if (!validateBackRank(backRank).empty()) return std::nullopt;
    int light = 0, dark = 0;
    std::string rest; // the back rank without its bishops, then without its queen
    for (int file = 0; file < 8; ++file) {
        const char c = char(std::toupper(static_cast<unsigned char>(backRank[file])));
        if (c != 'B')
            rest += c;
        else if (isDarkFile(file))
            dark = file / 2;
        else
            light = file / 2;
    }
    const auto queen = rest.find('Q');
    rest.erase(queen, 1);
    const auto firstKnight = int(rest.find('N'));
    const auto secondKnight = int(rest.find('N', firstKnight + 1));
    int pair = 0;
    while (kKnightPairs[pair] != std::array{firstKnight, secondKnight}) ++pair;
    return light + 4 * dark + 16 * int(queen) + 96 * pair;
}

std::string startFen(int n) {
    const std::string white = backRankFromNumber(n);
    if (white.empty()) return {};
    std::string black = white;
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

std::vector<BackRankProblem> validateBackRank(std::string_view backRank) {
    using Kind = BackRankProblem::Kind;
    std::vector<BackRankProblem> problems;
    const int length = int(backRank.size());
    if (length == 0) {
        problems.push_back(problem(Kind::WrongLength, -1, ErrorCode::BackRankEmpty));
    } else if (length != 8) {
        problems.push_back(problem(Kind::WrongLength, -1, ErrorCode::BackRankWrongLength,
                                   {std::to_string(length)}));
    }

    static constexpr std::string_view kLetters = "KQRBN";
    static constexpr std::array<int, 5> kWanted = {1, 1, 2, 2, 2};
    std::array<int, 5> counts{};
    std::array<std::vector<int>, 5> files; // where each kind of piece stands
    for (int i = 0; i < length; ++i) {
        const char c = char(std::toupper(static_cast<unsigned char>(backRank[i])));
        const auto kind = kLetters.find(c);
        if (kind != std::string_view::npos) {
            ++counts[kind];
            files[kind].push_back(i);
            continue;
        }
        // Past h there is no square to name, so count characters instead.
        const bool onBoard = i < 8;
        const std::string where = onBoard ? squareOnFirstRank(i) : std::to_string(i + 1);
        const ErrorCode code =
            c == 'P' ? (onBoard ? ErrorCode::BackRankPawn : ErrorCode::BackRankPawnPastH)
                     : (onBoard ? ErrorCode::BackRankBadLetter : ErrorCode::BackRankBadLetterPastH);
        std::vector<std::string> args{where};
        if (c != 'P') args.push_back(std::string(1, backRank[i]));
        problems.push_back(problem(Kind::BadLetter, onBoard ? i : -1, code, std::move(args)));
    }

    if (counts != kWanted) {
        std::vector<std::string> found;
        for (int count : counts) found.push_back(std::to_string(count));
        problems.push_back(
            problem(Kind::WrongPieceCount, -1, ErrorCode::BackRankPieceCounts, std::move(found)));
    }

    // The placement rules only make sense on a real 8-square rank with the right pieces to
    // compare; with wrong counts the count problem already says what to fix.
    if (length != 8) return problems;
    const auto& bishops = files[3];
    if (bishops.size() == 2 && isDarkFile(bishops[0]) == isDarkFile(bishops[1])) {
        problems.push_back(problem(Kind::BishopsSameColour, bishops[0],
                                   ErrorCode::BackRankBishopsSameColour,
                                   {squareOnFirstRank(bishops[0]), squareOnFirstRank(bishops[1]),
                                    isDarkFile(bishops[0]) ? "dark" : "light"}));
    }
    const auto& kings = files[0];
    const auto& rooks = files[2];
    if (kings.size() == 1 && rooks.size() == 2 && !(rooks[0] < kings[0] && kings[0] < rooks[1])) {
        problems.push_back(problem(Kind::KingNotBetweenRooks, kings[0],
                                   ErrorCode::BackRankKingNotBetweenRooks,
                                   {squareOnFirstRank(kings[0])}));
    }
    return problems;
}

StartPositionShuffler::StartPositionShuffler(uint64_t seed) : engine_(seed) {}

int StartPositionShuffler::next() {
    constexpr uint64_t range = kStartPositionCount;
    // 2^64 mod 960: dropping the raw values below it leaves a count that is a multiple of
    // 960, so the remainder is exactly uniform. Rejections are about 1 in 2^54.
    constexpr uint64_t threshold = (uint64_t(0) - range) % range;
    for (;;) {
        const uint64_t raw = engine_();
        if (raw >= threshold) return int(raw % range);
    }
}

int randomStartNumber() {
    std::random_device device;
    const uint64_t seed = (uint64_t(device()) << 32) ^ device();
    return StartPositionShuffler(seed).next();
}

std::string_view diceStepName(DiceStep step) {
    switch (step) {
    case DiceStep::DarkBishop: return "dark-square bishop";
    case DiceStep::LightBishop: return "light-square bishop";
    case DiceStep::Queen: return "queen";
    case DiceStep::FirstKnight: return "first knight";
    case DiceStep::SecondKnight: return "second knight";
    case DiceStep::Done: break;
    }
    return "nothing";
}

int diceFaces(DiceStep step) {
    switch (step) {
    case DiceStep::DarkBishop:
    case DiceStep::LightBishop:
    case DiceStep::SecondKnight: return 4;
    case DiceStep::Queen: return 6;
    case DiceStep::FirstKnight: return 5;
    case DiceStep::Done: break;
    }
    return 0;
}

Expected<RollOutcome> DiceProcedure::roll(int value) {
    if (done()) {
        return makeError(ErrorCode::DiceComplete);
    }
    if (value < 1 || value > 6) {
        return makeError(ErrorCode::DiceNotADieValue, {std::to_string(value)});
    }
    RollOutcome outcome{value, step_, false, -1, {}};
    const int faces = diceFaces(step_);
    if (value > faces) {
        outcome.ignored = true;
        outcome.reason = std::to_string(value) + " is ignored for the " +
                         std::string(diceStepName(step_)) + ": roll again (1-" +
                         std::to_string(faces) + ")";
        return outcome;
    }
    switch (step_) {
    case Step::DarkBishop: outcome.file = 2 * (value - 1); break;
    case Step::LightBishop: outcome.file = 2 * (value - 1) + 1; break;
    default: outcome.file = nthEmpty(rank_, value - 1); break;
    }
    rank_[outcome.file] = step_ == Step::Queen ? 'Q' : step_ <= Step::LightBishop ? 'B' : 'N';
    step_ = Step(int(step_) + 1);
    if (done()) {
        fillRookKingRook(rank_);
        number_ = numberFromBackRank(rank_).value_or(-1);
    }
    return outcome;
}

void DiceProcedure::reset() {
    *this = DiceProcedure();
}

Expected<DiceResult> rollDice(std::span<const int> values) {
    // Check every value first so a typo after the last needed roll is not silently dropped.
    for (size_t i = 0; i < values.size(); ++i) {
        if (values[i] < 1 || values[i] > 6) {
            return makeError(ErrorCode::DiceRollOutOfRange,
                             {std::to_string(i + 1), std::to_string(values[i])}, int(i));
        }
    }
    DiceProcedure dice;
    DiceResult result;
    for (size_t i = 0; i < values.size(); ++i) {
        if (dice.done()) {
            result.unusedRolls = int(values.size() - i);
            break;
        }
        RollOutcome outcome = *dice.roll(values[i]);
        if (outcome.ignored) result.ignoredIndices.push_back(int(i));
        result.rolls.push_back(std::move(outcome));
    }
    if (!dice.done()) {
        return makeError(ErrorCode::DiceRollsMissing,
                         {std::to_string(values.size()), std::to_string(int(dice.step()))});
    }
    result.number = dice.number();
    result.backRank = dice.partialBackRank();
    return result;
}

} // namespace chess960
