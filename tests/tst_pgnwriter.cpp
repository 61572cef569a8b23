// Writing PGN: the exact layout (tags, numbering, clocks, wrapping), what each termination
// becomes, and write -> read -> write giving the same text for random games from random start
// positions with every castling geometry, clocks, comments, NAGs and every kind of ending.
#include "chess960/castling.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <random>
#include <set>

using namespace chess960;

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

void playSans(Game& g, std::initializer_list<const char*> sans) {
    for (const char* san : sans)
        if (!g.playSan(san)) qFatal("test move %s failed", san);
}

// Words for random comments and tag values, with the characters PGN makes awkward.
const char* const kWords[] = {"good",       "idea",        "{brace",      "semi;colon", "%percent",
                              "\"quoted\"", "back\\slash", "tab\there",   "(paren)",    "ünïcode",
                              "[%eval",     "0.3]",        "close}brace", "Nf3",        "1-0",
                              "*",          "$5"};

std::string randomText(std::mt19937_64& rng, int maxWords) {
    std::string s;
    const int n = int(rng() % uint64_t(maxWords + 1));
    for (int i = 0; i < n; ++i) {
        if (!s.empty()) s += rng() % 5 ? " " : "  \n ";
        s += kWords[rng() % std::size(kWords)];
    }
    return s;
}

struct Generated {
    Game game;
    std::set<std::pair<int, int>> castles; // (method, side) of the castles played
};

// A random game that castles whenever it can, so that every castling geometry turns up.
Generated randomGame(std::mt19937_64& rng, int number) {
    Generated out{*Game::fromStartNumber(number), {}};
    Game& g = out.game;
    const int plies = int(rng() % 120);
    const bool clocks = rng() % 2;
    int64_t clock[2] = {int64_t(rng() % 600000), int64_t(rng() % 600000)};
    while (!g.isOver() && g.plyCount() < plies) {
        MoveList moves;
        generateLegalMoves(g.position(), moves);
        Move m = moves[int(rng() % uint64_t(moves.size()))];
        for (Move c : moves) {
            if (c.kind() == Move::Castling && rng() % 4) m = c;
            const Position after = g.position().after(c);
            if (after.inCheck() && !hasLegalMove(after) && rng() % 2) m = c; // mates, sometimes
        }
        if (m.kind() == Move::Castling) {
            const CastleSide side = m.to() > m.from() ? CastleSide::HSide : CastleSide::ASide;
            const auto a = analyseCastle(g.position(), g.position().sideToMove(), side);
            out.castles.insert({int(a.method), int(side)});
        }
        const Color us = g.position().sideToMove();
        clock[us] = std::max<int64_t>(0, clock[us] - int64_t(rng() % 20000) + 1000);
        g.play(m, clocks ? std::optional(clock[us]) : std::nullopt);
        if (rng() % 6 == 0) g.setComment(g.plyCount(), randomText(rng, 12));
        if (rng() % 8 == 0) g.setNags(g.plyCount(), {int(rng() % 20), int(rng() % 256)});
    }
    if (rng() % 3 == 0) g.setStartComment(randomText(rng, 5));
    if (rng() % 2) g.setTag("White", randomText(rng, 3));
    if (rng() % 2) g.setTag("Annotator", randomText(rng, 3));
    if (rng() % 3 == 0)
        g.setTimeControl(TimeControl{int64_t(rng() % 5400) * 500, int64_t(rng() % 30) * 250});
    else if (rng() % 2)
        g.setTag("TimeControl", "40/5400:1800");
    if (!g.isOver()) switch (rng() % 9) {
        case 0: g.resign(Color(rng() % 2)); break;
        case 1: g.agreeDraw(); break;
        case 2: g.timeForfeit(Color(rng() % 2)); break;
        case 3: g.claimDraw(); break;
        case 4: g.setOutcome(GameResult::Draw, Termination::Adjudication); break;
        case 5: g.setOutcome(GameResult::BlackWins, Termination::Abandoned); break;
        case 6: g.setOutcome(GameResult::WhiteWins, Termination::RulesInfraction); break;
        default: break; // still in progress
        }
    return out;
}

// Terminations a reader can tell from the text and the board alone.
bool recoverable(Termination t) {
    return t != Termination::Unknown && t != Termination::Agreement &&
           t != Termination::FiftyMoveRule && t != Termination::ThreefoldRepetition;
}

} // namespace

class TestPgnWriter : public QObject {
    Q_OBJECT
private slots:
    // A record written again keeps the tags it was given and adds none it cannot know: its
    // PlyCount (counted again), no TimeControl or Termination it did not have.
    // The tags a player edits: each problem found, with the tag it is in; what is fine passes.
    void editedTagsAreChecked_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("problem");
        const int fine = -1;
        QTest::newRow("player") << "White"
                                << "Anna Schmidt" << fine;
        QTest::newRow("own tag") << "Annotator"
                                 << "me" << fine;
        QTest::newRow("underscore") << "My_Tag2"
                                    << "x" << fine;
        QTest::newRow("digit first") << "2nd"
                                     << "x" << fine;
        QTest::newRow("quotes kept") << "Site"
                                     << "The \"Open\"" << fine;
        QTest::newRow("date whole") << "Date"
                                    << "2024.05.17" << fine;
        QTest::newRow("date unknown day") << "Date"
                                          << "2024.05.??" << fine;
        QTest::newRow("date unknown") << "Date"
                                      << "????.??.??" << fine;
        QTest::newRow("event date") << "EventDate"
                                    << "2024.13.01" << int(TagCheck::BadDate);
        QTest::newRow("date dashes") << "Date"
                                     << "2024-05-17" << int(TagCheck::BadDate);
        QTest::newRow("date day 32") << "Date"
                                     << "2024.05.32" << int(TagCheck::BadDate);
        QTest::newRow("date short") << "Date"
                                    << "2024.5.17" << int(TagCheck::BadDate);
        QTest::newRow("date month 00") << "UTCDate"
                                       << "2024.00.17" << int(TagCheck::BadDate);
        QTest::newRow("elo") << "WhiteElo"
                             << "2450" << fine;
        QTest::newRow("elo none") << "BlackElo"
                                  << "-" << fine;
        QTest::newRow("elo empty") << "BlackElo"
                                   << "" << fine;
        QTest::newRow("elo word") << "WhiteElo"
                                  << "strong" << int(TagCheck::BadElo);
        QTest::newRow("elo huge") << "WhiteElo"
                                  << "40000" << int(TagCheck::BadElo);
        QTest::newRow("elo negative") << "WhiteElo"
                                      << "-5" << int(TagCheck::BadElo);
        QTest::newRow("space in name") << "My Tag"
                                       << "x" << int(TagCheck::BadName);
        QTest::newRow("empty name") << ""
                                    << "x" << int(TagCheck::BadName);
        QTest::newRow("underscore first") << "_x"
                                          << "x" << int(TagCheck::BadName);
        QTest::newRow("result") << "Result"
                                << "1-0" << int(TagCheck::Derived);
        QTest::newRow("fen any case") << "fen"
                                      << "8/8/8/8/8/8/8/8 w - - 0 1" << int(TagCheck::Derived);
        QTest::newRow("ply count") << "PlyCount"
                                   << "12" << int(TagCheck::Derived);
        QTest::newRow("line break") << "Site"
                                    << "a\nb" << int(TagCheck::LineBreak);
    }
    void editedTagsAreChecked() {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(int, problem);
        const std::vector<std::pair<std::string, std::string>> tags = {
            {"Event", "Club"}, {name.toStdString(), value.toStdString()}, {"Round", "3"}};
        const std::optional<TagProblem> found = checkEditedTags(tags);
        if (problem < 0) {
            QVERIFY(!found);
            return;
        }
        QVERIFY(found);
        QCOMPARE(int(found->what), problem);
        QCOMPARE(found->index, size_t(1));
    }
    // Edited tags replace the game's own, in their order; those written from the game stay,
    // and an emptied roster tag is written as unknown.
    void editedTagsReplaceTheGamesOwn() {
        Game g = *Game::fromStartNumber(100);
        g.setTag("Event", "Club");
        g.setTag("White", "Ann");
        g.setTag("TimeControl", "60+0");
        g.setTag("Annotator", "old");
        QCOMPARE(editableTags(g).size(), size_t(3));
        setEditableTags(g, {{"White", "Anna Schmidt"}, {"Event", ""}, {"WhiteElo", "2100"}});
        const std::vector<std::pair<std::string, std::string>> want = {{"White", "Anna Schmidt"},
                                                                       {"WhiteElo", "2100"}};
        QVERIFY(editableTags(g) == want);
        QCOMPARE(g.tag("TimeControl"), std::string("60+0"));
        const std::string text = writePgn(g);
        QVERIFY(text.find("[Event \"?\"]") != std::string::npos);
        QVERIFY(text.find("[White \"Anna Schmidt\"]") != std::string::npos);
        QVERIFY(text.find("[WhiteElo \"2100\"]") != std::string::npos);
        QVERIFY(text.find("Annotator") == std::string::npos);
    }
    // A tag set in a game's text as a file holds it: every other byte as it was.
    void aTagIsSetInTheText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("want");
        const QString game = "[Event \"Club\"]\n[White \"Ann\"]\n\n1. e4 e5 *\n";
        QTest::newRow("replaced") << game << "Event"
                                  << "Open"
                                  << "[Event \"Open\"]\n[White \"Ann\"]\n\n1. e4 e5 *\n";
        QTest::newRow("any case") << game << "event"
                                  << "Open"
                                  << "[event \"Open\"]\n[White \"Ann\"]\n\n1. e4 e5 *\n";
        QTest::newRow("added")
            << game << "Site"
            << "Berlin"
            << "[Event \"Club\"]\n[White \"Ann\"]\n[Site \"Berlin\"]\n\n1. e4 e5 *\n";
        QTest::newRow("escaped") << game << "Site"
                                 << "the \"Hall\" \\ 2"
                                 << "[Event \"Club\"]\n[White \"Ann\"]\n[Site \"the \\\"Hall\\\" "
                                    "\\\\ 2\"]\n\n1. e4 e5 *\n";
        QTest::newRow("removed") << game << "Event"
                                 << ""
                                 << "[White \"Ann\"]\n\n1. e4 e5 *\n";
        QTest::newRow("removed, absent") << game << "Site"
                                         << "" << game;
        QTest::newRow("crlf") << "[Event \"Club\"]\r\n\r\n1. e4 *\r\n"
                              << "Round"
                              << "2"
                              << "[Event \"Club\"]\r\n[Round \"2\"]\r\n\r\n1. e4 *\r\n";
        QTest::newRow("two on a line") << "[Event \"A\"] [Site \"B\"]\n\n1. e4 *\n"
                                       << "Site"
                                       << "C"
                                       << "[Event \"A\"] [Site \"C\"]\n\n1. e4 *\n";
        QTest::newRow("escaped quote read")
            << "[Event \"a \\\"b\\\" c\"]\n\n1. e4 *\n"
            << "Round"
            << "1"
            << "[Event \"a \\\"b\\\" c\"]\n[Round \"1\"]\n\n1. e4 *\n";
        QTest::newRow("no tags") << "1. e4 *\n"
                                 << "Event"
                                 << "X"
                                 << "[Event \"X\"]\n\n1. e4 *\n";
        QTest::newRow("unreadable") << "[Event \"open\n\n1. e4 *\n"
                                    << "Site"
                                    << "X"
                                    << "";
    }
    void aTagIsSetInTheText() {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, want);
        const auto got = withTagInText(text.toStdString(), name.toStdString(), value.toStdString());
        if (want.isEmpty()) {
            QVERIFY(!got);
            return;
        }
        QVERIFY(got);
        QCOMPARE(QString::fromStdString(*got), want);
        // What the reader makes of it: the tag as set.
        const auto read = readPgnGame(*got);
        QVERIFY(read);
        if (!value.isEmpty())
            QCOMPARE(QString::fromStdString(read->tag(name.toStdString())), value);
    }
    void aTagGivenTwiceIsFound() {
        const auto found = checkEditedTags({{"White", "A"}, {"Black", "B"}, {"white", "C"}});
        QVERIFY(found);
        QCOMPARE(found->what, TagCheck::Twice);
        QCOMPARE(found->index, size_t(2));
    }

    void aRewriteAddsNoTags() {
        const Game read = *readPgnGame("[Event \"e\"]\n[White \"a\"]\n[Black \"b\"]\n"
                                       "[Result \"*\"]\n[PlyCount \"99\"]\n\n1. e4 e5 *\n");
        const QString once = qs(writePgn(read));
        QVERIFY2(once.contains("[PlyCount \"2\"]"), qPrintable(once));
        QVERIFY2(!once.contains("TimeControl") && !once.contains("Termination"), qPrintable(once));
        // Read and written again: the same text.
        QCOMPARE(qs(writePgn(*readPgnGame(once.toStdString()))), once);
        // A record that had them keeps them.
        const Game full = *readPgnGame("[TimeControl \"-\"]\n[Termination \"normal\"]\n\n"
                                       "1. e4 e5 1-0\n");
        const QString kept = qs(writePgn(full));
        QVERIFY(kept.contains("[TimeControl \"-\"]") && kept.contains("[Termination \"normal\"]"));
        QVERIFY(!kept.contains("PlyCount"));
        // A game made here gets them all, as before.
        const QString made = qs(writePgn(*Game::fromStartNumber(7)));
        QVERIFY(made.contains("[TimeControl \"-\"]") &&
                made.contains("[Termination \"unterminated\"]"));
    }

    // A record of a game from the classical start that did not say Variant, SetUp or FEN is
    // written again without them (a classical database reads it as it did); a record that
    // said them keeps them, and a Chess960 game or one made here always has them.
    void aClassicalRecordGainsNoChess960Tags() {
        const Game classical = *readPgnGame("[White \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
        const QString plain = qs(writePgn(classical));
        QVERIFY2(!plain.contains("Variant") && !plain.contains("SetUp") && !plain.contains("FEN"),
                 qPrintable(plain));
        QCOMPARE(qs(writePgn(*readPgnGame(plain.toStdString()))), plain);
        // Castling in the classical start is written and read as in classical chess.
        Game castled = classical;
        playSans(castled, {"Nf3", "Nc6", "Bc4", "Bc5", "O-O"});
        const QString withCastle = qs(writePgn(castled));
        QVERIFY2(withCastle.contains("O-O") && !withCastle.contains("FEN"), qPrintable(withCastle));
        QCOMPARE(readPgnGame(withCastle.toStdString())->mainLine().size(), size_t(7));

        const Game said =
            *readPgnGame("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" +
                         Position::startPosition(518).fen() + "\"]\n[Result \"*\"]\n\n1. e4 *\n");
        const QString kept = qs(writePgn(said));
        QVERIFY2(kept.contains("[Variant \"Chess960\"]") && kept.contains("[SetUp \"1\"]") &&
                     kept.contains("[FEN \""),
                 qPrintable(kept));
        // A classical record that named its variant ("Standard") is written as a Chess960
        // game from the classical start, with the FEN a Chess960 game needs.
        const Game standard = *readPgnGame("[Variant \"Standard\"]\n[Result \"*\"]\n\n1. e4 *\n");
        const QString named = qs(writePgn(standard));
        QVERIFY2(named.contains("[Variant \"Chess960\"]") && named.contains("[FEN \""),
                 qPrintable(named));
        QCOMPARE(qs(writePgn(*readPgnGame(named.toStdString()))), named);
        const Game saidFen =
            *readPgnGame("[SetUp \"1\"]\n[FEN \"" + Position::startPosition(518).fen() +
                         "\"]\n[Result \"*\"]\n\n1. e4 *\n");
        QVERIFY(qs(writePgn(saidFen)).contains("[FEN \""));

        const Game sp7 =
            *readPgnGame("[Variant \"Chess960\"]\n[FEN \"" + Position::startPosition(7).fen() +
                         "\"]\n[Result \"*\"]\n\n*\n");
        const QString other = qs(writePgn(sp7));
        QVERIFY(other.contains("[Variant \"Chess960\"]") && other.contains("[FEN \""));
        const QString made = qs(writePgn(*Game::fromStartNumber(518)));
        QVERIFY(made.contains("[Variant \"Chess960\"]") && made.contains("[SetUp \"1\"]") &&
                made.contains("[FEN \""));
    }

    // A record written again keeps its tags in the order it gave them (issue 69: `pgn --write`
    // moved TimeControl ahead of PlyCount), and a game the board shows decided (checkmate) gets
    // no Termination the record did not give; new tags go after the record's.
    void aRewriteKeepsTheTagOrder() {
        const std::string text =
            "[Event \"Rated blitz\"]\n[Site \"?\"]\n[Date \"2026.11.02\"]\n[Round \"-\"]\n"
            "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n[WhiteElo \"1500\"]\n"
            "[PlyCount \"6\"]\n[ECO \"C20\"]\n[TimeControl \"180+2\"]\n\n"
            "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Kxf7 1-0\n";
        const Game read = *readPgnGame(text);
        const QString once = qs(writePgn(read));
        QStringList names;
        for (const QString& line : once.split('\n'))
            if (line.startsWith('[')) names << line.mid(1, line.indexOf(' ') - 1);
        QCOMPARE(names.join(' '), QString("Event Site Date Round White Black Result WhiteElo "
                                          "PlyCount ECO TimeControl"));
        QVERIFY2(!once.contains("Termination"), qPrintable(once));
        QCOMPARE(qs(writePgn(*readPgnGame(once.toStdString()))), once);
        // Decided on the board: mate needs no Termination the record did not give.
        const Game mate = *readPgnGame("[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 "
                                       "4. Qxf7# 1-0\n");
        QVERIFY(mate.isOver());
        QVERIFY2(!qs(writePgn(mate)).contains("Termination"), qPrintable(qs(writePgn(mate))));
        // A resignation made here is not on the board: it is written.
        Game resigned = *readPgnGame("[Result \"*\"]\n\n1. e4 e5 *\n");
        resigned.resign(Black);
        QVERIFY(qs(writePgn(resigned)).contains("[Termination \"normal\"]"));
    }

    void exactLayout() {
        Game g;
        g.setTag("Annotator", "me");
        g.setTag("White", "Ann");
        g.setTag("Event", "Club \"night\" \\ 1");
        g.setTag("Bad name", "left out");
        g.setTag("PlyCount", "99"); // derived tags are never copied
        g.setTimeControl(TimeControl{300000, 3000});
        QVERIFY(g.play(Move(E2, E4), 299000));
        QVERIFY(g.play(Move(E7, E5), 300500));
        playSans(g, {"Nf3"});
        g.setNags(3, {1});
        g.setComment(3, "develops {with} tempo");
        g.resign(Black);
        const std::string expected =
            "[Event \"Club \\\"night\\\" \\\\ 1\"]\n"
            "[Site \"?\"]\n"
            "[Date \"????.??.??\"]\n"
            "[Round \"?\"]\n"
            "[White \"Ann\"]\n"
            "[Black \"?\"]\n"
            "[Result \"1-0\"]\n"
            "[Variant \"Chess960\"]\n"
            "[SetUp \"1\"]\n"
            "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
            "[TimeControl \"300+3\"]\n"
            "[Termination \"normal\"]\n"
            "[Annotator \"me\"]\n"
            "\n"
            "1. e4 {[%clk 0:04:59]} 1... e5 {[%clk 0:05:00.5]} 2. Nf3 $1 {develops {with)\n"
            "tempo} 1-0\n"
            "\n";
        QCOMPARE(qs(writePgn(g)), qs(expected));
    }

    void blackFirstAndNoClocks() {
        Game g(testutil::position("4k3/8/8/8/8/8/8/R3K3 b Q - 0 30"));
        playSans(g, {"Kd7", "O-O-O+", "Kc6"});
        g.setStartComment("from a study");
        const std::string pgn = writePgn(g);
        QVERIFY2(pgn.find("\n{from a study} 30... Kd7 31. O-O-O+ Kc6 *\n") != std::string::npos,
                 pgn.c_str());
        QVERIFY(pgn.find("[TimeControl \"-\"]") != std::string::npos);
        QVERIFY(pgn.find("[Termination \"unterminated\"]") != std::string::npos);
        QVERIFY(pgn.find("%clk") == std::string::npos);
    }

    void terminationTag_data() {
        QTest::addColumn<int>("termination");
        QTest::addColumn<QString>("tag");
        QTest::newRow("resignation") << int(Termination::Resignation) << "normal";
        QTest::newRow("agreement") << int(Termination::Agreement) << "normal";
        QTest::newRow("time") << int(Termination::TimeForfeit) << "time forfeit";
        QTest::newRow("abandoned") << int(Termination::Abandoned) << "abandoned";
        QTest::newRow("adjudication") << int(Termination::Adjudication) << "adjudication";
        QTest::newRow("infraction") << int(Termination::RulesInfraction) << "rules infraction";
        QTest::newRow("unknown") << int(Termination::Unknown) << "normal";
    }
    void terminationTag() {
        QFETCH(int, termination);
        QFETCH(QString, tag);
        Game g;
        QVERIFY(g.setOutcome(GameResult::Draw, Termination(termination)));
        QVERIFY(qs(writePgn(g)).contains("[Termination \"" + tag + "\"]"));
    }

    void linesStayUnder80() {
        std::mt19937_64 rng(80);
        for (int i = 0; i < 40; ++i) {
            Game g = randomGame(rng, int(rng() % 960)).game;
            const std::string pgn = writePgn(g);
            const auto lines = testutil::split(pgn, '\n');
            bool inTags = true;
            for (const std::string& line : lines) {
                if (line.empty()) inTags = false;
                if (inTags) continue; // a tag is one line by definition
                // A single word of a comment may be longer; the random words are not.
                QVERIFY2(line.size() < 80, line.c_str());
                QVERIFY2(line.find("[%clk") == std::string::npos ||
                             line.find("]", line.find("[%clk")) != std::string::npos,
                         line.c_str());
            }
        }
    }

    void roundTripOverRandomGames() {
        std::mt19937_64 rng(960960);
        StartPositionShuffler shuffler(518);
        std::set<std::pair<int, int>> castles;
        std::set<int> terminations;
        for (int i = 0; i < 400; ++i) {
            Generated gen = randomGame(rng, shuffler.next());
            castles.insert(gen.castles.begin(), gen.castles.end());
            const Game& original = gen.game;
            terminations.insert(int(original.termination()));
            const std::string first = writePgn(original);
            auto read = readPgnGame(first);
            QVERIFY2(read.ok(), (read.ok() ? first : read.error().message + "\n" + first).c_str());
            const std::string second = writePgn(*read);
            QCOMPARE(qs(second), qs(first));
            QCOMPARE(read->plyCount(), original.plyCount());
            for (int p = 0; p < original.plyCount(); ++p) {
                QCOMPARE(read->moves()[size_t(p)].move, original.moves()[size_t(p)].move);
                QCOMPARE(read->moves()[size_t(p)].clockMs, original.moves()[size_t(p)].clockMs);
                QCOMPARE(read->moves()[size_t(p)].nags, original.moves()[size_t(p)].nags);
            }
            QCOMPARE(read->startNumber(), original.startNumber());
            QCOMPARE(read->result(), original.result());
            QCOMPARE(read->timeControl(), original.timeControl());
            if (recoverable(original.termination()))
                QCOMPARE(int(read->termination()), int(original.termination()));
        }
        // All four castling methods on both sides, and a good spread of endings.
        QCOMPARE(castles.size(), size_t(8));
        QVERIFY2(terminations.size() >= 8, QByteArray::number(qsizetype(terminations.size())));
    }

    // The endings random games rarely reach, each written, read and written again.
    void roundTripEveryEnding_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("sans");
        QTest::addColumn<QString>("action");
        QTest::addColumn<int>("termination");
        const QString start = QString::fromStdString(startFen(518));
        const QString shuffle = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8";
        QTest::newRow("stalemate") << "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1"
                                   << "Qc7"
                                   << "" << int(Termination::Stalemate);
        QTest::newRow("insufficient") << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"
                                      << "Kxe2"
                                      << "" << int(Termination::InsufficientMaterial);
        QTest::newRow("fivefold") << start << shuffle + " " + shuffle << ""
                                  << int(Termination::FivefoldRepetition);
        QTest::newRow("75 moves") << "4k3/8/8/8/8/8/8/R3K3 w - - 149 90"
                                  << "Ra2"
                                  << "" << int(Termination::SeventyFiveMoveRule);
        QTest::newRow("threefold claimed")
            << start << shuffle << "claim" << int(Termination::ThreefoldRepetition);
        QTest::newRow("fifty claimed") << "4k3/8/8/8/8/8/8/R3K3 w - - 99 90"
                                       << "Ra2"
                                       << "claim" << int(Termination::FiftyMoveRule);
        QTest::newRow("flag against a bare king")
            << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
            << "Ra2"
            << "white flag" << int(Termination::TimeoutVsInsufficientMaterial);
        QTest::newRow("castle mates") << "2rkr3/2p1p3/8/8/8/8/8/RK6 w Q - 0 1"
                                      << "O-O-O#"
                                      << "" << int(Termination::Checkmate);
    }
    void roundTripEveryEnding() {
        QFETCH(QString, fen);
        QFETCH(QString, sans);
        QFETCH(QString, action);
        QFETCH(int, termination);
        Game g(testutil::position(fen.toStdString()));
        for (const QString& san : sans.split(' ')) QVERIFY(g.playSan(san.toStdString()).ok());
        if (action == "claim") QVERIFY(g.claimDraw());
        if (action == "white flag") QVERIFY(g.timeForfeit(White));
        QCOMPARE(int(g.termination()), termination);
        const std::string first = writePgn(g);
        auto read = readPgnGame(first);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
        QCOMPARE(int(read->termination()), termination);
        QCOMPARE(qs(writePgn(*read)), qs(first));
    }

    void severalGames() {
        std::mt19937_64 rng(3);
        std::vector<Game> games;
        for (int i = 0; i < 5; ++i) games.push_back(randomGame(rng, i * 100).game);
        const std::string text = writePgn(games);
        auto records = readPgn(text);
        QCOMPARE(records.size(), size_t(5));
        for (int i = 0; i < 5; ++i) {
            QVERIFY(records[size_t(i)].ok());
            QCOMPARE(records[size_t(i)].index, i + 1);
            QCOMPARE(qs(writePgn(*records[size_t(i)].game)), qs(writePgn(games[size_t(i)])));
        }
    }
};

QTEST_APPLESS_MAIN(TestPgnWriter)
#include "tst_pgnwriter.moc"
