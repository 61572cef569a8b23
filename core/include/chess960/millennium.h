// The Millennium ChessLink board's messages (Millennium eONE, Exclusive, Supreme and the boards
// that speak ChessLink): printable 7-bit ASCII, each message a lower-case reply letter, its data
// and a block check of two upper-case hex digits, the XOR of every character before it. The
// serial line is 38400 baud, 7 data bits, odd parity; a line that hands the parity bit through
// (a Bluetooth bridge, a pseudo-terminal) is understood too. A pure decoder: bytes in, events
// out, no port, no Qt, no clock. The board reports its whole position (64 squares, a8..h8,
// a7..h7, ..., a1..h1) on every change once told to; a lift or a placement is the difference
// between two reports.
#pragma once

#include "chess960/bitboard.h"
#include "chess960/types.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::millennium {

/// \brief A command with its block check appended, ready to send ("V" -> "V56").
std::string command(std::string_view body);
/// \brief Ask for the firmware version ('v' reply).
std::string versionCommand();
/// \brief Ask for the whole board ('s' reply).
std::string statusCommand();
/// \brief Report the board on every change, debounced over two scans (E2ROM address 2).
std::string reportChangesCommand();
/// \brief Every LED off.
std::string ledsOffCommand();
/// \brief The board's 81 LEDs stand at the squares' corners, a 9 x 9 grid numbered down the
/// columns: LED 1 at a8's outer corner, 9 at a1's, 73 at h8's, 81 at h1's. The LEDs (0-based)
/// at the four corners of a square.
std::array<int, 4> ledsOfSquare(Square s);
/// \brief Lights the four corners of each square in `squares` (steadily), every other LED
/// off; no squares: every LED off.
std::string ledCommand(Bitboard squares);
/// \brief The LEDs lit for `squares`: the corners of each.
std::array<bool, 81> ledsOf(Bitboard squares);

/// \brief The piece of a status character ('K'..'p' as in FEN, '.' empty); `ok` false when
/// the character is none of them.
Piece pieceOfChar(char c, bool& ok);
/// \brief The status character of a piece.
char charOfPiece(Piece p);

/// \brief One message the board sent, or bytes that were none.
struct Event {
    enum class Kind {
        Status,  ///< `board` holds every square
        Version, ///< `text`: "major.minor"
        Reply,   ///< another acknowledgement (`letter` w, r, l, x), `text` its data
        Garbage, ///< `skipped` bytes that were no message or failed their check
    };
    Kind kind = Kind::Garbage;
    std::array<Piece, 64> board{}; ///< by Square (a1 = 0)
    char letter = 0;
    std::string text;
    int skipped = 0;
};

/// \brief Feeds bytes in any pieces and hands out the messages they complete.
class Decoder {
public:
    std::vector<Event> feed(std::span<const uint8_t> bytes);
    /// \brief Bytes kept for a message not complete yet.
    size_t pending() const { return buffer_.size(); }

private:
    std::vector<uint8_t> buffer_;
};

/// \brief A status message as a board sends it ("s" + 64 characters + check), for the
/// simulated board and the tests.
std::string statusMessage(const std::array<Piece, 64>& board);

} // namespace chess960::millennium
