// The start-position card (StartCards, CardDialog, CardAction, File > Print start-position
// card...): PDFs with one page per board, whose text - read back with poppler's pdftotext -
// holds each page's SP number, X-FEN, back rank and castles, and the dice rolls when the
// position came from dice; the engine's guide line (evaluation, two first moves); a random round
// among the balanced positions only.
#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "card/cardaction.h"
#include "card/carddialog.h"
#include "card/startcard.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/newgamedialog.h"
#include "gametable.h"
#include "startgame.h"
#include "windowutil.h"

#include "chess960/guide.h"
#include "chess960/notation.h"
#include "chess960/position.h"

#include <algorithm>
#include <set>

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

QString run(const QString& program, const QStringList& args) {
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty())
        qFatal("%s is missing: bash .ci/deps.sh test installs poppler-utils", qPrintable(program));
    QProcess p;
    p.start(path, args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pageCount(const QString& pdf) {
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                       .match(run(QStringLiteral("pdfinfo"), {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The text of page `page` (from 1), or of the whole file.
QString pageText(const QString& pdf, int page = 0) {
    QStringList args;
    if (page > 0) args << "-f" << QString::number(page) << "-l" << QString::number(page);
    return run(QStringLiteral("pdftotext"), args << "-layout" << pdf << "-");
}

QString fenOf(int number) {
    return QString::fromStdString(Position::startPosition(number).fen());
}

bool write(const QString& path, const std::vector<StartCard>& cards) {
    const PieceSet pieces;
    return StartCards::writePdf(path, cards, BoardTheme::byId(QString()), pieces);
}

} // namespace

class TestStartCard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_startcard"); }
    void init() { removeAutosave(); }

    void oneCardHasWhatABoardNeeds() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath("sp.pdf");
        QVERIFY(write(pdf, {StartCards::single(518)}));
        QCOMPARE(pageCount(pdf), 1);
        const QString text = pageText(pdf);
        QVERIFY2(text.contains("SP 518"), qPrintable(text));
        QVERIFY(text.contains(fenOf(518)));
        QVERIFY(!text.contains("Board 1"));
        // The shuffler's card of each castle.
        QVERIFY(text.contains("White O-O (h-side)"));
        QVERIFY(text.contains("Black O-O-O (a-side)"));
        QVERIFY(text.contains(QString::fromUtf8("King e1 → g1, rook h1 → f1")));
        QVERIFY(text.contains("double-move"));
        QVERIFY(!text.contains("Roll 1"));
        // Shredder-FEN beside X-FEN, and the squares that must not be attacked (issue 75).
        QVERIFY2(text.contains(
                     QString::fromStdString(Position::startPosition(518).fen(FenStyle::Shredder))),
                 qPrintable(text));
        QVERIFY(text.contains("Shredder-FEN"));
        QVERIFY2(text.contains("Must not be attacked: e1 f1 g1"), qPrintable(text));
        QVERIFY(text.contains("Must not be attacked: c8 d8 e8"));

        // A Chess960 position: its own castles, its back rank letter by letter.
        QVERIFY(write(pdf, {StartCards::single(0)}));
        const QString zero = pageText(pdf);
        QVERIFY(zero.contains("SP 0"));
        QVERIFY(zero.contains(fenOf(0)));
        QVERIFY(zero.contains(
            QRegularExpression(QStringLiteral("B\\s+B\\s+Q\\s+N\\s+N\\s+R\\s+K\\s+R"))));
        QVERIFY(zero.contains(QString::fromUtf8("King g1 → g1, rook h1 → f1")));
    }

    void diceRollsGoOnTheCardOfTheirPosition() {
        const StartCard fromDice = StartCards::single(518, QStringLiteral("2 3 3 6 2 3"));
        QCOMPARE(fromDice.rolls.size(), size_t(6)); // the 6 for the first knight is rolled again
        // Rolls that give another position are not this position's story.
        QVERIFY(StartCards::single(519, QStringLiteral("2 3 3 2 3")).rolls.empty());
        QVERIFY(StartCards::single(518, QStringLiteral("2 3 x")).rolls.empty());
        QTemporaryDir dir;
        const QString pdf = dir.filePath("dice.pdf");
        QVERIFY(write(pdf, {fromDice}));
        const QString text = pageText(pdf);
        QVERIFY2(text.contains("Roll 1: 2 - dark-square bishop on c1"), qPrintable(text));
        QVERIFY(text.contains("Roll 4: 6 is ignored for the first knight"));
        QVERIFY(text.contains("Roll 6: 3 - second knight on g1"));
    }

    void roundSheets() {
        QTemporaryDir dir;
        const QString same = dir.filePath("same.pdf");
        QVERIFY(write(same, StartCards::sameOnEveryBoard(StartCards::single(300), 3)));
        QCOMPARE(pageCount(same), 3);
        for (int page = 1; page <= 3; ++page) {
            const QString text = pageText(same, page);
            QVERIFY(text.contains(QStringLiteral("Board %1").arg(page)));
            QVERIFY(text.contains("SP 300"));
            QVERIFY(text.contains(fenOf(300)));
        }

        const std::vector<int> drawn = {12, 959, 518, 12, 401};
        size_t next = 0;
        const auto cards = StartCards::randomPerBoard(5, [&] { return drawn[next++]; });
        const QString random = dir.filePath("random.pdf");
        QVERIFY(write(random, cards));
        QCOMPARE(pageCount(random), 5);
        for (int page = 1; page <= 5; ++page) {
            const QString text = pageText(random, page);
            const int sp = drawn[size_t(page - 1)];
            QVERIFY2(text.contains(QStringLiteral("SP %1").arg(sp)), qPrintable(text));
            QVERIFY(text.contains(fenOf(sp)));
            QVERIFY(text.contains(QStringLiteral("Board %1").arg(page)));
        }
        // Without a draw of its own, the positions are random and valid.
        for (const StartCard& c : StartCards::randomPerBoard(20)) {
            QVERIFY(c.number >= 0 && c.number < 960);
        }
    }

    void theCardSaysWhatTheGuideSays() {
        QTemporaryDir dir;
        for (int number : {518, 0, 745}) {
            const GuideEntry* entry = Guide::builtIn().find(number);
            QVERIFY(entry);
            const Position start = Position::startPosition(number);
            QStringList moves;
            for (int i = 0; i < 2; ++i)
                moves << QStringLiteral("1. ") +
                             QString::fromStdString(moveToSan(
                                 start, moveFromUci(start, entry->best[size_t(i)].uci).value()));
            const QString expected =
                QStringLiteral("Engine: %1%2 · suggested first moves: %3")
                    .arg(QString::fromStdString(guideScoreText(entry->score)),
                         entry->balanced() ? QStringLiteral(", balanced") : QString(),
                         moves.join(QStringLiteral(" or ")));
            QCOMPARE(StartCards::guideLine(number), expected);
            const QString pdf = dir.filePath(QStringLiteral("%1.pdf").arg(number));
            QVERIFY(write(pdf, {StartCards::single(number)}));
            QCOMPARE(pageCount(pdf), 1); // the line did not push anything onto a second page
            const QString text = pageText(pdf).simplified();
            QVERIFY2(text.contains(expected.simplified()), qPrintable(text));
        }
    }

    void aRoundOfBalancedPositions() {
        CardDialog dialog(518, QString(), QString(), QString());
        dialog.setKind(CardDialog::Kind::RandomPerBoard);
        dialog.setBoards(60);
        dialog.setBalancedOnly(true);
        const std::vector<int> balanced = Guide::builtIn().balancedNumbers();
        std::set<int> seen;
        for (const StartCard& card : dialog.cards()) {
            QVERIFY2(std::binary_search(balanced.begin(), balanced.end(), card.number),
                     qPrintable(QString::number(card.number)));
            seen.insert(card.number);
        }
        QVERIFY(seen.size() > 10);
        // The box belongs to the random round only.
        auto* box = dialog.findChild<QCheckBox*>("balancedOnly");
        QVERIFY(box && box->isEnabled());
        dialog.setKind(CardDialog::Kind::SameOnEveryBoard);
        QVERIFY(!box->isEnabled());
    }

    void aGameFromDiceHasItsRollsOnTheCard() {
        GameTable w;
        w.play(); // Game > New game...
        auto* card = new CardAction(w.session(), w.document(), w.board(), &w.window());
        {
            // New game... with the dice: the dialog is answered as a player would.
            windowutil::Answer answer("newGameDialog", [](QDialog& d) {
                d.findChild<QComboBox*>("startKind")->setCurrentIndex(int(GameSetup::Start::Dice));
                d.findChild<QLineEdit*>("dice")->setText("2 3 3 6 2 3");
                d.accept();
            });
            action(w, "newGame")->trigger();
            QVERIFY(answer.asked());
        }
        QCOMPARE(w.session()->game().startNumber(), 518);
        CardDialog* dialog = card->openStartCard();
        QVERIFY(dialog);
        const auto cards = dialog->cards();
        QCOMPARE(cards.size(), size_t(1));
        QCOMPARE(cards[0].rolls.size(), size_t(6));
        QCOMPARE(cards[0].rolls[3].ignored, true);
        dialog->close();

        // The next game, not from dice, prints no rolls.
        QVERIFY(testutil::startGame(w.session(), GameSetup{}));
        dialog = card->openStartCard();
        QVERIFY(dialog);
        QVERIFY(dialog->cards()[0].rolls.empty());
        dialog->close();
    }

    void aFileThatCannotBeWritten() {
        QString error;
        const PieceSet pieces;
        QVERIFY(!StartCards::writePdf("/nonexistent-folder/card.pdf", {StartCards::single(1)},
                                      BoardTheme::byId(QString()), pieces, &error));
        QVERIFY(error.contains("/nonexistent-folder/card.pdf"));
    }

    void fromTheFileMenu() {
        GameTable w;
        new CardAction(w.session(), w.document(), w.board(), &w.window());
        QVERIFY(testutil::startGame(w.session(), [] {
            GameSetup s;
            s.opponent = GameSetup::Opponent::Human;
            s.start = GameSetup::Start::Number;
            s.number = 77;
            return s;
        }()));
        QAction* print = action(w, "printStartCard");
        QVERIFY(print->isEnabled());
        print->trigger();
        auto* dialog = w.findChild<CardDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->setKind(CardDialog::Kind::SameOnEveryBoard);
        dialog->setBoards(4);
        QTemporaryDir dir;
        const QString pdf = dir.filePath("round.pdf");
        QVERIFY(dialog->saveTo(pdf));
        QCOMPARE(pageCount(pdf), 4);
        QVERIFY(pageText(pdf, 4).contains("SP 77"));
        dialog->setKind(CardDialog::Kind::RandomPerBoard);
        dialog->setBoards(2);
        QVERIFY(dialog->saveTo(pdf));
        QCOMPARE(pageCount(pdf), 2);
        dialog->setKind(CardDialog::Kind::Single);
        QVERIFY(dialog->saveTo(pdf));
        QCOMPARE(pageCount(pdf), 1);
        QVERIFY(!dialog->saveTo("/nonexistent-folder/card.pdf"));
        QVERIFY(dialog->findChild<QMessageBox*>("errorMessage"));
        dialog->close();

        // A set-up position has no number to print.
        QVERIFY(w.files()->pasteText("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        QVERIFY(!print->isEnabled());
    }
};

QTEST_MAIN(TestStartCard)
#include "tst_startcard.moc"
