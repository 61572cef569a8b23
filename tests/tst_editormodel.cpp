// The board editor's model (EditorModel, Qt-free): placing, moving and removing pieces, which
// rooks are offered a castling right (two rooks on one side of the king told apart), rights
// and en-passant squares dropped by an edit with a note, the en-passant squares offered, the
// FEN both ways, validation and the start-position number.
#include "editor/editormodel.h"

#include "chess960/startpos.h"

#include <QTest>

using namespace chess960;
using chess960::ui::EditorModel;
using chess960::ui::EditorNote;

namespace {

Bitboard squares(std::initializer_list<Square> list) {
    Bitboard b = 0;
    for (Square s : list) b |= bb(s);
    return b;
}

EditorModel loaded(const char* fen) {
    EditorModel m;
    if (auto e = m.loadFen(fen)) qWarning("bad FEN in test: %s", e->message.c_str());
    return m;
}

} // namespace

class TestEditorModel : public QObject {
    Q_OBJECT
private slots:
    void startsOnTheClassicalPosition() {
        EditorModel m;
        QCOMPARE(m.fen(FenStyle::XFen), startFen(518));
        QVERIFY(m.isValid());
        QCOMPARE(m.startPair()->white, 518);
    }

    void placeMoveRemove() {
        EditorModel m;
        m.clear();
        QCOMPARE(m.fen(FenStyle::XFen), std::string("8/8/8/8/8/8/8/8 w - - 0 1"));
        QVERIFY(!m.isValid());
        m.place(E1, WKing);
        m.place(E8, BKing);
        m.place(D4, WQueen);
        QVERIFY(m.isValid());
        m.move(D4, D7);
        QCOMPARE(m.pieceOn(D4), NoPiece);
        QCOMPARE(m.pieceOn(D7), WQueen);
        // White to move with Black in check: refused, and the squares are named.
        QCOMPARE(int(m.problems().size()), 1);
        QCOMPARE(int(m.problems()[0].error.code), int(ErrorCode::FenWaitingKingInCheck));
        QCOMPARE(m.problems()[0].squares, squares({E8, D7}));
        m.setSideToMove(Black);
        QVERIFY(m.isValid());
        m.remove(D7);
        QCOMPARE(m.fen(FenStyle::XFen), std::string("4k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        // Moving onto a piece takes it.
        m.move(E1, E8);
        QCOMPARE(m.pieceOn(E8), WKing);
        QCOMPARE(int(m.problems()[0].error.code), int(ErrorCode::FenKingCount));
    }

    void rooksOfferedARight() {
        // King b1 with rook a1 on its a-side and rooks d1 and g1 on its h-side; a rook off
        // the back rank and Black's rook with its king off the rank get nothing.
        EditorModel m = loaded("r7/4k3/8/8/8/8/R7/RK1R2R1 w - - 0 1");
        QCOMPARE(m.castlingCandidates(), squares({A1, D1, G1}));
        QVERIFY(!m.setCastlingRight(A2, true));
        QVERIFY(!m.setCastlingRight(A8, true));
        QVERIFY(m.setCastlingRight(D1, true));
        QVERIFY(m.hasCastlingRight(D1));
        QCOMPARE(m.fen(FenStyle::XFen), std::string("r7/4k3/8/8/8/8/R7/RK1R2R1 w D - 0 1"));
        // The outer rook on the same side takes the right over: one right per side.
        QVERIFY(m.setCastlingRight(G1, true));
        QVERIFY(!m.hasCastlingRight(D1));
        QVERIFY(m.setCastlingRight(A1, true));
        QCOMPARE(m.fen(FenStyle::XFen), std::string("r7/4k3/8/8/8/8/R7/RK1R2R1 w KQ - 0 1"));
        QCOMPARE(m.fen(FenStyle::Shredder), std::string("r7/4k3/8/8/8/8/R7/RK1R2R1 w GA - 0 1"));
        QVERIFY(m.setCastlingRight(G1, false));
        QCOMPARE(m.setup().castlingRooks, bb(A1));
        QVERIFY(m.isValid());
    }

    void kingInACornerOffersNothing() {
        EditorModel m = loaded("4k3/8/8/8/8/8/8/K2R3R w - - 0 1");
        QCOMPARE(m.castlingCandidates(), Bitboard(0));
    }

    void rightDroppedWhenItsKingOrRookMoves() {
        EditorModel m = loaded("4k3/8/8/8/8/8/8/1R1K1RR1 w - - 0 1");
        QVERIFY(m.setCastlingRight(F1, true));
        QVERIFY(m.setCastlingRight(B1, true));
        QVERIFY(m.notes().empty());
        // The king steps between the rooks: f1 is still on its h-side, b1 on its a-side.
        m.move(D1, E1);
        QCOMPARE(m.setup().castlingRooks, squares({B1, F1}));
        QVERIFY(m.notes().empty());
        // The rook on f1 leaves: its right goes, and the note says so.
        m.move(F1, F4);
        QCOMPARE(m.setup().castlingRooks, bb(B1));
        QCOMPARE(m.notes(), (std::vector<EditorNote>{{EditorNote::RightDropped, White, F1}}));
        // A piece put on the rook's square takes its right too.
        m.place(B1, WKnight);
        QCOMPARE(m.setup().castlingRooks, Bitboard(0));
        QCOMPARE(m.notes(), (std::vector<EditorNote>{{EditorNote::RightDropped, White, B1}}));
        // The king leaving its rank takes every right.
        QVERIFY(m.setCastlingRight(G1, true));
        m.move(E1, E2);
        QCOMPARE(m.setup().castlingRooks, Bitboard(0));
        QCOMPARE(m.notes(), (std::vector<EditorNote>{{EditorNote::RightDropped, White, G1}}));
        // The next edit starts with no notes.
        m.place(H4, BPawn);
        QVERIFY(m.notes().empty());
    }

    void kingMovedPastItsRookDropsTheRight() {
        // With the king in the h1 corner no rook can castle: both rights go.
        EditorModel m = loaded("4k3/8/8/8/8/8/8/R3K1R1 w AG - 0 1");
        m.move(E1, H1);
        QCOMPARE(m.castlingCandidates(), Bitboard(0));
        QCOMPARE(m.setup().castlingRooks, Bitboard(0));
        QCOMPARE(int(m.notes().size()), 2);
    }

    void epSquaresOffered() {
        // Black has just played d7-d5 or f7-f5 as far as the board can tell; only d6 and f6 are
        // captures White can make (e5 takes on either).
        EditorModel m = loaded("4k3/8/8/3pPp2/8/8/8/4K3 w - - 0 1");
        QCOMPARE(m.epCandidates(), squares({D6, F6}));
        QVERIFY(!m.setEpSquare(C6));
        QVERIFY(m.setEpSquare(F6));
        QCOMPARE(m.fen(FenStyle::XFen), std::string("4k3/8/8/3pPp2/8/8/8/4K3 w - f6 0 1"));
        // A capture that would leave the king in check is not offered.
        EditorModel pinned = loaded("4k3/8/8/K2pP2r/8/8/8/8 w - - 0 1");
        QCOMPARE(pinned.epCandidates(), Bitboard(0));
        // A piece on the square the pawn passed: no double step, no offer.
        m.place(D7, BKnight);
        QCOMPARE(m.epCandidates(), bb(F6));
    }

    void epDroppedByAnEditOrTheSideToMove() {
        EditorModel m = loaded("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        QVERIFY(m.setEpSquare(D6));
        m.setSideToMove(Black);
        QCOMPARE(m.epSquare(), NoSquare);
        QCOMPARE(m.notes(), (std::vector<EditorNote>{{EditorNote::EpDropped, White, D6}}));
        m.setSideToMove(White);
        QVERIFY(m.setEpSquare(D6));
        m.remove(E5);
        QCOMPARE(m.epSquare(), NoSquare);
        QCOMPARE(int(m.notes().size()), 1);
        QVERIFY(m.setEpSquare(NoSquare));
    }

    void fenBothWays() {
        EditorModel m;
        const std::string inner = "4k3/8/8/8/8/8/8/1KR2R2 w C - 5 40";
        QVERIFY(!m.loadFen(inner));
        QCOMPARE(m.fen(FenStyle::XFen), inner);
        QCOMPARE(m.fen(FenStyle::Shredder), std::string("4k3/8/8/8/8/8/8/1KR2R2 w C - 5 40"));
        QCOMPARE(m.setup().halfmoveClock, 5);
        QCOMPARE(m.setup().fullmoveNumber, 40);
        QCOMPARE(m.setup().castlingRooks, bb(C1));
        // A FEN that cannot be read changes nothing and says why.
        const auto error = m.loadFen("4k3/8/8 w - - 0 1");
        QVERIFY(error);
        QCOMPARE(int(error->code), int(ErrorCode::FenTooFewRanks));
        QCOMPARE(m.fen(FenStyle::XFen), inner);
        // Rights its board cannot have are dropped, with a note.
        QVERIFY(!m.loadFen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"));
        QCOMPARE(m.setup().castlingRooks, Bitboard(0));
        QCOMPARE(int(m.notes().size()), 2);
        // A FEN whose position cannot be played is loaded all the same, with its reasons.
        QVERIFY(!m.loadFen("8/8/8/8/8/8/8/8 w - - 0 1"));
        QCOMPARE(m.fen(FenStyle::XFen), std::string("8/8/8/8/8/8/8/8 w - - 0 1"));
        QCOMPARE(int(m.problems().size()), 2);
        QVERIFY(!m.loadFen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"));
        m.setHalfmoveClock(12);
        m.setFullmoveNumber(30);
        QCOMPARE(m.fen(FenStyle::XFen), std::string("4k3/8/8/8/8/8/8/4K3 w - - 12 30"));
    }

    void startPositionsAndTheirNumbers() {
        EditorModel m;
        m.setStartPosition(202, 750);
        QCOMPARE(m.fen(FenStyle::XFen), dfrcFen(202, 750));
        QCOMPARE(m.startPair()->white, 202);
        QCOMPARE(m.startPair()->black, 750);
        m.setStartPosition(7, 7);
        QCOMPARE(m.fen(FenStyle::XFen), startFen(7));
        QCOMPARE(m.startPair()->black, 7);
        m.move(E2, E4);
        QVERIFY(!m.startPair());
        QVERIFY(m.position());
    }

    void mirrorColours() {
        EditorModel m = loaded("4k3/8/8/3pP3/8/8/8/R3K2R w Q d6 3 12");
        m.mirrorColours();
        QCOMPARE(m.fen(FenStyle::XFen), std::string("r3k2r/8/8/8/3Pp3/8/8/4K3 b q d3 3 12"));
        QVERIFY(m.isValid());
    }

    void gamePositionIsTakenAsItIs() {
        EditorModel m;
        const Position pos = *Position::fromFen("r3k2r/8/8/8/4Pp2/8/8/R3K2R b Kq e3 4 30");
        m.setPosition(pos);
        QCOMPARE(m.fen(FenStyle::XFen), pos.fen());
        QCOMPARE(m.position()->key(), pos.key());
    }
};

QTEST_APPLESS_MAIN(TestEditorModel)
#include "tst_editormodel.moc"
