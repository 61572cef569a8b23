// The chess side of talking to a UCI engine, without Qt: the "position" and "go" commands
// and the check of the move an engine answers. Castles are written and read only through the
// core's notation (king takes rook in Chess960 mode), never spelt out here.
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::ui {

/// \brief What a "go" asks for. Clock times in milliseconds; unset fields are not sent.
struct UciGoLimits {
    std::optional<int64_t> wtimeMs, btimeMs, wincMs, bincMs;
    std::optional<int> movesToGo;
    std::optional<int64_t> movetimeMs;
    std::optional<int> depth;
    std::optional<int64_t> nodes;
    bool infinite = false;
    std::vector<Move> searchMoves; ///< legal moves of the searched position; empty: all
};

/// \brief True when pos needs Chess960 castling notation: some castling right whose king
/// does not stand on the e-file or whose rook does not stand in a corner. An engine without
/// UCI_Chess960 can play only positions where this is false (the classical start, SP 518).
bool needsChess960(const Position& pos);

/// \brief "position fen <FEN> moves ..." for root followed by moves (legal, in order):
/// Shredder-FEN and king-takes-rook castles in Chess960 mode, else the standard spelling.
std::string uciPositionCommand(const Position& root, const std::vector<Move>& moves, bool chess960);

/// \brief "go ..." for limits; searchMoves are written for pos, the searched position.
std::string uciGoCommand(const Position& pos, const UciGoLimits& limits, bool chess960);

/// \brief The verdict on a move an engine sent for pos.
struct UciMoveCheck {
    /// WrongCastling: a legal castle in the other mode's spelling, which an engine in
    /// that mode would have read as another move.
    enum class Verdict { Legal, NoMove, Malformed, Illegal, WrongCastling };
    Verdict verdict = Verdict::Malformed;
    Move move; ///< Legal only
};

/// \brief Checks an engine's move text against the legal moves of pos. A castle must be
/// spelt as the mode says (king takes rook in Chess960 mode). "(none)" and "0000" are NoMove
/// when pos has no legal move, else Illegal.
UciMoveCheck checkUciMove(const Position& pos, std::string_view text, bool chess960);

/// \brief The moves of an engine's line, as far as they are legal one after the other.
std::vector<Move> uciLineMoves(const Position& pos, const std::vector<std::string>& line,
                               bool chess960);

} // namespace chess960::ui
