// PGN beyond the main line: variations nested to any depth, comments before and after moves,
// NAGs in both spellings and the commands inside comments ([%eval], [%clk], [%emt], [%cal],
// [%csl]), read into the game's tree and written back from it; broken and absurdly deep
// variations reported in place; and read -> write -> read giving the same tree for random games
// with random variations from random start positions with every castling geometry.
#include "chess960/castling.h"
#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace chess960;

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

Game readOne(const std::string& text) {
    auto g = readPgnGame(text);
    if (!g) qFatal("PGN in test not read: %s", g.error().message.c_str());
    return *g;
}

std::string readFile(const std::string& name) {
    std::ifstream in(std::string(CHESS960_TEST_DATA) + "/pgn/" + name, std::ios::binary);
    if (!in) qFatal("cannot open %s", name.c_str());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

NodeId add(Game& g, const char* san) {
    auto m = moveFromSan(g.position(), san);
    if (!m) qFatal("test move %s: %s", san, m.error().message.c_str());
    return g.addMove(*m);
}

// The tree as text: each line's moves, a variation in parentheses after the move it replaces.
// Small trees only (it recurses).
void lineOf(const Game& g, NodeId from, QStringList& out) {
    for (NodeId n = from;;) {
        const std::vector<NodeId>& kids = g.children(n);
        if (kids.empty()) return;
        out << qs(g.nodeMove(kids[0]).san);
        for (size_t i = 1; i < kids.size(); ++i) {
            QStringList sub{qs(g.nodeMove(kids[i]).san)};
            lineOf(g, kids[i], sub);
            out << "(" + sub.join(' ') + ")";
        }
        n = kids[0];
    }
}

QString shape(const Game& g) {
    QStringList out;
    lineOf(g, g.root(), out);
    return out.join(' ');
}

// The node reached from the root by SANs, each step following the child with that SAN.
NodeId nodeAt(const Game& g, const QStringList& sans) {
    NodeId n = g.root();
    for (const QString& san : sans) {
        NodeId next = kNoNode;
        for (NodeId c : g.children(n))
            if (qs(g.nodeMove(c).san) == san) next = c;
        if (next == kNoNode) return kNoNode;
        n = next;
    }
    return n;
}

std::string describeMove(const PlayedMove& m) {
    std::ostringstream s;
    s << m.san << " {" << m.commentBefore << "|" << m.comment << "} nags";
    for (int n : m.nags) s << ' ' << n;
    s << " clk " << (m.clockMs ? std::to_string(*m.clockMs) : "-");
    s << " emt " << (m.elapsedMs ? std::to_string(*m.elapsedMs) : "-");
    s << " eval ";
    if (m.eval)
        s << (m.eval->mate ? "#" : "") << m.eval->value;
    else
        s << '-';
    s << " marks";
    for (const Marking& k : m.markings)
        s << ' ' << k.colour << squareName(k.from) << squareName(k.to);
    return s.str();
}

// Where two trees differ, or "" when they hold the same moves in the same shape with the same
// annotations (the root's comment and markings included).
std::string treeDifference(const Game& a, const Game& b) {
    std::vector<std::pair<NodeId, NodeId>> todo{{a.root(), b.root()}};
    while (!todo.empty()) {
        const auto [x, y] = todo.back();
        todo.pop_back();
        const PlayedMove& m = a.nodeMove(x);
        const PlayedMove& n = b.nodeMove(y);
        const bool same = m.move == n.move && m.san == n.san && m.comment == n.comment &&
                          m.commentBefore == n.commentBefore && m.nags == n.nags &&
                          m.clockMs == n.clockMs && m.elapsedMs == n.elapsedMs &&
                          m.eval == n.eval && m.markings == n.markings;
        if (!same) return describeMove(m) + "\n  vs\n" + describeMove(n);
        const auto& kx = a.children(x);
        const auto& ky = b.children(y);
        if (kx.size() != ky.size())
            return "after " + m.san + ": " + std::to_string(kx.size()) + " vs " +
                   std::to_string(ky.size()) + " children";
        for (size_t i = 0; i < kx.size(); ++i) todo.emplace_back(kx[i], ky[i]);
    }
    return {};
}

std::string moveText(const std::string& pgn) {
    const size_t blank = pgn.find("\n\n");
    return blank == std::string::npos ? pgn : pgn.substr(blank + 2);
}

// --- random games with variations ---

// Words for comments that PGN keeps as they are (no '}', single spaces, nothing that reads as a
// command), so the tree read back must hold exactly the text written.
const char* const kWords[] = {"good",    "idea",       "semi;colon", "%percent", "\"quoted\"",
                              "(paren)", "ünïcode",    "[%unknown",  "cmd]",     "Nf3",
                              "1-0",     "*",          "$5",         "[%eval",   "x]",
                              "{brace",  "back\\slash"};

std::string randomText(std::mt19937_64& rng) {
    std::string s;
    const int n = 1 + int(rng() % 6);
    for (int i = 0; i < n; ++i) {
        if (!s.empty()) s += ' ';
        s += kWords[rng() % std::size(kWords)];
    }
    return s;
}

Square randomSquare(std::mt19937_64& rng) {
    return Square(rng() % 64);
}

std::vector<Marking> randomMarkings(std::mt19937_64& rng) {
    std::vector<Marking> marks;
    const int n = 1 + int(rng() % 14);
    for (int i = 0; i < n; ++i) {
        const Square from = randomSquare(rng);
        Square to = rng() % 2 ? from : randomSquare(rng);
        marks.push_back({"GRYB"[rng() % 4], from, to});
    }
    return marks;
}

void annotate(Game& g, NodeId n, std::mt19937_64& rng) {
    if (rng() % 4 == 0) g.setComment(n, randomText(rng));
    if (rng() % 6 == 0) g.setNags(n, {int(rng() % 256), int(rng() % 20)});
    if (rng() % 3 == 0) g.setClock(n, int64_t(rng() % 7200000));
    if (rng() % 5 == 0) g.setElapsed(n, int64_t(rng() % 600000));
    if (rng() % 4 == 0)
        g.setEval(n, rng() % 4 ? Evaluation{false, int(rng() % 4001) - 2000}
                               : Evaluation{true, (int(rng() % 20) + 1) * (rng() % 2 ? 1 : -1)});
    if (rng() % 6 == 0) g.setMarkings(n, randomMarkings(rng));
    // A comment before a move can be told from the one after the move before it only where a
    // variation starts.
    const NodeId parent = g.parentOf(n);
    if (g.children(parent).front() != n && rng() % 3 == 0) g.setCommentBefore(n, randomText(rng));
}

struct Generated {
    Game game;
    std::set<std::pair<int, int>> castles; // (method, side) of the castles in the tree
};

// A move for the position, castling whenever it can (three times in four) so that every
// castling geometry turns up, in the main line and in the variations alike.
Move pickMove(std::mt19937_64& rng, const Position& pos, Generated& out) {
    MoveList moves;
    generateLegalMoves(pos, moves);
    if (moves.size() == 0) return Move();
    Move m = moves[int(rng() % uint64_t(moves.size()))];
    for (Move c : moves)
        if (c.kind() == Move::Castling && rng() % 4) m = c;
    if (m.kind() == Move::Castling) {
        const CastleSide side = m.to() > m.from() ? CastleSide::HSide : CastleSide::ASide;
        out.castles.insert({int(analyseCastle(pos, pos.sideToMove(), side).method), int(side)});
    }
    return m;
}

Generated randomTree(std::mt19937_64& rng, int number) {
    Generated out{*Game::fromStartNumber(number), {}};
    Game& g = out.game;
    const int plies = int(rng() % 70);
    while (!g.isOver() && g.plyCount() < plies) g.play(pickMove(rng, g.position(), out));
    std::vector<NodeId> nodes{g.root()};
    nodes.insert(nodes.end(), g.path().begin(), g.path().end());
    const int variations = int(rng() % 10);
    for (int v = 0; v < variations; ++v) {
        const NodeId from = nodes[rng() % nodes.size()];
        if (g.children(from).empty()) continue; // a move there would extend its line
        g.goTo(from);
        const int length = 1 + int(rng() % 12);
        for (int k = 0; k < length; ++k) {
            const Move m = pickMove(rng, g.position(), out);
            if (m.isNull()) break;
            const size_t before = g.children(g.cursor()).size();
            const NodeId n = g.addMove(m);
            if (g.isMainLine(n)) break; // followed the main line: not a variation
            if (g.children(g.parentOf(n)).size() != before) nodes.push_back(n);
        }
    }
    for (NodeId n : nodes) {
        if (n == g.root()) continue;
        annotate(g, n, rng);
    }
    if (rng() % 3 == 0) g.setStartComment(randomText(rng));
    if (rng() % 4 == 0) g.setMarkings(g.root(), randomMarkings(rng));
    const std::vector<NodeId> main = g.mainLine();
    g.goTo(main.empty() ? g.root() : main.back());
    if (!g.isOver()) switch (rng() % 5) {
        case 0: g.resign(Color(rng() % 2)); break;
        case 1: g.setOutcome(GameResult::Draw, Termination::Adjudication); break;
        case 2: g.timeForfeit(Color(rng() % 2)); break;
        default: break; // still in progress
        }
    return out;
}

// A chain of variations `depth` deep: each variation's second move has a variation of its own.
Game chainOfVariations(int depth) {
    Game g;
    const char* const cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int k = 0; k < depth; ++k) {
        add(g, k % 2 ? "a6" : "a3"); // the line: one move, then the variation
        g.undo();
        add(g, cycle[k % 4]);
    }
    return g;
}

} // namespace

class TestPgnVariations : public QObject {
    Q_OBJECT
private slots:
    void nestedVariationsFormATree() {
        Game g = readOne("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5 Nd5) 3. exd5) "
                         "2... d6) 2. Nf3 Nc6 *");
        QCOMPARE(shape(g), QString("e4 e5 (c5 Nf3 (c3 d5 (Nf6 e5 Nd5) exd5) d6) Nf3 Nc6"));
        // The game is its main line, with the board at its end.
        QCOMPARE(g.plyCount(), 4);
        QCOMPARE(g.cursor(), g.mainLine().back());
        QCOMPARE(qs(g.position().fen()),
                 QString("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
        QCOMPARE(qs(g.moves().back().san), QString("Nc6"));
        QVERIFY(!g.isOver());
    }

    void variationsBesideAnEndedGame() {
        Game g = readOne("1. f3 e5 2. g4 Qh4# (2... Nc6 3. Nc3) 0-1");
        QCOMPARE(shape(g), QString("f3 e5 g4 Qh4# (Nc6 Nc3)"));
        QCOMPARE(g.result(), GameResult::BlackWins);
        QCOMPARE(g.termination(), Termination::Checkmate);
        QCOMPARE(g.plyCount(), 4);
    }

    void variationRepeatingTheMoveItReplacesJoinsIt() {
        // The same move is the same node: its continuation becomes a variation of the line.
        Game g = readOne("1. e4 e5 (1... e5 2. Nf3) 2. Nc3 *");
        QCOMPARE(shape(g), QString("e4 e5 Nc3 (Nf3)"));
        QCOMPARE(g.plyCount(), 3);
        // Where the main line ends, the joined variation's moves are what follows in the tree:
        // the game plays them, as it will when the tree is written and read again.
        Game h = readOne("1. e4 e5 (1... e5 2. Nf3) *");
        QCOMPARE(shape(h), QString("e4 e5 Nf3"));
        QCOMPARE(h.plyCount(), 3);
        QCOMPARE(readOne(writePgn(h)).plyCount(), 3);
        // A comment before a move that comes to continue the line joins the one before it.
        Game i = readOne("1. e4 e5 {x} (1... e5 2. Nf3 ({c} 2. Nc3)) 2. Nc3 *");
        QCOMPARE(shape(i), QString("e4 e5 Nc3 (Nf3)"));
        QCOMPARE(qs(i.moves()[1].comment), QString("x c"));
        QVERIFY(i.moves()[2].commentBefore.empty());
    }

    void braceInALineComment() {
        // PGN cannot write '}' inside a comment: it reads as the ')' the writer would write.
        Game g = readOne("1. e4 ; a } b\ne5 *");
        QCOMPARE(qs(g.moves()[0].comment), QString("a ) b"));
    }

    void commentsBeforeAndAfter() {
        Game g = readOne("{Start of game} 1. e4 {King's pawn} (1. d4 {Queen's pawn} 1... d5) "
                         "({Flank} 1. c4 $1) 1... e5 {[%csl Gd4]} ( {Sicilian} 1... c5 ) "
                         "( {only words} ) 2. Nf3 *");
        QCOMPARE(shape(g), QString("e4 (d4 d5) (c4) e5 (c5) Nf3"));
        QCOMPARE(qs(g.startComment()), QString("Start of game"));
        QCOMPARE(qs(g.nodeMove(nodeAt(g, {"e4"})).comment), QString("King's pawn"));
        QCOMPARE(qs(g.nodeMove(nodeAt(g, {"d4"})).comment), QString("Queen's pawn"));
        const PlayedMove& c4 = g.nodeMove(nodeAt(g, {"c4"}));
        QCOMPARE(qs(c4.commentBefore), QString("Flank"));
        QCOMPARE(c4.nags, std::vector<int>{1});
        QVERIFY(c4.comment.empty());
        QCOMPARE(qs(g.nodeMove(nodeAt(g, {"e4", "c5"})).commentBefore), QString("Sicilian"));
        // A variation of a comment only says something about the move it hangs on.
        const PlayedMove& e5 = g.nodeMove(nodeAt(g, {"e4", "e5"}));
        QCOMPARE(qs(e5.comment), QString("only words"));
        QCOMPARE(e5.markings, (std::vector<Marking>{{'G', D4, D4}}));
    }

    void nagsInBothSpellings() {
        Game g = readOne("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $146 "
                         "(4. Bxc6 $10 dxc6 !) *");
        const std::vector<std::vector<int>> expected{{1}, {2}, {3}, {4}, {5}, {6}, {14, 146}};
        for (size_t i = 0; i < expected.size(); ++i) QCOMPARE(g.moves()[i].nags, expected[i]);
        const QStringList bxc6{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6"};
        QCOMPARE(g.nodeMove(nodeAt(g, bxc6)).nags, std::vector<int>{10});
        QCOMPARE(g.nodeMove(nodeAt(g, bxc6 + QStringList{"dxc6"})).nags, std::vector<int>{1});
    }

    void commandsInComments() {
        Game g = readOne("1. e4 {[%eval 0.31] [%clk 0:01:02] [%emt 0:00:05] [%cal Gf1f3,Rb1b3] "
                         "[%csl Gd4] fine} e5 {[%eval #-3]} 2. Nf3 {[%eval -1.005] "
                         "[%csl Yd4, Be5][%cal Ge1e4] [%foo bar] [%eval x] [%cal Xf1f3]} "
                         "(2. Nc3 {[%eval 0.2]} ({[%eval +0.5] [%emt 1:00:00] before} 2. f4)) *");
        const PlayedMove& e4 = g.moves()[0];
        QCOMPARE(e4.eval, std::optional(Evaluation{false, 31}));
        QCOMPARE(e4.clockMs, std::optional<int64_t>(62000));
        QCOMPARE(e4.elapsedMs, std::optional<int64_t>(5000));
        QCOMPARE(e4.markings, (std::vector<Marking>{{'G', F1, F3}, {'R', B1, B3}, {'G', D4, D4}}));
        QCOMPARE(qs(e4.comment), QString("fine"));
        QCOMPARE(g.moves()[1].eval, std::optional(Evaluation{true, -3}));
        QVERIFY(g.moves()[1].comment.empty());
        const PlayedMove& nf3 = g.moves()[2];
        QCOMPARE(nf3.eval, std::optional(Evaluation{false, -101})); // rounded to centipawns
        QCOMPARE(nf3.markings, (std::vector<Marking>{{'Y', D4, D4}, {'B', E5, E5}, {'G', E1, E4}}));
        // Unknown commands, and known ones that cannot be read, stay text.
        QCOMPARE(qs(nf3.comment), QString("[%foo bar] [%eval x] [%cal Xf1f3]"));
        QCOMPARE(g.nodeMove(nodeAt(g, {"e4", "e5", "Nc3"})).eval,
                 std::optional(Evaluation{false, 20}));
        const PlayedMove& f4 = g.nodeMove(nodeAt(g, {"e4", "e5", "f4"}));
        QCOMPARE(f4.eval, std::optional(Evaluation{false, 50}));
        QCOMPARE(f4.elapsedMs, std::optional<int64_t>(3600000));
        QCOMPARE(qs(f4.commentBefore), QString("before"));
    }

    void commandsBeforeTheFirstMove() {
        // The start position holds marks; a clock or an evaluation there has no move to go with.
        Game g = readOne("{[%csl Rh8] [%clk 0:01:00] [%eval 1.0] [%cal Ba1h8] study} 1. e4 *");
        QCOMPARE(qs(g.startComment()), QString("study"));
        QCOMPARE(g.nodeMove(g.root()).markings,
                 (std::vector<Marking>{{'R', H8, H8}, {'B', A1, H8}}));
        QVERIFY(!g.moves()[0].clockMs && !g.moves()[0].eval);
    }

    void brokenVariations_data() {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("unclosed") << "1. e4 (1. d4 (1. c4 c5) d5 2. c4\n"
                                  << "never closed" << 1 << 7;
        QTest::newRow("innermost unclosed") << "1. e4 (1. d4 d5) (1. c4 (1. Nf3 Nf6 *\n"
                                            << "never closed" << 1 << 25;
        QTest::newRow("stray close") << "1. e4 e5 ) 2. Nf3 *"
                                     << "never opened" << 1 << 10;
        QTest::newRow("one close too many") << "1. e4 (1. d4)) e5 *"
                                            << "never opened" << 1 << 14;
        QTest::newRow("illegal move in a variation") << "1. e4 e5 (1... c5 2. Nf3 Nf3) 2. Nf3 *"
                                                     << "move 2 for Black: 'Nf3'" << 1 << 26;
        QTest::newRow("illegal move nested, second line")
            << "1. e4 e5 (1... c5\n2. Nf3 (2. c3 d5 3. Ke3) d6) *"
            << "move 3 for White: 'Ke3'" << 2 << 21;
        QTest::newRow("variation before any move") << "( 1. d4 ) 1. e4 *"
                                                   << "before any move" << 1 << 1;
        QTest::newRow("variation before its line's first move") << "1. e4 ( ( 1. d4 ) ) *"
                                                                << "before any move" << 1 << 9;
        QTest::newRow("tag inside a variation") << "1. e4 (1. d4 [Event \"x\"]) *"
                                                << "in the middle of the moves" << 1 << 14;
        QTest::newRow("quoted text inside a variation") << "1. e4 (1. d4 \"x\"\n) *"
                                                        << "belongs in a tag" << 1 << 14;
    }
    void brokenVariations() {
        QFETCH(QString, pgn);
        QFETCH(QString, message);
        QFETCH(int, line);
        QFETCH(int, column);
        // Each broken game is followed by one that must still be read.
        const std::string text = pgn.toStdString() + "\n\n[Event \"next\"]\n\n1. d4 (1. c4) *\n";
        const auto records = readPgn(text);
        QCOMPARE(records.size(), size_t(2));
        QVERIFY(!records[0].ok());
        QVERIFY2(qs(records[0].game.error().message).contains(message),
                 records[0].describeError().c_str());
        QCOMPARE(records[0].errorLine, line);
        QCOMPARE(records[0].errorColumn, column);
        QVERIFY2(records[1].ok(), records[1].describeError().c_str());
        QCOMPARE(qs(records[1].game->tag("Event")), QString("next"));
        QCOMPARE(shape(*records[1].game), QString("d4 (c4)"));
    }

    void resultInsideAVariationIsNotTheEnd() {
        Game g = readOne("1. e4 (1. d4 *) e5 1-0");
        QCOMPARE(shape(g), QString("e4 (d4) e5"));
        QCOMPARE(g.result(), GameResult::WhiteWins);
    }

    void nullMoveEndsItsVariation() {
        // A game cannot hold a pass: the variation keeps the moves before it.
        Game g = readOne("1. e4 e5 2. Nf3 (2. Bc4 -- 3. Qh5 (3. Qf3) {threat}) (2. -- Nf6) "
                         "2... Nc6 *");
        QCOMPARE(shape(g), QString("e4 e5 Nf3 (Bc4) Nc6"));
        QVERIFY(!readPgnGame("1. e4 -- *").ok()); // in the main line it is an error
    }

    void deepNestingIsAnErrorNotACrash() {
        std::string deep = "1. e4 ";
        for (int i = 0; i < 300000; ++i) deep += "(1. d4 ";
        auto records = readPgn(deep + "\n\n[Event \"after\"]\n\n1. c4 *\n");
        QCOMPARE(records.size(), size_t(2));
        QVERIFY(!records[0].ok());
        QVERIFY2(qs(records[0].game.error().message).contains("1000"),
                 records[0].describeError().c_str());
        QCOMPARE(records[0].errorLine, 1);
        QCOMPARE(records[0].errorColumn, 7 + 1000 * 7); // the 1001st '('
        QVERIFY(records[1].ok());
        QCOMPARE(qs(records[1].game->tag("Event")), QString("after"));

        records = readPgn("1. e4 " + std::string(300000, '(') + "\n\n[Event \"after\"]\n1. c4 *\n");
        QCOMPARE(records.size(), size_t(2));
        QVERIFY(!records[0].ok());
        QVERIFY(records[1].ok());

        // 1000 levels are read.
        std::string limit = "1. e4 ";
        for (int i = 0; i < 1000; ++i) limit += "(1. d4 ";
        limit += std::string(1000, ')') + " e5 *";
        Game g = readOne(limit);
        QCOMPARE(shape(g), QString("e4 (d4) e5"));
    }

    void writerLayout() {
        Game g;
        g.setStartComment("Start");
        const NodeId e4 = add(g, "e4");
        g.setEval(e4, Evaluation{false, 30});
        g.setClock(e4, 60000);
        g.setElapsed(e4, 5000);
        g.setMarkings(e4, {{'G', D4, D4}, {'R', F1, F3}});
        g.setComment(e4, "good");
        add(g, "e5");
        add(g, "Nf3");
        g.goTo(g.root());
        const NodeId d4 = add(g, "d4");
        g.setNags(d4, {1});
        g.setComment(d4, "q");
        add(g, "d5");
        add(g, "c4");
        g.goTo(d4);
        add(g, "Nf6");
        const NodeId c4 = add(g, "c4");
        g.setEval(c4, Evaluation{true, -3});
        g.goTo(g.root());
        const NodeId nf3 = add(g, "Nf3");
        g.setCommentBefore(nf3, "Flank");
        g.setEval(nf3, Evaluation{false, -140});
        g.goTo(d4); // the cursor does not matter: the whole tree is written
        const std::string expected =
            "{Start} 1. e4 {[%eval 0.30] [%clk 0:01:00] [%emt 0:00:05] [%csl Gd4]\n"
            "[%cal Rf1f3] good} (1. d4 $1 {q} 1... d5 (1... Nf6 2. c4 {[%eval #-3]}) 2. c4)\n"
            "({Flank} 1. Nf3 {[%eval -1.40]}) 1... e5 2. Nf3 *\n\n";
        const std::string pgn = writePgn(g);
        QCOMPARE(qs(moveText(pgn)), qs(expected));
        Game back = readOne(pgn);
        QCOMPARE(qs(treeDifference(g, back)), QString());
        QCOMPARE(qs(writePgn(back)), qs(pgn));
    }

    void markingsKeepTheirOrderAndLinesStayShort() {
        Game g;
        const NodeId e4 = add(g, "e4");
        std::vector<Marking> marks;
        for (int i = 0; i < 30; ++i)
            marks.push_back({"GRYB"[i % 4], Square(i), i % 3 ? Square(63 - i) : Square(i)});
        g.setMarkings(e4, marks);
        const std::string pgn = writePgn(g);
        for (const std::string& line : testutil::split(moveText(pgn), '\n'))
            QVERIFY2(line.size() < 80, line.c_str());
        QCOMPARE(readOne(pgn).moves()[0].markings, marks);
    }

    void commentTextThatLooksLikeACommandStaysText() {
        Game g;
        const NodeId e4 = add(g, "e4");
        g.setComment(e4, "see [%eval 0.3] and [%clk 1:00] or [%cl[%clk 1:00]k 2:00] [%foo 1} x");
        const std::string pgn = writePgn(g);
        Game back = readOne(pgn);
        const PlayedMove& m = back.moves()[0];
        QVERIFY(!m.eval && !m.clockMs);
        QVERIFY2(qs(m.comment).contains("[%foo 1) x"), m.comment.c_str());
        QVERIFY2(!qs(m.comment).contains("[%eval 0.3]"), m.comment.c_str());
        QCOMPARE(qs(writePgn(back)), qs(pgn));
    }

    void commentBeforeALineMoveJoinsTheCommentBeforeIt() {
        // PGN cannot tell "a comment after e4" from "a comment before e5": the writer joins them.
        Game g;
        const NodeId e4 = add(g, "e4");
        const NodeId e5 = add(g, "e5");
        g.setComment(e4, "after");
        g.setCommentBefore(e5, "before");
        g.setCommentBefore(e4, "first");
        g.setStartComment("start");
        const std::string pgn = writePgn(g);
        QCOMPARE(qs(moveText(pgn)), QString("{start first} 1. e4 {after before} 1... e5 *\n\n"));
        QCOMPARE(qs(writePgn(readOne(pgn))), qs(pgn));
    }

    void deepTreesAreWrittenWithoutRecursion() {
        Game atLimit = chainOfVariations(1000);
        const std::string pgn = writePgn(atLimit);
        Game back = readOne(pgn);
        QCOMPARE(qs(treeDifference(atLimit, back)), QString());
        QCOMPARE(qs(writePgn(back)), qs(pgn));

        Game deeper = chainOfVariations(20000);
        const std::string text = writePgn(deeper);
        QCOMPARE(std::count(text.begin(), text.end(), '('), 20000);
        auto read = readPgnGame(text);
        QVERIFY(!read.ok());
        QVERIFY2(qs(read.error().message).contains("1000"), read.error().message.c_str());
    }

    void samplesRewriteToThemselves_data() {
        QTest::addColumn<QString>("file");
        for (const char* f : {"lichess.pgn", "lichess_analysis.pgn", "chessx.pgn",
                              "chessx_variations.pgn", "scid.pgn", "scid_variations.pgn",
                              "cutechess.pgn", "pychess.pgn", "special.pgn", "crlf_bom.pgn"})
            QTest::newRow(f) << f;
    }
    void samplesRewriteToThemselves() {
        QFETCH(QString, file);
        for (const PgnRecord& r : readPgn(readFile(file.toStdString()))) {
            QVERIFY2(r.ok(), r.describeError().c_str());
            const std::string first = writePgn(*r.game);
            Game again = readOne(first);
            QCOMPARE(qs(treeDifference(*r.game, again)), QString());
            QCOMPARE(qs(writePgn(again)), qs(first));
            QCOMPARE(again.result(), r.game->result());
            QCOMPARE(again.plyCount(), r.game->plyCount());
        }
    }

    void lichessAnalysisSample() {
        const auto records = readPgn(readFile("lichess_analysis.pgn"));
        QCOMPARE(records.size(), size_t(2));
        const Game& g = *records[0].game;
        int variations = 0, evals = 0, clocks = 0;
        for (NodeId n : g.mainLine()) {
            const PlayedMove& m = g.nodeMove(n);
            evals += m.eval.has_value();
            clocks += m.clockMs.has_value();
            variations += int(g.children(g.parentOf(n)).size()) - 1;
        }
        QCOMPARE(evals, g.plyCount());
        QCOMPARE(clocks, g.plyCount());
        QVERIFY(variations >= 3);
        const std::vector<NodeId> line = g.mainLine();
        QVERIFY(std::any_of(line.begin(), line.end(), [&](NodeId n) {
            const PlayedMove& m = g.nodeMove(n);
            return !m.nags.empty() && qs(m.comment).contains("was best");
        }));
        // The study: arrows, marked squares and a comment before the first move.
        const Game& study = *records[1].game;
        QVERIFY(!study.startComment().empty());
        QVERIFY(!study.nodeMove(study.root()).markings.empty());
        int arrows = 0;
        for (NodeId n : study.mainLine())
            for (const Marking& k : study.nodeMove(n).markings) arrows += k.from != k.to;
        QVERIFY(arrows >= 2);
    }

    void chessxAndScidSamples() {
        for (const char* file : {"chessx_variations.pgn", "scid_variations.pgn"}) {
            const auto records = readPgn(readFile(file));
            QVERIFY(!records.empty());
            for (const PgnRecord& r : records) {
                QVERIFY2(r.ok(), r.describeError().c_str());
                // Nested variations: a variation inside a variation somewhere.
                bool nested = false;
                std::vector<NodeId> todo{r.game->root()};
                while (!todo.empty()) {
                    const NodeId n = todo.back();
                    todo.pop_back();
                    const auto& kids = r.game->children(n);
                    if (kids.size() > 1 && !r.game->isMainLine(kids[0])) nested = true;
                    todo.insert(todo.end(), kids.begin(), kids.end());
                }
                QVERIFY2(nested, file);
            }
        }
    }

    void randomTreesReadBackTheSame() {
        std::mt19937_64 rng(960012);
        StartPositionShuffler shuffler(12);
        std::set<std::pair<int, int>> castles;
        int withVariations = 0;
        for (int i = 0; i < 300; ++i) {
            Generated gen = randomTree(rng, shuffler.next());
            castles.insert(gen.castles.begin(), gen.castles.end());
            const Game& original = gen.game;
            const std::string first = writePgn(original);
            auto read = readPgnGame(first);
            QVERIFY2(read.ok(), (read.ok() ? first : read.error().message + "\n" + first).c_str());
            const std::string difference = treeDifference(original, *read);
            QVERIFY2(difference.empty(), (difference + "\n" + first).c_str());
            QCOMPARE(qs(writePgn(*read)), qs(first));
            QCOMPARE(read->result(), original.result());
            QCOMPARE(read->plyCount(), int(original.mainLine().size()));
            withVariations += first.find('(') != std::string::npos;
        }
        // All four castling methods on both sides, and most games with variations.
        QCOMPARE(castles.size(), size_t(8));
        QVERIFY(withVariations > 150);
    }
};

QTEST_APPLESS_MAIN(TestPgnVariations)
#include "tst_pgn_variations.moc"
