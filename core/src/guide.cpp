// The Chess960 guide read, written and asked (see guide.h).
#include "chess960/guide.h"

#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace chess960 {

extern const char kGuideText[]; // guidedata.cpp, made by CMake from core/guide/guide960.txt

namespace {

Error guideError(std::string message, int column = -1) {
    Error e;
    e.message = std::move(message);
    e.position = column;
    return e;
}

// Splits at runs of spaces; each word with its column.
std::vector<std::pair<std::string_view, int>> words(std::string_view line) {
    std::vector<std::pair<std::string_view, int>> out;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
        const size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
        if (i > start) out.emplace_back(line.substr(start, i - start), int(start));
    }
    return out;
}

// A word of the input as the messages quote it: 'e2e5'.
std::string quoted(std::string_view word) {
    std::string out(1, '\'');
    out.append(word);
    out += '\'';
    return out;
}

std::optional<int> integer(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

} // namespace

std::string guideScoreText(int centipawns) {
    const int magnitude = std::abs(centipawns);
    char text[24];
    std::snprintf(text, sizeof text, "%s%d.%02d",
                  centipawns > 0   ? "+"
                  : centipawns < 0 ? "-"
                                   : "",
                  magnitude / 100, magnitude % 100);
    return text;
}

std::vector<Move> GuideEntry::lineMoves(const Position& start) const {
    std::vector<Move> moves;
    Position pos = start;
    for (const std::string& uci : line) {
        const auto move = moveFromUci(pos, uci);
        if (!move) break;
        moves.push_back(*move);
        pos = pos.after(*move);
    }
    return moves;
}

std::vector<GuideFirstMove> GuideEntry::firstMoves(const Position& start, size_t most) const {
    std::vector<GuideFirstMove> moves;
    for (const GuideMove& m : best) {
        if (moves.size() >= most) break;
        if (const auto move = moveFromUci(start, m.uci))
            moves.push_back({*move, moveToSan(start, *move), m.score});
    }
    return moves;
}

std::string formatGuideLine(const GuideEntry& entry) {
    std::string line = std::to_string(entry.number) + ' ' + std::to_string(entry.score) + " |";
    for (const GuideMove& m : entry.best) line += ' ' + m.uci + ' ' + std::to_string(m.score);
    line += " |";
    for (const std::string& m : entry.line) line += ' ' + m;
    return line;
}

Expected<GuideEntry> parseGuideLine(std::string_view line, const Position& start) {
    const auto parts = words(line);
    GuideEntry entry;
    size_t i = 0;
    auto need = [&](const char* what) -> std::optional<Error> {
        if (i < parts.size()) return std::nullopt;
        return guideError(std::string("the line ends before ") + what, int(line.size()));
    };
    if (auto e = need("the start position's number")) return *e;
    const auto number = integer(parts[i].first);
    if (!number) return guideError(quoted(parts[i].first) + " is not a number", parts[i].second);
    entry.number = *number;
    ++i;
    if (auto e = need("the evaluation")) return *e;
    const auto score = integer(parts[i].first);
    if (!score)
        return guideError(quoted(parts[i].first) + " is not an evaluation", parts[i].second);
    entry.score = *score;
    ++i;
    if (auto e = need("'|'")) return *e;
    if (parts[i].first != "|")
        return guideError("'|' expected before the best moves", parts[i].second);
    ++i;
    while (i < parts.size() && parts[i].first != "|") {
        const auto move = moveFromUci(start, parts[i].first);
        if (!move)
            return guideError(quoted(parts[i].first) + " is not a legal first move here",
                              parts[i].second);
        GuideMove best{std::string(parts[i].first), 0};
        ++i;
        if (auto e = need("the move's score")) return *e;
        const auto moveScore = integer(parts[i].first);
        if (!moveScore)
            return guideError(quoted(parts[i].first) + " is not a score", parts[i].second);
        best.score = *moveScore;
        ++i;
        for (const GuideMove& earlier : entry.best)
            if (earlier.uci == best.uci)
                return guideError(quoted(best.uci) + " is given twice", parts[i - 2].second);
        entry.best.push_back(std::move(best));
    }
    if (entry.best.empty())
        return guideError("no best move is given",
                          i < parts.size() ? parts[i].second : int(line.size()));
    if (auto e = need("'|' before the line")) return *e;
    ++i;
    Position pos = start;
    for (; i < parts.size(); ++i) {
        const auto move = moveFromUci(pos, parts[i].first);
        if (!move)
            return guideError(quoted(parts[i].first) + " is not legal in the line",
                              parts[i].second);
        pos = pos.after(*move);
        entry.line.emplace_back(parts[i].first);
    }
    if (!entry.line.empty() && entry.line.front() != entry.best.front().uci)
        return guideError("the line does not begin with the best move", -1);
    return entry;
}

Expected<Guide> Guide::parse(std::string_view text) {
    Guide guide;
    int lineNumber = 0;
    bool depthSeen = false;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++lineNumber;
        const auto parts = words(line);
        if (parts.empty() || parts.front().first.front() == '#') continue;
        const std::string at = "guide line " + std::to_string(lineNumber) + ": ";
        if (parts.front().first == "depth") {
            const auto depth = parts.size() == 2 ? integer(parts[1].first) : std::nullopt;
            if (!depth || *depth < 1) return guideError(at + "\"depth\" wants one number above 0");
            if (depthSeen) return guideError(at + "a second \"depth\" line");
            guide.depth_ = *depth;
            depthSeen = true;
            continue;
        }
        if (!depthSeen) return guideError(at + "the \"depth\" line must come before the positions");
        const auto number = integer(parts.front().first);
        if (!number || *number < 0 || *number >= kStartPositionCount)
            return guideError(at + quoted(parts.front().first) +
                              " is not a start position number (0 to 959)");
        if (guide.entries_[size_t(*number)])
            return guideError(at + "start position " + std::to_string(*number) + " is given twice");
        auto entry = parseGuideLine(line, Position::startPosition(*number));
        if (!entry) {
            const Error& e = entry.error();
            return guideError(
                at + (e.position >= 0 ? "column " + std::to_string(e.position + 1) + ": " : "") +
                e.message);
        }
        guide.entries_[size_t(*number)] = std::move(*entry);
    }
    return guide;
}

const Guide& Guide::builtIn() {
    static const Guide guide = [] {
        auto parsed = parse(kGuideText);
        // The shipped file is checked by tst_guide; a broken one leaves the guide empty.
        return parsed ? std::move(*parsed) : Guide();
    }();
    return guide;
}

std::string Guide::write(std::string_view comments) const {
    std::string out;
    while (!comments.empty()) {
        const size_t end = comments.find('\n');
        const std::string_view line = comments.substr(0, end);
        comments = end == std::string_view::npos ? std::string_view() : comments.substr(end + 1);
        out += line.empty() ? "#\n" : "# " + std::string(line) + '\n';
    }
    out += "depth " + std::to_string(depth_) + '\n';
    for (const auto& entry : entries_)
        if (entry) out += formatGuideLine(*entry) + '\n';
    return out;
}

int Guide::size() const {
    return int(std::count_if(entries_.begin(), entries_.end(),
                             [](const auto& e) { return e.has_value(); }));
}

const GuideEntry* Guide::find(int number) const {
    if (number < 0 || number >= kStartPositionCount || !entries_[size_t(number)]) return nullptr;
    return &*entries_[size_t(number)];
}

void Guide::set(GuideEntry entry) {
    if (entry.number < 0 || entry.number >= kStartPositionCount) return;
    const auto at = size_t(entry.number);
    entries_[at] = std::move(entry);
}

std::vector<int> Guide::balancedNumbers() const {
    std::vector<int> out;
    for (const auto& entry : entries_)
        if (entry && entry->balanced()) out.push_back(entry->number);
    return out;
}

int randomBalancedStartNumber() {
    static const std::vector<int> balanced = Guide::builtIn().balancedNumbers();
    if (balanced.empty()) return randomStartNumber();
    std::random_device device;
    std::uniform_int_distribution<size_t> pick(0, balanced.size() - 1);
    return balanced[pick(device)];
}

int Guide::evennessPlace(int number) const {
    const GuideEntry* mine = find(number);
    if (!mine) return 0;
    const int distance = std::abs(mine->score);
    int nearer = 0;
    for (const auto& entry : entries_)
        if (entry && std::abs(entry->score) < distance) ++nearer;
    return nearer + 1;
}

} // namespace chess960
