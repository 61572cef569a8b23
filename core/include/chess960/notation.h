// Move notation at the edges of the core: UCI strings and SAN. Internally a castle is
// always king-takes-own-rook; only this code knows other spellings.
#pragma once

#include "chess960/expected.h"
#include "chess960/position.h"

#include <span>
#include <string>
#include <string_view>

namespace chess960 {

/// \brief How a castle is spelt in UCI: king onto its own rook (Chess960 mode, "e1h1") or
/// king onto its target square (standard mode, "e1g1").
enum class UciCastling { KingTakesRook, KingToTarget };

/// \brief UCI spelling of a legal move. KingToTarget falls back to king-takes-rook when the
/// king does not move or when the same squares also spell an ordinary king move.
std::string moveToUci(const Position& pos, Move m, UciCastling style = UciCastling::KingTakesRook);
/// \brief Reads a UCI move and finds it among the legal moves; both castling spellings are
/// accepted where they are unambiguous (an ordinary king move wins over a castle).
Expected<Move> moveFromUci(const Position& pos, std::string_view text);

/// \brief Standard algebraic notation: minimal disambiguation, "x", "=Q", "+"/"#", and
/// "O-O"/"O-O-O" for every castle whatever the geometry.
std::string moveToSan(const Position& pos, Move m);
/// \brief The same, given the position after the move (`pos.after(m)`), which it would
/// otherwise make again for the check or mate sign.
std::string moveToSan(const Position& pos, Move m, const Position& after);
/// \brief Reads SAN, tolerating "0-0", missing or extra "+"/"#", "e8Q", and annotation marks.
Expected<Move> moveFromSan(const Position& pos, std::string_view text);

/// \brief A line of moves from pos in SAN with move numbers: "12. Nf3 Nc6 13. O-O", or
/// "12... Nc6 13. O-O" when Black is to move in pos. Stops before the first illegal move.
std::string sanLine(const Position& pos, std::span<const Move> moves);

} // namespace chess960
