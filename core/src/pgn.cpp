// PGN writing, and the pieces of PGN both directions share (clock and time-control text).
#include "chess960/pgn.h"

#include "pgn_shared.h"

#include <cctype>
#include <charconv>

namespace chess960 {
namespace pgn {

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool isDerivedTag(std::string_view name) {
    for (std::string_view d :
         {"Result", "Variant", "SetUp", "FEN", "TimeControl", "Termination", "PlyCount"})
        if (equalsIgnoreCase(name, d)) return true;
    return false;
}

std::string secondsText(int64_t ms) {
    if (ms < 0) ms = 0;
    std::string s = std::to_string(ms / 1000);
    if (int64_t frac = ms % 1000; frac != 0) {
        std::string digits = std::to_string(1000 + frac).substr(1);
        while (digits.back() == '0') digits.pop_back();
        s += "." + digits;
    }
    return s;
}

std::string clockText(int64_t ms) {
    if (ms < 0) ms = 0;
    const int64_t seconds = ms / 1000;
    auto two = [](int64_t v) {
        std::string digits = std::to_string(v);
        if (digits.size() < 2) digits.insert(digits.begin(), '0');
        return digits;
    };
    std::string s =
        std::to_string(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60);
    const std::string exact = secondsText(ms);
    if (const size_t dot = exact.find('.'); dot != std::string::npos) s += exact.substr(dot);
    return s;
}

std::optional<int64_t> parseSeconds(std::string_view text) {
    // Whole seconds with up to three decimals; at most 9 digits before the point keeps
    // every value far from overflow.
    const size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 9 || frac.size() > 3) return std::nullopt;
    if (dot != std::string_view::npos && frac.empty()) return std::nullopt;
    int64_t value = 0;
    for (char c : whole) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        value = value * 10 + (c - '0');
    }
    int64_t ms = 0, scale = 100;
    for (char c : frac) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        ms += (c - '0') * scale;
        scale /= 10;
    }
    return value * 1000 + ms;
}

std::optional<int64_t> parseClock(std::string_view text) {
    int64_t total = 0;
    int parts = 0;
    while (true) {
        const size_t colon = text.find(':');
        const std::string_view part = text.substr(0, colon);
        ++parts;
        if (colon == std::string_view::npos) {
            auto s = parseSeconds(part);
            if (!s) return std::nullopt;
            return total * 60000 + *s;
        }
        if (parts >= 3 || part.empty() || part.size() > 6 ||
            part.find_first_not_of("0123456789") != std::string_view::npos)
            return std::nullopt;
        int value = 0;
        std::from_chars(part.data(), part.data() + part.size(), value);
        total = total * 60 + value;
        text.remove_prefix(colon + 1);
    }
}

std::optional<TimeControl> parseTimeControl(std::string_view text) {
    const size_t plus = text.find('+');
    auto base = parseSeconds(text.substr(0, plus));
    if (!base) return std::nullopt;
    if (plus == std::string_view::npos) return TimeControl{*base, 0};
    auto inc = parseSeconds(text.substr(plus + 1));
    if (!inc) return std::nullopt;
    return TimeControl{*base, *inc};
}

} // namespace pgn

namespace {

std::string escapeTagValue(std::string_view v) {
    std::string out;
    for (char c : v) {
        if (c == '\\' || c == '"') out += '\\';
        out += c == '\n' || c == '\r' || c == '\t' ? ' ' : c;
    }
    return out;
}

bool isTagName(std::string_view name) {
    if (name.empty() || !std::isalnum(static_cast<unsigned char>(name[0]))) return false;
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    return true;
}

std::string_view terminationTag(Termination t) {
    switch (t) {
    case Termination::None: return "unterminated";
    case Termination::TimeForfeit:
    case Termination::TimeoutVsInsufficientMaterial: return "time forfeit";
    case Termination::Abandoned: return "abandoned";
    case Termination::Adjudication: return "adjudication";
    case Termination::RulesInfraction: return "rules infraction";
    default: return "normal";
    }
}

// A comment as pieces that a line may not break inside: the clock command stays whole,
// because many readers look for "[%clk " with exactly one space.
void addComment(std::vector<std::string>& atoms, const std::string& text,
                std::optional<int64_t> clockMs) {
    std::vector<std::string> words;
    if (clockMs) words.push_back("[%clk " + pgn::clockText(*clockMs) + "]");
    std::string word;
    for (char c : text + " ") {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty()) words.push_back(std::move(word));
            word.clear();
        } else {
            word += c == '}' ? ')' : c;
        }
    }
    if (words.empty()) return;
    words.front().insert(words.front().begin(), '{');
    words.back() += "}";
    for (auto& w : words) atoms.push_back(std::move(w));
}

} // namespace

std::string writePgn(const Game& game) {
    std::string out;
    auto tagLine = [&out](std::string_view name, std::string_view value) {
        out.append("[").append(name).append(" \"").append(escapeTagValue(value)).append("\"]\n");
    };
    static constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",
                                                   "Round", "White", "Black"};
    for (std::string_view name : kRoster) {
        const bool known = game.hasTag(name);
        tagLine(name, known ? game.tag(name) : name == "Date" ? "????.??.??" : "?");
    }
    tagLine("Result", resultText(game.result()));
    tagLine("Variant", "Chess960");
    tagLine("SetUp", "1");
    tagLine("FEN", game.startPosition().fen());
    if (game.timeControl())
        tagLine("TimeControl", pgn::secondsText(game.timeControl()->baseMs) + "+" +
                                   pgn::secondsText(game.timeControl()->incrementMs));
    else
        tagLine("TimeControl", game.hasTag("TimeControl") ? game.tag("TimeControl") : "-");
    tagLine("Termination", terminationTag(game.termination()));
    for (const auto& [name, value] : game.tags()) {
        bool roster = false;
        for (std::string_view r : kRoster) roster |= name == r;
        if (!roster && !pgn::isDerivedTag(name) && isTagName(name)) tagLine(name, value);
    }
    out += "\n";

    std::vector<std::string> atoms;
    addComment(atoms, game.startComment(), std::nullopt);
    bool numberNext = true;
    for (int i = 0; i < game.plyCount(); ++i) {
        const Position& before = game.positionAt(i);
        const PlayedMove& pm = game.moves()[size_t(i)];
        std::string atom;
        if (before.sideToMove() == White)
            atom = std::to_string(before.fullmoveNumber()) + ". ";
        else if (numberNext)
            atom = std::to_string(before.fullmoveNumber()) + "... ";
        atoms.push_back(atom + pm.san);
        for (int nag : pm.nags) atoms.push_back(std::string(1, '$').append(std::to_string(nag)));
        const size_t before_comment = atoms.size();
        addComment(atoms, pm.comment, pm.clockMs);
        numberNext = atoms.size() != before_comment;
    }
    atoms.emplace_back(resultText(game.result()));

    std::string line;
    for (const std::string& atom : atoms) {
        if (!line.empty() && line.size() + 1 + atom.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + atom;
    }
    out += line + "\n\n";
    return out;
}

std::string writePgn(const std::vector<Game>& games) {
    std::string out;
    for (const Game& g : games) out += writePgn(g);
    return out;
}

std::string PgnRecord::describeError() const {
    if (ok()) return {};
    return "game " + std::to_string(index) + ", line " + std::to_string(errorLine) + ", column " +
           std::to_string(errorColumn) + ": " + game.error().message;
}

} // namespace chess960
