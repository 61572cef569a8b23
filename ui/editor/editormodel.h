// The board editor's model: a set-up being made (pieces, side to move, castling rights as rook
// squares, en passant, clocks) and every edit on it. Qt-free, so each edit is tested without a
// widget; EditorDialog paints it and turns gestures into these calls. Which rights and
// en-passant squares are offered, and whether the set-up can be played, come from the core
// (validateSetup); the model only keeps the set-up consistent with what it offers: a right or
// an en-passant square that an edit makes impossible is dropped, and a note says so.
#pragma once

#include "chess960/position.h"
#include "chess960/setup.h"
#include "chess960/startpos.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chess960::ui {

/// \brief Something an edit dropped: a castling right (square = its rook) or the en-passant
/// square (square = that square).
struct EditorNote {
    enum Kind { RightDropped, EpDropped };
    Kind kind = RightDropped;
    Color colour = White;
    Square square = NoSquare;
    bool operator==(const EditorNote&) const = default;
};

class EditorModel {
public:
    /// \brief Starts on the classical start position.
    EditorModel();

    const Setup& setup() const { return setup_; }
    Piece pieceOn(Square s) const { return setup_.board[s]; }
    /// \brief What the last edit dropped (empty when nothing).
    const std::vector<EditorNote>& notes() const { return notes_; }

    // Pieces. Each edit drops what it makes impossible (see notes()).
    void place(Square s, Piece p);
    void remove(Square s);
    /// \brief Moves the piece on `from` to `to` (taking what stands there); nothing when from
    /// is empty or equals to.
    void move(Square from, Square to);
    /// \brief An empty board, White to move, clocks 0 and 1.
    void clear();
    /// \brief A Double Fischer Random start (equal numbers: the Chess960 start).
    void setStartPosition(int whiteNumber, int blackNumber);
    /// \brief The set-up of a position as it is (a game's position).
    void setPosition(const Position& pos);
    /// \brief Swaps the colours: every piece goes to the mirrored rank in the other colour,
    /// with the side to move, the rights and the en-passant square.
    void mirrorColours();

    // Side to move and clocks.
    void setSideToMove(Color c);
    void setHalfmoveClock(int n);
    void setFullmoveNumber(int n);

    // Castling.
    /// \brief The rooks that can have a right: on their own back rank with their king on that
    /// rank and not in a corner. Two on one side of the king both count; a right holds one.
    Bitboard castlingCandidates() const;
    bool hasCastlingRight(Square rook) const { return setup_.castlingRooks & bb(rook); }
    /// \brief Turns a rook's right on (dropping the other rook's right on that side of the
    /// king) or off; false when the rook is not a candidate.
    bool setCastlingRight(Square rook, bool on);

    // En passant.
    /// \brief The squares where an en-passant capture would be legal now.
    Bitboard epCandidates() const;
    /// \brief Sets the en-passant square (NoSquare clears it); false when not a candidate.
    bool setEpSquare(Square s);
    Square epSquare() const { return setup_.epSquare; }

    // FEN.
    std::string fen(FenStyle style) const { return setupFen(setup_, style); }
    /// \brief Loads a FEN (rights its board cannot have are dropped, see notes()), also one
    /// whose position cannot be played (see problems()); the error and no change when it is
    /// not written as a FEN.
    std::optional<Error> loadFen(std::string_view fen);

    // Validation.
    /// \brief Every reason the set-up cannot be played (empty when it can).
    const std::vector<SetupProblem>& problems() const { return problems_; }
    bool isValid() const { return problems_.empty(); }
    /// \brief The position when valid.
    std::optional<Position> position() const;
    /// \brief The Double Fischer Random pair when the set-up is a start position (equal
    /// numbers for a Chess960 start), else nothing.
    std::optional<DfrcPair> startPair() const;

private:
    // Drops what the set-up no longer allows and revalidates.
    void settle();

    Setup setup_;
    std::vector<EditorNote> notes_;
    std::vector<SetupProblem> problems_;
};

} // namespace chess960::ui
