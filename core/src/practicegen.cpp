// Question generation for castling practice. Start positions are drawn with a bias toward
// awkward castles; positions in play come from a weighted random game from such a start,
// stopped when the asked castle has the answer the drill wants next.
#include "chess960/practice.h"

#include "chess960/movegen.h"
#include "chess960/startpos.h"

#include <optional>

namespace chess960 {
namespace {

// A plain double move is the castle learners already know; show it once for every three
// times it comes up.
constexpr int kPlainCastleOdds = 3;
// Answers for the in-play drill, weighted: a legal castle twice as often as each reason.
constexpr CastleAnswer kInPlayTargets[] = {
    CastleAnswer::Castle,         CastleAnswer::Castle,          CastleAnswer::KingInCheck,
    CastleAnswer::PassesAttacked, CastleAnswer::LandsOnAttacked, CastleAnswer::PathBlocked,
    CastleAnswer::RightLost,
};
constexpr int kMaxGames = 400;
constexpr int kFirstPly = 4;

int pieceValue(PieceType t) {
    switch (t) {
    case Pawn: return 1;
    case Knight:
    case Bishop: return 3;
    case Rook: return 5;
    case Queen: return 9;
    default: return 0;
    }
}

// How much a random player likes a move: captures and developing moves first, king and
// rook moves (which give up castling) rarely.
int moveWeight(const Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const PieceType t = typeOf(pos.pieceOn(m.from()));
    const bool fromBackRank = rankOf(relative(us, m.from())) == 0;
    if (m.kind() == Move::Castling) return 2;
    if (const Piece captured = pos.capturedPiece(m); captured != NoPiece)
        return 6 + 2 * pieceValue(typeOf(captured));
    switch (t) {
    case Knight:
    case Bishop: return fromBackRank ? 8 : 2;
    case Pawn: return fileOf(m.from()) >= 2 && fileOf(m.from()) <= 5 ? 5 : 2;
    case Queen: return fromBackRank ? 4 : 2;
    default: return 1;
    }
}

// The start position with every piece but kings, rooks and pawns lifted off, so that the
// castles are legal. The rook on skipFile goes too: in some start positions one rook stands on
// the other's target square.
std::string clearedStartFen(int number, Color toMove, int skipFile) {
    const std::string rank = backRankFromNumber(number);
    std::string white, black, rights;
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
        const char c = rank[f];
        if ((c != 'K' && c != 'R') || f == skipFile) {
            ++empty;
            continue;
        }
        if (empty) white += char('0' + empty), black += char('0' + empty);
        empty = 0;
        white += c;
        black += char(c + ('a' - 'A'));
        if (c == 'R') rights += char('A' + f);
    }
    if (empty) white += char('0' + empty), black += char('0' + empty);
    std::string lower;
    for (char c : rights) lower += char(c + ('a' - 'A'));
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + (toMove == White ? " w " : " b ") +
           rights + lower + " - 0 1";
}

} // namespace

PracticeGenerator::PracticeGenerator(uint64_t seed) : rng_(seed) {}

int PracticeGenerator::below(int n) {
    return int(rng_() % uint64_t(n));
}

void PracticeGenerator::setFocus(const PracticeFocus& focus) {
    focus_ = focus;
    bag_.clear();
}

void PracticeGenerator::pickCastle(int& number, CastleSide& side) {
    for (;;) {
        number = focus_.startNumber ? *focus_.startNumber : below(kStartPositionCount);
        side = focus_.side ? *focus_.side : below(2) ? CastleSide::ASide : CastleSide::HSide;
        const Position start = Position::startPosition(number);
        const CastleAnalysis castle = analyseCastle(start, White, side);
        if (focus_.method && castle.method != *focus_.method) {
            if (!focus_.startNumber) continue; // another start
            // One start asked for: its other side when that has the method, else as it is.
            const CastleSide other =
                side == CastleSide::HSide ? CastleSide::ASide : CastleSide::HSide;
            if (!focus_.side && analyseCastle(start, White, other).method == *focus_.method)
                side = other;
            return;
        }
        if (focus_.method) return;
        if (focus_.startNumber || isAwkwardCastle(castle) || below(kPlainCastleOdds) == 0) return;
    }
}

PracticeQuestion PracticeGenerator::startPositionQuestion(int number, Color c, CastleSide s) {
    PracticeQuestion q;
    q.kind = DrillKind::StartPosition;
    q.startNumber = number;
    q.color = c;
    q.side = s;
    q.geometry = analyseCastle(Position::startPosition(number), c, s);
    int skipFile = -1;
    for (int attempt = 0; attempt < 2; ++attempt) {
        auto cleared = Position::fromFen(clearedStartFen(number, c, skipFile));
        q.position = cleared ? *cleared : Position::startPosition(number);
        q.analysis = analyseCastle(q.position, c, s);
        if (q.analysis.possible() ||
            q.analysis.obstacles.front().kind != CastleObstacle::SquareOccupied)
            break;
        skipFile = fileOf(q.analysis.obstacles.front().square);
    }
    return q;
}

PracticeQuestion PracticeGenerator::startPositionQuestion() {
    int number = 0;
    CastleSide side = CastleSide::HSide;
    pickCastle(number, side);
    return startPositionQuestion(number, below(2) ? Black : White, side);
}

Move PracticeGenerator::plausibleMove(const Position& pos) {
    MoveList list;
    generateLegalMoves(pos, list);
    int total = 0;
    for (Move m : list) total += moveWeight(pos, m);
    if (total == 0) return Move();
    int pick = below(total);
    for (Move m : list) {
        pick -= moveWeight(pos, m);
        if (pick < 0) return m;
    }
    return list[list.size() - 1];
}

PracticeQuestion PracticeGenerator::inPlayQuestion() {
    if (focus_.answer) return inPlayQuestion(*focus_.answer);
    // A bag, not a die: a set of questions holds every kind of answer, the rare ones too.
    if (bag_.empty()) bag_.assign(std::begin(kInPlayTargets), std::end(kInPlayTargets));
    const int pick = below(int(bag_.size()));
    const CastleAnswer wanted = bag_[size_t(pick)];
    bag_.erase(bag_.begin() + pick);
    return inPlayQuestion(wanted);
}

PracticeQuestion PracticeGenerator::inPlayQuestion(CastleAnswer wanted) {
    std::optional<PracticeQuestion> fallback;
    for (int game = 0; game < kMaxGames; ++game) {
        int number = 0;
        CastleSide side = CastleSide::HSide;
        pickCastle(number, side);
        PracticeQuestion q;
        q.kind = DrillKind::InPlay;
        q.startNumber = number;
        q.side = side;
        q.position = Position::startPosition(number);
        const int plies = kFirstPly + 4 + below(36);
        for (int ply = 0; ply <= plies; ++ply) {
            if (ply >= kFirstPly) {
                q.color = q.position.sideToMove();
                q.analysis = analyseCastle(q.position, q.color, side);
                const std::vector<CastleAnswer> answers = castleAnswers(q.analysis);
                // One kind of answer only, so the question has a single right reason.
                if (answers.size() == 1) {
                    if (answers.front() == wanted) {
                        q.geometry = analyseCastle(Position::startPosition(number), q.color, side);
                        return q;
                    }
                    if (!fallback) fallback = q;
                }
            }
            const Move m = plausibleMove(q.position);
            if (m.isNull()) break;
            q.position = q.position.after(m);
            q.moves.push_back(m);
        }
    }
    if (!fallback) return startPositionQuestion();
    fallback->geometry = analyseCastle(Position::startPosition(fallback->startNumber),
                                       fallback->color, fallback->side);
    return *fallback;
}

} // namespace chess960
