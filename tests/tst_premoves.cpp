// Premoves on the game's board (GameTable: BoardWidget, GameSession, PlayerDirector,
// SettingsDialog): against the built-in engine the person moves ahead while it thinks, the
// move is shown and played right after the engine's; Esc and the right button take it back;
// the setting turns premoves off and is kept.
#include "board/boardwidget.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "gametable.h"
#include "settings.h"
#include "settingsdialog.h"
#include "startgame.h"
#include "testutil.h"
#include "windowutil.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

engine::Limits depth(int d) {
    engine::Limits l;
    l.depth = d;
    return l;
}

GameSetup againstTheComputer(GameSetup::PlayerColour colour) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Computer;
    s.level = 10;
    s.colour = colour;
    s.start = GameSetup::Start::Number;
    s.number = 518;
    return s;
}

QPoint at(BoardWidget* b, Square s) {
    return b->squareRect(s).center();
}

// A whole drag with the mouse, without spinning the event loop (the engine's move would come in).
void drag(BoardWidget* b, Square from, Square to) {
    QTest::mousePress(b, Qt::LeftButton, {}, at(b, from));
    QTest::mouseMove(b, at(b, from) + QPoint(8, 8));
    QTest::mouseMove(b, at(b, to));
    QTest::mouseRelease(b, Qt::LeftButton, {}, at(b, to));
}

// A window with the computer playing White at a small depth; it is thinking on return.
void startAsBlack(GameTable& w) {
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
    w.director()->setMoveLimits(depth(3));
    QVERIFY(testutil::startGame(w.session(), againstTheComputer(GameSetup::PlayerColour::Black)));
    QVERIFY(w.director()->isThinking());
}

} // namespace

class TestPremoves : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_premoves"); }
    void init() {
        removeAutosave();
        QSettings().clear();
    }

    void premovePlayedRightAfterTheEnginesMove() {
        GameTable w;
        startAsBlack(w);
        BoardWidget* b = w.board();
        QCOMPARE(b->premoveSide(), std::optional(Black));
        QSignalSpy changed(b, &BoardWidget::premoveChanged);
        drag(b, G8, F6);
        QCOMPARE(b->premove(), Move(G8, F6));
        QCOMPARE(changed.count(), 1);
        QVERIFY2(b->statusText().contains("Nf6"), qPrintable(b->statusText()));
        QCOMPARE(b->interaction().view().pieces[F6], BKnight);
        QVERIFY(w.director()->isThinking()); // nothing was played yet
        QCOMPARE(w.session()->game().plyCount(), 0);

        QSignalSpy moved(w.director(), &PlayerDirector::machineMoved);
        // The computer's next move takes its time, to be seen thinking.
        QObject::connect(w.director(), &PlayerDirector::machineMoved, w.director(), [&w] {
            engine::Limits slow;
            slow.moveTimeMs = 5000;
            w.director()->setMoveLimits(slow);
        });
        QVERIFY(moved.wait(15000));
        QTRY_COMPARE(w.session()->game().plyCount(), 2);
        QCOMPARE(w.session()->game().moves().back().move, Move(G8, F6));
        QVERIFY(b->premove().isNull());
        // The computer thinks again, and the person may premove again.
        QTRY_VERIFY(w.director()->isThinking());
        QCOMPARE(b->premoveSide(), std::optional(Black));
    }

    void escAndTheRightButtonCancel() {
        GameTable w;
        w.keys(); // Board > Withdraw
        startAsBlack(w);
        BoardWidget* b = w.board();
        b->setFocus();
        drag(b, G8, F6);
        QCOMPARE(b->premove(), Move(G8, F6));
        QTest::keyClick(b, Qt::Key_Escape);
        QVERIFY(b->premove().isNull());
        QCOMPARE(b->statusText(), QString("Premove cancelled"));
        drag(b, B8, C6);
        QCOMPARE(b->premove(), Move(B8, C6));
        QTest::mousePress(b, Qt::RightButton, {}, at(b, E4));
        QTest::mouseRelease(b, Qt::RightButton, {}, at(b, E4));
        QVERIFY(b->premove().isNull());
        QVERIFY(b->markings().empty()); // the click took the premove back and drew nothing
        drag(b, B8, C6);
        windowutil::action(w, "withdraw")->trigger(); // Board > Withdraw (Esc off the board)
        QVERIFY(b->premove().isNull());

        QSignalSpy moved(w.director(), &PlayerDirector::machineMoved);
        QVERIFY(moved.wait(15000));
        windowutil::settle(); // a premove would be played on the reply's turn of the loop
        QCOMPARE(w.session()->game().plyCount(), 1);
        QVERIFY(w.session()->acceptsBoardMoves());
    }

    // Premoves are for the person's side while the computer thinks, never on the person's turn.
    void premoveSideFollowsTheTurn() {
        GameTable w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.director()->setMoveLimits(depth(3));
        QVERIFY(
            testutil::startGame(w.session(), againstTheComputer(GameSetup::PlayerColour::White)));
        QVERIFY(!w.director()->isThinking());
        BoardWidget* b = w.board();
        QCOMPARE(b->premoveSide(), std::nullopt);
        drag(b, E2, E4);
        QCOMPARE(w.session()->game().plyCount(), 1);
        QVERIFY(w.director()->isThinking());
        QCOMPARE(b->premoveSide(), std::optional(White));
        QSignalSpy moved(w.director(), &PlayerDirector::machineMoved);
        QVERIFY(moved.wait(15000));
        QCOMPARE(b->premoveSide(), std::nullopt);
    }

    // The board alone: a 960 castle premoved by dragging the king onto its rook is asked for
    // from the event loop once the reply is shown, not from inside setPosition; a position
    // shown before that takes the request back.
    void boardAsksForThePremoveFromTheEventLoop() {
        const char* fen = "1r2k1r1/ppppp1pp/8/8/8/8/PPPPP1PP/1R2K1R1 w GBgb - 0 1";
        const Move castle(E8, G8, Move::Castling);
        const Move quiet(A2, A3);
        BoardWidget b;
        b.resize(480, 480);
        b.setFlipped(true);
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        std::vector<Move> requested;
        connect(&b, &BoardWidget::moveRequested, this, [&](Move m) { requested.push_back(m); });
        b.setPosition(testutil::position(fen));
        b.setInteractive(false);
        b.setPremoveSide(Black);
        drag(&b, E8, G8);
        QCOMPARE(b.premove(), castle);
        b.setPosition(b.position().after(quiet), quiet);
        QVERIFY(requested.empty());
        QTRY_COMPARE(requested.size(), size_t(1));
        QCOMPARE(requested.front(), castle);

        requested.clear();
        b.setPosition(testutil::position(fen));
        drag(&b, E8, G8);
        QCOMPARE(b.premove(), castle);
        const Position replied = b.position().after(quiet);
        b.setPosition(replied, quiet);
        b.setPosition(replied.after(Move(H7, H6)));
        windowutil::settle();
        QVERIFY(requested.empty());
    }

    // From the keys: the focus square starts on the premoving side's king; Space on the king,
    // then on its rook, premoves the castle.
    void keysMakeAPremove() {
        BoardWidget b;
        b.resize(480, 480);
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        b.setPosition(testutil::position("1r2k1r1/ppppp1pp/8/8/8/8/PPPPP1PP/1R2K1R1 w GBgb - 0 1"));
        b.setInteractive(false);
        b.setPremoveSide(Black);
        b.setFocus();
        QTest::keyClick(&b, Qt::Key_Right); // the first key shows the square
        QCOMPARE(b.focusSquare(), E8);
        QTest::keyClick(&b, Qt::Key_Space);
        QTest::keyClick(&b, Qt::Key_Right);
        QTest::keyClick(&b, Qt::Key_Right);
        QTest::keyClick(&b, Qt::Key_Space);
        QCOMPARE(b.premove(), Move(E8, G8, Move::Castling));
        QTest::keyClick(&b, Qt::Key_Escape);
        QVERIFY(b.premove().isNull());
    }

    void settingTurnsPremovesOffAndIsKept() {
        QVERIFY(BoardSettings::load().premoves); // on by default
        GameTable w;
        windowutil::action(w, "settings")->trigger();
        auto* d = w.findChild<SettingsDialog*>();
        QVERIFY(d && d->isVisible());
        auto* box = d->findChild<QCheckBox*>("premoves");
        QVERIFY(box && box->isChecked());
        box->click();
        auto* buttons = d->findChild<QDialogButtonBox*>("buttons");
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(!BoardSettings::load().premoves);

        startAsBlack(w);
        BoardWidget* b = w.board();
        QCOMPARE(b->premoveSide(), std::nullopt);
        drag(b, G8, F6);
        QVERIFY(b->premove().isNull());
        QCOMPARE(b->interaction().view().pieces[G8], BKnight);

        GameTable again; // a new window reads the setting back
        QVERIFY(!again.findChild<SettingsDialog*>());
        again.director()->setMoveLimits(depth(3));
        QVERIFY(testutil::startGame(again.session(),
                                    againstTheComputer(GameSetup::PlayerColour::Black)));
        QCOMPARE(again.board()->premoveSide(), std::nullopt);
    }
};

QTEST_MAIN(TestPremoves)
#include "tst_premoves.moc"
