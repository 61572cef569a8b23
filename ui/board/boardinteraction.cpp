#include "board/boardinteraction.h"

#include "chess960/notation.h"

#include <algorithm>

namespace chess960::ui {
namespace {

BoardReaction statusOnly(InputNotice notice) {
    BoardReaction r;
    r.status = std::move(notice);
    return r;
}

InputNotice notice(InputNotice::Kind kind) {
    InputNotice n;
    n.kind = kind;
    return n;
}

} // namespace

BoardReaction BoardInteraction::setPosition(const Position& pos, Move lastMove) {
    const Position before = pos_;
    const bool same = before.samePosition(pos);
    if (!same) drawings_.clear();
    BoardReaction r = statusOnly({});
    r.withdrawn = hasPendingMove();
    const Move premove = premove_;
    premove_ = Move();
    pos_ = pos;
    inputPassed_ = premoving();
    input_.setPosition(inputPassed_ ? pos.withTurnPassed() : pos);
    if (!premove.isNull()) {
        if (same && inputPassed_) {
            premove_ = premove; // shown again: still waiting for the reply
        } else {
            r.premove = Move();
            if (premoveSide_ && pos.sideToMove() == *premoveSide_ && pos.isLegal(premove)) {
                r.kind = InputResult::Play;
                r.move = premove;
            }
        }
    }
    pending_ = Move();
    promotion_.clear();
    question_.clear();
    questionHover_ = Move();
    dragging_ = false;
    dragFrom_ = pressSquare_ = NoSquare;
    hintMove_ = Move();
    lastMoveSquares_ = 0;
    if (!lastMove.isNull()) {
        lastMoveSquares_ = bb(lastMove.from()) | bb(lastMove.to());
        if (lastMove.kind() == Move::Castling) {
            const Color mover = ~pos.sideToMove();
            const CastleSide side = chess960::castleSideOf(before, lastMove);
            lastMoveSquares_ |=
                bb(castleKingTarget(mover, side)) | bb(castleRookTarget(mover, side));
        }
    }
    return r;
}

BoardReaction BoardInteraction::setReportCastleAttempts(bool on) {
    input_.setReportCastleAttempts(on);
    BoardReaction r = statusOnly({});
    syncInput(r);
    return r;
}

BoardReaction BoardInteraction::setInteractive(bool on) {
    const bool was = interactive_;
    interactive_ = on;
    BoardReaction r;
    if (!on) {
        input_.withdraw();
        dragging_ = false;
        dragFrom_ = NoSquare;
        promotion_.clear();
        r = statusOnly({});
    }
    if (was != on) syncInput(r);
    return r;
}

BoardReaction BoardInteraction::setPremoveSide(std::optional<Color> side) {
    premoveSide_ = side;
    BoardReaction r;
    syncInput(r);
    return r;
}

void BoardInteraction::syncInput(BoardReaction& r) {
    const bool passed = premoving();
    if (passed == inputPassed_) return;
    inputPassed_ = passed;
    input_.setPosition(passed ? pos_.withTurnPassed() : pos_);
    // Whatever was under way was read against the other position.
    promotion_.clear();
    question_.clear();
    questionHover_ = Move();
    dragging_ = false;
    dragFrom_ = pressSquare_ = NoSquare;
    if (!premove_.isNull()) {
        const BoardReaction dropped = dropPremove();
        r.premove = dropped.premove;
        r.status = dropped.status;
    }
}

BoardReaction BoardInteraction::dropPremove() {
    BoardReaction r;
    if (premove_.isNull()) return r;
    premove_ = Move();
    r.premove = Move();
    r.status = notice(InputNotice::PremoveCancelled);
    return r;
}

BoardReaction BoardInteraction::beginDrawing(Square s, char colour) {
    if (!premove_.isNull()) return dropPremove();
    if (!promotionOpen()) drawings_.begin(s, colour);
    return {};
}

BoardReaction BoardInteraction::press(Square s) {
    if (!takesGestures()) return {};
    // One premove: a new gesture starts over from the position without it.
    BoardReaction r = dropPremove();
    pressSquare_ = s;
    dragging_ = selectedOnPress_ = false;
    dragFrom_ = NoSquare;
    if (!input_.canPickUp(s)) return r;
    dragFrom_ = s;
    // Picked up: its targets show at once. With a piece already selected the press may be
    // the second click of a move (king then rook), so that waits for the release.
    if (input_.selected() != NoSquare || input_.announced() || input_.halfCastle()) return r;
    input_.select(s);
    selectedOnPress_ = true;
    r.status = InputNotice{};
    return r;
}

bool BoardInteraction::beginDrag() {
    if (dragFrom_ == NoSquare || dragging_ || !takesGestures()) return false;
    dragging_ = true;
    if (input_.selected() != dragFrom_) input_.select(dragFrom_);
    return true;
}

BoardReaction BoardInteraction::release(Square s) {
    const Square from = dragFrom_;
    const bool wasDrag = dragging_;
    dragging_ = false;
    dragFrom_ = NoSquare;
    if (!takesGestures()) return {};
    if (wasDrag) {
        if (s == from) return {}; // put back where it was: it stays picked up for a click
        return react(input_.drop(from, s));
    }
    if (pressSquare_ == NoSquare || selectedOnPress_) return {};
    return react(input_.click(pressSquare_));
}

BoardReaction BoardInteraction::click(Square s) {
    if (!takesGestures()) return {};
    return react(input_.click(s));
}

BoardReaction BoardInteraction::react(const InputResult& result) {
    BoardReaction r;
    switch (result.kind) {
    case InputResult::Play: r = commit(result.move); break;
    case InputResult::Promote:
        promotion_ = result.options;
        promotionChoice_ = 0;
        break;
    case InputResult::Ask:
        question_ = result.options;
        questionHover_ = Move();
        break;
    case InputResult::CastleAttempt:
        // The board's part ends with the report: the owner judges the attempt.
        input_.withdraw();
        r.attempt = result.attempt;
        break;
    default: break;
    }
    r.kind = result.kind;
    if (!r.waits && !r.premove)
        r.status = result.kind == InputResult::Promote && result.notice.empty()
                       ? notice(InputNotice::ChoosePromotion)
                       : result.notice;
    return r;
}

BoardReaction BoardInteraction::commit(Move m) {
    BoardReaction r;
    r.kind = InputResult::Play;
    if (premoving()) {
        input_.withdraw(); // an announcement ends with its castle kept
        premove_ = m;
        r.premove = m;
        InputNotice n = notice(InputNotice::Premove);
        n.color = input_.position().sideToMove();
        n.san = moveToSan(input_.position(), m);
        r.status = n;
        return r;
    }
    r.move = m;
    if (!confirmMoves_) return r;
    pending_ = m;
    r.waits = true;
    InputNotice n = notice(InputNotice::ConfirmMove);
    n.color = position().sideToMove();
    n.san = moveToSan(position(), m);
    r.status = n;
    return r;
}

void BoardInteraction::stepPromotionChoice(int by) {
    promotionChoice_ = std::clamp(promotionChoice_ + by, 0, 3);
}

BoardReaction BoardInteraction::choosePromotion(PieceType type) {
    if (!promotionOpen()) return {};
    const std::vector<Move> options = std::move(promotion_);
    promotion_.clear();
    pressSquare_ = NoSquare; // the press that chose is no click on the board
    for (Move m : options)
        if (m.promotion() == type) {
            BoardReaction r = commit(m);
            if (!r.status) r.status = InputNotice{};
            return r;
        }
    return statusOnly(notice(InputNotice::PromotionWithdrawn));
}

BoardReaction BoardInteraction::answer(Move m) {
    if (!questionOpen()) return {};
    question_.clear();
    questionHover_ = Move();
    return commit(m);
}

BoardReaction BoardInteraction::dismissQuestion() {
    if (!questionOpen()) return {};
    question_.clear();
    questionHover_ = Move();
    return statusOnly(notice(InputNotice::MoveWithdrawn));
}

BoardReaction BoardInteraction::confirm() {
    BoardReaction r;
    if (!hasPendingMove()) return r;
    r.kind = InputResult::Play;
    r.move = pending_;
    r.confirmed = true;
    pending_ = Move();
    return r;
}

BoardReaction BoardInteraction::cancel() {
    if (promotionOpen()) {
        promotion_.clear();
        return statusOnly(notice(InputNotice::PromotionWithdrawn));
    }
    if (questionOpen()) return dismissQuestion();
    if (hasPendingMove()) {
        pending_ = Move();
        input_.withdraw();
        BoardReaction r = statusOnly(notice(InputNotice::MoveWithdrawn));
        r.withdrawn = true;
        return r;
    }
    if (!premove_.isNull()) return dropPremove();
    if (input_.announced()) {
        input_.withdraw();
        return statusOnly(notice(InputNotice::AnnouncementWithdrawn));
    }
    input_.clearSelection();
    return statusOnly({});
}

BoardReaction BoardInteraction::announce() {
    if (!(interactive_ || premoving()) || hasPendingMove()) return {};
    return statusOnly(input_.announce().notice);
}

BoardReaction BoardInteraction::offerMove(Move m) {
    // In attempt mode only castling gestures count.
    if (!takesGestures() || input_.reportsCastleAttempts() || !input_.position().isLegal(m))
        return {};
    const bool wasAnnounced = input_.announced() || input_.halfCastle();
    input_.withdraw();
    BoardReaction r = commit(m);
    r.accepted = true;
    if (!r.status && wasAnnounced) r.status = InputNotice{};
    return r;
}

BoardReaction BoardInteraction::castle(CastleSide side) {
    if (!(interactive_ || premoving())) return {};
    if (input_.reportsCastleAttempts()) { // legal or not, and without a word on why
        input_.withdraw();
        BoardReaction r;
        r.kind = InputResult::CastleAttempt;
        r.attempt = side;
        r.accepted = true;
        return r;
    }
    for (Move m : input_.legalMoves())
        if (m.kind() == Move::Castling && chess960::castleSideOf(input_.position(), m) == side)
            return offerMove(m);
    return statusOnly(input_.castleProblem(side));
}

} // namespace chess960::ui
