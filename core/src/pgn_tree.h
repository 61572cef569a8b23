// A game's tree built from PGN move text in reading order: moves, variations, comments and
// NAGs, each put where PGN means it (internal to the core; the reader finds the tokens and
// says where an error is).
#pragma once

#include "chess960/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::pgn {

/// \brief How deep variations may nest in a game that is read: enough for any annotation a
/// person writes, and a bound for whatever walks the tree afterwards.
inline constexpr int kMaxVariationDepth = 1000;

class TreeBuilder {
public:
    /// \brief Builds into game, which starts with no moves and must outlive the builder.
    explicit TreeBuilder(Game& game);

    /// \brief "--" or "Z0": a pass, which a game cannot hold.
    static bool isNullMove(std::string_view san);

    /// \brief A move of the current line, in SAN. The main line is played as a game goes on
    /// (Game::play: its end is judged by the board); a variation's moves are added beside the
    /// line (Game::addMove, the same move as an existing one following it). The error is
    /// PgnMove with the reason.
    std::optional<Error> move(std::string_view san);
    /// \brief A NAG for the last move of the current line; nothing before its first move.
    void nag(int nag);
    /// \brief A comment's text: after a move it is that move's comment; before the first move
    /// of the game the start comment; before the first move of a variation that move's
    /// comment before. Its commands go to the move's fields (the start takes markings only).
    void comment(std::string text);
    /// \brief '(': a variation of the current line's last move, from the position before it.
    /// An error when the line has no move yet or kMaxVariationDepth variations are open.
    std::optional<Error> openVariation();
    /// \brief ')': back to the line the variation was opened in; false in the main line.
    bool closeVariation();
    /// \brief Variations open now (0 in the main line).
    int depth() const { return int(lines_.size()) - 1; }
    /// \brief Puts the cursor at the end of the main line, where a game read is shown.
    void finish();

private:
    struct Line {
        NodeId last;          ///< the line's last move; the node before it until it has one
        bool hasMove = false; ///< false until the line's first move
        std::vector<std::string> before; ///< comments read before a variation's first move
        Position at; ///< the position at `last` (a variation's; the main line's is the game's)
        Position beforeLast; ///< the position before `last`, where a variation of it starts
    };
    const Position& positionOf(const Line& line) const;
    NodeId playOnMainLine(Move m);
    void commentAfter(NodeId n, std::string text);
    void commentBefore(NodeId n, std::string text);

    Game& game_;
    std::vector<Line> lines_; // the main line first, then each open variation
};

} // namespace chess960::pgn
