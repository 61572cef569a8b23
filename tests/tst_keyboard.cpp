// The board played from the keyboard: arrow keys move a focus square (turned with the board),
// Space and Enter pick up and drop like two clicks, so that king-then-rook castling, the
// "castle or move?" menu and the promotion chooser work without a mouse; Esc cancels.
#include "tst_boardutil.h"

#include <QAction>
#include <QMenu>

using namespace boardtest;

class TestKeyboard : public QObject {
    Q_OBJECT

    /// Moves the focus square from where it is to `to` with arrow keys (as the player sees
    /// the board: Up is towards the top of the screen).
    static void walk(Board& b, Square to) {
        const bool flipped = b.widget.isFlipped();
        for (int guard = 0; guard < 16 && b.widget.focusSquare() != to; ++guard) {
            const Square at = b.widget.focusSquare();
            const int df = fileOf(to) - fileOf(at), dr = rankOf(to) - rankOf(at);
            if (df != 0)
                b.key((df > 0) != flipped ? Qt::Key_Right : Qt::Key_Left);
            else
                b.key((dr > 0) != flipped ? Qt::Key_Up : Qt::Key_Down);
        }
        QCOMPARE(b.widget.focusSquare(), to);
    }

private slots:
    void arrowsMoveAVisibleFocusSquare() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.widget.setFocus();
        QVERIFY(!b.widget.focusSquareShown());
        b.key(Qt::Key_Up); // the first key shows the square, on the king of the side to move
        QVERIFY(b.widget.focusSquareShown());
        QCOMPARE(b.widget.focusSquare(), E1);
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Right);
        QCOMPARE(b.widget.focusSquare(), F2);
        b.key(Qt::Key_Down);
        b.key(Qt::Key_Down); // the edge holds it
        QCOMPARE(b.widget.focusSquare(), F1);
        b.click(A8); // the mouse hides it
        QVERIFY(!b.widget.focusSquareShown());
    }

    void arrowsFollowTheFlippedBoard() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", true);
        b.key(Qt::Key_Up);
        QCOMPARE(b.widget.focusSquare(), E1);
        b.key(Qt::Key_Down); // flipped: down the screen is up the ranks
        b.key(Qt::Key_Right);
        QCOMPARE(b.widget.focusSquare(), D2);
    }

    void spacePicksUpAndDrops() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.key(Qt::Key_Space); // shows the square only
        QCOMPARE(b.widget.input().selected(), NoSquare);
        walk(b, G1);
        b.key(Qt::Key_Space);
        QCOMPARE(b.widget.input().selected(), G1);
        walk(b, F3);
        b.key(Qt::Key_Return);
        QCOMPARE(b.only(), Move(G1, F3));
    }

    void escapeDropsThePiece() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.key(Qt::Key_Up);
        walk(b, E2);
        b.key(Qt::Key_Space);
        QCOMPARE(b.widget.input().selected(), E2);
        b.key(Qt::Key_Escape);
        QCOMPARE(b.widget.input().selected(), NoSquare);
        QVERIFY(b.requested.empty());
    }

    void kingThenRookCastles() {
        Board b("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1"); // SP 3
        b.key(Qt::Key_Up);
        QCOMPARE(b.widget.focusSquare(), F1);
        b.key(Qt::Key_Space);
        walk(b, G1);
        b.key(Qt::Key_Space);
        QCOMPARE(b.only(), b.castle(F1, G1));
    }

    void theCastleOrMoveMenuAnswersKeys() {
        Board b("4k3/8/8/8/8/8/8/5K1R w H - 0 1"); // Kf1-g1 is a king move and a castle
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Space);
        walk(b, G1);
        b.key(Qt::Key_Space);
        QMenu* menu = b.widget.question();
        QVERIFY(menu);
        QVERIFY(menu->activeAction()); // Enter works at once
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
        QTRY_COMPARE(b.requested.size(), size_t(1));
        QCOMPARE(b.only(), Move(F1, G1));
    }

    void theMenusFirstAnswerIsTheCastle() {
        Board b("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        b.key(Qt::Key_Up);
        b.key(Qt::Key_Space);
        walk(b, G1);
        b.key(Qt::Key_Space);
        QVERIFY(b.widget.question());
        QTest::keyClick(b.widget.question(), Qt::Key_Return);
        QTRY_COMPARE(b.requested.size(), size_t(1));
        QCOMPARE(b.only(), b.castle(F1, H1));
    }

    void promotionChooserTakesArrowsAndEnter() {
        Board b("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        b.key(Qt::Key_Up);
        walk(b, E7);
        b.key(Qt::Key_Space);
        walk(b, E8);
        b.key(Qt::Key_Space);
        QVERIFY(b.widget.promotionOpen());
        QCOMPARE(b.widget.promotionChoice(), 0); // the queen first
        b.key(Qt::Key_Down);                     // e8 is at the top: the choices go down
        QCOMPARE(b.widget.promotionChoice(), 1);
        b.key(Qt::Key_Return);
        QCOMPARE(b.only(), Move(E7, E8, Move::Promotion, Knight));
    }

    void promotionChooserTakesALetter() {
        Board b("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", true);
        b.key(Qt::Key_Up);
        walk(b, E7);
        b.key(Qt::Key_Space);
        walk(b, E8);
        b.key(Qt::Key_Space);
        QVERIFY(b.widget.promotionOpen());
        b.key(Qt::Key_R);
        QCOMPARE(b.only(), Move(E7, E8, Move::Promotion, Rook));
    }

    void escapeClosesThePromotionChooser() {
        Board b("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        b.key(Qt::Key_Up);
        walk(b, E7);
        b.key(Qt::Key_Space);
        walk(b, E8);
        b.key(Qt::Key_Space);
        b.key(Qt::Key_Escape);
        QVERIFY(!b.widget.promotionOpen());
        QVERIFY(b.requested.empty());
    }

    void keyboardMoveWaitsForConfirmation() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.widget.setConfirmMoves(true);
        b.key(Qt::Key_Up);
        walk(b, E2);
        b.key(Qt::Key_Space);
        walk(b, E4);
        b.key(Qt::Key_Space);
        QVERIFY(b.widget.hasPendingMove());
        QVERIFY(b.requested.empty());
        b.key(Qt::Key_Return);
        QCOMPARE(b.only(), Move(E2, E4));
    }

    void castleBySideForTheSideToMove() {
        Board b("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1");
        QVERIFY(!b.widget.castle(CastleSide::ASide)); // the a-side is blocked
        QVERIFY(b.widget.statusText().contains("O-O-O is not possible"));
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.castle(CastleSide::HSide));
        QCOMPARE(b.only(), b.castle(F1, G1));
    }

    void aBoardThatTakesNoMovesTakesNoKeys() {
        Board b("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        b.widget.setInteractive(false);
        QKeyEvent over(QEvent::ShortcutOverride, Qt::Key_Left, Qt::NoModifier);
        over.ignore(); // as the shortcut map sends it
        QApplication::sendEvent(&b.widget, &over);
        QVERIFY(!over.isAccepted()); // the window's history keys get it
        b.widget.setInteractive(true);
        QKeyEvent again(QEvent::ShortcutOverride, Qt::Key_Left, Qt::NoModifier);
        again.ignore();
        QApplication::sendEvent(&b.widget, &again);
        QVERIFY(again.isAccepted());
        QVERIFY(!b.widget.castle(CastleSide::HSide));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
