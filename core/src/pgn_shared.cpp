// Text conversions the PGN writer and reader share.
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
    for (std::string_view d : {"Result", "Variant", "SetUp", "FEN", "TimeControl",
                               "WhiteTimeControl", "BlackTimeControl", "Termination", "PlyCount"})
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

std::string compact(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        // The C locale's white space, without a call per character.
        const bool space = c == ' ' || (c >= '\t' && c <= '\r');
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

bool isChess960Variant(std::string_view v) {
    std::string key;
    for (char c : v)
        if (c != ' ' && c != '-' && c != '_')
            key += char(std::tolower(static_cast<unsigned char>(c)));
    return key == "chess960" || key == "fischerandom" || key == "fischerrandom";
}

bool isStandardVariant(std::string_view v) {
    for (std::string_view s : {"", "standard", "chess", "normal", "from position", "fromposition"})
        if (equalsIgnoreCase(v, s)) return true;
    return false;
}

} // namespace pgn
} // namespace chess960
