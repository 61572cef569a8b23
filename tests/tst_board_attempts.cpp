// The board in castle-attempt mode (castling practice, "castle or say why not"): every castling
// gesture is reported as an attempt to castle towards a side, legal or not, with nothing on the
// board or in the status text that tells a legal castle from an illegal one.
#include "tst_boardutil.h"

#include <QAction>
#include <QImage>
#include <QMenu>

using namespace boardtest;

namespace {

const char* kClassical = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* kBlocked = "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1";         // O-O blocked on f1
const char* kInCheck = "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1";        // rook e4 checks
const char* kPasses = "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1";         // O-O crosses f1
const char* kLands = "4k3/8/8/8/6r1/8/8/R3K2R w KQ - 0 1";          // O-O lands on g1
const char* kRightLost = "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1";         // no O-O right
const char* kQueenBehindRook = "4k3/8/8/8/8/8/8/qRK5 w B - 0 1";    // rook-move-only, c1
const char* kRookOnly = "4k3/8/8/8/8/8/8/6KR w H - 0 1";            // Kg1 Rh1, legal
const char* kRookFirstPasses = "4k3/8/8/8/8/5r2/8/4K1R1 w G - 0 1"; // Ke1 Rg1, f1 attacked
const char* kKingOneSquare = "4kr2/8/8/8/8/8/8/5K1R w H - 0 1";     // in check, Kg1 legal
const char* kKingOneSquareLegal = "4k3/8/8/8/8/8/8/5K1R w H - 0 1"; // O-O or Kg1
const char* kBlackPasses = "r3k2r/8/8/8/8/8/8/4KR2 b kq - 0 1";     // O-O crosses f8

const int H = int(CastleSide::HSide), A = int(CastleSide::ASide);

/// A board in attempt mode that records the attempts and every status text it announces.
struct AttemptBoard : Board {
    std::vector<std::pair<Color, CastleSide>> attempts;
    QStringList statuses;

    explicit AttemptBoard(const char* fen, bool flipped = false) : Board(fen, flipped) {
        widget.setReportCastleAttempts(true);
        widget.setAnimationDuration(10000); // a piece sent back would be seen sliding
        QObject::connect(&widget, &BoardWidget::castleAttempted, [this](Color c, CastleSide s) {
            attempts.push_back({c, s});
        });
        QObject::connect(&widget, &BoardWidget::statusChanged,
                         [this](const QString& text) { statuses << text; });
    }

    /// Presses on `from` and drags over `to` without letting go.
    void dragOver(Square from, Square to) {
        press(from);
        QTest::mouseMove(&widget, at(from) + QPoint(10, 0));
        hover(to);
    }
    void release(Square to) { QTest::mouseRelease(&widget, Qt::LeftButton, {}, at(to)); }

    /// Nothing said anywhere, and no castle previewed: legal and illegal look the same.
    bool silent() const {
        for (const QString& s : statuses)
            if (!s.isEmpty()) return false;
        return widget.statusText().isEmpty() && widget.previewedCastles().empty();
    }
};

} // namespace

class TestBoardAttempts : public QObject {
    Q_OBJECT
private slots:
    void offByDefault() {
        Board b(kBlocked);
        QVERIFY(!b.widget.reportsCastleAttempts());
        b.drag(E1, H1);
        QVERIFY(b.requested.empty());
        QVERIFY(b.widget.statusText().contains("blocked")); // normal play explains
    }

    void everyGestureIsAnAttempt_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("gesture");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("side");
        for (auto [name, fen] : {std::pair{"legal", kClassical}, std::pair{"blocked", kBlocked},
                                 std::pair{"in check", kInCheck}, std::pair{"passes", kPasses},
                                 std::pair{"lands", kLands}, std::pair{"right lost", kRightLost}}) {
            QTest::addRow("%s, king onto rook", name) << fen << "drag" << int(E1) << int(H1) << H;
            QTest::addRow("%s, king to target", name) << fen << "drag" << int(E1) << int(G1) << H;
            QTest::addRow("%s, king then rook", name) << fen << "clicks" << int(E1) << int(H1) << H;
            QTest::addRow("%s, king then target", name)
                << fen << "clicks" << int(E1) << int(G1) << H;
        }
        QTest::newRow("in check, O-O-O king then rook")
            << kInCheck << "clicks" << int(E1) << int(A1) << A;
        QTest::newRow("rook-move-only, c1 attacked, king onto rook")
            << kQueenBehindRook << "drag" << int(C1) << int(B1) << A;
        QTest::newRow("rook-move-only, c1 attacked, rook to target")
            << kQueenBehindRook << "drag" << int(B1) << int(D1) << A;
        QTest::newRow("rook-move-only legal, rook to target")
            << kRookOnly << "clicks" << int(H1) << int(F1) << H;
    }
    void everyGestureIsAnAttempt() {
        QFETCH(QString, fen);
        QFETCH(QString, gesture);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, side);
        AttemptBoard b(fen.toLatin1().constData());
        if (gesture == "drag") {
            b.dragOver(Square(from), Square(to));
            QVERIFY2(b.silent(), qPrintable(b.statuses.join('|')));
            b.release(Square(to));
        } else {
            b.click(Square(from));
            b.hover(Square(to));
            QVERIFY2(b.silent(), qPrintable(b.statuses.join('|')));
            b.click(Square(to));
        }
        QVERIFY(b.requested.empty()); // reported, never played by the board
        QCOMPARE(b.attempts.size(), size_t(1));
        QCOMPARE(b.attempts.front().first, White);
        QCOMPARE(int(b.attempts.front().second), side);
        QVERIFY2(b.silent(), qPrintable(b.statuses.join('|')));
        QVERIFY(b.widget.slidingPieces().empty()); // nothing snaps back
        QVERIFY(!b.widget.question());
    }

    // The castling targets marked for the king are those of every castling gesture, so the
    // marks look the same whether the castle is legal, illegal or its right lost.
    void castleMarksDoNotTellLegalFromIllegal() {
        const Bitboard all = bb(A1) | bb(C1) | bb(G1) | bb(H1);
        for (const char* fen : {kClassical, kBlocked, kInCheck, kPasses, kLands, kRightLost}) {
            AttemptBoard b(fen);
            QCOMPARE(b.widget.input().castleTargets(E1), all);
        }
    }

    // A king move of one square that may also be a castle is a castle attempt: only castling
    // counts here, and a menu offering the king move only when it is legal would give away
    // whether the square is attacked.
    void ambiguousGestureIsAnAttempt_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("castle illegal") << kKingOneSquare;
        QTest::newRow("castle legal") << kKingOneSquareLegal;
        QTest::newRow("right lost") << "4k3/8/8/8/8/8/8/5K1R w - - 0 1";
        QTest::newRow("g1 attacked") << "4k3/8/8/8/8/8/6r1/5K1R w H - 0 1";
    }
    void ambiguousGestureIsAnAttempt() {
        QFETCH(QString, fen);
        AttemptBoard b(fen.toLatin1().constData());
        b.drag(F1, G1);
        QVERIFY(!b.widget.question());
        QCOMPARE(b.attempts.size(), size_t(1));
        QCOMPARE(b.attempts.front().second, CastleSide::HSide);
        QVERIFY(b.requested.empty());
        QVERIFY2(b.silent(), qPrintable(b.statuses.join('|')));
    }

    void blackOnFlippedBoard() {
        AttemptBoard b(kBlackPasses, true);
        b.drag(E8, G8);
        QCOMPARE(b.attempts.size(), size_t(1));
        QCOMPARE(b.attempts.front().first, Black);
        QCOMPARE(b.attempts.front().second, CastleSide::HSide);
        QVERIFY(b.silent());
    }

    // Announced: accepted even when no castle is legal, and the rook's half of a castle made
    // rook first is an attempt too.
    void announcedAttempts() {
        AttemptBoard b(kRookFirstPasses);
        b.widget.announceCastling();
        QVERIFY(b.widget.input().announced());
        QVERIFY(!b.widget.statusText().contains("not possible"));
        QVERIFY(!b.widget.statusText().contains("cannot"));
        b.drag(G1, F1);
        QCOMPARE(b.attempts.size(), size_t(1));
        QCOMPARE(b.attempts.front().second, CastleSide::HSide);
        QVERIFY(b.requested.empty());

        AttemptBoard c(kInCheck);
        c.widget.announceCastling();
        c.click(A1); // clicking a rook names the castle
        QCOMPARE(c.attempts.size(), size_t(1));
        QCOMPARE(c.attempts.front().second, CastleSide::ASide);
    }

    // The castling shortcut (BoardWidget::castle) is a gesture too.
    void castleShortcutIsAnAttempt() {
        for (const char* fen : {kClassical, kBlocked, kRightLost}) {
            AttemptBoard b(fen);
            QVERIFY(b.widget.castle(CastleSide::HSide));
            QCOMPARE(b.attempts.size(), size_t(1));
            QCOMPARE(b.attempts.front().second, CastleSide::HSide);
            QVERIFY(b.requested.empty());
            QVERIFY2(b.silent(), qPrintable(b.statuses.join('|')));
        }
    }

    // Only castling gestures count: an ordinary move, legal or not, goes back with the same
    // words, so dropping the king next to itself cannot probe which squares are attacked.
    void ordinaryMovesGoBackAlike_data() {
        QTest::addColumn<QString>("gesture");
        QTest::newRow("drag") << "drag";
        QTest::newRow("clicks") << "clicks";
    }
    void ordinaryMovesGoBackAlike() {
        QFETCH(QString, gesture);
        QStringList said;
        // In kPasses the rook on f4 attacks f2; d2 is free. King and rook moves alike.
        for (auto [from, to] : {std::pair{E1, D2}, std::pair{E1, F2}, std::pair{E1, E4},
                                std::pair{H1, H4}, std::pair{A1, A8}}) {
            AttemptBoard b(kPasses);
            if (gesture == "drag") {
                b.drag(from, to);
                QCOMPARE(b.widget.slidingPieces(),
                         std::vector<Piece>{b.widget.position().pieceOn(from)});
            } else {
                b.click(from);
                b.click(to);
            }
            QVERIFY(b.requested.empty());
            QVERIFY(b.attempts.empty());
            QVERIFY(!b.widget.question());
            QCOMPARE(b.widget.position().pieceOn(from), b.widget.input().board()[from]);
            said << b.widget.statusText();
        }
        QVERIFY(!said.front().isEmpty()); // the player learns that only castling counts
        QVERIFY(said.front().contains("castl", Qt::CaseInsensitive));
        for (const QString& text : said) QCOMPARE(text, said.front());
    }

    // Only the king and the rooks on the back rank can be picked up, and no targets are
    // marked for an ordinary move; a move offered from elsewhere is refused.
    void onlyKingAndRooksArePickedUp() {
        AttemptBoard b("4k3/8/8/8/8/8/3P1r2/R2BK2R w KQ - 0 1");
        for (Square s : {D1, D2}) QVERIFY(!b.widget.input().canPickUp(s));
        for (Square s : {E1, A1, H1}) QVERIFY(b.widget.input().canPickUp(s));
        b.click(D2);
        QCOMPARE(b.widget.input().selected(), NoSquare);
        b.drag(D2, D3);
        QVERIFY(b.requested.empty());
        QCOMPARE(b.widget.input().moveTargets(E1), Bitboard(0));
        QVERIFY(!b.widget.offerMove(Move(D2, D3)));
        QVERIFY(b.requested.empty());
        AttemptBoard r("4k3/8/8/8/8/7R/8/4K3 w - - 0 1"); // a rook off the back rank
        QVERIFY(!r.widget.input().canPickUp(H3));
    }

    // In castle or say why not, a glowing king would answer "king in check" for the player.
    void checkGlowCanBeHidden() {
        AttemptBoard b(kInCheck);
        QVERIFY(b.widget.showsCheck());
        const QImage shown = b.widget.grab().toImage();
        b.widget.setShowCheck(false);
        QVERIFY(!b.widget.showsCheck());
        const QImage hidden = b.widget.grab().toImage();
        QVERIFY(shown != hidden);
        const QRect king = b.widget.squareRect(E1);
        const QPoint edge(king.left() + king.width() / 10, king.top() + king.height() / 4);
        QVERIFY(shown.pixel(edge) != hidden.pixel(edge));
        // Without the glow the king's square looks like any other square of its colour.
        const QRect same = b.widget.squareRect(G1); // e1 and g1 are both dark
        QCOMPARE(hidden.pixel(edge), hidden.pixel(edge + same.topLeft() - king.topLeft()));
        b.widget.setShowCheck(true);
        QCOMPARE(b.widget.grab().toImage(), shown);
    }
};

QTEST_MAIN(TestBoardAttempts)
#include "tst_board_attempts.moc"
