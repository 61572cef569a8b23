// What a click or a drag on the board means: a move, a castle, a question, the first half of
// an announced castle, or nothing. Qt-free, so every gesture can be tested without a widget.
// Legality always comes from the core; this class only maps gestures onto legal moves.
#pragma once

#include "chess960/castling.h"
#include "chess960/movegen.h"
#include "chess960/position.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace chess960::ui {

/// \brief Something the status bar should tell the player, as data: the board words it in
/// the player's language (and words it again when the language changes).
struct InputNotice {
    enum Kind {
        None,
        CastleImpossible,   ///< castles[0] is not possible now (why: its obstacles)
        CannotCastle,       ///< `color` has no legal castle; castles holds both sides'
        WrongOrder,         ///< castles[0] was begun with the wrong piece (see its order)
        ChooseCastle,       ///< the king is picked up after an announcement: which way?
        CastleOnly,         ///< only a castle is accepted after an announcement
        HalfDone,           ///< castles[0] is half made; `kingMoved` tells which piece went
        Announced,          ///< `color` announced castling
        CastleAttemptsOnly, ///< attempt mode: a gesture that is no castle goes back
        // From BoardInteraction: the choices and the confirmation around a move.
        ChoosePromotion,       ///< the promotion chooser is open
        PromotionWithdrawn,    ///< the chooser was closed without a piece: the pawn stays
        ConfirmMove,           ///< `san` waits for confirmation (Enter) or withdrawal (Esc)
        MoveWithdrawn,         ///< a waiting move or the castle-or-move question was withdrawn
        AnnouncementWithdrawn, ///< the castling announcement was taken back
        Premove,               ///< `san` is kept as the premove
        PremoveCancelled,      ///< the premove was taken back
    };
    Kind kind = None;
    Color color = White;
    std::vector<CastleAnalysis> castles;
    bool kingMoved = false;
    /// \brief ConfirmMove, Premove: the move in SAN.
    std::string san;
    bool empty() const { return kind == None; }
};

/// \brief The answer of MoveInput to one gesture.
struct InputResult {
    enum Kind {
        Nothing,       ///< nothing happened (the board stays as it was)
        Selected,      ///< a piece is now selected; its targets can be marked
        Deselected,    ///< the selection was cleared
        Rejected,      ///< the drop means no legal move: the piece goes back
        Play,          ///< play `move`
        Promote,       ///< a pawn promotes: choose one of `options`
        Ask,           ///< the gesture means several moves (castle or not): ask, `options`
        HalfCastle,    ///< the first physical move of an announced castle is on the board
        CastleAttempt, ///< attempt mode: the gesture tries the castle towards `attempt`
    };
    Kind kind = Nothing;
    Move move;
    std::vector<Move> options;
    /// \brief Attempt mode: the castle a CastleAttempt tries.
    std::optional<CastleSide> attempt;
    /// \brief What to tell the player, e.g. why a castle is not possible.
    InputNotice notice;
};

/// \brief Maps board gestures onto the legal moves of a position.
class MoveInput {
public:
    MoveInput();

    /// \brief Starts over on pos: no selection, no announcement.
    void setPosition(const Position& pos);
    /// \brief Attempt mode: every castling gesture (castleAttemptSide) gives CastleAttempt,
    /// legal or not, with no word on why a castle is illegal and no castle preview; an
    /// announcement is taken even when no castle is legal. Only castling counts: just the king
    /// and the own rooks on the back rank can be picked up, and every other gesture is
    /// Rejected with the same notice (CastleAttemptsOnly), legal move or not. Off by default.
    void setReportCastleAttempts(bool on) {
        reportAttempts_ = on;
        withdraw();
    }
    bool reportsCastleAttempts() const { return reportAttempts_; }
    const Position& position() const { return pos_; }
    const MoveList& legalMoves() const { return legal_; }

    /// \brief True if the piece on s may be picked up now.
    bool canPickUp(Square s) const;
    Square selected() const { return selected_; }
    void select(Square s);
    void clearSelection() { selected_ = NoSquare; }

    /// \brief Squares where the piece on `from` can go by an ordinary move.
    Bitboard moveTargets(Square from) const;
    /// \brief Squares a castling gesture with the piece on `from` can end on.
    Bitboard castleTargets(Square from) const;

    /// \brief Clicking s (with or without a selected piece).
    InputResult click(Square s);
    /// \brief Dragging the piece on `from` and releasing it on `to` (NoSquare: off the board).
    InputResult drop(Square from, Square to);
    /// \brief The castles that moving `from` to `over` would make, for the ghost preview.
    std::vector<CastleAnalysis> castlesOfGesture(Square from, Square over) const;

    /// \brief "I am about to castle": from now on only a castle is accepted. Rejected (with
    /// the reasons) when the side to move has no legal castle.
    InputResult announce();
    /// \brief Takes back the announcement and a half-done castle.
    void withdraw();
    bool announced() const { return announced_; }
    /// \brief The legal castles the announcement allows (only the one under way once half done).
    std::vector<CastleAnalysis> announcedCastles() const;
    /// \brief The castle whose first physical move is on the board, if any.
    const std::optional<CastleAnalysis>& halfCastle() const { return half_; }
    /// \brief Whether the king (not the rook) made the half-done castle's first move.
    bool halfKingFirst() const { return halfKingMoved_; }

    /// \brief What stands where as the player sees it: the position, plus the first physical
    /// move of a half-done castle.
    std::array<Piece, 64> board() const;
    /// \brief A standing notice for the state (announcement, half-done castle), or none.
    InputNotice stateNotice() const;

    /// \brief Why the castle of the side to move towards `side` is not possible now (none
    /// when it is possible).
    InputNotice castleProblem(CastleSide side) const;
    /// \brief The analysis of a legal castle move.
    CastleAnalysis analysisOf(Move castle) const;

private:
    std::vector<Move> normalMoves(Square from, Square to) const;
    std::vector<Move> castleGestures(Square from, Square to) const;
    InputResult interpret(Square from, Square to) const;
    struct AnnouncedMatch {
        const CastleAnalysis* castle;
        InputResult::Kind kind; // Play, HalfCastle, or Rejected (wrong order) when castle is set
        bool kingFirst;
    };
    AnnouncedMatch matchAnnounced(Square from, Square to) const;
    InputResult interpretAnnounced(Square from, Square to);
    InputResult interpretHalfDone(Square from, Square to) const;
    InputResult clickAnnounced(Square s);
    InputResult interpretAttempt(Square from, Square to) const;
    InputResult clickAttemptAnnounced(Square s);
    InputNotice failedCastleNotice(Square from, Square to) const;
    // The castle whose king or rook lands on s.
    std::optional<CastleSide> targetSide(Square s) const;
    Square secondPieceSquare() const;
    Square secondPieceTarget() const;

    Position pos_;
    MoveList legal_;
    std::vector<CastleAnalysis> castles_; // the legal castles of the side to move
    Square selected_ = NoSquare;
    bool announced_ = false;
    std::optional<CastleAnalysis> half_;
    bool halfKingMoved_ = false; // which piece made the first physical move
    bool reportAttempts_ = false;
};

} // namespace chess960::ui
