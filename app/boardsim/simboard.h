// A simulated electronic board: what a DGT or a Millennium ChessLink board says as pieces are
// lifted and placed on it, and how it answers the program's commands. SimulatedBoard is the
// board's logic (bytes in, bytes out); PtyBoard puts it behind a pseudo-terminal, which the
// program opens as it would a board's serial port. Used by chess960-boardsim and the tests.
#pragma once

#include "chess960/eboard.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace chess960::boardsim {

enum class Protocol { Dgt, Millennium };

class SimulatedBoard {
public:
    explicit SimulatedBoard(Protocol protocol);
    Protocol protocol() const { return protocol_; }

    /// \brief Bytes from the program; returns the board's answers.
    std::string receive(std::span<const uint8_t> bytes);
    /// \brief A piece lifted (NoPiece) or placed; returns what the board reports of it.
    std::string setSquare(Square s, Piece p);
    /// \brief The whole board set at once (a start position set up, pieces swept off).
    std::string setUp(const eboard::Placement& board);
    const eboard::Placement& placement() const { return board_; }
    /// \brief The board reports changes by itself (DGT: after "update"; ChessLink: unless
    /// its automatic reports were switched off).
    bool reporting() const { return reporting_; }
    /// \brief The ChessLink board's LEDs as last set (every one off at first and after "X").
    const std::array<bool, 81>& leds() const { return leds_; }

private:
    std::string report(Square s);

    Protocol protocol_;
    eboard::Placement board_{};
    bool reporting_;
    std::string pending_; ///< ChessLink command characters not complete yet
    std::array<bool, 81> leds_{};
};

/// \brief A simulated board behind a pseudo-terminal. A link path, when given, always points
/// at the terminal in use, so that unplugging and plugging in again keeps the path the program
/// knows.
class PtyBoard {
public:
    PtyBoard(Protocol protocol, std::string linkPath = {});
    ~PtyBoard();
    PtyBoard(const PtyBoard&) = delete;
    PtyBoard& operator=(const PtyBoard&) = delete;

    bool isOpen() const { return master_ >= 0; }
    /// \brief The terminal's path (the link's when there is one).
    std::string path() const;
    std::string error() const { return error_; }
    /// \brief The file descriptor to watch for the program's bytes (-1 while unplugged).
    int fd() const { return master_; }

    /// \brief Reads what the program sent and answers it; false once the program has closed
    /// its side (nothing to read then is no error).
    void serve();
    void setSquare(Square s, Piece p);
    void setUp(const eboard::Placement& board);
    /// \brief Lifts the piece on `from` (and one standing on `to`) and places it on `to`.
    void move(Square from, Square to);
    SimulatedBoard& board() { return board_; }
    const SimulatedBoard& board() const { return board_; }

    /// \brief The cable pulled: the terminal closed.
    void unplug();
    /// \brief Plugged in again: a new terminal, the link pointed at it.
    bool plugIn();

private:
    void send(const std::string& bytes);

    SimulatedBoard board_;
    std::string link_;
    std::string slavePath_;
    std::string error_;
    int master_ = -1;
};

} // namespace chess960::boardsim
