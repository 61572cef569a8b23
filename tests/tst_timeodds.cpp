// Time odds: each side its own base time and increment (TimeControl::perSide), on the clocks
// (GameClock, GameSession's take-back and resume), in PGN (TimeControl "?" with
// WhiteTimeControl and BlackTimeControl, as Cute Chess writes and reads them) and in the New
// Game dialog ("you 5+3, the computer 1+0", or White and Black with two players).
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/newgamedialog.h"
#include "gametable.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

const TimeControl kOdds = TimeControl::perSide({300'000, 3'000}, {60'000, 0}); // 5+3 v 1+0

GameSetup twoPlayers(std::optional<TimeControl> tc) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Human;
    s.start = GameSetup::Start::Classical;
    s.timeControl = tc;
    return s;
}

std::string tagLine(const std::string& pgn, const std::string& name) {
    const size_t at = pgn.find("[" + name + " ");
    return at == std::string::npos ? std::string() : pgn.substr(at, pgn.find('\n', at) - at);
}

} // namespace

class TestTimeOdds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_timeodds"); }
    void init() {
        QSettings().clear();
        removeAutosave();
    }

    void eachSideItsOwn() {
        QVERIFY(kOdds.hasOdds());
        QCOMPARE(kOdds.base(White), int64_t(300'000));
        QCOMPARE(kOdds.increment(White), int64_t(3'000));
        QCOMPARE(kOdds.base(Black), int64_t(60'000));
        QCOMPARE(kOdds.increment(Black), int64_t(0));
        // The same for both sides is no odds, and equal to the plain setting.
        const TimeControl same = TimeControl::perSide({180'000, 2'000}, {180'000, 2'000});
        QVERIFY(!same.hasOdds());
        QCOMPARE(same, (TimeControl{180'000, 2'000}));
        QCOMPARE(same.base(Black), int64_t(180'000));
        QCOMPARE(same.increment(Black), int64_t(2'000));
    }

    void pgnWritesAndReadsBothSides() {
        Game game = *Game::fromStartNumber(518);
        game.setTimeControl(kOdds);
        game.play(*moveFromSan(game.position(), "e4"), 302'000);
        const std::string pgn = writePgn(game);
        QCOMPARE(tagLine(pgn, "TimeControl"), std::string("[TimeControl \"?\"]"));
        QCOMPARE(tagLine(pgn, "WhiteTimeControl"), std::string("[WhiteTimeControl \"300+3\"]"));
        QCOMPARE(tagLine(pgn, "BlackTimeControl"), std::string("[BlackTimeControl \"60+0\"]"));
        const auto read = readPgnGame(pgn);
        QVERIFY(read);
        QCOMPARE(read->timeControl(), std::optional(kOdds));
        // Written again, the same tags and no leftovers.
        const std::string again = writePgn(*read);
        QCOMPARE(again, pgn);

        // No odds: the one TimeControl tag as before.
        game.setTimeControl(TimeControl{300'000, 3'000});
        const std::string plain = writePgn(game);
        QCOMPARE(tagLine(plain, "TimeControl"), std::string("[TimeControl \"300+3\"]"));
        QVERIFY(tagLine(plain, "WhiteTimeControl").empty());
    }

    void pgnReadsWhatOthersWrite_data() {
        QTest::addColumn<QString>("tags");
        QTest::addColumn<qint64>("whiteBase");
        QTest::addColumn<qint64>("whiteIncrement");
        QTest::addColumn<qint64>("blackBase");
        QTest::addColumn<qint64>("blackIncrement");
        // Cute Chess: no TimeControl tag when the sides differ.
        QTest::newRow("cute chess") << "[WhiteTimeControl \"300+3\"]\n[BlackTimeControl \"60\"]"
                                    << 300'000LL << 3'000LL << 60'000LL << 0LL;
        QTest::newRow("per side before TimeControl")
            << "[BlackTimeControl \"60+1\"]\n[TimeControl \"180+2\"]" << 180'000LL << 2'000LL
            << 60'000LL << 1'000LL;
        QTest::newRow("one side only")
            << "[WhiteTimeControl \"600+5\"]" << 600'000LL << 5'000LL << 600'000LL << 5'000LL;
        QTest::newRow("equal sides") << "[WhiteTimeControl \"60+0\"]\n[BlackTimeControl \"60+0\"]"
                                     << 60'000LL << 0LL << 60'000LL << 0LL;
    }

    void pgnReadsWhatOthersWrite() {
        QFETCH(QString, tags);
        QFETCH(qint64, whiteBase);
        QFETCH(qint64, whiteIncrement);
        QFETCH(qint64, blackBase);
        QFETCH(qint64, blackIncrement);
        const std::string pgn = "[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"" +
                                Position::startPosition(518).fen() + "\"]\n" + tags.toStdString() +
                                "\n\n1. e4 *\n";
        const auto game = readPgnGame(pgn);
        QVERIFY(game);
        QVERIFY(game->timeControl());
        const TimeControl tc = *game->timeControl();
        QCOMPARE(tc.base(White), whiteBase);
        QCOMPARE(tc.increment(White), whiteIncrement);
        QCOMPARE(tc.base(Black), blackBase);
        QCOMPARE(tc.increment(Black), blackIncrement);
        QCOMPARE(tc.hasOdds(), whiteBase != blackBase || whiteIncrement != blackIncrement);
        QVERIFY(!game->hasTag("WhiteTimeControl") && !game->hasTag("BlackTimeControl"));
    }

    void aClockRunsOnItsTimeSourceAndFallsOnce() {
        GameClock clock;
        qint64 now = 1000;
        clock.setTimeSource([&now] { return now; });
        clock.reset(kOdds);
        QSignalSpy fell(&clock, &GameClock::flagFell);
        clock.start(Black);
        now += 59'999;
        clock.update();
        QCOMPARE(clock.remaining(Black), 1);
        QVERIFY(fell.isEmpty());
        now += 1;
        clock.update();
        QCOMPARE(fell.size(), 1);
        QCOMPARE(fell[0][0].value<Color>(), Black);
        QVERIFY(!clock.running());
        QCOMPARE(clock.remaining(Black), 0);
        now += 5000;
        clock.update(); // once only
        QCOMPARE(fell.size(), 1);
        QCOMPARE(clock.remaining(White), 300'000); // White's never ran
    }

    void clocksRunWithTheirOwnTimes() {
        GameClock clock;
        clock.reset(kOdds);
        QCOMPARE(clock.remaining(White), 300'000);
        QCOMPARE(clock.remaining(Black), 60'000);
        QCOMPARE(clock.punch(White), 303'000); // White's increment
        QCOMPARE(clock.punch(Black), 60'000);  // Black has none
    }

    void hotSeatGameWithOdds() {
        GameTable w;
        GameSession* c = w.session();
        QVERIFY(testutil::startGame(c, twoPlayers(kOdds)));
        QCOMPARE(w.clocks()->timeText(White), QString("5:00"));
        QCOMPARE(w.clocks()->timeText(Black), QString("1:00"));
        playSans(c, {"e4", "e5", "Nf3"});
        QCOMPARE(*c->game().moves()[0].clockMs, 303'000);
        QVERIFY(*c->game().moves()[1].clockMs <= 60'000);
        QVERIFY(*c->game().moves()[1].clockMs > 59'000);
        // A take-back takes off the increment of the side whose move goes.
        const qint64 white = c->clock()->remaining(White);
        c->undo();
        const qint64 after = c->clock()->remaining(White); // and White's clock runs again
        QVERIFY2(after <= white - 3'000 && after > white - 3'300,
                 qPrintable(QString::number(after)));

        // Saved and opened again, the game has its clocks: each side's time as recorded.
        QTemporaryDir dir;
        const QString path = dir.filePath("odds.pgn");
        QVERIFY(w.files()->saveFile(path));
        QVERIFY(windowutil::written(w.document()));
        GameTable again;
        QCOMPARE(openAndWait(&again.window(), again.files(), path), Opened::Game);
        QCOMPARE(again.session()->clock()->timeControl(), std::optional(kOdds));
        QCOMPARE(again.session()->clock()->remaining(Black), *c->game().moves()[1].clockMs);
        // White goes on from the time recorded for e4 and gets White's increment.
        playSans(again.session(), {"Nf3"});
        const qint64 nf3 = *again.session()->game().moves()[2].clockMs;
        const qint64 e4 = *c->game().moves()[0].clockMs;
        QVERIFY2(nf3 <= e4 + 3'000 && nf3 > e4 + 2'000, qPrintable(QString::number(nf3)));
    }

    void resumedWithoutMovesStartsFromEachBase() {
        // Before any move the record has no times: each side starts from its own base.
        Game game = *twoPlayers(kOdds).createGame();
        GameTable w;
        w.session()->loadGame(game);
        QCOMPARE(w.session()->clock()->remaining(White), 300'000);
        QCOMPARE(w.session()->clock()->remaining(Black), 60'000);
    }

    void againstTheComputerTheOddsFollowThePerson() {
        GameSetup s;
        s.opponent = GameSetup::Opponent::Computer;
        s.timeControl = TimeControl{300'000, 3'000}; // you
        s.oddsClock = TimeControl{60'000, 0};        // the computer
        s.colour = GameSetup::PlayerColour::White;
        QCOMPARE(s.createGame()->timeControl(), std::optional(kOdds));
        s.colour = GameSetup::PlayerColour::Black;
        QCOMPARE(s.createGame()->timeControl(),
                 std::optional(TimeControl::perSide({60'000, 0}, {300'000, 3'000})));
        // Two players: timeControl is White's, oddsClock is Black's.
        GameSetup two = twoPlayers(TimeControl{300'000, 3'000});
        two.oddsClock = TimeControl{60'000, 0};
        QCOMPARE(two.createGame()->timeControl(), std::optional(kOdds));
        // Kept for the next game.
        s.save();
        const GameSetup loaded = GameSetup::load();
        QCOMPARE(loaded.timeControl, s.timeControl);
        QCOMPARE(loaded.oddsClock, s.oddsClock);
    }

    void newGameDialogSetsTheOdds() {
        GameSetup s = twoPlayers(TimeControl{300'000, 3'000});
        NewGameDialog dialog(s);
        auto* odds = dialog.findChild<QCheckBox*>("timeOdds");
        auto* other = dialog.findChild<QComboBox*>("oddsClock");
        QVERIFY(odds && other);
        QVERIFY(!odds->isChecked());
        QVERIFY(!dialog.setup().oddsClock);
        odds->setChecked(true);
        QVERIFY(other->isEnabled());
        other->setCurrentIndex(other->findText("1+0", Qt::MatchStartsWith));
        const GameSetup chosen = dialog.setup();
        QCOMPARE(chosen.timeControl, std::optional(TimeControl{300'000, 3'000}));
        QCOMPARE(chosen.oddsClock, std::optional(TimeControl{60'000, 0}));
        QCOMPARE(chosen.createGame()->timeControl(), std::optional(kOdds));

        // Opened again with the odds, it shows them; a custom time is kept too.
        GameSetup custom = chosen;
        custom.oddsClock = TimeControl{120'000, 7'000};
        NewGameDialog reopened(custom);
        QVERIFY(reopened.findChild<QCheckBox*>("timeOdds")->isChecked());
        QCOMPARE(reopened.setup().oddsClock, custom.oddsClock);

        // No clock, no odds.
        dialog.findChild<QComboBox*>("clock")->setCurrentIndex(0);
        QVERIFY(!dialog.setup().timeControl);
        QVERIFY(!dialog.setup().oddsClock);
        QVERIFY(!odds->isEnabled());
    }
};

QTEST_MAIN(TestTimeOdds)
#include "tst_timeodds.moc"
