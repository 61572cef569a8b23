// A whole file read as PGN, and the decision that its text is not PGN at all: a reader that
// forgives sloppy text would otherwise turn a picture or a letter into a list of broken games.
#include "chess960/errortext.h"
#include "chess960/pgn.h"

#include <cstdio>

namespace chess960 {
namespace {

// Control characters that text never holds (tab, line feed, vertical tab, form feed and
// carriage return are whitespace).
bool isBinaryByte(unsigned char u) {
    return (u < 0x20 && !(u >= 0x09 && u <= 0x0D)) || u == 0x7F;
}

// Binary data: a NUL, or more than one control character in a hundred bytes. The error
// points at the first control character, counted in lines and characters as the lexer counts.
std::optional<Error> binaryData(std::string_view text) {
    size_t count = 0;
    bool nul = false;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        count += isBinaryByte(u);
        nul = nul || u == 0;
    }
    if (!nul && count * 100 <= text.size()) return std::nullopt;
    const size_t start = text.starts_with("\xEF\xBB\xBF") ? 3 : 0; // a UTF-8 byte-order mark
    int line = 1, column = 1;
    for (size_t i = start; i < text.size(); ++i) {
        const auto u = static_cast<unsigned char>(text[i]);
        if (isBinaryByte(u)) {
            char hex[3];
            std::snprintf(hex, sizeof hex, "%02X", unsigned(u));
            return makeError(ErrorCode::PgnBinary,
                             {std::to_string(line), std::to_string(column), hex}, int(i));
        }
        if (u == '\n') {
            ++line;
            column = 1;
        } else if ((u & 0xC0) != 0x80) {
            ++column; // a UTF-8 continuation byte is part of the character before it
        }
    }
    return std::nullopt; // not reached: a NUL or a control character was counted
}

} // namespace

Expected<std::vector<PgnRecord>> readPgnFile(std::string_view text) {
    if (auto binary = binaryData(text)) return *binary;
    std::vector<PgnRecord> records;
    PgnReader reader(text);
    bool anyGame = false;
    while (auto r = reader.next()) {
        anyGame = anyGame || r->ok();
        records.push_back(std::move(*r));
    }
    if (records.empty() || anyGame || reader.foundPgn()) return records;
    const PgnRecord& first = records.front();
    return makeError(ErrorCode::PgnNothingFound,
                     {std::to_string(first.errorLine), std::to_string(first.errorColumn)},
                     first.game.error(), first.game.error().position);
}

} // namespace chess960
