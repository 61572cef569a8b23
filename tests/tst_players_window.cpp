// An engine that fails, in the window: MainWindow's message with its choices (the built-in
// engine takes over, two people, analysis) over a game against a person, and the end of a
// game between engines. Drives MainWindow, PlayerDirector (with a failing Player put in
// through its factory) and GameController.
#include "game/playerdirector.h"
#include "gamecontroller.h"
#include "gamefiles.h"
#include "mainwindow.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QMessageBox>
#include <QPushButton>
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

Game gameWith(Players players, const char* moves) {
    auto g = readPgnGame(moves);
    if (!g) qFatal("bad test game");
    players.writeTo(*g);
    return *g;
}

QMessageBox* failureBox(MainWindow& w) {
    return w.findChild<QMessageBox*>(QStringLiteral("playerFailed"));
}

} // namespace

class TestPlayersWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_players_window"); }
    void init() { removeAutosave(); }

    void theBuiltInEngineTakesOverFromAFailedOne() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.director()->setFactory([](const PlayerSpec& spec, QObject* parent) -> Player* {
            if (spec.kind == PlayerKind::External) return new CrashingPlayer(parent);
            return nullptr;
        });
        Players vsCrashy;
        vsCrashy[Black] = PlayerSpec::external(QStringLiteral("Crashy"));
        w.controller()->loadGame(gameWith(vsCrashy, "1. e4 *"));
        QTRY_VERIFY(failureBox(w));
        QMessageBox* box = failureBox(w);
        QVERIFY(box->text().contains(QStringLiteral("Crashy crashed")));
        QCOMPARE(w.controller()->game().plyCount(), 1); // the game is kept
        QVERIFY(!w.controller()->game().isOver());
        w.director()->setMoveLimits([] {
            engine::Limits l;
            l.depth = 1;
            return l;
        }());
        w.director()->setFactory({}); // the default players again
        box->findChild<QPushButton*>(QStringLiteral("playBuiltIn"))->click();
        QCOMPARE(w.controller()->players()[Black].kind, PlayerKind::BuiltIn);
        QCOMPARE(w.controller()->game().tag("BlackType"), std::string("program"));
        QTRY_COMPARE(w.controller()->game().plyCount(), 2); // it answers at once
    }

    void twoPeoplePlayOnOrTheGameIsAnalysed() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.director()->setFactory([](const PlayerSpec&, QObject* parent) -> Player* {
            return new CrashingPlayer(parent);
        });
        Players vsCrashy;
        vsCrashy[White] = PlayerSpec::external(QStringLiteral("Crashy"));
        w.controller()->loadGame(gameWith(vsCrashy, "*"));
        QTRY_VERIFY(failureBox(w));
        failureBox(w)->findChild<QPushButton*>(QStringLiteral("twoPlayers"))->click();
        QCOMPARE(w.controller()->players().people(), 2);
        QVERIFY(w.controller()->acceptsBoardMoves());

        w.controller()->loadGame(gameWith(vsCrashy, "*"));
        QTRY_VERIFY(failureBox(w));
        failureBox(w)->findChild<QPushButton*>(QStringLiteral("analyseGame"))->click();
        QVERIFY(w.controller()->analysing());
    }

    void betweenEnginesTheFailingOneLoses() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.director()->setFactory([](const PlayerSpec&, QObject* parent) -> Player* {
            return new CrashingPlayer(parent);
        });
        Players watch;
        watch[White] = PlayerSpec::external(QStringLiteral("Crashy"));
        watch[Black] = PlayerSpec::external(QStringLiteral("Other"));
        w.controller()->loadGame(gameWith(watch, "1. e4 *"));
        QTRY_VERIFY(w.controller()->game().isOver());
        QCOMPARE(w.controller()->game().result(), GameResult::WhiteWins);
        QCOMPARE(w.controller()->game().termination(), Termination::Abandoned);
        QTRY_VERIFY(failureBox(w));
        QVERIFY(failureBox(w)->text().contains(QStringLiteral("Black's engine failed")));
    }
};

QTEST_MAIN(TestPlayersWindow)
#include "tst_players_window.moc"
