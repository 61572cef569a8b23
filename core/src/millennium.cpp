#include "chess960/millennium.h"

#include <cstdio>

namespace chess960::millennium {

namespace {

uint8_t blockCheck(std::string_view text) {
    uint8_t x = 0;
    for (char c : text) x ^= uint8_t(c & 0x7f);
    return x;
}

int hexValue(uint8_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// The whole length of a reply that starts with `letter`, 0 for a letter that starts none.
size_t replyLength(uint8_t letter) {
    switch (letter) {
    case 's': return 1 + 64 + 2;
    case 'v':
    case 'w':
    case 'r': return 1 + 4 + 2;
    case 'l':
    case 'x': return 1 + 2;
    default: return 0;
    }
}

// Square of the i-th status character: a8..h8 first, h1 last.
Square squareOfIndex(int i) {
    return makeSquare(i % 8, 7 - i / 8);
}

} // namespace

std::string command(std::string_view body) {
    char hex[3];
    std::snprintf(hex, sizeof hex, "%02X", blockCheck(body));
    return std::string(body) + hex;
}

std::string versionCommand() {
    return command("V");
}
std::string statusCommand() {
    return command("S");
}
std::string reportChangesCommand() {
    return command("W0204");
}
std::string ledsOffCommand() {
    return command("X");
}

std::array<int, 4> ledsOfSquare(Square s) {
    // Column f and f + 1 (a-file's left edge is 0), row from the top: rank 8's upper edge is 0.
    const int col = fileOf(s), row = 7 - rankOf(s);
    return {col * 9 + row, col * 9 + row + 1, (col + 1) * 9 + row, (col + 1) * 9 + row + 1};
}

std::array<bool, 81> ledsOf(Bitboard squares) {
    std::array<bool, 81> on{};
    for (Bitboard b = squares; b;)
        for (int led : ledsOfSquare(popLsb(b))) on[size_t(led)] = true;
    return on;
}

std::string ledCommand(Bitboard squares) {
    if (!squares) return ledsOffCommand();
    std::string body = "L32"; // slot time: 50 x 4.096 ms
    for (bool lit : ledsOf(squares)) body += lit ? "FF" : "00";
    return command(body);
}

Piece pieceOfChar(char c, bool& ok) {
    ok = true;
    if (c == '.') return NoPiece;
    const Piece p = pieceFromLetter(c);
    ok = p != NoPiece;
    return p;
}

char charOfPiece(Piece p) {
    return p == NoPiece ? '.' : pieceLetter(p);
}

std::string statusMessage(const std::array<Piece, 64>& board) {
    std::string body = "s";
    for (int i = 0; i < 64; ++i) body += charOfPiece(board[size_t(squareOfIndex(i))]);
    return command(body);
}

std::vector<Event> Decoder::feed(std::span<const uint8_t> bytes) {
    // The parity bit, where the line hands it through, is no part of the character.
    for (uint8_t b : bytes) buffer_.push_back(b & 0x7f);
    std::vector<Event> events;
    size_t at = 0;
    int garbage = 0;
    const auto flushGarbage = [&] {
        if (garbage == 0) return;
        Event e;
        e.kind = Event::Kind::Garbage;
        e.skipped = garbage;
        events.push_back(std::move(e));
        garbage = 0;
    };
    const auto skipOne = [&] {
        ++garbage;
        ++at;
    };
    while (at < buffer_.size()) {
        const uint8_t letter = buffer_[at];
        const size_t length = replyLength(letter);
        if (length == 0) {
            skipOne();
            continue;
        }
        if (buffer_.size() - at < length) {
            // Wait for the rest, unless what came already cannot belong to this reply (a
            // character that is no data of it): then it was noise that looked like a letter.
            bool plausible = true;
            for (size_t i = at + 1; i < buffer_.size() && plausible; ++i)
                plausible = buffer_[i] >= 0x20 && buffer_[i] < 0x7f;
            if (plausible) break;
            skipOne();
            continue;
        }
        const std::string_view text(reinterpret_cast<const char*>(buffer_.data() + at), length);
        const int hi = hexValue(uint8_t(text[length - 2])),
                  lo = hexValue(uint8_t(text[length - 1]));
        if (hi < 0 || lo < 0 || blockCheck(text.substr(0, length - 2)) != uint8_t(hi * 16 + lo)) {
            skipOne();
            continue;
        }
        Event e;
        e.letter = char(letter);
        const std::string_view data = text.substr(1, length - 3);
        bool ok = true;
        if (letter == 's') {
            e.kind = Event::Kind::Status;
            for (int i = 0; i < 64 && ok; ++i)
                e.board[size_t(squareOfIndex(i))] = pieceOfChar(data[size_t(i)], ok);
        } else if (letter == 'v') {
            int v[4];
            for (int i = 0; i < 4 && ok; ++i) ok = (v[i] = hexValue(uint8_t(data[size_t(i)]))) >= 0;
            if (ok) {
                e.kind = Event::Kind::Version;
                e.text = std::to_string(v[0] * 16 + v[1]) + "." + std::to_string(v[2] * 16 + v[3]);
            }
        } else {
            e.kind = Event::Kind::Reply;
            e.text = std::string(data);
        }
        if (!ok) {
            skipOne();
            continue;
        }
        flushGarbage();
        events.push_back(std::move(e));
        at += length;
    }
    flushGarbage();
    buffer_.erase(buffer_.begin(), buffer_.begin() + ptrdiff_t(at));
    return events;
}

} // namespace chess960::millennium
