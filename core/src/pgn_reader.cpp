// PGN reading: one game at a time, each failure reported with its place, and the reader
// resumes at the next game.
#include "chess960/pgn.h"

#include "pgn_lexer.h"
#include "pgn_shared.h"

#include "chess960/startpos.h"

#include <cctype>
#include <variant>

namespace chess960 {

using pgn::Tok;
using pgn::Token;

struct pgn::ReaderState {
    explicit ReaderState(std::string_view text) : lexer(text) {}
    Token peek() {
        if (!pending) pending = lexer.next();
        return *pending;
    }
    Token take() {
        Token t = peek();
        pending.reset();
        return t;
    }

    pgn::Lexer lexer;
    std::optional<Token> pending;
    int count = 0;
};

namespace {

struct Failure {
    std::string message;
    Token where;
    bool skipRest = true; // false once the game's text has been read to its end
};

struct Tag {
    std::string name, value;
    Token where;
};

class GameReader {
public:
    explicit GameReader(pgn::ReaderState& st) : st_(st) {}

    /// \brief Where a failure came: inside a tag pair, or after the tags.
    bool inTag() const { return inTag_; }
    bool inMoves() const { return inMoves_; }

    // A game, or nothing when the text held no game at all (only stray comments).
    std::variant<Game, Failure, std::monostate> read() {
        if (auto f = readTags()) return *f;
        auto setup = makeGame();
        if (auto* f = std::get_if<Failure>(&setup)) return *f;
        Game game = std::get<Game>(std::move(setup));
        inMoves_ = true;
        if (auto f = readMoves(game)) return *f;
        if (tags_.empty() && game.plyCount() == 0 && !marker_) return std::monostate{};
        if (auto f = finish(game)) return *f;
        return game;
    }

private:
    const Tag* findTag(std::string_view name) const {
        const Tag* found = nullptr;
        for (const Tag& t : tags_)
            if (pgn::equalsIgnoreCase(t.name, name)) found = &t; // the last one counts
        return found;
    }

    std::optional<Failure> readTags() {
        while (st_.peek().kind == Tok::TagOpen) {
            st_.take();
            inTag_ = true;
            Token name = st_.peek();
            if (name.kind == Tok::Error) return Failure{name.text, name};
            if (name.kind != Tok::Symbol)
                return Failure{"a tag needs a name after '[', e.g. [Event \"...\"]", name};
            st_.take();
            Token value = st_.peek();
            if (value.kind == Tok::Error) return Failure{value.text, value};
            if (value.kind != Tok::String)
                return Failure{"the tag " + name.text + " needs a quoted value", value};
            st_.take();
            if (st_.peek().kind != Tok::TagClose)
                return Failure{"the tag " + name.text + " is not closed with ']'", st_.peek()};
            st_.take();
            inTag_ = false;
            // Point at the value itself, not at its opening quote.
            ++value.column;
            ++value.offset;
            tags_.push_back({name.text, value.text, value});
        }
        return std::nullopt;
    }

    std::variant<Game, Failure> makeGame() {
        const Tag* variant = findTag("Variant");
        const bool is960 = variant && pgn::isChess960Variant(variant->value);
        if (variant && !is960 && !pgn::isStandardVariant(variant->value))
            return Failure{"the variant '" + variant->value +
                               "' is not Chess960 or standard chess, the only ones read here",
                           variant->where};
        Position start = Position::startPosition(kClassicalStartNumber);
        if (const Tag* fen = findTag("FEN")) {
            auto pos = Position::fromFen(fen->value);
            if (!pos) {
                Token at = fen->where;
                at.column += std::max(0, pos.error().position);
                at.offset += std::max(0, pos.error().position);
                return Failure{"the FEN tag is not valid: " + pos.error().message, at};
            }
            start = *pos;
        } else if (is960) {
            return Failure{"a Chess960 game needs a FEN tag with its start position",
                           variant->where};
        }
        Game game(start);
        game.setAutomaticDraws(false);
        for (const Tag& t : tags_) {
            if (pgn::equalsIgnoreCase(t.name, "TimeControl")) {
                if (auto tc = pgn::parseTimeControl(t.value))
                    game.setTimeControl(*tc);
                else if (t.value != "-")
                    game.setTag("TimeControl", t.value);
            } else if (!pgn::isDerivedTag(t.name)) {
                game.setTag(t.name, t.value);
            }
        }
        return game;
    }

    void addComment(Game& game, std::string text) {
        const std::optional<int64_t> clock = pgn::takeClock(text);
        text = pgn::compact(text);
        const int ply = game.plyCount();
        if (ply > 0 && clock) game.setClock(ply, clock);
        if (text.empty()) return;
        const std::string& old = ply == 0 ? game.startComment() : game.moves().back().comment;
        game.setComment(ply, old.empty() ? text : old + " " + text);
    }

    std::optional<Failure> skipVariation(const Token& open) {
        for (int depth = 1;;) {
            const Token t = st_.peek();
            if (t.kind == Tok::End || (t.kind == Tok::TagOpen && t.lineStart))
                return Failure{"the variation opened here with '(' is never closed", open};
            st_.take();
            if (t.kind == Tok::Error) return Failure{t.text, t};
            if (t.kind == Tok::VarOpen) ++depth;
            if (t.kind == Tok::VarClose && --depth == 0) return std::nullopt;
        }
    }

    std::optional<Failure> playMove(Game& game, const Token& t) {
        const Position& pos = game.position();
        const std::string who = "move " + std::to_string(pos.fullmoveNumber()) + " for " +
                                (pos.sideToMove() == White ? "White" : "Black") + ": ";
        if (t.text == "--" || t.text == "Z0")
            return Failure{who + "'" + t.text +
                               "' is a null move (a pass), which a game "
                               "cannot contain outside a variation",
                           t};
        if (game.isOver())
            return Failure{who + "'" + t.text + "' comes after the game ended by " +
                               std::string(terminationText(game.termination())),
                           t};
        auto m = game.playSan(t.text);
        if (!m) return Failure{who + m.error().message, t};
        return std::nullopt;
    }

    std::optional<Failure> readMoves(Game& game) {
        for (;;) {
            const Token t = st_.peek();
            switch (t.kind) {
            case Tok::End: return std::nullopt;
            case Tok::TagOpen:
                if (t.lineStart) return std::nullopt; // the next game starts without a result
                return Failure{"'[' in the middle of the moves; tags go before them", t};
            case Tok::Result:
                st_.take();
                marker_ = parseResult(t.text);
                markerAt_ = t;
                return std::nullopt;
            default: break;
            }
            st_.take();
            switch (t.kind) {
            case Tok::Symbol:
                if (auto f = playMove(game, t)) return f;
                break;
            case Tok::Nag: {
                const int nag = std::stoi(t.text);
                if (nag > 255) return Failure{"$" + t.text + " is not a NAG (they go to $255)", t};
                if (game.plyCount() > 0) {
                    auto nags = game.moves().back().nags;
                    nags.push_back(nag);
                    game.setNags(game.plyCount(), std::move(nags));
                }
                break;
            }
            case Tok::Comment: addComment(game, t.text); break;
            case Tok::VarOpen:
                if (auto f = skipVariation(t)) return f;
                break;
            case Tok::VarClose: return Failure{"')' closes a variation that was never opened", t};
            case Tok::String: return Failure{"quoted text belongs in a tag: [Name \"value\"]", t};
            case Tok::TagClose: return Failure{"']' outside a tag", t};
            case Tok::Error: return Failure{t.text, t};
            default: break; // move numbers
            }
        }
    }

    Termination decidedBy(const Game& game, GameResult r) const {
        const Tag* tag = findTag("Termination");
        const std::string how = tag ? tag->value : "";
        const bool draw = r == GameResult::Draw;
        if (pgn::equalsIgnoreCase(how, "time forfeit"))
            return draw ? Termination::TimeoutVsInsufficientMaterial : Termination::TimeForfeit;
        if (pgn::equalsIgnoreCase(how, "abandoned")) return Termination::Abandoned;
        if (pgn::equalsIgnoreCase(how, "adjudication")) return Termination::Adjudication;
        if (pgn::equalsIgnoreCase(how, "rules infraction")) return Termination::RulesInfraction;
        if (!pgn::equalsIgnoreCase(how, "normal")) return Termination::Unknown;
        // A normal end not seen on the board: a resignation, or a draw claimed or agreed.
        if (!draw) return Termination::Resignation;
        if (game.repetitionCount() >= 3) return Termination::ThreefoldRepetition;
        if (game.position().halfmoveClock() >= 100) return Termination::FiftyMoveRule;
        return Termination::Agreement;
    }

    std::optional<Failure> finish(Game& game) {
        std::optional<GameResult> fromTag;
        if (const Tag* tag = findTag("Result")) {
            fromTag = parseResult(tag->value);
            if (!fromTag && tag->value != "?" && !tag->value.empty())
                return Failure{"the Result tag '" + tag->value + "' is not 1-0, 0-1, 1/2-1/2 or *",
                               tag->where, false};
        }
        if (marker_ && fromTag && *marker_ != *fromTag)
            return Failure{"the moves end with " + std::string(resultText(*marker_)) +
                               " but the Result tag says " + std::string(resultText(*fromTag)),
                           markerAt_, false};
        const GameResult r = marker_ ? *marker_ : fromTag ? *fromTag : GameResult::Ongoing;
        game.setAutomaticDraws(true);
        if (game.isOver() && r != GameResult::Ongoing && r != game.result()) {
            const Termination t = game.termination();
            if (t == Termination::Checkmate || t == Termination::Stalemate)
                return Failure{"the result is " + std::string(resultText(r)) +
                                   " but the final position is " + std::string(terminationText(t)) +
                                   " (" + std::string(resultText(game.result())) + ")",
                               marker_ ? markerAt_ : findTag("Result")->where, false};
            game.setAutomaticDraws(false); // the record's program did not apply this rule
        }
        if (!game.isOver() && r != GameResult::Ongoing) game.setOutcome(r, decidedBy(game, r));
        return std::nullopt;
    }

    pgn::ReaderState& st_;
    std::vector<Tag> tags_;
    std::optional<GameResult> marker_;
    Token markerAt_;
    bool inTag_ = false;
    bool inMoves_ = false;
};

// After a failure: the rest of the game up to its result, or up to the tags of the next.
void skipRestOfGame(pgn::ReaderState& st, bool inTag, bool inMoves) {
    int depth = 0;
    for (;;) {
        const Token t = st.peek();
        if (t.kind == Tok::End || (t.kind == Tok::TagOpen && t.lineStart && inMoves)) return;
        st.take();
        // A tag pair lives on one line: a broken one ends with its line.
        if (t.lineStart && t.kind != Tok::TagOpen) inTag = false;
        if (t.kind == Tok::TagOpen)
            inTag = true;
        else if (t.kind == Tok::TagClose)
            inTag = false;
        else if (!inTag)
            inMoves = true;
        if (t.kind == Tok::VarOpen) ++depth;
        if (t.kind == Tok::VarClose) --depth;
        if (t.kind == Tok::Result && !inTag && depth <= 0) return;
    }
}

} // namespace

PgnReader::PgnReader(std::string_view text) : state_(std::make_unique<pgn::ReaderState>(text)) {}
PgnReader::~PgnReader() = default;

std::optional<PgnRecord> PgnReader::next() {
    for (;;) {
        const Token first = state_->peek();
        if (first.kind == Tok::End) return std::nullopt;
        GameReader reader(*state_);
        auto outcome = reader.read();
        if (std::holds_alternative<std::monostate>(outcome)) continue;
        PgnRecord record;
        record.index = ++state_->count;
        record.line = first.line;
        if (auto* game = std::get_if<Game>(&outcome)) {
            record.game = std::move(*game);
            return record;
        }
        const Failure& f = std::get<Failure>(outcome);
        record.game = Error{f.message, f.where.offset};
        record.errorLine = f.where.line;
        record.errorColumn = f.where.column;
        if (f.skipRest) skipRestOfGame(*state_, reader.inTag(), reader.inMoves());
        return record;
    }
}

std::vector<PgnRecord> readPgn(std::string_view text) {
    std::vector<PgnRecord> records;
    PgnReader reader(text);
    while (auto r = reader.next()) records.push_back(std::move(*r));
    return records;
}

Expected<Game> readPgnGame(std::string_view text) {
    PgnReader reader(text);
    auto r = reader.next();
    if (!r) return Error{"The text holds no PGN game", -1};
    if (!r->ok()) return Error{r->describeError(), r->game.error().position};
    return std::move(r->game);
}

} // namespace chess960
