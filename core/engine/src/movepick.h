// Move ordering: the hash move, then captures that do not lose material (most valuable
// victim first), killers, the counter move, quiet moves by history, and losing captures last.
#pragma once

#include "chess960/engine/score.h"
#include "chess960/movegen.h"

#include <cstdint>

namespace chess960::engine {

/// \brief Statistics of which quiet moves caused cutoffs, kept across a whole game.
struct History {
    int16_t butterfly[2][64][64];
    // Continuation history: indexed by (piece, to) of an earlier move and of this move.
    int16_t continuation[16 * 64][16 * 64];
    Move counter[16][64];
    Move killers[kMaxPly + 2][2];
    /// \brief Captures: indexed by the moving piece, the target square and the captured
    /// piece's type.
    int16_t capture[16][64][8];
    /// \brief How far the static evaluation missed the search's result, by side to move and
    /// pawn structure, in eighths of a centipawn (see kCorrectionGrain).
    int16_t correction[2][1 << 14];
    /// \brief The same by side to move and where one side's other pieces (all but its pawns)
    /// stand, one table for each side's pieces: nonPawnCorrection[side to move][side].
    int16_t nonPawnCorrection[2][2][1 << 14];

    void clear();
    /// \brief Nudges an entry towards +-limit: big bonuses move it fast, and no entry ever
    /// leaves the range.
    static void update(int16_t& entry, int bonus);
};

/// \brief Index into History::correction: a hash of where the pawns stand.
inline int correctionIndex(const Position& pos) {
    const uint64_t h = pos.pieces(White, Pawn) * 0x9E3779B97F4A7C15ULL ^
                       pos.pieces(Black, Pawn) * 0xC2B2AE3D27D4EB4FULL;
    return int(h >> 50);
}

/// \brief Index into History::nonPawnCorrection: a hash of where the pieces of one side that
/// are not pawns stand, each type by itself.
inline int nonPawnCorrectionIndex(const Position& pos, Color c) {
    const uint64_t h = pos.pieces(c, Knight) * 0x9E3779B97F4A7C15ULL ^
                       pos.pieces(c, Bishop) * 0xC2B2AE3D27D4EB4FULL ^
                       pos.pieces(c, Rook) * 0x165667B19E3779F9ULL ^
                       pos.pieces(c, Queen) * 0xD6E8FEB86659FD93ULL ^
                       pos.pieces(c, King) * 0xFF51AFD7ED558CCDULL;
    return int((h ^ h >> 29) * 0xC4CEB9FE1A85EC53ULL >> 50);
}

/// \brief Index of a (piece, target square) pair in the continuation history.
inline int pieceTo(Piece p, Square to) {
    return p * 64 + to;
}

/// \brief The context a move picker needs from the search stack.
struct OrderingContext {
    Move ttMove;
    int ply = 0;
    int prevPieceTo = -1;  ///< pieceTo() of the previous move, -1 after a null move
    int prev2PieceTo = -1; ///< pieceTo() of our own previous move
};

/// \brief What the histories say of a quiet move: its butterfly entry and its continuation
/// entries after the opponent's last move and after our own move before that. The picker
/// orders quiet moves by it; the search prunes and reduces them by the same sum.
inline int quietHistory(const History& h, const Position& pos, Move m, const OrderingContext& ctx) {
    const int pt = pieceTo(pos.pieceOn(m.from()), m.to());
    int s = h.butterfly[pos.sideToMove()][m.from()][m.to()];
    if (ctx.prevPieceTo >= 0) s += h.continuation[ctx.prevPieceTo][pt];
    if (ctx.prev2PieceTo >= 0) s += h.continuation[ctx.prev2PieceTo][pt];
    return s;
}

/// \brief Hands out the legal moves of a position best-first. The table's move, when it is
/// legal, is handed out before any move is generated: where it ends the node, the position's
/// other moves are never generated or scored. The others are sorted when the search first asks
/// for one, by the killers and histories as they stand then.
class MovePicker {
public:
    /// \brief Main search: every legal move.
    MovePicker(const Position& pos, const History& h, const OrderingContext& ctx);
    /// \brief Quiescence: captures and promotions, or every evasion when in check.
    MovePicker(const Position& pos, Move ttMove);

    /// \brief The next move, or a null move when none are left (at once when the position
    /// has no legal move). With skipQuiets set, quiet moves are passed over.
    Move next(bool skipQuiets = false);
    /// \brief True if the last move returned was a capture or promotion.
    bool lastWasNoisy() const { return noisy_[current_]; }
    /// \brief Exchange value of the last move returned (captures only; 0 otherwise).
    int lastSee() const { return see_[current_]; }

private:
    enum class Stage { TableMove, Generate, Pick };

    /// \brief Generates and scores the moves; the table's move, already handed out, is put
    /// where sorting would have put it, first.
    void generateAndScore();
    void scoreNoisy(int i);
    /// \brief Scores of a move that is not noisy: its ordering score, no exchange value.
    void scoreQuiet(int i, int score);

    const Position& pos_;
    const History* history_; ///< null in the quiescence search
    OrderingContext ctx_;
    GenKind kind_;
    Stage stage_ = Stage::Generate;
    bool tableMoveGiven_ = false;
    MoveList moves_;
    int scores_[256];
    int see_[256];
    bool noisy_[256];
    int next_ = 0;
    int current_ = 0;
};

} // namespace chess960::engine
