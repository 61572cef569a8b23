// PGN writing.
#include "chess960/pgn.h"

#include "chess960/errortext.h"
#include "chess960/startpos.h"

#include "pgn_commands.h"
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

// YYYY.MM.DD, each part digits or question marks, the known month and day in range.
bool isPgnDate(std::string_view v) {
    if (v.size() != 10 || v[4] != '.' || v[7] != '.') return false;
    const auto part = [&v](size_t at, size_t n, int low, int high) {
        const std::string_view p = v.substr(at, n);
        if (p.find_first_not_of('?') == std::string_view::npos) return true;
        int value = 0;
        for (char c : p) {
            if (c < '0' || c > '9') return false;
            value = value * 10 + (c - '0');
        }
        return value >= low && value <= high;
    };
    return part(0, 4, 0, 9999) && part(5, 2, 1, 12) && part(8, 2, 1, 31);
}

bool isPgnElo(std::string_view v) {
    if (v.empty() || v == "-" || v == "?") return true;
    if (v.size() > 4 || v.find_first_not_of("0123456789") != std::string_view::npos) return false;
    return std::stoi(std::string(v)) <= 4000;
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

// The move text of a game's tree, as pieces that a line may not break inside: a move with
// its number, a NAG, a word of a comment, a command. Written without recursion, so a tree
// built in code with variations nested thousands deep is written as well as any other.
class MoveText {
public:
    explicit MoveText(const Game& game) : game_(game) {
        const Position& start = game.startPosition();
        blackFirst_ = start.sideToMove() == Black;
        firstMove_ = start.fullmoveNumber();
    }

    std::vector<std::string> atoms() {
        const NodeId root = game_.root();
        comment(game_.nodeMove(root), game_.startComment(), root);
        // Each open line: its last move written, and the variations of that move still to write.
        struct Frame {
            NodeId last;
            int ply; // of last
            size_t nextVariation = 0;
        };
        std::vector<Frame> lines{{root, 0, 0}};
        while (!lines.empty()) {
            Frame& f = lines.back();
            const NodeId parent = game_.parentOf(f.last);
            const std::vector<NodeId>& alternatives = game_.children(parent);
            if (parent != kNoNode && f.nextVariation < alternatives.size()) {
                // Variations go after the move they replace, from the position before it.
                const NodeId v = alternatives[f.nextVariation++];
                const int ply = f.ply;
                openParen_ = true;
                numberNext_ = true;
                move(v, ply, true);
                lines.push_back({v, ply, alternatives.size()}); // its own siblings are written
                continue;
            }
            const std::vector<NodeId>& next = game_.children(f.last);
            if (next.empty()) {
                lines.pop_back();
                if (!lines.empty()) {
                    atoms_.back() += ")";
                    numberNext_ = true;
                }
                continue;
            }
            f.last = next.front();
            f.ply += 1;
            f.nextVariation = 1;
            move(f.last, f.ply, false);
        }
        atoms_.emplace_back(resultText(game_.result()));
        return std::move(atoms_);
    }

private:
    void add(std::string atom) {
        if (openParen_) atom.insert(atom.begin(), '(');
        openParen_ = false;
        atoms_.push_back(std::move(atom));
    }

    // A comment; the first move after `at` may carry a comment before it, which PGN cannot
    // tell from this one, so it is written here.
    void comment(const PlayedMove& m, const std::string& text, NodeId at) {
        std::vector<std::string> words = pgn::commandTexts(m);
        std::string all = text;
        if (const auto& next = game_.children(at); !next.empty()) {
            const std::string& before = game_.nodeMove(next.front()).commentBefore;
            if (!before.empty() && !all.empty()) all += ' ';
            all += before;
        }
        addWords(words, all);
    }

    // Words of a comment after its commands; a '}' inside becomes ')' because PGN has no way
    // to escape it, and text that would read as a command is broken (see inertText).
    void addWords(std::vector<std::string>& words, std::string text) {
        for (char& c : text)
            if (c == '}') c = ')';
        std::string word;
        for (char c : pgn::inertText(text) + " ") {
            if (std::isspace(static_cast<unsigned char>(c))) {
                if (!word.empty()) words.push_back(std::move(word));
                word.clear();
            } else {
                word += c;
            }
        }
        if (words.empty()) return;
        words.front().insert(words.front().begin(), '{');
        words.back() += "}";
        for (auto& w : words) add(std::move(w));
        numberNext_ = true;
    }

    // Node n, the move after `ply` half-moves; a variation's first move may have a comment
    // before it.
    void move(NodeId n, int ply, bool startsVariation) {
        const PlayedMove& pm = game_.nodeMove(n);
        if (startsVariation) {
            std::vector<std::string> none;
            addWords(none, pm.commentBefore);
        }
        const int half = ply - 1 + (blackFirst_ ? 1 : 0); // half-moves from White's first
        const int number = firstMove_ + half / 2;
        if (half % 2 == 0)
            add(std::to_string(number) + ". " + pm.san);
        else
            add(numberNext_ ? std::to_string(number) + "... " + pm.san : pm.san);
        numberNext_ = false;
        for (int nag : pm.nags) add(std::string(1, '$').append(std::to_string(nag)));
        comment(pm, pm.comment, n);
    }

    const Game& game_;
    bool blackFirst_ = false;
    int firstMove_ = 1;
    std::vector<std::string> atoms_;
    bool openParen_ = false;
    bool numberNext_ = true;
};

} // namespace

std::string timeControlText(const TimeControl& tc) {
    if (tc.hasOdds()) return "?";
    const TimeControl::Side side = tc.side(White);
    return pgn::secondsText(side.baseMs) + "+" + pgn::secondsText(side.incrementMs);
}

std::string writePgn(const Game& game) {
    std::vector<std::pair<std::string, std::string>> lines;
    auto tagLine = [&lines](std::string_view name, std::string_view value) {
        lines.emplace_back(name, value);
    };
    // A game read from a record keeps the derived tags it had and gets no others it need not;
    // a game made here gets them all.
    const auto recordHad = [&game](std::string_view name) {
        if (!game.recordTags()) return true;
        for (const std::string& t : *game.recordTags())
            if (pgn::equalsIgnoreCase(t, name)) return true;
        return false;
    };
    static constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",
                                                   "Round", "White", "Black"};
    for (std::string_view name : kRoster) {
        const bool known = game.hasTag(name);
        tagLine(name, known ? game.tag(name) : name == "Date" ? "????.??.??" : "?");
    }
    tagLine("Result", resultText(game.result()));
    // A record of a game from the classical start that did not say it was Chess960 is written
    // again as a classical database reads it: without Variant, SetUp and FEN it need not have.
    const bool classicalStart =
        game.startPosition().fen() == Position::startPosition(kClassicalStartNumber).fen();
    const bool classicalRecord = game.recordTags() && classicalStart;
    const bool variant = !classicalRecord || recordHad("Variant");
    if (variant) tagLine("Variant", "Chess960");
    if (variant || recordHad("SetUp") || recordHad("FEN")) { // Chess960 needs its FEN
        tagLine("SetUp", "1");
        tagLine("FEN", game.startPosition().fen());
    }
    const auto clockText = [](TimeControl::Side side) {
        return pgn::secondsText(side.baseMs) + "+" + pgn::secondsText(side.incrementMs);
    };
    if (const auto& tc = game.timeControl(); tc && tc->hasOdds()) {
        // Time odds as Cute Chess writes and reads them; TimeControl, which has one value for
        // both sides (lichess reads only it), says "unknown" rather than half the truth.
        tagLine("TimeControl", timeControlText(*tc));
        tagLine("WhiteTimeControl", clockText(tc->side(White)));
        tagLine("BlackTimeControl", clockText(tc->side(Black)));
    } else if (tc || game.hasTag("TimeControl") || recordHad("TimeControl")) {
        tagLine("TimeControl", tc                           ? timeControlText(*tc)
                               : game.hasTag("TimeControl") ? game.tag("TimeControl")
                                                            : "-");
        // What the reader could not read is given back as it was.
        for (std::string_view name : {"WhiteTimeControl", "BlackTimeControl"})
            if (game.hasTag(name)) tagLine(name, game.tag(name));
    } else {
        // What the reader could not read is given back as it was.
        for (std::string_view name : {"WhiteTimeControl", "BlackTimeControl"})
            if (game.hasTag(name)) tagLine(name, game.tag(name));
    }
    // A record that said nothing of how the game ended gets no Termination it cannot know: a
    // game still going on, or one whose record gave no reason.
    // Nor one the board tells by itself (a mate, a stalemate, a dead position, fivefold or 75
    // moves) when the record did not give it.
    const Termination how = game.termination();
    const bool onTheBoard = how == Termination::Checkmate || how == Termination::Stalemate ||
                            how == Termination::InsufficientMaterial ||
                            how == Termination::FivefoldRepetition ||
                            how == Termination::SeventyFiveMoveRule;
    if (recordHad("Termination") ||
        !(game.recordTags() &&
          (how == Termination::None || how == Termination::Unknown || onTheBoard)))
        tagLine("Termination", terminationTag(how));
    if (game.recordTags() && recordHad("PlyCount")) // kept where a record gave it
        tagLine("PlyCount", std::to_string(game.mainLine().size()));
    for (const auto& [name, value] : game.tags()) {
        bool roster = false;
        for (std::string_view r : kRoster) roster |= name == r;
        if (!roster && !pgn::isDerivedTag(name) && isTagName(name)) tagLine(name, value);
    }
    // A record's tags in the order it gave them; tags it did not have after them.
    if (const auto& given = game.recordTags()) {
        const auto place = [&given](const std::string& name) {
            for (size_t i = 0; i < given->size(); ++i)
                if (pgn::equalsIgnoreCase((*given)[i], name)) return i;
            return given->size();
        };
        std::stable_sort(lines.begin(), lines.end(), [&place](const auto& a, const auto& b) {
            return place(a.first) < place(b.first);
        });
    }
    std::string out;
    for (const auto& [name, value] : lines)
        out.append("[").append(name).append(" \"").append(escapeTagValue(value)).append("\"]\n");
    out += "\n";

    const std::vector<std::string> atoms = MoveText(game).atoms();
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

std::optional<TagProblem>
checkEditedTags(const std::vector<std::pair<std::string, std::string>>& tags) {
    for (size_t i = 0; i < tags.size(); ++i) {
        const auto& [name, value] = tags[i];
        const auto problem = [i](TagCheck what) { return std::optional(TagProblem{what, i}); };
        if (!isTagName(name)) return problem(TagCheck::BadName);
        if (pgn::isDerivedTag(name)) return problem(TagCheck::Derived);
        for (size_t j = 0; j < i; ++j)
            if (pgn::equalsIgnoreCase(tags[j].first, name)) return problem(TagCheck::Twice);
        if (value.find_first_of("\r\n") != std::string::npos) return problem(TagCheck::LineBreak);
        for (std::string_view date : {"Date", "EventDate", "UTCDate"})
            if (pgn::equalsIgnoreCase(name, date) && !isPgnDate(value))
                return problem(TagCheck::BadDate);
        for (std::string_view elo : {"WhiteElo", "BlackElo"})
            if (pgn::equalsIgnoreCase(name, elo) && !isPgnElo(value))
                return problem(TagCheck::BadElo);
    }
    return std::nullopt;
}

bool isWrittenFromTheGame(std::string_view name) {
    return pgn::isDerivedTag(name);
}

std::vector<std::pair<std::string, std::string>> editableTags(const Game& game) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& tag : game.tags())
        if (!pgn::isDerivedTag(tag.first)) out.push_back(tag);
    return out;
}

void setEditableTags(Game& game, const std::vector<std::pair<std::string, std::string>>& tags) {
    for (const auto& [name, value] : editableTags(game)) game.removeTag(name);
    for (const auto& [name, value] : tags)
        if (!value.empty() && !pgn::isDerivedTag(name)) game.setTag(name, value);
}

std::optional<std::string> withTagInText(std::string_view game, std::string_view name,
                                         std::string_view value) {
    struct Span {
        size_t start, end;
        std::string_view name;
    };
    std::vector<Span> tags;
    size_t p = 0;
    const auto blank = [&game](size_t at) {
        return at < game.size() &&
               (game[at] == ' ' || game[at] == '\t' || game[at] == '\r' || game[at] == '\n');
    };
    for (;;) {
        size_t q = p;
        while (blank(q)) ++q;
        if (q >= game.size() || game[q] != '[') break;
        const size_t start = q++;
        while (blank(q)) ++q;
        const size_t nameAt = q;
        while (q < game.size() &&
               (std::isalnum(static_cast<unsigned char>(game[q])) || game[q] == '_'))
            ++q;
        const std::string_view tagName = game.substr(nameAt, q - nameAt);
        while (blank(q)) ++q;
        if (tagName.empty() || q >= game.size() || game[q] != '"') return std::nullopt;
        for (++q; q < game.size() && game[q] != '"'; ++q)
            if (game[q] == '\\') ++q;
        if (q >= game.size()) return std::nullopt;
        ++q;
        while (blank(q)) ++q;
        if (q >= game.size() || game[q] != ']') return std::nullopt;
        tags.push_back({start, q + 1, tagName});
        p = q + 1;
    }
    const std::string eol = game.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
    const std::string line = value.empty()
                                 ? std::string()
                                 : "[" + std::string(name) + " \"" + escapeTagValue(value) + "\"]";
    std::string out;
    for (const Span& t : tags) {
        if (!pgn::equalsIgnoreCase(t.name, name)) continue;
        size_t from = t.start, to = t.end;
        if (line.empty()) {
            // Out with its line when it has one to itself.
            const bool lineStart = from == 0 || game[from - 1] == '\n';
            size_t after = to;
            while (after < game.size() && (game[after] == ' ' || game[after] == '\t')) ++after;
            if (lineStart && game.substr(after, eol.size()) == eol) to = after + eol.size();
        }
        out.append(game.substr(0, from)).append(line).append(game.substr(to));
        return out;
    }
    if (line.empty()) return std::string(game);
    if (tags.empty()) return line + eol + eol + std::string(game);
    const size_t at = tags.back().end;
    out.append(game.substr(0, at)).append(eol).append(line).append(game.substr(at));
    return out;
}

} // namespace chess960
