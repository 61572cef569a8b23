#include "uciparse.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>

namespace chess960::ui {

namespace {

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    size_t i = 0;
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        while (i < line.size() && space(line[i])) ++i;
        const size_t start = i;
        while (i < line.size() && !space(line[i])) ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

std::optional<int64_t> number(std::string_view text) {
    int64_t v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (ec != std::errc() || p != end) return std::nullopt;
    return v;
}

std::string join(const std::vector<std::string_view>& w, size_t from, size_t to) {
    std::string s;
    for (size_t i = from; i < to; ++i) {
        if (!s.empty()) s += ' ';
        s += w[i];
    }
    return s;
}

UciLine garbage(std::string problem) {
    UciLine l;
    l.kind = UciLineKind::Garbage;
    l.problem = std::move(problem);
    return l;
}

bool isOneOf(std::string_view w, std::initializer_list<std::string_view> set) {
    return std::find(set.begin(), set.end(), w) != set.end();
}

UciLine parseOption(const std::vector<std::string_view>& w) {
    // option name <words> type <t> [default <words>] [min <n>] [max <n>] [var <words>]...
    // Each keyword's value runs up to the next keyword.
    const auto keyword = [](std::string_view x) {
        return isOneOf(x, {"name", "type", "default", "min", "max", "var"});
    };
    UciOption o;
    bool hasName = false, hasType = false, hasDefault = false, hasMin = false, hasMax = false;
    std::string type;
    for (size_t i = 1; i < w.size();) {
        const std::string_view key = w[i];
        if (!keyword(key)) return garbage("option: unexpected '" + std::string(key) + "'");
        size_t end = i + 1;
        // A name may contain a keyword other than "type" (e.g. "Min Depth" is fine anyway).
        while (end < w.size() && (key == "name" ? w[end] != "type" : !keyword(w[end]))) ++end;
        const std::string value = join(w, i + 1, end);
        if (key == "name") {
            o.name = value;
            hasName = !value.empty();
        } else if (key == "type") {
            type = value;
            hasType = true;
        } else if (key == "default") {
            o.defaultValue = value == "<empty>" ? std::string() : value;
            hasDefault = true;
        } else if (key == "min" || key == "max") {
            const auto n = number(value);
            if (!n) return garbage("option: " + std::string(key) + " '" + value + "' is no number");
            (key == "min" ? o.min : o.max) = *n;
            (key == "min" ? hasMin : hasMax) = true;
        } else {
            if (value.empty()) return garbage("option: var without a value");
            o.vars.push_back(value);
        }
        i = end;
    }
    if (!hasName) return garbage("option without a name");
    if (!hasType) return garbage("option '" + o.name + "' without a type");
    if (type == "check") {
        o.type = UciOptionType::Check;
        if (hasDefault && o.defaultValue != "true" && o.defaultValue != "false")
            return garbage("check option '" + o.name + "' with default '" + o.defaultValue + "'");
    } else if (type == "spin") {
        o.type = UciOptionType::Spin;
        if (!hasMin || !hasMax) return garbage("spin option '" + o.name + "' without min and max");
        if (o.min > o.max) return garbage("spin option '" + o.name + "' with min above max");
        if (hasDefault && !number(o.defaultValue))
            return garbage("spin option '" + o.name + "' with default '" + o.defaultValue + "'");
    } else if (type == "combo") {
        o.type = UciOptionType::Combo;
        if (o.vars.empty()) return garbage("combo option '" + o.name + "' without var");
    } else if (type == "string") {
        o.type = UciOptionType::String;
    } else if (type == "button") {
        o.type = UciOptionType::Button;
    } else {
        return garbage("option '" + o.name + "' of unknown type '" + type + "'");
    }
    UciLine l;
    l.kind = UciLineKind::Option;
    l.option = std::move(o);
    return l;
}

UciLine parseInfo(const std::vector<std::string_view>& w) {
    UciInfo info;
    // Words after which the rest of the line belongs to them.
    const auto isMove = [](std::string_view x) { return isUciMoveForm(x); };
    for (size_t i = 1; i < w.size();) {
        const std::string_view key = w[i];
        auto count = [&](int64_t min) -> std::optional<int64_t> {
            if (i + 1 >= w.size()) return std::nullopt;
            const auto n = number(w[i + 1]);
            if (!n || *n < min) return std::nullopt;
            return n;
        };
        if (isOneOf(key, {"depth", "seldepth", "multipv", "nodes", "nps", "time", "hashfull",
                          "tbhits", "sbhits", "cpuload", "currmovenumber"})) {
            const auto n = count(key == "multipv" ? 1 : 0);
            if (!n || *n > (int64_t(1) << 53))
                return garbage("info: " + std::string(key) + " without a sensible number");
            if (key == "depth") info.depth = int(std::min<int64_t>(*n, 10000));
            if (key == "seldepth") info.seldepth = int(std::min<int64_t>(*n, 10000));
            if (key == "multipv") info.multipv = int(std::min<int64_t>(*n, 1000));
            if (key == "nodes") info.nodes = *n;
            if (key == "nps") info.nps = *n;
            if (key == "time") info.timeMs = *n;
            i += 2;
        } else if (key == "score") {
            ++i;
            bool kindSeen = false;
            while (i < w.size() && isOneOf(w[i], {"cp", "mate", "lowerbound", "upperbound"})) {
                if (w[i] == "lowerbound" || w[i] == "upperbound") {
                    info.score.bound =
                        w[i] == "lowerbound" ? UciScore::Bound::Lower : UciScore::Bound::Upper;
                    ++i;
                    continue;
                }
                const auto n = i + 1 < w.size() ? number(w[i + 1]) : std::nullopt;
                if (!n || *n < -1000000 || *n > 1000000)
                    return garbage("info: score " + std::string(w[i]) + " without a number");
                info.score.kind = w[i] == "cp" ? UciScore::Kind::Centipawns : UciScore::Kind::Mate;
                info.score.value = int(*n);
                kindSeen = true;
                i += 2;
            }
            if (!kindSeen) return garbage("info: score without cp or mate");
        } else if (key == "wdl") {
            for (int k = 1; k <= 3; ++k)
                if (i + k >= w.size() || !number(w[i + k]))
                    return garbage("info: wdl without three numbers");
            i += 4;
        } else if (key == "currmove") {
            if (i + 1 >= w.size() || !isMove(w[i + 1])) return garbage("info: currmove no move");
            i += 2;
        } else if (key == "pv") {
            for (++i; i < w.size() && isMove(w[i]); ++i) info.pv.emplace_back(w[i]);
            if (info.pv.empty()) return garbage("info: pv without moves");
            if (i < w.size() && !isOneOf(w[i], {"depth", "seldepth", "multipv", "nodes", "nps",
                                                "time", "score", "hashfull", "tbhits", "string"}))
                return garbage("info: pv with '" + std::string(w[i]) + "', which is no move");
        } else if (key == "string") {
            info.text = join(w, i + 1, w.size());
            i = w.size();
        } else if (key == "refutation" || key == "currline") {
            i = w.size(); // lines the program does not show
        } else {
            return garbage("info: unknown word '" + std::string(key) + "'");
        }
    }
    UciLine l;
    l.kind = UciLineKind::Info;
    l.info = std::move(info);
    return l;
}

} // namespace

bool isUciMoveForm(std::string_view t) {
    if (t.size() != 4 && t.size() != 5) return false;
    auto file = [](char c) { return c >= 'a' && c <= 'h'; };
    auto rank = [](char c) { return c >= '1' && c <= '8'; };
    if (!file(t[0]) || !rank(t[1]) || !file(t[2]) || !rank(t[3])) return false;
    return t.size() == 4 || std::string_view("qrbn").find(t[4]) != std::string_view::npos;
}

UciLine parseUciLine(std::string_view line) {
    const std::vector<std::string_view> w = words(line);
    UciLine l;
    if (w.empty()) return l;
    const std::string_view cmd = w[0];
    if (cmd == "uciok" || cmd == "readyok") {
        l.kind = cmd == "uciok" ? UciLineKind::UciOk : UciLineKind::ReadyOk;
    } else if (cmd == "id") {
        if (w.size() < 3 || (w[1] != "name" && w[1] != "author"))
            return garbage("id without name or author");
        l.kind = UciLineKind::Id;
        l.idField = std::string(w[1]);
        l.idValue = join(w, 2, w.size());
    } else if (cmd == "option") {
        return parseOption(w);
    } else if (cmd == "info") {
        return parseInfo(w);
    } else if (cmd == "bestmove") {
        if (w.size() < 2) return garbage("bestmove without a move");
        l.kind = UciLineKind::BestMove;
        l.bestMove = std::string(w[1]);
        if (w.size() >= 4 && w[2] == "ponder") l.ponder = std::string(w[3]);
    } else {
        l.kind = UciLineKind::Unknown;
    }
    return l;
}

bool UciLineSplitter::feed(std::string_view bytes, std::vector<std::string>& out) {
    while (!bytes.empty()) {
        const size_t nl = bytes.find('\n');
        const std::string_view piece = bytes.substr(0, nl);
        if (partial_.size() + piece.size() > maxLine_) {
            partial_.clear();
            return false;
        }
        partial_.append(piece);
        if (nl == std::string_view::npos) break;
        if (!partial_.empty() && partial_.back() == '\r') partial_.pop_back();
        out.push_back(std::move(partial_));
        partial_.clear();
        bytes.remove_prefix(nl + 1);
    }
    return true;
}

} // namespace chess960::ui
