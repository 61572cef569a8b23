// An engine that fails, in the game (GameTable): GameMessages' message with its choices (the
// built-in engine takes over, two people, analysis) over a game against a person, and the end of a
// game between engines. Drives GameMessages, PlayerDirector (with a failing Player put in
// through its factory) and GameSession; and NewGameDialog's choice of engines (the
// built-in one, a configured one at an Elo, engines playing each other).
#include "board/boardwidget.h"
#include "engines/engineconfig.h"
#include "files/gamefiles.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "game/playerdirector.h"
#include "gametable.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

class CrashingPlayer : public Player {
public:
    using Player::Player;
    QString name() const override { return QStringLiteral("Crashy"); }
    void requestMove(const MoveRequest&) override {
        QMetaObject::invokeMethod(
            this, [this] { emit failed(QStringLiteral("Crashy crashed (signal 11)."), false); },
            Qt::QueuedConnection);
    }
    void stop() override {}
};

// Answers at once with its first legal move, as the lowest levels nearly do.
class QuickPlayer : public Player {
public:
    using Player::Player;
    QString name() const override { return QStringLiteral("Quick"); }
    void requestMove(const MoveRequest& r) override {
        Position pos = r.start;
        for (Move m : r.moves) pos = pos.after(m);
        MoveList list;
        generateLegalMoves(pos, list);
        const Move m = list[0];
        const QString san = QString::fromStdString(moveToSan(pos, m));
        QMetaObject::invokeMethod(
            this, [this, m, san] { emit moveChosen(m, 0, san, {}); }, Qt::QueuedConnection);
    }
    void stop() override {}
};

Game gameWith(Players players, const char* moves) {
    auto g = readPgnGame(moves);
    if (!g) qFatal("bad test game");
    players.writeTo(*g);
    return *g;
}

QMessageBox* failureBox(GameTable& w) {
    return w.findChild<QMessageBox*>(QStringLiteral("playerFailed"));
}

} // namespace

class TestPlayersWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_players_window"); }
    void init() { removeAutosave(); }

    void theNewGameDialogOffersTheConfiguredEngines() {
        EngineConfig sf;
        sf.name = QStringLiteral("Stockfish test");
        sf.path = QStringLiteral("/usr/games/stockfish");
        sf.optionLines = {
            QStringLiteral("option name UCI_LimitStrength type check default false"),
            QStringLiteral("option name UCI_Elo type spin default 1320 min 1320 max 3190")};
        const EngineConfig stored = EngineStore::add(sf);
        GameSetup setup;
        setup.opponent = GameSetup::Opponent::Computer;
        NewGameDialog d(setup);
        auto* engine = d.findChild<QComboBox*>(QStringLiteral("engine"));
        QVERIFY(engine);
        QCOMPARE(engine->count(), EngineStore::load().size() + 1);
        auto* level = d.findChild<QSpinBox*>(QStringLiteral("level"));
        auto* elo = d.findChild<QSpinBox*>(QStringLiteral("elo"));
        QVERIFY(level->isVisibleTo(&d));
        QVERIFY(!elo->isVisibleTo(&d)); // the built-in engine has levels, not an Elo
        engine->setCurrentIndex(engine->findData(stored.name));
        QVERIFY(!level->isVisibleTo(&d));
        QVERIFY(elo->isVisibleTo(&d));
        QCOMPARE(elo->minimum(), 1320); // the engine's own range
        d.findChild<QCheckBox*>(QStringLiteral("limitElo"))->setChecked(true);
        elo->setValue(1500);
        GameSetup chosen = d.setup();
        QCOMPARE(chosen.engine, stored.name);
        QCOMPARE(chosen.engineElo, 1500);
        QCOMPARE(Players::fromRecord(
                     *chosen.createGame())[chosen.colour == GameSetup::PlayerColour::White ? Black
                                                                                           : White],
                 PlayerSpec::externalAtElo(stored.name, 1500));
        // Another engine, without an Elo option: no Elo is kept for it, in the setup, the
        // record's name or its options.
        EngineConfig plain;
        plain.name = QStringLiteral("Plain test");
        plain.path = QStringLiteral("/usr/games/glaurung");
        const EngineConfig plainStored = EngineStore::add(plain);
        NewGameDialog again(d.setup());
        auto* engine2 = again.findChild<QComboBox*>(QStringLiteral("engine"));
        engine2->setCurrentIndex(engine2->findData(plainStored.name));
        chosen = again.setup();
        QCOMPARE(chosen.engineElo, 0);
        const Game plainGame = *chosen.createGame();
        for (const char* tag : {"White", "Black", "WhiteEngineOptions", "BlackEngineOptions"})
            QVERIFY2(!QString::fromStdString(plainGame.tag(tag)).contains("1500"), tag);

        // Engines playing each other.
        d.findChild<QRadioButton*>(QStringLiteral("watchEngines"))->click();
        auto* white = d.findChild<QComboBox*>(QStringLiteral("whiteEngine"));
        auto* black = d.findChild<QComboBox*>(QStringLiteral("blackEngine"));
        white->setCurrentIndex(white->findData(QStringLiteral("builtin:7")));
        black->setCurrentIndex(black->findData(QStringLiteral("engine:") + stored.name));
        chosen = d.setup();
        QCOMPARE(chosen.opponent, GameSetup::Opponent::Engines);
        QCOMPARE(chosen.whiteEngine, PlayerSpec::builtIn(7));
        QCOMPARE(chosen.blackEngine, PlayerSpec::external(stored.name));
        // An engine playing another engine can be limited to an Elo too (issue 69), each side
        // on its own; the built-in engine has its levels.
        auto* whiteElo = d.findChild<QSpinBox*>(QStringLiteral("whiteElo"));
        auto* blackElo = d.findChild<QSpinBox*>(QStringLiteral("blackElo"));
        QVERIFY(whiteElo && blackElo);
        QVERIFY(!whiteElo->isVisibleTo(&d));
        QVERIFY(blackElo->isVisibleTo(&d));
        QCOMPARE(blackElo->minimum(), 1320);
        d.findChild<QCheckBox*>(QStringLiteral("blackLimitElo"))->setChecked(true);
        blackElo->setValue(2000);
        chosen = d.setup();
        QCOMPARE(chosen.blackEngine, PlayerSpec::externalAtElo(stored.name, 2000));
        QCOMPARE(Players::fromRecord(*chosen.createGame())[Black],
                 PlayerSpec::externalAtElo(stored.name, 2000));
        // The pause between the moves of engines is kept with the rest.
        d.findChild<QDoubleSpinBox*>(QStringLiteral("moveDelay"))->setValue(2.5);
        chosen = d.setup();
        QCOMPARE(chosen.moveDelayMs, 2500);
        chosen.save();
        const GameSetup kept = GameSetup::load();
        QCOMPARE(kept.blackEngine, PlayerSpec::externalAtElo(stored.name, 2000));
        QCOMPARE(kept.moveDelayMs, 2500);
        NewGameDialog reopened(kept);
        QVERIFY(reopened.findChild<QCheckBox*>(QStringLiteral("blackLimitElo"))->isChecked());
        QCOMPARE(reopened.findChild<QSpinBox*>(QStringLiteral("blackElo"))->value(), 2000);
        EngineStore::remove(stored.id);
    }

    void theBuiltInEngineTakesOverFromAFailedOne() {
        GameTable w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.director()->setFactory([](const PlayerSpec& spec, QObject* parent) -> Player* {
            if (spec.kind == PlayerKind::External) return new CrashingPlayer(parent);
            return nullptr;
        });
        Players vsCrashy;
        vsCrashy[Black] = PlayerSpec::external(QStringLiteral("Crashy"));
        w.session()->loadGame(gameWith(vsCrashy, "1. e4 *"));
        QTRY_VERIFY(failureBox(w));
        QMessageBox* box = failureBox(w);
        QVERIFY(box->text().contains(QStringLiteral("Crashy crashed")));
        QCOMPARE(w.session()->game().plyCount(), 1); // the game is kept
        // The panel says what happened, not that the engine thinks.
        QCOMPARE(w.enginePanel()->headline(), QStringLiteral("Crashy crashed (signal 11)."));
        QVERIFY(!w.session()->game().isOver());
        w.director()->setMoveLimits([] {
            engine::Limits l;
            l.depth = 1;
            return l;
        }());
        w.director()->setFactory({}); // the default players again
        box->findChild<QPushButton*>(QStringLiteral("playBuiltIn"))->click();
        QCOMPARE(w.session()->players()[Black].kind, PlayerKind::BuiltIn);
        QCOMPARE(w.session()->game().tag("BlackType"), std::string("program"));
        QTRY_COMPARE(w.session()->game().plyCount(), 2); // it answers at once
    }

    void twoPeoplePlayOnOrTheGameIsAnalysed() {
        GameTable w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.director()->setFactory([](const PlayerSpec&, QObject* parent) -> Player* {
            return new CrashingPlayer(parent);
        });
        Players vsCrashy;
        vsCrashy[White] = PlayerSpec::external(QStringLiteral("Crashy"));
        w.session()->loadGame(gameWith(vsCrashy, "*"));
        QTRY_VERIFY(failureBox(w));
        failureBox(w)->findChild<QPushButton*>(QStringLiteral("twoPlayers"))->click();
        QCOMPARE(w.session()->players().people(), 2);
        QVERIFY(w.session()->acceptsBoardMoves());
        // The engine's side is moved on the board (and in the move box) now: the board was
        // left refusing it, as on the engine's turn.
        QVERIFY(w.board()->offerMove(*moveFromSan(w.session()->position(), "e4")));
        QTRY_COMPARE(w.session()->game().plyCount(), 1);

        w.session()->loadGame(gameWith(vsCrashy, "*"));
        QTRY_VERIFY(failureBox(w));
        failureBox(w)->findChild<QPushButton*>(QStringLiteral("analyseGame"))->click();
        QVERIFY(w.session()->analysing());
    }

    // "Leave it for now" does not leave a dead game: the message area says how to go on, and
    // Game > Opponent offers the choices later (issue 69).
    void leftForNowTheGameSaysHowToGoOn() {
        GameTable w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.director()->setFactory([](const PlayerSpec& spec, QObject* parent) -> Player* {
            if (spec.kind == PlayerKind::External) return new CrashingPlayer(parent);
            return nullptr;
        });
        Players vsCrashy;
        vsCrashy[Black] = PlayerSpec::external(QStringLiteral("Crashy"));
        w.session()->loadGame(gameWith(vsCrashy, "1. e4 *"));
        QTRY_VERIFY(failureBox(w));
        failureBox(w)->findChild<QPushButton*>(QStringLiteral("leaveIt"))->click();
        const QString said = w.window().statusBar()->currentMessage();
        QVERIFY2(said.contains(QStringLiteral("Game > Opponent")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Crashy")), qPrintable(said));
        auto* menu = w.window().findChild<QMenu*>(QStringLiteral("opponentMenu"));
        QVERIFY(menu);
        QVERIFY(menu->menuAction()->isEnabled());
        emit menu->aboutToShow();
        QAction* two = menu->findChild<QAction*>(QStringLiteral("opponentTwoPlayers"));
        QVERIFY(two);
        QVERIFY(menu->findChild<QAction*>(QStringLiteral("opponentBuiltIn")));
        two->trigger();
        QCOMPARE(w.session()->players().people(), 2);
        QVERIFY(w.session()->acceptsBoardMoves());
        QVERIFY(w.window().statusBar()->currentMessage().isEmpty());
        // The record says why the engine stopped and who played on.
        QVERIFY2(QString::fromStdString(w.session()->game().moves().back().comment)
                     .contains(QStringLiteral("Crashy crashed")),
                 w.session()->game().moves().back().comment.c_str());
        QVERIFY(!menu->menuAction()->isEnabled()); // two people: no engine to replace
    }

    // Engines playing each other without a clock wait for the pause between moves, so that the
    // game can be followed (issue 69: levels 1-3 played a whole game in a few seconds); with a
    // clock they play at their own pace.
    void enginesWithoutAClockPauseBetweenMoves() {
        GameTable w;
        w.director()->setFactory(
            [](const PlayerSpec&, QObject* parent) -> Player* { return new QuickPlayer(parent); });
        Players watch;
        watch[White] = PlayerSpec::external(QStringLiteral("Quick"));
        watch[Black] = PlayerSpec::external(QStringLiteral("Quick"));
        w.director()->setMoveDelayMs(250);
        QElapsedTimer timer;
        timer.start();
        w.session()->loadGame(gameWith(watch, "*"));
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->game().plyCount(), 4, 10000);
        QVERIFY2(timer.elapsed() >= 4 * 250 - 50, qPrintable(QString::number(timer.elapsed())));
        w.director()->stop();
        // No pause: the four moves come at once.
        w.director()->setMoveDelayMs(0);
        timer.restart();
        w.session()->loadGame(gameWith(watch, "*"));
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->game().plyCount() >= 4, 10000);
        QVERIFY2(timer.elapsed() < 4 * 250, qPrintable(QString::number(timer.elapsed())));
        w.director()->stop();
    }

    void betweenEnginesTheFailingOneLoses() {
        GameTable w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        w.director()->setFactory([](const PlayerSpec&, QObject* parent) -> Player* {
            return new CrashingPlayer(parent);
        });
        Players watch;
        watch[White] = PlayerSpec::external(QStringLiteral("Crashy"));
        watch[Black] = PlayerSpec::external(QStringLiteral("Other"));
        w.session()->loadGame(gameWith(watch, "1. e4 *"));
        QTRY_VERIFY(w.session()->game().isOver());
        QCOMPARE(w.session()->game().result(), GameResult::WhiteWins);
        QCOMPARE(w.session()->game().termination(), Termination::Abandoned);
        QTRY_VERIFY(failureBox(w));
        QVERIFY(failureBox(w)->text().contains(QStringLiteral("Black's engine failed")));
        // One box says it all: the failure and the result, not two boxes on top of each other.
        windowutil::settle();
        int open = 0;
        for (QMessageBox* box : w.findChildren<QMessageBox*>()) open += box->isVisible();
        QCOMPARE(open, 1);
        QVERIFY(failureBox(w)->findChild<QPushButton*>(QStringLiteral("analyseGame")));
    }
};

QTEST_MAIN(TestPlayersWindow)
#include "tst_players_window.moc"
