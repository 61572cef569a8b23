// Errors as data: every ErrorCode has an English wording, and bad input of every kind comes
// back with the code and arguments that say what is wrong, its message built from them.
#include "chess960/errortext.h"
#include "chess960/game.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"
#include "chess960/practice.h"
#include "chess960/startpos.h"
#include "testutil.h"

#include <QTest>

#include <functional>
#include <set>

using namespace chess960;
using testutil::position;
using Args = std::vector<std::string>;

Q_DECLARE_METATYPE(std::function<Error()>)
Q_DECLARE_METATYPE(ErrorCode)
Q_DECLARE_METATYPE(Args)
Q_DECLARE_METATYPE(std::vector<ErrorPart>)

namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::function<Error()> fen(std::string text) {
    return [text] { return Position::fromFen(text).error(); };
}
std::function<Error()> san(std::string fenText, std::string move) {
    return [=] { return moveFromSan(position(fenText), move).error(); };
}
std::function<Error()> uci(std::string move) {
    return [=] { return moveFromUci(position(kStart), move).error(); };
}
std::function<Error()> pgnGame(std::string text) {
    return [=] { return readPgnGame(text).error(); };
}
std::function<Error()> pgnFile(std::string text) {
    return [=] { return readPgnFile(text).error(); };
}
std::function<Error()> rolls(std::vector<int> values) {
    return [=] { return rollDice(values).error(); };
}
// The first problem of a back rank, as an Error.
std::function<Error()> backRank(std::string rank, size_t index) {
    return [=] {
        const auto problems = validateBackRank(rank);
        if (problems.size() <= index) return Error{};
        const auto& p = problems[index];
        return Error{p.message, -1, p.code, p.args, {}};
    };
}

} // namespace

class TestErrorText : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasAnEnglishWording() {
        const Args args{"e4", "w", "3", "b", "h", "a1", "7"};
        std::set<std::string> seen;
        for (int i = int(ErrorCode::Other) + 1; i < int(ErrorCode::Count); ++i) {
            const std::string text = errorText(ErrorPart{ErrorCode(i), args}, "WHY");
            QVERIFY2(!text.empty() && text != "WHY", qPrintable(QString::number(i)));
            QVERIFY2(seen.insert(text).second, text.c_str()); // one wording per code
        }
    }

    void badInputGivesItsCode_data() {
        QTest::addColumn<std::function<Error()>>("make");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<Args>("args");
        QTest::addColumn<std::vector<ErrorPart>>("reasons");
        const std::vector<ErrorPart> none;
        using E = ErrorCode;
        QTest::newRow("empty FEN") << fen("") << E::FenEmpty << Args{} << none;
        QTest::newRow("two fields")
            << fen("8/8/8/8/8/8/8/8 w") << E::FenFieldMissing << Args{"2"} << none;
        QTest::newRow("seven fields")
            << fen(std::string(kStart) + " x") << E::FenTooManyFields << Args{"7"} << none;
        QTest::newRow("short rank")
            << fen("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            << E::FenRankWrongLength << Args{"7", "7"} << none;
        QTest::newRow("bad side") << fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1") << E::FenBadSideToMove
                                  << Args{"x"} << none;
        QTest::newRow("no white king")
            << fen("4k3/8/8/8/8/8/8/8 w - - 0 1") << E::FenKingCount << Args{"w", "0"} << none;
        QTest::newRow("waiting king in check")
            << fen("4k3/8/8/8/8/8/8/4K2r b - - 0 1") << E::FenWaitingKingInCheck
            << Args{"w", "e1", "h1"} << none;
        QTest::newRow("castling letter")
            << fen("4k3/8/8/8/8/8/8/4K3 w X - 0 1") << E::FenCastlingBadLetter << Args{"X"} << none;
        QTest::newRow("castling without rook")
            << fen("4k3/8/8/8/8/8/8/4K3 w K - 0 1") << E::FenCastlingNoRookOnSide
            << Args{"K", "w", "h", "e1"} << none;
        QTest::newRow("en passant rank") << fen("4k3/8/8/8/8/8/8/4K3 w - e4 0 1")
                                         << E::FenEpWrongRank << Args{"e4", "6", "w"} << none;
        QTest::newRow("half-move clock")
            << fen("4k3/8/8/8/8/8/8/4K3 w - - x 1") << E::FenBadHalfmoveClock << Args{"x"} << none;

        QTest::newRow("UCI form") << uci("e2") << E::UciBadForm << Args{"e2"} << none;
        QTest::newRow("UCI square") << uci("z2e4") << E::UciBadFromSquare << Args{"z2e4"} << none;
        QTest::newRow("UCI empty square")
            << uci("e3e4") << E::UciFromSquareEmpty << Args{"e3e4", "e3"} << none;
        QTest::newRow("UCI other side")
            << uci("e7e5") << E::UciWrongSidesPiece << Args{"e7e5", "e7"} << none;
        QTest::newRow("UCI illegal") << uci("e2e5") << E::UciIllegal << Args{"e2e5"} << none;

        QTest::newRow("SAN empty") << san(kStart, " ") << E::SanEmpty << Args{""} << none;
        QTest::newRow("SAN no square")
            << san(kStart, "Bz4") << E::SanNoTargetSquare << Args{"Bz4"} << none;
        QTest::newRow("castle blocked")
            << san(kStart, "O-O") << E::SanCastleImpossible << Args{"O-O", "w", "h"}
            << std::vector<ErrorPart>{{E::CastleSquareBlocked, {"f1", "B"}}};
        QTest::newRow("own piece on target")
            << san(kStart, "Ke2") << E::SanIllegal << Args{"Ke2"}
            << std::vector<ErrorPart>{{E::MoveTargetHoldsOwn, {"e2", "w", "p"}}};
        QTest::newRow("queen cannot reach")
            << san(kStart, "Qh5") << E::SanIllegal << Args{"Qh5"}
            << std::vector<ErrorPart>{{E::MoveCannotReach, {"w", "q", "", "", "h5"}}};
        QTest::newRow("no such knight")
            << san(kStart, "Nc3c4") << E::SanIllegal << Args{"Nc3c4"}
            << std::vector<ErrorPart>{{E::MoveNoPieceThere, {"w", "n", "c", "3"}}};
        QTest::newRow("ambiguous") << san("7k/8/8/8/8/8/8/1N1K1N2 w - - 0 1", "Nd2")
                                   << E::SanAmbiguous << Args{"Nd2", "Nbd2", "Nfd2"} << none;
        QTest::newRow("promotion missing") << san("7k/P7/8/8/8/8/8/K7 w - - 0 1", "a8")
                                           << E::SanPromotionMissing << Args{"a8", "a8"} << none;

        QTest::newRow("no PGN") << pgnGame("") << E::PgnNoGame << Args{} << none;
        QTest::newRow("PGN move") << pgnGame("1. e4 e5 2. Nf6") << E::PgnAt << Args{"1", "1", "13"}
                                  << std::vector<ErrorPart>{
                                         {E::PgnMove, {"2", "w"}},
                                         {E::SanIllegal, {"Nf6"}},
                                         {E::MoveCannotReach, {"w", "n", "", "", "f6"}}};
        QTest::newRow("PGN comment") << pgnGame("1. e4 {oops") << E::PgnAt << Args{"1", "1", "7"}
                                     << std::vector<ErrorPart>{{E::PgnCommentNotClosed, {}}};
        QTest::newRow("PGN FEN tag")
            << pgnGame("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*") << E::PgnAt << Args{"1", "1", "7"}
            << std::vector<ErrorPart>{{E::PgnBadFenTag, {}}, {E::FenKingCount, {"w", "0"}}};
        QTest::newRow("PGN file of binary data")
            << pgnFile(std::string("1. e4\0", 6)) << E::PgnBinary << Args{"1", "6", "00"} << none;
        QTest::newRow("PGN file of other text")
            << pgnFile("Hello") << E::PgnNothingFound << Args{"1", "1"}
            << std::vector<ErrorPart>{{E::PgnMove, {"1", "w"}}, {E::SanNoTargetSquare, {"Hello"}}};

        QTest::newRow("pawn on back rank")
            << backRank("RNBQKBNP", 0) << E::BackRankPawn << Args{"h1"} << none;
        QTest::newRow("piece counts") << backRank("RNBQKBNP", 1) << E::BackRankPieceCounts
                                      << Args{"1", "1", "1", "2", "2"} << none;
        QTest::newRow("bishops same colour")
            << backRank("BRBKRNNQ", 0) << E::BackRankBishopsSameColour << Args{"a1", "c1", "dark"}
            << none;
        QTest::newRow("king outside rooks")
            << backRank("KRRBBNNQ", 0) << E::BackRankKingNotBetweenRooks << Args{"a1"} << none;
        QTest::newRow("die value") << rolls({7}) << E::DiceRollOutOfRange << Args{"1", "7"} << none;
        QTest::newRow("rolls missing")
            << rolls({1}) << E::DiceRollsMissing
            << Args{"1", std::to_string(int(DiceStep::LightBishop))} << none;
        QTest::newRow("start number")
            << std::function<Error()>([] { return Game::fromStartNumber(960).error(); })
            << E::GameNoSuchStart << Args{"960"} << none;
        QTest::newRow("practice statistics")
            << std::function<Error()>([] { return PracticeStats::parse("").error(); })
            << E::PracticeStatsEmpty << Args{} << none;
    }

    void badInputGivesItsCode() {
        QFETCH(std::function<Error()>, make);
        QFETCH(ErrorCode, code);
        QFETCH(Args, args);
        QFETCH(std::vector<ErrorPart>, reasons);
        const Error e = make();
        QCOMPARE(int(e.code), int(code));
        QCOMPARE(e.args, args);
        QCOMPARE(e.reasons, reasons);
        QCOMPARE(e.message, errorText(e));
    }

    void messagesReadAsBefore() {
        QCOMPARE(readPgnGame("1. e4 e5 2. Nf6").error().message,
                 std::string("game 1, line 1, column 13: move 2 for White: 'Nf6' is not legal: "
                             "no white knight can move to f6"));
        QCOMPARE(moveFromSan(position(kStart), "O-O").error().message,
                 std::string("'O-O': White cannot castle h-side: f1 is blocked by the white "
                             "bishop"));
    }

    void gameOverNamesTheEnding() {
        Game game = Game::fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").value();
        QVERIFY(game.isOver());
        const Error e = game.playSan("Kh7").error();
        QCOMPARE(int(e.code), int(ErrorCode::GameOver));
        QCOMPARE(e.args, Args{std::to_string(int(game.termination()))});
        QCOMPARE(e.message, std::string("The game is over (stalemate)"));
    }
};

QTEST_GUILESS_MAIN(TestErrorText)
#include "tst_errortext.moc"
