#include "chess960/position.h"

#include "chess960/movegen.h"
#include "chess960/startpos.h"

#include <cstdlib>
#include <vector>

namespace chess960 {

namespace zobrist {
namespace {
struct Keys {
    uint64_t piece[16][64];
    uint64_t castling[16];
    uint64_t ep[8];
    uint64_t side;
};

constexpr Keys makeKeys() {
    Keys k{};
    uint64_t state = 0x6A09E667F3BCC908ULL; // fixed seed: keys are the same in every run
    auto next = [&state] {                  // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 0x2545F4914F6CDD1DULL;
    };
    for (auto& row : k.piece)
        for (auto& v : row) v = next();
    // One key per right, combined by XOR, so that the set's key is the XOR of its members.
    uint64_t single[4] = {next(), next(), next(), next()};
    for (int set = 0; set < 16; ++set) {
        k.castling[set] = 0;
        for (int i = 0; i < 4; ++i)
            if (set & (1 << i)) k.castling[set] ^= single[i];
    }
    for (auto& v : k.ep) v = next();
    k.side = next();
    return k;
}
constexpr Keys kKeys = makeKeys();
} // namespace

uint64_t piece(Piece p, Square s) {
    return kKeys.piece[p][s];
}
uint64_t castling(uint8_t rights) {
    return kKeys.castling[rights & 15];
}
uint64_t enPassant(int file) {
    return kKeys.ep[file];
}
uint64_t blackToMove() {
    return kKeys.side;
}
} // namespace zobrist

Position::Position() {
    initBitboards();
}

Position Position::startPosition(int number) {
    // Each of the 960 is read from its FEN once (every game read from a file needs one or
    // two of them), on first use; a static's initialisation is thread-safe.
    static const std::vector<Position> all = [] {
        std::vector<Position> v;
        v.reserve(size_t(kStartPositionCount));
        for (int n = 0; n < kStartPositionCount; ++n) {
            auto pos = fromFen(startFen(n));
            v.push_back(pos ? *pos : Position());
        }
        return v;
    }();
    if (number >= 0 && number < kStartPositionCount) return all[size_t(number)];
    auto pos = fromFen(startFen(number));
    return pos ? *pos : Position();
}

void Position::putPiece(Piece p, Square s) {
    board_[s] = p;
    byType_[typeOf(p)] |= bb(s);
    byColor_[colorOf(p)] |= bb(s);
    key_ ^= zobrist::kKeys.piece[p][s];
}

void Position::removePiece(Square s) {
    Piece p = board_[s];
    board_[s] = NoPiece;
    byType_[typeOf(p)] ^= bb(s);
    byColor_[colorOf(p)] ^= bb(s);
    key_ ^= zobrist::kKeys.piece[p][s];
}

void Position::setCastlingRight(Color c, Square rookSquare) {
    Square k = kingSquare(c);
    CastleSide side = rookSquare > k ? CastleSide::HSide : CastleSide::ASide;
    int i = castleIndex(c, side);
    Square kTo = castleKingTarget(c, side), rTo = castleRookTarget(c, side);
    castling_ |= uint8_t(1 << i);
    castleRook_[i] = rookSquare;
    castleKingPath_[i] = span(k, kTo);
    castlePath_[i] = (span(k, kTo) | span(rookSquare, rTo)) & ~(bb(k) | bb(rookSquare));
    rightsLost_[k] |= uint8_t(1 << i);
    rightsLost_[rookSquare] |= uint8_t(1 << i);
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) |
           (pawnAttacks(White, s) & pieces(Black, Pawn)) | (knightAttacks(s) & pieces(Knight)) |
           (rookAttacks(s, occ) & (pieces(Rook) | pieces(Queen))) |
           (bishopAttacks(s, occ) & (pieces(Bishop) | pieces(Queen))) |
           (kingAttacks(s) & pieces(King));
}

Bitboard Position::blockersForKing(Color c) const {
    Square k = kingSquare(c);
    Bitboard snipers = ((rookAttacks(k, 0) & (pieces(Rook) | pieces(Queen))) |
                        (bishopAttacks(k, 0) & (pieces(Bishop) | pieces(Queen)))) &
                       pieces(~c);
    Bitboard blockers = 0, occ = pieces() ^ snipers;
    while (snipers) {
        Bitboard b = between(k, popLsb(snipers)) & occ;
        if (b && !moreThanOne(b)) blockers |= b;
    }
    return blockers;
}

bool Position::epCaptureLegal(Square from, Square epTarget) const {
    Color us = side_;
    Square captured = Square(epTarget + (us == White ? -8 : 8));
    Bitboard occ = (pieces() ^ bb(from) ^ bb(captured)) | bb(epTarget);
    Square k = kingSquare(us);
    return !(attackersTo(k, occ) & pieces(~us) & ~bb(captured));
}

void Position::updateEpSquare(Square candidate) {
    // Recorded only when the capture is really possible: a position's identity for the
    // repetition rules depends on the moves available, not on the last move played.
    Bitboard capturers = pawnAttacks(~side_, candidate) & pieces(side_, Pawn);
    while (capturers) {
        if (epCaptureLegal(popLsb(capturers), candidate)) {
            ep_ = candidate;
            key_ ^= zobrist::kKeys.ep[fileOf(candidate)];
            return;
        }
    }
}

void Position::makeMove(Move m, Undo& undo) {
    undo = {key_, checkers_, NoPiece, ep_, castling_, halfmove_};
    const Color us = side_, them = ~us;
    const Square from = m.from(), to = m.to();
    if (ep_ != NoSquare) {
        key_ ^= zobrist::kKeys.ep[fileOf(ep_)];
        ep_ = NoSquare;
    }
    ++halfmove_;
    Square doublePush = NoSquare;
    if (m.kind() == Move::Castling) {
        CastleSide side = to > from ? CastleSide::HSide : CastleSide::ASide;
        // Both off the board before either is placed: in Chess960 the squares overlap.
        removePiece(from);
        removePiece(to);
        putPiece(makePiece(us, King), castleKingTarget(us, side));
        putPiece(makePiece(us, Rook), castleRookTarget(us, side));
    } else {
        const Piece moved = board_[from];
        if (m.kind() == Move::EnPassant) {
            Square capSq = Square(to + (us == White ? -8 : 8));
            undo.captured = board_[capSq];
            removePiece(capSq);
            halfmove_ = 0;
        } else if (board_[to] != NoPiece) {
            undo.captured = board_[to];
            removePiece(to);
            halfmove_ = 0;
        }
        removePiece(from);
        if (m.kind() == Move::Promotion)
            putPiece(makePiece(us, m.promotion()), to);
        else
            putPiece(moved, to);
        if (typeOf(moved) == Pawn) {
            halfmove_ = 0;
            if ((from ^ to) == 16) doublePush = Square((from + to) / 2);
        }
    }
    uint8_t lost = castling_ & (rightsLost_[from] | rightsLost_[to]);
    if (lost) {
        key_ ^= zobrist::kKeys.castling[castling_] ^ zobrist::kKeys.castling[castling_ ^ lost];
        castling_ ^= lost;
    }
    side_ = them;
    key_ ^= zobrist::kKeys.side;
    if (us == Black) ++fullmove_;
    checkers_ = attackersTo(kingSquare(them)) & pieces(us);
    if (doublePush != NoSquare) updateEpSquare(doublePush);
}

uint64_t Position::keyAfter(Move m) const {
    const auto& keys = zobrist::kKeys;
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    uint64_t key = key_ ^ keys.side;
    if (ep_ != NoSquare) key ^= keys.ep[fileOf(ep_)];
    if (m.kind() == Move::Castling) {
        const CastleSide side = to > from ? CastleSide::HSide : CastleSide::ASide;
        const Piece king = makePiece(us, King), rook = makePiece(us, Rook);
        key ^= keys.piece[king][from] ^ keys.piece[rook][to] ^
               keys.piece[king][castleKingTarget(us, side)] ^
               keys.piece[rook][castleRookTarget(us, side)];
    } else {
        const Piece moved = board_[from];
        if (m.kind() == Move::EnPassant) {
            const Square capSq = Square(to + (us == White ? -8 : 8));
            key ^= keys.piece[board_[capSq]][capSq];
        } else if (board_[to] != NoPiece) {
            key ^= keys.piece[board_[to]][to];
        }
        const Piece placed = m.kind() == Move::Promotion ? makePiece(us, m.promotion()) : moved;
        key ^= keys.piece[moved][from] ^ keys.piece[placed][to];
    }
    const uint8_t lost = castling_ & (rightsLost_[from] | rightsLost_[to]);
    if (lost) key ^= keys.castling[castling_] ^ keys.castling[castling_ ^ lost];
    return key;
}

void Position::unmakeMove(Move m, const Undo& undo) {
    side_ = ~side_;
    const Color us = side_;
    if (us == Black) --fullmove_;
    const Square from = m.from(), to = m.to();
    if (m.kind() == Move::Castling) {
        CastleSide side = to > from ? CastleSide::HSide : CastleSide::ASide;
        removePiece(castleKingTarget(us, side));
        removePiece(castleRookTarget(us, side));
        putPiece(makePiece(us, King), from);
        putPiece(makePiece(us, Rook), to);
    } else {
        Piece moved = m.kind() == Move::Promotion ? makePiece(us, Pawn) : board_[to];
        removePiece(to);
        putPiece(moved, from);
        if (undo.captured != NoPiece)
            putPiece(undo.captured,
                     m.kind() == Move::EnPassant ? Square(to + (us == White ? -8 : 8)) : to);
    }
    key_ = undo.key;
    checkers_ = undo.checkers;
    ep_ = undo.epSquare;
    castling_ = undo.castling;
    halfmove_ = undo.halfmoveClock;
}

void Position::makeNullMove(Undo& undo) {
    undo = {key_, checkers_, NoPiece, ep_, castling_, halfmove_};
    if (ep_ != NoSquare) {
        key_ ^= zobrist::kKeys.ep[fileOf(ep_)];
        ep_ = NoSquare;
    }
    ++halfmove_;
    side_ = ~side_;
    key_ ^= zobrist::kKeys.side;
    checkers_ = 0;
}

void Position::unmakeNullMove(const Undo& undo) {
    side_ = ~side_;
    key_ = undo.key;
    checkers_ = undo.checkers;
    ep_ = undo.epSquare;
    halfmove_ = undo.halfmoveClock;
}

Position Position::after(Move m) const {
    Position p = *this;
    Undo u;
    p.makeMove(m, u);
    return p;
}

Position Position::withTurnPassed() const {
    Position p = *this;
    Undo u;
    p.makeNullMove(u);
    p.halfmove_ = halfmove_;
    p.checkers_ = p.attackersTo(p.kingSquare(p.side_)) & p.pieces(~p.side_);
    return p;
}

bool Position::isLegal(Move m) const {
    // Castles and en passant captures are rare and intricate: the generated moves decide them.
    // Every other move is checked directly, as the generator would make it: its piece can go
    // there, and its king is safe afterwards (a game file replays tens of millions of moves).
    if (m.kind() == Move::Castling || m.kind() == Move::EnPassant) {
        MoveList list;
        generateLegalMoves(*this, list);
        for (Move x : list)
            if (x == m) return true;
        return false;
    }
    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Piece p = board_[from];
    if (p == NoPiece || colorOf(p) != us || (pieces(us) & bb(to))) return false;
    const PieceType t = typeOf(p);
    const Bitboard occ = pieces();
    const bool lastRank = rankOf(to) == (us == White ? 7 : 0);
    if (m.kind() == Move::Promotion) {
        if (t != Pawn || !lastRank) return false;
    } else if (m.promotion() != Knight || (t == Pawn && lastRank)) {
        return false;
    }
    if (t == Pawn) {
        const int up = us == White ? 8 : -8;
        if (fileOf(to) == fileOf(from)) {
            if (occ & bb(to)) return false;
            const int step = int(to) - int(from);
            const bool twoFromStart = step == 2 * up && rankOf(from) == (us == White ? 1 : 6) &&
                                      !(occ & bb(Square(int(from) + up)));
            if (step != up && !twoFromStart) return false;
        } else if (!(pawnAttacks(us, from) & bb(to) & pieces(~us))) {
            return false;
        }
    } else if (!((t == King ? kingAttacks(from) : attacks(t, from, occ)) & bb(to))) {
        return false;
    }
    if (t == King) return !(attackersTo(to, occ ^ bb(from)) & pieces(~us));
    const Square king = kingSquare(us);
    if (moreThanOne(checkers_)) return false;
    if (checkers_ && !((between(king, lsb(checkers_)) | checkers_) & bb(to))) return false;
    return !(blockersForKing(us) & bb(from)) || (line(king, from) & bb(to));
}

Piece Position::capturedPiece(Move m) const {
    if (m.kind() == Move::Castling) return NoPiece;
    if (m.kind() == Move::EnPassant) return makePiece(~side_, Pawn);
    return board_[m.to()];
}

int Position::startPositionNumber() const {
    std::string rank;
    for (int f = 0; f < 8; ++f) {
        Piece p = board_[makeSquare(f, 0)];
        rank += p == NoPiece ? '.' : pieceLetter(p);
    }
    auto n = numberFromBackRank(rank);
    if (!n) return -1;
    return samePosition(startPosition(*n)) ? *n : -1;
}

bool Position::samePosition(const Position& o) const {
    if (board_ != o.board_ || side_ != o.side_ || ep_ != o.ep_ || castling_ != o.castling_)
        return false;
    for (int i = 0; i < 4; ++i)
        if ((castling_ & (1 << i)) && castleRook_[i] != o.castleRook_[i]) return false;
    return true;
}

uint64_t Position::computeKey() const {
    uint64_t k = 0;
    for (int s = 0; s < 64; ++s)
        if (board_[s] != NoPiece) k ^= zobrist::piece(board_[s], Square(s));
    k ^= zobrist::castling(castling_);
    if (ep_ != NoSquare) k ^= zobrist::enPassant(fileOf(ep_));
    if (side_ == Black) k ^= zobrist::blackToMove();
    return k;
}

} // namespace chess960
