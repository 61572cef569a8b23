#include "chess960/dgt.h"

#include <algorithm>

namespace chess960::dgt {

Square squareOfField(int field) {
    if (field < 0 || field > 63) return NoSquare;
    // Field 0 is a8, field 7 h8, field 56 a1: rank from the top, file from the left.
    return makeSquare(field % 8, 7 - field / 8);
}

Piece pieceOfCode(int code) {
    static constexpr PieceType kTypes[] = {Pawn, Rook, Knight, Bishop, King, Queen};
    if (code < 1 || code > 12) return NoPiece;
    return makePiece(code <= 6 ? White : Black, kTypes[(code - 1) % 6]);
}

uint8_t codeOfPiece(Piece p) {
    for (int code = 1; code <= 12; ++code)
        if (pieceOfCode(code) == p) return uint8_t(code);
    return 0;
}

int fieldOfSquare(Square s) {
    return (7 - rankOf(s)) * 8 + fileOf(s);
}

namespace {

std::vector<uint8_t> framed(uint8_t id, std::span<const uint8_t> body) {
    const size_t length = body.size() + 3;
    std::vector<uint8_t> out(length);
    out[0] = id;
    out[1] = uint8_t((length >> 7) & 0x7f);
    out[2] = uint8_t(length & 0x7f);
    std::copy(body.begin(), body.end(), out.begin() + 3);
    return out;
}

} // namespace

std::vector<uint8_t> boardDumpMessage(const std::array<Piece, 64>& board) {
    std::array<uint8_t, 64> body{};
    for (int field = 0; field < 64; ++field)
        body[size_t(field)] = codeOfPiece(board[size_t(squareOfField(field))]);
    return framed(kBoardDump, body);
}

std::vector<uint8_t> fieldUpdateMessage(Square s, Piece p) {
    const std::array<uint8_t, 2> body{uint8_t(fieldOfSquare(s)), codeOfPiece(p)};
    return framed(kFieldUpdate, body);
}

std::vector<uint8_t> versionMessage(int major, int minor) {
    const std::array<uint8_t, 2> body{uint8_t(major & 0x7f), uint8_t(minor & 0x7f)};
    return framed(kVersion, body);
}

std::vector<uint8_t> serialNumberMessage(const std::string& serial) {
    const std::vector<uint8_t> body(serial.begin(), serial.end());
    return framed(kSerialNumber, body);
}

namespace {

bool plausibleLength(uint8_t id, size_t length) {
    switch (id) {
    case kBoardDump: return length == 3 + 64;
    case kFieldUpdate: return length == 3 + 2;
    case kVersion: return length == 3 + 2;
    case kSerialNumber: return length >= 3 + 1 && length <= 3 + 32;
    default: return true;
    }
}

} // namespace

std::vector<Event> Decoder::feed(std::span<const uint8_t> bytes) {
    buffer_.insert(buffer_.end(), bytes.begin(), bytes.end());
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
    while (at < buffer_.size()) {
        const uint8_t id = buffer_[at];
        // A message starts with its id, high bit set; anything else is skipped.
        if (!(id & 0x80)) {
            ++garbage;
            ++at;
            continue;
        }
        if (buffer_.size() - at < 3) break; // the length is still to come
        const uint8_t hi = buffer_[at + 1], lo = buffer_[at + 2];
        const size_t length = (size_t(hi & 0x7f) << 7) | (lo & 0x7f);
        // Length bytes have their high bit clear, a message holds at least its header, and
        // the messages read here have lengths of their own: noise that looks like a header
        // must not make the decoder wait for bytes that never come.
        if ((hi & 0x80) || (lo & 0x80) || length < 3 || length > kMaxMessage ||
            !plausibleLength(id, length)) {
            ++garbage;
            ++at;
            continue;
        }
        if (buffer_.size() - at < length) break; // its rest is still to come
        const std::span<const uint8_t> body(buffer_.data() + at + 3, length - 3);
        Event e;
        e.id = id;
        bool ok = true;
        switch (id) {
        case kBoardDump:
            ok = body.size() == 64;
            if (ok) {
                e.kind = Event::Kind::BoardDump;
                for (int field = 0; field < 64; ++field)
                    e.board[size_t(squareOfField(field))] = pieceOfCode(body[size_t(field)]);
            }
            break;
        case kFieldUpdate:
            ok = body.size() == 2 && body[0] < 64 && body[1] <= 12;
            if (ok) {
                e.kind = Event::Kind::FieldUpdate;
                e.square = squareOfField(body[0]);
                e.piece = pieceOfCode(body[1]);
            }
            break;
        case kVersion:
            ok = body.size() == 2;
            if (ok) {
                e.kind = Event::Kind::Version;
                e.text = std::to_string(body[0]) + "." + std::to_string(body[1]);
            }
            break;
        case kSerialNumber:
            e.kind = Event::Kind::SerialNumber;
            for (uint8_t c : body)
                if (c >= 0x20 && c < 0x7f) e.text += char(c);
            break;
        default: e.kind = Event::Kind::Other; break;
        }
        if (!ok) {
            // A known id whose body is not what it must be: noise that looked like a header.
            ++garbage;
            ++at;
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

} // namespace chess960::dgt
