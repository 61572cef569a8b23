// chess960-cli as scripts use it: output formats, and exit status 2 with a message on stderr
// for bad input.
#include "randomgames.h"

#include "chess960/guide.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <random>

class TestCli : public QObject {
    Q_OBJECT

    struct Run {
        int status;
        QString out, err;
    };
    static Run run(const QStringList& args, const QStringList& environment = {}) {
        QProcess p;
        if (!environment.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const QString& pair : environment)
                env.insert(pair.section('=', 0, 0), pair.section('=', 1));
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(CHESS960_CLI), args);
        if (!p.waitForFinished(60000)) qFatal("chess960-cli did not finish");
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString lastLine(const QString& s) { return s.trimmed().split('\n').last(); }

private slots:
    // GNU conventions: every program and every subcommand answers --help and --version on
    // stdout with status 0, the desktop program too when there is no display.
    void helpAndVersion_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString cli = QStringLiteral(CHESS960_CLI);
        const QString desktop = QStringLiteral(CHESS960_DESKTOP);
        const QString engine = QStringLiteral(CHESS960_ENGINE);
        const QString version = QStringLiteral(CHESS960_VERSION_TEXT);
        QTest::newRow("cli --help") << cli << QStringList{"--help"} << "usage: chess960-cli";
        QTest::newRow("cli --version") << cli << QStringList{"--version"} << version;
        for (const char* command :
             {"perft", "moves", "sp", "dice", "dfrc", "castling", "guide", "pgn", "review"}) {
            QTest::addRow("%s --help", command)
                << cli << QStringList{command, "--help"} << QStringLiteral("  %1").arg(command);
            QTest::addRow("%s --version", command)
                << cli << QStringList{command, "--version"} << version;
        }
        QTest::newRow("desktop --help") << desktop << QStringList{"--help"} << "--new";
        QTest::newRow("desktop --version") << desktop << QStringList{"--version"} << version;
        QTest::newRow("engine --help") << engine << QStringList{"--help"} << "bench";
        QTest::newRow("engine --version") << engine << QStringList{"--version"} << version;
    }
    void helpAndVersion() {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(program, args);
        QVERIFY(p.waitForFinished(20000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, qPrintable(out + QString::fromUtf8(p.readAllStandardError())));
        QVERIFY2(out.contains(expected), qPrintable(out));
    }

    // The engine's guide to a start position, and the balanced positions' numbers, as the
    // guide compiled in has them.
    void guideCommand() {
        const chess960::Guide& guide = chess960::Guide::builtIn();
        Run r = run({"guide", "518"});
        QCOMPARE(r.status, 0);
        const QString score =
            QString::fromStdString(chess960::guideScoreText(guide.find(518)->score));
        QVERIFY2(r.out.startsWith("SP 518  RNBQKBNR\nevaluation " + score + ", place " +
                                  QString::number(guide.evennessPlace(518)) + " of 960"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("\nbest first moves: e4 " + score + ", "), qPrintable(r.out));
        QVERIFY(r.out.contains("\nline: 1. e4 "));
        r = run({"guide", "--balanced"});
        QCOMPARE(r.status, 0);
        QStringList expected;
        for (int n : guide.balancedNumbers()) expected << QString::number(n);
        QCOMPARE(r.out.trimmed().split('\n'), expected);
        for (const QStringList& bad : {QStringList{"guide"}, QStringList{"guide", "960"},
                                       QStringList{"guide", "x"}, QStringList{"guide", "1", "2"}}) {
            r = run(bad);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains("guide needs a start position number"), qPrintable(r.err));
        }
    }

    void perftLastLineIsTheCount() {
        Run r = run(
            {"perft", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "3"});
        QCOMPARE(r.status, 0);
        QCOMPARE(lastLine(r.out), QString("97862"));
        // FEN fields as separate arguments work too.
        r = run({"perft", "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1", "w", "GBgb", "-", "0", "1",
                 "2"});
        QCOMPARE(r.status, 0);
        QCOMPARE(lastLine(r.out), QString("625"));
    }

    void perftDivide() {
        Run r = run({"perft", "startpos", "2", "--divide"});
        QCOMPARE(r.status, 0);
        QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.last(), QString("400"));
        QVERIFY(lines.contains("e2e4: 20"));
        QCOMPARE(lines.filter(": 20").size(), 20);
    }

    void movesListsUciSanAndFen() {
        Run r = run({"moves", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"});
        QCOMPARE(r.status, 0);
        const QStringList lines = r.out.trimmed().split('\n');
        QVERIFY(lines.contains("b1a1 Rxa1 4k3/8/8/8/8/8/8/R1K5 b - - 0 1"));
        // The rook shields c1 from the queen: no castle.
        QVERIFY(lines.filter("O-O").isEmpty());
        r = run({"moves", "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1"});
        QVERIFY(r.out.contains("e1b1 O-O-O 4k3/8/8/8/8/8/8/2KR4 b - - 1 1"));
    }

    void startPositions() {
        Run r = run({"sp", "518"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.trimmed(),
                 QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        r = run({"sp", "--fen", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.trimmed(), QString("0"));
    }

    // Double Fischer Random: White's and Black's start positions, the DFRC number both ways,
    // dice per side, random pairs.
    void doubleFischerRandom() {
        const QString fen = "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
        Run r = run({"dfrc", "0", "959"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, fen + "\n");
        r = run({"dfrc", "518", "518"});
        QCOMPARE(r.out.trimmed(),
                 QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        r = run({"dfrc", "--number", "1918"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, fen + "\n");
        r = run({"dfrc", "--fen", fen});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString("1918 0 959\n"));
        r = run({"dfrc", "--fen", "startpos"});
        QCOMPARE(r.out, QString("518 518 518\n"));
        r = run({"dfrc", "--dice", "5", "2", "3", "3", "2", "3", "/", "1", "1", "1", "1", "1"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString("DFRC 497722  White SP 518 RNBQKBNR  Black SP 0 bbqnnrkr\n"
                                "FEN bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
        r = run({"dfrc", "--random"});
        QCOMPARE(r.status, 0);
        const QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith("DFRC ") && lines[1].startsWith("FEN "), qPrintable(r.out));
        // The castling command and sp --fen know a DFRC start.
        r = run({"castling", fen});
        QVERIFY2(r.out.contains("DFRC start position 1918 (White SP 0, Black SP 959)"),
                 qPrintable(r.out));
        r = run({"sp", "--fen", fen});
        QCOMPARE(r.status, 2);
        QVERIFY2(
            r.err.contains("(its back ranks differ: Double Fischer Random 1918, see dfrc --fen)"),
            qPrintable(r.err));
    }

    void dice() {
        Run r = run({"dice", "5", "2", "3", "3", "6", "4", "2"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("SP 518  RNBQKBNR"));
        QVERIFY(r.out.contains("roll 1: 5  ignored"));
        QVERIFY(r.out.contains("roll 5: 6  ignored"));
    }

    void castling() {
        Run r = run({"castling", "startpos"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("start position 518"));
        QVERIFY(r.out.contains("White O-O (h-side): king e1->g1, rook h1->f1"));
        QVERIFY(r.out.contains("f1 is blocked by the white bishop"));
        r = run({"castling", "4k3/8/8/8/8/8/8/5KRq w G - 0 1"});
        QVERIFY(r.out.contains("transposition"));
        QVERIFY(r.out.contains("g1 is attacked by the black queen on h1"));
    }

    // `pgn` on a file that is not PGN says so once, with the place, instead of a line per
    // garbled game.
    void pgnOfAFileThatIsNotPgn() {
        QTemporaryDir dir;
        const QString binary = dir.filePath("picture.png");
        const QString text = dir.filePath("notes.txt");
        QFile f(binary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        std::mt19937 random{7};
        for (int i = 0; i < 2048; ++i) f.putChar(char(random() % 256));
        f.close();
        QFile t(text);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("Dear diary,\ntoday (Monday) I played chess.\n");
        t.close();
        Run r = run({"pgn", binary});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("Not a PGN file: it holds binary data (byte 0x"),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains("picture.png"), qPrintable(r.err));
        r = run({"pgn", text});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("Not a PGN file: nothing in it reads as a tag or a move; the first "
                                "fault is on line 1, column 1"),
                 qPrintable(r.err));
    }

    // `pgn FILE --write` prints every game rewritten with its whole tree; a game that cannot be
    // read is named on stderr; rewriting the output changes nothing.
    void pgnWriteRewritesEveryGame() {
        QTemporaryDir dir;
        const QString first = dir.filePath("games.pgn");
        QFile f(first);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"First\"]\n\n{A start} 1. e4 {[%clk 0:05:00] [%eval 0.2]} (1. d4 $5 "
                "{[%csl Gd4]}) 1... e5 (1... c5 {Sicilian} (1... e6?!)) 2. Nf3 Nc6 3. Bc4 Nf6 "
                "4. O-O *\n\n"
                "[Event \"Broken\"]\n\n1. e4 (1. d4 d5 2. Ke3) *\n\n"
                "[Event \"Third\"]\n[Variant \"Chess960\"]\n"
                "[FEN \"nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w KQkq - 0 1\"]\n\n"
                "1. c3 c6 2. Bc2 (2. Bb3 Bc7 3. O-O-O) 2... Bc7 3. O-O-O O-O-O 1/2-1/2\n");
        f.close();
        Run r = run({"pgn", first, "--write"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("game 2, line 7, column 20: move 2 for White: 'Ke3'"),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains("1 of 3 games could not be read"), qPrintable(r.err));
        QCOMPARE(r.out.count("[Event "), 2);
        QVERIFY(r.out.contains("[Event \"First\"]") && r.out.contains("[Event \"Third\"]"));
        // The classical game gains no Chess960 tags; the Chess960 game has all three.
        const qsizetype third = r.out.indexOf("[Event \"Third\"]");
        QVERIFY(!r.out.left(third).contains("Variant") && !r.out.left(third).contains("FEN"));
        for (const char* tag : {"[Variant \"Chess960\"]", "[SetUp \"1\"]", "[FEN \"nrkbbqrn/"})
            QVERIFY2(r.out.mid(third).contains(tag), qPrintable(r.out));
        for (const char* piece :
             {"{A start} 1. e4 {[%eval 0.20] [%clk 0:05:00]} (1. d4 $5 {[%csl Gd4]}) 1... e5",
              "(1... c5 {Sicilian}) (1... e6 $6) 2. Nf3", "4. O-O *",
              "2. Bc2 (2. Bb3 Bc7 3. O-O-O) 2... Bc7 3. O-O-O O-O-O 1/2-1/2"})
            QVERIFY2(r.out.contains(piece), qPrintable(piece + QString("\n") + r.out));

        const QString second = dir.filePath("rewritten.pgn");
        QFile g(second);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(r.out.toUtf8());
        g.close();
        Run again = run({"pgn", "--write", second});
        QCOMPARE(again.status, 0);
        QVERIFY(again.err.isEmpty());
        QCOMPARE(again.out, r.out);
    }

    // `pgn` reads a large file in two halves at once: the output, the messages and the status
    // are those of one reader whatever the middle falls on - between games, on a game that
    // cannot be read, inside a comment that quotes games (then one reader reads on) - with
    // CR LF line ends too, and with --write.
    void pgnInTwoHalvesSaysWhatOneReaderSays_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("how");
        const QString two = "read by two readers at once";
        QTest::newRow("games") << "games" << two;
        QTest::newRow("CR LF") << "crlf" << two;
        QTest::newRow("broken games") << "broken" << two;
        QTest::newRow("games quoted in a comment across the middle")
            << "comment"
            << "read by one reader (the first did not begin a game where";
        QTest::newRow("one game") << "one"
                                  << "read by one reader (no place to split";
    }
    void pgnInTwoHalvesSaysWhatOneReaderSays() {
        QFETCH(QString, kind);
        QFETCH(QString, how);
        std::mt19937 rng(11);
        const std::string broken = "[Event \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n";
        std::string text;
        if (kind == "one") {
            text = randomgames::file(rng, 1, false);
        } else if (kind == "broken") {
            text = broken + randomgames::file(rng, 100, false) + "\n\n" + broken;
            text += broken + randomgames::file(rng, 100, false) + "\n\n" + broken;
        } else if (kind == "comment") {
            std::string quoted = "[Event \"Quoting\"]\n\n{Games from the club's bulletin:\n";
            for (int i = 0; i < 4000; ++i)
                quoted += "\n[Event \"Quoted " + std::to_string(i) + "\"]\n\n1. e4 e5 *\n";
            quoted += "} 1. d4 d5 *\n\n";
            text = randomgames::file(rng, 60, false) + "\n\n" + quoted +
                   randomgames::file(rng, 60, false);
        } else {
            text = randomgames::file(rng, 200, kind == "crlf");
        }
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.data(), qint64(text.size()));
        f.close();
        for (const bool write : {false, true}) {
            QStringList one{"pgn", path, "--readers", "1"};
            QStringList two{"pgn", path, "--readers", "2"};
            if (write) {
                one << "--write";
                two << "--write";
            }
            const Run a = run(one);
            const Run b = run(two);
            QCOMPARE(b.status, a.status);
            QCOMPARE(b.out, a.out);
            QVERIFY2(b.err.contains(how), qPrintable(b.err));
            // The messages but the last, which says how the file was read.
            QStringList messages = b.err.split('\n');
            messages.removeIf([](const QString& line) { return line.contains(" reader"); });
            QCOMPARE(messages.join('\n'), a.err);
            if (kind == "broken") {
                QCOMPARE(a.status, 2);
                QVERIFY2(a.err.contains("4 of 204 games could not be read"), qPrintable(a.err));
            }
        }
        // No temporary file for the second half's output (a folder that does not exist): one
        // reader reads the whole file, and says why.
        if (kind == "games") {
            const Run one = run({"pgn", path, "--readers", "1"});
            const Run alone =
                run({"pgn", path, "--readers", "2"}, {"TMPDIR=" + dir.filePath("no/such/folder")});
            QCOMPARE(alone.status, one.status);
            QCOMPARE(alone.out, one.out);
            QVERIFY2(alone.err.contains("read by one reader (no temporary file can be made in"),
                     qPrintable(alone.err));
        }
        // Not a number of readers.
        const Run bad = run({"pgn", path, "--readers", "3"});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains("--readers needs 1 or 2"), qPrintable(bad.err));
    }

    // `review FILE` prints every game reviewed (main line unchanged, evaluations, NAGs, the
    // better line, the player's comments kept) and a summary per side on stderr.
    void reviewPrintsTheGamesReviewed() {
        const QString file = QStringLiteral(CHESS960_TEST_DATA "/review/planted.pgn");
        Run r = run({"review", file, "--nodes", "30000", "--threads", "2"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.count("[Event "), 2);
        const QString flat = QString(r.out).replace('\n', ' '); // lines wrap anywhere
        for (const char* piece : {"1. c4 {[%eval ", "8. Rd7 $4 {[%eval -", " a trap?} (",
                                  "({[%review]} 8.", "2. Qg4 $4 {[%eval -", "Bxg4 {[%eval -"})
            QVERIFY2(flat.contains(piece), qPrintable(piece + QString("\n") + r.out));
        QVERIFY2(r.err.contains("game 1, 16 plies reviewed\n  White (Engine, then 8. Rd7?"
                                "?): "
                                "accuracy "),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QRegularExpression(
                     "  Black: accuracy [0-9.]+%, average centipawn loss [0-9]+, inaccuracies 0, "
                     "mistakes 0, blunders 0\n$")),
                 qPrintable(r.err));
        QCOMPARE(r.err.count("blunders 1"), 2);

        // The main line is the same: same plies, same final position.
        QTemporaryDir dir;
        QFile out(dir.filePath("reviewed.pgn"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(r.out.toUtf8());
        out.close();
        QCOMPARE(run({"pgn", out.fileName()}).out, run({"pgn", file}).out);

        r = run({"review", file, "--game", "2", "--depth", "3"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out.count("[Event "), 1);
        QVERIFY2(r.out.contains("2. Qg4 $4"), qPrintable(r.out));
        QVERIFY(r.err.startsWith("game 2, 4 plies reviewed"));
    }

    // The same errors as `pgn`: a file that is not PGN, a game that cannot be read (the
    // others are still reviewed).
    void reviewOfBadFiles() {
        QTemporaryDir dir;
        QFile notes(dir.filePath("notes.txt"));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("Dear diary,\ntoday (Monday) I played chess.\n");
        notes.close();
        Run r = run({"review", notes.fileName()});
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("Not a PGN file: nothing in it reads as a tag or a move"),
                 qPrintable(r.err));

        QFile games(dir.filePath("games.pgn"));
        QVERIFY(games.open(QIODevice::WriteOnly));
        games.write("[Event \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"Fine\"]\n\n1. e4 e5 *\n");
        games.close();
        r = run({"review", games.fileName(), "--nodes", "1000"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("game 1, line 3, column 13: move 2 for White: 'Ke3'"),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains("1 of 2 games could not be read"), qPrintable(r.err));
        QCOMPARE(r.out.count("[Event "), 1);
        QVERIFY(r.out.contains("[Event \"Fine\"]"));
        r = run({"review", games.fileName(), "--game", "3"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("holds 2 games, not 3"), qPrintable(r.err));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList{} << "no command";
        QTest::newRow("unknown") << QStringList{"frobnicate"} << "unknown command";
        QTest::newRow("bad fen") << QStringList{"moves", "4k3/8/8/8/8/8/8/4K2X w - - 0 1"}
                                 << "not a piece letter";
        QTest::newRow("perft depth") << QStringList{"perft", "startpos", "deep"} << "depth 'deep'";
        QTest::newRow("perft no fen") << QStringList{"perft", "3"} << "perft needs";
        QTest::newRow("sp range") << QStringList{"sp", "960"} << "0 to 959";
        QTest::newRow("sp not start") << QStringList{"sp", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}
                                      << "not a Chess960 start position";
        QTest::newRow("dice value") << QStringList{"dice", "1", "9"} << "Roll 2 is 9";
        QTest::newRow("dice short") << QStringList{"dice", "1", "2"} << "still needs";
        QTest::newRow("dice word") << QStringList{"dice", "one"} << "not a number";
        QTest::newRow("pgn write without file") << QStringList{"pgn", "--write"} << "pgn needs";
        QTest::newRow("review without file") << QStringList{"review"} << "review needs";
        QTest::newRow("review nodes and depth")
            << QStringList{"review", "a.pgn", "--nodes", "5", "--depth", "3"} << "not both";
        QTest::newRow("review nodes word") << QStringList{"review", "a.pgn", "--nodes", "many"}
                                           << "--nodes 'many' must be a whole number";
        QTest::newRow("review threads missing")
            << QStringList{"review", "a.pgn", "--threads"} << "--threads needs a number";
        QTest::newRow("review unreadable")
            << QStringList{"review", "/nonexistent/x.pgn"} << "cannot open";
        QTest::newRow("dfrc nothing") << QStringList{"dfrc"} << "dfrc needs";
        QTest::newRow("dfrc one number") << QStringList{"dfrc", "5"} << "dfrc needs";
        QTest::newRow("dfrc three numbers") << QStringList{"dfrc", "5", "6", "7"} << "dfrc needs";
        QTest::newRow("dfrc white range")
            << QStringList{"dfrc", "960", "5"}
            << "White's start position '960' must be a number from 0 to 959";
        QTest::newRow("dfrc black word")
            << QStringList{"dfrc", "5", "x"}
            << "Black's start position 'x' must be a number from 0 to 959";
        QTest::newRow("dfrc number range")
            << QStringList{"dfrc", "--number", "921600"}
            << "DFRC number '921600' must be a number from 0 to 921599";
        QTest::newRow("dfrc number missing")
            << QStringList{"dfrc", "--number"} << "dfrc --number needs";
        QTest::newRow("dfrc fen not start")
            << QStringList{"dfrc", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}
            << "this FEN is not a Double Fischer Random start position";
        QTest::newRow("dfrc fen bad") << QStringList{"dfrc", "--fen", "8/8 w"} << "bad FEN";
        QTest::newRow("dfrc dice without slash")
            << QStringList{"dfrc", "--dice", "1", "1", "1", "1", "1"} << "dfrc --dice needs";
        QTest::newRow("dfrc dice black value")
            << QStringList{"dfrc", "--dice", "1", "1", "1", "1", "1", "/", "1", "9"}
            << "Black's rolls: Roll 2 is 9";
        QTest::newRow("dfrc dice white short")
            << QStringList{"dfrc", "--dice", "1", "1", "/", "1", "1", "1", "1", "1"}
            << "White's rolls: 2 rolls given; the queen still needs a roll";
        QTest::newRow("dfrc dice word")
            << QStringList{"dfrc", "--dice", "1", "/", "x"} << "not a number";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Run r = run(args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
