// Reading PGN: sample files in the formats of lichess, Cute Chess, ChessX, Scid and PyChess
// (tests/data/pgn, expectations in expected.tsv), the syntax corners one at a time, errors
// with game, line and column, and `chess960-cli pgn`.
#include "chess960/mappedfile.h"
#include "chess960/pgn.h"
#include "chess960/pgnhalves.h"
#include "randomgames.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <unistd.h>

using namespace chess960;

namespace {

std::string readFile(const std::string& name) {
    std::ifstream in(std::string(CHESS960_TEST_DATA) + "/pgn/" + name, std::ios::binary);
    if (!in) qFatal("cannot open %s", name.c_str());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const std::vector<PgnRecord>& recordsOf(const std::string& file) {
    static std::map<std::string, std::vector<PgnRecord>> cache;
    auto it = cache.find(file);
    if (it == cache.end()) it = cache.emplace(file, readPgn(readFile(file))).first;
    return it->second;
}

Game readOne(const std::string& text) {
    auto g = readPgnGame(text);
    if (!g) qFatal("PGN in test not read: %s", g.error().message.c_str());
    return *g;
}

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

class TestPgn : public QObject {
    Q_OBJECT
private slots:
    // Comments read past (PgnComments::Skip: an index, a count of games) give the same games
    // but for the comments and what they carry: every record, error, tag, move, result, ending
    // and time control.
    void commentsReadPastGiveTheSameGames() {
        std::mt19937 rng(77);
        std::string text;
        for (int i = 0; i < 300; ++i) text += writePgn(randomgames::realGame(rng, i));
        text += randomgames::file(rng, 200, false, 60); // variations, comments, NAGs
        text += "[Event \"bad\"]\n\n1. e4 {a comment} e5 2. Ke3 *\n\n"
                "[Event \"late\"]\n\n1. e4 e5 (1... c5 {x} 2. Ke2 Qxz9) 2. Nf3 *\n\n"
                "[Event \"open\"]\n\n1. e4 {never closed\n\n[Event \"after\"]\n\n1. d4 *\n";
        const auto read = [&text](PgnComments comments) {
            std::vector<PgnRecord> records;
            readPgnGames(
                text,
                [&](PgnRecord& r) {
                    records.push_back(std::move(r));
                    return true;
                },
                {}, comments);
            return records;
        };
        const std::vector<PgnRecord> kept = read(PgnComments::Keep);
        const std::vector<PgnRecord> skipped = read(PgnComments::Skip);
        QCOMPARE(skipped.size(), kept.size());
        QCOMPARE(int(kept.size()), 504);
        int comments = 0, clocks = 0, failed = 0;
        for (size_t i = 0; i < kept.size(); ++i) {
            const PgnRecord& k = kept[i];
            const PgnRecord& s = skipped[i];
            QCOMPARE(s.ok(), k.ok());
            QCOMPARE(s.offset, k.offset);
            QCOMPARE(s.end, k.end);
            QCOMPARE(s.line, k.line);
            if (!k.ok()) {
                ++failed;
                QCOMPARE(s.game.error().message, k.game.error().message);
                QCOMPARE(s.errorLine, k.errorLine);
                QCOMPARE(s.errorColumn, k.errorColumn);
                continue;
            }
            const Game& kg = *k.game;
            const Game& sg = *s.game;
            QVERIFY(sg.tags() == kg.tags());
            QCOMPARE(sg.result(), kg.result());
            QCOMPARE(sg.termination(), kg.termination());
            QVERIFY(sg.timeControl() == kg.timeControl());
            QCOMPARE(sg.plyCount(), kg.plyCount());
            QCOMPARE(sg.position().fen(), kg.position().fen());
            QVERIFY(sg.startComment().empty());
            for (size_t m = 0; m < kg.moves().size(); ++m) {
                const PlayedMove& km = kg.moves()[m];
                const PlayedMove& sm = sg.moves()[m];
                QCOMPARE(sm.move, km.move);
                QCOMPARE(sm.san, km.san);
                QCOMPARE(sm.nags, km.nags);
                comments += !km.comment.empty();
                clocks += km.clockMs.has_value();
                QVERIFY(sm.comment.empty() && sm.commentBefore.empty() && !sm.clockMs && !sm.eval &&
                        sm.markings.empty());
            }
        }
        // What was read past was there to read: clocks on real games' moves, comments in the
        // others, and games that fail with and without their comments.
        QVERIFY2(clocks > 20000 && comments > 200 && failed == 3,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(clocks).arg(comments).arg(failed)));
    }

    void samples_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("result");
        QTest::addColumn<int>("plies");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        for (const std::string& l : testutil::dataLines("pgn/expected.tsv")) {
            auto f = testutil::split(l, '\t');
            if (f.size() != 8) qFatal("bad line in expected.tsv: %s", l.c_str());
            QTest::addRow("%s #%s", f[0].c_str(), f[1].c_str())
                << qs(f[0]) << std::stoi(f[1]) << qs(f[2]) << qs(f[3])
                << (f[4].empty() ? 0 : std::stoi(f[4])) << qs(f[5])
                << (f[6].empty() ? 0 : std::stoi(f[6])) << (f[7].empty() ? 0 : std::stoi(f[7]));
        }
    }
    void samples() {
        QFETCH(QString, file);
        QFETCH(int, index);
        QFETCH(QString, status);
        QFETCH(QString, result);
        QFETCH(int, plies);
        QFETCH(QString, detail);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto& records = recordsOf(file.toStdString());
        QVERIFY(index <= int(records.size()));
        const PgnRecord& r = records[size_t(index - 1)];
        QCOMPARE(r.index, index);
        if (status == "ok") {
            QVERIFY2(r.ok(), r.describeError().c_str());
            QCOMPARE(qs(resultText(r.game->result())), result);
            QCOMPARE(r.game->plyCount(), plies);
            QCOMPARE(qs(r.game->position().fen()), detail);
            QCOMPARE(r.errorLine, 0);
        } else {
            QVERIFY(!r.ok());
            QVERIFY2(qs(r.game.error().message).contains(detail), r.describeError().c_str());
            QCOMPARE(r.errorLine, line);
            QCOMPARE(r.errorColumn, column);
            QVERIFY(
                qs(r.describeError())
                    .startsWith(
                        QString("game %1, line %2, column %3: ").arg(index).arg(line).arg(column)));
        }
    }

    void sampleGameCounts() {
        std::map<std::string, int> expected;
        for (const std::string& l : testutil::dataLines("pgn/expected.tsv"))
            ++expected[testutil::split(l, '\t')[0]];
        QCOMPARE(expected.size(), size_t(11));
        for (const auto& [file, count] : expected) QCOMPARE(int(recordsOf(file).size()), count);
    }

    void lichessClocksEvalsAndNags() {
        const auto& games = recordsOf("lichess.pgn");
        const Game& first = *games[0].game;
        QCOMPARE(first.timeControl(), std::optional(TimeControl{300000, 3000}));
        QCOMPARE(first.termination(), Termination::Checkmate);
        QCOMPARE(first.startNumber(), 12);
        for (const PlayedMove& m : first.moves()) {
            QVERIFY(m.clockMs.has_value());
            QVERIFY(m.comment.empty()); // the clock was the whole comment
        }
        QCOMPARE(qs(first.tag("Site")), QString("https://lichess.org/q7ZvLr1X"));
        QVERIFY(!first.hasTag("Termination") && !first.hasTag("FEN") && !first.hasTag("SetUp"));
        QCOMPARE(games[1].game->termination(), Termination::Resignation);
        QCOMPARE(games[2].game->termination(), Termination::TimeForfeit);
        QCOMPARE(*games[2].game->moves()[29].clockMs, int64_t(0));
        const Game& analysed = *games[3].game;
        QCOMPARE(analysed.termination(), Termination::Agreement);
        QCOMPARE(analysed.moves()[9].nags, std::vector<int>{2});
        QCOMPARE(analysed.moves()[9].eval, std::optional(Evaluation{false, -140}));
        QCOMPARE(qs(analysed.moves()[9].comment), QString("Mistake. Ke6 was best."));
        QCOMPARE(analysed.moves()[0].eval, std::optional(Evaluation{false, 59}));
        QVERIFY(analysed.moves()[0].comment.empty());
    }

    void cutechessTags() {
        const auto& games = recordsOf("cutechess.pgn");
        const Game& g = *games[0].game;
        QCOMPARE(qs(g.tag("TimeControl")), QString("40/60+0.5")); // kept as written
        QVERIFY(!g.timeControl());
        QVERIFY(!g.hasTag("PlyCount"));
        QCOMPARE(qs(g.tag("GameDuration")), QString("00:01:23"));
        QVERIFY(qs(g.moves().back().comment).contains("mates"));
        QCOMPARE(games[1].game->termination(), Termination::Adjudication);
        QCOMPARE(games[2].game->termination(), Termination::TimeForfeit);
    }

    void chessxCommentsNagsVariations() {
        const Game& g = *recordsOf("chessx.pgn")[0].game;
        QCOMPARE(qs(g.startComment()), QString("Played at the club; notes by the winner."));
        QCOMPARE(g.moves()[3].nags, std::vector<int>{1});
        QCOMPARE(qs(g.moves()[3].comment), QString("A fine idea."));
        QCOMPARE(g.moves()[6].nags, std::vector<int>{6});
        QCOMPARE(qs(g.tag("White")), QString("Jansen, Pieter"));
        QCOMPARE(recordsOf("chessx.pgn")[1].game->termination(), Termination::Unknown);
    }

    void scidQuotesAndMarks() {
        const Game& g = *recordsOf("scid.pgn")[0].game;
        QCOMPARE(qs(g.tag("Event")), QString("Online \"Blitz\" Arena"));
        QCOMPARE(g.moves()[1].nags, std::vector<int>{5});
        const Game& h = *recordsOf("scid.pgn")[1].game;
        QCOMPARE(h.moves()[4].nags, std::vector<int>{1});
        QCOMPARE(h.moves()[9].nags, std::vector<int>{6});
        QCOMPARE(qs(h.moves()[11].comment), QString("a quiet line comment"));
    }

    void pychessAndStandardGames() {
        const auto& py = recordsOf("pychess.pgn");
        QCOMPARE(py[0].game->timeControl(), std::optional(TimeControl{300000, 0}));
        QCOMPARE(qs(py[0].game->tag("WhiteClock")), QString("0:03:12.000"));
        QVERIFY(!py[1].game->isOver());
        const auto& special = recordsOf("special.pgn");
        QCOMPARE(special[0].game->startNumber(), 518);
        QCOMPARE(special[1].game->termination(), Termination::Resignation);
        QCOMPARE(special[2].game->startNumber(), 0);
        QCOMPARE(special[3].game->termination(), Termination::Abandoned);
        QVERIFY(!special[3].game->timeControl() && !special[3].game->hasTag("TimeControl"));
    }

    void variantAliases_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("accepted");
        for (const char* v : {"Chess960", "chess 960", "Fischerandom", "fischerrandom",
                              "Fischer Random", "CHESS960", "Standard", "From Position", ""})
            QTest::newRow(v) << v << true;
        QTest::newRow("atomic") << "Atomic" << false;
        QTest::newRow("crazyhouse") << "Crazyhouse" << false;
    }
    void variantAliases() {
        QFETCH(QString, variant);
        QFETCH(bool, accepted);
        const std::string text = "[Variant \"" + variant.toStdString() +
                                 "\"]\n[FEN \"nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w "
                                 "KQkq - 0 1\"]\n\n1. c3 c6 2. Bc2 Bc7 3. O-O-O O-O-O *\n";
        auto g = readPgnGame(text);
        QCOMPARE(g.ok(), accepted);
        if (accepted) QCOMPARE(g->moves()[4].san, std::string("O-O-O"));
    }

    void syntaxCorners_data() {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("sans");
        QTest::addColumn<QString>("result");
        QTest::newRow("no spaces after numbers") << "1.e4 e5 2.Nf3 *"
                                                 << "e4 e5 Nf3"
                                                 << "*";
        QTest::newRow("black number with dots") << "1. e4 1... e5 2. Nf3 2... Nc6 *"
                                                << "e4 e5 Nf3 Nc6"
                                                << "*";
        QTest::newRow("no result at the end") << "1. e4 e5"
                                              << "e4 e5"
                                              << "*";
        QTest::newRow("result only in the tag") << "[Result \"1-0\"]\n\n1. e4 e5"
                                                << "e4 e5"
                                                << "1-0";
        QTest::newRow("percent escape") << "% a note for tools\n1. d4 d5 *"
                                        << "d4 d5"
                                        << "*";
        QTest::newRow("semicolon comment") << "1. d4 ; to the end { of } the line\nd5 *"
                                           << "d4 d5"
                                           << "*";
        QTest::newRow("zero castles and promotions")
            << "[FEN \"4k3/1P6/8/8/8/8/8/4K2R w K - 0 1\"]\n1. 0-0 Kd7 2. b8Q Kc6 *"
            << "O-O Kd7 b8=Q Kc6"
            << "*";
        QTest::newRow("marks stuck to moves") << "1. e4!! e5?? 2. Nf3!? *"
                                              << "e4 e5 Nf3"
                                              << "*";
        QTest::newRow("nested variations") << "1. e4 (1. d4 (1. c4 c5) d5) e5 (1... c5 2. Nf3 "
                                              "(2. c3)) 2. Nf3 *"
                                           << "e4 e5 Nf3"
                                           << "*";
        QTest::newRow("comment inside variation with parenthesis")
            << "1. e4 ({a ) in a comment} 1. d4) e5 *"
            << "e4 e5"
            << "*";
        QTest::newRow("en passant mark") << "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n1. "
                                            "exd6 e.p. Kd7 *"
                                         << "exd6 Kd7"
                                         << "*";
        QTest::newRow("tabs and blank lines") << "\t1.\te4\n\n\n\te5\t*"
                                              << "e4 e5"
                                              << "*";
        QTest::newRow("first move by black") << "[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]\n30... "
                                                "Kd7 31. O-O-O+ *"
                                             << "Kd7 O-O-O+"
                                             << "*";
    }
    void syntaxCorners() {
        QFETCH(QString, pgn);
        QFETCH(QString, sans);
        QFETCH(QString, result);
        Game g = readOne(pgn.toStdString());
        QStringList played;
        for (const PlayedMove& m : g.moves()) played << qs(m.san);
        QCOMPARE(played.join(' '), sans);
        QCOMPARE(qs(resultText(g.result())), result);
    }

    void clocksAndComments() {
        Game g = readOne("1. e4 {[%clk 1:02:03.5] good} {and more} 1... e5 {[%clk 0:59] [%eval "
                         "0.2]} 2. Nf3 {[%clk bad]} *");
        QCOMPARE(*g.moves()[0].clockMs, int64_t(3723500));
        QCOMPARE(qs(g.moves()[0].comment), QString("good and more"));
        QCOMPARE(*g.moves()[1].clockMs, int64_t(59000));
        QCOMPARE(g.moves()[1].eval, std::optional(Evaluation{false, 20}));
        QCOMPARE(qs(g.moves()[1].comment), QString());
        QVERIFY(!g.moves()[2].clockMs);
        QCOMPARE(qs(g.moves()[2].comment), QString("[%clk bad]"));
        // Taking a clock out joins the text around it into a second clock: that one is read too.
        Game h = readOne("1. e4 {[%cl[%clk 1:00]k 2:00]} *");
        QCOMPARE(*h.moves()[0].clockMs, int64_t(120000));
        QCOMPARE(qs(h.moves()[0].comment), QString());
    }

    void errorsInPlace_data() {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("bad character") << "1. e4 @ e5 *"
                                       << "unexpected character '@'" << 1 << 7;
        QTest::newRow("bad mark") << "1. e4 !!! *"
                                  << "'!!!' is not a move mark" << 1 << 7;
        QTest::newRow("dollar alone") << "1. e4 $ *"
                                      << "'$' must be followed" << 1 << 7;
        QTest::newRow("big NAG") << "1. e4 $300 *"
                                 << "$300 is not a NAG" << 1 << 7;
        QTest::newRow("quoted text in moves") << "1. e4 \"e5\"\n*"
                                              << "belongs in a tag" << 1 << 7;
        QTest::newRow("lone close") << "1. e4 ) *"
                                    << "never opened" << 1 << 7;
        QTest::newRow("tag without value") << "[Event]\n1. e4 *"
                                           << "needs a quoted value" << 1 << 7;
        QTest::newRow("tag without name") << "[\"x\"]\n1. e4 *"
                                          << "needs a name" << 1 << 2;
        QTest::newRow("string across lines") << "[Event \"x\n\"]"
                                             << "not closed on its line" << 1 << 8;
        QTest::newRow("tag inside moves") << "1. e4 [Event \"x\"] *"
                                          << "in the middle of the moves" << 1 << 7;
        QTest::newRow("bad result tag") << "[Result \"2-0\"]\n1. e4 *"
                                        << "'2-0' is not" << 1 << 10;
        QTest::newRow("columns count characters") << "{é} 1. e4 ä5 *"
                                                  << "unexpected character 'ä'" << 1 << 11;
        QTest::newRow("windows line ends") << "[Event \"x\"]\r\n\r\n1. e4 Ke7 *"
                                           << "'Ke7' is not legal" << 3 << 7;
        QTest::newRow("byte-order mark") << "\xEF\xBB\xBF"
                                            "1. e4 Ke7 *"
                                         << "'Ke7'" << 1 << 7;
        QTest::newRow("black move") << "1. e4 Nf3 *"
                                    << "move 1 for Black: 'Nf3'" << 1 << 7;
    }
    void errorsInPlace() {
        QFETCH(QString, pgn);
        QFETCH(QString, message);
        QFETCH(int, line);
        QFETCH(int, column);
        auto records = readPgn(pgn.toStdString());
        QCOMPARE(records.size(), size_t(1));
        QVERIFY(!records[0].ok());
        QVERIFY2(qs(records[0].game.error().message).contains(message),
                 records[0].describeError().c_str());
        QCOMPARE(records[0].errorLine, line);
        QCOMPARE(records[0].errorColumn, column);
        auto one = readPgnGame(pgn.toStdString());
        QVERIFY(!one.ok());
        QVERIFY(qs(one.error().message).startsWith("game 1, line"));
    }

    void readerGoesOn() {
        // After each broken game the next one is read: in the tags, in the moves, at the end.
        const std::string text = "[Event \"a\"]\n[Broken\n[Site \"x\"]\n\n1. e4 *\n\n"
                                 "[Event \"b\"]\n\n1. e4 e5 *\n\n"
                                 "[Event \"c\"]\n\n1. e4 Ke7 2. d4 (2. c4 *) 1-0\n\n"
                                 "[Event \"d\"]\n\n1. d4 *\n\n"
                                 "1. e4 {never closed\n[Event \"e\"]\n\n1. c4 *\n";
        auto records = readPgn(text);
        QCOMPARE(records.size(), size_t(6));
        QStringList events;
        for (const auto& r : records) events << (r.ok() ? qs(r.game->tag("Event")) : "error");
        QCOMPARE(events.join(','), QString("error,b,error,d,error,e"));
        QCOMPARE(records[4].line, 19);
        QCOMPARE(records[5].line, 20);
        // A broken tag does not split its game in two.
        auto broken = readPgn("[Event x]\n[Site \"y\"]\n\n1. e4 *\n\n[Event \"z\"]\n1. d4 *\n");
        QCOMPARE(broken.size(), size_t(2));
        QVERIFY(!broken[0].ok());
        QCOMPARE(qs(broken[1].game->tag("Event")), QString("z"));
        broken = readPgn("[Event \"x\"\n\n1. e4 *\n\n[Event \"z\"]\n1. d4 *\n");
        QCOMPARE(broken.size(), size_t(2));
        QCOMPARE(qs(broken[1].game->tag("Event")), QString("z"));
    }

    // Each game's bytes in the file: in order, apart, and enough to read the game again alone.
    // What lies between them holds no game (space, comments, escaped lines), so a file can be
    // rewritten with one game replaced and every other byte kept.
    void gameSpans_data() {
        QTest::addColumn<QString>("file");
        for (const char* f : {"chessx.pgn", "chessx_variations.pgn", "crlf_bom.pgn",
                              "cutechess.pgn", "errors.pgn", "lichess.pgn", "lichess_analysis.pgn",
                              "pychess.pgn", "scid.pgn", "scid_variations.pgn", "special.pgn"})
            QTest::newRow(f) << QString(f);
    }
    void gameSpans() {
        QFETCH(QString, file);
        const std::string text = readFile(file.toStdString());
        const auto& records = recordsOf(file.toStdString());
        QVERIFY(!records.empty());
        long long previousEnd = 0;
        for (const PgnRecord& r : records) {
            QVERIFY2(r.offset >= previousEnd, r.describeError().c_str());
            QVERIFY(r.end > r.offset);
            QVERIFY(r.end <= (long long)text.size());
            // A game starts at the beginning of its line and ends with its line.
            QVERIFY(r.offset == 0 || text[size_t(r.offset - 1)] == '\n' ||
                    (r.offset == 3 && text.starts_with("\xEF\xBB\xBF")));
            QVERIFY(r.end == (long long)text.size() || text[size_t(r.end - 1)] == '\n');
            const std::string between(
                text.substr(size_t(previousEnd), size_t(r.offset - previousEnd)));
            QVERIFY2(readPgn(between).empty(), between.c_str()); // space, comments, % lines
            const auto alone = readPgn(text.substr(size_t(r.offset), size_t(r.end - r.offset)));
            QCOMPARE(alone.size(), size_t(1));
            QCOMPARE(alone[0].ok(), r.ok());
            if (r.ok()) QCOMPARE(writePgn(*alone[0].game), writePgn(*r.game));
            previousEnd = r.end;
        }
        QVERIFY(QString::fromStdString(text.substr(size_t(previousEnd))).trimmed().isEmpty());
    }

    void gameSpansOfBrokenGames() {
        const std::string text = "[Event \"a\"]\n[Broken\n[Site \"x\"]\n\n1. e4 *\n\n"
                                 "[Event \"b\"]\n\n1. e4 e5 *   \n\n"
                                 "{a stray comment}\n\n"
                                 "[Event \"c\"]\n\n1. e4 Ke7 2. d4 (2. c4 *) 1-0\n\n"
                                 "1. e4 {never closed\n[Event \"e\"]\n\n1. c4 *";
        const auto records = readPgn(text);
        QCOMPARE(records.size(), size_t(5));
        const auto span = [&](size_t i) {
            return text.substr(size_t(records[i].offset),
                               size_t(records[i].end - records[i].offset));
        };
        QCOMPARE(span(0), std::string("[Event \"a\"]\n[Broken\n[Site \"x\"]\n\n1. e4 *\n"));
        QCOMPARE(span(1), std::string("[Event \"b\"]\n\n1. e4 e5 *   \n"));
        QCOMPARE(span(2), std::string("[Event \"c\"]\n\n1. e4 Ke7 2. d4 (2. c4 *) 1-0\n"));
        QCOMPARE(span(3), std::string("1. e4 {never closed\n"));
        QCOMPARE(span(4), std::string("[Event \"e\"]\n\n1. c4 *"));
    }

    // A file of any size read one game at a time: each record handed over in order, the
    // reading stopped when asked, the same errors as readPgnFile and no record before them,
    // and the offsets passed growing with the games.
    void gamesOneAtATime() {
        const std::string text = readFile("errors.pgn");
        const auto all = readPgn(text);
        std::vector<int> seen;
        std::vector<size_t> passed;
        const auto error = readPgnGames(
            text,
            [&](const PgnRecord& r) {
                seen.push_back(r.index);
                return true;
            },
            [&](size_t offset) { passed.push_back(offset); });
        QVERIFY(!error);
        QCOMPARE(int(seen.size()), int(all.size()));
        for (size_t i = 0; i < seen.size(); ++i) QCOMPARE(seen[i], int(i + 1));
        QVERIFY(!passed.empty());
        QCOMPARE(passed.front(), text.size()); // the check for binary data read it all first
        QVERIFY(std::is_sorted(passed.begin() + 1, passed.end()));
        int taken = 0;
        QVERIFY(!readPgnGames(text, [&](const PgnRecord&) { return ++taken < 2; }));
        QCOMPARE(taken, 2);
        // Not PGN at all: the error, and no record handed over.
        for (const std::string& bad :
             {std::string("hello\0world", 11), std::string("Dear Sir,\n")}) {
            int handed = 0;
            const auto e = readPgnGames(bad, [&](const PgnRecord&) { return ++handed > 0; });
            QVERIFY(e.has_value());
            QCOMPARE(handed, 0);
            QCOMPARE(e->code, readPgnFile(bad).error().code);
        }
    }

    // The file behind it: mapped, or told why it cannot be; what was passed can be given back
    // and read again.
    void mappedFiles() {
        const std::string path = std::string(CHESS960_TEST_DATA) + "/pgn/lichess.pgn";
        auto file = MappedFile::open(path);
        QVERIFY(file.ok());
        QCOMPARE(std::string(file->bytes()), readFile("lichess.pgn"));
        file->release(file->bytes().size());
        QCOMPARE(std::string(file->bytes()), readFile("lichess.pgn")); // read back from the file
        file->release(100);
        auto missing = MappedFile::open("/nonexistent/file.pgn");
        QVERIFY(!missing.ok());
        QVERIFY(qs(missing.error().message).contains("No such file"));
        auto folder = MappedFile::open(CHESS960_TEST_DATA);
        QVERIFY(!folder.ok());
        QVERIFY(qs(folder.error().message).contains("directory"));
        QTemporaryDir dir;
        const std::string empty = dir.filePath("empty.pgn").toStdString();
        std::ofstream(empty).close();
        auto none = MappedFile::open(empty);
        QVERIFY(none.ok());
        QVERIFY(none->bytes().empty());
        MappedFile moved = std::move(*file);
        QCOMPARE(std::string(moved.bytes()), readFile("lichess.pgn"));
    }

    // Another program cuts the file short while it is read (writes it again in place, say):
    // the bytes past its new end read as zeros instead of ending the process (the system's
    // SIGBUS), the file says it was cut short, and the readers meet no game there.
    void aFileCutShortWhileReadDoesNotEndTheProgram() {
        std::mt19937 rng{29};
        const std::string text = randomgames::file(rng, 2000, false);
        QVERIFY(text.size() > (size_t(1) << 20));
        QTemporaryDir dir;
        const std::string path = dir.filePath("cut.pgn").toStdString();
        std::ofstream(path, std::ios::binary) << text;
        auto file = MappedFile::open(path);
        QVERIFY(file.ok());
        QVERIFY(!file->cutShort());
        const std::string_view bytes = file->bytes();
        QCOMPARE(bytes.size(), text.size());
        QCOMPARE(bytes.substr(0, 100), std::string_view(text).substr(0, 100));

        const size_t kept = 300000;
        QCOMPARE(::truncate(path.c_str(), off_t(kept)), 0);
        size_t zeros = 0;
        for (const char c : bytes) zeros += c == 0 ? 1 : 0;
        QVERIFY(file->cutShort());
        const size_t page = size_t(::sysconf(_SC_PAGESIZE));
        QVERIFY2(zeros >= bytes.size() - (kept + page - 1) / page * page,
                 qPrintable(QString::number(zeros)));
        QCOMPARE(bytes.substr(0, kept), std::string_view(text).substr(0, kept));
        // Read as a whole file: refused as not text (the zeros), no game made of them.
        bool pastCut = false;
        const auto error = readPgnGames(bytes, [&](const PgnRecord& r) {
            pastCut = pastCut || (r.ok() && size_t(r.end) > kept);
            return true;
        });
        QVERIFY(error.has_value());
        QVERIFY2(qs(error->message).contains("binary"), qPrintable(qs(error->message)));
        QVERIFY(!pastCut);
        // Read and given back as the index's reader does, after the cut: no fault either.
        file->release(bytes.size());
        QCOMPARE(bytes.substr(0, kept), std::string_view(text).substr(0, kept));
        file->countLines(bytes.size());

        // A file mapped again after the cut is whole and not cut short.
        auto again = MappedFile::open(path);
        QVERIFY(again.ok());
        QCOMPARE(again->bytes().size(), kept);
        QVERIFY(!again->cutShort());
    }

    // Two readers of one file give the games one reader gives: in two halves when the first
    // begins a game at the split, numbered on and placed in the whole file; read on by the first
    // when the second cannot keep its half or the first does not agree where it begins.
    void twoReadersGiveWhatOneReaderGives() {
        std::mt19937 rng{17};
        std::string text;
        for (int part = 0; part < 4; ++part) {
            text += randomgames::file(rng, 40, false);
            // A broken game in each quarter: its reason's line is the whole file's.
            text += "\n\n[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n\n";
        }
        QTemporaryDir dir;
        const std::string path = dir.filePath("halves.pgn").toStdString();
        std::ofstream(path, std::ios::binary) << text;
        auto one = readPgnFile(text);
        QVERIFY(one.ok());
        const size_t split = pgnSplitPoint(text);
        QVERIFY(split > 0);
        struct Seen {
            int index, line, errorLine;
            long long offset, end;
            bool ok;
            bool operator==(const Seen&) const = default;
        };
        const auto seen = [](const PgnRecord& r, int index) {
            return Seen{index, r.line, r.errorLine, r.offset, r.end, r.ok()};
        };
        std::vector<Seen> expected;
        for (const PgnRecord& r : *one) expected.push_back(seen(r, r.index));

        // (kind) 0: both halves kept; 1: the second stops at its third game; 2: the second
        // cannot keep what it made; 3: the file split where the first does not begin a game.
        for (int kind = 0; kind < 4; ++kind) {
            std::vector<Seen> first, second;
            std::string fileSeen;
            PgnHalvesReaders readers;
            readers.first = [&](PgnRecord& r) {
                first.push_back(seen(r, r.index));
                return true;
            };
            readers.second = [&](PgnRecord& r, std::string_view file) {
                second.push_back(seen(r, r.index));
                if (second.size() == 1) fileSeen = std::string(file.substr(size_t(r.offset), 9));
                return !(kind == 1 && second.size() == 3);
            };
            // Where the first reader says it has passed: always inside the file.
            size_t passedMost = 0;
            readers.passed = [&](size_t offset) { passedMost = std::max(passedMost, offset); };
            bool doneCalled = false;
            readers.secondDone = [&](bool) {
                doneCalled = true;
                return kind != 2;
            };
            const size_t at = kind == 3 ? split + 1 : split;
            const PgnHalvesOutcome out = readPgnHalves(path, text, at, readers);
            QVERIFY(!out.error);
            QVERIFY(doneCalled);
            QVERIFY2(passedMost <= text.size(), qPrintable(QString::number(passedMost)));
            std::vector<Seen> all = first;
            if (out.inTwoHalves) {
                QCOMPARE(out.secondGames, int(second.size()));
                for (Seen s : second) {
                    s.index += out.firstGames;
                    all.push_back(s);
                }
            }
            QCOMPARE(out.inTwoHalves, kind == 0);
            QCOMPARE(out.why.empty(), kind == 0);
            QCOMPARE(out.firstGames, int(first.size()));
            QCOMPARE(all.size(), expected.size());
            for (size_t i = 0; i < all.size(); ++i)
                QVERIFY2(all[i] == expected[i], qPrintable(QString::number(i)));
            if (kind == 0) QCOMPARE(fileSeen, std::string(text.substr(split, 9)));
        }
        // Not split: one reader, nothing asked of the second.
        int firstOnly = 0;
        PgnHalvesReaders alone;
        alone.first = [&](PgnRecord&) { return ++firstOnly > 0; };
        alone.second = [](PgnRecord&, std::string_view) { return false; };
        const PgnHalvesOutcome out = readPgnHalves(path, text, 0, alone);
        QCOMPARE(firstOnly, int(expected.size()));
        QVERIFY(!out.inTwoHalves && out.why.empty());
    }

    void emptyInput() {
        QVERIFY(readPgn("").empty());
        QVERIFY(readPgn("\xEF\xBB\xBF \r\n% only a note\n").empty());
        QVERIFY(readPgn("{just a comment}").empty());
        QVERIFY(!readPgnGame("").ok());
        PgnReader reader("1. e4 *\n1. d4 *");
        QVERIFY(reader.next().has_value());
        QVERIFY(reader.next().has_value());
        QVERIFY(!reader.next().has_value());
        QVERIFY(!reader.next().has_value());
    }

    // A file that is not PGN at all says so, with the place of the first fault, instead of
    // giving a list of garbled games.
    void binaryFileIsNotPgn_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("byte");
        QTest::newRow("NUL in a game")
            << QByteArray("[Event \"x\"]\n1. e4\0 e5 *\n", 21) << 2 << 6 << "00";
        QTest::newRow("NUL after accents") << QByteArray("{é}\n{ä}\0", 10) << 2 << 4 << "00";
        // Bytes from fixed seeds: what a picture or an archive looks like to the reader, one
        // of them without a single NUL.
        for (const int seed : {1, 960}) {
            std::mt19937 random{unsigned(seed)};
            QByteArray bytes;
            for (int i = 0; i < 4096; ++i)
                bytes += char(seed == 1 ? random() % 255 + 1 : random() % 256);
            // The first byte that no text holds, and where it stands.
            int line = 1, column = 1;
            qsizetype at = 0;
            for (; at < bytes.size(); ++at) {
                const auto u = static_cast<unsigned char>(bytes[at]);
                if ((u < 0x20 && !strchr("\t\n\v\f\r", u)) || u == 0x7F) break;
                if (u == '\n') {
                    ++line;
                    column = 1;
                } else if ((u & 0xC0) != 0x80) {
                    ++column;
                }
            }
            const QString hex = QString::number(uchar(bytes[at]), 16).rightJustified(2, '0');
            QTest::newRow(seed == 1 ? "random bytes, no NUL" : "random bytes")
                << bytes << line << column << hex.toUpper();
        }
        QByteArray controls;
        for (int i = 0; i < 200; ++i) controls += i % 50 == 0 ? '\x01' : 'x';
        QTest::newRow("control bytes, 2 in 100") << controls << 1 << 1 << "01";
    }
    void binaryFileIsNotPgn() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, byte);
        auto read = readPgnFile(std::string_view(bytes.constData(), size_t(bytes.size())));
        QVERIFY(!read.ok());
        QCOMPARE(int(read.error().code), int(ErrorCode::PgnBinary));
        const std::vector<std::string> args{std::to_string(line), std::to_string(column),
                                            byte.toStdString()};
        QCOMPARE(read.error().args, args);
        QVERIFY2(read.error().message.starts_with("Not a PGN file"), read.error().message.c_str());
    }

    // Control bytes are counted exactly, wherever they stand: up to one byte in a hundred
    // the text is PGN (here in comments, as a broken export may have them), one more and it is
    // binary; a single NUL anywhere makes it binary.
    void controlBytesAreCountedExactly() {
        const std::string game = "[Event \"e\"]\n\n1. e4 {" + std::string(300, 'x') + "} e5 *\n\n";
        std::string text;
        for (int i = 0; i < 400; ++i) text += game;
        const size_t allowed = text.size() / 100;
        size_t placed = 0, lastX = 0;
        // Every seventh 'x', a stride that is no multiple of any block size.
        for (size_t i = 0, xs = 0; i < text.size() && placed < allowed; ++i)
            if (text[i] == 'x' && ++xs % 7 == 0) {
                text[i] = i % 2 ? '\x01' : '\x7F';
                ++placed;
            }
        QCOMPARE(placed, allowed);
        auto read = readPgnFile(text);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(int(read->size()), 400);
        for (size_t i = text.size(); i-- > 0;)
            if (text[i] == 'x') {
                lastX = i;
                break;
            }
        std::string over = text;
        over[lastX] = '\x02';
        read = readPgnFile(over);
        QVERIFY(!read.ok());
        QCOMPARE(int(read.error().code), int(ErrorCode::PgnBinary));
        // Tab, line feed, vertical tab, form feed and carriage return are whitespace, not
        // control bytes, however many.
        std::string spaces = game;
        spaces.replace(spaces.find("xxxx"), 4, "\t\v\f\r");
        for (int i = 0; i < 100; ++i) spaces += "\t\v\f\r\n";
        QVERIFY(readPgnFile(spaces).ok());
        std::string nul = text;
        nul[lastX] = '\0';
        read = readPgnFile(nul);
        QVERIFY(!read.ok());
        QCOMPARE(int(read.error().code), int(ErrorCode::PgnBinary));
    }

    void textThatIsNotPgn() {
        auto read = readPgnFile("Shopping list\n\nmilk, eggs (brown), bread\n* tea\n");
        QVERIFY(!read.ok());
        QCOMPARE(int(read.error().code), int(ErrorCode::PgnNothingFound));
        QCOMPARE(read.error().args, (std::vector<std::string>{"1", "1"}));
        QVERIFY(!read.error().reasons.empty());
        QCOMPARE(int(read.error().reasons[0].code), int(ErrorCode::PgnMove));
        QVERIFY2(read.error().message.find("'Shopping'") != std::string::npos,
                 read.error().message.c_str());
    }

    void pgnWithFaultsIsStillPgn() {
        // A tag pair read, or a legal move: the games are given, each with its fault.
        for (const char* text : {"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", "1. e4 e5 2. Ke3 *\n",
                                 "[Event \"x\"]\n[Site \"y\"\n"}) {
            auto read = readPgnFile(text);
            QVERIFY2(read.ok(), text);
            QCOMPARE(read->size(), size_t(1));
            QVERIFY(!(*read)[0].ok());
        }
        // Text in an 8-bit encoding, a stray control byte in a long comment: still PGN.
        auto latin1 = readPgnFile("[White \"M\xFCller\"]\n\n1. e4 {a\x01 " + std::string(200, 'c') +
                                  "} e5 *\n");
        QVERIFY(latin1.ok());
        QCOMPARE(latin1->size(), size_t(1));
        QVERIFY((*latin1)[0].ok());
        // Nothing at all is no error: the file holds no game.
        QVERIFY(readPgnFile("").ok());
        QVERIFY(readPgnFile("{just a comment}\n")->empty());
    }

    void recordsPastAutomaticDraws() {
        // An old program played on after a fivefold repetition; the record is still readable
        // and the game ends as its result says.
        std::string moves;
        for (int i = 0; i < 5; ++i) moves += "Nf3 Nf6 Ng1 Ng8 ";
        Game g = readOne("[Result \"1-0\"]\n[Termination \"normal\"]\n\n" + moves + "e4 1-0");
        QCOMPARE(g.plyCount(), 21);
        QCOMPARE(g.termination(), Termination::Resignation);
        // A record that ends on the fivefold itself is drawn by it.
        Game h = readOne(moves.substr(0, moves.size() - 4) + " *");
        QCOMPARE(h.termination(), Termination::FivefoldRepetition);
    }

    void drawReasonsFromNormalTermination() {
        std::string moves;
        for (int i = 0; i < 2; ++i) moves += "Nf3 Nf6 Ng1 Ng8 ";
        Game g = readOne("[Result \"1/2-1/2\"]\n[Termination \"normal\"]\n\n" + moves + "1/2-1/2");
        QCOMPARE(g.termination(), Termination::ThreefoldRepetition);
        Game h = readOne("[Result \"1/2-1/2\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 99 80\"]\n"
                         "[Termination \"normal\"]\n\nRa2 1/2-1/2");
        QCOMPARE(h.termination(), Termination::FiftyMoveRule);
        Game i = readOne("[Result \"1/2-1/2\"]\n[Termination \"time forfeit\"]\n\n1. e4 1/2-1/2");
        QCOMPARE(i.termination(), Termination::TimeoutVsInsufficientMaterial);
    }

    void commandLine() {
        auto run = [](const QStringList& args) {
            QProcess p;
            p.start(QStringLiteral(CHESS960_CLI), args);
            if (!p.waitForFinished(60000)) qFatal("chess960-cli did not finish");
            return std::tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                              QString::fromUtf8(p.readAllStandardError()));
        };
        const QString dir = QStringLiteral(CHESS960_TEST_DATA) + "/pgn/";
        auto [status, out, err] = run({"pgn", dir + "special.pgn"});
        QCOMPARE(status, 0);
        QStringList lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[1],
                 QString("2 1-0 20 r4bnr/pBp1kppp/8/3pp3/8/P3q3/1PPP1P1P/RNBQ1R1K w - - 0 11"));
        std::tie(status, out, err) = run({"pgn", dir + "errors.pgn"});
        QCOMPARE(status, 2);
        lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 18);
        QVERIFY(lines[1].startsWith("2 error: line 9, column 13: move 2 for White: 'Ke3'"));
        QVERIFY(lines[2].startsWith("3 * 2 "));
        QVERIFY(err.contains("13 of 18 games could not be read"));
        std::tie(status, out, err) = run({"pgn", dir + "no-such-file.pgn"});
        QCOMPARE(status, 2);
        QVERIFY(err.contains("cannot open"));
        std::tie(status, out, err) = run({"pgn"});
        QCOMPARE(status, 2);
    }
};

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
