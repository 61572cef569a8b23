// Draws in the game (GameTable and the Game menu's PlayActions): a claim made together with the
// move that brings it about (FIDE 9.2, 9.3) by repetition, by 50 moves and a claim that is not
// valid; and the draw offer between two players on one screen, accepted and declined.
#include "board/boardwidget.h"
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

QMessageBox* message(GameTable& w, const char* name) {
    return w.findChild<QMessageBox*>(QString::fromLatin1(name));
}

// The move made on the board with two clicks, as a player does it.
void clickMove(GameTable& w, Square from, Square to) {
    BoardWidget* b = w.board();
    QTest::mouseClick(b, Qt::LeftButton, {}, b->squareRect(from).center());
    QTest::mouseClick(b, Qt::LeftButton, {}, b->squareRect(to).center());
}

void show(GameTable& w) {
    w.board()->setAnimationDuration(0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
}

GameSetup twoPlayersFrom(const QString& fen) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Human;
    s.start = GameSetup::Start::Fen;
    s.fen = fen;
    return s;
}

const char* const kClaim = "claimDrawWithMove";

} // namespace

class TestGameDraws : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_game_draws"); }
    void init() { removeAutosave(); }

    void claimWithTheMoveThatRepeatsThePosition() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
        QAction* claimNow = action(w, "claimDraw");
        QAction* claimWith = action(w, kClaim);
        QVERIFY(!claimNow->isEnabled()); // the position has occurred twice only
        QVERIFY(claimWith->isEnabled());
        claimWith->trigger();
        QVERIFY(claimWith->isChecked());
        QVERIFY(w.session()->drawClaimArmed());
        QVERIFY(w.statusBar()->currentMessage().contains("next move"));
        clickMove(w, F6, G8); // the start position for the third time
        QCOMPARE(w.session()->game().plyCount(), 8);
        QCOMPARE(w.session()->game().result(), GameResult::Draw);
        QCOMPARE(w.session()->game().termination(), Termination::ThreefoldRepetition);
        QVERIFY(message(w, "resultMessage")->text().contains("threefold"));
        QVERIFY(!claimWith->isChecked());
        QVERIFY(!claimWith->isEnabled());
    }

    void claimWithTheFiftiethMove() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        QVERIFY(
            testutil::startGame(w.session(), twoPlayersFrom("4k3/8/8/8/8/8/4p3/R3K3 w - - 99 80")));
        QVERIFY(!action(w, "claimDraw")->isEnabled());
        action(w, kClaim)->trigger();
        clickMove(w, A1, A2);
        QCOMPARE(w.session()->game().plyCount(), 1);
        QCOMPARE(w.session()->game().result(), GameResult::Draw);
        QCOMPARE(w.session()->game().termination(), Termination::FiftyMoveRule);
        QVERIFY(message(w, "resultMessage")->text().contains("50"));
    }

    void wrongClaimLetsTheMoveStandAndSaysSo() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"Nf3", "Nf6", "Ng1"});
        QAction* claimWith = action(w, kClaim);
        claimWith->trigger();
        clickMove(w, B8, C6); // not a repetition
        QCOMPARE(w.session()->game().plyCount(), 4);
        QVERIFY(!w.session()->game().isOver());
        QVERIFY(!message(w, "resultMessage"));
        QMessageBox* box = message(w, "drawClaimRejected");
        QVERIFY(box);
        QVERIFY(box->text().contains("Nc6"));
        QVERIFY(box->text().contains("not valid"));
        QVERIFY(box->text().contains("stands"));
        QVERIFY(!claimWith->isChecked());
        QVERIFY(!w.session()->drawClaimArmed());
        // The next move is an ordinary move again.
        clickMove(w, G1, F3);
        QCOMPARE(w.session()->game().plyCount(), 5);
        QVERIFY(!w.session()->game().isOver());
    }

    void wrongClaimWithClocksGivesTheOpponentTwoMinutes() {
        // FIDE 9.5.b: the opponent's time grows by two minutes, and the window says so.
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        GameSetup setup =
            twoPlayersFrom("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        setup.timeControl = TimeControl{300000, 0};
        QVERIFY(testutil::startGame(w.session(), setup));
        playSans(w.session(), {"Nf3"});
        GameClock* clock = w.session()->clock();
        QVERIFY(clock->remaining(White) > 290000);
        action(w, kClaim)->trigger();
        QVERIFY(w.statusBar()->currentMessage().contains("two more minutes"));
        clickMove(w, B8, C6); // Black claims wrongly: White gets the time
        QVERIFY(!w.session()->game().isOver());
        QVERIFY(clock->remaining(White) > 410000);
        QVERIFY(clock->remaining(White) <= 420000);
        QVERIFY(clock->remaining(Black) <= 300000);
        QCOMPARE(w.clocks()->timeText(White).left(2), QString("7:"));
        QMessageBox* box = message(w, "drawClaimRejected");
        QVERIFY(box);
        QVERIFY(box->text().contains("White gets two more minutes"));
        // A take-back of White's next move keeps the bonus: it belongs to the claim.
        playSans(w.session(), {"e4"});
        w.session()->undo();
        QVERIFY(clock->remaining(White) > 410000);
        w.session()->undo(); // the claiming move itself taken back: no bonus
        QVERIFY(clock->remaining(White) <= 300000);
    }

    void wrongClaimWithoutClocksAddsNoTime() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"Nf3"});
        action(w, kClaim)->trigger();
        QVERIFY(!w.statusBar()->currentMessage().contains("minutes"));
        clickMove(w, B8, C6);
        QMessageBox* box = message(w, "drawClaimRejected");
        QVERIFY(box);
        QVERIFY(!box->text().contains("minutes"));
        QVERIFY(!w.session()->clock()->enabled());
    }

    void armedClaimCanBeWithdrawnAndEndsWithANewGame() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
        QAction* claimWith = action(w, kClaim);
        claimWith->trigger();
        claimWith->trigger(); // withdrawn: the repetition is played without a claim
        QVERIFY(!w.session()->drawClaimArmed());
        clickMove(w, F6, G8);
        QVERIFY(!w.session()->game().isOver());
        QVERIFY(action(w, "claimDraw")->isEnabled()); // the plain claim is still there
        claimWith->trigger();
        QVERIFY(claimWith->isChecked());
        w.session()->newGame(518);
        QVERIFY(!claimWith->isChecked());
        QVERIFY(!w.session()->drawClaimArmed());
    }

    void hotSeatDrawOfferAccepted() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5"});
        action(w, "offerDraw")->trigger(); // White offers
        QMessageBox* ask = message(w, "drawOffer");
        QVERIFY(ask);
        QVERIFY(ask->text().contains("White offers a draw"));
        QVERIFY(ask->text().contains("Black, do you accept"));
        QVERIFY(!w.session()->game().isOver()); // nothing decided before the answer
        ask->button(QMessageBox::Yes)->click();
        QCOMPARE(w.session()->game().result(), GameResult::Draw);
        QCOMPARE(w.session()->game().termination(), Termination::Agreement);
        QVERIFY(message(w, "resultMessage")->text().contains("agreement"));
    }

    void hotSeatDrawOfferDeclined() {
        GameTable w;
        w.play(); // the Game menu's actions
        show(w);
        w.session()->newGame(518);
        playSans(w.session(), {"e4"});
        action(w, "offerDraw")->trigger(); // Black offers
        QMessageBox* ask = message(w, "drawOffer");
        QVERIFY(ask);
        QVERIFY(ask->text().contains("Black offers a draw"));
        QVERIFY(ask->text().contains("White, do you accept"));
        ask->button(QMessageBox::No)->click();
        QVERIFY(!w.session()->game().isOver());
        QCOMPARE(w.session()->game().termination(), Termination::None);
        QVERIFY(w.statusBar()->currentMessage().contains("White declines"));
        QVERIFY(!message(w, "resultMessage"));
        clickMove(w, E7, E5); // Black is still to move, on the board

        QCOMPARE(w.session()->game().plyCount(), 2);
    }
};

QTEST_MAIN(TestGameDraws)
#include "tst_game_draws.moc"
