// The binary game format of the network's training data: each game as its start position,
// its moves and the search's score before each move, with a bit for the positions kept for
// training. A game of n plies takes 8 + 4n + ceil(n / 8) bytes; the positions are made again
// by playing the moves, so a file is a few bytes per position. The byte layout is in
// core/engine/README.md ("Training data for a network").
#pragma once

#include "chess960/position.h"
#include "chess960/types.h"

#include <cstdint>
#include <fstream>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::engine::tune {

/// \brief How a self-play game ended.
enum class GameEnd : uint8_t {
    Mate,
    Stalemate,
    Repetition,
    FiftyMoves,
    Material,
    AdjudicatedWin,
    AdjudicatedDraw,
    Length,
};
/// \brief How many GameEnd values there are.
constexpr int kGameEndCount = 8;
/// \brief "mate", "stalemate", "repetition", "fifty moves", "material", "adjudicated win",
/// "adjudicated draw", "length".
std::string_view gameEndName(GameEnd end);

/// \brief One game as the binary format stores it.
struct GameData {
    int start = 518;     ///< DFRC number 0..921599 (0..959 are the Chess960 starts)
    int randomPlies = 0; ///< the first plies are random moves: no score, never kept
    std::vector<Move> moves;
    std::vector<int16_t> scores; ///< the search's score before each move, side to move's view
    std::vector<bool> kept;      ///< the position before the move is a training position
    double result = 0.5;         ///< for White: 1, 0.5 or 0
    GameEnd ending = GameEnd::Length;
    bool operator==(const GameData&) const = default;
};

/// \brief A position of a game as replay() gives it.
struct GamePosition {
    const Position& pos;
    int score;     ///< the search's score, side to move's view (0 on a random ply)
    double result; ///< the game's result for White: 1, 0.5 or 0
    int ply;       ///< 0 is the start position
    bool kept;
};

/// \brief Plays the game's moves from its start and calls visit with the position before each
/// move. Returns an empty string, or what is wrong with the game (a start that is no DFRC
/// number, a move that is not legal, lists of different lengths, a kept random ply) - then
/// visit has seen the positions before the fault only.
std::string replay(const GameData& game, const std::function<void(const GamePosition&)>& visit);

/// \brief Writes a game file: a header (the format's magic and version, the number of games, a
/// checksum, a line of text saying how the games were made) and the games one after another.
/// The header is completed by close(), so the file is only whole once close() returns true.
class GameWriter {
public:
    /// \brief Creates (or empties) path. False, with error(), when it cannot be written.
    bool open(const std::string& path, std::string_view description);
    /// \brief Appends a game. The game must be sound (replay() finds nothing wrong).
    void write(const GameData& game);
    /// \brief Completes the header and closes the file. False, with error(), on a write error.
    bool close();
    const std::string& error() const { return error_; }
    long games() const { return games_; }
    long bytes() const { return bytes_; }

private:
    std::ofstream file_;
    std::string path_, description_, error_, buffer_;
    uint64_t checksum_ = 0;
    long games_ = 0, bytes_ = 0;
};

/// \brief Reads a game file, game by game, and refuses it on the first sign of damage: a wrong
/// magic or version, a truncated game, a value out of range, an illegal move, bytes after the
/// last game, a checksum that does not match (found after the last game).
class GameReader {
public:
    /// \brief Opens path and reads its header. False, with error(), when it is no game file.
    bool open(const std::string& path);
    /// \brief The next game. False at the end of the file (error() empty) or on damage
    /// (error() says what and where, naming the file).
    bool next(GameData& game);
    /// \brief The text the writer gave open(): how the games were made.
    const std::string& description() const { return description_; }
    /// \brief The number of games the header announces.
    long games() const { return games_; }
    const std::string& error() const { return error_; }

private:
    bool fail(const std::string& message);
    bool readBytes(char* to, size_t n);

    std::ifstream file_;
    std::string path_, description_, error_, buffer_;
    uint64_t checksum_ = 0, expectedChecksum_ = 0;
    long games_ = 0, read_ = 0;
    bool done_ = false;
};

/// \brief Reads the whole file. Empty when it is sound and holds `games` games (any number when
/// games < 0) made as `description` says (any when description is empty), else what is wrong.
std::string checkGameFile(const std::string& path, long games = -1,
                          std::string_view description = {});

} // namespace chess960::engine::tune
