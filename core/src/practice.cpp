#include "chess960/practice.h"

#include "chess960/errortext.h"
#include "chess960/notation.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace chess960 {
namespace {

std::string sideName(CastleSide s) {
    return s == CastleSide::HSide ? "h-side (O-O)" : "a-side (O-O-O)";
}

std::string castleSquares(const CastleAnalysis& a) {
    return "king " + squareName(a.kingFrom) + "->" + squareName(a.kingTo) + ", rook " +
           squareName(a.rookFrom) + "->" + squareName(a.rookTo);
}

std::string joinAnswers(const std::vector<CastleAnswer>& answers) {
    std::string out;
    for (CastleAnswer a : answers) {
        if (!out.empty()) out += " / ";
        out += castleAnswerText(a);
    }
    return out;
}

std::string expectedText(const CastleAnalysis& a) {
    if (a.possible()) return "castle: " + castleSquares(a);
    return "not possible: " + joinAnswers(castleAnswers(a));
}

PracticeGrade baseGrade(const PracticeQuestion& q) {
    PracticeGrade g;
    g.expected = expectedText(q.analysis);
    g.explanation = explainCastle(q.analysis);
    if (q.analysis.possible()) {
        g.result = q.position.after(q.analysis.move);
        g.hasResult = true;
    }
    return g;
}

} // namespace

std::string_view castleAnswerText(CastleAnswer a) {
    switch (a) {
    case CastleAnswer::Castle: return "castle";
    case CastleAnswer::KingInCheck: return "king in check";
    case CastleAnswer::PassesAttacked: return "passes an attacked square";
    case CastleAnswer::LandsOnAttacked: return "lands on an attacked square";
    case CastleAnswer::PathBlocked: return "path blocked";
    case CastleAnswer::RightLost: return "right lost";
    }
    return "";
}

std::string_view castleAnswerKey(CastleAnswer a) {
    switch (a) {
    case CastleAnswer::Castle: return "castle";
    case CastleAnswer::KingInCheck: return "in-check";
    case CastleAnswer::PassesAttacked: return "passes";
    case CastleAnswer::LandsOnAttacked: return "lands";
    case CastleAnswer::PathBlocked: return "blocked";
    case CastleAnswer::RightLost: return "lost";
    }
    return "";
}

CastleAnswer reasonOf(const CastleAnalysis& a, const CastleObstacle& o) {
    switch (o.kind) {
    case CastleObstacle::RightLost: return CastleAnswer::RightLost;
    case CastleObstacle::KingInCheck: return CastleAnswer::KingInCheck;
    case CastleObstacle::SquareOccupied: return CastleAnswer::PathBlocked;
    case CastleObstacle::SquareAttacked:
        return o.square == a.kingTo ? CastleAnswer::LandsOnAttacked : CastleAnswer::PassesAttacked;
    }
    return CastleAnswer::RightLost;
}

std::vector<CastleAnswer> castleAnswers(const CastleAnalysis& a) {
    if (a.possible()) return {CastleAnswer::Castle};
    std::vector<CastleAnswer> out;
    for (const CastleObstacle& o : a.obstacles) out.push_back(reasonOf(a, o));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool isAwkwardCastle(const CastleAnalysis& a) {
    if (!a.hasRight) return false;
    if (a.method != CastleMethod::DoubleMove || a.order != CastleOrder::EitherFirst) return true;
    if (std::abs(fileOf(a.kingFrom) - fileOf(a.kingTo)) == 1) return true;
    // The rook jumps over the king when the king stands between the rook's two squares.
    const int lo = std::min(fileOf(a.rookFrom), fileOf(a.rookTo));
    const int hi = std::max(fileOf(a.rookFrom), fileOf(a.rookTo));
    return fileOf(a.kingFrom) > lo && fileOf(a.kingFrom) < hi;
}

std::string PracticeQuestion::prompt() const {
    std::string out =
        std::string(color == White ? "White" : "Black") + ": castle " + sideName(side);
    return kind == DrillKind::InPlay ? out + ", or say why not" : out;
}

CastleExplanation explainCastle(const CastleAnalysis& a) {
    CastleExplanation e;
    e.kingFrom = a.kingFrom;
    if (a.hasRight) {
        e.kingTo = a.kingTo;
        e.rookFrom = a.rookFrom;
        e.rookTo = a.rookTo;
        e.path = a.mustBeEmpty;
        e.kingSquares = a.mustNotBeAttacked;
        e.lines.push_back(std::string(a.side == CastleSide::HSide ? "O-O: " : "O-O-O: ") +
                          castleSquares(a) + " (" + std::string(castleMethodName(a.method)) + ")");
        e.lines.push_back(castleOrderText(a));
    }
    for (const CastleObstacle& o : a.obstacles) {
        switch (o.kind) {
        case CastleObstacle::RightLost: break;
        case CastleObstacle::KingInCheck:
            e.attacked |= bb(o.square);
            e.attackers |= bb(o.from);
            break;
        case CastleObstacle::SquareOccupied: e.blockers |= bb(o.square); break;
        case CastleObstacle::SquareAttacked:
            e.attacked |= bb(o.square);
            e.attackers |= bb(o.from);
            break;
        }
        e.lines.push_back(castleObstacleText(a, o) + " (" +
                          std::string(castleAnswerText(reasonOf(a, o))) + ")");
    }
    if (a.possible()) e.lines.push_back("Castling is legal here.");
    return e;
}

PracticeGrade gradeMove(const PracticeQuestion& q, Move played) {
    PracticeGrade g = baseGrade(q);
    if (!played.isNull() && played == q.analysis.move) {
        g.correct = true;
        g.given = "castle: " + castleSquares(q.analysis);
        return g;
    }
    g.given = q.position.isLegal(played) ? moveToSan(q.position, played) : "an illegal move";
    if (played.kind() == Move::Castling) g.given += " (the other castle)";
    return g;
}

PracticeGrade gradeAnswer(const PracticeQuestion& q, CastleAnswer answer) {
    if (answer == CastleAnswer::Castle && q.analysis.possible())
        return gradeMove(q, q.analysis.move);
    PracticeGrade g = baseGrade(q);
    const std::vector<CastleAnswer> right = castleAnswers(q.analysis);
    g.correct = std::find(right.begin(), right.end(), answer) != right.end();
    g.given = std::string(castleAnswerText(answer));
    return g;
}

PracticeGrade gradeCastleAttempt(const PracticeQuestion& q, CastleSide side) {
    if (side == q.side) return gradeAnswer(q, CastleAnswer::Castle);
    const CastleAnalysis other = analyseCastle(q.position, q.color, side);
    if (other.possible()) return gradeMove(q, other.move);
    PracticeGrade g = baseGrade(q);
    g.given = std::string(side == CastleSide::HSide ? "O-O" : "O-O-O") + " (the other castle)";
    return g;
}

void PracticeStats::record(const PracticeQuestion& q, const PracticeGrade& g, int64_t ms) {
    Tally& m = byMethod[int(q.geometry.method)];
    Tally& a = byAnswer[int(castleAnswers(q.analysis).front())];
    (g.correct ? m.right : m.wrong) += 1;
    (g.correct ? a.right : a.wrong) += 1;
    streak = g.correct ? streak + 1 : 0;
    bestStreak = std::max(bestStreak, streak);
    totalMs += std::max<int64_t>(0, ms);
}

int PracticeStats::answered() const {
    int n = 0;
    for (const Tally& t : byMethod) n += t.right + t.wrong;
    return n;
}

int PracticeStats::right() const {
    int n = 0;
    for (const Tally& t : byMethod) n += t.right;
    return n;
}

namespace {

constexpr std::string_view kStatsHeader = "chess960-practice-stats 1";

bool readInt(std::string_view word, int64_t& out) {
    const char* end = word.data() + word.size();
    auto [p, ec] = std::from_chars(word.data(), end, out);
    return ec == std::errc() && p == end && out >= 0;
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        size_t j = i;
        while (j < line.size() && line[j] != ' ') ++j;
        if (j > i) out.push_back(line.substr(i, j - i));
        i = j;
    }
    return out;
}

// Reads "<kind> <name> <right> <wrong>" into the tally whose name matches.
template <size_t N, typename NameOf>
bool readTally(const std::vector<std::string_view>& w, std::array<PracticeStats::Tally, N>& tallies,
               NameOf nameOf) {
    int64_t right = 0, wrong = 0;
    if (w.size() != 4 || !readInt(w[2], right) || !readInt(w[3], wrong)) return false;
    for (size_t i = 0; i < N; ++i)
        if (nameOf(i) == w[1]) {
            tallies[i] = {int(right), int(wrong)};
            return true;
        }
    return false;
}

} // namespace

std::string PracticeStats::serialise() const {
    std::ostringstream out;
    out << kStatsHeader << '\n';
    for (size_t i = 0; i < byMethod.size(); ++i)
        out << "method " << castleMethodName(CastleMethod(i)) << ' ' << byMethod[i].right << ' '
            << byMethod[i].wrong << '\n';
    for (size_t i = 0; i < byAnswer.size(); ++i)
        out << "answer " << castleAnswerKey(CastleAnswer(i)) << ' ' << byAnswer[i].right << ' '
            << byAnswer[i].wrong << '\n';
    out << "streak " << streak << '\n' << "best-streak " << bestStreak << '\n';
    out << "time-ms " << totalMs << '\n';
    return out.str();
}

Expected<PracticeStats> PracticeStats::parse(std::string_view text) {
    PracticeStats s;
    int lineNo = 0;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        start = end + 1;
        ++lineNo;
        const auto w = words(line);
        if (w.empty()) continue;
        const auto bad = [&] {
            return makeError(ErrorCode::PracticeStatsBadLine,
                             {std::to_string(lineNo), std::string(line)});
        };
        if (lineNo == 1) {
            if (line != kStatsHeader) return bad();
            continue;
        }
        int64_t value = 0;
        if (w[0] == "method") {
            if (!readTally(w, s.byMethod,
                           [](size_t i) { return castleMethodName(CastleMethod(i)); }))
                return bad();
        } else if (w[0] == "answer") {
            if (!readTally(w, s.byAnswer,
                           [](size_t i) { return castleAnswerKey(CastleAnswer(i)); }))
                return bad();
        } else if (w.size() == 2 && readInt(w[1], value)) {
            if (w[0] == "streak")
                s.streak = int(value);
            else if (w[0] == "best-streak")
                s.bestStreak = int(value);
            else if (w[0] == "time-ms")
                s.totalMs = value;
            else
                return bad();
        } else {
            return bad();
        }
    }
    if (lineNo == 0) return makeError(ErrorCode::PracticeStatsEmpty);
    return s;
}

} // namespace chess960
