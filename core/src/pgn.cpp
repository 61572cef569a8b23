// PGN writing.
#include "chess960/pgn.h"

#include "chess960/errortext.h"

#include "pgn_shared.h"

#include <cctype>

namespace chess960 {
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
    return errorText(
        ErrorPart{ErrorCode::PgnAt,
                  {std::to_string(index), std::to_string(errorLine), std::to_string(errorColumn)}},
        game.error().message);
}

} // namespace chess960
