#include "chess960/eboard.h"

#include "chess960/movegen.h"
#include "chess960/startpos.h"

#include <algorithm>

namespace chess960::eboard {

Placement placementOf(const Position& pos) {
    Placement p{};
    for (int s = 0; s < 64; ++s) p[size_t(s)] = pos.pieceOn(Square(s));
    return p;
}

Placement turned(const Placement& p) {
    Placement out{};
    for (size_t s = 0; s < 64; ++s) out[63 - s] = p[s];
    return out;
}

int pieceCount(const Placement& p) {
    return int(std::count_if(p.begin(), p.end(), [](Piece x) { return x != NoPiece; }));
}

std::optional<Position> positionOf(const Placement& board, Color toMove) {
    std::string field;
    for (int rank = 7; rank >= 0; --rank) {
        int gap = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++gap;
                continue;
            }
            if (gap) field += char('0' + gap);
            gap = 0;
            field += pieceLetter(p);
        }
        if (gap) field += char('0' + gap);
        if (rank) field += '/';
    }
    for (const Color c : {toMove, ~toMove}) {
        std::vector<DroppedCastlingRight> dropped;
        auto pos =
            Position::fromFenLenient(field + (c == White ? " w" : " b") + " KQkq - 0 1", dropped);
        if (pos) return *pos;
    }
    return std::nullopt;
}

std::vector<SquareDifference> differences(const Placement& want, const Placement& have) {
    std::vector<SquareDifference> out;
    for (int s = 0; s < 64; ++s)
        if (want[size_t(s)] != have[size_t(s)])
            out.push_back({Square(s), want[size_t(s)], have[size_t(s)]});
    return out;
}

Bitboard squaresOf(const std::vector<SquareDifference>& ds) {
    Bitboard b = 0;
    for (const SquareDifference& d : ds) b |= Bitboard(1) << d.square;
    return b;
}

namespace {

// White's back rank as letters if ranks 1 and 2 hold a start set-up for `c` seen from its own
// side, and the opponent's at the other end; the numbers when both ranks are start ranks.
std::optional<StartSetUp> startAsSeen(const Placement& b) {
    if (pieceCount(b) != 32) return std::nullopt;
    std::string white, black;
    for (int f = 0; f < 8; ++f) {
        if (b[size_t(makeSquare(f, 1))] != WPawn || b[size_t(makeSquare(f, 6))] != BPawn)
            return std::nullopt;
        const Piece w = b[size_t(makeSquare(f, 0))], k = b[size_t(makeSquare(f, 7))];
        if (w == NoPiece || colorOf(w) != White || typeOf(w) == Pawn) return std::nullopt;
        if (k == NoPiece || colorOf(k) != Black || typeOf(k) == Pawn) return std::nullopt;
        white += pieceLetter(w);
        black += char(pieceLetter(k) - 'a' + 'A');
    }
    const auto wn = numberFromBackRank(white), bn = numberFromBackRank(black);
    if (!wn || !bn) return std::nullopt;
    return StartSetUp{*wn, *bn, false};
}

} // namespace

std::optional<StartSetUp> recognizeStart(const Placement& board) {
    if (auto s = startAsSeen(board)) return s;
    if (auto s = startAsSeen(turned(board))) {
        s->turned = true;
        return s;
    }
    return std::nullopt;
}

void MoveReader::setPosition(const Position& pos, std::vector<Placement> earlier) {
    pos_ = pos;
    want_ = placementOf(pos);
    earlier_ = std::move(earlier);
    arrivals_.clear();
}

void MoveReader::setTurned(bool t) {
    if (t == turned_) return;
    turned_ = t;
    board_ = turned_ ? turned(raw_) : raw_;
    arrivals_.clear();
}

void MoveReader::setBoard(const Placement& board) {
    const bool first = !haveBoard_;
    raw_ = board;
    haveBoard_ = true;
    // Which way round: keep the current way while it makes sense; turn when the board shows
    // the game or a start position only the other way.
    const Placement straight = board, other = turned(board);
    const Placement& now = turned_ ? other : straight;
    const Placement& then = turned_ ? straight : other;
    const auto startNow = startAsSeen(now), startThen = startAsSeen(then);
    if (now != want_ && !startNow && (then == want_ || startThen)) {
        turned_ = !turned_;
        board_ = then;
        arrivals_.clear();
        return;
    }
    ++stamp_;
    for (int s = 0; s < 64; ++s)
        if (first || board_[size_t(s)] != now[size_t(s)]) noteChange(Square(s), now[size_t(s)]);
    board_ = now;
    if (board_ == want_) arrivals_.clear();
}

void MoveReader::setSquare(Square boardSquare, Piece piece) {
    if (boardSquare >= NoSquare) return;
    raw_[boardSquare] = piece;
    haveBoard_ = true;
    const Square s = turned_ ? Square(63 - boardSquare) : boardSquare;
    ++stamp_;
    noteChange(s, piece);
    board_[s] = piece;
    if (board_ == want_) arrivals_.clear();
}

void MoveReader::noteChange(Square s, Piece p) {
    if (p != NoPiece) arrivals_.push_back({s, p, stamp_});
}

bool MoveReader::orderBroken(const CastleAnalysis& a) const {
    if (a.order != CastleOrder::KingFirst && a.order != CastleOrder::RookFirst) return false;
    const Piece king = makePiece(a.color, King), rook = makePiece(a.color, Rook);
    int kingAt = -1, rookAt = -1;
    for (const Arrival& x : arrivals_) {
        if (kingAt < 0 && x.square == a.kingTo && x.piece == king) kingAt = x.stamp;
        if (rookAt < 0 && x.square == a.rookTo && x.piece == rook) rookAt = x.stamp;
    }
    // Pieces that arrived in the same update came in no known order: not held against anyone.
    if (kingAt < 0 || rookAt < 0 || kingAt == rookAt) return false;
    return a.order == CastleOrder::KingFirst ? rookAt < kingAt : kingAt < rookAt;
}

Reading MoveReader::reading() const {
    Reading r;
    r.start = startAsSeen(board_);
    if (board_ == want_) {
        r.kind = Reading::Kind::Agrees;
        return r;
    }
    MoveList moves;
    generateLegalMoves(pos_, moves);
    const Color us = pos_.sideToMove();
    // The positions halfway through each legal castle: the king on its target with the rook
    // not yet moved, or the rook on its target with the king not yet moved.
    std::vector<Placement> halfway;
    for (const Move m : moves) {
        if (m.kind() != Move::Castling) continue;
        const CastleAnalysis a = analyseCastle(pos_, us, castleSideOf(pos_, m));
        // A castle of one piece has no halfway; a swap has none either (each piece's target
        // is held by the other).
        if (a.kingTo == a.kingFrom || a.rookTo == a.rookFrom) continue;
        if (a.kingTo != a.rookFrom) {
            Placement p = want_;
            p[a.kingFrom] = NoPiece;
            p[a.kingTo] = makePiece(us, King);
            halfway.push_back(p);
        }
        if (a.rookTo != a.kingFrom) {
            Placement p = want_;
            p[a.rookFrom] = NoPiece;
            p[a.rookTo] = makePiece(us, Rook);
            halfway.push_back(p);
        }
    }
    for (const Move m : moves) {
        const Placement after = placementOf(pos_.after(m));
        if (after == board_) {
            if (m.kind() == Move::Castling) {
                const CastleAnalysis a = analyseCastle(pos_, us, castleSideOf(pos_, m));
                if (orderBroken(a)) {
                    r.kind = Reading::Kind::WrongOrder;
                    r.move = m;
                    r.castle = a;
                    r.differences = differences(want_, board_);
                    return r;
                }
            }
            r.kind = Reading::Kind::Move;
            r.move = m;
            r.differences = differences(want_, board_);
            r.settle = std::find(halfway.begin(), halfway.end(), after) != halfway.end();
            return r;
        }
        if (m.kind() == Move::Promotion && m.promotion() == Queen) {
            Placement withPawn = after;
            withPawn[m.to()] = makePiece(us, Pawn);
            if (withPawn == board_) {
                r.kind = Reading::Kind::PromotionPiece;
                r.move = m;
                r.differences = differences(want_, board_);
                return r;
            }
        }
    }
    for (size_t i = earlier_.size(); i-- > 0;) {
        if (earlier_[i] == board_) {
            r.kind = Reading::Kind::EarlierPosition;
            r.pliesBack = int(earlier_.size() - i);
            r.differences = differences(want_, board_);
            return r;
        }
    }
    r.kind = Reading::Kind::Differs;
    r.differences = differences(want_, board_);
    return r;
}

} // namespace chess960::eboard
