// FEN reading and writing: X-FEN and Shredder-FEN castling fields, round trips, and one
// specific error for each kind of malformed or impossible FEN.
#include "chess960/movegen.h"
#include "chess960/position.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <cctype>

using namespace chess960;
using testutil::position;

class TestFen : public QObject {
    Q_OBJECT
private slots:
    void classicalStartIsStandardFen() {
        Position pos = Position::startPosition(518);
        QCOMPARE(pos.fen(),
                 std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QCOMPARE(pos.fen(FenStyle::Shredder),
                 std::string("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
        QCOMPARE(pos.startPositionNumber(), 518);
    }

    void everyStartPositionRoundTrips() {
        for (int n = 0; n < 960; ++n) {
            Position pos = Position::startPosition(n);
            QCOMPARE(pos.fen(), startFen(n));
            QCOMPARE(pos.startPositionNumber(), n);
            Position shredder = position(pos.fen(FenStyle::Shredder));
            QVERIFY(shredder.samePosition(pos));
            QCOMPARE(shredder.key(), pos.key());
            QCOMPARE(pos.key(), pos.computeKey());
        }
    }

    void castlingFieldStyles_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("xfen");
        QTest::addColumn<QString>("shredder");
        // Outermost rooks: KQkq; an inner rook with another rook outside it: its file.
        QTest::newRow("outer rooks") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1"
                                     << "KQkq"
                                     << "GBgb";
        QTest::newRow("shredder in") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"
                                     << "KQkq"
                                     << "GBgb";
        QTest::newRow("inner h-side rook") << "4k3/8/8/8/8/8/8/R3KR1R w F - 0 1"
                                           << "F"
                                           << "F";
        QTest::newRow("outer h-side rook") << "4k3/8/8/8/8/8/8/R3KR1R w H - 0 1"
                                           << "K"
                                           << "H";
        QTest::newRow("K means outermost") << "4k3/8/8/8/8/8/8/R3KR1R w K - 0 1"
                                           << "K"
                                           << "H";
        QTest::newRow("inner a-side") << "r1r1k3/8/8/8/8/8/8/4K3 b c - 0 1"
                                      << "c"
                                      << "c";
        QTest::newRow("mixed") << "rr2k3/8/8/8/8/8/8/R3KR2 w KQb - 0 1"
                               << "KQb"
                               << "FAb";
        QTest::newRow("none") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                              << "-"
                              << "-";
    }
    void castlingFieldStyles() {
        QFETCH(QString, input);
        QFETCH(QString, xfen);
        QFETCH(QString, shredder);
        Position pos = position(input.toStdString());
        QCOMPARE(QString::fromStdString(pos.castlingField(FenStyle::XFen)), xfen);
        QCOMPARE(QString::fromStdString(pos.castlingField(FenStyle::Shredder)), shredder);
        QVERIFY(position(pos.fen(FenStyle::XFen)).samePosition(pos));
        QVERIFY(position(pos.fen(FenStyle::Shredder)).samePosition(pos));
    }

    void enPassantKeptOnlyWhenCapturePossible_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("ep");
        QTest::newRow("no capturer") << "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"
                                     << "-";
        QTest::newRow("capturer") << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"
                                  << "e3";
        QTest::newRow("horizontal pin") << "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"
                                        << "-";
        QTest::newRow("second capturer not pinned") << "8/8/8/8/k2pPp1R/8/8/4K3 b - e3 0 1"
                                                    << "e3";
    }
    void enPassantKeptOnlyWhenCapturePossible() {
        QFETCH(QString, input);
        QFETCH(QString, ep);
        Position pos = position(input.toStdString());
        QCOMPARE(QString::fromStdString(squareName(pos.epSquare())), ep);
        QCOMPARE(pos.key(), pos.computeKey());
    }

    void clocksAndOptionalFields() {
        Position pos = position("4k3/8/8/8/8/8/8/4K3 b - - 17 42");
        QCOMPARE(pos.halfmoveClock(), 17);
        QCOMPARE(pos.fullmoveNumber(), 42);
        QCOMPARE(pos.fen(), std::string("4k3/8/8/8/8/8/8/4K3 b - - 17 42"));
        Position four = position("  4k3/8/8/8/8/8/8/4K3 w - -  ");
        QCOMPARE(four.halfmoveClock(), 0);
        QCOMPARE(four.fullmoveNumber(), 1);
    }

    // A passed turn (premoves read the moves a side makes before its turn against it): the
    // other side moves, pieces, rights and clocks stay, the en-passant chance is gone.
    void withTurnPassed_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("passed");
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                               << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("960 rights") << "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN b GEge - 3 9"
                                    << "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 3 9";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                    << "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2";
    }
    void withTurnPassed() {
        QFETCH(QString, fen);
        QFETCH(QString, passed);
        const Position pos = position(fen.toStdString());
        const Position p = pos.withTurnPassed();
        QCOMPARE(QString::fromStdString(p.fen(FenStyle::Shredder)),
                 QString::fromStdString(position(passed.toStdString()).fen(FenStyle::Shredder)));
        QCOMPARE(p.sideToMove(), ~pos.sideToMove());
        QCOMPARE(p.key(), p.computeKey());
        QVERIFY(!p.inCheck());
        QVERIFY(p.samePosition(position(passed.toStdString())));
        QCOMPARE(countLegalMoves(p), countLegalMoves(position(passed.toStdString())));
    }
    // White in check passes (no FEN can say so): Black moves, is not in check, and the black
    // rook's moves are all there.
    void withTurnPassedWhileInCheck() {
        const Position pos = position("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
        QVERIFY(pos.inCheck());
        const Position p = pos.withTurnPassed();
        QCOMPARE(p.sideToMove(), Black);
        QVERIFY(!p.inCheck());
        QCOMPARE(p.key(), p.computeKey());
        QVERIFY(p.isLegal(Move(A1, A7)));
        QVERIFY(p.isLegal(Move(E8, D7)));
    }

    // Each malformed FEN gets its own message (a fragment of it is checked) and points at
    // the offending character.
    // The marker locates the character the error must point at: the text after '^' in it
    // (or its first character) within the FEN; "END" is the end of the text, "" the whole.
    void badFen_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("marker");
        QTest::newRow("empty") << ""
                               << "empty"
                               << "";
        QTest::newRow("only placement") << "8/8/8/8/8/8/8/8"
                                        << "side to move field is missing"
                                        << "END";
        QTest::newRow("three fields") << "4k3/8/8/8/8/8/8/4K3 w KQ"
                                      << "en-passant square field is missing"
                                      << "END";
        QTest::newRow("seven fields") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"
                                      << "at most 6"
                                      << "1 ^x";
        QTest::newRow("bad letter") << "4k3/8/8/8/8/8/8/4K2X w - - 0 1"
                                    << "'X' is not a piece letter"
                                    << "X";
        // Read from the left: a fault in the board comes before a field missing or too many.
        QTest::newRow("bad letter, fields missing")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w"
            << "'X' is not a piece letter"
            << "X";
        QTest::newRow("rank too short, seven fields") << "4k2/8/8/8/8/8/8/4K3 w - - 0 1 x"
                                                      << "rank 8 has 7"
                                                      << "/";
        QTest::newRow("rank too long") << "4k3/8/8/8/8/8/8/4K2RR w - - 0 1"
                                       << "rank 1 has more than 8"
                                       << "R^R";
        QTest::newRow("rank too long digits") << "4k4/8/8/8/8/8/8/4K3 w - - 0 1"
                                              << "rank 8 has more than 8"
                                              << "k^4";
        QTest::newRow("rank too short") << "4k2/8/8/8/8/8/8/4K3 w - - 0 1"
                                        << "rank 8 has 7 squares"
                                        << "/";
        QTest::newRow("two digits") << "4k3/8/8/8/8/8/8/4K12 w - - 0 1"
                                    << "two digits"
                                    << "1^2";
        QTest::newRow("seven ranks") << "4k3/8/8/8/8/8/4K3 w - - 0 1"
                                     << "7 ranks found"
                                     << " w";
        QTest::newRow("nine ranks") << "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1"
                                    << "more than 8 ranks"
                                    << "/4K";
        QTest::newRow("no white king") << "4k3/8/8/8/8/8/8/8 w - - 0 1"
                                       << "White has no king"
                                       << "4k3";
        QTest::newRow("two black kings") << "k3k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                         << "Black has 2 kings"
                                         << "k3k3";
        QTest::newRow("pawn on back rank") << "4k2p/8/8/8/8/8/8/4K3 w - - 0 1"
                                           << "pawn stands on h8"
                                           << "4k2p";
        QTest::newRow("pawn on first rank") << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
                                            << "pawn stands on a1"
                                            << "4k3";
        QTest::newRow("nine pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"
                                    << "White has 9 pawns"
                                    << "4k3";
        QTest::newRow("too many queens") << "4k3/8/8/8/QQ6/8/PPPPPPPP/Q3K3 w - - 0 1"
                                         << "more pieces than the starting set"
                                         << "4k3";
        QTest::newRow("side letter") << "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
                                     << "'w' or 'b'"
                                     << " ^x";
        QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
                                                   << "Black's king on e8 is in check from e1"
                                                   << " ^w";
        QTest::newRow("kings touching") << "8/8/8/8/8/8/3k4/4K3 w - - 0 1"
                                        << "in check"
                                        << " ^w";
        QTest::newRow("triple check") << "4k3/8/3N4/8/B7/8/8/4RK2 b - - 0 1"
                                      << "3 pieces at once"
                                      << "4k3";
        QTest::newRow("castling letter") << "4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"
                                         << "'X' is not allowed"
                                         << "K^X";
        QTest::newRow("no rook for K") << "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"
                                       << "no rook on the h-side"
                                       << " ^K";
        QTest::newRow("no rook on file") << "4k3/8/8/8/8/8/8/R3K2R w G - 0 1"
                                         << "no white rook on g1"
                                         << " ^G";
        QTest::newRow("king moved") << "4k3/8/8/8/8/8/4K3/R6R w K - 0 1"
                                    << "not on its back rank"
                                    << " ^K";
        QTest::newRow("black king moved") << "r6r/4k3/8/8/8/8/8/4K3 w q - 0 1"
                                          << "black king is on e7"
                                          << " ^q";
        QTest::newRow("duplicate right") << "4k3/8/8/8/8/8/8/R3KR1R w KF - 0 1"
                                         << "two h-side rights"
                                         << "K^F";
        QTest::newRow("ep not a square") << "4k3/8/8/8/8/8/8/4K3 w - z9 0 1"
                                         << "not a square name"
                                         << "z9";
        QTest::newRow("ep wrong rank") << "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"
                                       << "must be on rank 6"
                                       << "e3";
        QTest::newRow("ep no pawn") << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"
                                    << "no black pawn on e5"
                                    << "e6";
        QTest::newRow("ep origin occupied") << "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1"
                                            << "e7 is occupied"
                                            << "e6";
        QTest::newRow("halfmove") << "4k3/8/8/8/8/8/8/4K3 w - - x 1"
                                  << "Half-move clock 'x'"
                                  << "x 1";
        QTest::newRow("negative halfmove") << "4k3/8/8/8/8/8/8/4K3 w - - -1 1"
                                           << "Half-move clock '-1'"
                                           << "-1";
        QTest::newRow("move zero") << "4k3/8/8/8/8/8/8/4K3 w - - 0 0"
                                   << "Move number '0'"
                                   << "0 ^0";
    }
    void badFen() {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        QFETCH(QString, marker);
        int expected = -1;
        if (marker == "END")
            expected = int(fen.size());
        else if (!marker.isEmpty()) {
            QString text = marker;
            text.remove('^');
            QVERIFY2(fen.indexOf(text) >= 0, "marker not in FEN");
            expected = int(fen.indexOf(text) + std::max<qsizetype>(0, marker.indexOf('^')));
        }
        auto result = Position::fromFen(fen.toStdString());
        QVERIFY2(!result.ok(), "accepted a bad FEN");
        const QString got = QString::fromStdString(result.error().message);
        QVERIFY2(got.contains(message), qPrintable(got));
        QCOMPARE(result.error().position, expected);

        // The lenient reader repairs only castling rights the position cannot have; any
        // other fault it refuses with the same error.
        std::vector<DroppedCastlingRight> dropped;
        auto lenient = Position::fromFenLenient(fen.toStdString(), dropped);
        const ErrorCode code = result.error().code;
        const bool repairable = code == ErrorCode::FenCastlingKingMoved ||
                                code == ErrorCode::FenCastlingNoRookOnSide ||
                                code == ErrorCode::FenCastlingNoRookOnSquare ||
                                code == ErrorCode::FenCastlingKingInCorner;
        QCOMPARE(lenient.ok(), repairable);
        if (repairable) {
            QVERIFY(!dropped.empty());
        } else {
            QCOMPARE(lenient.error().message, result.error().message);
            QCOMPARE(lenient.error().position, result.error().position);
        }
    }

    // The lenient reader drops the castling rights a position cannot have and says which
    // and why; the strict reader refuses the same FEN.
    void impossibleCastlingRightsDropped_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("kept");    // the castling field read (X-FEN)
        QTest::addColumn<QString>("dropped"); // the letters dropped, as written
        QTest::addColumn<QString>("faults");  // per letter dropped: fault and square
        QTest::newRow("no rook at all") << "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"
                                        << "-"
                                        << "KQkq"
                                        << "back:e1 back:e1 back:e8 back:e8";
        QTest::newRow("white rooks gone") << "r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1"
                                          << "kq"
                                          << "KQ"
                                          << "back:e1 back:e1";
        QTest::newRow("h-side rook gone") << "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1"
                                          << "Qkq"
                                          << "K"
                                          << "side-h:e1";
        QTest::newRow("a-side rook gone") << "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1"
                                          << "K"
                                          << "Q"
                                          << "side-a:e1";
        QTest::newRow("white king moved") << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1"
                                          << "kq"
                                          << "KQ"
                                          << "king:e2 king:e2";
        QTest::newRow("black king moved") << "r6r/4k3/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                          << "KQ"
                                          << "kq"
                                          << "king:e7 king:e7";
        QTest::newRow("file without rook") << "4k3/8/8/8/8/8/8/1R2K2R w BGH - 0 1"
                                           << "KQ"
                                           << "G"
                                           << "file:g1";
        QTest::newRow("shredder, no rooks") << "4k3/8/8/8/8/8/8/4K3 b HAha - 0 1"
                                            << "-"
                                            << "HAha"
                                            << "back:e1 back:e1 back:e8 back:e8";
        QTest::newRow("king in corner") << "4k3/8/8/8/8/8/8/K6R w K - 0 1"
                                        << "-"
                                        << "K"
                                        << "corner:a1";
        QTest::newRow("letter twice, both dropped") << "4k3/8/8/8/8/8/8/4K3 w KK - 0 1"
                                                    << "-"
                                                    << "K"
                                                    << "back:e1";
        QTest::newRow("nothing to drop") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                         << "KQkq"
                                         << ""
                                         << "";
    }
    void impossibleCastlingRightsDropped() {
        QFETCH(QString, fen);
        QFETCH(QString, kept);
        QFETCH(QString, dropped);
        QFETCH(QString, faults);
        std::vector<DroppedCastlingRight> rights{{'x', Black, CastlingFault::KingInCorner, A1}};
        auto pos = Position::fromFenLenient(fen.toStdString(), rights);
        QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().message.c_str());
        QCOMPARE(QString::fromStdString(pos->castlingField(FenStyle::XFen)), kept);
        QCOMPARE(pos->key(), pos->computeKey());
        QString letters;
        QStringList why;
        for (const DroppedCastlingRight& r : rights) {
            letters += QChar(r.letter);
            QCOMPARE(r.colour, std::isupper(static_cast<unsigned char>(r.letter)) ? White : Black);
            const char* name = "";
            switch (r.fault) {
            case CastlingFault::KingOffBackRank: name = "king"; break;
            case CastlingFault::KingInCorner: name = "corner"; break;
            case CastlingFault::NoRookOnBackRank: name = "back"; break;
            case CastlingFault::NoRookOnSide:
                name = r.side == CastleSide::HSide ? "side-h" : "side-a";
                break;
            case CastlingFault::NoRookOnFile: name = "file"; break;
            }
            why << QString::fromLatin1(name) + ':' + QString::fromStdString(squareName(r.square));
        }
        QCOMPARE(letters, dropped);
        QCOMPARE(why.join(' '), faults);
        // The strict reader still refuses what the lenient one repaired.
        QCOMPARE(Position::fromFen(fen.toStdString()).ok(), dropped.isEmpty());
    }

    void garbageNeverCrashes() {
        // A cheap sweep: every prefix and every single-character corruption of a rich FEN.
        const std::string fen = "r1k1r3/pp2bppp/2n5/3pP3/8/8/PPP2PPP/R1K1R3 w KQkq d6 0 12";
        int accepted = 0;
        for (size_t i = 0; i <= fen.size(); ++i)
            accepted += Position::fromFen(fen.substr(0, i)).ok();
        for (size_t i = 0; i < fen.size(); ++i)
            for (char c : std::string("/ 0189KkQqRrBbNnPpXx-w")) {
                std::string s = fen;
                s[i] = c;
                auto r = Position::fromFen(s);
                if (r)
                    QCOMPARE(r->key(), r->computeKey());
                else
                    QVERIFY(!r.error().message.empty());
            }
        QVERIFY(accepted > 0);
    }
};

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
