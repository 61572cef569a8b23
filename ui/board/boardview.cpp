// What the board shows, gathered from the interaction state: the pieces as the player sees
// them, the marks of the gesture under way, the castle previews, last move, hint and check.
#include "board/boardinteraction.h"

#include <algorithm>
#include <tuple>

namespace chess960::ui {

namespace {
// The squares of a move's arrow; a castle's shows the king's journey, or the rook's when the
// king stays.
std::pair<Square, Square> arrowOf(const Position& pos, Move m) {
    if (m.kind() != Move::Castling) return {m.from(), m.to()};
    const Color side = pos.sideToMove();
    const CastleSide castle = chess960::castleSideOf(pos, m);
    const Square kingTo = castleKingTarget(side, castle);
    if (kingTo != m.from()) return {m.from(), kingTo};
    return {m.to(), castleRookTarget(side, castle)};
}
} // namespace

BoardView BoardInteraction::view() const {
    BoardView v;
    v.pieces = shownBoard();
    v.selected = selected();
    v.dragged = dragged();
    if (v.dragged != NoSquare) v.dropTarget = pointer_;
    v.pending = pending_;
    if (!premove_.isNull()) {
        v.premoveSquares = bb(premove_.from()) | bb(premove_.to());
        if (premove_.kind() == Move::Castling) {
            const Position& passed = input_.position();
            const CastleSide side = chess960::castleSideOf(passed, premove_);
            const Color us = passed.sideToMove();
            v.premoveSquares |= bb(castleKingTarget(us, side)) | bb(castleRookTarget(us, side));
        }
    }
    if (v.selected != NoSquare && pending_.isNull()) {
        if (showLegalMoves_) v.moveTargets = input_.moveTargets(v.selected);
        v.castleTargets = input_.castleTargets(v.selected);
    }
    if (pending_.isNull()) v.lastMove = lastMoveSquares_;
    const Position& pos = position();
    if (showCheck_ && pos.inCheck() && pending_.isNull())
        v.check = pos.kingSquare(pos.sideToMove());
    if (!hintMove_.isNull()) std::tie(v.hintFrom, v.hintTo) = arrowOf(pos, hintMove_);
    for (Move m : engineMoves_)
        if (pos.isLegal(m)) v.engineArrows.push_back(arrowOf(pos, m));
    v.promotion = promotion_;
    v.promotionChoice = promotionChoice_;
    v.previews = previewedCastles();
    v.lifted = liftedByPreview();
    v.markings = drawings_.markings();
    v.drawing = drawings_.current();
    return v;
}

std::array<Piece, 64> BoardInteraction::shownBoard() const {
    if (pending_.isNull() && premove_.isNull()) return input_.board();
    const Position after =
        pending_.isNull() ? input_.position().after(premove_) : position().after(pending_);
    std::array<Piece, 64> b{};
    for (int s = 0; s < 64; ++s) b[s] = after.pieceOn(Square(s));
    return b;
}

// A gesture under way (a drag, a hover with a piece selected, the "castle or move?" question)
// previews the castle it would make.
std::vector<CastleAnalysis> BoardInteraction::gesturePreviews() const {
    std::vector<CastleAnalysis> out;
    if (!(interactive_ || premoving()) || hasPendingMove() || promotionOpen()) return out;
    if (questionOpen()) {
        for (Move m : question_)
            if (m.kind() == Move::Castling && (questionHover_.isNull() || questionHover_ == m))
                out.push_back(input_.analysisOf(m));
        return out;
    }
    return input_.castlesOfGesture(selected(), pointer_);
}

// An announcement (or a half-done castle) previews its castles as long as it stands.
std::vector<CastleAnalysis> BoardInteraction::previewedCastles() const {
    if (!(interactive_ || premoving()) || hasPendingMove() || promotionOpen()) return {};
    std::vector<CastleAnalysis> out =
        questionOpen() ? std::vector<CastleAnalysis>{} : input_.announcedCastles();
    for (const CastleAnalysis& a : gesturePreviews())
        if (std::none_of(out.begin(), out.end(), [&](auto& b) { return a.move == b.move; }))
            out.push_back(a);
    return out;
}

// While a gesture previews one castle the board shows its outcome: king and rook leave their
// squares (they would otherwise sit under the other's ghost). A standing announcement keeps
// them in place: the player still has to pick them up.
Bitboard BoardInteraction::liftedByPreview() const {
    const std::vector<CastleAnalysis> previews = gesturePreviews();
    if (previews.size() != 1) return 0;
    const CastleAnalysis& a = previews.front();
    const auto board = shownBoard();
    Bitboard lifted = 0;
    if (board[a.kingFrom] == makePiece(a.color, King) && a.kingFrom != a.kingTo)
        lifted |= bb(a.kingFrom);
    if (board[a.rookFrom] == makePiece(a.color, Rook) && a.rookFrom != a.rookTo)
        lifted |= bb(a.rookFrom);
    return lifted;
}

} // namespace chess960::ui
