// The game's sounds (soundForMove, LowTimeWatch, SoundDirector, MainWindow's toggle): which
// sound each kind of move asks for (a 960 castle, a check, a capture, en passant), the game's
// start and end, low time once per side and game, an illegal drop on the board, and silence
// while browsing, in analysis, after a take-back and when muted. The sounds are watched through
// a recording sink, not by listening; the real sink is checked to stay quiet without a device.
#include "board/boardwidget.h"
#include "files/gamefiles.h"
#include "game/gameclock.h"
#include "game/gamesession.h"
#include "mainwindow.h"
#include "settings.h"
#include "settingsdialog.h"
#include "sound/effectsink.h"
#include "sound/sounddirector.h"
#include "sound/soundevent.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSlider>
#include <QTest>

#include <memory>
#include <vector>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

Q_DECLARE_METATYPE(chess960::ui::SoundEvent)

namespace {

struct Heard {
    std::vector<SoundEvent> events;
    std::vector<double> volumes;
};

class RecordingSink : public SoundSink {
public:
    explicit RecordingSink(Heard* heard) : heard_(heard) {}
    void play(SoundEvent e, double volume) override {
        heard_->events.push_back(e);
        heard_->volumes.push_back(volume);
    }

private:
    Heard* heard_;
};

// Heard's events as names, for readable failures.
QStringList names(const std::vector<SoundEvent>& events) {
    QStringList out;
    for (SoundEvent e : events) out << QString::fromLatin1(soundName(e));
    return out;
}

GameSetup twoPlayers(std::optional<TimeControl> tc = std::nullopt) {
    GameSetup s;
    s.opponent = GameSetup::Opponent::Human;
    s.start = GameSetup::Start::Classical;
    s.timeControl = tc;
    return s;
}

} // namespace

class TestSounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_sounds"); }
    void init() {
        QSettings().clear();
        removeAutosave();
    }

    void soundForEachKindOfMove_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<SoundEvent>("expected");
        QTest::newRow("quiet") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                               << "e4" << SoundEvent::Move;
        QTest::newRow("capture") << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
                                 << "exd5" << SoundEvent::Capture;
        QTest::newRow("en passant")
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
            << "exf6" << SoundEvent::Capture;
        QTest::newRow("promotion with capture") << "1r6/P7/8/7k/8/8/8/4K3 w - - 0 1"
                                                << "axb8=Q" << SoundEvent::Capture;
        QTest::newRow("castle SP 518") << "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
                                       << "O-O" << SoundEvent::Castle;
        // Chess960: the king stays on g1 and only the rook moves; king and rook swap squares.
        QTest::newRow("960 castle, rook only")
            << "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1"
            << "O-O" << SoundEvent::Castle;
        QTest::newRow("960 castle, rook jumps the king")
            << "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1"
            << "O-O-O" << SoundEvent::Castle;
        QTest::newRow("check") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                               << "Ra8+" << SoundEvent::Check;
        QTest::newRow("capture with check") << "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                            << "Rxa8" << SoundEvent::Check;
        QTest::newRow("castle with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                           << "O-O+" << SoundEvent::Check;
    }

    void soundForEachKindOfMove() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(SoundEvent, expected);
        const auto pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos, fen.toLatin1());
        const auto move = moveFromSan(*pos, san.toStdString());
        QVERIFY2(move, san.toLatin1());
        QCOMPARE(soundName(soundForMove(*pos, *move)), soundName(expected));
    }

    void lowTimeOncePerSide() {
        QCOMPARE(lowTimeThresholdMs(60'000), 10'000);  // at least 10 s
        QCOMPARE(lowTimeThresholdMs(180'000), 18'000); // a tenth
        QCOMPARE(lowTimeThresholdMs(900'000), 30'000); // at most 30 s
        QCOMPARE(lowTimeThresholdMs(15'000), 7'500);   // never above half
        LowTimeWatch watch;
        watch.reset(10'000, 20'000);
        QVERIFY(!watch.crossed(White, 10'001));
        QVERIFY(watch.crossed(White, 10'000));
        QVERIFY(!watch.crossed(White, 5'000));
        QVERIFY(!watch.crossed(Black, 25'000));
        QVERIFY(watch.crossed(Black, 19'000));
        watch.reset(10'000, 0);
        QVERIFY(watch.crossed(White, 1'000));
        QVERIFY(!watch.crossed(Black, 0)); // no clock, no warning
    }

    void aGameIsHeard() {
        GameSession game;
        Heard heard;
        SoundDirector sounds(&game, std::make_unique<RecordingSink>(&heard));
        GameSession* c = &game;
        QVERIFY(testutil::startGame(c, twoPlayers()));
        QCOMPARE(names(heard.events), QStringList{"game-start"});
        heard.events.clear();
        playSans(c, {"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Nxe4", "Bxf7+"});
        QCOMPARE(names(heard.events), (QStringList{"move", "move", "move", "move", "move", "move",
                                                   "castle", "capture", "check"}));
        QCOMPARE(heard.volumes.back(), 0.6); // the default volume
        heard.events.clear();

        // Browsing and a take-back are not news.
        c->browse(2);
        c->browseBy(1);
        c->browseEnd();
        c->undo();
        QCOMPARE(names(heard.events), QStringList{});

        // Nor are the moves tried in analysis.
        c->setAnalysis(true);
        playSans(c, {"Bxf7+"});
        c->setAnalysis(false);
        QCOMPARE(names(heard.events), QStringList{});
    }

    void mateSoundsAsCheckThenTheEnd() {
        GameSession game;
        Heard heard;
        SoundDirector sounds(&game, std::make_unique<RecordingSink>(&heard));
        QVERIFY(testutil::startGame(&game, twoPlayers()));
        heard.events.clear();
        playSans(&game, {"f3", "e5", "g4", "Qh4#"});
        QCOMPARE(names(heard.events), (QStringList{"move", "move", "move", "check", "game-end"}));
        // Resigning ends a game without a move.
        QVERIFY(testutil::startGame(&game, twoPlayers()));
        heard.events.clear();
        game.resign();
        QCOMPARE(names(heard.events), QStringList{"game-end"});
    }

    void aGameOpenedWithMovesDoesNotStartAgain() {
        GameSession session;
        Heard heard;
        SoundDirector sounds(&session, std::make_unique<RecordingSink>(&heard));
        Game game = *Game::fromStartNumber(518);
        for (const char* san : {"e4", "e5"}) game.play(*moveFromSan(game.position(), san));
        session.loadGame(game);
        QCOMPARE(names(heard.events), QStringList{});
    }

    void lowTimeWarnsOncePerSideAndGame() {
        GameSession game;
        Heard heard;
        SoundDirector sounds(&game, std::make_unique<RecordingSink>(&heard));
        GameSession* c = &game;
        GameClock* clock = c->clock();
        QVERIFY(testutil::startGame(c, twoPlayers(TimeControl{60'000, 0})));
        heard.events.clear();
        // A clock that does not run is not counted down: no warning before the first move.
        clock->setRemaining(60'000, 9'000);
        QCOMPARE(names(heard.events), QStringList{});
        // Black's clock runs as White's move is made, before it is heard.
        playSans(c, {"e4"});
        QCOMPARE(names(heard.events), (QStringList{"low-time", "move"}));
        clock->setRemaining(60'000, 5'000);
        playSans(c, {"e5"});
        clock->setRemaining(9'500, 4'000);
        playSans(c, {"Nf3"});
        clock->setRemaining(9'000, 3'000);
        QCOMPARE(names(heard.events),
                 (QStringList{"low-time", "move", "move", "low-time", "move"}));
        // The next game warns again.
        QVERIFY(testutil::startGame(c, twoPlayers(TimeControl{60'000, 0})));
        heard.events.clear();
        playSans(c, {"e4"});
        clock->setRemaining(60'000, 2'000);
        QCOMPARE(names(heard.events), (QStringList{"move", "low-time"}));
    }

    void lowTimeByEachSidesOwnClock() {
        GameSession game;
        Heard heard;
        SoundDirector sounds(&game, std::make_unique<RecordingSink>(&heard));
        GameSession* c = &game;
        // Time odds, 5 min against 1 min: warned at 30 s and at 10 s.
        QVERIFY(
            testutil::startGame(c, twoPlayers(TimeControl::perSide({300'000, 0}, {60'000, 0}))));
        heard.events.clear();
        playSans(c, {"e4"});
        c->clock()->setRemaining(300'000, 15'000);
        QCOMPARE(names(heard.events), QStringList{"move"});
        c->clock()->setRemaining(300'000, 10'000);
        playSans(c, {"e5"});
        c->clock()->setRemaining(29'000, 10'000);
        QCOMPARE(names(heard.events), (QStringList{"move", "low-time", "move", "low-time"}));
    }

    void illegalDropOnTheBoard() {
        MainWindow w;
        Heard heard;
        w.sounds()->setSink(std::make_unique<RecordingSink>(&heard));
        QVERIFY(testutil::startGame(w.session(), twoPlayers()));
        w.board()->setAnimationDuration(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        heard.events.clear();
        BoardWidget* board = w.board();
        const auto drag = [board](Square from, Square to) {
            const QPoint a = board->squareRect(from).center();
            const QPoint b = board->squareRect(to).center();
            QTest::mousePress(board, Qt::LeftButton, {}, a);
            QTest::mouseMove(board, a + QPoint(8, 8));
            QTest::mouseMove(board, (a + b) / 2);
            QTest::mouseMove(board, b);
            QTest::mouseRelease(board, Qt::LeftButton, {}, b);
        };
        drag(E2, E5);
        QCOMPARE(names(heard.events), QStringList{"illegal"});
        drag(E2, E4);
        QCOMPARE(names(heard.events), (QStringList{"illegal", "move"}));
    }

    void mutedByTheBoardMenuAndKept() {
        Heard heard;
        {
            MainWindow w;
            w.sounds()->setSink(std::make_unique<RecordingSink>(&heard));
            QAction* toggle = action(w, "sounds");
            QVERIFY(toggle->isChecked());
            toggle->trigger();
            QVERIFY(!toggle->isChecked());
            QVERIFY(testutil::startGame(w.session(), twoPlayers()));
            playSans(w.session(), {"e4", "e5"});
            w.session()->resign();
            QCOMPARE(names(heard.events), QStringList{});
            QVERIFY(!BoardSettings::load().sounds);
        }
        MainWindow again; // the choice is kept
        again.sounds()->setSink(std::make_unique<RecordingSink>(&heard));
        QVERIFY(!action(again, "sounds")->isChecked());
        QVERIFY(again.sounds()->muted());
        action(again, "sounds")->trigger();
        QVERIFY(testutil::startGame(again.session(), twoPlayers()));
        QCOMPARE(names(heard.events), QStringList{"game-start"});
    }

    void volumeFromTheSettings() {
        BoardSettings s = BoardSettings::load();
        s.soundVolume = 25;
        s.save();
        MainWindow w;
        Heard heard;
        w.sounds()->setSink(std::make_unique<RecordingSink>(&heard));
        QVERIFY(testutil::startGame(w.session(), twoPlayers()));
        QCOMPARE(heard.volumes, std::vector<double>{0.25});
        w.sounds()->setVolume(0); // nothing to hear is nothing played
        playSans(w.session(), {"e4"});
        QCOMPARE(heard.volumes.size(), size_t(1));
    }

    void settingsDialogSetsVolumeAndMute() {
        MainWindow w;
        action(w, "settings")->trigger();
        auto* dialog = w.findChild<SettingsDialog*>();
        QVERIFY(dialog);
        auto* volume = dialog->findChild<QSlider*>(QStringLiteral("volume"));
        auto* sounds = dialog->findChild<QCheckBox*>(QStringLiteral("sounds"));
        QVERIFY(volume && sounds);
        QCOMPARE(volume->value(), 60);
        volume->setValue(30);
        sounds->setChecked(false);
        QVERIFY(!volume->isEnabled());
        auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttons"));
        buttons->button(QDialogButtonBox::Apply)->click();
        QCOMPARE(w.sounds()->volume(), 30);
        QVERIFY(w.sounds()->muted());
        QVERIFY(!action(w, "sounds")->isChecked());
        QCOMPARE(BoardSettings::load().soundVolume, 30);
        dialog->reject();
    }

    void theSpeakersStayQuietWithoutADevice() {
        // The test machines have no audio device: playing must neither fail nor warn.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        EffectSoundSink sink;
        for (int e = 0; e < kSoundEventCount; ++e) sink.play(SoundEvent(e), 0.5);
        sink.play(SoundEvent::Move, 1.0); // asked again, still quiet
    }
};

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
