// Text conversions the PGN writer and reader share (internal to the core).
#pragma once

#include "chess960/game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace chess960::pgn {

bool equalsIgnoreCase(std::string_view a, std::string_view b);
/// \brief Tags the writer derives from the game itself, so a reader must not keep them.
bool isDerivedTag(std::string_view name);
/// \brief "300" for 300000 ms, "0.5" for 500 ms.
std::string secondsText(int64_t ms);
/// \brief The %clk form: "0:04:59", "1:02:03.5".
std::string clockText(int64_t ms);
/// \brief Reads "300" or "2.25" (up to three decimals) as milliseconds.
std::optional<int64_t> parseSeconds(std::string_view text);
/// \brief Reads "h:mm:ss", "m:ss" or "ss", seconds with optional decimals.
std::optional<int64_t> parseClock(std::string_view text);
/// \brief Reads "base" or "base+increment" in seconds; nothing for other forms.
std::optional<TimeControl> parseTimeControl(std::string_view text);
/// \brief Runs of whitespace (newlines too) as one space, none at the ends.
std::string compact(std::string_view text);
/// \brief Any spelling of Chess960 in a Variant tag (Chess960, chess 960, Fischerandom,
/// Fischer Random, any case).
bool isChess960Variant(std::string_view v);
/// \brief A Variant tag that means standard chess (or is empty).
bool isStandardVariant(std::string_view v);

} // namespace chess960::pgn
