// Errors as data and their English wording: the core builds every Error's message from its
// code and arguments here, so that the text and the code cannot disagree.
#pragma once

#include "chess960/expected.h"
#include "chess960/types.h"

#include <string>
#include <string_view>
#include <vector>

namespace chess960 {

/// \brief The English sentence for one part; `reason` is the text of the part that follows
/// it (empty when there is none).
std::string errorText(const ErrorPart& part, const std::string& reason = {});
/// \brief The English sentence for a whole error: its code and arguments with its reasons.
std::string errorText(const Error& error);

/// \brief An Error with its message worded from code and arguments.
Error makeError(ErrorCode code, std::vector<std::string> args = {}, int position = -1);
/// \brief An Error whose sentence ends in `reason`, another error (kept whole, reasons
/// included).
Error makeError(ErrorCode code, std::vector<std::string> args, const Error& reason, int position);
/// \brief The parts of an error, outermost first (its own code and args, then its reasons).
std::vector<ErrorPart> errorParts(const Error& error);

/// \brief How arguments name things (see ErrorCode); the readers give what they cannot read
/// as White, HSide, NoPiece or NoPieceType.
namespace errorarg {
std::string colour(Color c);
std::string piece(Piece p);
std::string pieceType(PieceType t);
std::string side(CastleSide s);
Color toColour(std::string_view arg);
Piece toPiece(std::string_view arg);
PieceType toPieceType(std::string_view arg);
CastleSide toSide(std::string_view arg);
} // namespace errorarg

} // namespace chess960
