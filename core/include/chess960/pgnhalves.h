// A large PGN file read by two readers at once: the first from the start on the caller's
// thread, the second from the split point (pgnSplitPoint) on a thread of its own, through a
// map of its own. The index of a database and chess960-cli pgn both read so; what each does
// with a game (a row of the index, text spooled to a file) is its own.
#pragma once

#include "chess960/pgn.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace chess960 {

struct PgnHalvesReaders {
    /// \brief The games of the first half, in file order, on the caller's thread; numbers,
    /// offsets and lines in the whole file's terms. When the second reader's half is not kept,
    /// the games after the split come here too, numbered on. False stops the reading.
    std::function<bool(PgnRecord&)> first;
    /// \brief The games of the second half, in file order, on the second reader's thread:
    /// numbered from 1 within the half, offsets and lines in the whole file's terms; `file` is
    /// the whole file as the second reader maps it. False stops the second reader, and its half
    /// is not kept.
    std::function<bool(PgnRecord&, std::string_view file)> second;
    /// \brief On the second reader's thread as it ends, whenever it ran (to close what it
    /// opened there): `whole` when it read its half to the end; false when what it made of it
    /// cannot be kept (a spool that cannot be flushed, say).
    std::function<bool(bool whole)> secondDone;
    /// \brief The first reader's MappedFile::release (see readPgnGames).
    std::function<void(size_t)> passed;
};

struct PgnHalvesOutcome {
    /// \brief The file is not PGN (the first reader's verdict on the whole file).
    std::optional<Error> error;
    /// \brief The second reader's games are the file's games after the first reader's: the
    /// caller puts them after the first half's, numbered on from firstGames.
    bool inTwoHalves = false;
    /// \brief Games given to `first` (all of them when not inTwoHalves).
    int firstGames = 0;
    /// \brief Games of the second half kept (0 when not inTwoHalves).
    int secondGames = 0;
    /// \brief Why one reader read the whole file though the file was split, in English; empty
    /// when the file was not split, when it was read in two halves, or when the caller stopped
    /// the reading.
    std::string why;
};

/// \brief Reads the file at `path`, whose bytes the caller has mapped as `bytes`, in two halves
/// split at `split` (0: one reader). When the first reader does not begin a game exactly at the
/// split (the middle fell inside a comment that holds what looks like a game, say), or the
/// second could not read or keep its half, the first reads on alone: the games are always
/// those one reader finds in the file.
PgnHalvesOutcome readPgnHalves(const std::string& path, std::string_view bytes, size_t split,
                               const PgnHalvesReaders& readers,
                               PgnComments comments = PgnComments::Keep);

} // namespace chess960
