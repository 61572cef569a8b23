// The board editor's model: each edit, then what it made impossible dropped and noted.
#include "editor/editormodel.h"

#include <algorithm>

namespace chess960::ui {
namespace {

bool isEpProblem(ErrorCode code) {
    switch (code) {
    case ErrorCode::FenEpWrongRank:
    case ErrorCode::FenEpNoPawn:
    case ErrorCode::FenEpOccupied:
    case ErrorCode::SetupEpNoCapture:
    case ErrorCode::SetupCheckBeforeDoubleStep: return true;
    default: return false;
    }
}

// The side that would capture on an en-passant square.
Color capturer(Square ep) {
    return rankOf(ep) == 5 ? White : Black;
}

} // namespace

EditorModel::EditorModel() {
    setStartPosition(518, 518);
}

void EditorModel::place(Square s, Piece p) {
    notes_.clear();
    setup_.board[s] = p;
    settle();
}

void EditorModel::remove(Square s) {
    place(s, NoPiece);
}

void EditorModel::move(Square from, Square to) {
    if (from == to || setup_.board[from] == NoPiece) return;
    notes_.clear();
    // A rook keeps no right when it moves, even to a square that could have one.
    if (setup_.castlingRooks & bb(from)) {
        setup_.castlingRooks &= ~bb(from);
        notes_.push_back({EditorNote::RightDropped, colorOf(setup_.board[from]), from});
    }
    setup_.board[to] = setup_.board[from];
    setup_.board[from] = NoPiece;
    settle();
}

void EditorModel::clear() {
    notes_.clear();
    setup_ = Setup();
    settle();
}

void EditorModel::setStartPosition(int whiteNumber, int blackNumber) {
    setPosition(Position::startPosition(whiteNumber, blackNumber));
}

void EditorModel::setPosition(const Position& pos) {
    notes_.clear();
    setup_ = Setup::fromPosition(pos);
    settle();
}

void EditorModel::mirrorColours() {
    notes_.clear();
    Setup m = setup_;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = setup_.board[sq];
        m.board[sq ^ 56] = p == NoPiece ? NoPiece : makePiece(~colorOf(p), typeOf(p));
    }
    m.side = ~setup_.side;
    m.castlingRooks = 0;
    for (Bitboard r = setup_.castlingRooks; r;) m.castlingRooks |= bb(Square(popLsb(r) ^ 56));
    m.epSquare = setup_.epSquare == NoSquare ? NoSquare : Square(setup_.epSquare ^ 56);
    setup_ = m;
    settle();
}

void EditorModel::setSideToMove(Color c) {
    notes_.clear();
    setup_.side = c;
    settle();
}

void EditorModel::setHalfmoveClock(int n) {
    notes_.clear();
    setup_.halfmoveClock = n;
    settle();
}

void EditorModel::setFullmoveNumber(int n) {
    notes_.clear();
    setup_.fullmoveNumber = n;
    settle();
}

Bitboard EditorModel::castlingCandidates() const {
    Bitboard out = 0;
    for (Color c : {White, Black}) {
        const Bitboard kings = setup_.squaresOf(makePiece(c, King));
        const Bitboard backRankBB = rankBB(backRank(c));
        if (popcount(kings) != 1 || !(kings & backRankBB)) continue;
        const int kingFile = fileOf(lsb(kings));
        if (kingFile == 0 || kingFile == 7) continue;
        out |= setup_.squaresOf(makePiece(c, Rook)) & backRankBB;
    }
    return out;
}

bool EditorModel::setCastlingRight(Square rook, bool on) {
    if (!(castlingCandidates() & bb(rook))) return false;
    notes_.clear();
    if (on) {
        // The rights are rook squares: one per side of the king.
        const Color c = colorOf(setup_.board[rook]);
        const Square king = lsb(setup_.squaresOf(makePiece(c, King)));
        const Bitboard rank = rankBB(backRank(c));
        const Bitboard sameSide = rook > king ? rank & ~span(makeSquare(0, rankOf(king)), king)
                                              : rank & ~span(king, makeSquare(7, rankOf(king)));
        setup_.castlingRooks = (setup_.castlingRooks & ~sameSide) | bb(rook);
    } else {
        setup_.castlingRooks &= ~bb(rook);
    }
    settle();
    return true;
}

Bitboard EditorModel::epCandidates() const {
    Bitboard out = 0;
    // Only a set-up where the en-passant rules can be judged: one king to move.
    if (popcount(setup_.squaresOf(makePiece(setup_.side, King))) != 1) return 0;
    const int rank = setup_.side == White ? 5 : 2;
    for (int file = 0; file < 8; ++file) {
        Setup trial = setup_;
        trial.epSquare = makeSquare(file, rank);
        const auto problems = validateSetup(trial);
        if (std::none_of(problems.begin(), problems.end(),
                         [](const SetupProblem& p) { return isEpProblem(p.error.code); }))
            out |= bb(trial.epSquare);
    }
    return out;
}

bool EditorModel::setEpSquare(Square s) {
    if (s != NoSquare && !(epCandidates() & bb(s))) return false;
    notes_.clear();
    setup_.epSquare = s;
    settle();
    return true;
}

std::optional<Error> EditorModel::loadFen(std::string_view fen) {
    std::vector<DroppedCastlingRight> dropped;
    auto pos = Position::fromFenLenient(fen, dropped);
    if (!pos) {
        // A position that cannot be played is still a set-up to work on: loaded, with the
        // reasons shown. Only what is no FEN at all is refused.
        auto setup = setupFromFen(fen);
        if (!setup) return setup.error();
        notes_.clear();
        setup_ = *setup;
        settle();
        return std::nullopt;
    }
    setPosition(*pos);
    for (const auto& d : dropped) notes_.push_back({EditorNote::RightDropped, d.colour, d.square});
    return std::nullopt;
}

std::optional<Position> EditorModel::position() const {
    if (!isValid()) return std::nullopt;
    auto pos = positionFromSetup(setup_);
    return pos ? std::optional<Position>(*pos) : std::nullopt;
}

std::optional<DfrcPair> EditorModel::startPair() const {
    const auto pos = position();
    const int n = pos ? pos->dfrcNumber() : -1;
    return n < 0 ? std::nullopt : dfrcPairFromNumber(n);
}

void EditorModel::settle() {
    const Bitboard candidates = castlingCandidates();
    for (Color c : {White, Black}) {
        bool kept[2] = {false, false};
        const Bitboard kings = setup_.squaresOf(makePiece(c, King));
        // From the outside in on each side, so that a second right on a side is the inner.
        for (int i = 0; i < 8; ++i) {
            const int file = i % 2 == 0 ? 7 - i / 2 : i / 2;
            const Square rook = makeSquare(file, backRank(c));
            if (!(setup_.castlingRooks & bb(rook))) continue;
            const int side = kings && rook < lsb(kings) ? 1 : 0;
            if ((candidates & bb(rook)) && !kept[side]) {
                kept[side] = true;
                continue;
            }
            setup_.castlingRooks &= ~bb(rook);
            notes_.push_back({EditorNote::RightDropped, c, rook});
        }
    }
    // Only squares on the back ranks hold rights.
    setup_.castlingRooks &= rankBB(0) | rankBB(7);
    const Square ep = setup_.epSquare;
    if (ep != NoSquare && !(epCandidates() & bb(ep))) {
        setup_.epSquare = NoSquare;
        notes_.push_back({EditorNote::EpDropped, capturer(ep), ep});
    }
    problems_ = validateSetup(setup_);
}

} // namespace chess960::ui
