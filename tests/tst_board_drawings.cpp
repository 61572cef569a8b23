// Drawing on the board widget with the right button, as on lichess: a drag draws an arrow, a
// click rings a square, the same again takes it away, the modifier keys pick the colour; the
// board reports each change and shows drawings it is given; a new position takes them away.
#include "tst_boardutil.h"

using namespace boardtest;

namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A board that records every markingsChanged().
struct DrawBoard : Board {
    std::vector<std::vector<Marking>> changes;

    explicit DrawBoard(const char* fen = kStart) : Board(fen) {
        QObject::connect(&widget, &BoardWidget::markingsChanged,
                         [this](const std::vector<Marking>& m) { changes.push_back(m); });
    }

    void rightDrag(Square from, Square to, Qt::KeyboardModifiers mods = {}) {
        QTest::mousePress(&widget, Qt::RightButton, mods, at(from));
        QTest::mouseMove(&widget, at(from) + QPoint(8, 8));
        QTest::mouseMove(&widget, at(to));
        QTest::mouseRelease(&widget, Qt::RightButton, mods, at(to));
    }
    void rightClick(Square s, Qt::KeyboardModifiers mods = {}) {
        QTest::mouseClick(&widget, Qt::RightButton, mods, at(s));
    }
    QRgb pixel(QPoint p) { return widget.grab().toImage().pixel(p); }
    /// A point on the ring drawn around s.
    QPoint onRing(Square s) const {
        const QRect r = widget.squareRect(s);
        return r.center() - QPoint(int(r.width() * 0.44), 0);
    }
};

} // namespace

class TestBoardDrawings : public QObject {
    Q_OBJECT
private slots:
    void rightDragDrawsAnArrow() {
        DrawBoard b;
        const QPoint middle = b.at(E3);
        const QRgb before = b.pixel(middle);
        b.rightDrag(E2, E4);
        const std::vector<Marking> arrow{{'G', E2, E4}};
        QCOMPARE(b.changes, std::vector<std::vector<Marking>>{arrow});
        QCOMPARE(b.widget.markings(), arrow);
        QVERIFY(b.pixel(middle) != before);
        QVERIFY(b.requested.empty()); // no move
        QCOMPARE(b.widget.input().selected(), NoSquare);
        b.rightDrag(E2, E4);
        QVERIFY(b.widget.markings().empty());
        QCOMPARE(b.changes.size(), size_t(2));
        QCOMPARE(b.pixel(middle), before);
    }

    void rightClickRingsASquare() {
        DrawBoard b;
        const QRgb before = b.pixel(b.onRing(D4));
        b.rightClick(D4);
        QCOMPARE(b.widget.markings(), (std::vector<Marking>{{'G', D4, D4}}));
        QVERIFY(b.pixel(b.onRing(D4)) != before);
        b.rightClick(D4);
        QVERIFY(b.widget.markings().empty());
        QCOMPARE(b.pixel(b.onRing(D4)), before);
        QCOMPARE(b.changes.size(), size_t(2));
    }

    void modifiersPickTheColour_data() {
        QTest::addColumn<int>("mods");
        QTest::addColumn<char>("colour");
        QTest::newRow("none") << int(Qt::NoModifier) << 'G';
        QTest::newRow("Shift") << int(Qt::ShiftModifier) << 'R';
        QTest::newRow("Ctrl") << int(Qt::ControlModifier) << 'R';
        QTest::newRow("Alt") << int(Qt::AltModifier) << 'B';
        QTest::newRow("Shift+Alt") << int(Qt::ShiftModifier | Qt::AltModifier) << 'Y';
        QTest::newRow("Ctrl+Alt") << int(Qt::ControlModifier | Qt::AltModifier) << 'Y';
    }
    void modifiersPickTheColour() {
        QFETCH(int, mods);
        QFETCH(char, colour);
        DrawBoard b;
        b.rightDrag(G1, F3, Qt::KeyboardModifiers(mods));
        b.rightClick(E4, Qt::KeyboardModifiers(mods));
        QCOMPARE(b.widget.markings(), (std::vector<Marking>{{colour, G1, F3}, {colour, E4, E4}}));
    }

    // Unlike lichess a left click keeps the drawings: they go with the position.
    void movesKeepTheDrawingsUntilThePositionChanges() {
        DrawBoard b;
        b.rightDrag(G1, F3);
        b.click(E2);
        b.click(E2);
        b.drag(E2, E4);
        QCOMPARE(b.only(), Move(E2, E4));
        QCOMPARE(b.widget.markings().size(), size_t(1));
        b.widget.setPosition(b.widget.position()); // the same position
        QCOMPARE(b.widget.markings().size(), size_t(1));
        b.widget.setPosition(b.widget.position().after(Move(E2, E4)), Move(E2, E4));
        QVERIFY(b.widget.markings().empty());
        QCOMPARE(b.changes.size(), size_t(1)); // the window keeps the old node's drawings
    }

    void givenDrawingsAreShownWithoutAReport() {
        DrawBoard b;
        const QRgb before = b.pixel(b.at(E3));
        b.widget.setMarkings({{'B', E2, E4}, {'R', D4, D4}});
        QVERIFY(b.pixel(b.at(E3)) != before);
        QVERIFY(b.changes.empty());
        b.rightClick(D4, Qt::ShiftModifier); // the player's change to them is reported
        QCOMPARE(b.changes, (std::vector<std::vector<Marking>>{{{'B', E2, E4}}}));
        b.widget.clearMarkings();
        QVERIFY(b.widget.markings().empty());
        QCOMPARE(b.changes.size(), size_t(2));
        QVERIFY(b.changes.back().empty());
        QCOMPARE(b.pixel(b.at(E3)), before);
        b.widget.clearMarkings(); // nothing left: no report
        QCOMPARE(b.changes.size(), size_t(2));
    }

    // History and the computer's turn take no moves, but the player may still draw.
    void aBoardThatTakesNoMovesCanBeDrawnOn() {
        DrawBoard b;
        b.widget.setInteractive(false);
        b.rightDrag(D1, H5);
        QCOMPARE(b.widget.markings(), (std::vector<Marking>{{'G', D1, H5}}));
    }

    void offTheBoardDrawsNothing() {
        DrawBoard b;
        QTest::mousePress(&b.widget, Qt::RightButton, {}, b.at(E2));
        QTest::mouseMove(&b.widget, QPoint(2, 2));
        QTest::mouseRelease(&b.widget, Qt::RightButton, {}, QPoint(2, 2));
        QVERIFY(b.widget.markings().empty());
        QVERIFY(b.changes.empty());
    }
};

QTEST_MAIN(TestBoardDrawings)
#include "tst_board_drawings.moc"
