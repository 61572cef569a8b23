// Castling: the 84 before/after cases of the seed rules (42 per colour), the four physical
// methods and their move order, and every reason a castle can be illegal.
#include "chess960/castling.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/perft.h"
#include "chess960/rightloss.h"
#include "testutil.h"

#include <QTest>

using namespace chess960;
using testutil::position;

namespace {

// Builds a rank of FEN text with a king and a rook (upper case for White).
std::string rankText(int kingFile, int rookFile, bool white) {
    std::string r;
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
        char c = f == kingFile ? 'K' : f == rookFile ? 'R' : 0;
        if (!c) {
            ++empty;
            continue;
        }
        if (empty) r += char('0' + empty);
        empty = 0;
        r += white ? c : char(c + 32);
    }
    if (empty) r += char('0' + empty);
    return r;
}

// The rules restated on their own, independent of the core's classification.
CastleMethod expectedMethod(int kFrom, int kTo, int rFrom, int rTo) {
    if (kFrom == kTo) return CastleMethod::RookMoveOnly;
    if (rFrom == rTo) return CastleMethod::KingMoveOnly;
    if (kFrom == rTo && rFrom == kTo) return CastleMethod::Transposition;
    return CastleMethod::DoubleMove;
}

} // namespace

class TestCastling : public QObject {
    Q_OBJECT
private slots:
    // Seed rules, point g: every "before" for both colours and both sides; "after" is
    // always Kc/Rd (a-side) or Kg/Rf (h-side).
    void seedTable_data() {
        QTest::addColumn<int>("color");
        QTest::addColumn<int>("kingFile");
        QTest::addColumn<int>("rookFile");
        int rows = 0;
        for (int c = 0; c < 2; ++c)
            for (int k = 1; k <= 6; ++k)
                for (int r = 0; r < 8; ++r) {
                    if (r == k) continue;
                    QTest::addRow("%s K%c R%c", c ? "black" : "white", 'a' + k, 'a' + r)
                        << c << k << r;
                    ++rows;
                }
        QCOMPARE(rows, 84);
    }
    void seedTable() {
        QFETCH(int, color);
        QFETCH(int, kingFile);
        QFETCH(int, rookFile);
        const Color us = Color(color);
        const CastleSide side = rookFile > kingFile ? CastleSide::HSide : CastleSide::ASide;
        // The other king far from the back rank; the side with the castle to move.
        const std::string own = rankText(kingFile, rookFile, us == White);
        const char right = char((us == White ? 'A' : 'a') + rookFile);
        // The other king on rank 4/5 in a corner file the rook neither starts on nor lands
        // on, so no check is given before or after the castle.
        const int otherFile = rookFile == 0 ? 7 : 0;
        const std::string other =
            otherFile == 0 ? (us == White ? "k7" : "K7") : (us == White ? "7k" : "7K");
        const std::string fen = us == White
                                    ? "8/8/8/" + other + "/8/8/8/" + own + " w " + right + " - 0 1"
                                    : own + "/8/8/8/" + other + "/8/8/8 b " + right + " - 0 1";
        Position pos = position(fen);
        const Square kFrom = makeSquare(kingFile, backRank(us));
        const Square rFrom = makeSquare(rookFile, backRank(us));
        const Move castle(kFrom, rFrom, Move::Castling);
        QVERIFY2(pos.isLegal(castle), fen.c_str());

        Position after = pos.after(castle);
        const Square kTo = side == CastleSide::HSide ? relative(us, G1) : relative(us, C1);
        const Square rTo = side == CastleSide::HSide ? relative(us, F1) : relative(us, D1);
        QCOMPARE(after.pieceOn(kTo), makePiece(us, King));
        QCOMPARE(after.pieceOn(rTo), makePiece(us, Rook));
        QCOMPARE(popcount(after.pieces(us)), 2);
        QCOMPARE(after.castlingRights(), uint8_t(0));
        QCOMPARE(after.key(), after.computeKey());
        QCOMPARE(moveToSan(pos, castle), std::string(side == CastleSide::HSide ? "O-O" : "O-O-O"));

        Position::Undo undo;
        Position back = pos;
        back.makeMove(castle, undo);
        back.unmakeMove(castle, undo);
        QVERIFY(back.samePosition(pos));
        QCOMPARE(back.key(), pos.key());

        CastleAnalysis a = analyseCastle(pos, us, side);
        QVERIFY(a.possible());
        QCOMPARE(a.kingFrom, kFrom);
        QCOMPARE(a.kingTo, kTo);
        QCOMPARE(a.rookFrom, rFrom);
        QCOMPARE(a.rookTo, rTo);
        QCOMPARE(a.move, castle);
        QCOMPARE(a.method, expectedMethod(kingFile, fileOf(kTo), rookFile, fileOf(rTo)));
        // Seed rules, point b.
        if (a.method == CastleMethod::DoubleMove) {
            CastleOrder want = kFrom == rTo   ? CastleOrder::KingFirst
                               : rFrom == kTo ? CastleOrder::RookFirst
                                              : CastleOrder::EitherFirst;
            QCOMPARE(a.order, want);
        }
        // Squares between, and to the targets, must be empty; the king's walk unattacked.
        QCOMPARE(a.mustNotBeAttacked, span(kFrom, kTo));
        QCOMPARE(a.mustBeEmpty, (span(kFrom, kTo) | span(rFrom, rTo)) & ~bb(kFrom) & ~bb(rFrom));

        // Any piece on a square that must be empty makes the castle illegal.
        for (Bitboard b = a.mustBeEmpty; b;) {
            Square s = popLsb(b);
            std::string f = fen;
            // Put a knight of the other side there by editing the FEN's placement.
            std::string rankField =
                testutil::split(testutil::split(fen, ' ')[0], '/')[7 - rankOf(s)];
            std::string expanded;
            for (char ch : rankField)
                if (ch >= '1' && ch <= '8')
                    expanded.append(size_t(ch - '0'), '.');
                else
                    expanded += ch;
            expanded[size_t(fileOf(s))] = us == White ? 'n' : 'N';
            std::string rebuilt;
            int empty = 0;
            for (char ch : expanded) {
                if (ch == '.') {
                    ++empty;
                    continue;
                }
                if (empty) rebuilt += char('0' + empty);
                empty = 0;
                rebuilt += ch;
            }
            if (empty) rebuilt += char('0' + empty);
            auto ranks = testutil::split(testutil::split(fen, ' ')[0], '/');
            ranks[size_t(7 - rankOf(s))] = rebuilt;
            std::string placement;
            for (size_t i = 0; i < ranks.size(); ++i) placement += (i ? "/" : "") + ranks[i];
            f = placement + fen.substr(fen.find(' '));
            auto bp = Position::fromFen(f);
            if (!bp) continue; // a knight giving check to the side not to move, say
            QVERIFY2(!bp->isLegal(castle), f.c_str());
            CastleAnalysis ba = analyseCastle(*bp, us, side);
            QVERIFY(!ba.possible());
            bool named = false;
            for (const auto& o : ba.obstacles)
                named |= o.kind == CastleObstacle::SquareOccupied && o.square == s;
            QVERIFY2(named, f.c_str());
        }
    }

    // Positions with one castle each, and what the analysis must say about it.
    void obstacles_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("side");
        QTest::addColumn<bool>("legal");
        QTest::addColumn<QString>("reasons");
        auto h = int(CastleSide::HSide), a = int(CastleSide::ASide);
        QTest::newRow("rook shields target")
            << "4k3/8/8/8/8/8/8/qRK5 w B - 0 1" << a << false << "attacked c1 by a1";
        QTest::newRow("rook shields crossed square")
            << "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1" << a << false
            << "attacked c1 by a1 attacked d1 by a1";
        QTest::newRow("king in check")
            << "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1" << a << false << "check by e2";
        QTest::newRow("target attacked")
            << "4k3/8/8/8/8/8/2r5/R3K3 w Q - 0 1" << a << false << "attacked c1 by c2";
        QTest::newRow("crossed square attacked")
            << "4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1" << a << false << "attacked d1 by d2";
        QTest::newRow("long walk through attacked square")
            << "4k3/8/8/8/7b/8/8/1R3K2 w B - 0 1" << a << false
            << "attacked e1 by h4 occupied nothing";
        QTest::newRow("square only the rook crosses may be attacked")
            << "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1" << a << true << "";
        QTest::newRow("blocked") << "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1" << a << false
                                 << "occupied b1";
        QTest::newRow("right lost") << "4k3/8/8/8/8/8/8/R3K2R w K - 0 1" << a << false << "right";
        QTest::newRow("king on g1, rook h1") << "6k1/8/8/8/8/8/8/6KR w H - 0 1" << h << true << "";
        QTest::newRow("king in check on its own target")
            << "4k3/8/8/8/8/8/8/4r1KR w H - 0 1" << h << false << "check by e1";
        QTest::newRow("enemy queen behind rook on h-side")
            << "4k3/8/8/8/8/8/8/5KRq w G - 0 1" << h << false << "attacked g1 by h1";
    }
    void obstacles() {
        QFETCH(QString, fen);
        QFETCH(int, side);
        QFETCH(bool, legal);
        QFETCH(QString, reasons);
        Position pos = position(fen.toStdString());
        const Color us = pos.sideToMove();
        CastleAnalysis a = analyseCastle(pos, us, CastleSide(side));
        QCOMPARE(a.possible(), legal);
        MoveList moves;
        generateLegalMoves(pos, moves);
        bool generated = false;
        for (Move m : moves)
            generated |= m.kind() == Move::Castling &&
                         (m.to() > m.from()) == (CastleSide(side) == CastleSide::HSide);
        QCOMPARE(generated, legal);
        // Each expected reason "kind square by square" must appear among the obstacles.
        const QStringList words = reasons.split(' ', Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < words.size();) {
            const QString kind = words[i];
            bool found = false;
            if (kind == "right") {
                found = a.obstacles.size() == 1 && a.obstacles[0].kind == CastleObstacle::RightLost;
                i += 1;
            } else if (kind == "check") {
                Square from = parseSquare(words[i + 2].toStdString());
                for (auto& o : a.obstacles)
                    found |= o.kind == CastleObstacle::KingInCheck && o.from == from;
                i += 3;
            } else if (kind == "attacked") {
                Square s = parseSquare(words[i + 1].toStdString());
                Square from = parseSquare(words[i + 3].toStdString());
                for (auto& o : a.obstacles)
                    found |=
                        o.kind == CastleObstacle::SquareAttacked && o.square == s && o.from == from;
                i += 4;
            } else if (kind == "occupied") {
                if (words[i + 1] == "nothing") {
                    found = true;
                    for (auto& o : a.obstacles) found &= o.kind != CastleObstacle::SquareOccupied;
                } else {
                    Square s = parseSquare(words[i + 1].toStdString());
                    for (auto& o : a.obstacles)
                        found |= o.kind == CastleObstacle::SquareOccupied && o.square == s;
                }
                i += 2;
            } else {
                QFAIL("bad reason word in test table");
            }
            QVERIFY2(found, qPrintable(kind + " missing for " + fen));
        }
        for (const auto& o : a.obstacles) QVERIFY(!castleObstacleText(a, o).empty());
    }

    // On every start position both castles are described, and the analysis agrees with
    // the move generator in positions reached by play (castles become legal and illegal).
    void analysisAgreesWithMoveGenerator() {
        int checked = 0, legalSeen = 0, illegalSeen = 0;
        for (int n = 0; n < 960; n += 7) {
            Position pos = Position::startPosition(n);
            uint64_t seed = uint64_t(n) * 2654435761u + 1;
            for (int ply = 0; ply < 40; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                for (CastleSide s : {CastleSide::HSide, CastleSide::ASide}) {
                    CastleAnalysis a = analyseCastle(pos, pos.sideToMove(), s);
                    bool generated = a.hasRight && moves.contains(a.move);
                    QCOMPARE(a.possible(), generated);
                    ++checked;
                    if (a.hasRight) (generated ? legalSeen : illegalSeen)++;
                }
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                pos = pos.after(moves[int((seed >> 33) % uint64_t(moves.size()))]);
            }
        }
        QVERIFY(checked > 5000);
        QVERIFY(legalSeen > 50);
        QVERIFY(illegalSeen > 500);
    }

    // The side of a castle move is the side of the right whose rook it takes, on every start
    // position; a king taking an own rook that holds no right goes towards that rook.
    // A right lost in a game is traced to the move that lost it and told apart: the king
    // moved, castled, that rook moved or was captured, or the game began without it.
    void aLostRightIsTracedToItsMove() {
        using Cause = RightLoss::Cause;
        Game g = *Game::fromStartNumber(518);
        for (const char* san : {"Nf3", "Nf6", "Rg1"}) QVERIFY(g.playSan(san));
        auto loss = rightLoss(g, g.cursor(), White, CastleSide::HSide);
        QVERIFY(loss);
        QCOMPARE(loss->cause, Cause::RookMoved);
        QCOMPARE(g.nodeMove(loss->node).san, std::string("Rg1"));
        QVERIFY(!rightLoss(g, g.cursor(), White, CastleSide::ASide));
        QVERIFY(!rightLoss(g, g.cursor(), Black, CastleSide::HSide));
        // At an earlier node the right was still there.
        QVERIFY(!rightLoss(g, g.path()[1], White, CastleSide::HSide));

        Game k = *Game::fromStartNumber(518);
        for (const char* san : {"e4", "e5", "Ke2"}) QVERIFY(k.playSan(san));
        for (CastleSide side : {CastleSide::ASide, CastleSide::HSide}) {
            loss = rightLoss(k, k.cursor(), White, side);
            QVERIFY(loss);
            QCOMPARE(loss->cause, Cause::KingMoved);
        }

        Game c = *Game::fromStartNumber(518);
        for (const char* san : {"Nf3", "Nf6", "g3", "g6", "Bg2", "Bg7", "O-O"})
            QVERIFY(c.playSan(san));
        loss = rightLoss(c, c.cursor(), White, CastleSide::ASide);
        QVERIFY(loss);
        QCOMPARE(loss->cause, Cause::KingCastled);

        Game x = *Game::fromFen("r3k2r/8/8/8/8/8/1b6/R3K2R b KQkq - 0 1");
        QVERIFY(x.playSan("Bxa1"));
        loss = rightLoss(x, x.cursor(), White, CastleSide::ASide);
        QVERIFY(loss);
        QCOMPARE(loss->cause, Cause::RookCaptured);

        Game w = *Game::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
        loss = rightLoss(w, w.cursor(), White, CastleSide::ASide);
        QVERIFY(loss);
        QCOMPARE(loss->cause, Cause::StartedWithout);
        QCOMPARE(loss->node, kNoNode);
    }

    void castleSideOfMove() {
        for (int n = 0; n < 960; ++n) {
            const Position pos = Position::startPosition(n);
            for (Color c : {White, Black})
                for (CastleSide s : {CastleSide::HSide, CastleSide::ASide})
                    QVERIFY(castleSideOf(pos, analyseCastle(pos, c, s).move) == s);
        }
        const Position lost = position("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
        QVERIFY(castleSideOf(lost, Move(E1, H1, Move::Castling)) == CastleSide::HSide);
        QVERIFY(castleSideOf(lost, Move(E1, A1, Move::Castling)) == CastleSide::ASide);
    }

    // Which castle a gesture tries, whether or not the castle is legal or the right still
    // stands (-1: not a castling gesture).
    void castleAttempt_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<bool>("announced");
        QTest::addColumn<int>("side");
        const int h = int(CastleSide::HSide), a = int(CastleSide::ASide), none = -1;
        const QString classical = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        const QString hLost = "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1";
        const QString noRights = "4k3/8/8/8/8/8/8/R3K2R w - - 0 1";
        const QString blocked = "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1";
        const QString check = "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1";
        const QString kingOnly = "4k3/8/8/8/8/8/8/1K3R2 w F - 0 1"; // Kb1 Rf1
        const QString rookOnly = "4k3/8/8/8/8/8/8/6KR w H - 0 1";   // Kg1 Rh1
        const QString rookOnlyLost = "4k3/8/8/8/8/8/8/6KR w - - 0 1";
        const QString rookFirst = "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1"; // Ke1 Rg1
        const QString twoRooks = "4k3/8/8/8/8/8/8/4KR1R w H - 0 1";  // only h1 castles
        QTest::newRow("king onto rook") << classical << int(E1) << int(H1) << false << h;
        QTest::newRow("king to target") << classical << int(E1) << int(C1) << false << a;
        QTest::newRow("king one square") << classical << int(E1) << int(F1) << false << none;
        QTest::newRow("king off the rank") << classical << int(E1) << int(E2) << false << none;
        QTest::newRow("black king onto rook")
            << "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1" << int(E8) << int(A8) << false << a;
        QTest::newRow("lost: onto the old rook") << hLost << int(E1) << int(H1) << false << h;
        QTest::newRow("lost: to target") << hLost << int(E1) << int(G1) << false << h;
        QTest::newRow("kept beside lost") << hLost << int(E1) << int(A1) << false << a;
        QTest::newRow("no rights: to target") << noRights << int(E1) << int(C1) << false << a;
        QTest::newRow("blocked: onto rook") << blocked << int(E1) << int(H1) << false << h;
        QTest::newRow("blocked: to target") << blocked << int(E1) << int(G1) << false << h;
        QTest::newRow("in check: to target") << check << int(E1) << int(G1) << false << h;
        QTest::newRow("king-only: to target") << kingOnly << int(B1) << int(G1) << false << h;
        QTest::newRow("king-only: no rook a-side")
            << kingOnly << int(B1) << int(C1) << false << none;
        QTest::newRow("rook-only: rook to target") << rookOnly << int(H1) << int(F1) << false << h;
        QTest::newRow("rook-only lost: rook") << rookOnlyLost << int(H1) << int(F1) << false << h;
        QTest::newRow("rook first, unannounced")
            << rookFirst << int(G1) << int(F1) << false << none;
        QTest::newRow("rook first, announced") << rookFirst << int(G1) << int(F1) << true << h;
        QTest::newRow("rook elsewhere, announced")
            << rookFirst << int(G1) << int(H1) << true << none;
        QTest::newRow("other rook beside a right")
            << twoRooks << int(E1) << int(F1) << false << none;
        QTest::newRow("the right's rook") << twoRooks << int(E1) << int(H1) << false << h;
        QTest::newRow("rook onto its king") << classical << int(H1) << int(E1) << false << h;
        QTest::newRow("rook onto its king, a-side")
            << classical << int(A1) << int(E1) << false << a;
        QTest::newRow("lost: rook onto king") << rookOnlyLost << int(H1) << int(G1) << false << h;
        QTest::newRow("blocked: rook onto king") << blocked << int(H1) << int(E1) << false << h;
        QTest::newRow("other rook onto king") << twoRooks << int(F1) << int(E1) << false << none;
        // c1 is both the h-side rook and the a-side target: king takes rook means the rook's
        // castle, as a castle move is written; the a-side castle is king onto a1.
        QTest::newRow("rook on the other target")
            << "4k3/8/8/8/8/8/8/RKR5 w AC - 0 1" << int(B1) << int(C1) << false << h;
    }
    void castleAttempt() {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(bool, announced);
        QFETCH(int, side);
        const Position pos = position(fen.toStdString());
        const std::optional<CastleSide> got =
            castleAttemptSide(pos, Square(from), Square(to), announced);
        QCOMPARE(got ? int(*got) : -1, side);
    }

    // In positions reached by play, every castle with a right is attempted by the king onto
    // its rook and by the king onto its target square, legal or not.
    void attemptsAgreeWithAnalysis() {
        int checked = 0;
        for (int n = 3; n < 960; n += 11) {
            Position pos = Position::startPosition(n);
            uint64_t seed = uint64_t(n) * 2654435761u + 7;
            for (int ply = 0; ply < 30; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                for (CastleSide s : {CastleSide::HSide, CastleSide::ASide}) {
                    const CastleAnalysis a = analyseCastle(pos, pos.sideToMove(), s);
                    if (!a.hasRight) continue;
                    QVERIFY(castleAttemptSide(pos, a.kingFrom, a.rookFrom) == s);
                    // Where the target holds the other right's rook, the rook's castle wins.
                    const CastleSide other =
                        s == CastleSide::HSide ? CastleSide::ASide : CastleSide::HSide;
                    if (a.kingFrom != a.kingTo && a.kingTo != pos.castlingRook(a.color, other))
                        QVERIFY2(castleAttemptSide(pos, a.kingFrom, a.kingTo) == s,
                                 pos.fen().c_str());
                    ++checked;
                }
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                pos = pos.after(moves[int((seed >> 33) % uint64_t(moves.size()))]);
            }
        }
        QVERIFY(checked > 500);
    }

    void describeMentionsEverything() {
        Position pos = position("4k3/8/8/8/8/8/8/qRK5 w B - 0 1");
        std::string text = describeCastle(analyseCastle(pos, White, CastleSide::ASide));
        QVERIFY(text.find("rook-move-only") != std::string::npos);
        QVERIFY(text.find("b1->d1") != std::string::npos);
        QVERIFY(text.find("c1 is attacked by the black queen on a1") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestCastling)
#include "tst_castling.moc"
