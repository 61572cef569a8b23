#include "pgn_lexer.h"

#include <algorithm>
#include <cctype>

namespace chess960::pgn {
namespace {

bool isSymbolStart(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

// The characters of a symbol (a SAN move or a tag name), by byte.
struct SymbolChars {
    bool in[256] = {};
    constexpr SymbolChars() {
        for (int c = '0'; c <= '9'; ++c) in[c] = true;
        for (int c = 'a'; c <= 'z'; ++c) in[c] = in[c - 'a' + 'A'] = true;
        for (char c : std::string_view("_+#=:-/")) in[static_cast<unsigned char>(c)] = true;
    }
};
constexpr SymbolChars kSymbolChars;

bool isSymbolChar(char c) {
    return kSymbolChars.in[static_cast<unsigned char>(c)];
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

// The six traditional move marks and their NAG numbers.
int suffixNag(std::string_view s) {
    if (s == "!") return 1;
    if (s == "?") return 2;
    if (s == "!!") return 3;
    if (s == "??") return 4;
    if (s == "!?") return 5;
    if (s == "?!") return 6;
    return -1;
}

} // namespace

Lexer::Lexer(std::string_view text, bool keepCommentText)
    : text_(text), keepCommentText_(keepCommentText) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3; // UTF-8 byte-order mark
}

void Lexer::advance() {
    const char c = text_[pos_++];
    if (c == '\n') {
        ++line_;
        column_ = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        // Continuation bytes of a UTF-8 character do not move the column on.
        ++column_;
    }
}

void Lexer::advanceTo(size_t end) {
    // As advance() byte by byte: lines counted, and columns in characters since the last.
    const std::string_view span = text_.substr(pos_, end - pos_);
    size_t from = 0;
    if (const size_t last = span.rfind('\n'); last != std::string_view::npos) {
        line_ += int(std::count(span.begin(), span.begin() + last + 1, '\n'));
        column_ = 1;
        from = last + 1;
    }
    for (size_t i = from; i < span.size(); ++i)
        if ((static_cast<unsigned char>(span[i]) & 0xC0) != 0x80) ++column_;
    pos_ = end;
}

void Lexer::skipToLineEnd() {
    const size_t end = text_.find('\n', pos_);
    advanceTo(end == std::string_view::npos ? text_.size() : end);
}

Token Lexer::next() {
    for (;;) {
        Token t = lexOne();
        t.end = int(pos_);
        if (t.kind != Tok::Skip) return t;
    }
}

Token Lexer::lexOne() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) {
        if (text_[pos_] == '\n') lineStart_ = true;
        advance();
    }
    Token t{Tok::End, {}, int(pos_), int(pos_), line_, column_, lineStart_, {}};
    // Only whitespace counts: a newline inside a comment does not put the next token first.
    lineStart_ = false;
    if (pos_ >= text_.size()) return t;
    const char c = text_[pos_];
    // '%' in the first column escapes the whole line (PGN standard 6).
    if (column_ == 1 && c == '%') {
        skipToLineEnd();
        return skip(t);
    }
    if (c == '{' || c == ';') return readComment(t);
    if (c == '"') return readString(t);
    if (c == '$') {
        advance();
        while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])) &&
               t.text.size() < 4) {
            t.text += text_[pos_];
            advance();
        }
        if (t.text.empty()) return error(t, ErrorCode::PgnNagWithoutNumber);
        t.kind = Tok::Nag;
        return t;
    }
    if (c == '!' || c == '?') {
        std::string marks;
        while (pos_ < text_.size() && (text_[pos_] == '!' || text_[pos_] == '?') &&
               marks.size() < 3) {
            marks += text_[pos_];
            advance();
        }
        const int nag = suffixNag(marks);
        if (nag < 0) return error(t, ErrorCode::PgnBadMoveMark, {marks});
        t.kind = Tok::Nag;
        t.text = std::to_string(nag);
        return t;
    }
    if (c == '.') { // periods after move numbers carry nothing
        while (peek() == '.') advance();
        return skip(t);
    }
    if (std::string_view("[]()*").find(c) != std::string_view::npos) {
        advance();
        t.kind = c == '['   ? Tok::TagOpen
                 : c == ']' ? Tok::TagClose
                 : c == '(' ? Tok::VarOpen
                 : c == ')' ? Tok::VarClose
                            : Tok::Result;
        t.text = std::string(1, c);
        return t;
    }
    if (isSymbolStart(c) || (c == '-' && peek(1) == '-')) return readSymbol(t);
    // One whole UTF-8 character, so the message shows it intact.
    std::string ch(1, c);
    advance();
    while (pos_ < text_.size() && (static_cast<unsigned char>(text_[pos_]) & 0xC0) == 0x80 &&
           ch.size() < 4) {
        ch += text_[pos_];
        advance();
    }
    return error(t, ErrorCode::PgnUnexpectedCharacter, {ch});
}

Token Lexer::readComment(Token t) {
    t.kind = Tok::Comment;
    if (text_[pos_] == ';') {
        const size_t start = pos_ + 1;
        skipToLineEnd();
        if (keepCommentText_) t.text = std::string(text_.substr(start, pos_ - start));
        return t;
    }
    const size_t close = text_.find('}', pos_);
    if (close == std::string_view::npos) {
        // An unclosed brace would swallow every later game; stop it at the next line that
        // starts a tag so the reader can go on from there.
        size_t stop = text_.size();
        for (size_t nl = text_.find('\n', pos_); nl != std::string_view::npos;
             nl = text_.find('\n', nl + 1)) {
            size_t p = nl + 1;
            while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t')) ++p;
            if (p < text_.size() && text_[p] == '[') {
                stop = nl + 1;
                break;
            }
        }
        advanceTo(stop);
        lineStart_ = stop < text_.size();
        return error(t, ErrorCode::PgnCommentNotClosed);
    }
    const size_t start = pos_ + 1;
    advanceTo(close + 1);
    if (keepCommentText_) t.text = std::string(text_.substr(start, close - start));
    return t;
}

Token Lexer::readString(Token t) {
    advance(); // opening quote
    t.kind = Tok::String;
    while (pos_ < text_.size() && text_[pos_] != '\n') {
        const char c = text_[pos_];
        if (c == '\\' && (peek(1) == '"' || peek(1) == '\\')) {
            t.text += peek(1);
            advance();
            advance();
            continue;
        }
        if (c == '"') {
            // Some programs leave quotes inside a value unescaped: the value ends only at a
            // quote followed by ']' or the end of the line.
            size_t p = pos_ + 1;
            while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t' || text_[p] == '\r'))
                ++p;
            if (p >= text_.size() || text_[p] == ']' || text_[p] == '\n') {
                advance();
                return t;
            }
        }
        t.text += c;
        advance();
    }
    return error(t, ErrorCode::PgnQuoteNotClosed);
}

Token Lexer::readSymbol(Token t) {
    // "e.p." after an en-passant capture is decoration, not a token.
    if (text_.substr(pos_, 4) == "e.p.") {
        for (int i = 0; i < 4; ++i) advance();
        return skip(t);
    }
    const size_t start = pos_;
    while (pos_ < text_.size() && isSymbolChar(text_[pos_])) advance();
    const std::string_view symbol = text_.substr(start, pos_ - start);
    // Most symbols are moves, which begin with a letter: only one that begins with a digit can
    // be a result or a move number.
    const bool digit = !symbol.empty() && symbol.front() >= '0' && symbol.front() <= '9';
    if (digit && (symbol == "1-0" || symbol == "0-1" || symbol == "1/2-1/2"))
        t.kind = Tok::Result;
    else if (symbol.find_first_not_of("0123456789") == std::string_view::npos)
        t.kind = Tok::MoveNumber;
    else
        t.kind = Tok::Symbol;
    t.text = std::string(symbol);
    return t;
}

} // namespace chess960::pgn
