// A whole file read as PGN, and the decision that its text is not PGN at all: a reader that
// forgives sloppy text would otherwise turn a picture or a letter into a list of broken games.
#include "chess960/errortext.h"
#include "chess960/pgn.h"

#include <algorithm>
#include <cstdio>
#include <functional>

namespace chess960 {
namespace {

// Control characters that text never holds (tab, line feed, vertical tab, form feed and
// carriage return are whitespace).
bool isBinaryByte(unsigned char u) {
    return (u < 0x20 && !(u >= 0x09 && u <= 0x0D)) || u == 0x7F;
}

// The control characters (isBinaryByte) and the NULs of bytes, added to count and nuls. In
// runs of 255 bytes counted in bytes, which the compiler does sixteen at a time: the scan
// runs over every file read and had taken as long as a sixth of reading one.
void countControls(std::string_view bytes, size_t& count, size_t& nuls) {
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    for (size_t i = 0; i < bytes.size();) {
        const size_t end = std::min(bytes.size(), i + 255);
        unsigned char controls = 0, zeros = 0;
        for (; i < end; ++i) {
            const unsigned char u = p[i];
            // Below 0x20 but not tab to carriage return (0x09-0x0D), or DEL.
            controls += ((u < 0x20) & (static_cast<unsigned char>(u - 0x09) > 4)) | (u == 0x7F);
            zeros += u == 0;
        }
        count += controls;
        nuls += zeros;
    }
}

// Binary data: a NUL, or more than one control character in a hundred bytes. The error
// points at the first control character, counted in lines and characters as the lexer counts.
// The text is scanned in pieces, each reported as passed once scanned.
std::optional<Error> binaryData(std::string_view text, const std::function<void(size_t)>& passed) {
    constexpr size_t kPiece = size_t(1) << 22;
    size_t count = 0, nuls = 0;
    for (size_t at = 0; at < text.size(); at += kPiece) {
        const std::string_view piece = text.substr(at, kPiece);
        countControls(piece, count, nuls);
        if (passed) passed(at + piece.size());
    }
    if (nuls == 0 && count * 100 <= text.size()) return std::nullopt;
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

std::optional<Error> readPgnGames(std::string_view text,
                                  const std::function<bool(PgnRecord&)>& take,
                                  const std::function<void(size_t)>& passed, PgnComments comments) {
    if (auto binary = binaryData(text, passed)) return *binary;
    PgnReader reader(text, comments);
    // Until a game is read or something of PGN is found, the text may be no PGN at all: the
    // failures so far are held, to be handed over or to make the error.
    std::vector<PgnRecord> held;
    bool isPgn = false;
    while (auto r = reader.next()) {
        if (!isPgn && (r->ok() || reader.foundPgn())) {
            isPgn = true;
            for (PgnRecord& h : held)
                if (!take(h)) return std::nullopt;
            held.clear();
        }
        if (!isPgn) {
            held.push_back(std::move(*r));
            continue;
        }
        if (!take(*r)) return std::nullopt;
        if (passed) passed(size_t(r->offset));
    }
    if (isPgn || held.empty()) return std::nullopt;
    const PgnRecord& first = held.front();
    return makeError(ErrorCode::PgnNothingFound,
                     {std::to_string(first.errorLine), std::to_string(first.errorColumn)},
                     first.game.error(), first.game.error().position);
}

size_t pgnSplitPoint(std::string_view text) {
    for (size_t at = text.size() / 2; at + 3 < text.size(); ++at) {
        at = text.find("\n[", at);
        if (at == std::string_view::npos) return 0;
        if (at >= 1 &&
            (text[at - 1] == '\n' || (text[at - 1] == '\r' && at >= 2 && text[at - 2] == '\n')))
            return at + 1;
    }
    return 0;
}

Expected<std::vector<PgnRecord>> readPgnFile(std::string_view text) {
    std::vector<PgnRecord> records;
    if (auto error = readPgnGames(text, [&](PgnRecord& r) {
            records.push_back(std::move(r));
            return true;
        }))
        return *error;
    return records;
}
} // namespace chess960
