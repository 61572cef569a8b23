// The core's errors in the player's language: in English the ui's wording of every error is
// the core's own message; in German a wrong move typed, a broken FEN (New Game, paste) and a
// bad back rank in the shuffler read German, and a switch back reads English again.
#include "a11y/moveentry.h"
#include "board/boardwidget.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "i18n/errorwording.h"
#include "i18n/language.h"
#include "shuffler/shufflerdialog.h"
#include "testhome.h"

#include "chess960/game.h"
#include "chess960/notation.h"
#include "chess960/practice.h"
#include "chess960/setup.h"

#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>

#include <set>

using namespace chess960;
using namespace chess960::ui;

namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* kNoWhiteKing = "8/8/8/8/8/8/8/4k3 w - - 0 1";

Position position(const char* fen) {
    return Position::fromFen(fen).value();
}

// A wide sample of real errors from every reader.
std::vector<Error> sampleErrors() {
    std::vector<Error> errors;
    for (const char* fen : {"",
                            "8/8/8/8/8/8/8/8 w",
                            "8/8/8/8/8/8/8/8 w - - 0 1 x",
                            "8/8/8/8/8/8/8/7 w - - 0 1",
                            "9/8/8/8/8/8/8/8 w - - 0 1",
                            "8/8/8/8/8/8/8/8/8 w - - 0 1",
                            "44/8/8/8/8/8/8/8 w - - 0 1",
                            "x7/8/8/8/8/8/8/8 w - - 0 1",
                            "8/8/8/8/8/8/8 w - - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                            kNoWhiteKing,
                            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
                            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
                            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w X - 0 1",
                            "4k3/8/8/8/8/8/4K3/8 w K - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w C - 0 1",
                            "4k3/8/8/8/8/8/8/K6R w K - 0 1",
                            "4k3/8/8/8/8/8/8/4K2R w KK - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w - e4 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
                            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
                            "4k3/PPPPPPPP/P7/8/8/8/8/4K3 b - - 0 1",
                            "QQQQk3/8/8/8/8/8/8/4K3 b - - 0 1",
                            "4k3/8/8/8/8/8/8/R3K2R b - - 0 1",
                            "8k/8/8/8/8/8/8/8 w - - 0 1",
                            "QQ2k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
                            "8/8/2N5/4k3/2N5/3N4/8/4K3 b - - 0 1",
                            "4k3/8/4p3/4p3/8/8/8/4K3 w - e6 0 1"}) {
        auto pos = Position::fromFen(fen);
        if (!pos) errors.push_back(pos.error());
    }
    // The set-up validator's own reasons, on positions the FEN reader lets through.
    for (auto [fen, ep] : {std::pair{"4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", NoSquare},
                           {"1b5k/8/8/2Pp4/5K2/8/8/8 w - - 0 1", D6},
                           {"4k3/8/8/3p4/8/8/8/4K3 w - - 0 1", D6}}) {
        Setup s = Setup::fromPosition(position(fen));
        s.epSquare = ep;
        for (const auto& p : validateSetup(s)) errors.push_back(p.error);
    }
    const Position start = position(kStart);
    for (const char* san : {" ", "O-O", "O-O-O", "e8=K", "Nz", "Bz4", "Nbx/d2", "Ke2", "Qh5",
                            "Nc3c4", "Rxa8", "Kd2", "e5", "Bb5", "e3=Q"})
        if (auto m = moveFromSan(start, san); !m) errors.push_back(m.error());
    for (const char* uci : {"e2", "z2e4", "e2z4", "e7e8k", "e3e4", "e7e5", "e2e5"})
        if (auto m = moveFromUci(start, uci); !m) errors.push_back(m.error());
    errors.push_back(moveFromSan(position("7k/8/8/8/8/8/8/1N1K1N2 w - - 0 1"), "Nd2").error());
    errors.push_back(moveFromSan(position("7k/P7/8/8/8/8/8/K7 w - - 0 1"), "a8").error());
    errors.push_back(moveFromSan(position("7k/8/8/8/8/8/8/1N1K1N2 w - - 0 1"), "Qd2").error());
    errors.push_back(moveFromSan(position("4k3/4r3/8/8/8/8/8/R3K3 w - - 0 1"), "Ra2").error());
    errors.push_back(moveFromUci(position("7k/P7/8/8/8/8/8/K7 w - - 0 1"), "a7a8").error());
    errors.push_back(moveFromSan(position("r3k3/8/8/8/8/8/8/4K2R w K - 0 1"), "Kg1").error());
    errors.push_back(moveFromSan(position("4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1"), "Kf1").error());
    errors.push_back(moveFromSan(position("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"), "Bd3").error());
    errors.push_back(moveFromSan(position("4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1"), "O-O").error());
    errors.push_back(moveFromSan(position("4k3/8/8/8/8/8/6b1/R3K2R w KQ - 0 1"), "O-O").error());
    errors.push_back(moveFromSan(position("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"), "O-O").error());
    for (const char* pgn : {"",
                            "1. e4 e5 2. Nf6",
                            "1. e4 {oops",
                            "1. e4 $",
                            "1. e4 !!!",
                            "1. e4 \x01",
                            "[ \"x\"]",
                            "[Event x]",
                            "[Event \"x\"",
                            "[Variant \"crazyhouse\"]\n*",
                            "[Variant \"Chess960\"]\n*",
                            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*",
                            "1. e4 (1. d4",
                            "1. e4 ( ( 1. d4 ) ) *",
                            "1. e4 -- *",
                            "1. e4 [",
                            "1. e4 $300",
                            "1. e4 ) *",
                            "1. e4 \"x\"",
                            "1. e4 ] *",
                            "[Result \"2-0\"]\n*",
                            "[Result \"1-0\"]\n0-1",
                            "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n1-0",
                            "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\nKg8",
                            "[Event \"x\n1. e4"}) {
        auto g = readPgnGame(pgn);
        if (!g) errors.push_back(g.error());
    }
    std::string deep = "1. e4 ";
    for (int i = 0; i < 1001; ++i) deep += "(1. d4 ";
    errors.push_back(readPgnGame(deep).error());
    for (const std::string& file : {std::string("1. e4\0", 6), std::string("Hello world\n")}) {
        auto records = readPgnFile(file);
        if (!records) errors.push_back(records.error());
    }
    for (const std::vector<int>& rolls : std::vector<std::vector<int>>{
             {}, {1}, {1, 1}, {1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1, 1}, {0}, {1, 9}})
        if (auto r = rollDice(rolls); !r) errors.push_back(r.error());
    DiceProcedure dice;
    errors.push_back(dice.roll(7).error());
    for (int v : {1, 1, 1, 1, 1}) dice.roll(v);
    errors.push_back(dice.roll(1).error());
    errors.push_back(Game::fromStartNumber(-1).error());
    Game over = Game::fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").value();
    errors.push_back(over.playSan("Kh7").error());
    errors.push_back(over.playUci("h8h7").error());
    errors.push_back(PracticeStats::parse("").error());
    errors.push_back(PracticeStats::parse("nonsense\n").error());
    errors.push_back(gameFromText(QStringLiteral("  ")).error());
    errors.push_back(gameFromText(QString::fromLatin1(kNoWhiteKing)).error());
    for (const char* rank : {"", "RNBQKBN", "RNBQKBNP", "RNBQ KB?", "RNBQKBNRP", "RNBQKBNR\xC3",
                             "BRBKRNNQ", "RBQBKNNR", "KRRBBNNQ", "NNNNNNNN", "KKQQRRBB"})
        for (const BackRankProblem& p : validateBackRank(rank))
            errors.push_back(Error{p.message, -1, p.code, p.args, {}});
    return errors;
}

template <typename T>
T* child(QWidget& parent, const char* name) {
    auto* w = parent.findChild<T*>(QLatin1String(name));
    if (!w) qFatal("no child %s", name);
    return w;
}

} // namespace

class TestErrorWording : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_errorwording");
    }
    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void englishWordingIsTheCoresMessage() {
        std::set<int> codes;
        for (const Error& e : sampleErrors()) {
            QVERIFY(e.code != ErrorCode::Other);
            codes.insert(int(e.code));
            for (const ErrorPart& p : e.reasons) codes.insert(int(p.code));
            QCOMPARE(ErrorWording::text(e), QString::fromStdString(e.message));
        }
        // The sample reaches every code that a reader can give.
        QStringList missing;
        for (int i = int(ErrorCode::Other) + 1; i < int(ErrorCode::Count); ++i)
            if (!codes.count(i)) missing << QString::number(i);
        QVERIFY2(missing.isEmpty(), qPrintable("codes not reached: " + missing.join(' ')));
    }

    void everyCodeIsWorded() {
        const std::vector<std::string> args{"e4", "w", "3", "b", "h", "a1"};
        for (int i = int(ErrorCode::Other) + 1; i < int(ErrorCode::Count); ++i) {
            const QString text = ErrorWording::partText(ErrorPart{ErrorCode(i), args}, "WHY");
            QVERIFY2(!text.isEmpty() && text != "WHY", qPrintable(QString::number(i)));
        }
    }

    void recordsAndScoresReadAsTheCore() {
        const auto records = readPgn("1. e4 e5 2. Nf6 *\n\n1. d4 *\n");
        QCOMPARE(ErrorWording::recordText(records[0]),
                 QString::fromStdString(records[0].describeError()));
        QVERIFY(ErrorWording::recordText(records[1]).isEmpty());
        for (int score : {0, 40, -40, 120, -120, 400, -400, 31990, -31990, 32000, -32000})
            for (Color side : {White, Black})
                QCOMPARE(ErrorWording::scoreText(review::readScore(score, side)),
                         QString::fromStdString(review::explainScore(score, side)));
    }

    void wrongMoveTypedReadsGerman() {
        GameSession game;
        BoardWidget board;
        MoveEntry entry(&game, &board);
        entry.show();
        game.newGame(kClassicalStartNumber);
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QLineEdit* edit = entry.edit();
        QTest::keyClicks(edit, "Ke2");
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(entry.message(),
                 QString("Nicht gespielt: 'Ke2' ist nicht zulässig: auf e2 steht bereits eine "
                         "weiße Figur (Bauer)"));
        applyLanguage(QStringLiteral("en")); // the message on show is worded again
        QCOMPARE(entry.message(), QString("Not played: 'Ke2' is not legal: e2 holds a white pawn"));
    }

    void brokenFenReadsGerman() {
        GameSetup setup;
        setup.start = GameSetup::Start::Fen;
        setup.fen = QString::fromLatin1(kNoWhiteKing);
        NewGameDialog dialog(setup);
        const QString german = QStringLiteral("Weiß hat keinen König; es muss genau einen geben");
        const QString english = QStringLiteral("White has no king; there must be exactly one");
        QVERIFY(dialog.startPreview().contains(english));
        applyLanguage(QStringLiteral("de"));
        QVERIFY2(dialog.startPreview().contains(german), qPrintable(dialog.startPreview()));
        QVERIFY(!dialog.startPreview().contains(english));

        const Error pasted = gameFromText(QString::fromLatin1(kNoWhiteKing)).error();
        QCOMPARE(ErrorWording::text(pasted), "FEN, Spalte 1: " + german);
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(ErrorWording::text(pasted), "FEN, column 1: " + english);
        QVERIFY(dialog.startPreview().contains(english));
    }

    void badBackRankReadsGerman() {
        ShufflerDialog dialog(518);
        auto* edit = child<QLineEdit>(dialog, "rankEdit");
        edit->clear();
        QTest::keyClicks(edit, "RNBQKBNQ");
        auto* problems = child<QLabel>(dialog, "rankProblems");
        const QString english = QStringLiteral("There must be exactly one king, one queen, two "
                                               "rooks, two bishops and two knights: found 2 queens "
                                               "and 1 rook");
        QCOMPARE(problems->text(), english);
        applyLanguage(QStringLiteral("de"));
        QCOMPARE(problems->text(), QStringLiteral("Es muss genau einen König, eine Dame, zwei "
                                                  "Türme, zwei Läufer und zwei Springer geben: "
                                                  "gefunden 2 Damen und 1 Turm"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(problems->text(), english);
    }
};

QTEST_MAIN(TestErrorWording)
#include "tst_errorwording.moc"
