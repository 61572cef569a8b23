// The set-up validator: one test per reason a set-up is refused, each with the squares it
// marks; every reason listed at once; valid set-ups give back their position; the FEN of a
// set-up that is not valid.
#include "chess960/errortext.h"
#include "chess960/setup.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <algorithm>

using namespace chess960;
using testutil::position;
using E = ErrorCode;
using Args = std::vector<std::string>;

namespace {

// A set-up from a FEN's placement (which may be illegal) and the other fields given apart.
Setup setup(const std::string& placement, Color side = White, Bitboard rights = 0,
            Square ep = NoSquare) {
    Setup s;
    int rank = 7, file = 0;
    for (char c : placement) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            s.board[makeSquare(file++, rank)] = pieceFromLetter(c);
        }
    }
    s.side = side;
    s.castlingRooks = rights;
    s.epSquare = ep;
    return s;
}

Bitboard squares(std::initializer_list<Square> list) {
    Bitboard b = 0;
    for (Square s : list) b |= bb(s);
    return b;
}

// The only problem of a set-up that must have exactly one.
SetupProblem only(const Setup& s) {
    const auto problems = validateSetup(s);
    if (problems.size() != 1) {
        std::string all;
        for (const auto& p : problems) all += p.error.message + "; ";
        qWarning("expected one problem, got %d: %s", int(problems.size()), all.c_str());
        return {};
    }
    return problems.front();
}

void check(const SetupProblem& p, ErrorCode code, const Args& args, Bitboard marked) {
    QCOMPARE(int(p.error.code), int(code));
    QCOMPARE(p.error.args, args);
    QCOMPARE(p.error.message, errorText(p.error));
    QCOMPARE(p.squares, marked);
}

} // namespace

class TestPositionValidator : public QObject {
    Q_OBJECT
private slots:
    void noKing() { check(only(setup("4k3/8/8/8/8/8/8/8")), E::FenKingCount, {"w", "0"}, 0); }

    void twoKingsOfAColour() {
        check(only(setup("4k3/8/8/8/8/8/8/K3K3")), E::FenKingCount, {"w", "2"}, squares({A1, E1}));
    }

    void pawnOnFirstOrLastRank() {
        const auto problems = validateSetup(setup("P3k3/8/8/8/8/8/8/4K2p"));
        QCOMPARE(problems.size(), size_t(2));
        check(problems[0], E::FenPawnOnEdgeRank, {"h1"}, bb(H1));
        check(problems[1], E::FenPawnOnEdgeRank, {"a8"}, bb(A8));
    }

    void moreThanEightPawns() {
        check(only(setup("4k3/8/8/8/8/7P/PPPPPPPP/4K3")), E::FenTooManyPawns, {"w", "9"},
              rankBB(1) | bb(H3));
    }

    void morePiecesThanPromotionsAllow() {
        // Three queens and seven pawns: two extra pieces, one missing pawn.
        check(only(setup("4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3")), E::FenTooManyPieces, {"w", "2", "1"},
              squares({A1, B1, C1}));
    }

    void sideNotToMoveInCheck() {
        check(only(setup("4k3/8/8/8/8/8/8/R3K2r", Black)), E::FenWaitingKingInCheck,
              {"w", "e1", "h1"}, squares({E1, H1}));
    }

    void threeCheckers() {
        check(only(setup("4k3/8/8/8/8/3n1n2/8/r3K3")), E::FenTooManyCheckers, {"w", "3"},
              squares({A1, D3, F3, E1}));
    }

    void checkedByTwoKnights() {
        check(only(setup("4k3/8/8/8/8/3n1n2/8/4K3")), E::SetupImpossibleCheck, {"w", "d3", "f3"},
              squares({D3, F3, E1}));
    }

    void checkedByTwoPawns() {
        check(only(setup("8/8/8/3k4/2P1P3/8/8/4K3", Black)), E::SetupImpossibleCheck,
              {"b", "c4", "e4"}, squares({C4, E4, D5}));
    }

    void checkersOnOneLineThroughTheKing() {
        check(only(setup("4k3/8/8/8/8/8/8/r3K2r")), E::SetupImpossibleCheck, {"w", "a1", "h1"},
              squares({A1, H1, E1}));
    }

    void possibleDoubleCheckIsAccepted() {
        // A knight that moved off the rook's file: knight and rook check at once.
        QVERIFY(validateSetup(setup("4k3/8/8/8/4r3/3n4/8/4K3")).empty());
    }

    void castlingRightWithTheKingOffItsRank() {
        check(only(setup("4k3/8/8/8/8/8/4K3/7R", White, bb(H1))), E::FenCastlingKingMoved,
              {"H", "w", "e2"}, squares({E2, H1}));
    }

    void castlingRightWithoutItsRook() {
        check(only(setup("4k3/8/8/8/8/8/8/4K1N1", White, bb(G1))), E::FenCastlingNoRookOnSquare,
              {"G", "w", "g1"}, bb(G1));
    }

    void castlingRightWithTheKingInACorner() {
        check(only(setup("r6k/8/8/8/8/8/8/4K3", Black, bb(A8))), E::FenCastlingKingInCorner,
              {"b", "h8"}, squares({H8, A8}));
    }

    void twoCastlingRightsOnOneSide() {
        // King b1 between rooks a1 (a-side) and two h-side rooks e1 and h1.
        check(only(setup("3k4/8/8/8/8/8/8/RK2R2R", White, squares({A1, E1, H1}))),
              E::FenCastlingRepeated, {"E", "w", "h"}, squares({E1, H1}));
    }

    void epSquareOnTheWrongRank() {
        check(only(setup("4k3/8/8/3pP3/8/8/8/4K3", White, 0, D3)), E::FenEpWrongRank,
              {"d3", "6", "w"}, bb(D3));
    }

    void epSquareWithoutAPawnThatStepped() {
        check(only(setup("4k3/8/8/4P3/8/8/8/4K3", White, 0, D6)), E::FenEpNoPawn, {"d6", "b", "d5"},
              squares({D6, D5}));
    }

    void epSquareOccupied() {
        check(only(setup("4k3/3n4/8/3pP3/8/8/8/4K3", White, 0, D6)), E::FenEpOccupied, {"d6", "d7"},
              squares({D6, D7}));
    }

    void epSquareWhereNoCaptureIsPossible() {
        check(only(setup("4k3/8/8/3p4/8/8/8/4K3", White, 0, D6)), E::SetupEpNoCapture, {"d6", "w"},
              bb(D6));
        // A capture that would leave the king in check is no capture either.
        check(only(setup("8/8/8/K2pP2r/8/8/8/4k3", White, 0, D6)), E::SetupEpNoCapture, {"d6", "w"},
              bb(D6));
    }

    void checkTheDoubleStepCannotHaveGiven() {
        // The bishop on b8 checked the king before d7-d5 as well, so that step was no legal
        // last move (cxd6 would be legal: it blocks the check).
        check(only(setup("1b5k/8/8/2Pp4/5K2/8/8/8", White, 0, D6)), E::SetupCheckBeforeDoubleStep,
              {"w", "b8", "d5"}, squares({B8, D5, F4}));
        // A check the step gives is fine.
        QVERIFY(validateSetup(setup("7k/8/8/3pP3/4K3/8/8/8", White, 0, D6)).empty());
    }

    void clocksOutOfRange() {
        Setup s = setup("4k3/8/8/8/8/8/8/4K3");
        s.halfmoveClock = -1;
        s.fullmoveNumber = 0;
        const auto problems = validateSetup(s);
        QCOMPARE(problems.size(), size_t(2));
        check(problems[0], E::FenBadHalfmoveClock, {"-1"}, 0);
        check(problems[1], E::FenBadMoveNumber, {"0"}, 0);
    }

    void everyReasonIsListed() {
        // Black has no king, a white pawn on h8, a right for a missing rook and a bad ep.
        const auto problems = validateSetup(setup("7P/8/8/8/8/8/8/4K3", White, bb(A1), C6));
        std::vector<ErrorCode> codes;
        for (const auto& p : problems) codes.push_back(p.error.code);
        QCOMPARE(codes, (std::vector<ErrorCode>{E::FenKingCount, E::FenPawnOnEdgeRank,
                                                E::FenCastlingNoRookOnSquare, E::FenEpNoPawn}));
    }

    void validSetupsGiveTheirPosition_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("classical") << QString::fromStdString(startFen(518));
        QTest::newRow("dfrc") << QString::fromStdString(dfrcFen(202, 750));
        QTest::newRow("inner rook") << "r3k3/8/8/8/8/8/8/R1R1K2R w Cq - 3 20";
        QTest::newRow("ep") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 9";
        QTest::newRow("black to move") << "r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQkq e3 0 1";
    }

    void validSetupsGiveTheirPosition() {
        QFETCH(QString, fen);
        const Position pos = position(fen.toStdString());
        const Setup s = Setup::fromPosition(pos);
        QVERIFY(validateSetup(s).empty());
        const auto back = positionFromSetup(s);
        QVERIFY(back.ok());
        QCOMPARE(back->fen(FenStyle::Shredder), pos.fen(FenStyle::Shredder));
        QCOMPARE(back->key(), pos.key());
        QCOMPARE(back->key(), back->computeKey());
        QCOMPARE(back->checkers(), pos.checkers());
        QCOMPARE(setupFen(s), pos.fen());
        QCOMPARE(setupFen(s, FenStyle::Shredder), pos.fen(FenStyle::Shredder));
    }

    void invalidSetupGivesTheFirstError() {
        const auto pos = positionFromSetup(setup("4k3/8/8/8/8/8/8/8"));
        QVERIFY(!pos.ok());
        QCOMPARE(int(pos.error().code), int(E::FenKingCount));
    }

    void fenOfAnInvalidSetup() {
        Setup s = setup("4k3/8/8/8/8/8/4K3/R6R", Black, squares({A1, H1}));
        s.halfmoveClock = 4;
        s.fullmoveNumber = 7;
        // The king is off its rank: K/Q would name nothing, so the files are written.
        QCOMPARE(setupFen(s), std::string("4k3/8/8/8/8/8/4K3/R6R b HA - 4 7"));
    }

    void setupFromFenReadsWhatTheReaderRefuses() {
        // No kings at all: a set-up still, with its reasons.
        auto empty = setupFromFen("8/8/8/8/8/8/8/8 w - - 0 1");
        QVERIFY(empty.ok());
        QCOMPARE(empty->board, Setup().board);
        QCOMPARE(int(validateSetup(*empty).size()), 2);
        // The rights and clocks are read as written; K/Q name the outermost rook.
        auto check = setupFromFen("4k3/8/8/8/8/8/8/R3K2r b Q - 3 9");
        QVERIFY(check.ok());
        QCOMPARE(check->side, Black);
        QCOMPARE(check->castlingRooks, bb(A1));
        QCOMPARE(check->halfmoveClock, 3);
        QCOMPARE(check->fullmoveNumber, 9);
        QCOMPARE(int(only(*check).error.code), int(E::FenWaitingKingInCheck));
        // A file letter is kept even without its rook, for the validator to name.
        auto noRook = setupFromFen("4k3/8/8/8/8/8/8/4K3 w G - 0 1");
        QVERIFY(noRook.ok());
        QCOMPARE(noRook->castlingRooks, bb(G1));
        // The clocks may be left out.
        QCOMPARE(setupFromFen("4k3/8/8/8/8/8/8/4K3 w - -")->fullmoveNumber, 1);
        // A valid FEN gives the set-up of its position.
        const std::string fen = "r3k2r/8/8/8/4Pp2/8/8/R3K2R b Kq e3 4 30";
        QCOMPARE(*setupFromFen(fen), Setup::fromPosition(position(fen)));
        // What is not a FEN is still refused, with the reader's own error.
        for (const char* bad : {"x7/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 x - - 0 1",
                                "4k3/8/8/8/8/8/8/4K3 w X - 0 1", "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
                                "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
                                "8/8/8/8/8/8/8/8 w", "8/8/8 w - - 0 1"}) {
            const auto read = setupFromFen(bad);
            QVERIFY2(!read.ok(), bad);
            QCOMPARE(int(read.error().code), int(Position::fromFen(bad).error().code));
        }
    }

    void fenReaderRefusesForTheSameRules() {
        // The reader stops at the first reason the validator gives.
        const auto read = Position::fromFen("4k3/8/8/8/8/8/8/R3K2r b - - 0 1");
        QVERIFY(!read.ok());
        const auto problems = validateSetup(setup("4k3/8/8/8/8/8/8/R3K2r", Black));
        QCOMPARE(int(read.error().code), int(problems.front().error.code));
        QCOMPARE(read.error().args, problems.front().error.args);
    }
};

QTEST_APPLESS_MAIN(TestPositionValidator)
#include "tst_positionvalidator.moc"
