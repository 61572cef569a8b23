// Legal move generation. Every move produced is legal: pins, checks, en passant and all
// castling forms are resolved here, so callers never filter.
#pragma once

#include "chess960/position.h"

#include <cstdint>

namespace chess960 {

/// \brief A fixed-capacity list of moves (no position has more than 218 legal moves).
class MoveList {
public:
    void push(Move m) { moves_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    Move operator[](int i) const { return moves_[i]; }
    Move& operator[](int i) { return moves_[i]; }
    const Move* begin() const { return moves_; }
    const Move* end() const { return moves_ + size_; }
    Move* begin() { return moves_; }
    Move* end() { return moves_ + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

private:
    Move moves_[256];
    int size_ = 0;
};

/// \brief Which legal moves to generate: all of them, only captures and promotions
/// (for quiescence search), or only the rest (quiet moves and castles).
enum class GenKind { All, Noisy, Quiet };

/// \brief Appends the legal moves of the given kind to list (which is cleared first).
void generateLegalMoves(const Position& pos, MoveList& list, GenKind kind = GenKind::All);
/// \brief Number of legal moves, counted without building the list (for perft leaves).
int countLegalMoves(const Position& pos);
/// \brief True if the side to move has at least one legal move.
bool hasLegalMove(const Position& pos);

} // namespace chess960
