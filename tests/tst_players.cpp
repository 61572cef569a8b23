// Players as one idea (ui/game): Players read from and written to a record, and the game
// asking its players through PlayerDirector: GameSession with two engines playing each
// other, a player that fails (the game kept, waiting), an engine claiming a draw it is
// entitled to, and other players taking over a game in progress.
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/playerdirector.h"
#include "game/playernames.h"
#include "game/players.h"
#include "testutil.h"
#include "windowutil.h"

#include "chess960/engine/level.h"
#include "chess960/pgn.h"

#include <QSignalSpy>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

engine::Limits quick() {
    engine::Limits l;
    l.depth = 2;
    return l;
}

// A player that cannot move: it fails when asked.
class FailingPlayer : public Player {
public:
    using Player::Player;
    QString name() const override { return QStringLiteral("Broken engine"); }
    void requestMove(const MoveRequest&) override {
        ++asked;
        QMetaObject::invokeMethod(
            this,
            [this] { emit failed(QStringLiteral("Broken engine stopped answering."), false); },
            Qt::QueuedConnection);
    }
    void stop() override {}
    int asked = 0;
};

// A player that answers with a move that is not legal.
class LyingPlayer : public Player {
public:
    using Player::Player;
    QString name() const override { return QStringLiteral("Liar"); }
    void requestMove(const MoveRequest&) override {
        QMetaObject::invokeMethod(
            this, [this] { emit moveChosen(Move(E2, E5), 0, QStringLiteral("e5"), {}); },
            Qt::QueuedConnection);
    }
    void stop() override {}
};

// A player that never answers.
class SilentPlayer : public Player {
public:
    using Player::Player;
    QString name() const override { return QStringLiteral("Silent engine"); }
    void requestMove(const MoveRequest&) override {}
    void stop() override {}
};

} // namespace

class TestPlayers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_players"); }

    void recordRoundTrip_data() {
        QTest::addColumn<int>("row");
        QTest::newRow("two people") << 0;
        QTest::newRow("person against level 4") << 1;
        QTest::newRow("two levels") << 2;
        QTest::newRow("external engine") << 3;
        QTest::newRow("external engine at an Elo") << 4;
    }
    void recordRoundTrip() {
        QFETCH(int, row);
        Players p[5];
        p[4][Black] = PlayerSpec::externalAtElo(QStringLiteral("Stockfish"), 1500);
        p[1] = Players::againstBuiltIn(Black, 4);
        p[2][White] = PlayerSpec::builtIn(2);
        p[2][Black] = PlayerSpec::builtIn(9);
        p[3][White] = PlayerSpec::external(QStringLiteral("Stockfish 1800"));
        Game g = testutil::game("1. e4 e5 *");
        p[row].writeTo(g);
        const Game back = testutil::game(writePgn(g).c_str());
        QCOMPARE(Players::fromRecord(back), p[row]);
    }

    void oldRecordsStillRead() {
        // Records written before players had their own tags: one level for "the computer".
        const Game g = testutil::game("[WhiteType \"human\"]\n[BlackType \"program\"]\n"
                                      "[ComputerLevel \"7\"]\n\n1. e4 *");
        QCOMPARE(Players::fromRecord(g), Players::againstBuiltIn(White, 7));
        QCOMPARE(Players::fromRecord(g).personSide(), std::optional(White));
        QCOMPARE(Players::fromRecord(testutil::game("1. e4 *")), Players::twoPeople());
    }

    void pairingsAreNamed() {
        QCOMPARE(PlayerNames::pairing(Players::twoPeople()),
                 QStringLiteral("Two players on one board"));
        QCOMPARE(PlayerNames::pairing(Players::againstBuiltIn(White, 3)),
                 QStringLiteral("Playing the computer, level 3"));
        Players watch;
        watch[White] = PlayerSpec::builtIn(3);
        watch[Black] = PlayerSpec::external(QStringLiteral("Stockfish"));
        QCOMPARE(PlayerNames::pairing(watch),
                 QStringLiteral("Computer (level 3) against Stockfish"));
    }

    void aSetupNamesItsPlayers() {
        GameSetup s;
        s.start = GameSetup::Start::Number;
        s.number = 0;
        s.opponent = GameSetup::Opponent::Computer;
        s.colour = GameSetup::PlayerColour::Black;
        s.engine = QStringLiteral("Stockfish");
        s.engineElo = 1500;
        Game g = *s.createGame();
        QCOMPARE(Players::fromRecord(g)[White], PlayerSpec::externalAtElo("Stockfish", 1500));
        QCOMPARE(Players::fromRecord(g).personSide(), std::optional(Black));
        QCOMPARE(g.tag("White"), std::string("Stockfish (Elo 1500)"));
        QCOMPARE(g.tag("Black"), std::string("Player"));

        s.opponent = GameSetup::Opponent::Engines;
        s.whiteEngine = PlayerSpec::builtIn(10);
        s.blackEngine = PlayerSpec::external(QStringLiteral("Glaurung"));
        g = *s.createGame();
        QCOMPARE(Players::fromRecord(g).people(), 0);
        QCOMPARE(g.tag("White"), std::string("Computer (level 10)"));
        QCOMPARE(g.tag("Black"), std::string("Glaurung"));
        QCOMPARE(g.tag("Event"), std::string("Engine game"));

        // Kept between runs.
        s.save();
        const GameSetup back = GameSetup::load();
        QCOMPARE(back.opponent, GameSetup::Opponent::Engines);
        QCOMPARE(back.whiteEngine, s.whiteEngine);
        QCOMPARE(back.blackEngine, s.blackEngine);
        QCOMPARE(back.engine, s.engine);
        QCOMPARE(back.engineElo, 1500);
    }

    void recordedNamesAreWorded() {
        bool chosen = true;
        QCOMPARE(PlayerNames::recorded(QString(), White, 0, &chosen), QStringLiteral("White"));
        QVERIFY(!chosen);
        QCOMPARE(PlayerNames::recorded(QStringLiteral("Black"), Black), QStringLiteral("Black"));
        QCOMPARE(PlayerNames::recorded(QStringLiteral("Player"), White), QStringLiteral("Player"));
        QCOMPARE(PlayerNames::recorded(QStringLiteral("Computer (level 4)"), Black, 4),
                 QStringLiteral("Computer (level 4)"));
        // Another level's name, or a name someone chose, stays as written.
        QCOMPARE(PlayerNames::recorded(QStringLiteral("Computer (level 4)"), Black, 5, &chosen),
                 QStringLiteral("Computer (level 4)"));
        QVERIFY(chosen);
        QCOMPARE(PlayerNames::recorded(QStringLiteral("Anna"), White, 0, &chosen),
                 QStringLiteral("Anna"));
        QVERIFY(chosen);
    }

    // The list of names the program gives is the one recorded() reads by (My games' filter
    // turns the same list into SQL): each entry reads as listed, at its level only.
    void givenNamesAreTheOnesRecordedReads() {
        for (Color side : {White, Black}) {
            const std::vector<PlayerNames::Given> given = PlayerNames::given(side);
            QSet<int> levels;
            QStringList anyGame;
            for (const PlayerNames::Given& g : given) {
                bool chosen = true;
                QCOMPARE(PlayerNames::recorded(g.name, side, g.computerLevel, &chosen), g.shown);
                QVERIFY(!chosen);
                if (g.computerLevel > 0) {
                    levels.insert(g.computerLevel);
                    QCOMPARE(g.name, recordedComputerName(g.computerLevel));
                    // At another level, the name is one someone chose.
                    const int other = g.computerLevel % engine::kMaxLevel + 1;
                    QCOMPARE(PlayerNames::recorded(g.name, side, other, &chosen), g.name);
                    QVERIFY(chosen);
                } else
                    anyGame << g.name;
            }
            QCOMPARE(levels.size(), engine::kMaxLevel);
            QStringList expected{"", "?", kRecordedPlayerName, side == White ? "White" : "Black"};
            anyGame.sort();
            expected.sort();
            QCOMPARE(anyGame, expected);
            bool chosen = false;
            PlayerNames::recorded(QStringLiteral("White Knight"), side, 3, &chosen);
            QVERIFY(chosen);
        }
    }

    void twoEnginesPlayEachOther() {
        GameSession c;
        PlayerDirector d(&c);
        d.setMoveLimits(quick());
        Game g = testutil::game("*");
        Players watch;
        watch[White] = PlayerSpec::builtIn(10);
        watch[Black] = PlayerSpec::builtIn(1);
        watch.writeTo(g);
        c.loadGame(g);
        QVERIFY(!c.acceptsBoardMoves()); // nobody plays on the board
        QTRY_VERIFY_WITH_TIMEOUT(c.game().plyCount() >= 8, 20000);
        QVERIFY(!c.canTakeBack());
        // No person to resign: nothing changes (the engines may have ended the game by now,
        // level 10 against level 1, so the result before is what must stay).
        const GameResult before = c.game().result();
        const int plies = c.game().plyCount();
        d.stop();
        c.resign();
        QCOMPARE(c.game().result(), before);
        QVERIFY(c.game().plyCount() >= plies);
        QCOMPARE(c.preferredBottom(false, true), std::optional(White));
        c.newGame(518);
        QVERIFY(!d.isThinking());
    }

    void aFailingPlayerLeavesTheGameWaiting() {
        GameSession c;
        PlayerDirector d(&c);
        FailingPlayer* broken = nullptr;
        d.setFactory([&broken](const PlayerSpec&, QObject* parent) -> Player* {
            return broken = new FailingPlayer(parent);
        });
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        Game g = testutil::game("1. e4 *");
        Players::againstBuiltIn(White, 3).writeTo(g);
        c.loadGame(g);
        QVERIFY(broken);
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<Color>(), Black);
        QCOMPARE(failed.at(0).at(1).toString(), QStringLiteral("Broken engine stopped answering."));
        QCOMPARE(c.game().plyCount(), 1);
        QVERIFY(!c.game().isOver());
        QVERIFY(!d.isThinking());
        // Another opponent takes over: two people, and the game goes on from the board. The
        // record keeps that a program played, and who plays on.
        c.setPlayers(Players::twoPeople(), QStringLiteral("Broken engine stopped answering."));
        QVERIFY(c.acceptsBoardMoves());
        QCOMPARE(c.game().tag("BlackType"), std::string("human"));
        QCOMPARE(c.game().tag("WhiteType"), std::string("human"));
        QCOMPARE(c.game().tag("Black"), std::string(kRecordedPlayerName));
        QVERIFY(QString::fromStdString(c.game().nodeMove(c.game().cursor()).comment)
                    .contains("had Black and made no move. Broken engine stopped answering. "
                              "Player plays Black from here."));
        windowutil::playSans(&c, {"e5"});
        QCOMPARE(c.game().plyCount(), 2);
        // Two people now, both recorded as "Player": each is shown by its colour (issue 69).
        QCOMPARE(PlayerNames::ofSide(c.game(), c.players(), White), QStringLiteral("White"));
        QCOMPARE(PlayerNames::ofSide(c.game(), c.players(), Black), QStringLiteral("Black"));
    }

    // A replaced player is recorded: the name of the side is the new player's, and a comment
    // after the last move says who played up to which move, why it stopped and who plays on.
    void aReplacedPlayerIsRecorded() {
        GameSession c;
        Players vsStockfish;
        vsStockfish[Black] = PlayerSpec::externalAtElo(QStringLiteral("Stockfish"), 1500);
        Game g = testutil::game("1. e4 e5 2. Nf3 *");
        g.setTag("White", "Anna");
        g.setTag("Black", recordedEngineName(vsStockfish[Black]).toStdString());
        vsStockfish.writeTo(g);
        c.loadGame(g);
        c.setPlayers(Players::againstBuiltIn(White, 3), QStringLiteral("Stockfish crashed."));
        QCOMPARE(c.game().tag("Black"), std::string("Computer (level 3)"));
        QCOMPARE(c.game().tag("White"), std::string("Anna"));
        QCOMPARE(c.game().tag("BlackType"), std::string("program"));
        QCOMPARE(c.game().tag("BlackEngine"), std::string());
        QCOMPARE(c.game().tag("BlackEngineOptions"), std::string());
        const QString note = QString::fromStdString(c.game().nodeMove(c.game().cursor()).comment);
        QVERIFY2(note.contains("Stockfish (Elo 1500) played Black up to move 1") &&
                     note.contains("Stockfish crashed.") &&
                     note.contains("Computer (level 3) plays Black from here"),
                 qPrintable(note));
        // Written and read back, the game names the player who plays on.
        const Game back = *readPgnGame(writePgn(c.record()));
        QCOMPARE(back.tag("Black"), std::string("Computer (level 3)"));
        QVERIFY(QString::fromStdString(back.nodeMove(back.mainLine().back()).comment)
                    .contains("Stockfish crashed."));
    }

    void anIllegalAnswerIsAFailure() {
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory(
            [](const PlayerSpec&, QObject* parent) -> Player* { return new LyingPlayer(parent); });
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        Game g = testutil::game("*");
        Players::againstBuiltIn(Black, 3).writeTo(g);
        c.loadGame(g);
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("Liar")));
        QCOMPARE(failed.at(0).at(2).toBool(), true);
        QCOMPARE(c.game().plyCount(), 0);
    }

    // "1. e4" between the built-in engine (White) and Glaurung (Black), to move.
    static Game engineGame() {
        Game g = testutil::game("1. e4 *");
        Players watch;
        watch[White] = PlayerSpec::builtIn(3);
        watch[Black] = PlayerSpec::external(QStringLiteral("Glaurung"));
        watch.writeTo(g);
        return g;
    }

    void anEngineThatFailsAgainstAnEngineLosesTheGame() {
        GameSession c;
        c.loadGame(engineGame());
        // Only an engine's turn can be forfeited, and only by the side to move.
        QVERIFY(!c.forfeitByMachine(White, QStringLiteral("?"), false));
        QVERIFY(c.forfeitByMachine(Black, QStringLiteral("Glaurung stopped answering."), false));
        QCOMPARE(c.game().result(), GameResult::WhiteWins);
        QCOMPARE(c.game().termination(), Termination::Abandoned);
        QCOMPARE(c.game().nodeMove(c.game().cursor()).comment,
                 std::string("Glaurung stopped answering."));
        c.loadGame(engineGame());
        QVERIFY(c.forfeitByMachine(Black, QStringLiteral("Glaurung sent e8h8."), true));
        QCOMPARE(c.game().termination(), Termination::RulesInfraction);
    }

    // The game's rule, not the window's: between engines the one that fails loses the game,
    // with what it did in the record, and the director says it forfeited.
    void betweenEnginesTheDirectorForfeitsTheFailingOne() {
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory([](const PlayerSpec&, QObject* parent) -> Player* {
            return new FailingPlayer(parent);
        });
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        QSignalSpy ended(&c, &GameSession::gameEnded);
        c.loadGame(engineGame());
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<Color>(), Black);
        QCOMPARE(failed.at(0).at(3).toBool(), true); // forfeited
        QVERIFY(c.game().isOver());
        QCOMPARE(ended.size(), 1);
        QCOMPARE(c.game().result(), GameResult::WhiteWins);
        QCOMPARE(c.game().termination(), Termination::Abandoned);
        QCOMPARE(c.game().nodeMove(c.game().cursor()).comment,
                 std::string("Broken engine stopped answering."));
        QVERIFY(!d.isThinking());
        // Against a person the game waits for the person's choice instead.
        Game h = testutil::game("1. e4 *");
        Players::againstBuiltIn(White, 3).writeTo(h);
        c.loadGame(h);
        QTRY_COMPARE(failed.size(), 2);
        QCOMPARE(failed.at(1).at(3).toBool(), false);
        QVERIFY(!c.game().isOver());
    }

    void anEngineThatLetsItsFlagFallIsNamedInTheRecord() {
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory(
            [](const PlayerSpec&, QObject* parent) -> Player* { return new SilentPlayer(parent); });
        Game g = testutil::game("[WhiteType \"human\"]\n[BlackType \"program\"]\n\n1. e4 *");
        g.setTimeControl(TimeControl{300, 0});
        c.loadGame(g);
        QVERIFY(d.isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(c.game().isOver(), 5000);
        QCOMPARE(c.game().termination(), Termination::TimeForfeit);
        QCOMPARE(c.game().nodeMove(c.game().cursor()).comment,
                 std::string("Silent engine did not answer with a move before its time ran out."));
    }

    void anEngineClaimsADrawWhenNotBetter() {
        // Black has no queen and the position after 5. Nf3 stands for the third time: the
        // engine, worse by a queen, claims the draw instead of moving.
        GameSession c;
        PlayerDirector d(&c);
        d.setMoveLimits(quick());
        Game g = testutil::game(
            "[SetUp \"1\"]\n[FEN \"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
            "[WhiteType \"human\"]\n[BlackType \"program\"]\n\n"
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 *");
        c.loadGame(g);
        QTRY_VERIFY_WITH_TIMEOUT(c.game().isOver(), 20000);
        QCOMPARE(c.game().result(), GameResult::Draw);
        QCOMPARE(c.game().plyCount(), 9);
    }
};

QTEST_MAIN(TestPlayers)
#include "tst_players.moc"
