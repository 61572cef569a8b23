// Tokens of PGN text for the reader (internal to the core). The lexer is forgiving where
// real files are sloppy (Windows line ends, a UTF-8 byte-order mark, quotes inside tag values)
// and reports what it cannot read as an Error token instead of stopping.
#pragma once

#include "chess960/errortext.h"

#include <string>
#include <string_view>
#include <vector>

namespace chess960::pgn {

enum class Tok {
    End,        ///< no more text
    TagOpen,    ///< '['
    TagClose,   ///< ']'
    String,     ///< a quoted tag value, unescaped
    Symbol,     ///< a SAN move or a tag name
    MoveNumber, ///< digits (the periods after it are dropped)
    Nag,        ///< "$5", or "!?" and friends turned into their number
    Comment,    ///< {...} or ; to the end of the line, without the delimiters
    VarOpen,    ///< '('
    VarClose,   ///< ')'
    Result,     ///< "1-0", "0-1", "1/2-1/2", "*"
    Error,      ///< text that cannot be read; `text` says why, `error` as data
    Skip,       ///< internal: text that carries nothing (periods, escaped lines)
};

struct Token {
    Tok kind = Tok::End;
    std::string text;
    int offset = 0;         ///< byte offset into the whole input
    int end = 0;            ///< byte offset just past the token's text
    int line = 1;           ///< 1-based
    int column = 1;         ///< 1-based, counted in characters (UTF-8 aware)
    bool lineStart = false; ///< nothing but spaces before it on its line
    ErrorPart error;        ///< for an Error token: why, as a code and its arguments
};

class Lexer {
public:
    /// \brief keepCommentText false: a comment token carries no text (it is read past).
    explicit Lexer(std::string_view text, bool keepCommentText = true);
    /// \brief The next token; End forever once the text is used up.
    Token next();

private:
    char peek(size_t ahead = 0) const {
        return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : 0;
    }
    Token lexOne();
    static Token skip(Token t) {
        t.kind = Tok::Skip;
        return t;
    }
    static Token error(Token t, ErrorCode code, std::vector<std::string> args = {}) {
        t.kind = Tok::Error;
        t.error = {code, std::move(args)};
        t.text = errorText(t.error);
        return t;
    }
    void advance();
    /// \brief advance() up to `end` (not past the text), in one go.
    void advanceTo(size_t end);
    void skipToLineEnd();
    Token readComment(Token t);
    Token readString(Token t);
    Token readSymbol(Token t);

    std::string_view text_;
    size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
    bool lineStart_ = true;
    bool keepCommentText_ = true;
};

} // namespace chess960::pgn
