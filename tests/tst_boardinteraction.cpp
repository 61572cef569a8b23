// The board's whole interaction model without a widget: presses, drags, releases and clicks,
// the promotion chooser, the castle-or-move question, a move waiting for confirmation, the
// announced and half-done castle, attempt mode, typed moves and the castling shortcut, and
// what setPosition and setInteractive leave behind.
#include "board/boardinteraction.h"

#include "chess960/notation.h"

#include "testutil.h"

#include <QTest>

using namespace chess960;
using chess960::Marking;
using chess960::ui::BoardInteraction;
using chess960::ui::BoardReaction;
using chess960::ui::BoardView;
using chess960::ui::InputNotice;
using chess960::ui::InputResult;
using testutil::position;

namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* kClassical = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const char* kKingFirst = "4k3/8/8/8/8/8/8/5K1R w H - 0 1"; // Kf1-g1: king move or O-O
const char* kPromotion = "8/P7/8/8/8/8/8/k1K5 w - - 0 1";
const char* kQueenBehindRook = "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"; // O-O-O would expose c1

BoardInteraction board(const char* fen) {
    BoardInteraction b;
    b.setPosition(position(fen));
    return b;
}

Move castle(Square king, Square rook) {
    return Move(king, rook, Move::Castling);
}

/// A whole drag: press, move far enough, release.
BoardReaction drag(BoardInteraction& b, Square from, Square to) {
    b.press(from);
    b.beginDrag();
    b.hover(to);
    return b.release(to);
}

BoardReaction click(BoardInteraction& b, Square s) {
    b.press(s);
    return b.release(s);
}

bool requests(const BoardReaction& r, Move m) {
    return r.kind == InputResult::Play && r.move == m && !r.waits;
}

// A board that takes no moves, with premoves for `side`.
BoardInteraction premoveBoard(const char* fen, Color side) {
    BoardInteraction b = board(fen);
    b.setInteractive(false);
    b.setPremoveSide(side);
    return b;
}

} // namespace

class TestBoardInteraction : public QObject {
    Q_OBJECT
private slots:
    // A press picks the piece up at once (its targets show); the release on the same square
    // leaves it picked up, and a click elsewhere moves it.
    // The analysing engine's best moves as arrows: a castle shows the king's journey (or the
    // rook's when the king stays), a move no longer legal in the position shown is not drawn.
    void engineArrows() {
        BoardInteraction b = board("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        const Position& pos = b.position();
        const Move castle = *moveFromUci(pos, "e1h1");
        const Move rook = *moveFromUci(pos, "a1a7");
        b.setEngineMoves({castle, rook, Move(E2, E4, Move::Normal)});
        const BoardView v = b.view();
        QCOMPARE(int(v.engineArrows.size()), 2);
        QCOMPARE(v.engineArrows[0], (std::pair<Square, Square>{E1, G1}));
        QCOMPARE(v.engineArrows[1], (std::pair<Square, Square>{A1, A7}));
        BoardInteraction kingStays = board("4k3/8/8/8/8/8/8/6KR w K - 0 1");
        kingStays.setEngineMoves({*moveFromUci(kingStays.position(), "g1h1")});
        QCOMPARE(kingStays.view().engineArrows.front(), (std::pair<Square, Square>{H1, F1}));
        b.setEngineMoves({});
        QVERIFY(b.view().engineArrows.empty());
    }

    void clickClickMakesAMove() {
        BoardInteraction b = board(kStart);
        const BoardReaction pressed = b.press(G1);
        QCOMPARE(b.selected(), G1);
        QVERIFY(pressed.status && pressed.status->empty());
        QCOMPARE(b.release(G1).kind, InputResult::Nothing);
        QCOMPARE(b.selected(), G1);
        const BoardReaction r = click(b, F3);
        QVERIFY(requests(r, Move(G1, F3)));
        QVERIFY(r.status && r.status->empty());
        QCOMPARE(b.input().selected(), NoSquare);
    }

    void clickOnTheSelectedPieceDeselects() {
        BoardInteraction b = board(kStart);
        click(b, G1);
        QCOMPARE(click(b, G1).kind, InputResult::Deselected);
        QCOMPARE(b.selected(), NoSquare);
    }

    void clickOnAnotherOwnPieceSwitches() {
        BoardInteraction b = board(kStart);
        click(b, G1);
        QCOMPARE(click(b, B1).kind, InputResult::Selected);
        QCOMPARE(b.selected(), B1);
    }

    void opponentsPieceIsNotPickedUp() {
        BoardInteraction b = board(kStart);
        QVERIFY(!b.press(E7).status);
        QVERIFY(!b.beginDrag());
        QCOMPARE(b.dragged(), NoSquare);
        QCOMPARE(b.release(E5).kind, InputResult::Nothing);
        QCOMPARE(b.selected(), NoSquare);
    }

    void dragMakesAMove() {
        BoardInteraction b = board(kStart);
        b.press(E2);
        QVERIFY(b.beginDrag());
        QVERIFY(!b.beginDrag()); // already dragging
        QCOMPARE(b.dragged(), E2);
        QCOMPARE(b.selected(), E2);
        QVERIFY(requests(b.release(E4), Move(E2, E4)));
        QCOMPARE(b.dragged(), NoSquare);
    }

    // With another piece selected, the press waits for the release (it may be a second
    // click); a drag picks the pressed piece up instead.
    void dragWithAnotherPieceSelected() {
        BoardInteraction b = board(kStart);
        click(b, G1);
        b.press(B1);
        QCOMPARE(b.input().selected(), G1);
        QVERIFY(b.beginDrag());
        QCOMPARE(b.input().selected(), B1);
        QVERIFY(requests(b.release(C3), Move(B1, C3)));
    }

    void illegalDropGoesBack() {
        BoardInteraction b = board(kStart);
        const BoardReaction r = drag(b, E2, E5);
        QCOMPARE(r.kind, InputResult::Rejected);
        QVERIFY(r.move.isNull());
        QCOMPARE(b.shownBoard()[E2], WPawn);
    }

    // Off the board the piece goes back and stays picked up.
    void dropOffTheBoardGoesBack() {
        BoardInteraction b = board(kStart);
        const BoardReaction r = drag(b, G1, NoSquare);
        QCOMPARE(r.kind, InputResult::Rejected);
        QVERIFY(r.move.isNull());
        QCOMPARE(b.dragged(), NoSquare);
        QCOMPARE(b.shownBoard()[G1], WKnight);
    }

    void dropOnItsOwnSquareKeepsThePiecePickedUp() {
        BoardInteraction b = board(kStart);
        const BoardReaction r = drag(b, G1, G1);
        QCOMPARE(r.kind, InputResult::Nothing);
        QVERIFY(!r.status);
        QCOMPARE(b.selected(), G1);
        QVERIFY(requests(click(b, H3), Move(G1, H3)));
    }

    // A castle dropped on illegally says why (the board keeps MoveInput's notice).
    void illegalCastleSaysWhy() {
        BoardInteraction b = board(kQueenBehindRook);
        const BoardReaction r = drag(b, C1, B1);
        QCOMPARE(r.kind, InputResult::Rejected);
        QVERIFY(r.status);
        QCOMPARE(r.status->kind, InputNotice::CastleImpossible);
    }

    void promotionChooser() {
        BoardInteraction b = board(kPromotion);
        const BoardReaction r = drag(b, A7, A8);
        QCOMPARE(r.kind, InputResult::Promote);
        QVERIFY(r.move.isNull());
        QVERIFY(b.promotionOpen());
        QCOMPARE(b.promotionOptions().size(), size_t(4));
        QCOMPARE(b.promotionChoice(), 0);
        QVERIFY(r.status);
        QCOMPARE(r.status->kind, InputNotice::ChoosePromotion);
        QVERIFY(!b.press(A7).status); // the chooser takes no other gesture
        QVERIFY(requests(b.choosePromotion(Knight), Move(A7, A8, Move::Promotion, Knight)));
        QVERIFY(!b.promotionOpen());
    }

    void promotionChoiceByKeys() {
        BoardInteraction b = board(kPromotion);
        click(b, A7);
        click(b, A8);
        QVERIFY(b.promotionOpen());
        b.stepPromotionChoice(1);
        b.stepPromotionChoice(1);
        QCOMPARE(b.promotionChoice(), 2);
        b.stepPromotionChoice(5);
        QCOMPARE(b.promotionChoice(), 3); // the last one holds
        b.stepPromotionChoice(-1);
        const PieceType chosen = BoardInteraction::kPromotionOrder[b.promotionChoice()];
        QCOMPARE(chosen, Rook);
        QVERIFY(requests(b.choosePromotion(chosen), Move(A7, A8, Move::Promotion, Rook)));
    }

    void promotionWithdrawn() {
        BoardInteraction b = board(kPromotion);
        drag(b, A7, A8);
        BoardReaction r = b.choosePromotion(NoPieceType); // a click beside the chooser
        QVERIFY(r.move.isNull());
        QCOMPARE(r.status->kind, InputNotice::PromotionWithdrawn);
        QVERIFY(!b.promotionOpen());
        QCOMPARE(b.shownBoard()[A7], WPawn);
        drag(b, A7, A8);
        r = b.cancel();
        QCOMPARE(r.status->kind, InputNotice::PromotionWithdrawn);
        QVERIFY(!b.promotionOpen());
        QVERIFY(b.choosePromotion(Queen).move.isNull()); // nothing left to choose
    }

    void castleOrMoveQuestion() {
        for (int which = 0; which < 2; ++which) {
            BoardInteraction b = board(kKingFirst);
            const BoardReaction r = drag(b, F1, G1);
            QCOMPARE(r.kind, InputResult::Ask);
            QVERIFY(b.questionOpen());
            QCOMPARE(b.questionOptions(), (std::vector<Move>{castle(F1, H1), Move(F1, G1)}));
            QCOMPARE(b.previewedCastles().size(), size_t(1)); // the castle answer's ghosts
            QCOMPARE(b.click(E2).kind, InputResult::Nothing); // the board waits for the answer
            const Move chosen = b.questionOptions()[size_t(which)];
            QVERIFY(requests(b.answer(chosen), chosen));
            QVERIFY(!b.questionOpen());
            QVERIFY(b.answer(chosen).move.isNull()); // answered once
        }
    }

    void questionHoverPreviewsOnlyThatAnswer() {
        BoardInteraction b = board(kKingFirst);
        click(b, F1);
        click(b, G1);
        QVERIFY(b.questionOpen());
        b.hoverAnswer(Move(F1, G1));
        QVERIFY(b.previewedCastles().empty());
        b.hoverAnswer(castle(F1, H1));
        QCOMPARE(b.previewedCastles().size(), size_t(1));
    }

    void questionDismissedWithdrawsTheMove() {
        BoardInteraction b = board(kKingFirst);
        drag(b, F1, G1);
        BoardReaction r = b.dismissQuestion();
        QVERIFY(r.move.isNull());
        QCOMPARE(r.status->kind, InputNotice::MoveWithdrawn);
        QVERIFY(!b.questionOpen());
        QVERIFY(!b.dismissQuestion().status); // once
        drag(b, F1, G1);
        r = b.cancel(); // Esc
        QCOMPARE(r.status->kind, InputNotice::MoveWithdrawn);
        QVERIFY(!b.questionOpen());
        QVERIFY(requests(drag(b, F1, E2), Move(F1, E2)));
    }

    void confirmationWaitsForEnter() {
        BoardInteraction b = board(kStart);
        b.setConfirmMoves(true);
        const BoardReaction r = drag(b, E2, E4);
        QCOMPARE(r.kind, InputResult::Play);
        QCOMPARE(r.move, Move(E2, E4));
        QVERIFY(r.waits);
        QCOMPARE(r.status->kind, InputNotice::ConfirmMove);
        QCOMPARE(r.status->san, std::string("e4"));
        QCOMPARE(b.pendingMove(), Move(E2, E4));
        QCOMPARE(b.shownBoard()[E4], WPawn);
        QCOMPARE(b.shownBoard()[E2], NoPiece);
        // the board waits: nothing else is taken meanwhile
        QCOMPARE(drag(b, D2, D4).kind, InputResult::Nothing);
        QVERIFY(!b.offerMove(Move(D2, D4)).accepted);
        QVERIFY(!b.announce().status);
        const BoardReaction confirmed = b.confirm();
        QVERIFY(confirmed.confirmed);
        QCOMPARE(confirmed.move, Move(E2, E4));
        QVERIFY(!b.hasPendingMove());
        QVERIFY(b.confirm().move.isNull());
    }

    void confirmationEscWithdraws() {
        BoardInteraction b = board(kKingFirst);
        b.setConfirmMoves(true);
        click(b, F1);
        const BoardReaction r = click(b, H1);
        QVERIFY(r.waits);
        QCOMPARE(b.pendingMove(), castle(F1, H1));
        const BoardReaction esc = b.cancel();
        QVERIFY(esc.withdrawn);
        QCOMPARE(esc.status->kind, InputNotice::MoveWithdrawn);
        QVERIFY(!b.hasPendingMove());
        QCOMPARE(b.shownBoard()[F1], WKing);
    }

    void promotionWaitsForConfirmationToo() {
        BoardInteraction b = board(kPromotion);
        b.setConfirmMoves(true);
        drag(b, A7, A8);
        const BoardReaction r = b.choosePromotion(Queen);
        QVERIFY(r.waits);
        QCOMPARE(QString::fromStdString(r.status->san), QString("a8=Q#"));
        QCOMPARE(b.shownBoard()[A8], WQueen);
    }

    void answerWaitsForConfirmationToo() {
        BoardInteraction b = board(kKingFirst);
        b.setConfirmMoves(true);
        drag(b, F1, G1);
        const BoardReaction r = b.answer(castle(F1, H1));
        QVERIFY(r.waits);
        QCOMPARE(b.pendingMove(), castle(F1, H1));
    }

    void escWithdrawsASelection() {
        BoardInteraction b = board(kStart);
        click(b, E2);
        const BoardReaction r = b.cancel();
        QVERIFY(r.status && r.status->empty());
        QCOMPARE(b.selected(), NoSquare);
    }

    void announcementAndHalfCastle() {
        BoardInteraction b = board(kKingFirst);
        BoardReaction r = b.announce();
        QCOMPARE(r.status->kind, InputNotice::Announced);
        QVERIFY(b.input().announced());
        QCOMPARE(b.previewedCastles().size(), size_t(1));
        r = drag(b, F1, G1); // the king's half: no question once announced
        QCOMPARE(r.kind, InputResult::HalfCastle);
        QCOMPARE(r.status->kind, InputNotice::HalfDone);
        QVERIFY(!b.questionOpen());
        QCOMPARE(b.shownBoard()[G1], WKing);
        QVERIFY(requests(drag(b, H1, F1), castle(F1, H1)));
    }

    void escTakesBackAHalfCastleAndTheAnnouncement() {
        BoardInteraction b = board(kKingFirst);
        b.announce();
        drag(b, F1, G1);
        const BoardReaction r = b.cancel();
        QCOMPARE(r.status->kind, InputNotice::AnnouncementWithdrawn);
        QVERIFY(!b.input().announced());
        QVERIFY(!b.input().halfCastle());
        QCOMPARE(b.shownBoard()[F1], WKing);
        QVERIFY(b.previewedCastles().empty());
    }

    void announcingWithoutACastleSaysWhy() {
        BoardInteraction b = board(kQueenBehindRook);
        const BoardReaction r = b.announce();
        QCOMPARE(r.status->kind, InputNotice::CannotCastle);
        QVERIFY(!b.input().announced());
    }

    void attemptModeReportsAndWithdraws() {
        BoardInteraction b = board(kQueenBehindRook);
        QVERIFY(b.setReportCastleAttempts(true).status);
        b.announce();
        QVERIFY(b.input().announced());
        const BoardReaction r = drag(b, C1, B1);
        QCOMPARE(r.kind, InputResult::CastleAttempt);
        QCOMPARE(r.attempt, std::optional<CastleSide>(CastleSide::ASide));
        QVERIFY(r.move.isNull());
        QVERIFY(!b.input().announced()); // the board's part ends with the report
        QVERIFY(b.gesturePreviews().empty());
        const BoardReaction other = drag(b, C1, C2);
        QCOMPARE(other.kind, InputResult::Rejected);
        QCOMPARE(other.status->kind, InputNotice::CastleAttemptsOnly);
        QVERIFY(!b.offerMove(Move(C1, C2)).accepted);
    }

    void castleShortcut() {
        BoardInteraction b = board(kQueenBehindRook);
        BoardReaction r = b.castle(CastleSide::ASide);
        QVERIFY(!r.accepted);
        QCOMPARE(r.status->kind, InputNotice::CastleImpossible);
        b.setReportCastleAttempts(true);
        r = b.castle(CastleSide::ASide);
        QVERIFY(r.accepted);
        QCOMPARE(r.attempt, std::optional<CastleSide>(CastleSide::ASide));
        BoardInteraction c = board(kClassical);
        r = c.castle(CastleSide::HSide);
        QVERIFY(r.accepted);
        QVERIFY(requests(r, castle(E1, H1)));
    }

    // A typed move replaces whatever the board was in the middle of.
    void offeredMoveReplacesTheGesture() {
        BoardInteraction b = board(kClassical);
        b.announce();
        const BoardReaction r = b.offerMove(Move(A2, A3));
        QVERIFY(r.accepted);
        QVERIFY(requests(r, Move(A2, A3)));
        QVERIFY(r.status && r.status->empty());
        QVERIFY(!b.input().announced());
        QVERIFY(!b.offerMove(Move(A2, A5)).accepted); // not legal
    }

    // The gesture under way previews its castle where the pointer is; a one-castle preview
    // lifts king and rook off their squares.
    void gesturePreviewFollowsThePointer() {
        BoardInteraction b = board(kClassical);
        b.press(E1);
        b.beginDrag();
        b.hover(G1);
        QCOMPARE(b.gesturePreviews().size(), size_t(1));
        QCOMPARE(b.liftedByPreview(), bb(E1) | bb(H1));
        b.hover(E2);
        QVERIFY(b.gesturePreviews().empty());
        QCOMPARE(b.liftedByPreview(), Bitboard(0));
        b.release(E2);
        QVERIFY(b.gesturePreviews().empty());
    }

    void notInteractiveTakesNoGesture() {
        BoardInteraction b = board(kStart);
        click(b, E2);
        const BoardReaction off = b.setInteractive(false);
        QVERIFY(off.status);
        QCOMPARE(b.selected(), NoSquare);
        QVERIFY(!b.press(E2).status);
        QCOMPARE(b.release(E4).kind, InputResult::Nothing);
        QCOMPARE(b.click(E2).kind, InputResult::Nothing);
        QVERIFY(!b.offerMove(Move(E2, E4)).accepted);
        QVERIFY(!b.castle(CastleSide::HSide).accepted);
        QVERIFY(!b.announce().status);
        b.setInteractive(true);
        QVERIFY(requests(drag(b, E2, E4), Move(E2, E4)));
    }

    // A new position ends every gesture under way, drops a waiting move and the hint, and
    // marks the move that led to it (a castle: king's and rook's squares both).
    void setPositionStartsOver() {
        BoardInteraction b = board(kClassical);
        b.setConfirmMoves(true);
        b.setHintMove(Move(A2, A4));
        drag(b, E1, H1);
        QVERIFY(b.hasPendingMove());
        const Move oo = castle(E1, H1);
        const BoardReaction r = b.setPosition(b.position().after(oo), oo);
        QVERIFY(r.withdrawn);
        QVERIFY(!b.hasPendingMove());
        QVERIFY(b.hintMove().isNull());
        QCOMPARE(b.lastMoveSquares(), bb(E1) | bb(H1) | bb(G1) | bb(F1));
        QVERIFY(!b.setPosition(b.position()).withdrawn);
        QCOMPARE(b.lastMoveSquares(), Bitboard(0));

        BoardInteraction p = board(kPromotion);
        drag(p, A7, A8);
        p.setPosition(p.position());
        QVERIFY(!p.promotionOpen());
        BoardInteraction q = board(kKingFirst);
        drag(q, F1, G1);
        q.setPosition(q.position());
        QVERIFY(!q.questionOpen());
    }

    // The board takes moves for whichever side is to move: there is no side of the person.
    void movesForBothSides() {
        BoardInteraction b = board(kStart);
        QVERIFY(!b.press(E7).status);
        QVERIFY(requests(drag(b, E2, E4), Move(E2, E4)));
        b.setPosition(b.position().after(Move(E2, E4)), Move(E2, E4));
        QVERIFY(!b.press(D2).status);
        QVERIFY(requests(drag(b, E7, E5), Move(E7, E5)));
    }

    // What the board shows: the selection with its targets (dots can be switched off, castle
    // targets stay), the last move.
    void viewOfASelection() {
        BoardInteraction b = board("4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1");
        b.setPosition(b.position(), Move(D1, E1)); // the king came from d1
        click(b, E1);
        BoardView v = b.view();
        QCOMPARE(v.selected, E1);
        QCOMPARE(v.moveTargets, bb(D1) | bb(D2) | bb(F1) | bb(F2));
        QCOMPARE(v.castleTargets, bb(A1) | bb(C1));
        QCOMPARE(v.lastMove, bb(D1) | bb(E1));
        QCOMPARE(v.pieces[E1], WKing);
        QCOMPARE(v.dragged, NoSquare);
        b.setShowLegalMoves(false);
        v = b.view();
        QCOMPARE(v.moveTargets, Bitboard(0));
        QCOMPARE(v.castleTargets, bb(A1) | bb(C1));
        b.cancel();
        v = b.view();
        QCOMPARE(v.selected, NoSquare);
        QCOMPARE(v.castleTargets, Bitboard(0));
    }

    void viewOfADrag() {
        BoardInteraction b = board(kStart);
        b.press(G1);
        QCOMPARE(b.view().dragged, NoSquare); // not yet moved far enough
        b.beginDrag();
        b.hover(F3);
        BoardView v = b.view();
        QCOMPARE(v.dragged, G1);
        QCOMPARE(v.selected, G1);
        QCOMPARE(v.dropTarget, F3);
        QCOMPARE(v.pieces[G1], WKnight);
        b.release(F3);
        v = b.view();
        QCOMPARE(v.dragged, NoSquare);
        QCOMPARE(v.dropTarget, NoSquare);
    }

    // A waiting move is shown made, with its own marks only.
    void viewOfAWaitingMove() {
        BoardInteraction b = board(kStart);
        b.setPosition(b.position().after(Move(E2, E4)), Move(E2, E4));
        QCOMPARE(b.view().lastMove, bb(E2) | bb(E4));
        b.setConfirmMoves(true);
        drag(b, E7, E5);
        const BoardView v = b.view();
        QCOMPARE(v.pending, Move(E7, E5));
        QCOMPARE(v.lastMove, Bitboard(0));
        QCOMPARE(v.pieces[E5], BPawn);
        QCOMPARE(v.pieces[E7], NoPiece);
        QCOMPARE(v.selected, NoSquare);
    }

    void viewOfCheck() {
        BoardInteraction b = board("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        QCOMPARE(b.view().check, NoSquare);
        b.setPosition(b.position().after(Move(H1, H8)), Move(H1, H8));
        QCOMPARE(b.view().check, E8);
        b.setShowCheck(false);
        QCOMPARE(b.view().check, NoSquare);
        b.setShowCheck(true);
        b.setConfirmMoves(true);
        drag(b, E8, E7);
        QCOMPARE(b.view().check, NoSquare); // the waiting move answers it
    }

    void viewOfTheHint_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("arrowFrom");
        QTest::addColumn<int>("arrowTo");
        QTest::addColumn<bool>("castles");
        QTest::newRow("move") << kStart << int(G1) << int(F3) << int(G1) << int(F3) << false;
        QTest::newRow("castle: the king's journey")
            << kClassical << int(E1) << int(H1) << int(E1) << int(G1) << true;
        QTest::newRow("castle, the king stays: the rook's")
            << "4k3/8/8/8/8/8/8/6KR w H - 0 1" << int(G1) << int(H1) << int(H1) << int(F1) << true;
    }
    void viewOfTheHint() {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, arrowFrom);
        QFETCH(int, arrowTo);
        QFETCH(bool, castles);
        BoardInteraction b = board(fen.toLatin1().constData());
        QCOMPARE(b.view().hintFrom, NoSquare);
        b.setHintMove(castles ? castle(Square(from), Square(to)) : Move(Square(from), Square(to)));
        const BoardView v = b.view();
        QCOMPARE(v.hintFrom, Square(arrowFrom));
        QCOMPARE(v.hintTo, Square(arrowTo));
        b.setPosition(b.position());
        QCOMPARE(b.view().hintTo, NoSquare);
    }

    void viewOfThePromotionChooser() {
        BoardInteraction b = board(kPromotion);
        drag(b, A7, A8);
        b.stepPromotionChoice(1);
        const BoardView v = b.view();
        QCOMPARE(v.promotion.size(), size_t(4));
        QCOMPARE(v.promotionChoice, 1);
        QVERIFY(v.previews.empty());
        QCOMPARE(v.selected, NoSquare);
    }

    void viewOfCastlePreviews() {
        BoardInteraction b = board(kClassical);
        b.announce();
        BoardView v = b.view();
        QCOMPARE(v.previews.size(), size_t(2));
        QCOMPARE(v.lifted, Bitboard(0)); // the player still has to pick them up
        b.cancel();
        b.press(E1);
        b.beginDrag();
        b.hover(G1);
        v = b.view();
        QCOMPARE(v.previews.size(), size_t(1));
        QCOMPARE(v.previews.front().move, castle(E1, H1));
        QCOMPARE(v.lifted, bb(E1) | bb(H1));
    }

    // Drawings: the right button draws arrows and marks squares in the colour of the
    // modifier keys, as on lichess.
    void drawingColoursAsOnLichess() {
        QCOMPARE(BoardInteraction::markingColour(false, false), 'G');
        QCOMPARE(BoardInteraction::markingColour(true, false), 'R'); // Shift or Ctrl
        QCOMPARE(BoardInteraction::markingColour(false, true), 'B'); // Alt
        QCOMPARE(BoardInteraction::markingColour(true, true), 'Y');
    }

    void rightDragDrawsAnArrowAndAgainRemovesIt() {
        BoardInteraction b = board(kStart);
        b.beginDrawing(E2, 'G');
        QCOMPARE(b.view().drawing, std::optional<Marking>()); // not drawn before it moves
        b.hover(E3);
        QCOMPARE(b.view().drawing, std::optional<Marking>(Marking{'G', E2, E3}));
        b.hover(E4);
        QVERIFY(b.endDrawing(E4));
        QCOMPARE(b.markings(), (std::vector<Marking>{{'G', E2, E4}}));
        QCOMPARE(b.view().markings, b.markings());
        QVERIFY(!b.view().drawing);
        b.beginDrawing(E2, 'G');
        QVERIFY(b.endDrawing(E4));
        QVERIFY(b.markings().empty());
    }

    void rightClickMarksASquare() {
        BoardInteraction b = board(kStart);
        b.beginDrawing(D5, 'R');
        b.hover(D5);
        QCOMPARE(b.view().drawing, std::optional<Marking>(Marking{'R', D5, D5}));
        QVERIFY(b.endDrawing(D5));
        b.beginDrawing(E2, 'G');
        QVERIFY(b.endDrawing(E4));
        QCOMPARE(b.markings(), (std::vector<Marking>{{'R', D5, D5}, {'G', E2, E4}}));
        b.beginDrawing(D5, 'R');
        QVERIFY(b.endDrawing(D5));
        QCOMPARE(b.markings(), (std::vector<Marking>{{'G', E2, E4}}));
    }

    // The same arrow in another colour takes the old one's place.
    void anotherColourReplaces() {
        BoardInteraction b = board(kStart);
        b.beginDrawing(E2, 'G');
        b.endDrawing(E4);
        b.beginDrawing(E2, 'Y');
        QVERIFY(b.endDrawing(E4));
        QCOMPARE(b.markings(), (std::vector<Marking>{{'Y', E2, E4}}));
        b.beginDrawing(E4, 'B'); // the other way round is another arrow
        b.endDrawing(E2);
        QCOMPARE(b.markings().size(), size_t(2));
    }

    void drawingOffTheBoardDrawsNothing() {
        BoardInteraction b = board(kStart);
        b.beginDrawing(E2, 'G');
        b.hover(NoSquare);
        QVERIFY(!b.view().drawing);
        QVERIFY(!b.endDrawing(NoSquare));
        b.beginDrawing(NoSquare, 'G');
        QVERIFY(!b.endDrawing(E4));
        QVERIFY(b.markings().empty());
        QVERIFY(!b.endDrawing(E4)); // no drawing under way
    }

    // Drawing never moves a piece, and playing keeps the drawings: a left click does not
    // clear them (unlike lichess); a new position does.
    void drawingsAndMovesLeaveEachOtherAlone() {
        BoardInteraction b = board(kStart);
        click(b, G1);
        b.beginDrawing(G1, 'G');
        QVERIFY(b.endDrawing(F3));
        QCOMPARE(b.selected(), G1);
        QVERIFY(requests(click(b, F3), Move(G1, F3)));
        click(b, E2);
        b.cancel();
        QCOMPARE(b.markings().size(), size_t(1));
        b.setPosition(b.position()); // the same position: the drawings stay
        QCOMPARE(b.markings().size(), size_t(1));
        b.setPosition(b.position().after(Move(G1, F3)), Move(G1, F3));
        QVERIFY(b.markings().empty());
    }

    void drawingsCanBeShownAndCleared() {
        BoardInteraction b = board(kStart);
        const std::vector<Marking> given{{'R', E4, E4}, {'B', D1, H5}};
        b.setMarkings(given);
        QCOMPARE(b.view().markings, given);
        b.beginDrawing(E4, 'R');
        QVERIFY(b.endDrawing(E4));
        QCOMPARE(b.markings(), (std::vector<Marking>{{'B', D1, H5}}));
        QVERIFY(b.clearMarkings());
        QVERIFY(b.markings().empty());
        QVERIFY(!b.clearMarkings());
    }

    // Premoves: the person (Black here) moves ahead while the other side is to move. The
    // gesture is read as if White passed, the move is kept, not requested, and shown made.
    void premoveIsKeptAndShown() {
        BoardInteraction b = premoveBoard(kStart, Black);
        QVERIFY(b.premoving());
        const BoardReaction r = drag(b, E7, E5);
        QVERIFY(r.move.isNull());
        QCOMPARE(r.premove, std::optional(Move(E7, E5)));
        QCOMPARE(b.premove(), Move(E7, E5));
        QVERIFY(r.status);
        QCOMPARE(r.status->kind, InputNotice::Premove);
        QCOMPARE(r.status->san, std::string("e5"));
        QCOMPARE(b.position().sideToMove(), White);
        const BoardView v = b.view();
        QCOMPARE(v.pieces[E5], BPawn);
        QCOMPARE(v.pieces[E7], NoPiece);
        QCOMPARE(v.premoveSquares, bb(E7) | bb(E5));
        // By clicks as well; a new premove replaces the one before.
        click(b, G8);
        const BoardReaction second = click(b, F6);
        QCOMPARE(second.premove, std::optional(Move(G8, F6)));
        QCOMPARE(b.premove(), Move(G8, F6));
        QCOMPARE(b.view().pieces[E7], BPawn);
    }

    // The reply makes it legal: it is requested at once, without waiting for confirmation.
    void premovePlayedWhenLegalAfterTheReply() {
        BoardInteraction b = premoveBoard(kStart, Black);
        b.setConfirmMoves(true);
        drag(b, E7, E5);
        QVERIFY(!b.hasPendingMove());
        const Move reply(E2, E4);
        const BoardReaction r = b.setPosition(b.position().after(reply), reply);
        QVERIFY(requests(r, Move(E7, E5)));
        QCOMPARE(r.premove, std::optional(Move()));
        QVERIFY(b.premove().isNull());
        QVERIFY(!b.hasPendingMove());
    }

    // The reply makes it illegal (here: d8 is attacked now): it is dropped without a word.
    void premoveDroppedWhenIllegalAfterTheReply() {
        BoardInteraction b = premoveBoard("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Black);
        drag(b, E8, D8);
        QCOMPARE(b.premove(), Move(E8, D8));
        const Move reply(A1, D1);
        const BoardReaction r = b.setPosition(b.position().after(reply), reply);
        QVERIFY(r.move.isNull());
        QCOMPARE(r.premove, std::optional(Move()));
        QVERIFY(b.premove().isNull());
        QVERIFY(!r.status || r.status->empty());
    }

    // The same position shown again keeps it; another position where the premove side is still
    // not to move (a take-back, browsing) drops it, and so does turning premoves off.
    void premoveKeptOnlyForTheSamePosition() {
        BoardInteraction b = premoveBoard(kStart, Black);
        drag(b, E7, E5);
        QVERIFY(!b.setPosition(b.position()).premove);
        QCOMPARE(b.premove(), Move(E7, E5));
        b.setPosition(position("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 2"));
        QVERIFY(b.premove().isNull());
        b.setPosition(position(kStart));
        drag(b, E7, E5);
        QCOMPARE(b.setPremoveSide(std::nullopt).premove, std::optional(Move()));
        QVERIFY(b.premove().isNull());
        QVERIFY(!b.premoving());
    }

    void premoveCancelledByEsc() {
        BoardInteraction b = premoveBoard(kStart, Black);
        drag(b, E7, E5);
        const BoardReaction r = b.cancel();
        QCOMPARE(r.premove, std::optional(Move()));
        QVERIFY(b.premove().isNull());
        QCOMPARE(b.view().pieces[E7], BPawn);
        QCOMPARE(b.view().premoveSquares, Bitboard(0));
        QVERIFY(b.setPosition(b.position().after(Move(E2, E4))).move.isNull());
    }

    // The right button takes the premove back instead of drawing.
    void premoveCancelledByARightClick() {
        BoardInteraction b = premoveBoard(kStart, Black);
        drag(b, E7, E5);
        QCOMPARE(b.beginDrawing(E5, 'G').premove, std::optional(Move()));
        QVERIFY(b.premove().isNull());
        QVERIFY(!b.endDrawing(E5));
        QVERIFY(b.markings().empty());
        // Without a premove the right button draws as ever.
        QVERIFY(!b.beginDrawing(E5, 'G').premove);
        QVERIFY(b.endDrawing(E5));
    }

    // A Chess960 castle premoved by the king onto its rook, shown castled, played after a
    // quiet reply and dropped after a reply that attacks the king's path.
    void premovedCastleKingOntoRook() {
        const char* fen = "1r2k1r1/ppppp1pp/8/8/8/8/PPPPP1PP/1R2K1R1 w GBgb - 0 1";
        BoardInteraction b = premoveBoard(fen, Black);
        const BoardReaction r = drag(b, E8, G8);
        QCOMPARE(r.premove, std::optional(castle(E8, G8)));
        const BoardView v = b.view();
        QCOMPARE(v.pieces[G8], BKing);
        QCOMPARE(v.pieces[F8], BRook);
        QCOMPARE(v.pieces[E8], NoPiece);
        QCOMPARE(v.premoveSquares, bb(E8) | bb(G8) | bb(F8));
        const Move quiet(A2, A3);
        QVERIFY(requests(b.setPosition(b.position().after(quiet), quiet), castle(E8, G8)));

        BoardInteraction attacked = premoveBoard(fen, Black);
        click(attacked, E8);
        QCOMPARE(click(attacked, G8).premove, std::optional(castle(E8, G8)));
        const Move rookToF(G1, F1); // now the king would cross f8 under attack
        const BoardReaction dropped =
            attacked.setPosition(attacked.position().after(rookToF), rookToF);
        QVERIFY(dropped.move.isNull());
        QVERIFY(attacked.premove().isNull());
    }

    // The other castling gestures premove too: the castling shortcut, and the announcement
    // followed by a click on the rook.
    void premovedCastleByShortcutAndAnnouncement() {
        const char* fen = "1r2k1r1/ppppp1pp/8/8/8/8/PPPPP1PP/1R2K1R1 w GBgb - 0 1";
        BoardInteraction shortcut = premoveBoard(fen, Black);
        const BoardReaction r = shortcut.castle(CastleSide::HSide);
        QVERIFY(r.accepted);
        QCOMPARE(r.premove, std::optional(castle(E8, G8)));
        QCOMPARE(shortcut.premove(), castle(E8, G8));

        BoardInteraction announced = premoveBoard(fen, Black);
        QCOMPARE(announced.announce().status->kind, InputNotice::Announced);
        QCOMPARE(announced.announce().status->color, Black);
        QCOMPARE(click(announced, B8).premove, std::optional(castle(E8, B8)));
        QVERIFY(!announced.input().announced());
        const Move quiet(A2, A3);
        QVERIFY(requests(announced.setPosition(announced.position().after(quiet), quiet),
                         castle(E8, B8)));
    }

    // A premoved promotion asks for the piece like a move does.
    void premovedPromotion() {
        BoardInteraction b = premoveBoard("k7/6P1/8/8/8/8/8/2K5 b - - 0 1", White);
        drag(b, G7, G8);
        QVERIFY(b.promotionOpen());
        QCOMPARE(b.choosePromotion(Knight).premove,
                 std::optional(Move(G7, G8, Move::Promotion, Knight)));
        const Move reply(A8, B7);
        QVERIFY(requests(b.setPosition(b.position().after(reply), reply),
                         Move(G7, G8, Move::Promotion, Knight)));
    }

    // Nothing is premoved with the mode off, for the side to move, on a board that takes
    // moves, or with the other side's pieces.
    void nothingPremovedOutsideTheMode() {
        BoardInteraction off = board(kStart);
        off.setInteractive(false);
        QVERIFY(!off.premoving());
        QVERIFY(!drag(off, E7, E5).premove);
        QVERIFY(off.premove().isNull());

        BoardInteraction toMove = premoveBoard(kStart, White);
        QVERIFY(!toMove.premoving());
        QVERIFY(!drag(toMove, E2, E4).premove);
        QVERIFY(!drag(toMove, E7, E5).premove);
        QVERIFY(toMove.premove().isNull());

        BoardInteraction others = premoveBoard(kStart, Black);
        QVERIFY(!drag(others, E2, E4).premove);
        QVERIFY(others.premove().isNull());

        BoardInteraction live = board(kStart);
        live.setPremoveSide(Black);
        QVERIFY(!live.premoving());
        QVERIFY(requests(drag(live, E2, E4), Move(E2, E4)));

        BoardInteraction attempts = premoveBoard(kStart, Black);
        attempts.setReportCastleAttempts(true);
        QVERIFY(!attempts.premoving());
    }

    // A board that takes no moves (history, the computer's turn) can still be drawn on; the
    // promotion chooser covers the board and takes no drawing.
    void drawingWhenNoMoveIsTaken() {
        BoardInteraction b = board(kStart);
        b.setInteractive(false);
        b.beginDrawing(E2, 'G');
        QVERIFY(b.endDrawing(E4));
        BoardInteraction p = board(kPromotion);
        drag(p, A7, A8);
        p.beginDrawing(C1, 'G');
        QVERIFY(!p.endDrawing(C3));
        QVERIFY(p.markings().empty());
    }
};

QTEST_APPLESS_MAIN(TestBoardInteraction)
#include "tst_boardinteraction.moc"
