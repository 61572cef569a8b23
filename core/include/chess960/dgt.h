// The DGT electronic board's messages, decoded from the bytes a serial port delivers: a pure
// decoder, bytes in and events out, with no port, no Qt and no clock. The board frames each
// message with an id byte (its high bit set) and a 14-bit length in two 7-bit bytes that counts
// the three header bytes too; a board dump carries 64 squares from a8 to h1, a field update one
// square and the piece now on it. Bytes that are no message (a board switched on half-way, a
// line with noise) are skipped up to the next id byte and reported once, never trusted.
#pragma once

#include "chess960/types.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace chess960::dgt {

/// \brief Commands to the board (one byte each).
inline constexpr uint8_t kSendReset = 0x40;
inline constexpr uint8_t kSendBoard = 0x42;       ///< answered with a board dump
inline constexpr uint8_t kSendUpdateBoard = 0x44; ///< field updates from now on
inline constexpr uint8_t kSendSerialNumber = 0x45;
inline constexpr uint8_t kSendVersion = 0x4d;

/// \brief Message ids from the board.
inline constexpr uint8_t kBoardDump = 0x86;
inline constexpr uint8_t kFieldUpdate = 0x8e;
inline constexpr uint8_t kSerialNumber = 0x91;
inline constexpr uint8_t kVersion = 0x93;

/// \brief The board's square number (0 = a8 ... 63 = h1) as a square; NoSquare outside.
Square squareOfField(int field);
/// \brief The board's piece code (0 empty, 1-6 white pawn, rook, knight, bishop, king, queen,
/// 7-12 the same black) as a piece; NoPiece for 0 and for codes it does not know.
Piece pieceOfCode(int code);

/// \brief The board's piece code of a piece (0 for NoPiece).
uint8_t codeOfPiece(Piece p);
/// \brief The board's field number of a square (0 = a8 ... 63 = h1).
int fieldOfSquare(Square s);

/// \brief Messages as a board sends them, for the simulated board and the tests.
std::vector<uint8_t> boardDumpMessage(const std::array<Piece, 64>& board);
std::vector<uint8_t> fieldUpdateMessage(Square s, Piece p);
std::vector<uint8_t> versionMessage(int major, int minor);
std::vector<uint8_t> serialNumberMessage(const std::string& serial);

/// \brief One message the board sent, or bytes that were none.
struct Event {
    enum class Kind {
        BoardDump,    ///< `board` holds every square
        FieldUpdate,  ///< `square` now holds `piece` (NoPiece: lifted)
        Version,      ///< `text`: "major.minor"
        SerialNumber, ///< `text`: the board's serial number
        Other,        ///< a message of another id (clock, battery ...): `id`, skipped
        Garbage,      ///< `skipped` bytes that were no message
    };
    Kind kind = Kind::Garbage;
    std::array<Piece, 64> board{}; ///< by Square (a1 = 0)
    Square square = NoSquare;
    Piece piece = NoPiece;
    std::string text;
    uint8_t id = 0;
    int skipped = 0;
};

/// \brief Feeds bytes in any pieces (one at a time or a whole read) and hands out the
/// messages they complete; a message split over two reads waits for its rest.
class Decoder {
public:
    std::vector<Event> feed(std::span<const uint8_t> bytes);
    /// \brief Bytes kept for a message not complete yet.
    size_t pending() const { return buffer_.size(); }

    /// \brief The longest message accepted; a longer length is taken for noise.
    static constexpr size_t kMaxMessage = 1024;

private:
    std::vector<uint8_t> buffer_;
};

} // namespace chess960::dgt
