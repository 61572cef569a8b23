// PGN reading: one game at a time, each failure reported with its place, and the reader
// resumes at the next game.
#include "chess960/pgn.h"

#include "pgn_lexer.h"
#include "pgn_shared.h"
#include "pgn_tree.h"

#include "chess960/startpos.h"

#include <algorithm>
#include <cctype>
#include <variant>

namespace chess960 {

using pgn::Tok;
using pgn::Token;

struct pgn::ReaderState {
    ReaderState(std::string_view t, PgnComments c)
        : text(t), lexer(t, c == PgnComments::Keep), keepComments(c == PgnComments::Keep) {}
    // The next token, still to be taken (valid until take()).
    const Token& peek() {
        if (!pending) pending = lexer.next();
        return *pending;
    }
    Token take() {
        if (!pending) pending = lexer.next();
        Token t = std::move(*pending);
        pending.reset();
        if (t.kind != Tok::End) lastEnd = t.end;
        return t;
    }
    // The start of t's line when only space precedes it there, else t itself.
    long long lineStartOf(const Token& t) const {
        if (!t.lineStart) return t.offset;
        size_t at = size_t(t.offset);
        while (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
        return (long long)(at);
    }
    // Past the rest of the line after `at` when it holds only space.
    long long lineEndAfter(long long at) const {
        size_t i = size_t(at);
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) ++i;
        if (i < text.size() && text[i] == '\n') return (long long)(i + 1);
        return i == text.size() ? (long long)(i) : at;
    }

    std::string_view text;
    pgn::Lexer lexer;
    bool keepComments = true;
    std::optional<Token> pending;
    int count = 0;
    int lastEnd = 0;       // just past the last token taken
    bool foundPgn = false; // a whole tag pair or a legal move has been read
};

namespace {

struct Failure {
    Error error;
    Token where;
    bool skipRest = true; // false once the game's text has been read to its end
};

Failure fail(const Token& where, ErrorCode code, std::vector<std::string> args = {},
             bool skipRest = true) {
    return {makeError(code, std::move(args)), where, skipRest};
}

// An Error token read by the lexer.
Failure lexFailure(const Token& t) {
    return {makeError(t.error.code, t.error.args), t, true};
}

struct Tag {
    std::string name, value;
    Token where;
};

class GameReader {
public:
    explicit GameReader(pgn::ReaderState& st) : st_(st) {}

    /// \brief Where a failure came: inside a tag pair, or after the tags, and how many
    /// variations were open in the text.
    bool inTag() const { return inTag_; }
    bool inMoves() const { return inMoves_; }
    int openVariations() const { return int(opens_.size()) + pendingOpen_; }

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
            if (st_.peek().kind == Tok::Error) return lexFailure(st_.peek());
            if (st_.peek().kind != Tok::Symbol)
                return fail(st_.peek(), ErrorCode::PgnTagWithoutName);
            Token name = st_.take();
            if (st_.peek().kind == Tok::Error) return lexFailure(st_.peek());
            if (st_.peek().kind != Tok::String)
                return fail(st_.peek(), ErrorCode::PgnTagWithoutValue, {name.text});
            Token value = st_.take();
            if (st_.peek().kind != Tok::TagClose)
                return fail(st_.peek(), ErrorCode::PgnTagNotClosed, {name.text});
            st_.take();
            inTag_ = false;
            // Point at the value itself, not at its opening quote.
            ++value.column;
            ++value.offset;
            tags_.push_back({std::move(name.text), value.text, std::move(value)});
            st_.foundPgn = true;
        }
        return std::nullopt;
    }

    std::variant<Game, Failure> makeGame() {
        const Tag* variant = findTag("Variant");
        const bool is960 = variant && pgn::isChess960Variant(variant->value);
        if (variant && !is960 && !pgn::isStandardVariant(variant->value))
            return fail(variant->where, ErrorCode::PgnUnknownVariant, {variant->value});
        Position start = Position::startPosition(kClassicalStartNumber);
        if (const Tag* fen = findTag("FEN")) {
            auto pos = Position::fromFen(fen->value);
            if (!pos) {
                Token at = fen->where;
                at.column += std::max(0, pos.error().position);
                at.offset += std::max(0, pos.error().position);
                return Failure{makeError(ErrorCode::PgnBadFenTag, {}, pos.error(), -1), at};
            }
            start = *pos;
        } else if (is960) {
            return fail(variant->where, ErrorCode::PgnChess960WithoutFen);
        }
        Game game(start);
        // Most games of a file have fewer moves than this; a longer one grows as before.
        game.reserve(160);
        game.setAutomaticDraws(false);
        std::vector<std::string> names;
        names.reserve(tags_.size());
        for (const Tag& t : tags_) names.push_back(t.name);
        game.setRecordTags(std::move(names));
        // Time odds come as WhiteTimeControl and BlackTimeControl (Cute Chess), in any order
        // with TimeControl; a side without its own tag plays on TimeControl, else on the
        // other side's.
        std::optional<TimeControl> both;
        std::optional<TimeControl> own[2];
        for (const Tag& t : tags_) {
            const bool all = pgn::equalsIgnoreCase(t.name, "TimeControl");
            const bool white = pgn::equalsIgnoreCase(t.name, "WhiteTimeControl");
            const bool black = pgn::equalsIgnoreCase(t.name, "BlackTimeControl");
            if (all || white || black) {
                auto tc = pgn::parseTimeControl(t.value);
                if (tc)
                    (all ? both : own[white ? White : Black]) = tc;
                else if (t.value != "-")
                    game.setTag(all     ? "TimeControl"
                                : white ? "WhiteTimeControl"
                                        : "BlackTimeControl",
                                t.value);
            } else if (!pgn::isDerivedTag(t.name)) {
                game.setTag(t.name, t.value);
            }
        }
        if (own[White] || own[Black]) {
            const TimeControl white = own[White] ? *own[White] : both ? *both : *own[Black];
            const TimeControl black = own[Black] ? *own[Black] : both ? *both : *own[White];
            game.setTimeControl(TimeControl::perSide(white.side(White), black.side(White)));
        } else if (both) {
            game.setTimeControl(*both);
        }
        return game;
    }

    // The rest of a variation after a null move, which the game cannot hold, up to its ')'.
    std::optional<Failure> skipRestOfVariation() {
        for (int depth = 1;;) {
            const Token& next = st_.peek();
            if (next.kind == Tok::End || (next.kind == Tok::TagOpen && next.lineStart))
                return fail(opens_.back(), ErrorCode::PgnVariationNotClosed);
            const Token t = st_.take();
            if (t.kind == Tok::Error) return lexFailure(t);
            if (t.kind == Tok::VarOpen) ++depth;
            if (t.kind == Tok::VarClose && --depth == 0) return std::nullopt;
        }
    }

    std::optional<Failure> readMove(pgn::TreeBuilder& tree, const Token& t) {
        if (tree.depth() > 0 && pgn::TreeBuilder::isNullMove(t.text)) {
            if (auto f = skipRestOfVariation()) return f;
            tree.closeVariation();
            opens_.pop_back();
            return std::nullopt;
        }
        if (auto error = tree.move(t.text)) return Failure{std::move(*error), t};
        st_.foundPgn = true;
        return std::nullopt;
    }

    // The moves with their variations, comments and NAGs, up to the result or the next game.
    // No recursion: a variation is a line on the builder's stack, and opens_ keeps where each
    // open one began.
    std::optional<Failure> readMoves(Game& game) {
        pgn::TreeBuilder tree(game);
        for (;;) {
            const Token& next = st_.peek();
            const bool nextGame =
                next.kind == Tok::End || (next.kind == Tok::TagOpen && next.lineStart);
            if (nextGame && !opens_.empty())
                return fail(opens_.back(), ErrorCode::PgnVariationNotClosed);
            if (nextGame) break; // the next game may start without a result
            if (next.kind == Tok::TagOpen) return fail(next, ErrorCode::PgnTagAmongMoves);
            Token t = st_.take();
            if (t.kind == Tok::Result && opens_.empty()) {
                marker_ = parseResult(t.text);
                markerAt_ = t;
                break;
            }
            switch (t.kind) {
            case Tok::Symbol:
                if (auto f = readMove(tree, t)) return f;
                break;
            case Tok::Nag: {
                const int nag = std::stoi(t.text);
                if (nag > 255) return fail(t, ErrorCode::PgnNagTooLarge, {t.text});
                tree.nag(nag);
                break;
            }
            case Tok::Comment:
                if (st_.keepComments) tree.comment(std::move(t.text));
                break;
            case Tok::VarOpen:
                pendingOpen_ = true; // open in the text even when the builder refuses it
                if (auto error = tree.openVariation()) return Failure{std::move(*error), t};
                pendingOpen_ = false;
                opens_.push_back(t);
                break;
            case Tok::VarClose:
                if (!tree.closeVariation()) return fail(t, ErrorCode::PgnVariationNotOpened);
                opens_.pop_back();
                break;
            case Tok::String: return fail(t, ErrorCode::PgnStrayQuotedText);
            case Tok::TagClose: return fail(t, ErrorCode::PgnStrayTagClose);
            case Tok::Error: return lexFailure(t);
            default: break; // move numbers, and a result inside a variation
            }
        }
        tree.finish();
        return std::nullopt;
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
                return fail(tag->where, ErrorCode::PgnBadResultTag, {tag->value}, false);
        }
        if (marker_ && fromTag && *marker_ != *fromTag)
            return fail(markerAt_, ErrorCode::PgnResultsDisagree,
                        {std::string(resultText(*marker_)), std::string(resultText(*fromTag))},
                        false);
        const GameResult r = marker_ ? *marker_ : fromTag ? *fromTag : GameResult::Ongoing;
        game.setAutomaticDraws(true);
        if (game.isOver() && r != GameResult::Ongoing && r != game.result()) {
            const Termination t = game.termination();
            if (t == Termination::Checkmate || t == Termination::Stalemate)
                return fail(marker_ ? markerAt_ : findTag("Result")->where,
                            ErrorCode::PgnResultAgainstBoard,
                            {std::string(resultText(r)), std::to_string(int(t)),
                             std::string(resultText(game.result()))},
                            false);
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
    std::vector<Token> opens_; // the '(' of each variation open now, outermost first
    bool pendingOpen_ = false;
};

// After a failure: the rest of the game up to its result, or up to the tags of the next. A
// result inside a variation (depth open ones at the failure) does not end the game.
void skipRestOfGame(pgn::ReaderState& st, bool inTag, bool inMoves, int depth) {
    for (;;) {
        const Token& next = st.peek();
        if (next.kind == Tok::End || (next.kind == Tok::TagOpen && next.lineStart && inMoves))
            return;
        const Token t = st.take();
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

PgnReader::PgnReader(std::string_view text, PgnComments comments)
    : state_(std::make_unique<pgn::ReaderState>(text, comments)) {}
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
        record.offset = state_->lineStartOf(first);
        if (auto* game = std::get_if<Game>(&outcome)) {
            record.game = std::move(*game);
            record.end = state_->lineEndAfter(state_->lastEnd);
            return record;
        }
        const Failure& f = std::get<Failure>(outcome);
        Error error = f.error;
        error.position = f.where.offset;
        record.game = std::move(error);
        record.errorLine = f.where.line;
        record.errorColumn = f.where.column;
        if (f.skipRest)
            skipRestOfGame(*state_, reader.inTag(), reader.inMoves(), reader.openVariations());
        record.end = state_->lineEndAfter(std::max<long long>(state_->lastEnd, record.offset + 1));
        return record;
    }
}

bool PgnReader::foundPgn() const {
    return state_->foundPgn;
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
    if (!r) return makeError(ErrorCode::PgnNoGame);
    if (!r->ok())
        return makeError(ErrorCode::PgnAt,
                         {std::to_string(r->index), std::to_string(r->errorLine),
                          std::to_string(r->errorColumn)},
                         r->game.error(), r->game.error().position);
    return std::move(r->game);
}

} // namespace chess960
