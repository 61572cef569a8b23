// Duplicates in an indexed file: games with the same players (letter case and outer spaces
// aside) and the same start whose main lines are the same, or one the beginning of the other
// (a game entered twice, or once cut short). Of each such set the longest game is kept (of
// equal ones the first in the file); the others are its duplicates, for the player to delete.
#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <vector>

namespace chess960::ui {

/// \brief What duplicates are told by: a game's row of the index.
struct IndexedLine {
    int number = 0; ///< 1-based, in the file
    QString white, black;
    QString start;    ///< the start position's number, or its FEN
    QByteArray moves; ///< the main line, two bytes a move (as the index keeps it)
};

/// \brief The sets of duplicates: each the game kept, then its duplicates (numbers, in the
/// file's order after the first). A game is a duplicate exactly when another game of the same
/// players and start has its main line or a longer one that begins with it (of two equal
/// lines, the later game is the duplicate).
std::vector<std::vector<int>> duplicateGroups(std::vector<IndexedLine> games);

struct FoundDuplicates {
    std::vector<std::vector<int>> groups; ///< as duplicateGroups
    bool ok = false;                      ///< false when the index could not be read
};

/// \brief The duplicates among the games of the index at indexPath (those that can be read).
/// Runs on any thread; stops early when cancel is set.
FoundDuplicates findDuplicates(const QString& indexPath, const std::atomic<bool>& cancel);

} // namespace chess960::ui
