// The board's interaction model without a widget: which castle a click or a drop means, and
// what the player is told when it is not possible. Here the rook-first gestures (the rook, then
// its king) and the squares an announced castle can be completed on.
#include "board/moveinput.h"

#include "testutil.h"

#include <QTest>

using namespace chess960;
using chess960::ui::InputNotice;
using chess960::ui::InputResult;
using chess960::ui::MoveInput;
using testutil::position;

namespace {

const char* kClassical = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* kTransposition = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";   // Kf1 Rg1
const char* kKingFirst = "4k3/8/8/8/8/8/8/5K1R w H - 0 1";       // Kf1 Rh1, double move
const char* kRookFirst = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1";      // Ke1 Rg1, double move
const char* kKingOnlyH = "4k3/8/8/8/8/8/8/1K3R2 w F - 0 1";      // Kb1 Rf1
const char* kKingOnlyA = "4k3/8/8/8/8/8/8/3RK3 w D - 0 1";       // Ke1 Rd1
const char* kRookOnlyH = "4k3/8/8/8/8/8/8/6KR w H - 0 1";        // Kg1 Rh1
const char* kRookOnlyA = "4k3/8/8/8/8/8/8/R1K5 w A - 0 1";       // Kc1 Ra1
const char* kQueenBehindRook = "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"; // O-O-O would expose c1
const char* kKnightBlocksA = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
const char* kBlackCastles = "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1";

MoveInput input(const char* fen) {
    MoveInput in;
    in.setPosition(position(fen));
    return in;
}

Move castle(Square king, Square rook) {
    return Move(king, rook, Move::Castling);
}

void addCastleRows() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("king");
    QTest::addColumn<int>("rook");
    QTest::newRow("double move O-O") << kClassical << int(E1) << int(H1);
    QTest::newRow("double move O-O-O") << kClassical << int(E1) << int(A1);
    QTest::newRow("transposition") << kTransposition << int(F1) << int(G1);
    QTest::newRow("double move, king first") << kKingFirst << int(F1) << int(H1);
    QTest::newRow("double move, rook first") << kRookFirst << int(E1) << int(G1);
    QTest::newRow("king-move-only O-O") << kKingOnlyH << int(B1) << int(F1);
    QTest::newRow("king-move-only O-O-O") << kKingOnlyA << int(E1) << int(D1);
    QTest::newRow("rook-move-only O-O") << kRookOnlyH << int(G1) << int(H1);
    QTest::newRow("rook-move-only O-O-O") << kRookOnlyA << int(C1) << int(A1);
    QTest::newRow("black O-O-O") << kBlackCastles << int(E8) << int(A8);
}

} // namespace

class TestMoveInput : public QObject {
    Q_OBJECT
private slots:
    // Seed 000 lets the rook go first: the rook picked up, then its king, is the castle, in
    // every form (the order rule governs the physical moves of an announced castle only).
    void rookThenKingCastles_data() { addCastleRows(); }
    void rookThenKingCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, rook);
        MoveInput in = input(fen.toLatin1().constData());
        QCOMPARE(in.click(Square(rook)).kind, InputResult::Selected);
        QVERIFY(in.castleTargets(Square(rook)) & bb(Square(king)));
        const auto preview = in.castlesOfGesture(Square(rook), Square(king));
        QCOMPARE(preview.size(), size_t(1));
        QCOMPARE(preview.front().move, castle(Square(king), Square(rook)));
        const InputResult r = in.click(Square(king));
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, castle(Square(king), Square(rook)));
        QCOMPARE(in.selected(), NoSquare);
    }

    void rookOntoKingCastles_data() { addCastleRows(); }
    void rookOntoKingCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, rook);
        MoveInput in = input(fen.toLatin1().constData());
        const InputResult r = in.drop(Square(rook), Square(king));
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, castle(Square(king), Square(rook)));
    }

    // As king then rook: the king is picked up instead, and the player learns why not.
    void rookThenKingIllegalSaysWhy() {
        MoveInput in = input(kQueenBehindRook);
        in.click(B1);
        const InputResult r = in.click(C1);
        QCOMPARE(r.kind, InputResult::Selected);
        QCOMPARE(in.selected(), C1);
        QCOMPARE(r.notice.kind, InputNotice::CastleImpossible);
        QCOMPARE(r.notice.castles.at(0).side, CastleSide::ASide);
        QVERIFY(!r.notice.castles.at(0).possible());
        QVERIFY(in.castlesOfGesture(B1, C1).empty()); // no preview of an illegal castle

        MoveInput dropped = input(kQueenBehindRook);
        const InputResult d = dropped.drop(B1, C1);
        QCOMPARE(d.kind, InputResult::Rejected);
        QCOMPARE(d.notice.kind, InputNotice::CastleImpossible);
    }

    void rookWithoutRightThenKingSaysWhy() {
        MoveInput in = input("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        in.click(H1);
        const InputResult r = in.click(E1);
        QCOMPARE(r.kind, InputResult::Selected);
        QCOMPARE(r.notice.kind, InputNotice::CastleImpossible);
        QCOMPARE(r.notice.castles.at(0).side, CastleSide::HSide);
        QVERIFY(!r.notice.castles.at(0).hasRight);
    }

    // Another piece then the king still just picks the king up.
    void otherPieceThenKingSelectsTheKing() {
        MoveInput in = input(kClassical);
        in.click(B2);
        const InputResult r = in.click(E1);
        QCOMPARE(r.kind, InputResult::Selected);
        QVERIFY(r.notice.empty());
        QCOMPARE(in.selected(), E1);
    }

    // After an announcement a click on a castle's king or rook target square makes it.
    void announcedTargetSquareCompletes_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("square");
        QTest::addColumn<int>("king");
        QTest::addColumn<int>("rook");
        QTest::newRow("king's target, O-O") << kClassical << int(G1) << int(E1) << int(H1);
        QTest::newRow("rook's target, O-O") << kClassical << int(F1) << int(E1) << int(H1);
        QTest::newRow("king's target, O-O-O") << kClassical << int(C1) << int(E1) << int(A1);
        QTest::newRow("rook's target, O-O-O") << kClassical << int(D1) << int(E1) << int(A1);
        QTest::newRow("king first, king's target") << kKingFirst << int(G1) << int(F1) << int(H1);
        QTest::newRow("king-move-only") << kKingOnlyH << int(G1) << int(B1) << int(F1);
        QTest::newRow("rook-move-only") << kRookOnlyH << int(F1) << int(G1) << int(H1);
        QTest::newRow("black, king's target") << kBlackCastles << int(G8) << int(E8) << int(H8);
    }
    void announcedTargetSquareCompletes() {
        QFETCH(QString, fen);
        QFETCH(int, square);
        QFETCH(int, king);
        QFETCH(int, rook);
        MoveInput in = input(fen.toLatin1().constData());
        in.announce();
        QVERIFY(in.announced());
        const InputResult r = in.click(Square(square));
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, castle(Square(king), Square(rook)));
    }

    // The king picked up (two castles) and then a target square: the same castle.
    void announcedKingThenRookTarget() {
        MoveInput in = input(kClassical);
        in.announce();
        QCOMPARE(in.click(E1).kind, InputResult::Selected);
        const InputResult r = in.click(D1);
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, castle(E1, A1));
    }

    // The first half on the board: a click on the square the other piece goes to finishes.
    void halfDoneTargetSquareCompletes() {
        MoveInput in = input(kClassical);
        in.announce();
        QCOMPARE(in.drop(H1, F1).kind, InputResult::HalfCastle);
        const InputResult r = in.click(G1);
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, castle(E1, H1));
    }

    // The target of a castle that is not possible says why, as the castling shortcut does.
    void announcedTargetOfAnImpossibleCastleSaysWhy() {
        MoveInput in = input(kKnightBlocksA);
        in.announce();
        for (Square s : {C1, D1}) {
            const InputResult r = in.click(s);
            QCOMPARE(r.kind, InputResult::Nothing);
            QCOMPARE(r.notice.kind, InputNotice::CastleImpossible);
            QCOMPARE(r.notice.castles.at(0).side, CastleSide::ASide);
            QVERIFY(in.announced());
        }
        QCOMPARE(in.click(E4).notice.kind, InputNotice::CastleOnly);
    }

    // Castling practice: the new gestures are attempts, legal or not.
    void attemptModeTakesTheNewGestures_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("announced");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("side");
        const int h = int(CastleSide::HSide), a = int(CastleSide::ASide);
        const char* blocked = "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1";
        QTest::newRow("rook then king, legal") << kClassical << false << int(H1) << int(E1) << h;
        QTest::newRow("rook then king, blocked") << blocked << false << int(H1) << int(E1) << h;
        QTest::newRow("rook then king, exposed")
            << kQueenBehindRook << false << int(B1) << int(C1) << a;
        QTest::newRow("announced, king's target") << blocked << true << -1 << int(G1) << h;
        QTest::newRow("announced, rook's target") << blocked << true << -1 << int(F1) << h;
        QTest::newRow("announced, rook's target a-side") << blocked << true << -1 << int(D1) << a;
        QTest::newRow("announced, rook-move-only") << kRookOnlyH << true << -1 << int(F1) << h;
    }
    void attemptModeTakesTheNewGestures() {
        QFETCH(QString, fen);
        QFETCH(bool, announced);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, side);
        MoveInput in = input(fen.toLatin1().constData());
        in.setReportCastleAttempts(true);
        if (announced) in.announce();
        if (first >= 0) in.click(Square(first));
        const InputResult r = in.click(Square(second));
        QCOMPARE(r.kind, InputResult::CastleAttempt);
        QVERIFY(r.attempt);
        QCOMPARE(int(*r.attempt), side);
        QVERIFY(r.notice.empty());
    }

    // The plain gestures MoveInput maps before BoardInteraction acts on them.
    void dropOffTheBoardOrOnItselfIsRejected() {
        MoveInput in = input(kClassical);
        in.select(B2);
        QCOMPARE(in.drop(B2, NoSquare).kind, InputResult::Rejected);
        QCOMPARE(in.drop(B2, B2).kind, InputResult::Rejected);
        QCOMPARE(in.selected(), B2);                           // still picked up
        QCOMPARE(in.drop(E8, E7).kind, InputResult::Rejected); // not the side to move
    }

    void promotionOffersFourPieces() {
        MoveInput in = input("8/P7/8/8/8/8/8/k1K5 w - - 0 1");
        const InputResult r = in.drop(A7, A8);
        QCOMPARE(r.kind, InputResult::Promote);
        QCOMPARE(r.options.size(), size_t(4));
        for (Move m : r.options) QCOMPARE(m.kind(), Move::Promotion);
    }

    // A gesture that is a castle and a king move asks, the castle first.
    void castleOrKingMoveAsks() {
        MoveInput in = input(kKingFirst);
        const InputResult r = in.drop(F1, G1);
        QCOMPARE(r.kind, InputResult::Ask);
        QCOMPARE(r.options, (std::vector<Move>{castle(F1, H1), Move(F1, G1)}));
    }

    // Half done, the board shows the first piece moved; withdrawing puts it back.
    void halfCastleShownAndWithdrawn() {
        MoveInput in = input(kKingFirst);
        in.announce();
        QCOMPARE(in.drop(F1, G1).kind, InputResult::HalfCastle);
        QCOMPARE(in.board()[G1], WKing);
        QCOMPARE(in.board()[F1], NoPiece);
        QVERIFY(in.canPickUp(H1));
        QVERIFY(!in.canPickUp(G1)); // only the piece left to move
        QCOMPARE(in.stateNotice().kind, InputNotice::HalfDone);
        QVERIFY(in.stateNotice().kingMoved);
        in.withdraw();
        QVERIFY(!in.announced());
        QCOMPARE(in.board()[F1], WKing);
        QVERIFY(in.stateNotice().empty());
    }

    void setPositionStartsOver() {
        MoveInput in = input(kClassical);
        in.announce();
        in.select(E1);
        in.setPosition(in.position());
        QVERIFY(!in.announced());
        QCOMPARE(in.selected(), NoSquare);
    }
};

QTEST_APPLESS_MAIN(TestMoveInput)
#include "tst_moveinput.moc"
