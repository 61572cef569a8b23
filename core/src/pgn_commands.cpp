// PGN comment commands, read and written.
#include "pgn_commands.h"

#include "pgn_shared.h"

#include <cctype>
#include <climits>
#include <cstdlib>

namespace chess960::pgn {
namespace {

bool isDigits(std::string_view s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// "0.31", "-1.4", "+2", "-1.005" (rounded half away from zero to centipawns), "#3", "#-3".
std::optional<Evaluation> parseEval(std::string_view s) {
    const bool mate = !s.empty() && s.front() == '#';
    if (mate) s.remove_prefix(1);
    const bool negative = !s.empty() && s.front() == '-';
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) s.remove_prefix(1);
    const size_t dot = s.find('.');
    const std::string_view whole = s.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? "" : s.substr(dot + 1);
    // Eight digits before the point and nine after keep every sum far from overflow.
    if (!isDigits(whole) || whole.size() > 8) return std::nullopt;
    if (dot != std::string_view::npos && (mate || !isDigits(frac) || frac.size() > 9))
        return std::nullopt;
    int64_t value = std::strtoll(std::string(whole).c_str(), nullptr, 10);
    if (!mate) {
        const auto digit = [&](size_t i) { return i < frac.size() ? frac[i] - '0' : 0; };
        value = value * 100 + digit(0) * 10 + digit(1) + (digit(2) >= 5 ? 1 : 0);
    }
    if (value > INT_MAX) return std::nullopt;
    return Evaluation{mate, int(negative ? -value : value)};
}

// "Gf1f3,Rb1b3" (arrows) or "Gd4,Re5" (squares); one bad item spoils the command.
bool parseMarkings(std::string_view s, bool arrows, std::vector<Marking>& out) {
    std::vector<Marking> found;
    while (true) {
        const size_t comma = s.find(',');
        const std::string item = compact(s.substr(0, comma));
        if (item.size() != (arrows ? 5u : 3u) ||
            std::string_view("GRYB").find(item[0]) == std::string_view::npos)
            return false;
        const Square from = parseSquare(std::string_view(item).substr(1, 2));
        const Square to = arrows ? parseSquare(std::string_view(item).substr(3, 2)) : from;
        if (from == NoSquare || to == NoSquare) return false;
        found.push_back({item[0], from, to});
        if (comma == std::string_view::npos) break;
        s.remove_prefix(comma + 1);
    }
    out.insert(out.end(), found.begin(), found.end());
    return true;
}

// The inside of one "[%...]": true when it is a known command that could be read.
bool readCommand(std::string_view inside, Commands& into) {
    size_t end = 0;
    while (end < inside.size() && !std::isspace(static_cast<unsigned char>(inside[end]))) ++end;
    const std::string_view name = inside.substr(0, end);
    const std::string args = compact(inside.substr(end));
    if (name == "clk" || name == "emt") {
        const auto ms = parseClock(args);
        if (!ms) return false;
        (name == "clk" ? into.clockMs : into.elapsedMs) = ms;
        return true;
    }
    if (name == "eval") {
        const auto e = parseEval(args);
        if (e) into.eval = e;
        return e.has_value();
    }
    if (name == "cal" || name == "csl") return parseMarkings(args, name == "cal", into.markings);
    return false;
}

// One pass over the text, left to right, keeping the places of the "[%" that may still start
// a command. At each ']' the latest one is tried: read, it is taken out (or, for the writer,
// broken) and the earlier ones wait for a later ']'; not read, every open one ends here, since
// none can hold a "[%" inside and still be read. Each character is looked at a bounded number
// of times, so a long comment of brackets cannot make the reader slow.
std::string scan(std::string_view text, Commands& into, bool takeOut) {
    // The comment of most moves of a real file: one command and at most spaces around it
    // ("[%clk 0:03:00]"). Read at once; the same as the pass below would make of it.
    if (takeOut) {
        const size_t open = text.find('[');
        const size_t close = text.find(']');
        if (open != std::string_view::npos && close != std::string_view::npos && open < close &&
            open + 1 < text.size() && text[open + 1] == '%' &&
            text.find('[', open + 1) == std::string_view::npos &&
            text.find(']', close + 1) == std::string_view::npos) {
            if (!readCommand(text.substr(open + 2, close - open - 2), into))
                return std::string(text);
            return std::string(text.substr(0, open)).append(text.substr(close + 1));
        }
    }
    std::string out;
    std::vector<size_t> open;
    for (const char c : text) {
        out += c;
        if (c == '%' && out.size() >= 2 && out[out.size() - 2] == '[') {
            open.push_back(out.size() - 2);
        } else if (c == ']' && !open.empty()) {
            const size_t at = open.back();
            const std::string_view inside = std::string_view(out).substr(at + 2);
            if (!readCommand(inside.substr(0, inside.size() - 1), into)) {
                open.clear();
            } else if (takeOut) {
                out.resize(at);
                open.pop_back();
            } else {
                const std::string rest = out.substr(at + 1);
                out.resize(at + 1);
                out.append(" ").append(rest);
                open.clear();
            }
        }
    }
    return out;
}

std::string markingText(const Marking& m) {
    std::string s(1, m.colour);
    s += squareName(m.from);
    if (m.to != m.from) s += squareName(m.to);
    return s;
}

bool writable(const Marking& m) {
    return std::string_view("GRYB").find(m.colour) != std::string_view::npos && m.from < NoSquare &&
           m.to < NoSquare;
}

} // namespace

Commands takeCommands(std::string& text) {
    Commands found;
    text = scan(text, found, true);
    return found;
}

std::string inertText(std::string_view text) {
    Commands ignored;
    return scan(text, ignored, false);
}

std::string evalText(Evaluation e) {
    if (e.mate) return std::string(1, '#').append(std::to_string(e.value));
    const int64_t v = e.value;
    const int64_t size = v < 0 ? -v : v;
    std::string cents = size % 100 < 10 ? "0" : "";
    cents += std::to_string(size % 100);
    std::string text = v < 0 ? "-" : "";
    return text.append(std::to_string(size / 100)).append(".").append(cents);
}

std::vector<std::string> commandTexts(const PlayedMove& m) {
    std::vector<std::string> out;
    if (m.eval) out.push_back("[%eval " + evalText(*m.eval) + "]");
    if (m.clockMs) out.push_back("[%clk " + clockText(*m.clockMs) + "]");
    if (m.elapsedMs) out.push_back("[%emt " + clockText(*m.elapsedMs) + "]");
    // Runs of squares and of arrows in their order, so the markings read back in that order.
    std::string command;
    int items = 0;
    bool arrows = false;
    for (const Marking& k : m.markings) {
        if (!writable(k)) continue;
        const bool arrow = k.from != k.to;
        if (items > 0 && (arrow != arrows || items == 8)) {
            out.push_back(command + "]");
            items = 0;
        }
        if (items == 0) {
            command = arrow ? "[%cal " : "[%csl ";
            arrows = arrow;
        } else {
            command += ',';
        }
        command += markingText(k);
        ++items;
    }
    if (items > 0) out.push_back(command + "]");
    return out;
}

} // namespace chess960::pgn
