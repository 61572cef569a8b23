// How moves are written on the screen and read from the move box: English letters, the
// language's own letters, or figurines; files keep English SAN.
#include "i18n/language.h"
#include "i18n/piecenotation.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/position.h"

#include <QTest>
#include <QWidget>

using namespace chess960;
using namespace chess960::ui;

namespace {

// A widget that, told of a change of notation, deletes another widget and its children (as a
// list that is built again does).
class Rebuilder : public QWidget {
public:
    QWidget* victim = nullptr;
    int told = 0;

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::LanguageChange) {
            ++told;
            delete victim;
            victim = nullptr;
        }
        QWidget::changeEvent(event);
    }
};

} // namespace

class TestPieceNotation : public QObject {
    Q_OBJECT
private slots:
    void cleanup() {
        setPieceNotation(PieceNotation::Language);
        applyLanguage(QStringLiteral("en"));
    }

    // Widgets deleted by another one as it is told are not told afterwards (the seeded monkey
    // died so: Settings, notation, OK).
    void aWidgetDeletedWhileTheNotationChangesIsNotTold() {
        for (int round = 0; round < 20; ++round) {
            Rebuilder rebuilder;
            rebuilder.victim = new QWidget;
            for (int i = 0; i < 60; ++i) new QWidget(rebuilder.victim);
            applyPieceNotation(round % 2 ? PieceNotation::Language : PieceNotation::Figurine);
            QCOMPARE(rebuilder.told, 1);
            QVERIFY(!rebuilder.victim);
        }
    }

    void englishIsTheSameInEveryMode() {
        for (PieceNotation n : {PieceNotation::Language, PieceNotation::English}) {
            setPieceNotation(n);
            QCOMPARE(shownMove(QStringLiteral("Nxf3+")), QStringLiteral("Nxf3+"));
            QCOMPARE(shownMove(QStringLiteral("e8=Q#")), QStringLiteral("e8=Q#"));
            QCOMPARE(typedMove(QStringLiteral("Bb5")), QStringLiteral("Bb5"));
        }
    }

    void theLanguagesLetters() {
        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(shownMove(QStringLiteral("Nf3")), QStringLiteral("Sf3"));
        QCOMPARE(shownMove(QStringLiteral("Bxb5+")), QStringLiteral("Lxb5+"));
        QCOMPARE(shownMove(QStringLiteral("Rfd1")), QStringLiteral("Tfd1"));
        QCOMPARE(shownMove(QStringLiteral("Qh5")), QStringLiteral("Dh5"));
        QCOMPARE(shownMove(QStringLiteral("Kb1")), QStringLiteral("Kb1"));
        // Files are small letters: b stays b; a promotion is written in the language too.
        QCOMPARE(shownMove(QStringLiteral("bxa8=Q+")), QStringLiteral("bxa8=D+"));
        QCOMPARE(shownMove(QStringLiteral("O-O-O")), QStringLiteral("O-O-O"));
        // A line with move numbers and a variation.
        QCOMPARE(shownMoves(QStringLiteral("12. Nf3 Bb4 13. Qd2 (13. Bd2) Ng4")),
                 QStringLiteral("12. Sf3 Lb4 13. Dd2 (13. Ld2) Sg4"));
        QCOMPARE(shownMoves(QStringLiteral("5...Rxe1+")), QStringLiteral("5...Txe1+"));
        // Typed back: the language's letters, and English ones that mean nothing else.
        QCOMPARE(typedMove(QStringLiteral("Sf3")), QStringLiteral("Nf3"));
        QCOMPARE(typedMove(QStringLiteral("Lxb5")), QStringLiteral("Bxb5"));
        QCOMPARE(typedMove(QStringLiteral("e8=D")), QStringLiteral("e8=Q"));
        QCOMPARE(typedMove(QStringLiteral("Nf3")), QStringLiteral("Nf3"));
        QCOMPARE(typedMove(QStringLiteral("Qh5")), QStringLiteral("Qh5"));
        QCOMPARE(typedMove(QStringLiteral("e2e4")), QStringLiteral("e2e4"));
        QCOMPARE(typedMove(QStringLiteral("O-O")), QStringLiteral("O-O"));
        // English letters are shown when asked for, whatever the language.
        setPieceNotation(PieceNotation::English);
        QCOMPARE(shownMove(QStringLiteral("Nf3")), QStringLiteral("Nf3"));
        QCOMPARE(typedMove(QStringLiteral("Sf3")), QStringLiteral("Sf3"));
    }

    void aLetterThatMeansAnotherPieceInTheLanguage() {
        // French R is the king (roi), T the rook (tour): typed R is the king, as shown.
        QCOMPARE(applyLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
        QCOMPARE(shownMove(QStringLiteral("Kf1")), QStringLiteral("Rf1"));
        QCOMPARE(shownMove(QStringLiteral("Rf1")), QStringLiteral("Tf1"));
        QCOMPARE(shownMove(QStringLiteral("Nc3")), QStringLiteral("Cc3"));
        QCOMPARE(typedMove(QStringLiteral("Rf1")), QStringLiteral("Kf1"));
        QCOMPARE(typedMove(QStringLiteral("Tf1")), QStringLiteral("Rf1"));
        QCOMPARE(typedMove(QStringLiteral("Cc3")), QStringLiteral("Nc3"));
        QCOMPARE(typedMove(QStringLiteral("Bc4")), QStringLiteral("Bc4"));
    }

    void lettersOfMoreThanOneCharacter() {
        // Russian writes the king Кр and the knight К.
        QCOMPARE(applyLanguage(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(shownMove(QStringLiteral("Kg1")), QStringLiteral("Крg1"));
        QCOMPARE(shownMove(QStringLiteral("Nxe5")), QStringLiteral("Кxe5"));
        QCOMPARE(typedMove(QStringLiteral("Крg1")), QStringLiteral("Kg1"));
        QCOMPARE(typedMove(QStringLiteral("Кxe5")), QStringLiteral("Nxe5"));
        QCOMPARE(typedMove(QStringLiteral("Фd8")), QStringLiteral("Qd8"));
    }

    void figurines() {
        setPieceNotation(PieceNotation::Figurine);
        QCOMPARE(shownMove(QStringLiteral("Nf3")), QStringLiteral("♞f3"));
        QCOMPARE(shownMove(QStringLiteral("exd8=Q+")), QStringLiteral("exd8=♛+"));
        QCOMPARE(shownMoves(QStringLiteral("1. Bb5 Kf8")), QStringLiteral("1. ♝b5 ♚f8"));
        // Typed: figurines of either colour, and English letters.
        QCOMPARE(typedMove(QStringLiteral("♘f3")), QStringLiteral("Nf3"));
        QCOMPARE(typedMove(QStringLiteral("♞f3")), QStringLiteral("Nf3"));
        QCOMPARE(typedMove(QStringLiteral("Rd1")), QStringLiteral("Rd1"));
        // The same in every language.
        applyLanguage(QStringLiteral("de"));
        QCOMPARE(shownMove(QStringLiteral("Nf3")), QStringLiteral("♞f3"));
    }

    void everyShippedLanguageHasFiveDistinctLetters() {
        for (const Language& l : shippedLanguages()) {
            QCOMPARE(applyLanguage(l.code), l.code);
            const QStringList letters = languagePieceLetters();
            QCOMPARE(letters.size(), 5);
            QCOMPARE(QSet<QString>(letters.begin(), letters.end()).size(), 5);
            // Every SAN move of a position reads back as itself through the language.
            const Position p = *Position::fromFen(
                "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PP1BBPPP/R3K2R w KQkq - 0 1");
            MoveList moves;
            generateLegalMoves(p, moves);
            for (const Move& m : moves) {
                const QString san = QString::fromStdString(moveToSan(p, m));
                QCOMPARE(typedMove(shownMove(san)), san);
            }
        }
    }
};

QTEST_MAIN(TestPieceNotation)
#include "tst_piecenotation.moc"
