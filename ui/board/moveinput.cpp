#include "board/moveinput.h"

#include "chess960/startpos.h"

#include <algorithm>

namespace chess960::ui {
namespace {

InputResult result(InputResult::Kind kind, Move move = Move(), InputNotice notice = {}) {
    InputResult r;
    r.kind = kind;
    r.move = move;
    r.notice = std::move(notice);
    return r;
}

InputNotice notice(InputNotice::Kind kind, Color color, std::vector<CastleAnalysis> castles = {}) {
    InputNotice n;
    n.kind = kind;
    n.color = color;
    n.castles = std::move(castles);
    return n;
}

} // namespace

MoveInput::MoveInput() {
    setPosition(Position::startPosition(kClassicalStartNumber));
}

void MoveInput::setPosition(const Position& pos) {
    pos_ = pos;
    generateLegalMoves(pos_, legal_);
    castles_.clear();
    for (Move m : legal_)
        if (m.kind() == Move::Castling)
            castles_.push_back(
                analyseCastle(pos_, pos_.sideToMove(), chess960::castleSideOf(pos_, m)));
    selected_ = NoSquare;
    announced_ = false;
    half_.reset();
}

bool MoveInput::canPickUp(Square s) const {
    if (s == NoSquare) return false;
    if (half_) return s == secondPieceSquare();
    const Piece p = pos_.pieceOn(s);
    if (p == NoPiece || colorOf(p) != pos_.sideToMove()) return false;
    if (reportAttempts_) // rooks without a right too: the right is part of the question
        return typeOf(p) == King || (typeOf(p) == Rook && rankOf(s) == backRank(colorOf(p)));
    if (!announced_) return true;
    return std::any_of(castles_.begin(), castles_.end(),
                       [s](const CastleAnalysis& a) { return s == a.kingFrom || s == a.rookFrom; });
}

void MoveInput::select(Square s) {
    selected_ = canPickUp(s) ? s : NoSquare;
}

Bitboard MoveInput::moveTargets(Square from) const {
    Bitboard b = 0;
    if (announced_ || reportAttempts_) return b;
    for (Move m : legal_)
        if (m.from() == from && m.kind() != Move::Castling) b |= bb(m.to());
    return b;
}

Bitboard MoveInput::castleTargets(Square from) const {
    Bitboard b = 0;
    if (reportAttempts_) { // every castling gesture, so that the marks tell nothing
        for (int s = 0; s < 64; ++s)
            if (castleAttemptSide(pos_, from, Square(s), announced_)) b |= bb(Square(s));
        return b;
    }
    const std::vector<CastleAnalysis> castles = half_ ? announcedCastles() : castles_;
    for (const CastleAnalysis& a : castles)
        for (Square over : {a.rookFrom, a.kingFrom, a.kingTo, a.rookTo})
            if (over != from && !castlesOfGesture(from, over).empty()) b |= bb(over);
    return b;
}

std::vector<Move> MoveInput::normalMoves(Square from, Square to) const {
    std::vector<Move> out;
    for (Move m : legal_)
        if (m.from() == from && m.to() == to && m.kind() != Move::Castling) out.push_back(m);
    return out;
}

// Unannounced, four gestures mean a castle: the king onto its own rook, the rook onto its king
// (seed 000 lets the rook go first), the king onto its target square, and (when the king
// already stands on its target) the rook onto its target.
std::vector<Move> MoveInput::castleGestures(Square from, Square to) const {
    std::vector<Move> out;
    for (const CastleAnalysis& a : castles_) {
        const bool kingGesture =
            from == a.kingFrom && (to == a.rookFrom || (to == a.kingTo && a.kingTo != a.kingFrom));
        const bool rookGesture =
            from == a.rookFrom && (to == a.kingFrom || (to == a.rookTo && a.kingFrom == a.kingTo));
        if (kingGesture || rookGesture) out.push_back(a.move);
    }
    return out;
}

std::vector<CastleAnalysis> MoveInput::castlesOfGesture(Square from, Square over) const {
    std::vector<CastleAnalysis> out;
    if (from == NoSquare || over == NoSquare || reportAttempts_) return out;
    if (half_) {
        if (from == secondPieceSquare() && over == secondPieceTarget()) out.push_back(*half_);
        return out;
    }
    if (announced_) {
        const AnnouncedMatch m = matchAnnounced(from, over);
        if (m.castle && m.kind != InputResult::Rejected) out.push_back(*m.castle);
        return out;
    }
    for (Move m : castleGestures(from, over)) out.push_back(analysisOf(m));
    return out;
}

InputResult MoveInput::interpret(Square from, Square to) const {
    if (reportAttempts_) return interpretAttempt(from, to);
    const std::vector<Move> normals = normalMoves(from, to);
    const std::vector<Move> castles = castleGestures(from, to);
    if (!castles.empty() && !normals.empty()) {
        InputResult r = result(InputResult::Ask);
        r.options = castles;
        r.options.insert(r.options.end(), normals.begin(), normals.end());
        return r;
    }
    if (!castles.empty()) return result(InputResult::Play, castles.front());
    if (normals.size() == 1) return result(InputResult::Play, normals.front());
    if (normals.size() > 1) {
        InputResult r = result(InputResult::Promote);
        r.options = normals;
        return r;
    }
    return result(InputResult::Rejected, Move(), failedCastleNotice(from, to));
}

// Only when the gesture is one that would castle if the castle were legal (the core names
// those): then the player learns why it is not (a plain illegal move gets no lecture).
InputNotice MoveInput::failedCastleNotice(Square from, Square to) const {
    const Piece piece = pos_.pieceOn(from);
    if (piece == NoPiece || colorOf(piece) != pos_.sideToMove()) return {};
    if (const auto side = castleAttemptSide(pos_, from, to)) return castleProblem(*side);
    return {};
}

InputNotice MoveInput::castleProblem(CastleSide side) const {
    const CastleAnalysis a = analyseCastle(pos_, pos_.sideToMove(), side);
    if (a.hasRight && legal_.contains(a.move)) return {};
    return notice(InputNotice::CastleImpossible, pos_.sideToMove(), {a});
}

CastleAnalysis MoveInput::analysisOf(Move castle) const {
    for (const CastleAnalysis& a : castles_)
        if (a.move == castle) return a;
    return analyseCastle(pos_, pos_.sideToMove(), chess960::castleSideOf(pos_, castle));
}

InputResult MoveInput::click(Square s) {
    if (s == NoSquare) return result(InputResult::Nothing);
    if (half_) {
        if (s == secondPieceSquare() || s == secondPieceTarget()) {
            selected_ = NoSquare;
            return result(InputResult::Play, half_->move);
        }
        return result(InputResult::Nothing, Move(), stateNotice());
    }
    if (announced_) return reportAttempts_ ? clickAttemptAnnounced(s) : clickAnnounced(s);
    if (selected_ == NoSquare) {
        if (!canPickUp(s)) return result(InputResult::Nothing);
        select(s);
        return result(InputResult::Selected);
    }
    if (s == selected_) {
        selected_ = NoSquare;
        return result(InputResult::Deselected);
    }
    InputResult r = interpret(selected_, s);
    if (r.kind != InputResult::Rejected) {
        selected_ = NoSquare;
        return r;
    }
    if (canPickUp(s)) {
        select(s);
        return result(InputResult::Selected, Move(), r.notice);
    }
    selected_ = NoSquare;
    return result(InputResult::Deselected, Move(), r.notice);
}

InputResult MoveInput::drop(Square from, Square to) {
    if (to == NoSquare || to == from || !canPickUp(from)) return result(InputResult::Rejected);
    selected_ = NoSquare;
    if (half_) return interpretHalfDone(from, to);
    if (announced_) return interpretAnnounced(from, to);
    return interpret(from, to);
}

InputResult MoveInput::clickAnnounced(Square s) {
    if (selected_ != NoSquare && selected_ != s) {
        InputResult r = interpretAnnounced(selected_, s);
        if (r.kind != InputResult::Rejected) {
            selected_ = NoSquare;
            return r;
        }
    }
    for (const CastleAnalysis& a : castles_)
        if (s == a.rookFrom && s != a.kingFrom) return result(InputResult::Play, a.move);
    if (s == pos_.kingSquare(pos_.sideToMove()) && canPickUp(s)) {
        if (castles_.size() == 1) return result(InputResult::Play, castles_.front().move);
        if (selected_ == s) {
            selected_ = NoSquare;
            return result(InputResult::Deselected, Move(), stateNotice());
        }
        selected_ = s;
        return result(InputResult::Selected, Move(),
                      notice(InputNotice::ChooseCastle, pos_.sideToMove()));
    }
    // The square the king or the rook lands on names its castle as well as the rook does.
    if (const auto side = targetSide(s)) {
        for (const CastleAnalysis& a : castles_)
            if (a.side == *side) {
                selected_ = NoSquare;
                return result(InputResult::Play, a.move);
            }
        return result(InputResult::Nothing, Move(), castleProblem(*side));
    }
    return result(InputResult::Nothing, Move(), notice(InputNotice::CastleOnly, pos_.sideToMove()));
}

std::optional<CastleSide> MoveInput::targetSide(Square s) const {
    const Color us = pos_.sideToMove();
    for (CastleSide side : {CastleSide::HSide, CastleSide::ASide})
        if (s == castleKingTarget(us, side) || s == castleRookTarget(us, side)) return side;
    return std::nullopt;
}

// The two physical moves: a double-move castle may be made one piece at a time, in the order
// the seed rules demand. Every other form is complete with one gesture.
MoveInput::AnnouncedMatch MoveInput::matchAnnounced(Square from, Square to) const {
    for (const CastleAnalysis& a : castles_) {
        const bool doubleMove = a.method == CastleMethod::DoubleMove;
        if (from == a.kingFrom && to == a.rookFrom) return {&a, InputResult::Play, false};
        if (from == a.kingFrom && to == a.kingTo && a.kingTo != a.kingFrom) {
            if (!doubleMove) return {&a, InputResult::Play, false};
            if (a.order == CastleOrder::RookFirst) return {&a, InputResult::Rejected, false};
            return {&a, InputResult::HalfCastle, true};
        }
        if (from == a.rookFrom && to == a.rookTo && a.rookTo != a.rookFrom) {
            if (!doubleMove) return {&a, InputResult::Play, false};
            if (a.order == CastleOrder::KingFirst) return {&a, InputResult::Rejected, false};
            return {&a, InputResult::HalfCastle, false};
        }
        if (from == a.rookFrom && to == a.kingFrom) return {&a, InputResult::Play, false};
    }
    return {nullptr, InputResult::Rejected, false};
}

InputResult MoveInput::interpretAnnounced(Square from, Square to) {
    if (reportAttempts_) return interpretAttempt(from, to);
    const AnnouncedMatch m = matchAnnounced(from, to);
    if (!m.castle)
        return result(InputResult::Rejected, Move(),
                      notice(InputNotice::CastleOnly, pos_.sideToMove()));
    if (m.kind == InputResult::Rejected)
        return result(InputResult::Rejected, Move(),
                      notice(InputNotice::WrongOrder, pos_.sideToMove(), {*m.castle}));
    if (m.kind == InputResult::HalfCastle) {
        half_ = *m.castle;
        halfKingMoved_ = m.kingFirst;
        return result(InputResult::HalfCastle, half_->move, stateNotice());
    }
    return result(InputResult::Play, m.castle->move);
}

InputResult MoveInput::interpretHalfDone(Square from, Square to) const {
    if (from == secondPieceSquare() && to == secondPieceTarget())
        return result(InputResult::Play, half_->move);
    return result(InputResult::Rejected, Move(), stateNotice());
}

InputResult MoveInput::announce() {
    if (announced_) return result(InputResult::Nothing, Move(), stateNotice());
    if (castles_.empty() && !reportAttempts_) {
        const Color us = pos_.sideToMove();
        return result(InputResult::Rejected, Move(),
                      notice(InputNotice::CannotCastle, us,
                             {analyseCastle(pos_, us, CastleSide::HSide),
                              analyseCastle(pos_, us, CastleSide::ASide)}));
    }
    announced_ = true;
    selected_ = NoSquare;
    return result(InputResult::Nothing, Move(), stateNotice());
}

void MoveInput::withdraw() {
    announced_ = false;
    half_.reset();
    selected_ = NoSquare;
}

std::vector<CastleAnalysis> MoveInput::announcedCastles() const {
    if (reportAttempts_) return {}; // a preview would tell the legal castles
    if (half_) return {*half_};
    return announced_ ? castles_ : std::vector<CastleAnalysis>{};
}

// Attempt mode: whether a castle is legal is the player's question to answer, so a castling
// gesture is reported as such, legal or not, even where it is also an ordinary move. Only
// castling counts: any other gesture goes back with the same words whether it would be a legal
// move or not, so the king dropped beside itself cannot probe which squares are attacked.
InputResult MoveInput::interpretAttempt(Square from, Square to) const {
    InputResult r;
    r.attempt = castleAttemptSide(pos_, from, to, announced_);
    if (r.attempt) {
        r.kind = InputResult::CastleAttempt;
        return r;
    }
    r.kind = InputResult::Rejected;
    r.notice = notice(InputNotice::CastleAttemptsOnly, pos_.sideToMove());
    return r;
}

// Announced in attempt mode: clicking an own rook, or a square the king or a rook lands on,
// names the castle towards it (as such a click does in play); the king, picked up, waits for
// its rook or target square.
InputResult MoveInput::clickAttemptAnnounced(Square s) {
    if (selected_ != NoSquare && selected_ != s) {
        const InputResult r = interpretAttempt(selected_, s);
        if (r.kind != InputResult::Rejected) {
            selected_ = NoSquare;
            return r;
        }
    }
    const Color us = pos_.sideToMove();
    const Square king = pos_.kingSquare(us);
    InputResult r = result(InputResult::CastleAttempt);
    if (pos_.pieceOn(s) == makePiece(us, Rook)) {
        r.attempt = castleAttemptSide(pos_, king, s, true);
    } else if (const auto side = targetSide(s); side && s != king) {
        if (s == castleKingTarget(us, *side)) r.attempt = castleAttemptSide(pos_, king, s, true);
        for (Bitboard rooks = pos_.pieces(us, Rook); rooks && !r.attempt;)
            r.attempt = castleAttemptSide(pos_, popLsb(rooks), s, true);
    }
    if (r.attempt) {
        selected_ = NoSquare;
        return r;
    }
    selected_ = selected_ != s && canPickUp(s) ? s : NoSquare;
    return result(selected_ == NoSquare ? InputResult::Deselected : InputResult::Selected);
}

Square MoveInput::secondPieceSquare() const {
    return halfKingMoved_ ? half_->rookFrom : half_->kingFrom;
}

Square MoveInput::secondPieceTarget() const {
    return halfKingMoved_ ? half_->rookTo : half_->kingTo;
}

std::array<Piece, 64> MoveInput::board() const {
    std::array<Piece, 64> b{};
    for (int s = 0; s < 64; ++s) b[s] = pos_.pieceOn(Square(s));
    if (half_) {
        const Square from = halfKingMoved_ ? half_->kingFrom : half_->rookFrom;
        const Square to = halfKingMoved_ ? half_->kingTo : half_->rookTo;
        b[to] = b[from];
        b[from] = NoPiece;
    }
    return b;
}

InputNotice MoveInput::stateNotice() const {
    if (half_) {
        InputNotice n = notice(InputNotice::HalfDone, pos_.sideToMove(), {*half_});
        n.kingMoved = halfKingMoved_;
        return n;
    }
    if (announced_) return notice(InputNotice::Announced, pos_.sideToMove());
    return {};
}

} // namespace chess960::ui
