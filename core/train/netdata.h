// The network trainer's positions: each kept position of the binary game files packed in 32
// bytes (the occupied squares and a 4-bit code per piece, the search's score, the result), so
// ten million of them fit in about 320 MB and are read once per epoch in any order.
#pragma once

#include "chess960/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace chess960::engine::tune {

/// \brief A training position in 32 bytes.
struct PackedPosition {
    uint64_t occupied = 0;
    uint8_t pieces[16] = {}; ///< the Piece on each occupied square, from a1 up, 4 bits each
    int16_t score = 0;       ///< the search's score, side to move's view
    uint8_t result = 1;      ///< for the side to move: 0 lost, 1 drawn, 2 won
    uint8_t sideToMove = 0;
    uint32_t unused = 0;
};
static_assert(sizeof(PackedPosition) == 32);

/// \brief The inputs of a packed position seen by each side: feature indices, own side first
/// for the side to move (see nnue::featureIndex), each side's read from the king bucket its own
/// king stands in when the network has kingBuckets (nnue::kingBucket). Returns the number of
/// pieces.
int packedFeatures(const PackedPosition& p, uint16_t* us, uint16_t* them, int kingBuckets = 1);

/// \brief The same position mirrored a-file to h-file: every piece on the file's mirror
/// (a <-> h, b <-> g ...), the side to move, score and result kept. The network does not see
/// castling rights, and without them such a position is worth the same: a free second example
/// of every position, in Chess960 as in chess.
PackedPosition mirroredFiles(const PackedPosition& p);

/// \brief A position back from its packing: its pieces and side to move, without castling
/// rights or en passant (which the network does not see).
Position unpack(const PackedPosition& p);

/// \brief Positions to train on.
class NetDataSet {
public:
    /// \brief Adds a position with its score (side to move's view) and its game's result for
    /// White (1, 0.5 or 0).
    void add(const Position& pos, int score, double whiteResult);
    void add(const PackedPosition& p) { positions_.push_back(p); }
    /// \brief Marks the start of a game: a held-out set takes whole games.
    void startGame() { gameStarts_.push_back(positions_.size()); }
    size_t size() const { return positions_.size(); }
    size_t games() const { return gameStarts_.size(); }
    const PackedPosition& operator[](size_t i) const { return positions_[i]; }
    /// \brief Appends another set's positions and games.
    void append(const NetDataSet& other);
    /// \brief Keeps the first n positions (and the games that start among them).
    void truncate(size_t n);
    /// \brief Moves the last fraction of the games (by position count when no games were
    /// marked) into a set of its own, which is returned.
    NetDataSet splitOffTail(double fraction);

private:
    std::vector<PackedPosition> positions_;
    std::vector<size_t> gameStarts_;
};

/// \brief What loadNetData read.
struct NetDataReport {
    int files = 0;        ///< read whole
    long games = 0;       ///< in those files
    long positions = 0;   ///< in the set afterwards
    std::string warnings; ///< files skipped (damaged, cut short, unreadable), one a line
};

/// \brief Reads the kept positions of game files: a .bin file, or every .bin file of a folder
/// in name order (a chunk still being written is a .bin.tmp and is not read). A file that does
/// not read back whole is skipped and named in the warnings. At most limit positions when
/// limit > 0.
/// With mirror, each position is followed by its mirrored copy (mirroredFiles), in the same game.
NetDataReport loadNetData(const std::string& fileOrDir, NetDataSet& into, long limit = 0,
                          bool mirror = false);

/// \brief The two sets of a training run and what was read for them.
struct TrainingSets {
    NetDataSet train;
    NetDataSet heldOut;
    NetDataReport loaded;        ///< the training set's files
    NetDataReport heldOutLoaded; ///< the held-out files (none when a fraction was held out)
    std::string error;           ///< why there is nothing to train on or nothing to test with
};

/// \brief Reads the training and held-out sets. data and heldOutFrom are comma-separated lists
/// of .bin files and folders (read as loadNetData reads them). With heldOutFrom, the held-out
/// set is its files' games and those files are left out of the data even when a folder of the
/// data holds them; without it, the last holdOutFraction of the games read is held out. The
/// limit counts the positions read from data (the held-out files are read whole; a fraction is
/// split off after the limit).
TrainingSets loadTrainingSets(const std::string& data, const std::string& heldOutFrom,
                              double holdOutFraction, long limit, bool mirror);

} // namespace chess960::engine::tune
