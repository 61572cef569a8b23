// The shuffler dialog: number box, previous/next, classical and shuffle; the dice procedure
// step by step with re-rolls and from typed values; a hand-entered back rank with its
// validation messages; the castling cards for positions of every method; copy, play and
// practise buttons; what the engine's guide says of each position, Shuffle among the balanced
// only, and a Double Fischer Random pair judged by the engine when asked.
#include "guide/guideview.h"
#include "i18n/language.h"
#include "shuffler/diagramwidget.h"
#include "shuffler/shufflerdialog.h"
#include "shuffler/shufflertexts.h"

#include "chess960/castling.h"
#include "chess960/guide.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <deque>
#include <set>

using namespace chess960;
using chess960::ui::ShufflerDialog;

namespace {

template <typename T = QWidget>
T* child(const ShufflerDialog& d, const char* name) {
    T* w = d.findChild<T*>(QLatin1String(name));
    if (!w) qFatal("no child %s", name);
    return w;
}

QString text(const ShufflerDialog& d, const char* label) {
    return child<QLabel>(d, label)->text();
}

void click(const ShufflerDialog& d, const char* button) {
    QTest::mouseClick(child<QPushButton>(d, button), Qt::LeftButton);
}

int sp(const char* backRank) {
    return numberFromBackRank(backRank).value_or(-1);
}

} // namespace

class TestShuffler : public QObject {
    Q_OBJECT
private slots:
    // The bound of "balanced" in the boxes' tips, in the language's decimal mark.
    void balancedBoundInTheLanguagesDecimalMark() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German));
        QCOMPARE(chess960::ui::GuideView::balancedBound(), QStringLiteral("0,15"));
        QLocale::setDefault(QLocale(QLocale::English));
        QCOMPARE(chess960::ui::GuideView::balancedBound(), QStringLiteral("0.15"));
        ShufflerDialog dialog(518);
        const auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("balancedBox"));
        QVERIFY(box);
        QVERIFY2(box->toolTip().contains(QStringLiteral("±0.15")), qPrintable(box->toolTip()));
        QLocale::setDefault(before);
    }

    void numberBoxShowsThePosition() {
        ShufflerDialog d(518);
        child<QSpinBox>(d, "numberBox")->setValue(123);
        QCOMPARE(d.number(), 123);
        QCOMPARE(text(d, "spLabel"), QString("SP 123"));
        QCOMPARE(text(d, "backRankLabel"), QString::fromStdString(backRankFromNumber(123)));
        QCOMPARE(child<QLineEdit>(d, "xfenEdit")->text(), QString::fromStdString(startFen(123)));
        QCOMPARE(child<QLineEdit>(d, "shredderEdit")->text(),
                 QString::fromStdString(Position::startPosition(123).fen(FenStyle::Shredder)));
        QCOMPARE(d.diagram()->squares()[E1], Position::startPosition(123).pieceOn(E1));
        QCOMPARE(child<QLineEdit>(d, "rankEdit")->text(),
                 QString::fromStdString(backRankFromNumber(123)));
    }

    void previousNextAndClassical() {
        ShufflerDialog d(0);
        click(d, "previousButton");
        QCOMPARE(d.number(), 959);
        click(d, "nextButton");
        QCOMPARE(d.number(), 0);
        click(d, "nextButton");
        QCOMPARE(d.number(), 1);
        QCOMPARE(child<QSpinBox>(d, "numberBox")->value(), 1);
        click(d, "classicalButton");
        QCOMPARE(d.number(), 518);
        QCOMPARE(text(d, "backRankLabel"), QString("RNBQKBNR"));
        QCOMPARE(child<QLineEdit>(d, "xfenEdit")->text(),
                 QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QCOMPARE(child<QLineEdit>(d, "shredderEdit")->text(),
                 QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
    }

    void shuffleChangesTheNumber() {
        ShufflerDialog d(518);
        QSignalSpy changed(&d, &ShufflerDialog::numberChanged);
        for (int i = 0; i < 10; ++i) {
            const int before = d.number();
            click(d, "shuffleButton");
            QVERIFY(d.number() != before);
        }
        QCOMPARE(changed.count(), 10);
    }

    void diceStepByStepWithRerolls() {
        ShufflerDialog d(0);
        std::deque<int> faces{5, 6, 2, 3, 3, 6, 2, 3};
        d.setDieSource([&faces] {
            const int v = faces.front();
            faces.pop_front();
            return v;
        });
        auto* log = child<QListWidget>(d, "diceLog");
        QVERIFY(text(d, "diceStep").contains("dark-square bishop"));
        click(d, "dieButton");
        click(d, "dieButton");
        QCOMPARE(log->count(), 2);
        QVERIFY(log->item(0)->text().startsWith("Roll 1: 5 is ignored for the dark-square bishop"));
        QVERIFY(log->item(1)->text().contains("ignored"));
        QVERIFY(text(d, "diceStep").contains("dark-square bishop"));
        click(d, "dieButton");
        QCOMPARE(log->item(2)->text(), QString("Roll 3: 2 - dark-square bishop on c1"));
        QVERIFY(text(d, "diceStep").contains("light-square bishop"));
        QCOMPARE(d.diagram()->squares()[C1], WBishop);
        QCOMPARE(d.diagram()->squares()[C8], BBishop);
        QCOMPARE(d.diagram()->squares()[E1], NoPiece);
        click(d, "dieButton"); // light bishop on f1
        click(d, "dieButton"); // queen on the third empty square, d1
        QCOMPARE(d.diagram()->squares()[D1], WQueen);
        click(d, "dieButton"); // 6 is ignored for the first knight
        QVERIFY(log->item(5)->text().contains("ignored for the first knight"));
        QVERIFY(text(d, "diceStep").contains("first knight"));
        QCOMPARE(d.number(), 0); // nothing chosen until the rank is complete
        click(d, "dieButton");
        click(d, "dieButton");
        QCOMPARE(log->count(), 8);
        QCOMPARE(d.number(), 518);
        QVERIFY(!child<QPushButton>(d, "dieButton")->isEnabled());
        QVERIFY(text(d, "diceStep").startsWith("Done: SP 518"));
        // Played, the position goes with its rolls, the ignored ones too (issue 75: New game
        // said "By number 518" and the card lost them).
        QSignalSpy dice(&d, &ShufflerDialog::playDiceRequested);
        QSignalSpy byNumber(&d, &ShufflerDialog::playRequested);
        click(d, "playButton");
        QCOMPARE(dice.size(), 1);
        QCOMPARE(dice[0][0].toString(), QStringLiteral("5 6 2 3 3 6 2 3"));
        QCOMPARE(byNumber.size(), 0);
        // Another position chosen since: played by its number.
        click(d, "nextButton");
        click(d, "playButton");
        QCOMPARE(byNumber.size(), 1);
        QCOMPARE(dice.size(), 1);
        click(d, "diceReset");
        QVERIFY(child<QPushButton>(d, "dieButton")->isEnabled());
        QCOMPARE(log->count(), 0);
    }

    void typedDieValues_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("result");
        QTest::newRow("classical") << "2 3 3 2 3" << 518 << "SP 518 (RNBQKBNR)";
        QTest::newRow("other knight order") << "2,3,3,4,2" << 518 << "SP 518 (RNBQKBNR)";
        QTest::newRow("re-rolls") << "5 2 6 3 3 2 3" << 518 << "SP 518 (RNBQKBNR); 2 rolls ignored";
        QTest::newRow("one re-roll") << "6 2 3 3 2 3" << 518 << "SP 518 (RNBQKBNR); 1 roll ignored";
        QTest::newRow("left over") << "2 3 3 2 3 1" << 518 << "; 1 value left over";
        QTest::newRow("two left over") << "2 3 3 2 3 1 4" << 518 << "; 2 values left over";
        QTest::newRow("not a face") << "2 3 9" << -1 << "Roll 3 is 9";
        QTest::newRow("too few") << "2 3 3" << -1 << "first knight still needs a roll";
    }
    void typedDieValues() {
        QFETCH(QString, typed);
        QFETCH(int, number);
        QFETCH(QString, result);
        ShufflerDialog d(100);
        QTest::keyClicks(child<QLineEdit>(d, "rollsEdit"), typed);
        click(d, "rollsApply");
        QVERIFY2(text(d, "rollsResult").contains(result), qPrintable(text(d, "rollsResult")));
        QCOMPARE(d.number(), number < 0 ? 100 : number);
        QSignalSpy dice(&d, &ShufflerDialog::playDiceRequested);
        click(d, "playButton");
        QCOMPARE(dice.size(), number >= 0 ? 1 : 0);
        if (number >= 0)
            QCOMPARE(dice[0][0].toString(),
                     typed.split(QRegularExpression("[^0-9]+"), Qt::SkipEmptyParts).join(' '));
        if (number >= 0)
            QCOMPARE(child<QListWidget>(d, "diceLog")->count(),
                     int(typed.count(QRegularExpression("[0-9]"))) -
                         (result.contains("2 values left over") ? 2
                          : result.contains("left over")        ? 1
                                                                : 0));
    }

    // Counts take the language's plural forms: Russian has three.
    void rollCountsInPluralForms_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("shown");
        QTest::newRow("one") << "6 2 3 3 2 3"
                             << "; 1 бросок не засчитан";
        QTest::newRow("two") << "5 2 6 3 3 2 3"
                             << "; 2 броска не засчитано";
        QTest::newRow("five") << "5 6 5 6 5 2 3 3 2 3"
                              << "; 5 бросков не засчитано";
    }
    void rollCountsInPluralForms() {
        QFETCH(QString, typed);
        QFETCH(QString, shown);
        QCOMPARE(chess960::ui::applyLanguage("ru"), QString("ru"));
        ShufflerDialog d(100);
        QTest::keyClicks(child<QLineEdit>(d, "rollsEdit"), typed);
        click(d, "rollsApply");
        const QString result = text(d, "rollsResult");
        chess960::ui::applyLanguage("en");
        QVERIFY2(result.contains(shown), qPrintable(result));
    }

    void handEnteredRank() {
        ShufflerDialog d(518);
        auto* edit = child<QLineEdit>(d, "rankEdit");
        edit->clear();
        QTest::keyClicks(edit, "bbqnnrkr");
        QCOMPARE(d.number(), 0);
        QVERIFY(text(d, "rankProblems").isEmpty());

        edit->clear();
        QTest::keyClicks(edit, "RNBQKBNQ");
        QCOMPARE(d.number(), 0);
        QString expected;
        for (const BackRankProblem& p : validateBackRank("RNBQKBNQ"))
            expected += (expected.isEmpty() ? "" : "\n") + QString::fromStdString(p.message);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(text(d, "rankProblems"), expected);

        edit->clear();
        QTest::keyClicks(edit, "RBQBKNNR");
        QCOMPARE(text(d, "rankProblems"),
                 QString("The bishops on b1 and d1 are both on light squares"));
        edit->clear();
        QTest::keyClicks(edit, "RNBQKB");
        QVERIFY(!text(d, "rankProblems").isEmpty());
        QTest::keyClicks(edit, "NR");
        QCOMPARE(d.number(), 518);
        QVERIFY(text(d, "rankProblems").isEmpty());
    }

    void castleCards_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("empty");
        QTest::newRow("518 O-O") << 518 << "cardWH"
                                 << "King e1 → g1, rook h1 → f1"
                                 << "double-move"
                                 << "King or rook may go first."
                                 << "f1 g1";
        QTest::newRow("518 black O-O-O") << 518 << "cardBA"
                                         << "King e8 → c8, rook a8 → d8"
                                         << "double-move"
                                         << "may go first"
                                         << "b8 c8 d8";
        QTest::newRow("transposition") << sp("RNBBQKRN") << "cardWH"
                                       << "King f1 → g1, rook g1 → f1"
                                       << "transposition"
                                       << "swap squares"
                                       << "none";
        QTest::newRow("king first") << sp("RNBBQKNR") << "cardWH"
                                    << "King f1 → g1, rook h1 → f1"
                                    << "double-move"
                                    << "Move the king first"
                                    << "g1";
        QTest::newRow("rook first") << sp("BNRNKRQB") << "cardWA"
                                    << "King e1 → c1, rook c1 → d1"
                                    << "double-move"
                                    << "Move the rook first"
                                    << "d1";
        QTest::newRow("king-move-only") << sp("BRKBNRNQ") << "cardWH"
                                        << "King c1 → g1, rook f1 → f1"
                                        << "king-move-only"
                                        << "Only the king moves"
                                        << "d1 e1 g1";
        QTest::newRow("king-move-only a-side") << sp("BNNRKRQB") << "cardBA"
                                               << "King e8 → c8, rook d8 → d8"
                                               << "king-move-only"
                                               << "jumping over the rook on d8"
                                               << "c8";
        QTest::newRow("rook-move-only") << sp("BRKBNRNQ") << "cardWA"
                                        << "King c1 → c1, rook b1 → d1"
                                        << "rook-move-only"
                                        << "Only the rook moves"
                                        << "d1";
        QTest::newRow("rook-move-only h-side") << sp("BBQNNRKR") << "cardBH"
                                               << "King g8 → g8, rook h8 → f8"
                                               << "rook-move-only"
                                               << "jumping over the king on g8"
                                               << "f8";
    }
    void castleCards() {
        QFETCH(int, number);
        QFETCH(QString, card);
        QFETCH(QString, moves);
        QFETCH(QString, method);
        QFETCH(QString, order);
        QFETCH(QString, empty);
        QVERIFY(number >= 0);
        ShufflerDialog d(number);
        const QString shown = text(d, card.toLatin1().constData());
        QVERIFY2(shown.contains(moves), qPrintable(shown));
        QVERIFY2(shown.contains("Method: <b>" + method + "</b>"), qPrintable(shown));
        QVERIFY2(shown.contains(order, Qt::CaseInsensitive), qPrintable(shown));
        QVERIFY2(shown.contains("Must be empty: " + empty), qPrintable(shown));
    }

    // Each card names the squares the king passes that must not be attacked, beside those
    // that must be empty (issue 75): the king's start, the squares it crosses, its target.
    void castleCardsNameTheSquaresThatMustNotBeAttacked() {
        ShufflerDialog classical(518);
        QVERIFY2(text(classical, "cardWH").contains("Must not be attacked: e1 f1 g1"),
                 qPrintable(text(classical, "cardWH")));
        QVERIFY(text(classical, "cardWA").contains("Must not be attacked: c1 d1 e1"));
        QVERIFY(text(classical, "cardBH").contains("Must not be attacked: e8 f8 g8"));
        // SP 0 (BBQNNRKR): the king on g1 stays there for O-O.
        ShufflerDialog zero(0);
        QVERIFY2(text(zero, "cardWH").contains("Must not be attacked: g1"),
                 qPrintable(text(zero, "cardWH")));
    }

    // A number out of range or not a number is said, not cut to fit or dropped in silence
    // (issue 75: 960 became 96, -1 became 1, "abc" was ignored).
    void aWrongNumberIsSaid() {
        ShufflerDialog d(100);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        auto* box = child<QSpinBox>(d, "numberBox");
        auto* edit = box->findChild<QLineEdit*>();
        QVERIFY(edit);
        auto* problems = child<QLabel>(d, "rankProblems");
        const auto typeIn = [&](const QString& text) {
            edit->selectAll();
            QTest::keyClick(edit, Qt::Key_Delete);
            QTest::keyClicks(edit, text);
        };
        typeIn("960");
        QCOMPARE(edit->text(), QStringLiteral("960"));
        QVERIFY2(problems->text().contains("960 is not a start position number"),
                 qPrintable(problems->text()));
        QCOMPARE(d.number(), 100);
        typeIn("-1");
        QVERIFY2(problems->text().contains("-1 is not a start position number"),
                 qPrintable(problems->text()));
        typeIn("abc");
        QVERIFY2(problems->text().contains("'abc' is not a number"), qPrintable(problems->text()));
        QCOMPARE(d.number(), 100);
        typeIn("83");
        QCOMPARE(d.number(), 100); // taken when complete
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(d.number(), 83);
        QVERIFY(problems->text().isEmpty());
        // A long message about a back rank has room for all its lines.
        auto* rank = child<QLineEdit>(d, "rankEdit");
        rank->setText("QQQQKKKKRR");
        emit rank->textEdited(rank->text());
        QCoreApplication::processEvents();
        QVERIFY(!problems->text().isEmpty());
        QVERIFY2(problems->height() >= problems->heightForWidth(problems->width()),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(problems->height())
                                .arg(problems->heightForWidth(problems->width()))));
    }

    void hoveringACardShowsTheCastle() {
        ShufflerDialog d(518);
        auto* card = child<QLabel>(d, "cardWH");
        QEvent enter(QEvent::Enter);
        QCoreApplication::sendEvent(card, &enter);
        QVERIFY(d.showsCastle(White, CastleSide::HSide));
        const auto& marks = d.diagram()->marks();
        QVERIFY(marks.has_value());
        QCOMPARE(marks->kingFrom, E1);
        QCOMPARE(marks->kingTo, G1);
        QCOMPARE(marks->rookFrom, H1);
        QCOMPARE(marks->rookTo, F1);
        // The squares that must not be attacked are marked on the diagram too (issue 75).
        QCOMPARE(marks->kingSquares, bb(E1) | bb(F1) | bb(G1));
        QCOMPARE(marks->path, bb(F1) | bb(G1));
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(card, &leave);
        QVERIFY(!d.diagram()->marks().has_value());
    }

    void copyButtons() {
        ShufflerDialog d(0);
        click(d, "copyXfen");
        QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(startFen(0)));
        click(d, "copyShredder");
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QString::fromStdString(Position::startPosition(0).fen(FenStyle::Shredder)));
    }

    // Enter in a text box applies what was typed there; it must not press "Play this
    // position" and leave the dialog with whatever number was shown before.
    void enterInTextBoxesStaysInTheDialog() {
        ShufflerDialog d(100);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QSignalSpy play(&d, &ShufflerDialog::playRequested);
        QSignalSpy accepted(&d, &QDialog::accepted);

        auto* rolls = child<QLineEdit>(d, "rollsEdit");
        rolls->setFocus();
        QTest::keyClicks(rolls, "2 3 3 2 3");
        QTest::keyClick(rolls, Qt::Key_Return);
        QCOMPARE(d.number(), 518);
        QVERIFY(text(d, "rollsResult").contains("SP 518"));

        auto* rank = child<QLineEdit>(d, "rankEdit");
        rank->setFocus();
        rank->clear();
        QTest::keyClicks(rank, "RBBQNKNX");
        QTest::keyClick(rank, Qt::Key_Enter);
        QVERIFY(!text(d, "rankProblems").isEmpty());
        QCOMPARE(d.number(), 518);

        QCOMPARE(play.count(), 0);
        QCOMPARE(accepted.count(), 0);
        QVERIFY(d.isVisible());
    }

    // Issue 11: Enter in the number box shows the number typed there; it does not press
    // "Play this position".
    void enterInTheNumberBoxShowsTheNumber() {
        ShufflerDialog d(100);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QSignalSpy play(&d, &ShufflerDialog::playRequested);
        QSignalSpy accepted(&d, &QDialog::accepted);
        auto* spin = child<QSpinBox>(d, "numberBox");
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, "345");
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(d.number(), 345);
        QCOMPARE(text(d, "spLabel"), QString("SP 345"));
        spin->selectAll();
        QTest::keyClicks(spin, "7");
        QTest::keyClick(spin, Qt::Key_Enter);
        QCOMPARE(d.number(), 7);
        QCOMPARE(play.count(), 0);
        QCOMPARE(accepted.count(), 0);
        QVERIFY(d.isVisible());
    }

    // Issue 11: while the dice are rolled the dialog shows one state, the back rank being
    // built: on the diagram and in the heading, with no number, FEN or castling card of the
    // position shown before, and nothing to play or copy until the rank is complete.
    void diceInProgressShowOnlyThePartialRank() {
        ShufflerDialog d(100);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        std::deque<int> faces{2, 3, 3, 2, 3};
        d.setDieSource([&faces] {
            const int v = faces.front();
            faces.pop_front();
            return v;
        });
        const auto checkPartial = [&](const QString& rank) {
            QCOMPARE(text(d, "backRankLabel"), rank);
            QVERIFY(!text(d, "spLabel").contains("100"));
            QVERIFY(child<QLineEdit>(d, "xfenEdit")->text().isEmpty());
            QVERIFY(child<QLineEdit>(d, "shredderEdit")->text().isEmpty());
            QVERIFY(child<QLineEdit>(d, "rankEdit")->text().isEmpty());
            QVERIFY(child<QSpinBox>(d, "numberBox")->text().isEmpty());
            for (const char* card : {"cardWA", "cardWH", "cardBA", "cardBH"})
                QVERIFY2(text(d, card).isEmpty(), card);
            for (const char* button : {"playButton", "practiseButton", "copyXfen", "copyShredder"})
                QVERIFY2(!child<QPushButton>(d, button)->isEnabled(), button);
        };
        click(d, "dieButton");
        checkPartial("..B.....");
        click(d, "dieButton");
        checkPartial("..B..B..");
        // Pointing at a card shows no castle of the position shown before.
        QEvent enter(QEvent::Enter);
        QCoreApplication::sendEvent(child<QLabel>(d, "cardWH"), &enter);
        QVERIFY(!d.diagram()->marks().has_value());
        click(d, "dieButton");
        click(d, "dieButton");
        checkPartial(".NBQ.B..");
        click(d, "dieButton");
        QCOMPARE(d.number(), 518);
        QCOMPARE(text(d, "spLabel"), QString("SP 518"));
        QCOMPARE(text(d, "backRankLabel"), QString("RNBQKBNR"));
        QCOMPARE(child<QLineEdit>(d, "xfenEdit")->text(), QString::fromStdString(startFen(518)));
        QVERIFY(!text(d, "cardWH").isEmpty());
        QVERIFY(child<QPushButton>(d, "playButton")->isEnabled());

        // Starting over shows the position of the number again.
        faces = {2};
        click(d, "diceReset");
        click(d, "dieButton");
        checkPartial("..B.....");
        click(d, "diceReset");
        QCOMPARE(text(d, "spLabel"), QString("SP 518"));
        QCOMPARE(child<QSpinBox>(d, "numberBox")->text(), QString("518"));
        QVERIFY(child<QPushButton>(d, "copyXfen")->isEnabled());
    }

    void playAndPractise() {
        ShufflerDialog d(77);
        QSignalSpy play(&d, &ShufflerDialog::playRequested);
        QSignalSpy practise(&d, &ShufflerDialog::practiseRequested);
        click(d, "practiseButton");
        QCOMPARE(practise.count(), 1);
        QCOMPARE(practise.at(0).at(0).toInt(), 77);
        QCOMPARE(play.count(), 0);
        click(d, "nextButton");
        click(d, "playButton");
        QCOMPARE(play.count(), 1);
        QCOMPARE(play.at(0).at(0).toInt(), 78);
    }

    // Issue 14: different set-ups for White and Black. Black's back rank comes from its own
    // number, the FENs and the number are the Double Fischer Random start's, Black's castling
    // cards are worked out from Black's own rank, and Play asks for that pair.
    void differentSetUpsForWhiteAndBlack() {
        ShufflerDialog d(202);
        QSignalSpy play(&d, &ShufflerDialog::playPairRequested);
        auto* black = child<QSpinBox>(d, "blackNumberBox");
        QVERIFY(!black->isEnabled());
        child<QCheckBox>(d, "dfrcBox")->setChecked(true);
        QVERIFY(black->isEnabled());
        // Castling practice goes by one SP number: not offered for two set-ups.
        QVERIFY(!child<QPushButton>(d, "practiseButton")->isEnabled());
        black->setValue(750);
        const Position pair = Position::startPosition(202, 750);
        QCOMPARE(child<QLineEdit>(d, "xfenEdit")->text(),
                 QString::fromStdString(dfrcFen(202, 750)));
        QCOMPARE(child<QLineEdit>(d, "shredderEdit")->text(),
                 QString::fromStdString(pair.fen(FenStyle::Shredder)));
        QVERIFY2(text(d, "spLabel").contains(QString::number(dfrcNumber(202, 750))),
                 qPrintable(text(d, "spLabel")));
        for (const char* card : {"cardBH", "cardBA"}) {
            const CastleSide side = card[5] == 'H' ? CastleSide::HSide : CastleSide::ASide;
            QCOMPARE(text(d, card), ui::castleCardText(analyseCastle(pair, Black, side)));
        }
        QVERIFY(text(d, "cardBH") != ui::castleCardText(analyseCastle(Position::startPosition(202),
                                                                      Black, CastleSide::HSide)));
        QCOMPARE(text(d, "cardWH"),
                 ui::castleCardText(analyseCastle(pair, White, CastleSide::HSide)));
        // Shuffle gives a new pair; Play asks for the pair on show.
        click(d, "shuffleButton");
        const Position shuffled =
            *Position::fromFen(child<QLineEdit>(d, "xfenEdit")->text().toStdString());
        QVERIFY(shuffled.dfrcNumber() >= 0);
        click(d, "playButton");
        QCOMPARE(play.count(), 1);
        QCOMPARE(dfrcNumber(play.at(0).at(0).toInt(), play.at(0).at(1).toInt()),
                 shuffled.dfrcNumber());
        // Off again: one number for both sides.
        child<QCheckBox>(d, "dfrcBox")->setChecked(false);
        QVERIFY(child<QPushButton>(d, "practiseButton")->isEnabled());
        QCOMPARE(child<QLineEdit>(d, "xfenEdit")->text(),
                 QString::fromStdString(startFen(d.number())));
    }

    void theGuideTellsOfEachPosition_data() {
        QTest::addColumn<int>("number");
        for (int n : {0, 518, 959, 331}) QTest::newRow(qPrintable(QString::number(n))) << n;
    }
    void theGuideTellsOfEachPosition() {
        QFETCH(int, number);
        ShufflerDialog d(number);
        const GuideEntry* entry = Guide::builtIn().find(number);
        QVERIFY(entry);
        const QString shown = d.guideView()->shownText();
        // The evaluation in the language's decimals (English here), the place, the moves in SAN.
        const QString score = QString::fromStdString(guideScoreText(entry->score));
        QVERIFY2(shown.contains(QStringLiteral("Evaluation: ") + score), qPrintable(shown));
        QCOMPARE(shown.contains(QStringLiteral("balanced")), entry->balanced());
        QVERIFY2(shown.contains(
                     QStringLiteral("Place %1 of 960").arg(Guide::builtIn().evennessPlace(number))),
                 qPrintable(shown));
        const Position start = Position::startPosition(number);
        for (const GuideMove& m : entry->best) {
            const QString san =
                QString::fromStdString(moveToSan(start, moveFromUci(start, m.uci).value()));
            QVERIFY2(shown.contains(QStringLiteral("1. %1 (%2)")
                                        .arg(san, QString::fromStdString(guideScoreText(m.score)))),
                     qPrintable(shown));
        }
        QVERIFY(shown.contains(QStringLiteral("Line: 1. ")));
        QVERIFY(!child<QPushButton>(d, "askEngineButton")->isVisible());
        // Another position, another judgement.
        click(d, "nextButton");
        QVERIFY(d.guideView()->shownText() != shown);
    }

    void shuffleAmongTheBalancedOnly() {
        ShufflerDialog d;
        const std::vector<int> balanced = Guide::builtIn().balancedNumbers();
        QVERIFY(balanced.size() > 10 && balanced.size() < 900);
        child<QCheckBox>(d, "balancedBox")->setChecked(true);
        std::set<int> seen;
        for (int i = 0; i < 40; ++i) {
            click(d, "shuffleButton");
            QVERIFY2(std::binary_search(balanced.begin(), balanced.end(), d.number()),
                     qPrintable(QString::number(d.number())));
            QVERIFY(d.guideView()->shownText().contains(QStringLiteral("balanced")));
            seen.insert(d.number());
        }
        QVERIFY(seen.size() > 10); // drawn, not one position again and again
        // Two set-ups are not in the guide: the box does not apply to them.
        child<QCheckBox>(d, "dfrcBox")->setChecked(true);
        QVERIFY(!child<QCheckBox>(d, "balancedBox")->isEnabled());
    }

    void aPairIsJudgedWhenAsked() {
        ShufflerDialog d(100);
        d.show();
        d.guideView()->setPairDepth(6); // the guide's depth takes seconds; the work is the same
        child<QCheckBox>(d, "dfrcBox")->setChecked(true);
        child<QSpinBox>(d, "blackNumberBox")->setValue(700);
        QVERIFY2(d.guideView()->shownText().contains(QStringLiteral("not in the guide")),
                 qPrintable(d.guideView()->shownText()));
        auto* ask = child<QPushButton>(d, "askEngineButton");
        QVERIFY(ask->isVisible());
        QSignalSpy judged(d.guideView(), &ui::GuideView::judged);
        click(d, "askEngineButton");
        QVERIFY(d.guideView()->isJudging());
        QVERIFY(judged.wait(20000));
        const QString shown = d.guideView()->shownText();
        QVERIFY2(shown.contains(QStringLiteral("Evaluation: ")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("Best first moves: 1. ")));
        QVERIFY(!shown.contains(QStringLiteral("Place "))); // a place is among the 960 only
        QVERIFY(!ask->isVisible());
        // Another pair asks again; the one judged is remembered when it comes back.
        child<QSpinBox>(d, "blackNumberBox")->setValue(701);
        QVERIFY(ask->isVisible());
        child<QSpinBox>(d, "blackNumberBox")->setValue(700);
        QCOMPARE(d.guideView()->shownText(), shown);
        // A judgement under way is dropped when the pair changes, and the dialog closes at once.
        child<QSpinBox>(d, "blackNumberBox")->setValue(702);
        d.guideView()->setPairDepth(60);
        click(d, "askEngineButton");
        QVERIFY(d.guideView()->isJudging());
        child<QSpinBox>(d, "blackNumberBox")->setValue(703);
        QVERIFY(!d.guideView()->isJudging());
        QVERIFY(ask->isVisible());
        click(d, "askEngineButton");
        QVERIFY(d.guideView()->isJudging());
    }
};

QTEST_MAIN(TestShuffler)
#include "tst_shuffler.moc"
