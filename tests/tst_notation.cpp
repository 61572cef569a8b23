// UCI and SAN at the edges of the core: castles in both UCI spellings, SAN castles whatever
// the geometry, disambiguation, promotions, check marks, and errors for bad moves.
#include "chess960/castling.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <random>
#include <set>

using namespace chess960;
using testutil::position;

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void uciCastling_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("chess960");
        QTest::addColumn<QString>("standard");
        QTest::newRow("classical O-O") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                       << "e1g1"
                                       << "e1h1"
                                       << "e1g1";
        QTest::newRow("classical king takes rook") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                                   << "e1h1"
                                                   << "e1h1"
                                                   << "e1g1";
        QTest::newRow("classical O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                         << "e8c8"
                                         << "e8a8"
                                         << "e8c8";
        // Kf1 Rh1: f1g1 is an ordinary king move, so only f1h1 castles.
        QTest::newRow("one-square king move") << "4k3/8/8/8/8/8/8/5K1R w H - 0 1"
                                              << "f1h1"
                                              << "f1h1"
                                              << "f1h1";
        // Kg1 Rh1: the king does not move.
        QTest::newRow("rook-move-only") << "4k3/8/8/8/8/8/8/6KR w H - 0 1"
                                        << "g1h1"
                                        << "g1h1"
                                        << "g1h1";
        QTest::newRow("b-file king") << "1k6/8/8/8/8/8/8/RK6 w A - 0 1"
                                     << "b1c1"
                                     << "b1a1"
                                     << "b1a1";
        // Kf1 Rg1 swap places: both spellings are the same squares.
        QTest::newRow("transposition") << "4k3/8/8/8/8/8/8/5KR1 w K - 0 1"
                                       << "f1g1"
                                       << "f1g1"
                                       << "f1g1";
        // Ke1 Rf1: the rook already stands on f1, the king jumps to g1.
        QTest::newRow("king-move-only") << "4k3/8/8/8/8/8/8/4KR2 w K - 0 1"
                                        << "e1g1"
                                        << "e1f1"
                                        << "e1g1";
        QTest::newRow("king-move-only 960 form") << "4k3/8/8/8/8/8/8/4KR2 w K - 0 1"
                                                 << "e1f1"
                                                 << "e1f1"
                                                 << "e1g1";
        QTest::newRow("black a-side from g8") << "1r4k1/8/8/8/8/8/8/4K3 b b - 0 1"
                                              << "g8c8"
                                              << "g8b8"
                                              << "g8c8";
    }
    void uciCastling() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, chess960);
        QFETCH(QString, standard);
        Position pos = position(fen.toStdString());
        auto m = moveFromUci(pos, input.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        if (input == "b1c1") { // an ordinary king move wins over a castle reading
            QCOMPARE(m->kind(), Move::Normal);
            m = moveFromUci(pos, "b1a1");
        }
        QCOMPARE(m->kind(), Move::Castling);
        QCOMPARE(QString::fromStdString(moveToUci(pos, *m)), chess960);
        QCOMPARE(QString::fromStdString(moveToUci(pos, *m, UciCastling::KingToTarget)), standard);
    }

    void uciErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        QTest::newRow("short") << "e2e"
                               << "not a UCI move";
        QTest::newRow("square") << "i2e4"
                                << "first square";
        QTest::newRow("target") << "e2e9"
                                << "second square";
        QTest::newRow("promo letter") << "e2e4k"
                                      << "promotion piece";
        QTest::newRow("empty square") << "e4e5"
                                      << "e4 is empty";
        QTest::newRow("wrong side") << "e7e5"
                                    << "side not to move";
        QTest::newRow("illegal") << "e2e5"
                                 << "not a legal move";
    }
    void uciErrors() {
        QFETCH(QString, input);
        QFETCH(QString, message);
        auto m = moveFromUci(Position::startPosition(518), input.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error().message).contains(message),
                 m.error().message.c_str());
    }

    void promotionNeedsLetter() {
        Position pos = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        auto m = moveFromUci(pos, "b7b8");
        QVERIFY(!m.ok());
        QVERIFY(m.error().message.find("promotion") != std::string::npos);
        auto q = moveFromUci(pos, "b7b8n");
        QVERIFY(q.ok());
        QCOMPARE(q->promotion(), Knight);
    }

    void sanRoundTrip() {
        // Every legal move of some rich positions: SAN written, read back, same move.
        for (const char* fen :
             {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
              "r3k2r/1P4p1/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
              "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
              "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"}) {
            Position pos = position(fen);
            MoveList moves;
            generateLegalMoves(pos, moves);
            for (Move m : moves) {
                const std::string san = moveToSan(pos, m);
                auto back = moveFromSan(pos, san);
                QVERIFY2(back.ok(), san.c_str());
                QCOMPARE(*back, m);
            }
        }
    }

    void sanWriting_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        QTest::newRow("transposition castle") << "4k3/8/8/8/8/8/8/5KR1 w K - 0 1"
                                              << "f1g1"
                                              << "O-O";
        QTest::newRow("king-move-only castle") << "4k3/8/8/8/8/8/8/4KR2 w K - 0 1"
                                               << "e1f1"
                                               << "O-O";
        QTest::newRow("rook-move-only castle") << "4k3/8/8/8/8/8/8/R1K5 w Q - 0 1"
                                               << "c1a1"
                                               << "O-O-O";
        QTest::newRow("castle gives check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                            << "e1h1"
                                            << "O-O+";
        QTest::newRow("castle mates") << "2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1"
                                      << "b1a1"
                                      << "O-O-O#";
        QTest::newRow("capture promotion check") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                                 << "b7a8q"
                                                 << "bxa8=Q+";
        QTest::newRow("under-promotion") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                         << "b7b8n"
                                         << "b8=N";
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                    << "e5d6"
                                    << "exd6";
        QTest::newRow("file first") << "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
                                    << "b1d2"
                                    << "Nbd2";
        QTest::newRow("rank when files match") << "4k3/8/8/8/8/N7/8/N3K3 w - - 0 1"
                                               << "a1c2"
                                               << "N1c2";
        QTest::newRow("no disambiguation") << "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1"
                                           << "b1c3"
                                           << "Nc3";
        QTest::newRow("king move beside castle") << "4k3/8/8/8/8/8/8/5K1R w K - 0 1"
                                                 << "f1g1"
                                                 << "Kg1";
    }
    void sanWriting() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        Position pos = position(fen.toStdString());
        auto m = moveFromUci(pos, uci.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        QCOMPARE(QString::fromStdString(moveToSan(pos, *m)), san);
    }

    // Every legal move of every position of random games from random start positions: SAN
    // and both UCI spellings read back to the same move, and no two moves share a SAN.
    void roundTripOverRandomGames() {
        std::mt19937_64 rng(960);
        StartPositionShuffler shuffler(7);
        int castles = 0, positions = 0;
        std::set<CastleMethod> methods;
        for (int game = 0; game < 150; ++game) {
            Position pos = Position::startPosition(shuffler.next());
            for (int ply = 0; ply < 60; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                ++positions;
                std::set<std::string> sans;
                Move castle;
                for (Move m : moves) {
                    const std::string san = moveToSan(pos, m);
                    QVERIFY2(sans.insert(san).second, (san + " twice in " + pos.fen()).c_str());
                    auto bySan = moveFromSan(pos, san);
                    QVERIFY2(bySan.ok() && *bySan == m, (san + " in " + pos.fen()).c_str());
                    for (UciCastling style :
                         {UciCastling::KingTakesRook, UciCastling::KingToTarget}) {
                        const std::string uci = moveToUci(pos, m, style);
                        auto byUci = moveFromUci(pos, uci);
                        QVERIFY2(byUci.ok() && *byUci == m, (uci + " in " + pos.fen()).c_str());
                    }
                    if (m.kind() == Move::Castling) {
                        ++castles;
                        castle = m;
                        const Color us = pos.sideToMove();
                        const CastleSide side =
                            m.to() > m.from() ? CastleSide::HSide : CastleSide::ASide;
                        methods.insert(analyseCastle(pos, us, side).method);
                    }
                }
                // Castle whenever possible, so that the games show many castling geometries.
                const Move next =
                    !castle.isNull() ? castle : moves[int(rng() % uint64_t(moves.size()))];
                pos = pos.after(next);
            }
        }
        QVERIFY(positions > 5000);
        QVERIFY(castles > 100);
        QCOMPARE(methods.size(), size_t(4));
    }

    // Reading SAN finds the move without generating every legal move when it can; whatever the
    // way, the answer must be that of matching the text against the legal moves: the one move
    // that fits, or an error when none or several do. Every spelling a game file may hold (each
    // piece, each square, no / file / rank / both disambiguations, each promotion) in positions
    // of random games full of checks, pins, promotions and en passant.
    void sanReadingAgreesWithTheLegalMoves() {
        std::mt19937_64 rng(1960);
        std::vector<Position> positions;
        for (const char* fen :
             {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "4k3/8/8/KpP4r/8/8/8/8 w - b6 0 1",
              "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
              "4k3/8/8/8/7b/8/5N2/4K1N1 w - - 0 1", "3qk3/8/8/8/8/2N5/8/R2K3R w - - 0 1",
              "k7/8/8/8/8/8/1R5q/1R5K w - - 0 1"})
            positions.push_back(*Position::fromFen(fen));
        for (int game = 0; game < 40; ++game) {
            Position pos = Position::startPosition(int(rng() % 960));
            for (int ply = 0; ply < 160; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                if (ply % 4 == 0 || pos.inCheck()) positions.push_back(pos);
                // Captures and pawn moves first now and then: games reach promotions.
                Move next = moves[int(rng() % uint64_t(moves.size()))];
                for (Move m : moves)
                    if (rng() % 4 == 0 &&
                        (typeOf(pos.pieceOn(m.from())) == Pawn || pos.capturedPiece(m) != NoPiece))
                        next = m;
                pos = pos.after(next);
            }
        }
        int read = 0, refused = 0;
        for (const Position& pos : positions) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            std::set<Square> targets;
            for (Move m : moves) targets.insert(m.to());
            for (Square to : targets) {
                for (PieceType piece : {Pawn, Knight, Bishop, Rook, Queen, King}) {
                    for (PieceType promo : {NoPieceType, Knight, Queen}) {
                        if (piece != Pawn && promo != NoPieceType) continue;
                        for (int d = 0; d < 4; ++d)
                            for (int file = 0; file < 8; ++file) {
                                if (d == 0 && file > 0) continue;
                                const int fromFile = d & 1 ? file : -1;
                                const int fromRank = d & 2 ? (file + 3) % 8 : -1;
                                std::string san;
                                if (piece != Pawn) san += "  NBRQK"[piece];
                                if (fromFile >= 0) san += char('a' + fromFile);
                                if (fromRank >= 0) san += char('1' + fromRank);
                                if (fromFile >= 0 && piece == Pawn) san += 'x';
                                san += squareName(to);
                                if (promo != NoPieceType) san += std::string("=") + "  NBRQ"[promo];
                                // The reference: the legal moves the text fits.
                                std::vector<Move> fits;
                                for (Move m : moves) {
                                    if (m.kind() == Move::Castling || m.to() != to) continue;
                                    if (typeOf(pos.pieceOn(m.from())) != piece) continue;
                                    if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
                                    if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
                                    if (m.kind() == Move::Promotion ? m.promotion() != promo
                                                                    : promo != NoPieceType)
                                        continue;
                                    fits.push_back(m);
                                }
                                const auto got = moveFromSan(pos, san);
                                const std::string where = san + " in " + pos.fen();
                                if (fits.size() == 1) {
                                    QVERIFY2(got.ok() && *got == fits.front(), where.c_str());
                                    ++read;
                                } else {
                                    QVERIFY2(!got.ok(), where.c_str());
                                    ++refused;
                                }
                            }
                    }
                }
            }
        }
        QVERIFY2(read > 20000 && refused > 20000,
                 qPrintable(QString("%1 read, %2 refused").arg(read).arg(refused)));
    }

    // Position::isLegal decides most moves without generating every legal move: it must agree
    // with the generated moves for every one of the 65,536 move codes, in positions with checks,
    // pins, castles, promotions and en passant.
    void isLegalAgreesWithTheGeneratedMoves() {
        std::mt19937_64 rng(518);
        std::vector<Position> positions;
        for (const char* fen :
             {"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "4k3/8/8/KpP4r/8/8/8/8 w - b6 0 1",
              "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",
              "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R b KQkq - 0 1", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
              "4k3/8/8/8/7b/8/5N2/4K1N1 w - - 0 1", "k7/8/8/8/8/8/1R5q/1R5K w - - 0 1"})
            positions.push_back(*Position::fromFen(fen));
        for (int game = 0; game < 12; ++game) {
            Position pos = Position::startPosition(int(rng() % 960));
            for (int ply = 0; ply < 120; ++ply) {
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty()) break;
                if (ply % 6 == 0 || pos.inCheck()) positions.push_back(pos);
                Move next = moves[int(rng() % uint64_t(moves.size()))];
                for (Move m : moves)
                    if (m.kind() == Move::Castling ||
                        (rng() % 5 == 0 && pos.capturedPiece(m) != NoPiece))
                        next = m;
                pos = pos.after(next);
            }
        }
        int legal = 0;
        for (const Position& pos : positions) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            std::set<uint16_t> generated;
            for (Move m : moves) generated.insert(m.raw());
            for (int from = 0; from < 64; ++from)
                for (int to = 0; to < 64; ++to)
                    for (int kind = 0; kind < 4; ++kind)
                        for (PieceType promo : {Knight, Bishop, Rook, Queen}) {
                            const Move m(Square(from), Square(to), Move::Kind(kind), promo);
                            const bool expected = generated.count(m.raw()) > 0;
                            if (pos.isLegal(m) != expected)
                                QFAIL(qPrintable(QString::fromStdString(
                                    squareName(Square(from)) + squareName(Square(to)) + " kind " +
                                    std::to_string(kind) + " promo " + std::to_string(promo) +
                                    " in " + pos.fen())));
                            legal += expected;
                        }
        }
        QVERIFY(legal > 5000);
    }

    void sanSpellings_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("san");
        const QString kiwi = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("zeros") << kiwi << "0-0"
                               << "O-O";
        QTest::newRow("zeros long") << kiwi << "0-0-0"
                                    << "O-O-O";
        QTest::newRow("extra check") << kiwi << "Nxf7+"
                                     << "Nxf7";
        QTest::newRow("annotation") << kiwi << "Qxf6!?"
                                    << "Qxf6";
        QTest::newRow("capture without x") << kiwi << "Qf6"
                                           << "Qxf6";
        QTest::newRow("long form") << kiwi << "Ne5-f7"
                                   << "Nxf7";
        QTest::newRow("promotion without =") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                             << "b8Q"
                                             << "b8=Q+";
        QTest::newRow("promotion lower") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                         << "b8=n"
                                         << "b8=N";
        QTest::newRow("rook-only castle") << "4k3/8/8/8/8/8/8/6KR w H - 0 1"
                                          << "O-O"
                                          << "O-O";
        QTest::newRow("mate mark") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                   << "Ra8"
                                   << "Ra8#";
        QTest::newRow("rank disambiguation") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
                                             << "R1a3"
                                             << "R1a3";
        QTest::newRow("square disambiguation") << "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1"
                                               << "Qa3b2"
                                               << "Qa3b2";
        QTest::newRow("over-specified") << kiwi << "Nc3b1"
                                        << "Nb1";
        QTest::newRow("spaces around") << kiwi << " Nb1 "
                                       << "Nb1";
        QTest::newRow("en passant suffix") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                           << "exd6 e.p."
                                           << "exd6";
        QTest::newRow("pawn capture without x") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                                << "ed6"
                                                << "exd6";
        QTest::newRow("long pawn move") << kiwi << "a2-a4"
                                        << "a4";
        QTest::newRow("promotion in brackets") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                               << "b8(R)"
                                               << "b8=R+";
        QTest::newRow("lower-case castle") << kiwi << "o-o-o"
                                           << "O-O-O";
        QTest::newRow("missing mate mark") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                           << "Ra8+"
                                           << "Ra8#";
        // A pinned knight does not count as a second candidate for disambiguation.
        QTest::newRow("pinned twin") << "4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1"
                                     << "Nd2"
                                     << "Nd2";
    }
    void sanSpellings() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, san);
        Position pos = position(fen.toStdString());
        auto m = moveFromSan(pos, input.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        QCOMPARE(QString::fromStdString(moveToSan(pos, *m)), san);
    }

    void sanErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("illegal") << start << "e5"
                                 << "not legal: no white pawn can move to e5";
        QTest::newRow("castle blocked")
            << start << "O-O"
            << "cannot castle h-side: f1 is blocked by the white bishop";
        QTest::newRow("castle right lost") << "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
                                           << "O-O"
                                           << "no h-side castling right";
        QTest::newRow("castle through attack") << "4kr2/8/8/8/8/8/8/4K2R w K - 0 1"
                                               << "0-0"
                                               << "f1 is attacked by the black rook on f8";
        QTest::newRow("no such piece") << start << "Qh5"
                                       << "no white queen can move to h5";
        QTest::newRow("piece missing") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                       << "Nf3"
                                       << "White has no knight";
        QTest::newRow("wrong disambiguation") << start << "Ncd2"
                                              << "there is no white knight on the c-file";
        QTest::newRow("pinned")
            << "4k3/8/8/3b4/8/5N2/8/1N5K w - - 0 1"
            << "Nfd2"
            << "the white knight on f3 may not go there: it would put the white king in check";
        QTest::newRow("check not met") << "4k3/8/8/8/7b/8/3N4/4K3 w - - 0 1"
                                       << "Nb3"
                                       << "would leave the white king in check";
        QTest::newRow("into check") << "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
                                    << "Ke2"
                                    << "may not move into check on e2";
        QTest::newRow("own piece") << start << "Nd2"
                                   << "d2 holds a white pawn";
        QTest::newRow("castle as king move") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                             << "Kg1"
                                             << "castling is written O-O";
        QTest::newRow("castle as king takes rook") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                                   << "Kxh1"
                                                   << "castling is written O-O";
        QTest::newRow("promote to king") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                         << "b8=K"
                                         << "promotes to a queen, rook, bishop or knight";
        QTest::newRow("promotion off the last rank") << start << "e4=Q"
                                                     << "is not a promotion";
        QTest::newRow("rank before file") << start << "N1gf3"
                                          << "unexpected 'g'";
        QTest::newRow("no target") << start << "Nf"
                                   << "not a move in SAN";
        QTest::newRow("bad target") << start << "Ni9"
                                    << "does not end in a target square";
        QTest::newRow("ambiguous") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
                                   << "Rd1"
                                   << "ambiguous: it could be Rad1 or Rhd1";
        QTest::newRow("garbage") << start << "hello"
                                 << "";
        QTest::newRow("no promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                      << "b8"
                                      << "needs a promotion piece";
        QTest::newRow("empty") << start << "+"
                               << "not a move";
    }
    void sanErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, message);
        auto m = moveFromSan(position(fen.toStdString()), input.toStdString());
        QVERIFY(!m.ok());
        QVERIFY2(QString::fromStdString(m.error().message).contains(message),
                 m.error().message.c_str());
    }

    void numberedLine_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("line");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        QTest::newRow("white to move") << start + " w KQkq - 0 12"
                                       << "g1f3 b8c6 e2e4"
                                       << "12. Nf3 Nc6 13. e4";
        QTest::newRow("black to move") << start + " b KQkq - 0 12"
                                       << "g8f6 g1f3 d7d5"
                                       << "12... Nf6 13. Nf3 d5";
        QTest::newRow("one black move") << start + " b KQkq - 0 7"
                                        << "e7e5"
                                        << "7... e5";
        QTest::newRow("castles and check") << "4k3/8/8/8/8/8/8/4K2R w K - 0 30"
                                           << "e1h1 e8d7 f1f7"
                                           << "30. O-O Kd7 31. Rf7+";
        QTest::newRow("empty") << start + " w KQkq - 0 1"
                               << ""
                               << "";
        QTest::newRow("stops at an illegal move") << start + " w KQkq - 0 3"
                                                  << "e2e4 e2e4 e7e5"
                                                  << "3. e4";
    }

    void numberedLine() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, line);
        const Position pos = position(fen.toStdString());
        std::vector<Move> moves;
        Position p = pos;
        for (const QString& text : uci.split(' ', Qt::SkipEmptyParts)) {
            auto m = moveFromUci(p, text.toStdString());
            moves.push_back(m ? *m : Move(E2, E4)); // the illegal row keeps a move that fails
            if (m) p = p.after(*m);
        }
        QCOMPARE(QString::fromStdString(sanLine(pos, moves)), line);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
