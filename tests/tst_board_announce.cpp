// Announced castling on the board widget: the announcement and its ghost preview, completing
// the castle with one gesture or with the two physical moves in the order the seed rules
// demand (king first, rook first, either), withdrawing it, and the optional move confirmation.
#include "tst_boardutil.h"

#include <QSignalSpy>

using namespace boardtest;

namespace {

const char* kClassical = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* kTransposition = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"; // Kf1 Rg1
const char* kKingFirst = "4k3/8/8/8/8/8/8/5K1R w H - 0 1";     // Kf1 Rh1
const char* kRookFirst = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1";    // Ke1 Rg1
const char* kKingOnlyH = "4k3/8/8/8/8/8/8/1K3R2 w F - 0 1";    // Kb1 Rf1
const char* kRookOnlyH = "4k3/8/8/8/8/8/8/6KR w H - 0 1";      // Kg1 Rh1
const char* kQueenBehindRook = "4k3/8/8/8/8/8/8/qRK5 w B - 0 1";
const char* kBlackCastles = "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1";

} // namespace

class TestBoardAnnounce : public QObject {
    Q_OBJECT
private slots:
    void announcementShowsEveryLegalCastle() {
        Board b(kClassical);
        QSignalSpy spy(&b.widget, &BoardWidget::announcementChanged);
        b.widget.announceCastling();
        QCOMPARE(b.widget.statusText(), QString("White announces castling"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toBool(), true);
        const auto ghosts = b.widget.previewedCastles();
        QCOMPARE(ghosts.size(), size_t(2));
        for (const CastleAnalysis& a : ghosts)
            QVERIFY(a.kingTo == G1 ? a.rookTo == F1 : a.kingTo == C1 && a.rookTo == D1);
    }

    void clickingTheRookCastles() {
        Board b(kClassical);
        b.widget.announceCastling();
        b.click(A1);
        QCOMPARE(b.only(), b.castle(E1, A1));
    }

    void clickingTheKingCastlesWhenOnlyOneCastleIsLegal() {
        Board b(kKingFirst);
        b.widget.announceCastling();
        b.click(F1);
        QCOMPARE(b.only(), b.castle(F1, H1));
    }

    // The square the king or the rook lands on names the castle as well as the rook does.
    void clickingATargetSquareCastles_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("square");
        QTest::addColumn<int>("king");
        QTest::addColumn<int>("rook");
        QTest::newRow("king's target") << kClassical << int(G1) << int(E1) << int(H1);
        QTest::newRow("rook's target") << kClassical << int(D1) << int(E1) << int(A1);
        QTest::newRow("one castle, king's target") << kKingFirst << int(G1) << int(F1) << int(H1);
        QTest::newRow("rook-move-only") << kRookOnlyH << int(F1) << int(G1) << int(H1);
    }
    void clickingATargetSquareCastles() {
        QFETCH(QString, fen);
        QFETCH(int, square);
        QFETCH(int, king);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.widget.announceCastling();
        b.click(Square(square));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
    }

    void clickingTheTargetFinishesAHalfDoneCastle() {
        Board b(kRookFirst);
        b.widget.announceCastling();
        b.drag(G1, F1);
        QVERIFY(b.widget.input().halfCastle());
        b.click(G1); // where the king goes
        QCOMPARE(b.only(), b.castle(E1, G1));
    }

    void clickingTheTargetOfAnImpossibleCastleSaysWhy() {
        Board b("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"); // the knight blocks O-O-O
        b.widget.announceCastling();
        b.click(C1);
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.input().announced());
        QVERIFY2(b.widget.statusText().startsWith("O-O-O is not possible"),
                 qPrintable(b.widget.statusText()));
    }

    void kingWithTwoCastlesWaitsForTheRook() {
        Board b(kClassical);
        b.widget.announceCastling();
        b.click(E1);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().selected(), E1);
        b.click(H1);
        QCOMPARE(b.only(), b.castle(E1, H1));
    }

    void oneGestureFormsCompleteAtOnce_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("king");
        QTest::addColumn<int>("rook");
        QTest::newRow("transposition, king")
            << kTransposition << int(F1) << int(G1) << int(F1) << int(G1);
        QTest::newRow("transposition, rook")
            << kTransposition << int(G1) << int(F1) << int(F1) << int(G1);
        QTest::newRow("king-move-only") << kKingOnlyH << int(B1) << int(G1) << int(B1) << int(F1);
        QTest::newRow("rook-move-only") << kRookOnlyH << int(H1) << int(F1) << int(G1) << int(H1);
        QTest::newRow("king onto rook") << kClassical << int(E1) << int(H1) << int(E1) << int(H1);
    }
    void oneGestureFormsCompleteAtOnce() {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, king);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.widget.announceCastling();
        b.drag(Square(from), Square(to));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
    }

    void kingThenRookWithoutAQuestion() {
        Board b(kKingFirst); // unannounced, f1-g1 would ask "castle or king move?"
        b.widget.announceCastling();
        b.drag(F1, G1);
        QVERIFY(!b.widget.question());
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.input().halfCastle());
        QCOMPARE(b.widget.input().board()[G1], WKing);
        QCOMPARE(b.widget.input().board()[F1], NoPiece);
        QVERIFY2(b.widget.statusText().contains("now move the rook from h1 to f1"),
                 qPrintable(b.widget.statusText()));
        b.drag(H1, H5); // only the completion is accepted
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().board()[H1], WRook);
        b.drag(H1, F1);
        QCOMPARE(b.only(), b.castle(F1, H1));
    }

    void rookThenKing() {
        Board b(kRookFirst);
        b.widget.announceCastling();
        b.drag(G1, F1);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().board()[F1], WRook);
        QVERIFY(b.widget.statusText().contains("now move the king from e1 to g1"));
        const auto ghost = b.widget.previewedCastles();
        QCOMPARE(ghost.size(), size_t(1));
        b.drag(E1, G1);
        QCOMPARE(b.only(), b.castle(E1, G1));
    }

    void eitherOrderByDragThenClick() {
        Board b(kClassical);
        b.widget.announceCastling();
        b.drag(H1, F1);
        QVERIFY(b.widget.input().halfCastle());
        b.click(E1); // the one piece left to move: a click is enough
        QCOMPARE(b.only(), b.castle(E1, H1));
    }

    void wrongOrderIsRefusedWithTheRule() {
        Board b(kKingFirst);
        b.widget.announceCastling();
        QVERIFY(!(b.widget.input().castleTargets(H1) & bb(F1)));
        b.drag(H1, F1);
        QVERIFY(b.requested.empty());
        QVERIFY(!b.widget.input().halfCastle());
        QVERIFY2(b.widget.statusText().startsWith("Move the king first"),
                 qPrintable(b.widget.statusText()));
    }

    void otherMovesAreRefused() {
        Board b(kClassical);
        b.widget.announceCastling();
        b.drag(A2, A3);
        b.click(B2);
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.statusText().contains("You announced castling"));
        QVERIFY(b.widget.input().announced());
    }

    void escWithdrawsTheAnnouncement() {
        Board b(kKingFirst);
        b.widget.announceCastling();
        QSignalSpy spy(&b.widget, &BoardWidget::announcementChanged);
        b.key(Qt::Key_Escape);
        QVERIFY(!b.widget.input().announced());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(b.widget.statusText(), QString("Castling announcement withdrawn"));
        QVERIFY(b.widget.previewedCastles().empty());
        b.drag(F1, E2);
        QCOMPARE(b.only(), Move(F1, E2));
    }

    void escTakesBackAHalfDoneCastle() {
        Board b(kKingFirst);
        b.widget.announceCastling();
        b.drag(F1, G1);
        QVERIFY(b.widget.input().halfCastle());
        b.key(Qt::Key_Escape);
        QVERIFY(!b.widget.input().halfCastle());
        QVERIFY(!b.widget.input().announced());
        QCOMPARE(b.widget.input().board()[F1], WKing);
        QCOMPARE(b.widget.input().board()[G1], NoPiece);
        QVERIFY(b.requested.empty());
    }

    void announcingWithoutALegalCastleSaysWhy() {
        Board b(kQueenBehindRook);
        b.widget.announceCastling();
        QVERIFY(!b.widget.input().announced());
        QVERIFY2(b.widget.statusText().contains("White cannot castle now"),
                 qPrintable(b.widget.statusText()));
        QVERIFY(b.widget.statusText().contains("c1 is attacked by the black queen on a1"));
    }

    void blackAnnouncesOnFlippedBoard() {
        Board b(kBlackCastles, true);
        b.widget.announceCastling();
        QCOMPARE(b.widget.statusText(), QString("Black announces castling"));
        b.drag(A8, D8);
        QVERIFY(b.widget.input().halfCastle());
        b.drag(E8, C8);
        QCOMPARE(b.only(), b.castle(E8, A8));
    }

    void confirmationWaitsForEnter() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.widget.setConfirmMoves(true);
        QSignalSpy pending(&b.widget, &BoardWidget::pendingChanged);
        b.drag(E2, E4);
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.hasPendingMove());
        QCOMPARE(pending.count(), 1);
        QVERIFY2(b.widget.statusText().startsWith("e4: Enter confirms"),
                 qPrintable(b.widget.statusText()));
        b.drag(D2, D4); // the board waits: no second move meanwhile
        QVERIFY(b.requested.empty());
        b.key(Qt::Key_Return);
        QCOMPARE(b.only(), Move(E2, E4));
        QVERIFY(!b.widget.hasPendingMove());
    }

    void confirmationEscWithdraws() {
        Board b(kKingFirst);
        b.widget.setConfirmMoves(true);
        b.click(F1);
        b.click(H1);
        QCOMPARE(b.widget.pendingMove(), b.castle(F1, H1));
        b.key(Qt::Key_Escape);
        QVERIFY(!b.widget.hasPendingMove());
        QCOMPARE(b.widget.statusText(), QString("Move withdrawn"));
        QVERIFY(b.requested.empty());
        b.click(F1);
        b.click(H1);
        b.widget.confirmMove(); // the tool-bar button
        QCOMPARE(b.only(), b.castle(F1, H1));
    }
};

QTEST_MAIN(TestBoardAnnounce)
#include "tst_board_announce.moc"
