// An external UCI engine as a player (EnginePlayer over a UciProgramSession) in a game run by
// GameSession and PlayerDirector, with the fake engine (tests/fakeengine): it answers a person,
// plays another engine with castles sent as king takes rook, and each fault - a missing file, a
// crash, a hang, an illegal move, no Chess960 - reaches the director as a failure naming the
// engine, with the game kept.
#include "engines/engineconfig.h"
#include "engines/uciengine.h"
#include "game/engineplayer.h"
#include "game/gamesession.h"
#include "game/playerdirector.h"
#include "windowutil.h"

#include "chess960/engine/score.h"
#include "chess960/pgn.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;

namespace {

const QString kFake = QStringLiteral(CHESS960_FAKE_ENGINE);

Game gameWith(const Players& players, const char* pgn) {
    auto g = readPgnGame(pgn);
    if (!g) qFatal("bad test game");
    players.writeTo(*g);
    return *g;
}

// The fake engine for every External player, with short time limits.
PlayerDirector::Factory fakeFactory(const QString& program = kFake) {
    return [program](const PlayerSpec& spec, QObject* parent) -> Player* {
        if (spec.kind != PlayerKind::External) return nullptr;
        auto* session = new UciProgramSession(spec.engine, program, {});
        session->engine()->setTimeouts(windowutil::shortTimeouts());
        return new EnginePlayer(session, 10, parent);
    };
}

engine::Limits moveTime(int ms) {
    engine::Limits l;
    l.moveTimeMs = ms;
    return l;
}

// A game against the fake engine playing Black, from the record `pgn`, 50 ms a move.
void playFakeAsBlack(GameSession& c, PlayerDirector& d, const char* pgn) {
    d.setFactory(fakeFactory());
    d.setMoveLimits(moveTime(50));
    Players vsFake;
    vsFake[Black] = PlayerSpec::external(QStringLiteral("Fake"));
    c.loadGame(gameWith(vsFake, pgn));
}

} // namespace

class TestUciPlayer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(kFake).isExecutable(), qPrintable(kFake));
        windowutil::useTestLocations("tst_uciplayer");
    }
    void init() {
        qunsetenv("FAKEENGINE_PREFER");
        qunsetenv("FAKEENGINE_LOG");
        qputenv("FAKEENGINE_MODE", "good");
    }

    void limitsAndScores() {
        engine::Limits l;
        l.timeLeftMs[White] = 60000;
        l.timeLeftMs[Black] = 50000;
        l.incrementMs[White] = l.incrementMs[Black] = 2000;
        const UciGoLimits go = UciProgramSession::goLimitsFor(l);
        QCOMPARE(go.wtimeMs, std::optional<int64_t>(60000));
        QCOMPARE(go.bincMs, std::optional<int64_t>(2000));
        QVERIFY(!go.movetimeMs);
        QCOMPARE(UciProgramSession::goLimitsFor(moveTime(300)).movetimeMs,
                 std::optional<int64_t>(300));
        QVERIFY(!UciProgramSession::goLimitsFor(moveTime(300)).wtimeMs);
        UciScore s;
        s.kind = UciScore::Kind::Centipawns;
        s.value = -35;
        QCOMPARE(UciProgramSession::engineScore(s), -35);
        s.kind = UciScore::Kind::Mate;
        s.value = 2; // mates in 2: 3 plies
        QCOMPARE(UciProgramSession::engineScore(s), engine::kMate - 3);
        s.value = -1; // mated in 1: 2 plies
        QCOMPARE(UciProgramSession::engineScore(s), -(engine::kMate - 2));
    }

    void answersThePerson() {
        GameSession c;
        PlayerDirector d(&c);
        playFakeAsBlack(c, d,
                        "[SetUp \"1\"]\n[FEN \""
                        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n*");
        windowutil::playSans(&c, {"e4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        QVERIFY(c.acceptsBoardMoves());
    }

    // The engine's process ends with the game: it is not left running until the next one.
    void engineProcessEndsWithTheGame() {
        GameSession c;
        PlayerDirector d(&c);
        playFakeAsBlack(c, d, "*");
        windowutil::playSans(&c, {"e4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        const auto running = [&d] {
            int n = 0;
            for (QProcess* p : d.findChildren<QProcess*>()) n += p->state() != QProcess::NotRunning;
            return n;
        };
        QCOMPARE(running(), 1);
        c.resign();
        QTRY_COMPARE_WITH_TIMEOUT(running(), 0, 5000);
        // A game that goes on again (a new one with the same players) has its engine again.
        c.loadGame(gameWith(c.players(), "*"));
        windowutil::playSans(&c, {"d4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
    }

    // A new game started over one in progress starts its engine clean (issue 69: an engine set
    // to crash at its third move crashed at its second move of the next game): a new process,
    // told "ucinewgame" before its first search.
    void aNewGameStartsItsEngineClean() {
        qputenv("FAKEENGINE_MODE", "crash-at-move-3");
        GameSession c;
        PlayerDirector d(&c);
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        playFakeAsBlack(c, d, "*");
        windowutil::playSans(&c, {"e4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        windowutil::playSans(&c, {"d4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 4, 10000);
        // The next game, the same players, before this one ended.
        c.loadGame(gameWith(c.players(), "*"));
        windowutil::playSans(&c, {"e4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 2, 10000);
        windowutil::playSans(&c, {"d4"});
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 4, 10000);
        QCOMPARE(failed.count(), 0);
    }

    void twoEnginesPlayWithChess960Castles() {
        // The fake engine castles when it can and exits (status 4) when a castle reaches it
        // in any notation but king takes rook: a game that goes on past both castles shows
        // they were sent right.
        qputenv("FAKEENGINE_PREFER", "g1f3 g8f6 g2g3 g7g6 f1g1 f8g8 e1g1 e8g8");
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory(fakeFactory());
        d.setMoveLimits(moveTime(30));
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        Players watch;
        watch[White] = PlayerSpec::external(QStringLiteral("Fake"));
        watch[Black] = PlayerSpec::external(QStringLiteral("Fake 2"));
        // King on f1/f8 between rooks on e and g: O-O is king f1 takes rook g1 (f1g1).
        c.loadGame(gameWith(watch,
                            "[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w "
                            "GEge - 0 1\"]\n\n*"));
        QTRY_VERIFY_WITH_TIMEOUT(c.game().plyCount() >= 14 || !failed.isEmpty(), 20000);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(1).toString()));
        int castles = 0;
        for (const PlayedMove& m : c.game().moves()) castles += m.move.kind() == Move::Castling;
        QVERIFY2(castles >= 1, writePgn(c.game()).c_str());
    }

    void faults_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("said");
        QTest::addColumn<bool>("illegal");
        QTest::newRow("crash") << "crash-at-move-1"
                               << "Fake" << false;
        QTest::newRow("hang") << "hang"
                              << "Fake" << false;
        QTest::newRow("illegal move") << "illegal"
                                      << "Fake" << true;
        QTest::newRow("malformed move") << "malformed"
                                        << "Fake" << true;
        QTest::newRow("no uciok") << "no-uciok"
                                  << "Fake" << false;
        QTest::newRow("no Chess960") << "no-960"
                                     << "Fake" << false;
    }
    void faults() {
        QFETCH(QString, mode);
        QFETCH(QString, said);
        QFETCH(bool, illegal);
        qputenv("FAKEENGINE_MODE", mode.toLatin1());
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory(fakeFactory());
        d.setMoveLimits(moveTime(100));
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        Players vsFake;
        vsFake[White] = PlayerSpec::external(QStringLiteral("Fake"));
        c.loadGame(gameWith(vsFake,
                            "[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w "
                            "GEge - 0 1\"]\n\n*"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 15000);
        QCOMPARE(failed.at(0).at(0).value<Color>(), White);
        QVERIFY2(failed.at(0).at(1).toString().contains(said),
                 qPrintable(failed.at(0).at(1).toString()));
        QCOMPARE(failed.at(0).at(2).toBool(), illegal);
        QCOMPARE(c.game().plyCount(), 0);
        QVERIFY(!d.isThinking());
    }

    void aConfiguredEnginePlaysAtTheGamesStrength() {
        // Settings > Engines keeps the engine; a game asks for it by name, at an Elo.
        EngineConfig config;
        config.name = QStringLiteral("Fake from the settings");
        config.path = kFake;
        config.values.insert(QStringLiteral("Hash"), QStringLiteral("32"));
        const EngineConfig stored = EngineStore::add(config);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("fake.log"));
        qputenv("FAKEENGINE_LOG", log.toLocal8Bit());
        GameSession c;
        PlayerDirector d(&c);
        d.setMoveLimits(moveTime(50));
        Players vsFake;
        vsFake[White] = PlayerSpec::externalAtElo(stored.name, 1800);
        c.loadGame(gameWith(vsFake, "*"));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().plyCount(), 1, 10000);
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString sent = QString::fromUtf8(file.readAll());
        QVERIFY2(sent.contains(QStringLiteral("setoption name Hash value 32")), qPrintable(sent));
        QVERIFY(sent.contains(QStringLiteral("setoption name UCI_LimitStrength value true")));
        QVERIFY(sent.contains(QStringLiteral("setoption name UCI_Elo value 1800")));
        QCOMPARE(c.game().tag("WhiteEngine"), stored.name.toStdString());
        QCOMPARE(c.game().tag("WhiteEngineOptions"),
                 std::string("UCI_Elo=1800; UCI_LimitStrength=true"));
        EngineStore::remove(stored.id);
    }

    void aMissingFileIsSaid() {
        GameSession c;
        PlayerDirector d(&c);
        d.setFactory(fakeFactory(QStringLiteral("/nonexistent/engine")));
        QSignalSpy failed(&d, &PlayerDirector::playerFailed);
        Players vsFake;
        vsFake[White] = PlayerSpec::external(QStringLiteral("Fake"));
        c.loadGame(gameWith(vsFake, "*"));
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("/nonexistent/engine")));
    }
};

QTEST_MAIN(TestUciPlayer)
#include "tst_uciplayer.moc"
