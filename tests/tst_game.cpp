// The Game model: playing, undo/redo, repetition history, every way a game ends, what undo
// does after each, draw claims (with the move about to be played), tags and annotations.
#include "chess960/game.h"
#include "chess960/notation.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;
using testutil::position;

namespace {

Game gameFrom(const char* fen) {
    return Game(position(fen));
}

void playAll(Game& g, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        auto m = g.playSan(san);
        if (!m) qFatal("test move %s failed: %s", san, m.error().message.c_str());
    }
}

// Knights out and back: every four plies the start position is on the board again.
const std::initializer_list<const char*> kShuffle = {"Nf3", "Nf6", "Ng1", "Ng8"};

} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void startNumbers() {
        auto g = Game::fromStartNumber(518);
        QVERIFY(g.ok());
        QCOMPARE(g->startNumber(), 518);
        QCOMPARE(QString::fromStdString(g->startPosition().fen()),
                 QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QCOMPARE(Game::fromStartNumber(0)->startNumber(), 0);
        QVERIFY(!Game::fromStartNumber(960).ok());
        QVERIFY(!Game::fromStartNumber(-1).ok());
        QCOMPARE(gameFrom("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").startNumber(), -1);
        QVERIFY(!Game::fromFen("not a fen").ok());
        // A position without kings cannot be played from: the classical start instead.
        QCOMPARE(Game(Position()).startNumber(), 518);
    }

    void playRecordsSanAndRejectsIllegalMoves() {
        Game g;
        QVERIFY(!g.play(Move(E2, E5)));
        QCOMPARE(g.plyCount(), 0);
        QVERIFY(g.play(Move(G1, F3), 299000));
        QCOMPARE(QString::fromStdString(g.moves()[0].san), QString("Nf3"));
        QCOMPARE(*g.moves()[0].clockMs, int64_t(299000));
        auto bad = g.playSan("Nf3");
        QVERIFY(!bad.ok());
        QVERIFY(g.playUci("b8c6").ok());
        QCOMPARE(QString::fromStdString(g.moves()[1].san), QString("Nc6"));
        QCOMPARE(g.positionAt(1).sideToMove(), Black);
        QCOMPARE(g.positionAt(-5).key(), g.startPosition().key()); // clamped
        QCOMPARE(g.positionAt(99).key(), g.position().key());
    }

    void undoRedo() {
        Game g;
        playAll(g, {"e4", "e5", "Nf3"});
        const uint64_t after3 = g.position().key();
        QVERIFY(g.undo());
        QVERIFY(g.undo());
        QCOMPARE(g.plyCount(), 1);
        QCOMPARE(g.redoMoves().size(), size_t(2));
        QVERIFY(g.canRedo());
        QVERIFY(g.redo());
        QVERIFY(g.redo());
        QVERIFY(!g.redo());
        QCOMPARE(g.position().key(), after3);
        // Replaying the next redo move by hand keeps the rest of the redo list ...
        g.undo();
        g.undo();
        QVERIFY(g.playSan("e5").ok());
        QCOMPARE(g.redoMoves().size(), size_t(1));
        // ... any other move clears it.
        QVERIFY(g.playSan("Nc3").ok());
        QVERIFY(!g.canRedo());
        while (g.undo()) {
        }
        QCOMPARE(g.plyCount(), 0);
        QVERIFY(!g.canUndo());
    }

    void checkmateEndsAndUndoReopens() {
        Game g;
        playAll(g, {"f3", "e5", "g4"});
        QVERIFY(g.playSan("Qh4#").ok());
        QCOMPARE(g.result(), GameResult::BlackWins);
        QCOMPARE(g.termination(), Termination::Checkmate);
        QCOMPARE(QString::fromStdString(std::string(resultText(g.result()))), QString("0-1"));
        QVERIFY(!g.play(Move(A2, A3)));
        auto after = g.playSan("a3");
        QVERIFY(!after.ok());
        QVERIFY(QString::fromStdString(after.error().message).contains("checkmate"));
        QVERIFY(g.canUndo());
        QVERIFY(g.undo());
        QVERIFY(!g.isOver());
        QCOMPARE(g.termination(), Termination::None);
        QVERIFY(g.redo());
        QCOMPARE(g.termination(), Termination::Checkmate);
    }

    void endsByBoard_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<int>("termination");
        QTest::addColumn<QString>("result");
        QTest::newRow("stalemate") << "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1"
                                   << "Qc7" << int(Termination::Stalemate) << "1/2-1/2";
        QTest::newRow("bare kings")
            << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"
            << "Kxe2" << int(Termination::InsufficientMaterial) << "1/2-1/2";
        QTest::newRow("75 moves") << "4k3/8/8/8/8/8/8/R3K3 w - - 149 90"
                                  << "Ra2" << int(Termination::SeventyFiveMoveRule) << "1/2-1/2";
        // Mate on the move that completes 75 moves is still mate.
        QTest::newRow("mate beats 75") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 90"
                                       << "Ra8#" << int(Termination::Checkmate) << "1-0";
        QTest::newRow("a-side castle mates") << "2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1"
                                             << "O-O-O#" << int(Termination::Checkmate) << "1-0";
    }
    void endsByBoard() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(int, termination);
        QFETCH(QString, result);
        Game g(position(fen.toStdString()));
        QVERIFY(!g.isOver());
        auto m = g.playSan(san.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        QCOMPARE(int(g.termination()), termination);
        QCOMPARE(QString::fromStdString(std::string(resultText(g.result()))), result);
        QVERIFY(isEndedByBoard(g.termination()));
        QVERIFY(g.undo());
        QVERIFY(!g.isOver());
    }

    void startPositionAlreadyOver() {
        Game g = gameFrom("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1");
        QCOMPARE(g.termination(), Termination::Checkmate);
        QCOMPARE(g.result(), GameResult::WhiteWins);
        QVERIFY(!g.canUndo());
    }

    void repetitionAndFivefold() {
        Game g;
        QCOMPARE(g.repetitionCount(), 1);
        playAll(g, kShuffle);
        QCOMPARE(g.repetitionCount(), 2);
        QVERIFY(!g.canClaimDraw());
        playAll(g, kShuffle);
        QCOMPARE(g.repetitionCount(), 3);
        QVERIFY(g.canClaimDraw());
        playAll(g, kShuffle);
        QVERIFY(!g.isOver());
        playAll(g, kShuffle);
        QCOMPARE(g.repetitionCount(), 5);
        QCOMPARE(g.termination(), Termination::FivefoldRepetition);
        QCOMPARE(g.result(), GameResult::Draw);
    }

    void castlingRightsMakePositionsDifferent() {
        // Rook out and back in a Chess960 set-up: same squares, but the right is gone.
        Game g(Position::startPosition(0)); // bbqnnrkr
        playAll(g, {"h3", "h6", "Rh2"});
        const uint64_t before = g.positionAt(2).key();
        playAll(g, {"Rh7", "Rh1", "Rh8"});
        QCOMPARE(g.repetitionCount(), 1);
        QVERIFY(g.position().key() != before);
        playAll(g, {"Rh2", "Rh7", "Rh1", "Rh8"});
        QCOMPARE(g.repetitionCount(), 2);
    }

    void claimsAreDecisions() {
        Game g;
        playAll(g, kShuffle);
        playAll(g, kShuffle);
        QVERIFY(g.claimDraw());
        QCOMPARE(g.termination(), Termination::ThreefoldRepetition);
        QVERIFY(!g.canUndo());
        QVERIFY(!g.undo());
        QVERIFY(!g.play(Move(E2, E4)));
        g.reopen();
        QVERIFY(!g.isOver());
        QVERIFY(g.undo());
    }

    void claimWithTheMoveAboutToBePlayed() {
        Game g;
        playAll(g, kShuffle);
        playAll(g, {"Nf3", "Nf6", "Ng1"});
        QVERIFY(!g.canClaimDraw());
        const Move back(F6, G8);
        const Move other(B8, C6);
        QVERIFY(g.canClaimDrawWithMove(back));
        QVERIFY(!g.canClaimDrawWithMove(other));
        QVERIFY(!g.canClaimDrawWithMove(Move(F6, F5)));
        Game wrong = g;
        QCOMPARE(wrong.claimDrawWithMove(other), ClaimOutcome::Rejected);
        QCOMPARE(wrong.plyCount(), 8); // the move stands
        QVERIFY(!wrong.isOver());
        QCOMPARE(g.claimDrawWithMove(Move(F6, F5)), ClaimOutcome::Illegal);
        QCOMPARE(g.plyCount(), 7);
        QCOMPARE(g.claimDrawWithMove(back), ClaimOutcome::Drawn);
        QCOMPARE(g.plyCount(), 8);
        QCOMPARE(g.termination(), Termination::ThreefoldRepetition);
    }

    void claimingMoveKeepsItsClockTime() {
        Game g;
        playAll(g, kShuffle);
        playAll(g, {"Nf3", "Nf6", "Ng1"});
        QCOMPARE(g.claimDrawWithMove(Move(F6, G8), 61000), ClaimOutcome::Drawn);
        QCOMPARE(g.moves().back().clockMs, std::optional<int64_t>(61000));
        Game wrong;
        QCOMPARE(wrong.claimDrawWithMove(Move(E2, E4), 5000), ClaimOutcome::Rejected);
        QCOMPARE(wrong.moves().back().clockMs, std::optional<int64_t>(5000));
    }

    void incorrectClaimGivesTheOpponentTwoMinutes() {
        // FIDE 9.5.b: with clocks, the opponent of a wrong claimer gets two more minutes.
        Game timed;
        timed.setTimeControl(TimeControl{300000, 0});
        QCOMPARE(timed.incorrectClaimBonusMs(), int64_t(120000));
        QCOMPARE(timed.claimDrawWithMove(Move(E2, E4), 290000), ClaimOutcome::Rejected);
        QVERIFY(timed.moves().back().incorrectClaim);
        QVERIFY(timed.undo());
        QVERIFY(timed.redo()); // the mark travels with the move
        QVERIFY(timed.moves().back().incorrectClaim);
        playAll(timed, {"e5"});
        QVERIFY(!timed.moves().back().incorrectClaim);
        // Without clocks there is no time to add; the claim is still marked as wrong.
        Game untimed;
        QCOMPARE(untimed.incorrectClaimBonusMs(), int64_t(0));
        QCOMPARE(untimed.claimDrawWithMove(Move(E2, E4)), ClaimOutcome::Rejected);
        QVERIFY(untimed.moves().back().incorrectClaim);
        // A correct claim is no incorrect one.
        Game right;
        right.setTimeControl(TimeControl{300000, 0});
        playAll(right, kShuffle);
        playAll(right, {"Nf3", "Nf6", "Ng1"});
        QCOMPARE(right.claimDrawWithMove(Move(F6, G8)), ClaimOutcome::Drawn);
        QVERIFY(!right.moves().back().incorrectClaim);
    }

    void fiftyMoves() {
        Game g = gameFrom("4k3/8/8/8/8/8/4p3/R3K3 w - - 99 80");
        QVERIFY(!g.canClaimDraw());
        QVERIFY(g.canClaimDrawWithMove(Move(A1, A2)));
        QVERIFY(!g.canClaimDrawWithMove(Move(E1, E2))); // a capture resets the count
        playAll(g, {"Ra2"});
        QVERIFY(g.canClaimDraw());
        QVERIFY(g.claimDraw());
        QCOMPARE(g.termination(), Termination::FiftyMoveRule);
        QCOMPARE(g.result(), GameResult::Draw);
    }

    void automaticDrawsCanBeSuspended() {
        Game g = gameFrom("4k3/8/8/8/8/8/8/R3K3 w - - 149 90");
        g.setAutomaticDraws(false);
        playAll(g, {"Ra2", "Kd8"});
        QVERIFY(!g.isOver());
        g.setAutomaticDraws(true);
        QCOMPARE(g.termination(), Termination::SeventyFiveMoveRule);
        g.setAutomaticDraws(false);
        QVERIFY(!g.isOver());
    }

    void decisions() {
        Game g;
        playAll(g, {"e4"});
        QVERIFY(g.resign(Black));
        QCOMPARE(g.result(), GameResult::WhiteWins);
        QCOMPARE(g.termination(), Termination::Resignation);
        QVERIFY(!g.resign(White));
        QVERIFY(!g.agreeDraw());
        QVERIFY(!g.canUndo());
        g.reopen();
        QVERIFY(g.agreeDraw());
        QCOMPARE(g.result(), GameResult::Draw);
        QCOMPARE(g.termination(), Termination::Agreement);
        g.reopen();
        QVERIFY(g.timeForfeit(White));
        QCOMPARE(g.result(), GameResult::BlackWins);
        QCOMPARE(g.termination(), Termination::TimeForfeit);
    }

    void timeForfeitAgainstBareKing() {
        Game g = gameFrom("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
        QVERIFY(g.timeForfeit(White));
        QCOMPARE(g.result(), GameResult::Draw);
        QCOMPARE(g.termination(), Termination::TimeoutVsInsufficientMaterial);
        Game h = gameFrom("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
        QVERIFY(h.timeForfeit(Black));
        QCOMPARE(h.result(), GameResult::WhiteWins);
    }

    void setOutcome() {
        Game g;
        QVERIFY(!g.setOutcome(GameResult::WhiteWins, Termination::Checkmate));
        QVERIFY(!g.setOutcome(GameResult::Ongoing, Termination::Adjudication));
        QVERIFY(!g.setOutcome(GameResult::Draw, Termination::None));
        QVERIFY(g.setOutcome(GameResult::Draw, Termination::Adjudication));
        QCOMPARE(g.termination(), Termination::Adjudication);
        QVERIFY(!g.setOutcome(GameResult::WhiteWins, Termination::Abandoned));
    }

    void results_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("result");
        QTest::newRow("white") << "1-0" << int(GameResult::WhiteWins);
        QTest::newRow("black") << "0-1" << int(GameResult::BlackWins);
        QTest::newRow("draw") << "1/2-1/2" << int(GameResult::Draw);
        QTest::newRow("ongoing") << "*" << int(GameResult::Ongoing);
    }
    void results() {
        QFETCH(QString, text);
        QFETCH(int, result);
        auto r = parseResult(text.toStdString());
        QVERIFY(r.has_value());
        QCOMPARE(int(*r), result);
        QCOMPARE(QString::fromStdString(std::string(resultText(*r))), text);
        QVERIFY(!parseResult("1-1").has_value());
        QVERIFY(!parseResult("").has_value());
    }

    void terminationTexts() {
        for (int t = 0; t <= int(Termination::Unknown); ++t)
            QVERIFY(!terminationText(Termination(t)).empty());
        QCOMPARE(QString::fromStdString(std::string(terminationText(Termination::Agreement))),
                 QString("draw by agreement"));
    }

    void tagsAndAnnotations() {
        Game g;
        g.setTag("White", "Anna");
        g.setTag("Black", "Ben");
        g.setTag("White", "Ann");
        QCOMPARE(g.tags().size(), size_t(2));
        QCOMPARE(QString::fromStdString(g.tags()[0].second), QString("Ann"));
        QVERIFY(g.hasTag("Black"));
        QVERIFY(!g.hasTag("black"));
        g.removeTag("White");
        QCOMPARE(QString::fromStdString(g.tag("White")), QString());
        QCOMPARE(g.tags().size(), size_t(1));

        playAll(g, {"d4"});
        QVERIFY(g.setComment(1, "solid"));
        QVERIFY(g.setComment(0, "before"));
        QVERIFY(!g.setComment(2, "nothing there"));
        QVERIFY(g.setClock(1, 1000));
        QVERIFY(!g.setClock(0, 1000));
        QVERIFY(g.setNags(1, {1}));
        QCOMPARE(QString::fromStdString(g.moves()[0].comment), QString("solid"));
        QCOMPARE(QString::fromStdString(g.startComment()), QString("before"));
        QCOMPARE(g.moves()[0].nags, std::vector<int>{1});
        g.setTimeControl(TimeControl{180000, 2000});
        QCOMPARE(g.timeControl()->incrementMs, int64_t(2000));
    }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
