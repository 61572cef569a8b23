// Moves read from an electronic board's lifts and placements (chess960::eboard::MoveReader):
// every castle of every start position by each of the rules' methods in every order the rules
// allow, and in the order they forbid; castles whose first half is a legal move; captures, en
// passant, promotion; a piece put back; a board put back to an earlier position; a knocked-over
// piece; all 960 start positions and Double Fischer Random pairs recognised with White at either
// side. And the Millennium ChessLink board's messages decoded from bytes.
#include "castleready.h"
#include "chess960/eboard.h"
#include "chess960/millennium.h"
#include "chess960/movegen.h"
#include "chess960/startpos.h"

#include <QTest>

#include <random>

using namespace chess960;
using namespace chess960::eboard;

namespace {

using castleready::Step;

// The board's reading after each step, taken from a reader given `pos` and its own board.
std::vector<Reading> play(MoveReader& r, const std::vector<Step>& steps) {
    std::vector<Reading> out;
    for (const Step& s : steps) {
        r.setSquare(s.square, s.lift ? NoPiece : s.piece);
        out.push_back(r.reading());
    }
    return out;
}

MoveReader readerAt(const Position& pos) {
    MoveReader r;
    r.setPosition(pos);
    r.setBoard(placementOf(pos));
    return r;
}

} // namespace

class TestEboard : public QObject {
    Q_OBJECT
private slots:
    // Every castle of every start position (the pieces between taken off), both colours, both
    // sides, made by the method the squares call for in every order the rules leave free and
    // in the one they forbid. A reading halfway is never taken as the castle; where it is a
    // legal move it asks to wait for the board to be still.
    void everyCastleInEveryOrder() {
        int made = 0, refused = 0, halfLegal = 0, blocked = 0;
        std::map<CastleOrder, int> orders;
        for (int n = 0; n < kStartPositionCount; ++n) {
            for (const Color c : {White, Black}) {
                const Position pos = castleready::position(n, c);
                QVERIFY2(pos.pieceOn(pos.kingSquare(c)) != NoPiece, qPrintable(QString::number(n)));
                for (const CastleSide side : {CastleSide::ASide, CastleSide::HSide}) {
                    const CastleAnalysis a = analyseCastle(pos, c, side);
                    // The other rook may stand where this castle's pieces go (Kg1 Rh1 with
                    // the a-side rook on f1): that castle is not possible in this set-up.
                    if (!a.possible()) {
                        QCOMPARE(a.obstacles[0].kind, CastleObstacle::SquareOccupied);
                        ++blocked;
                        continue;
                    }
                    ++orders[a.order];
                    const Piece K = makePiece(c, King), R = makePiece(c, Rook);
                    const Step liftK{true, a.kingFrom, K}, liftR{true, a.rookFrom, R};
                    const Step putK{false, a.kingTo, K}, putR{false, a.rookTo, R};
                    const auto ways = castleready::ways(a);
                    for (const auto& [steps, allowed] : ways) {
                        MoveReader r = readerAt(pos);
                        const auto readings = play(r, steps);
                        for (size_t i = 0; i + 1 < readings.size(); ++i) {
                            const Reading& h = readings[i];
                            QVERIFY(h.kind != Reading::Kind::Move ||
                                    h.move.kind() != Move::Castling);
                            if (h.kind == Reading::Kind::Move) {
                                QVERIFY2(h.settle, qPrintable(QStringLiteral("SP %1").arg(n)));
                                ++halfLegal;
                            }
                        }
                        const Reading& last = readings.back();
                        QCOMPARE(last.move, a.move);
                        if (allowed) {
                            QCOMPARE(last.kind, Reading::Kind::Move);
                            QVERIFY2(!last.settle, qPrintable(QString::fromStdString(pos.fen()) +
                                                              QStringLiteral(" side %1 order %2")
                                                                  .arg(int(side))
                                                                  .arg(int(a.order))));
                            ++made;
                        } else {
                            QCOMPARE(last.kind, Reading::Kind::WrongOrder);
                            QCOMPARE(last.castle.order, a.order);
                            ++refused;
                        }
                        // Putting the pieces back makes the board agree again, and the castle
                        // then made in the right order is taken.
                        if (!allowed) {
                            r.setBoard(placementOf(pos));
                            QCOMPARE(r.reading().kind, Reading::Kind::Agrees);
                            const auto again =
                                play(r, a.order == CastleOrder::KingFirst
                                            ? std::vector<Step>{liftK, putK, liftR, putR}
                                            : std::vector<Step>{liftR, putR, liftK, putK});
                            QCOMPARE(again.back().kind, Reading::Kind::Move);
                        }
                    }
                }
            }
        }
        // Every kind of order occurs among the 3,840 castles.
        for (const CastleOrder o :
             {CastleOrder::KingFirst, CastleOrder::RookFirst, CastleOrder::EitherFirst,
              CastleOrder::KingOnly, CastleOrder::RookOnly, CastleOrder::Swap})
            QVERIFY(orders[o] > 0);
        QVERIFY(refused > 0);
        QVERIFY(halfLegal > 0);
        qInfo("castles made %d, refused for their order %d, first halves that are legal %d, "
              "castles blocked by the other rook %d",
              made, refused, halfLegal, blocked);
        QVERIFY(made > 3 * 2 * kStartPositionCount);
    }

    // King b1 to c1 is a legal move and the first half of O-O-O (Kb1, Ra1): it is read as the
    // king's move, to be taken only when the board is still; the rook's half makes it the castle.
    void aFirstHalfThatIsAMoveWaits() {
        const Position pos = *Position::fromFen("rk6/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQq - 0 1");
        MoveReader r = readerAt(pos);
        const auto readings = play(r, {{true, B1, WKing}, {false, C1, WKing}});
        QCOMPARE(readings[0].kind, Reading::Kind::Differs);
        QCOMPARE(readings[1].kind, Reading::Kind::Move);
        QCOMPARE(readings[1].move, Move(B1, C1));
        QVERIFY(readings[1].settle);
        const std::vector<SquareDifference> kingMoved{{B1, WKing, NoPiece}, {C1, NoPiece, WKing}};
        QCOMPARE(readings[1].differences, kingMoved);
        const auto rest = play(r, {{true, A1, WRook}, {false, D1, WRook}});
        QCOMPARE(rest.back().kind, Reading::Kind::Move);
        QCOMPARE(rest.back().move.kind(), Move::Castling);
        // An ordinary move needs no wait.
        MoveReader s = readerAt(Position::startPosition(kClassicalStartNumber));
        const auto e4 = play(s, {{true, E2, WPawn}, {false, E4, WPawn}});
        QCOMPARE(e4.back().kind, Reading::Kind::Move);
        QVERIFY(!e4.back().settle);
    }

    void aPieceLiftedAndPutBackIsNoMove() {
        const Position pos = Position::startPosition(kClassicalStartNumber);
        MoveReader r = readerAt(pos);
        const auto readings = play(r, {{true, G1, WKnight}, {false, G1, WKnight}});
        QCOMPARE(readings[0].kind, Reading::Kind::Differs);
        QCOMPARE(readings[0].differences.size(), size_t(1));
        QCOMPARE(readings[0].differences[0], (SquareDifference{G1, WKnight, NoPiece}));
        QCOMPARE(readings[1].kind, Reading::Kind::Agrees);
    }

    void capturesEnPassantAndPromotion() {
        // A capture: the captured piece taken off, the capturing piece moved.
        {
            const Position pos =
                *Position::fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
            MoveReader r = readerAt(pos);
            const auto x = play(r, {{true, D5, BPawn}, {true, E4, WPawn}, {false, D5, WPawn}});
            QCOMPARE(x.back().kind, Reading::Kind::Move);
            QCOMPARE(x.back().move, Move(E4, D5));
        }
        // En passant: the pawn moved and the pawn passed taken off, in either order.
        {
            const Position pos =
                *Position::fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
            MoveReader r = readerAt(pos);
            const auto ep = play(r, {{true, E5, WPawn}, {false, F6, WPawn}, {true, F5, BPawn}});
            QCOMPARE(ep[1].kind, Reading::Kind::Differs);
            QCOMPARE(ep.back().kind, Reading::Kind::Move);
            QCOMPARE(ep.back().move, Move(E5, F6, Move::EnPassant));
        }
        // Promotion: the piece placed is the piece chosen; a pawn placed leaves it to be asked.
        const Position pos = *Position::fromFen("8/4P3/8/8/8/k7/8/K7 w - - 0 1");
        for (const PieceType t : {Queen, Rook, Bishop, Knight}) {
            MoveReader r = readerAt(pos);
            const auto p = play(r, {{true, E7, WPawn}, {false, E8, makePiece(White, t)}});
            QCOMPARE(p.back().kind, Reading::Kind::Move);
            QCOMPARE(p.back().move, Move(E7, E8, Move::Promotion, t));
        }
        MoveReader r = readerAt(pos);
        const auto p = play(r, {{true, E7, WPawn}, {false, E8, WPawn}});
        QCOMPARE(p.back().kind, Reading::Kind::PromotionPiece);
        QCOMPARE(p.back().move.to(), E8);
    }

    // The board put back two plies: the reader says how far back, for a take-back to be offered.
    void anEarlierPositionIsRecognised() {
        Position p0 = Position::startPosition(kClassicalStartNumber);
        const Position p1 = p0.after(Move(E2, E4));
        const Position p2 = p1.after(Move(E7, E5));
        MoveReader r;
        r.setPosition(p2, {placementOf(p0), placementOf(p1)});
        r.setBoard(placementOf(p2));
        QCOMPARE(r.reading().kind, Reading::Kind::Agrees);
        play(r, {{true, E5, BPawn}, {false, E7, BPawn}});
        QCOMPARE(r.reading().kind, Reading::Kind::EarlierPosition);
        QCOMPARE(r.reading().pliesBack, 1);
        play(r, {{true, E4, WPawn}, {false, E2, WPawn}});
        QCOMPARE(r.reading().kind, Reading::Kind::EarlierPosition);
        QCOMPARE(r.reading().pliesBack, 2);
        QVERIFY(r.reading().start.has_value());
        QCOMPARE(r.reading().start->white, kClassicalStartNumber);
    }

    // A knocked-over piece and a piece on a wrong square are told square by square.
    void whatDiffersIsToldSquareBySquare() {
        const Position pos = Position::startPosition(kClassicalStartNumber);
        MoveReader r = readerAt(pos);
        play(r,
             {{true, D8, BQueen}, {false, D5, BQueen}, {true, B1, WKnight}, {false, B1, WBishop}});
        const Reading x = r.reading();
        QCOMPARE(x.kind, Reading::Kind::Differs);
        const std::vector<SquareDifference> want{
            {B1, WKnight, WBishop}, {D5, NoPiece, BQueen}, {D8, BQueen, NoPiece}};
        QCOMPARE(x.differences, want);
    }

    // All 960 start positions and a sample of Double Fischer Random pairs, with White at
    // either side of the board.
    void everyStartPositionIsRecognised() {
        for (int n = 0; n < kStartPositionCount; ++n) {
            const Placement p = placementOf(Position::startPosition(n));
            QCOMPARE(recognizeStart(p), (StartSetUp{n, n, false}));
            QCOMPARE(recognizeStart(turned(p)), (StartSetUp{n, n, true}));
        }
        std::mt19937 rng(960);
        for (int i = 0; i < 500; ++i) {
            const int w = int(rng() % 960), b = int(rng() % 960);
            const Placement p = placementOf(Position::startPosition(w, b));
            QCOMPARE(recognizeStart(p), (StartSetUp{w, b, false}));
            QCOMPARE(recognizeStart(turned(p)), (StartSetUp{w, b, true}));
        }
        // Not a start position: two bishops on the same colour, a pawn missing, a piece extra.
        Placement p = placementOf(Position::startPosition(518));
        std::swap(p[C1], p[B1]);
        QVERIFY(!recognizeStart(p));
        p = placementOf(Position::startPosition(518));
        p[E2] = NoPiece;
        QVERIFY(!recognizeStart(p));
        p = placementOf(Position::startPosition(518));
        p[E4] = WQueen;
        QVERIFY(!recognizeStart(p));
    }

    // A board with White at its far side: recognised from its first whole board, and the moves
    // made on it read in the game's squares.
    void aBoardTurnedRoundIsRead() {
        const Position pos = Position::startPosition(123);
        MoveReader r;
        r.setPosition(pos);
        r.setBoard(turned(placementOf(pos)));
        QVERIFY(r.isTurned());
        QCOMPARE(r.reading().kind, Reading::Kind::Agrees);
        // e2-e4 in the game is the board's d7-d5.
        r.setSquare(Square(63 - E2), NoPiece);
        r.setSquare(Square(63 - E4), WPawn);
        QCOMPARE(r.reading().kind, Reading::Kind::Move);
        QCOMPARE(r.reading().move, Move(E2, E4));
    }

    // A position set up on the board, read as a position: the side to move asked for when it
    // may move, else the other; castling rights where king and rooks allow them.
    void aSetUpBoardIsAPosition() {
        const Position sp = Position::startPosition(451);
        auto p = positionOf(placementOf(sp), White);
        QVERIFY(p);
        QCOMPARE(p->fen(), sp.fen());
        // Black gives check: White must be to move whatever was asked.
        const Position check = *Position::fromFen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        p = positionOf(placementOf(check), Black);
        QVERIFY(p);
        QCOMPARE(p->sideToMove(), White);
        // No king, or pawns on the first rank: no position.
        Placement none = placementOf(sp);
        none[sp.kingSquare(White)] = NoPiece;
        QVERIFY(!positionOf(none, White));
        Placement pawn = placementOf(check);
        pawn[A1] = WPawn;
        QVERIFY(!positionOf(pawn, White));
    }

    // ChessLink: the block check, a status read back, split reads, the parity bit, noise and a
    // wrong check.
    void millenniumMessages() {
        using namespace chess960::millennium;
        QCOMPARE(versionCommand(), std::string("V56"));
        // LEDs at the squares' corners: 1 at a8's outer corner, 9 at a1's, 73 at h8's, 81 at
        // h1's (1-based in the protocol description).
        QCOMPARE(ledsOfSquare(A8)[0], 0);
        QCOMPARE(ledsOfSquare(A1)[1], 8);
        QCOMPARE(ledsOfSquare(H8)[2], 72);
        QCOMPARE(ledsOfSquare(H1)[3], 80);
        const std::string leds = ledCommand(Bitboard(1) << E4);
        QCOMPARE(leds.size(), size_t(1 + 2 + 81 * 2 + 2));
        QCOMPARE(command(leds.substr(0, leds.size() - 2)), leds);
        QCOMPARE(int(std::count(leds.begin(), leds.end(), 'F')), 4 * 2);
        QCOMPARE(ledCommand(0), ledsOffCommand());
        QCOMPARE(statusCommand(), std::string("S53"));
        const Placement sp = placementOf(Position::startPosition(700));
        const std::string status = statusMessage(sp);
        QCOMPARE(status.size(), size_t(67));
        std::string black = backRankFromNumber(700);
        for (char& c : black) c = char(std::tolower(c));
        QCOMPARE(status.substr(0, 9), "s" + black);
        Decoder d;
        std::vector<Event> events;
        // One byte at a time, with the odd parity bit set on the wire.
        for (char c : status) {
            uint8_t b = uint8_t(c);
            if (!(std::popcount(unsigned(b)) & 1)) b |= 0x80;
            const auto got = d.feed(std::span<const uint8_t>(&b, 1));
            events.insert(events.end(), got.begin(), got.end());
        }
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events[0].kind, Event::Kind::Status);
        QCOMPARE(events[0].board, sp);
        // The version reply; noise before it; a status with a wrong check is not trusted.
        std::string bytes = "\x01\x02zz" + command("v0103");
        std::string bad = status;
        bad[5] = bad[5] == 'p' ? 'P' : 'p';
        bytes += bad + command("x");
        const auto e2 =
            d.feed(std::span(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()));
        QVERIFY(e2.size() >= 3);
        QCOMPARE(e2[0].kind, Event::Kind::Garbage);
        QCOMPARE(e2[1].kind, Event::Kind::Version);
        QCOMPARE(e2[1].text, std::string("1.3"));
        for (const Event& e : e2) QVERIFY(e.kind != Event::Kind::Status);
        QCOMPARE(e2.back().kind, Event::Kind::Reply);
        QCOMPARE(e2.back().letter, 'x');
        QCOMPARE(d.pending(), size_t(0));
    }

    void millenniumRandomBytesAreNeverTrusted() {
        using namespace chess960::millennium;
        std::mt19937 rng(73);
        Decoder d;
        for (int round = 0; round < 2000; ++round) {
            std::vector<uint8_t> chunk(rng() % 200);
            for (uint8_t& b : chunk)
                b = uint8_t(rng() % 3 == 0 ? "s.pPkKrR0123456789ABCDEF"[rng() % 24] : rng());
            d.feed(chunk);
            QVERIFY(d.pending() <= 67);
        }
    }
};

QTEST_MAIN(TestEboard)
#include "tst_eboard.moc"
