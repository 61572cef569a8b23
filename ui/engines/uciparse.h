// The lines a UCI engine writes, read into values without Qt. An engine is untrusted input
// like a PGN file: a line that does not parse becomes Garbage with the reason, never a crash
// and never a half-read value.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::ui {

/// \brief The five option types of the UCI protocol.
enum class UciOptionType { Check, Spin, Combo, String, Button };

/// \brief One "option name ... type ..." line.
struct UciOption {
    std::string name;
    UciOptionType type = UciOptionType::String;
    std::string defaultValue;      ///< as written; "<empty>" of a string option is read as ""
    int64_t min = 0;               ///< spin only
    int64_t max = 0;               ///< spin only
    std::vector<std::string> vars; ///< combo only, in the engine's order
};

/// \brief A score as the engine sends it: from the side to move's point of view.
struct UciScore {
    enum class Kind { None, Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };
    Kind kind = Kind::None;
    int value = 0; ///< centipawns, or moves to mate (negative: the side to move is mated)
    Bound bound = Bound::Exact;
};

/// \brief One "info" line; fields the line does not carry stay empty.
struct UciInfo {
    std::optional<int> depth;
    std::optional<int> seldepth;
    std::optional<int> multipv;
    std::optional<int64_t> nodes;
    std::optional<int64_t> nps;
    std::optional<int64_t> timeMs;
    UciScore score;
    std::vector<std::string> pv; ///< the moves as written; checked against a position later
    std::string text;            ///< "info string ..."
};

/// \brief What a line is. Unknown lines are allowed by the protocol and ignored; Garbage
/// is a line that starts like a known one but does not parse.
enum class UciLineKind { Empty, Id, UciOk, ReadyOk, Option, Info, BestMove, Unknown, Garbage };

/// \brief One line read: the kind and, for that kind, its fields.
struct UciLine {
    UciLineKind kind = UciLineKind::Empty;
    std::string idField; ///< Id: "name" or "author"
    std::string idValue; ///< Id: the rest of the line
    UciOption option;
    UciInfo info;
    std::string bestMove; ///< BestMove: the move as written ("(none)" and "0000" included)
    std::string ponder;   ///< BestMove: the ponder move, if any
    std::string problem;  ///< Garbage: what is wrong, in plain English for logs and tests
};

/// \brief Reads one line (without its newline) that an engine wrote.
UciLine parseUciLine(std::string_view line);

/// \brief True when text has the form of a UCI move: two squares and an optional promotion
/// letter (q, r, b, n). Says nothing about legality.
bool isUciMoveForm(std::string_view text);

/// \brief Splits bytes into lines as they arrive, with a bound on the length of a line so
/// that an engine writing without newlines cannot fill the memory.
class UciLineSplitter {
public:
    explicit UciLineSplitter(size_t maxLineBytes) : maxLine_(maxLineBytes) {}
    /// \brief Appends bytes and moves every complete line (without "\n" or "\r\n") to out.
    /// Returns false, and keeps nothing, when a line grows beyond the bound.
    bool feed(std::string_view bytes, std::vector<std::string>& out);

private:
    size_t maxLine_;
    std::string partial_;
};

} // namespace chess960::ui
