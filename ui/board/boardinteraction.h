// The board's interaction model: every gesture goes in (a press, a drag, a release, a click from
// the keys, the promotion and castle-or-move choices, Enter and Esc, a typed move, the castling
// shortcut) and every state the board shows comes out, with what the widget has to do about a
// gesture (ask for a move, open the castle-or-move menu, say something). Qt-free, so that each
// gesture is tested without a widget; BoardWidget paints it, animates it and turns events into
// these calls. Legality comes from the core through MoveInput.
//
// There is no "side of the person" here: the board takes moves for whichever side is to move,
// and the owner decides whether it takes any (setInteractive) and for which side it keeps a
// premove while the other side is to move (setPremoveSide). Drawings (right-button arrows
// and marked squares, see Drawings) are kept here too; a board that takes no moves can still
// be drawn on.
#pragma once

#include "board/boardview.h"
#include "board/drawings.h"
#include "board/moveinput.h"

#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief What the widget does after a gesture, in this order: the signals (moveRequested or
/// pendingChanged, castleAttempted), the castle-or-move menu, then the status.
struct BoardReaction {
    /// \brief What the gesture meant; a piece dropped for Rejected, Ask or Promote goes back.
    InputResult::Kind kind = InputResult::Nothing;
    /// \brief A move made by the gesture: requested at once, or waiting for confirmation.
    Move move;
    /// \brief `move` waits for confirmation (pendingChanged(true)) instead of being requested.
    bool waits = false;
    /// \brief `move` is the waiting move, now confirmed (pendingChanged(false), then requested).
    bool confirmed = false;
    /// \brief A waiting move was dropped (pendingChanged(false)).
    bool withdrawn = false;
    /// \brief Attempt mode: the castle the gesture tried (castleAttempted).
    std::optional<CastleSide> attempt;
    /// \brief The new status: an empty notice shows the standing one (announcement, half-done
    /// castle) or nothing; no value leaves the status as it is.
    std::optional<InputNotice> status;
    /// \brief offerMove() and castle(): whether the board took the move.
    bool accepted = false;
    /// \brief The premove changed: the move kept now, or a null move when it went (played,
    /// dropped or cancelled).
    std::optional<Move> premove;
};

/// \brief The state of the board between gestures and what each gesture does to it.
class BoardInteraction {
public:
    /// \brief The promotion choices in the order the chooser shows them, queen first.
    static constexpr PieceType kPromotionOrder[] = {Queen, Knight, Rook, Bishop};

    /// \brief Shows pos with lastMove (which led to it from the shown position, or from
    /// elsewhere) marked; every gesture under way, a waiting move and the hint go, and the
    /// drawings too when pos is another position. A premove is requested (see
    /// setPremoveSide), kept when pos is the position shown, or dropped.
    BoardReaction setPosition(const Position& pos, Move lastMove = Move());
    const Position& position() const { return pos_; }
    const MoveInput& input() const { return input_; }

    // settings
    void setConfirmMoves(bool on) { confirmMoves_ = on; }
    bool confirmMoves() const { return confirmMoves_; }
    /// \brief See MoveInput::setReportCastleAttempts; withdraws what is under way.
    BoardReaction setReportCastleAttempts(bool on);
    /// \brief A board that is not interactive takes no gesture (a waiting move stays), but
    /// premoves (see setPremoveSide).
    BoardReaction setInteractive(bool on);
    bool interactive() const { return interactive_; }
    /// \brief Premoves for `side` (none: no premoves). While the board is not interactive and
    /// the other side is to move, gestures with side's pieces are read as if the other side
    /// had passed, and a finished one keeps its move as the premove instead of requesting it.
    /// When setPosition() gives side the move, a premove legal there is requested at once;
    /// otherwise it is dropped. Not in attempt mode. The premove goes when the mode ends.
    BoardReaction setPremoveSide(std::optional<Color> side);
    std::optional<Color> premoveSide() const { return premoveSide_; }
    /// \brief Gestures are read as premoves now.
    bool premoving() const {
        return premoveSide_ && !interactive_ && pos_.sideToMove() != *premoveSide_ &&
               !input_.reportsCastleAttempts();
    }
    /// \brief The move kept to be played when it is legal (null: none); only one at a time.
    Move premove() const { return premove_; }
    void setShowLegalMoves(bool on) { showLegalMoves_ = on; }
    bool showsLegalMoves() const { return showLegalMoves_; }
    void setShowCheck(bool on) { showCheck_ = on; }
    bool showsCheck() const { return showCheck_; }
    /// \brief A suggested move drawn as an arrow until the position changes.
    void setHintMove(Move m) { hintMove_ = m; }
    Move hintMove() const { return hintMove_; }
    /// \brief The analysing engine's best moves, the best first; moves not legal in the
    /// position shown are not drawn.
    void setEngineMoves(std::vector<Move> moves) { engineMoves_ = std::move(moves); }
    const std::vector<Move>& engineMoves() const { return engineMoves_; }
    /// \brief The squares marked as the last move's (a castle: all four of king and rook).
    Bitboard lastMoveSquares() const { return lastMoveSquares_; }

    // the pointer: press, drag, release (a press and a release without a drag is a click)
    /// \brief The button goes down on s (NoSquare: off the board). A piece that can be picked
    /// up is selected at once unless another is selected (the press may be its second click).
    BoardReaction press(Square s);
    /// \brief The pointer moved far enough with the button down: the pressed piece is dragged.
    /// False when there is nothing to drag.
    bool beginDrag();
    /// \brief The button comes up over s (NoSquare: off the board): a drop or a click.
    BoardReaction release(Square s);
    /// \brief A whole click on s (Space or Enter on the keyboard's square).
    BoardReaction click(Square s);
    /// \brief The pointer (or the keyboard's square) is over s; gestures under way preview there.
    void hover(Square s) {
        pointer_ = s;
        drawings_.over(s);
    }
    Square pointer() const { return pointer_; }
    /// \brief The square of the piece being dragged, NoSquare when none is.
    Square dragged() const { return dragging_ ? dragFrom_ : NoSquare; }
    /// \brief The piece picked up, dragged or selected.
    Square selected() const { return dragging_ ? dragFrom_ : input_.selected(); }

    // the promotion chooser
    bool promotionOpen() const { return !promotion_.empty(); }
    const std::vector<Move>& promotionOptions() const { return promotion_; }
    /// \brief The index in kPromotionOrder the keys have reached.
    int promotionChoice() const { return promotionChoice_; }
    void stepPromotionChoice(int by);
    /// \brief Promotes to `type`; any other type (NoPieceType) closes the chooser, the pawn stays.
    BoardReaction choosePromotion(PieceType type);

    // the "castle or ordinary move?" question
    bool questionOpen() const { return !question_.empty(); }
    const std::vector<Move>& questionOptions() const { return question_; }
    /// \brief The answer under the pointer (null: none): only its castle is previewed.
    void hoverAnswer(Move m) { questionHover_ = m; }
    Move hoveredAnswer() const { return questionHover_; }
    BoardReaction answer(Move m);
    /// \brief The question closed without an answer: the gesture is withdrawn.
    BoardReaction dismissQuestion();

    // a waiting move, the announcement, Enter and Esc
    bool hasPendingMove() const { return !pending_.isNull(); }
    Move pendingMove() const { return pending_; }
    /// \brief Enter: the waiting move is requested.
    BoardReaction confirm();
    /// \brief Esc: closes a chooser, withdraws a waiting move, the premove, an announcement or
    /// a selection.
    BoardReaction cancel();
    /// \brief "I am about to castle" (see MoveInput::announce).
    BoardReaction announce();
    /// \brief A move chosen elsewhere (typed, a shortcut), made as if on the board so that
    /// confirmation applies (or kept as the premove); it replaces what the board was in the
    /// middle of. Not accepted when the board takes no move now, in attempt mode, or when m is
    /// not legal (for a premove: with the turn passed).
    BoardReaction offerMove(Move m);
    /// \brief The castling shortcut: castles towards `side`, or says why it cannot; in attempt
    /// mode it is an attempt, legal or not.
    BoardReaction castle(CastleSide side);

    // drawings with the right button
    /// \brief See Drawings::colourFor.
    static char markingColour(bool shiftOrCtrl, bool altOrMeta) {
        return Drawings::colourFor(shiftOrCtrl, altOrMeta);
    }
    /// \brief The right button goes down on s; not over the promotion chooser. It takes a
    /// premove back instead, if there is one.
    BoardReaction beginDrawing(Square s, char colour);
    /// \brief The right button comes up over s; true when the markings changed.
    bool endDrawing(Square s) { return drawings_.end(s); }
    const std::vector<Marking>& markings() const { return drawings_.markings(); }
    /// \brief Shows the given drawings instead (e.g. those kept in a game's node).
    void setMarkings(std::vector<Marking> markings) { drawings_.set(std::move(markings)); }
    /// \brief Takes every drawing away; true when there were any.
    bool clearMarkings() { return drawings_.clear(); }

    // what the board shows
    /// \brief Everything the board draws now.
    BoardView view() const;
    /// \brief What stands where as the player sees it: a waiting move made, the first physical
    /// move of a half-done castle made.
    std::array<Piece, 64> shownBoard() const;
    /// \brief The castles the gesture under way would make (a drag, a hover with a piece
    /// selected, the question's castle answers).
    std::vector<CastleAnalysis> gesturePreviews() const;
    /// \brief Every castle previewed now: the announced ones and the gesture's.
    std::vector<CastleAnalysis> previewedCastles() const;
    /// \brief The king and rook lifted off their squares while a gesture previews one castle.
    Bitboard liftedByPreview() const;

private:
    BoardReaction react(const InputResult& r);
    BoardReaction commit(Move m);
    bool takesGestures() const {
        return (interactive_ || premoving()) && pending_.isNull() && promotion_.empty() &&
               question_.empty();
    }
    // Gives input_ the position gestures are read against: pos_, or pos_ with the turn passed
    // while premoving; a premove goes when premoving ends.
    void syncInput(BoardReaction& r);
    BoardReaction dropPremove();

    Position pos_; // the position shown; input_ may have it with the turn passed
    MoveInput input_;
    bool inputPassed_ = false;
    std::optional<Color> premoveSide_;
    Move premove_;
    bool confirmMoves_ = false;
    bool interactive_ = true;
    bool showLegalMoves_ = true;
    bool showCheck_ = true;
    Move pending_;
    Move hintMove_;
    std::vector<Move> engineMoves_;
    Bitboard lastMoveSquares_ = 0;
    std::vector<Move> promotion_;
    int promotionChoice_ = 0;
    std::vector<Move> question_;
    Move questionHover_;
    Drawings drawings_;
    // the pointer
    Square pointer_ = NoSquare;
    Square pressSquare_ = NoSquare;
    Square dragFrom_ = NoSquare; // the piece pressed on, dragged once dragging_
    bool dragging_ = false;
    bool selectedOnPress_ = false;
};

} // namespace chess960::ui
