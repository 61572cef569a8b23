// Playing on an electronic board, through the whole program: a simulated board (DGT and
// Millennium ChessLink) on a pseudo-terminal, the window connected to it as with --board. A
// game begun by setting up a start position (either way round), moves read from the board, a
// castle made in the order the rules forbid and then in the right one, a move made on the
// screen waited for on the board and made wrong, a take-back by setting up an earlier
// position, and the board pulled out and put back mid-game.
#include "board/boardwidget.h"
#include "castleready.h"
#include "eboard/eboardfeature.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "mainwindow.h"
#include "simboard.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/millennium.h"
#include "chess960/startpos.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSocketNotifier>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <random>
#include <set>
#include <tuple>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;
using boardsim::Protocol;
using boardsim::PtyBoard;

namespace {

// A simulated board whose answers to the program are given from the event loop.
class Board {
public:
    Board(Protocol p, const QString& link) : pty_(p, link.toStdString()) { watch(); }
    PtyBoard& pty() { return pty_; }
    QString spec() const {
        return (pty_.board().protocol() == Protocol::Dgt ? QStringLiteral("dgt:")
                                                         : QStringLiteral("millennium:")) +
               QString::fromStdString(pty_.path());
    }
    void setUp(const eboard::Placement& p) { pty_.setUp(p); }
    /// Sets the board up and waits until the program's link reports it.
    bool setUpAndWait(const eboard::Placement& p, const BoardLink& link) {
        pty_.setUp(p);
        return QTest::qWaitFor([&] { return link.placement() == p; }, 5000);
    }
    void move(const char* from, const char* to) { pty_.move(parseSquare(from), parseSquare(to)); }
    void lift(const char* sq) { pty_.setSquare(parseSquare(sq), NoPiece); }
    void place(const char* sq, Piece p) { pty_.setSquare(parseSquare(sq), p); }
    void unplug() {
        notifier_.reset();
        pty_.unplug();
    }
    void plugIn() {
        QVERIFY(pty_.plugIn());
        watch();
    }

private:
    void watch() {
        notifier_ = std::make_unique<QSocketNotifier>(pty_.fd(), QSocketNotifier::Read);
        QObject::connect(notifier_.get(), &QSocketNotifier::activated, [this] { pty_.serve(); });
    }
    PtyBoard pty_;
    std::unique_ptr<QSocketNotifier> notifier_;
};

EBoardFeature* eboardOf(MainWindow& w) {
    return feature<EBoardFeature>(w);
}

// A start that asks nothing about an unfinished game.
MainWindow::StartRequest fresh() {
    MainWindow::StartRequest r;
    r.fresh = true;
    return r;
}

GameSession* sessionOf(MainWindow& w) {
    return w.findChild<GameSession*>();
}

// A window connected, as with --board, to a simulated board of its own.
struct Table {
    explicit Table(Protocol p) : board(p, dir.filePath(QStringLiteral("board"))) {
        MainWindow::StartRequest r = fresh();
        r.board = board.spec();
        w.startUp(r);
        e = eboardOf(w);
        c = sessionOf(w);
    }
    /// The board set up to pos (and reported), then a game between two players from it.
    bool playFrom(const Position& pos) {
        if (!board.setUpAndWait(eboard::placementOf(pos), *e->link())) return false;
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Human;
        setup.start = GameSetup::Start::Fen;
        setup.fen = QString::fromStdString(pos.fen());
        return testutil::startGame(c, setup);
    }
    QTemporaryDir dir;
    Board board;
    MainWindow w;
    EBoardFeature* e = nullptr;
    GameSession* c = nullptr;
};

} // namespace

class TestEboardWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_eboard_window"); }

    void protocols_data() {
        QTest::addColumn<int>("protocol");
        QTest::newRow("dgt") << int(Protocol::Dgt);
        QTest::newRow("millennium") << int(Protocol::Millennium);
    }

    // A whole game's worth on the board: the start set up turned round and straight, moves, a
    // castle in the forbidden order and then in the right one, a move made on the screen and
    // made on the board wrong then right, a take-back by the pieces, the cable pulled.
    void protocols() {
        QFETCH(int, protocol);
        Table t{Protocol(protocol)};
        Board& board = t.board;
        QVERIFY(board.pty().isOpen());
        MainWindow& w = t.w;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        if (protocol == int(Protocol::Dgt)) {
            QTRY_COMPARE(e->link()->version(), QStringLiteral("1.7"));
            QTRY_COMPARE(e->link()->serialNumber(), QStringLiteral("96000"));
        }

        // Start position 123 set up with White at the board's far side, then 700 straight:
        // each begins a game between the two players at the board.
        board.setUp(eboard::turned(eboard::placementOf(Position::startPosition(123))));
        QTRY_COMPARE(c->game().startNumber(), 123);
        QCOMPARE(c->players().people(), 2);
        QVERIFY(w.board()->isFlipped()); // seen from the board's near side: Black's
        // The first move read in the game's squares: e2-e4 is the board's d7-d5.
        board.move("d7", "d5");
        QTRY_COMPARE(c->game().plyCount(), 1);
        QCOMPARE(c->game().moves().back().san, std::string("e4"));
        {
            // A game with a move is replaced only when the player agrees, as New game asks.
            Answer discard("replaceGame", QMessageBox::Discard);
            board.setUp(eboard::placementOf(Position::startPosition(700)));
            QTRY_COMPARE(c->game().startNumber(), 700);
            QVERIFY(discard.asked());
        }
        QVERIFY(!w.board()->isFlipped());

        // A castling set-up (king f1, rooks b1 and h1): the board set up to it, and the game
        // given it as a FEN.
        // The board first: while it shows a start position, that start is the game.
        QVERIFY(
            t.playFrom(*Position::fromFen("1r3k1r/pppppppp/8/8/8/8/PPPPPPPP/1R3K1R w KQkq - 0 1")));
        QTRY_COMPARE(e->instruction(), QString());

        // O-O with the king on the rook's target (f1): the rook first is no castle.
        board.lift("f1");
        board.lift("h1");
        board.place("f1", WRook);
        board.place("g1", WKing);
        QTRY_VERIFY2(e->instruction().contains(QStringLiteral("Move the king first")),
                     qPrintable(e->instruction() + QString::number(c->game().plyCount()) +
                                QString::fromStdString(c->position().fen())));
        QCOMPARE(c->game().plyCount(), 0);
        QVERIFY(w.board()->boardDifferences() != 0);
        // Put back, then the king first: its half (Kf1-g1) is itself a legal move, which is
        // not taken while the rook follows.
        board.lift("g1");
        board.lift("f1");
        board.place("f1", WKing);
        board.place("h1", WRook);
        QTRY_COMPARE(e->instruction(), QString());
        board.move("f1", "g1");
        // Read by the program (the link reports what the board shows) and held, not played.
        QTRY_VERIFY(e->link()->placement() == board.pty().board().placement());
        QCOMPARE(c->game().plyCount(), 0);
        board.move("h1", "f1");
        QTRY_COMPARE(c->game().plyCount(), 1);
        QCOMPARE(c->game().moves().back().san, std::string("O-O"));

        // Black's move made on the screen: the board is told to follow, a wrong square named.
        QVERIFY(c->play(Move(E7, E5)));
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("e5")));
        // A ChessLink board lights the move's two squares.
        const auto& leds = board.pty().board().leds();
        if (protocol == int(Protocol::Millennium))
            QTRY_VERIFY(leds == millennium::ledsOf(bb(E7) | bb(E5)));
        board.move("e7", "e6");
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("must come off")));
        QCOMPARE(c->game().plyCount(), 2);
        board.move("e6", "e5");
        QTRY_COMPARE(e->instruction(), QString());
        QCOMPARE(w.board()->boardDifferences(), Bitboard(0));
        QTRY_VERIFY(leds == millennium::ledsOf(0)); // every LED off

        // A move from the board, then the pieces put back two plies: a take-back offered.
        board.move("a2", "a4");
        QTRY_COMPARE(c->game().plyCount(), 3);
        {
            Answer yes("boardTakeBack", QMessageBox::Yes);
            board.move("a4", "a2");
            board.move("e5", "e7");
            QTRY_VERIFY(yes.asked());
            QTRY_COMPARE(c->game().plyCount(), 1);
        }
        QTRY_COMPARE(e->instruction(), QString());

        // The cable pulled: the game stays and goes on with the mouse; plugged in again, the
        // board is told to catch up.
        board.unplug();
        QTRY_COMPARE_WITH_TIMEOUT(e->link()->state(), BoardLink::State::Lost,
                                  BoardLink::kPingMs + BoardLink::kAnswerMs + 2000);
        QVERIFY(c->play(Move(D7, D5)));
        QCOMPARE(c->game().plyCount(), 2);
        board.plugIn();
        QTRY_COMPARE_WITH_TIMEOUT(e->link()->state(), BoardLink::State::Connected,
                                  BoardLink::kRetryMs + BoardLink::kAnswerMs + 2000);
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("d5")));
        board.move("d7", "d5");
        QTRY_COMPARE(e->instruction(), QString());
        board.move("b2", "b3");
        QTRY_COMPARE(c->game().plyCount(), 3);
    }

    // The computer as the board's opponent: a start set up begins a game against it, the
    // player's move is read, the computer's answer waited for, made wrong, then made right.
    void againstTheComputer() {
        EBoardFeature::setComputerIsBoardOpponent(true);
        Table t(Protocol::Dgt);
        Board& board = t.board;
        MainWindow& w = t.w;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        board.setUp(eboard::placementOf(Position::startPosition(518)));
        QTRY_COMPARE(c->game().startNumber(), 518);
        QCOMPARE(c->players().people(), 1);
        QCOMPARE(*c->players().personSide(), White);
        board.move("e2", "e4");
        QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 2, 30000);
        const Move reply = c->game().moves().back().move;
        QTRY_VERIFY(e->instruction().startsWith(QStringLiteral("Make ")));
        // A black piece that is not the computer's moved instead: named.
        const Square wrong = reply.from() == A7 ? H7 : A7;
        board.move(squareName(wrong).c_str(), squareName(Square(wrong - 8)).c_str());
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("must come off")));
        QVERIFY(w.board()->boardDifferences() & (Bitboard(1) << (wrong - 8)));
        board.move(squareName(Square(wrong - 8)).c_str(), squareName(wrong).c_str());
        board.move(squareName(reply.from()).c_str(), squareName(reply.to()).c_str());
        QTRY_COMPARE(e->instruction(), QString());
        QCOMPARE(c->game().plyCount(), 2);
        EBoardFeature::setComputerIsBoardOpponent(false);
    }

    // A piece lifted and put back, en passant, a capture, and a promotion whose piece the
    // board cannot tell (a pawn put on the last rank): asked, then played.
    void enPassantAndPromotion() {
        Table t(Protocol::Millennium);
        Board& board = t.board;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        const char* fen = "k7/4P3/8/3pP3/8/8/7r/K6B w - d6 0 2";
        QVERIFY(t.playFrom(*Position::fromFen(fen)));
        QTRY_COMPARE(e->instruction(), QString());
        // A piece lifted and put back is no move: the next move is the first.
        board.lift("e7");
        board.place("e7", WPawn);
        board.move("e5", "d6");
        board.lift("d5");
        QTRY_COMPARE(c->game().plyCount(), 1);
        QCOMPARE(c->game().moves().back().move.kind(), Move::EnPassant);
        // A capture: the captured piece lifted, the rook put in its place.
        board.move("h2", "h1");
        QTRY_COMPARE(c->game().plyCount(), 2);
        QCOMPARE(c->game().moves().back().san, std::string("Rxh1+"));
        board.move("a1", "b2");
        QTRY_COMPARE(c->game().plyCount(), 3);
        board.move("a8", "b7");
        QTRY_COMPARE(c->game().plyCount(), 4);
        Answer knight("boardPromotion", [](QDialog& d) {
            d.findChild<QAbstractButton*>(QStringLiteral("promoteN"))->click();
        });
        board.move("e7", "e8"); // the pawn itself put on e8
        QTRY_COMPARE(c->game().plyCount(), 5);
        QVERIFY(knight.asked());
        QCOMPARE(c->game().moves().back().san, std::string("e8=N"));
        // The board still holds a pawn there: the knight is asked for.
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("knight belongs on e8")));
        board.lift("e8");
        board.place("e8", WKnight);
        QTRY_COMPARE(e->instruction(), QString());
    }

    // In analysis a position set up on the board becomes the position analysed; a piece held
    // in the air for a while does not.
    void analysisFollowsTheBoard() {
        Table t(Protocol::Dgt);
        Board& board = t.board;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        board.setUp(eboard::placementOf(Position::startPosition(518)));
        QTRY_COMPARE(c->game().startNumber(), 518);
        c->setAnalysis(true);
        QVERIFY(c->analysing());
        board.lift("g1");
        // Once the board is still the lifted piece is named: not a position being set up,
        // which would be told as one and taken a moment later.
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("missing on g1")));
        QCOMPARE(c->game().startNumber(), 518);
        QVERIFY(c->analysing());
        const char* fen = "4k3/8/3q4/8/8/2N5/8/4K3 w - - 0 1";
        board.setUp(eboard::placementOf(*Position::fromFen(fen)));
        QTRY_VERIFY(e->instruction().startsWith(QStringLiteral("Keep the board still")));
        QTRY_COMPARE_WITH_TIMEOUT(QString::fromStdString(c->view()->position().fen()),
                                  QString::fromLatin1(fen), EBoardFeature::kSetUpMs + 3000);
        QVERIFY(c->analysing());
        QTRY_COMPARE(e->instruction(), QString());
        // Moves for either side are read from it, at the node on view.
        board.move("d6", "d1");
        QTRY_COMPARE(c->view()->ply(), 0); // White is to move: not Black's queen
        board.move("d1", "d6");
        board.move("c3", "d5");
        QTRY_COMPARE(c->view()->ply(), 1);
        board.move("d6", "d7");
        QTRY_COMPARE(c->view()->ply(), 2);
        // A step back on the screen: the board is to show the node on view again.
        c->browseBy(-1);
        QTRY_VERIFY(!e->instruction().isEmpty());
        board.move("d7", "d6");
        QTRY_COMPARE(e->instruction(), QString());
        QCOMPARE(c->game().plyCount(), 0); // the game itself stands where it was set up
    }

    // Each castling method (two moves with the king first, the rook first or either; the two
    // pieces changing places; the king alone; the rook alone) on both sides for both colours,
    // made on the board in every order the rules allow and in the one they forbid.
    void everyCastlingMethod_data() { protocols_data(); }
    void everyCastlingMethod() {
        QFETCH(int, protocol);
        Table t{Protocol(protocol)};
        Board& board = t.board;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        // The first start position giving each kind of castle.
        std::set<std::tuple<int, int, int, int>> seen;
        int made = 0, refused = 0;
        for (int n = 0; n < kStartPositionCount; ++n) {
            for (const Color colour : {White, Black}) {
                const Position pos = castleready::position(n, colour);
                for (const CastleSide side : {CastleSide::ASide, CastleSide::HSide}) {
                    const CastleAnalysis a = analyseCastle(pos, colour, side);
                    if (!a.possible() ||
                        !seen.insert({int(a.method), int(a.order), int(side), int(colour)}).second)
                        continue;
                    for (const auto& [steps, allowed] : castleready::ways(a)) {
                        QVERIFY(t.playFrom(pos));
                        QTRY_COMPARE(e->instruction(), QString());
                        for (const castleready::Step& st : steps)
                            board.place(squareName(st.square).c_str(),
                                        st.lift ? NoPiece : st.piece);
                        const QString what = QStringLiteral("SP %1 %2 %3")
                                                 .arg(n)
                                                 .arg(QString::fromStdString(pos.fen()))
                                                 .arg(side == CastleSide::HSide ? "O-O" : "O-O-O");
                        if (allowed) {
                            QTRY_COMPARE_WITH_TIMEOUT(c->game().plyCount(), 1,
                                                      EBoardFeature::kSettleMs + 5000);
                            QVERIFY2(c->game().moves().back().move == a.move, qPrintable(what));
                            ++made;
                        } else {
                            QTRY_VERIFY2(
                                e->instruction().startsWith(QStringLiteral("Not a castle")),
                                qPrintable(what));
                            QCOMPARE(c->game().plyCount(), 0);
                            ++refused;
                        }
                    }
                }
            }
        }
        QCOMPARE(seen.size(), size_t(24)); // 6 kinds of castle x 2 sides x 2 colours
        QVERIFY(refused > 0);
        qInfo("castles made on the board %d, refused for their order %d", made, refused);
    }

    // Every start position set up on a board, either way round, read through the port as the
    // position it is (ChessLink: all 960 and Double Fischer Random pairs; DGT, whose board
    // reports square by square, a sample of each); and a pair set up turned round begins its
    // game in the window.
    void everyStartPositionThroughTheBoard() {
        for (const Protocol protocol : {Protocol::Millennium, Protocol::Dgt}) {
            QTemporaryDir dir;
            Board board(protocol, dir.filePath(QStringLiteral("board")));
            BoardLink link;
            link.connectTo(protocol == Protocol::Dgt ? BoardLink::Kind::Dgt
                                                     : BoardLink::Kind::Millennium,
                           QString::fromStdString(board.pty().path()));
            QTRY_COMPARE(link.state(), BoardLink::State::Connected);
            std::mt19937 rng(7);
            const int step = protocol == Protocol::Dgt ? 37 : 1;
            int count = 0;
            const auto read = [&](int white, int blackNumber, bool isTurned) {
                const auto p = eboard::placementOf(Position::startPosition(white, blackNumber));
                if (!board.setUpAndWait(isTurned ? eboard::turned(p) : p, link)) return false;
                ++count;
                return eboard::recognizeStart(link.placement()) ==
                       eboard::StartSetUp{white, blackNumber, isTurned};
            };
            for (int n = 0; n < kStartPositionCount; n += step)
                for (const bool isTurned : {false, true})
                    QVERIFY2(read(n, n, isTurned), qPrintable(QString::number(n)));
            for (int i = 0; i < 40; ++i) {
                const int white = int(rng() % 960), black = int(rng() % 960);
                QVERIFY2(read(white, black, i % 2 == 1),
                         qPrintable(QStringLiteral("%1 %2").arg(white).arg(black)));
            }
            qInfo("%s: %d start positions read through the port",
                  protocol == Protocol::Dgt ? "DGT" : "ChessLink", count);
        }
        Table t(Protocol::Dgt);
        Board& board = t.board;
        MainWindow& w = t.w;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        QTRY_COMPARE(eboardOf(w)->link()->state(), BoardLink::State::Connected);
        board.setUp(eboard::turned(eboard::placementOf(Position::startPosition(12, 700))));
        QTRY_COMPARE(QString::fromStdString(c->position().fen()),
                     QString::fromStdString(Position::startPosition(12, 700).fen()));
        QVERIFY(w.board()->isFlipped());
    }

    // A new game chosen on the screen while the board shows a position one move further is not
    // played on from the board: only a change on the board makes a move.
    void aGameChangedOnTheScreenIsNotPlayedOn() {
        Table t(Protocol::Dgt);
        Board& board = t.board;
        EBoardFeature* e = t.e;
        GameSession* c = t.c;
        QTRY_COMPARE(t.e->link()->state(), BoardLink::State::Connected);
        const Position start = Position::startPosition(518);
        QVERIFY(board.setUpAndWait(eboard::placementOf(start.after(Move(E2, E4))), *e->link()));
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Human;
        setup.start = GameSetup::Start::Number;
        setup.number = 518;
        QVERIFY(testutil::startGame(c, setup));
        QTRY_VERIFY(e->instruction().contains(QStringLiteral("e2")));
        QCOMPARE(c->game().plyCount(), 0);
        board.move("e4", "e2");
        QTRY_COMPARE(e->instruction(), QString());
        board.move("e2", "e4");
        QTRY_COMPARE(c->game().plyCount(), 1);
    }

    // Settings > Electronic board: the kind and a typed path, Connect, the board's position
    // shown; the choice kept for the next start; Disconnect.
    void theDialogConnects() {
        QTemporaryDir dir;
        Board board(Protocol::Millennium, dir.filePath(QStringLiteral("board")));
        board.setUp(eboard::placementOf(Position::startPosition(518)));
        {
            MainWindow w;
            EBoardFeature* e = eboardOf(w);
            e->settingsAction()->trigger();
            auto* dialog = w.findChild<QDialog*>(QStringLiteral("boardDialog"));
            QVERIFY(dialog && dialog->isVisible());
            auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("boardKind"));
            kind->setCurrentIndex(kind->findData(QStringLiteral("millennium")));
            dialog->findChild<QComboBox*>(QStringLiteral("boardPort"))
                ->setEditText(QString::fromStdString(board.pty().path()));
            dialog->findChild<QPushButton*>(QStringLiteral("boardConnect"))->click();
            QTRY_COMPARE(e->link()->state(), BoardLink::State::Connected);
            auto* position = dialog->findChild<QLabel*>(QStringLiteral("boardPosition"));
            QTRY_VERIFY(position->text().startsWith(QStringLiteral("8 r n b q k b n r")));
            QVERIFY(e->statusLabel()->isVisibleTo(&w));
        }
        {
            // Started again: the board connected last is connected again.
            MainWindow w;
            w.startUp(fresh());
            EBoardFeature* e = eboardOf(w);
            QTRY_COMPARE(e->link()->state(), BoardLink::State::Connected);
            QCOMPARE(e->link()->kind(), BoardLink::Kind::Millennium);
            e->settingsAction()->trigger();
            auto* dialog = w.findChild<QDialog*>(QStringLiteral("boardDialog"));
            dialog->findChild<QPushButton*>(QStringLiteral("boardDisconnect"))->click();
            QCOMPARE(e->link()->state(), BoardLink::State::Off);
            QVERIFY(!e->statusLabel()->isVisibleTo(&w));
        }
        MainWindow w;
        w.startUp(fresh());
        QCOMPARE(eboardOf(w)->link()->state(), BoardLink::State::Off);
    }

    // A board name that is not one is said, and nothing is connected.
    void aWrongBoardNameIsSaid() {
        QCOMPARE(BoardLink::parse(QStringLiteral("dgt:/dev/ttyUSB0"))->second,
                 QStringLiteral("/dev/ttyUSB0"));
        QCOMPARE(BoardLink::parse(QStringLiteral("millennium:COM3"))->first,
                 BoardLink::Kind::Millennium);
        QVERIFY(!BoardLink::parse(QStringLiteral("novag:/dev/x")));
        QVERIFY(!BoardLink::parse(QStringLiteral("/dev/ttyUSB0")));
        MainWindow w;
        Answer ok("errorMessage", [](QDialog& d) { d.accept(); });
        eboardOf(w)->connectAtStart(QStringLiteral("/dev/ttyUSB0"));
        QCOMPARE(eboardOf(w)->link()->state(), BoardLink::State::Off);
    }
};

QTEST_MAIN(TestEboardWindow)
#include "tst_eboard_window.moc"
