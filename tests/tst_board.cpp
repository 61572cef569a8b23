// The board widget under the mouse: ordinary moves, snapping back, promotion, and every
// unannounced castling gesture (king then rook, king onto rook, king to its target square,
// the question when a drop means two things) in positions of all four castling forms.
#include "tst_boardutil.h"

#include "chess960/notation.h"

#include <QAction>
#include <QMenu>

using namespace boardtest;

namespace {

// White castles in each of the four physical forms (Shredder-FEN rights name the rook).
const char* kClassical = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* kTransposition = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";   // Kf1 Rg1
const char* kKingFirst = "4k3/8/8/8/8/8/8/5K1R w H - 0 1";       // Kf1 Rh1, double move
const char* kRookFirst = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1";      // Ke1 Rg1, double move
const char* kKingOnlyH = "4k3/8/8/8/8/8/8/1K3R2 w F - 0 1";      // Kb1 Rf1
const char* kKingOnlyA = "4k3/8/8/8/8/8/8/3RK3 w D - 0 1";       // Ke1 Rd1
const char* kRookOnlyH = "4k3/8/8/8/8/8/8/6KR w H - 0 1";        // Kg1 Rh1
const char* kRookOnlyA = "4k3/8/8/8/8/8/8/R1K5 w A - 0 1";       // Kc1 Ra1
const char* kQueenBehindRook = "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"; // O-O-O would expose c1
const char* kBlackCastles = "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1";

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
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    // The legal-move dots and the coordinates can be switched off; castling targets stay
    // marked, because they are what keeps a click on the rook from castling by surprise.
    void aFreshBoardTakesAPositionWithItsLastMove() {
        // Nothing shown yet (no kings): the last move is marked, nothing slides or is checked
        // against the empty board.
        BoardWidget board;
        const Position start = Position::startPosition(518);
        const Move e4 = *moveFromUci(start, "e2e4");
        board.setPosition(start.after(e4), e4);
        QVERIFY(board.position().samePosition(start.after(e4)));
        QVERIFY(board.slidingPieces().empty());
        QVERIFY(board.lastMoveSquares() != 0);
    }

    void legalMoveMarksAndCoordinatesCanBeHidden() {
        Board b("4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1");
        const QPoint dot = b.at(E4),
                     castle = b.at(A1) + QPoint(int(b.widget.squareRect(A1).width() * 0.4), 0);
        const QImage before = b.widget.grab().toImage();
        b.click(E2);
        QImage shown = b.widget.grab().toImage();
        QVERIFY(shown.pixel(dot) != before.pixel(dot));
        b.click(E2); // deselect
        b.widget.setShowLegalMoves(false);
        b.click(E2);
        QImage hidden = b.widget.grab().toImage();
        QCOMPARE(hidden.pixel(dot), before.pixel(dot));
        b.click(E2);
        b.click(E1);
        hidden = b.widget.grab().toImage();
        QVERIFY(hidden.pixel(castle) != before.pixel(castle)); // the castle target is still marked
        b.click(E1);

        const QRectF a1 = b.widget.squareRect(A1);
        const QPoint letter(int(a1.center().x()), int(a1.bottom() + 2));
        QImage frame = b.widget.grab().toImage();
        bool inked = false;
        for (int dy = 0; dy < 14 && !inked; ++dy)
            for (int dx = -6; dx <= 6 && !inked; ++dx)
                inked =
                    frame.pixel(letter + QPoint(dx, dy)) != frame.pixel(letter + QPoint(-20, dy));
        QVERIFY(inked); // the letter "a" under the a-file
        b.widget.setShowCoordinates(false);
        frame = b.widget.grab().toImage();
        for (int dy = 0; dy < 14; ++dy)
            for (int dx = -6; dx <= 6; ++dx)
                QCOMPARE(frame.pixel(letter + QPoint(dx, dy)),
                         frame.pixel(letter + QPoint(-20, dy)));
    }

    void dragMakesMove() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.drag(E2, E4);
        QCOMPARE(b.only(), Move(E2, E4));
    }

    void clickClickMakesMove() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.click(G1);
        QCOMPARE(b.widget.input().selected(), G1);
        QVERIFY(b.widget.input().moveTargets(G1) & bb(F3));
        b.click(F3);
        QCOMPARE(b.only(), Move(G1, F3));
    }

    void clickOnOtherPieceSwitchesSelection() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.click(G1);
        b.click(B1);
        QCOMPARE(b.widget.input().selected(), B1);
        b.click(B1);
        QCOMPARE(b.widget.input().selected(), NoSquare);
        QVERIFY(b.requested.empty());
    }

    void opponentPieceCannotBePickedUp() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.drag(E7, E5);
        b.click(D7);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().selected(), NoSquare);
    }

    void illegalDropSnapsBack() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.drag(E2, E5);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().board()[E2], WPawn);
        QCOMPARE(b.widget.input().board()[E5], NoPiece);
        b.dragTo(G1, QPoint(2, 2)); // off the board
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().board()[G1], WKnight);
    }

    void dropOnOwnSquareKeepsPieceSelected() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.dragTo(G1, b.at(G1) + QPoint(6, 6));
        QCOMPARE(b.widget.input().selected(), G1);
        b.click(H3);
        QCOMPARE(b.only(), Move(G1, H3));
    }

    void kingThenRookCastles_data() { addCastleRows(); }
    void kingThenRookCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.click(Square(king));
        QVERIFY(b.widget.input().castleTargets(Square(king)) & bb(Square(rook)));
        b.hover(Square(rook));
        QCOMPARE(b.widget.previewedCastles().size(), size_t(1));
        b.click(Square(rook));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
    }

    void kingThenRookIllegalSelectsRookAndSaysWhy() {
        Board b(kQueenBehindRook);
        b.click(C1);
        b.click(B1);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().selected(), B1);
        QVERIFY2(b.widget.statusText().contains("c1 is attacked by the black queen on a1"),
                 qPrintable(b.widget.statusText()));
    }

    void kingThenBlockedRookSaysWhy() {
        Board b("bnnbrkrq/pppppppp/8/8/8/8/PPPPPPPP/BNNBRKRQ w KQkq - 0 1");
        b.click(F1);
        b.click(E1);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().selected(), E1);
        QVERIFY2(b.widget.statusText().startsWith("O-O-O is not possible"),
                 qPrintable(b.widget.statusText()));
        QVERIFY(b.widget.statusText().contains("blocked by the white"));
    }

    // Seed 000 lets the rook go first: the rook, then its king, castles with the same preview.
    void rookThenKingCastles_data() { addCastleRows(); }
    void rookThenKingCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.click(Square(rook));
        QCOMPARE(b.widget.input().selected(), Square(rook));
        b.hover(D4); // the row before may have left the pointer on this king's square
        b.hover(Square(king));
        const auto preview = b.widget.previewedCastles();
        QCOMPARE(preview.size(), size_t(1));
        QCOMPARE(preview.front().move, b.castle(Square(king), Square(rook)));
        QVERIFY2(b.widget.statusText().startsWith("White castles O-O"),
                 qPrintable(b.widget.statusText()));
        b.click(Square(king));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
    }

    void rookThenKingIllegalSelectsKingAndSaysWhy() {
        Board b(kQueenBehindRook);
        b.click(B1);
        b.hover(C1);
        QVERIFY(b.widget.previewedCastles().empty());
        b.click(C1);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().selected(), C1);
        QVERIFY2(b.widget.statusText().contains("c1 is attacked by the black queen on a1"),
                 qPrintable(b.widget.statusText()));
    }

    void rookOntoKingCastles() {
        Board b(kKingFirst);
        b.drag(H1, F1);
        QVERIFY(!b.widget.question());
        QCOMPARE(b.only(), b.castle(F1, H1));
    }

    void kingOntoRookCastles_data() { addCastleRows(); }
    void kingOntoRookCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.drag(Square(king), Square(rook));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
        QVERIFY(!b.widget.question());
    }

    void kingOntoRookIllegalSnapsBackAndSaysWhy() {
        Board b(kQueenBehindRook);
        b.drag(C1, B1);
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.statusText().contains("c1 is attacked"));
    }

    void kingToTargetCastles_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("king");
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("rook");
        QTest::newRow("double move O-O") << kClassical << int(E1) << int(G1) << int(H1);
        QTest::newRow("double move O-O-O") << kClassical << int(E1) << int(C1) << int(A1);
        QTest::newRow("king-move-only O-O") << kKingOnlyH << int(B1) << int(G1) << int(F1);
        QTest::newRow("king-move-only O-O-O") << kKingOnlyA << int(E1) << int(C1) << int(D1);
    }
    void kingToTargetCastles() {
        QFETCH(QString, fen);
        QFETCH(int, king);
        QFETCH(int, target);
        QFETCH(int, rook);
        Board b(fen.toLatin1().constData());
        b.press(Square(king));
        QTest::mouseMove(&b.widget, b.at(Square(king)) + QPoint(10, 0));
        b.hover(Square(target));
        const auto preview = b.widget.previewedCastles();
        QCOMPARE(preview.size(), size_t(1));
        QCOMPARE(preview.front().kingTo, Square(target));
        QVERIFY2(b.widget.statusText().startsWith("White castles O-O"),
                 qPrintable(b.widget.statusText()));
        QTest::mouseRelease(&b.widget, Qt::LeftButton, {}, b.at(Square(target)));
        QCOMPARE(b.only(), b.castle(Square(king), Square(rook)));
    }

    void hintSaysWhatTheGestureWillDo() {
        Board b(kKingOnlyH);
        b.press(B1);
        QTest::mouseMove(&b.widget, b.at(B1) + QPoint(10, 0));
        b.hover(G1);
        QCOMPARE(b.widget.statusText(),
                 QString("White castles O-O: king b1 to g1, the rook stays on f1"));
        b.hover(C2);
        QCOMPARE(b.widget.statusText(), QString());
        QTest::mouseRelease(&b.widget, Qt::LeftButton, {}, b.at(C2));
        QCOMPARE(b.only(), Move(B1, C2));
        QCOMPARE(b.widget.statusText(), QString());
    }

    void rookToTargetCastlesWhenKingStays() {
        Board b(kRookOnlyH);
        b.drag(H1, F1);
        QCOMPARE(b.only(), b.castle(G1, H1));
        Board a(kRookOnlyA);
        a.click(A1);
        a.click(D1);
        QCOMPARE(a.only(), a.castle(C1, A1));
    }

    void blackCastlesOnFlippedBoard() {
        Board b(kBlackCastles, true);
        QVERIFY(b.at(E8).y() > b.at(E1).y());
        b.drag(E8, G8);
        QCOMPARE(b.only(), b.castle(E8, H8));
        Board c(kBlackCastles, true);
        c.click(E8);
        c.click(A8);
        QCOMPARE(c.only(), c.castle(E8, A8));
    }

    void ambiguousDropAsks_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("king");
        QTest::addColumn<int>("rook");
        QTest::addColumn<QString>("castleText");
        QTest::addColumn<QString>("moveText");
        QTest::newRow("king one square, O-O")
            << kKingFirst << int(F1) << int(G1) << int(F1) << int(H1) << "Castle O-O"
            << "King to g1";
        QTest::newRow("king one square, O-O-O") << "4k3/8/8/8/8/8/8/R2K4 w A - 0 1" << int(D1)
                                                << int(C1) << int(D1) << int(A1) << "Castle O-O-O"
                                                << "King to c1";
    }
    void ambiguousDropAsks() {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, king);
        QFETCH(int, rook);
        QFETCH(QString, castleText);
        QFETCH(QString, moveText);
        for (int answer = 0; answer < 2; ++answer) {
            Board b(fen.toLatin1().constData());
            b.drag(Square(from), Square(to));
            QVERIFY(b.requested.empty());
            QMenu* menu = b.widget.question();
            QVERIFY(menu);
            QCOMPARE(menu->actions().size(), 2);
            QCOMPARE(menu->actions()[0]->text(), castleText);
            QCOMPARE(menu->actions()[1]->text(), moveText);
            QCOMPARE(b.widget.previewedCastles().size(), size_t(1));
            menu->actions()[answer]->trigger();
            const Move expected =
                answer == 0 ? b.castle(Square(king), Square(rook)) : Move(Square(from), Square(to));
            QCOMPARE(b.only(), expected);
        }
    }

    void ambiguousClickClickAsksToo() {
        Board b(kKingFirst);
        b.click(F1);
        b.click(G1);
        QVERIFY(b.widget.question());
        b.widget.question()->actions()[0]->trigger();
        QCOMPARE(b.only(), b.castle(F1, H1));
    }

    void dismissedQuestionWithdrawsTheMove() {
        Board b(kKingFirst);
        b.drag(F1, G1);
        QVERIFY(b.widget.question());
        b.widget.question()->close();
        QTRY_VERIFY(!b.widget.question());
        QTRY_COMPARE(b.widget.statusText(), QString("Move withdrawn"));
        QVERIFY(b.requested.empty());
        b.drag(F1, E2);
        QCOMPARE(b.only(), Move(F1, E2));
    }

    void illegalCastleWithLegalKingMovePlaysTheMove() {
        // The knight on b1 blocks O-O-O, so d1-c1 can only be a king move: nothing to ask.
        Board b("4k3/8/8/8/8/8/8/RN1K4 w A - 0 1");
        b.drag(D1, C1);
        QVERIFY(!b.widget.question());
        QCOMPARE(b.only(), Move(D1, C1));
    }

    void promotionChooser() {
        const char* fen = "8/P7/8/8/8/8/8/k1K5 w - - 0 1";
        Board b(fen);
        b.drag(A7, A8);
        QVERIFY(b.widget.promotionOpen());
        QVERIFY(b.requested.empty());
        const auto rects = b.widget.promotionRects();
        QCOMPARE(rects.size(), size_t(4));
        QCOMPARE(rects[0], b.widget.squareRect(A8));
        b.clickAt(rects[1].center());
        QCOMPARE(b.only(), Move(A7, A8, Move::Promotion, Knight));
        QVERIFY(!b.widget.promotionOpen());
    }

    void promotionByClicksQueen() {
        Board b("8/P7/8/8/8/8/8/k1K5 w - - 0 1");
        b.click(A7);
        b.click(A8);
        QVERIFY(b.widget.promotionOpen());
        b.clickAt(b.widget.promotionRects()[0].center());
        QCOMPARE(b.only(), Move(A7, A8, Move::Promotion, Queen));
    }

    void promotionEscCancels() {
        Board b("8/P7/8/8/8/8/8/k1K5 w - - 0 1");
        b.drag(A7, A8);
        QVERIFY(b.widget.promotionOpen());
        b.key(Qt::Key_Escape);
        QVERIFY(!b.widget.promotionOpen());
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().board()[A7], WPawn);
        b.drag(A7, A8); // and it can be tried again
        b.clickAt(b.widget.promotionRects()[2].center());
        QCOMPARE(b.only(), Move(A7, A8, Move::Promotion, Rook));
    }

    // The chooser says what it waits for, until a piece is chosen or Esc closes it.
    void promotionChooserSaysWhatItWaitsFor() {
        Board b("8/P7/8/8/8/8/8/k1K5 w - - 0 1");
        b.drag(A7, A8);
        QCOMPARE(b.widget.statusText(), QString("Choose the new piece (Esc: the pawn stays)"));
        b.key(Qt::Key_Escape);
        QCOMPARE(b.widget.statusText(), QString("Promotion withdrawn: the pawn stays"));
        b.click(A7);
        b.click(A8);
        QCOMPARE(b.widget.statusText(), QString("Choose the new piece (Esc: the pawn stays)"));
        b.clickAt(b.widget.promotionRects()[0].center());
        QCOMPARE(b.only(), Move(A7, A8, Move::Promotion, Queen));
        QCOMPARE(b.widget.statusText(), QString());
    }

    void blackPromotionOnFlippedBoard() {
        Board b("K7/8/8/8/8/8/p7/2k5 b - - 0 1", true);
        b.drag(A2, A1);
        const auto rects = b.widget.promotionRects();
        QCOMPARE(rects[0], b.widget.squareRect(A1));
        QVERIFY(rects[1].top() > rects[0].top()); // a1 is at the top when Black is below
        b.clickAt(rects[3].center());
        QCOMPARE(b.only(), Move(A2, A1, Move::Promotion, Bishop));
    }

    void castleSlidesKingAndRookTogether() {
        Board b(kKingOnlyA);
        b.widget.setAnimationDuration(10000);
        const Move castle = b.castle(E1, D1); // only the king moves: one slide
        b.widget.setPosition(b.widget.position().after(castle), castle);
        QCOMPARE(b.widget.slidingPieces(), std::vector<Piece>{WKing});
        Board c(kClassical);
        c.widget.setAnimationDuration(10000);
        const Move oo = c.castle(E1, H1);
        c.widget.setPosition(c.widget.position().after(oo), oo);
        QCOMPARE(c.widget.slidingPieces(), (std::vector<Piece>{WKing, WRook}));
        c.widget.setPosition(c.widget.position()); // a new position stops the slide
        QVERIFY(c.widget.slidingPieces().empty());
    }

    void squaresStaySquareWhenResized() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        for (QSize size : {QSize(700, 400), QSize(300, 650), QSize(480, 480)}) {
            b.widget.resize(size);
            const QRect a1 = b.widget.squareRect(A1), h8 = b.widget.squareRect(H8);
            QCOMPARE(a1.width(), a1.height());
            QCOMPARE(h8.right() - a1.left() + 1, 8 * a1.width());
            QVERIFY(b.widget.rect().contains(a1.united(h8)));
            QVERIFY(8 * a1.width() > std::min(size.width(), size.height()) * 0.85);
        }
        b.widget.setFlipped(true);
        QVERIFY(b.widget.squareRect(A1).top() < b.widget.squareRect(A8).top());
        QVERIFY(b.widget.squareRect(A1).left() > b.widget.squareRect(H1).left());
    }

    void newPositionShowsLastMoveAndCheck() {
        Board b("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        const Position before = b.widget.position();
        b.widget.setPosition(before.after(Move(H1, H8)), Move(H1, H8));
        QVERIFY(b.widget.position().inCheck());
        QCOMPARE(b.widget.position().sideToMove(), Black);
        b.drag(E8, E7);
        QCOMPARE(b.only(), Move(E8, E7));
    }
};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
