// The commands that lichess, ChessBase and others put inside PGN comments ([%eval 0.31],
// [%clk 0:01:02], [%emt 0:00:05], [%cal Gf1f3,Rb1b3], [%csl Gd4]): read out of a comment's text
// into a move's fields, and written back from them (internal to the core).
#pragma once

#include "chess960/game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::pgn {

/// \brief What the commands of one comment say; markings in the order they were written.
struct Commands {
    std::optional<int64_t> clockMs;
    std::optional<int64_t> elapsedMs;
    std::optional<Evaluation> eval;
    std::vector<Marking> markings;
};

/// \brief Takes every command the game can hold out of a comment's text and returns what they
/// say (a later clock, time or evaluation replaces an earlier one). A command that cannot be
/// read, or that is unknown, stays in the text. Taking one out can join the text around it into
/// another ("[%cl[%clk 1:00]k 2:00]"): that one is taken too, so the text left holds none.
Commands takeCommands(std::string& text);

/// \brief Comment text as the writer puts it: a command in it that the reader would take out
/// is broken with a space after its '[' ("[ %eval 0.3]"), so the text reads back as text. Text
/// that takeCommands() has left is returned unchanged.
std::string inertText(std::string_view text);

/// \brief The commands for a move's clock, time used, evaluation and markings, each a piece
/// of text that must stay on one line: [%eval], [%clk], [%emt], then the markings as [%csl] and
/// [%cal] in their order, at most eight to a command. Markings with a colour other than G, R,
/// Y, B or without both squares are left out.
std::vector<std::string> commandTexts(const PlayedMove& m);

/// \brief "0.31", "-1.40", "#-3": an evaluation as [%eval] writes it.
std::string evalText(Evaluation e);

} // namespace chess960::pgn
