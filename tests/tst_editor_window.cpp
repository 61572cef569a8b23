// The board editor in the game (GameTable with EditorAction). Drives EditorDialog and its
// EditorBoard (palette drags, clicks, right-click, drag off, the keys, the castling marks on the
// rooks, the FEN field both ways, the reasons and the buttons) and EditorAction's Game > Set up
// position... with "Play from here" and "Analyse" starting the game through GameSession.
#include "editor/editoraction.h"
#include "editor/editorboard.h"
#include "editor/editordialog.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "windowutil.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

template <typename T>
T* child(QWidget& parent, const char* name) {
    auto* w = parent.findChild<T*>(QLatin1String(name));
    if (!w) qFatal("no %s", name);
    return w;
}

void drag(EditorBoard* board, QPoint from, QPoint to) {
    QTest::mousePress(board, Qt::LeftButton, {}, from);
    QTest::mouseMove(board, (from + to) / 2);
    QTest::mouseMove(board, to);
    QTest::mouseRelease(board, Qt::LeftButton, {}, to);
}

QPoint centre(EditorBoard* board, Square s) {
    return board->squareRect(s).center();
}

// Types a FEN into the field as a player pasting it would.
void typeFen(EditorDialog& d, const QString& fen) {
    auto* field = child<QLineEdit>(d, "fen");
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, fen);
}

} // namespace

class TestEditorWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_editor_window"); }
    void init() { removeAutosave(); }

    void buildASetUpWithMouseAndKeys() {
        EditorDialog d;
        d.resize(900, 700);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        EditorBoard* board = d.board();
        QCOMPARE(board->accessibleName(), QString("Set-up board"));
        QTest::mouseClick(child<QPushButton>(d, "clear"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("8/8/8/8/8/8/8/8 w - - 0 1"));
        // Drag the white king from the palette to e1.
        drag(board, board->paletteRect(WKing).center(), centre(board, E1));
        // Choose the black king in the palette, then click e8 to place it.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->paletteRect(BKing).center());
        QCOMPARE(board->selectedPiece(), BKing);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(board, E8));
        QCOMPARE(d.model().pieceOn(E8), BKing);
        // Let go of the palette piece; the keys place a rook on h1 and a pawn on a2.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->paletteRect(BKing).center());
        QCOMPARE(board->selectedPiece(), NoPiece);
        QTest::mouseClick(board, Qt::LeftButton, {}, centre(board, E1)); // cursor to e1
        QCOMPARE(board->cursor(), E1);
        for (int i = 0; i < 3; ++i) QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, 'R', Qt::ShiftModifier);
        for (int i = 0; i < 7; ++i) QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, 'P', Qt::ShiftModifier);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("4k3/8/8/8/8/8/P7/4K2R w - - 0 1"));
        // Delete takes the pawn off; a drag moves the rook; right-click and a drag off the
        // board remove pieces.
        QTest::keyClick(board, Qt::Key_Delete);
        drag(board, centre(board, H1), centre(board, H4));
        QCOMPARE(d.model().pieceOn(H4), WRook);
        QTest::mouseClick(board, Qt::RightButton, {}, centre(board, H4));
        QCOMPARE(d.model().pieceOn(H4), NoPiece);
        drag(board, centre(board, E8), QPoint(2, 2));
        QCOMPARE(d.model().pieceOn(E8), NoPiece);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("8/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    void innerRookGetsTheRightFromItsMark() {
        EditorDialog d;
        d.resize(900, 700);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        EditorBoard* board = d.board();
        // The king on b1 between two rooks on its h-side: both have a mark.
        typeFen(d, "3k4/8/8/8/8/8/8/1K2R2R w - - 0 1");
        QCOMPARE(d.model().castlingCandidates(), bb(E1) | bb(H1));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->rightMarkRect(E1).center());
        QVERIFY(d.model().hasCastlingRight(E1));
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("3k4/8/8/8/8/8/8/1K2R2R w E - 0 1"));
        // The outer rook's mark takes the right over; Shredder-FEN names it by its file.
        QTest::mouseClick(board, Qt::LeftButton, {}, board->rightMarkRect(H1).center());
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("3k4/8/8/8/8/8/8/1K2R2R w K - 0 1"));
        child<QCheckBox>(d, "shredder")->click();
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("3k4/8/8/8/8/8/8/1K2R2R w H - 0 1"));
        // The rook leaving its square loses the right, and the dialog says so.
        drag(board, centre(board, H1), centre(board, H3));
        QCOMPARE(d.model().setup().castlingRooks, Bitboard(0));
        QVERIFY(child<QLabel>(d, "notes")->text().contains("h1"));
        // Copy FEN copies the set-up in the style chosen.
        QTest::mouseClick(child<QPushButton>(d, "copyFen"), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("3k4/8/8/8/8/7R/8/1K2R3 w - - 0 1"));
    }

    void fenFieldAndEnPassant() {
        EditorDialog d;
        d.show();
        typeFen(d, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        auto* ep = child<QComboBox>(d, "epSquare");
        QCOMPARE(ep->count(), 2); // none, d6
        QCOMPARE(ep->itemText(1), QString("d6"));
        ep->activated(1);
        QCOMPARE(d.model().epSquare(), D6);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
        // A FEN being typed that cannot be read yet leaves the board and says why.
        typeFen(d, "4k3/8/8");
        QVERIFY(!child<QLabel>(d, "fenError")->text().isEmpty());
        QCOMPARE(d.model().epSquare(), D6);
    }

    void refusedSetUpSaysWhyAndOffersNothing() {
        EditorDialog d;
        d.show();
        QVERIFY(child<QPushButton>(d, "playComputer")->isEnabled());
        typeFen(d, "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1");
        const QString reasons = child<QLabel>(d, "problems")->text();
        QVERIFY2(reasons.contains("in check from d3 and f3 at once"), qPrintable(reasons));
        Bitboard marked = 0;
        for (const auto& p : d.model().problems()) marked |= p.squares;
        QCOMPARE(marked, bb(D3) | bb(F3) | bb(E1));
        for (const char* button : {"playComputer", "playFriend", "analyse", "copyFen"})
            QVERIFY(!child<QPushButton>(d, button)->isEnabled());
        QTest::mouseClick(child<QPushButton>(d, "clear"), Qt::LeftButton);
        QVERIFY(child<QLabel>(d, "problems")->text().contains("White has no king"));
    }

    void startPositionsByNumberAndPair() {
        EditorDialog d;
        d.show();
        child<QSpinBox>(d, "whiteNumber")->setValue(202);
        QTest::mouseClick(child<QPushButton>(d, "startPosition"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString::fromStdString(startFen(202)));
        QCOMPARE(child<QLabel>(d, "startInfo")->text(), QString("Start position 202"));
        child<QCheckBox>(d, "differentSides")->setChecked(true);
        child<QSpinBox>(d, "blackNumber")->setValue(750);
        QTest::mouseClick(child<QPushButton>(d, "startPosition"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(d, "fen")->text(), QString::fromStdString(dfrcFen(202, 750)));
        QVERIFY(child<QLabel>(d, "startInfo")->text().contains("White SP 202, Black SP 750"));
        // Mirror colours swaps the sides (Black's rank becomes White's); Flip only turns the
        // board.
        QTest::mouseClick(child<QPushButton>(d, "mirror"), Qt::LeftButton);
        QVERIFY(child<QLineEdit>(d, "fen")->text().endsWith("/RKNNQBBR b KQkq - 0 1"));
        QVERIFY(!d.board()->isFlipped());
        QTest::mouseClick(child<QPushButton>(d, "flip"), Qt::LeftButton);
        QVERIFY(d.board()->isFlipped());
        QVERIFY(child<QLineEdit>(d, "fen")->text().endsWith("/RKNNQBBR b KQkq - 0 1"));
        QTest::mouseClick(child<QPushButton>(d, "clear"), Qt::LeftButton);
        QCOMPARE(child<QLabel>(d, "startInfo")->text(), QString("Not a start position"));
    }

    void setUpFromTheGameMenuAndPlayAFriend() {
        GameTable w;
        new EditorAction(w.session(), w.document(), w.board(), &w.window());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.session()->newGame(202);
        QAction* setUp = action(w, "setUpPosition");
        QCOMPARE(setUp->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        setUp->trigger();
        auto* d = w.findChild<EditorDialog*>();
        QVERIFY(d);
        // It opens on the position on view.
        QCOMPARE(d->model().fen(FenStyle::XFen), w.session()->view()->position().fen());
        const QString fen = "3k4/8/8/8/8/8/8/1K2R2R w E - 0 1";
        typeFen(*d, fen);
        QTest::mouseClick(child<QPushButton>(*d, "playFriend"), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(w.session()->position().fen()), fen);
        QCOMPARE(w.session()->players(), Players::twoPeople());
        QCOMPARE(w.session()->position().castlingRook(White, CastleSide::HSide), E1);
    }

    void playTheComputerAndAnalyse() {
        GameTable w;
        auto* editor = new EditorAction(w.session(), w.document(), w.board(), &w.window());
        w.analysis(); // the editor's Analyse
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        EditorDialog* d = editor->openEditor();
        const QString fen = "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1";
        typeFen(*d, fen);
        QTest::mouseClick(child<QPushButton>(*d, "playComputer"), Qt::LeftButton);
        QCOMPARE(QString::fromStdString(w.session()->game().startPosition().fen()), fen);
        // The person takes the side to move; the computer the other.
        QCOMPARE(w.session()->players().personSide(), std::optional<Color>(Black));
        QCOMPARE(w.session()->players()[White].kind, PlayerKind::BuiltIn);

        d = editor->openEditor();
        typeFen(*d, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        QTest::mouseClick(child<QPushButton>(*d, "analyse"), Qt::LeftButton);
        QVERIFY(action(w, "analyse")->isChecked());
        QCOMPARE(w.session()->position().fen(), std::string("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        action(w, "analyse")->setChecked(false);
    }
};

QTEST_MAIN(TestEditorWindow)
#include "tst_editor_window.moc"
