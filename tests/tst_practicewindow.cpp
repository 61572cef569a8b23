// The castling practice window: the player castles with a board gesture and is graded, a wrong
// answer shows the correct result on the board, Drill 2's reason buttons, the explanation's
// marks, and statistics kept between runs.
#include "board/boardwidget.h"
#include "practice/castleoverlay.h"
#include "practice/practicewindow.h"

#include "chess960/startpos.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace chess960;
using chess960::ui::PracticeWindow;

namespace {

int sp(const char* backRank) {
    return numberFromBackRank(backRank).value_or(-1);
}

PracticeQuestion inPlay(const char* fen, CastleSide side) {
    PracticeQuestion q;
    q.kind = DrillKind::InPlay;
    q.startNumber = kClassicalStartNumber;
    q.position = *Position::fromFen(fen);
    q.color = q.position.sideToMove();
    q.side = side;
    q.analysis = analyseCastle(q.position, q.color, side);
    q.geometry = q.analysis;
    return q;
}

struct Window {
    PracticeWindow w{1};
    Window() {
        w.board()->setAnimationDuration(0);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w)) qWarning("window not exposed");
    }
    QPoint at(Square s) const { return w.board()->squareRect(s).center(); }
    void drag(Square from, Square to) {
        QWidget* b = w.board();
        QTest::mousePress(b, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(b, at(from) + QPoint(8, 8));
        QTest::mouseMove(b, (at(from) + at(to)) / 2);
        QTest::mouseMove(b, at(to));
        QTest::mouseRelease(b, Qt::LeftButton, {}, at(to));
    }
    void click(Square s) { QTest::mouseClick(w.board(), Qt::LeftButton, {}, at(s)); }
    void press(const char* button) {
        auto* b = w.findChild<QPushButton*>(QLatin1String(button));
        if (!b) qFatal("no button %s", button);
        QTest::mouseClick(b, Qt::LeftButton);
    }
    QString feedback() const { return w.findChild<QLabel*>("feedback")->text(); }
};

} // namespace

class TestPracticeWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("chess960-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_practicewindow"));
        QSettings().clear();
    }
    void init() { QSettings().clear(); }

    void castleByGesture_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("gesture");
        const int h = int(CastleSide::HSide), a = int(CastleSide::ASide);
        QTest::newRow("double move, king to target")
            << 518 << h << int(CastleMethod::DoubleMove) << "king-to-target";
        QTest::newRow("double move a-side, king onto rook")
            << 518 << a << int(CastleMethod::DoubleMove) << "king-onto-rook";
        QTest::newRow("transposition, click king then rook")
            << sp("RNBBQKRN") << h << int(CastleMethod::Transposition) << "click-click";
        QTest::newRow("king-move-only, king to target")
            << sp("BRKBNRNQ") << h << int(CastleMethod::KingMoveOnly) << "king-to-target";
        QTest::newRow("rook-move-only, king onto rook")
            << sp("BRKBNRNQ") << a << int(CastleMethod::RookMoveOnly) << "king-onto-rook";
        QTest::newRow("rook-move-only h-side, click king then rook")
            << sp("BBQNNRKR") << h << int(CastleMethod::RookMoveOnly) << "click-click";
    }
    void castleByGesture() {
        QFETCH(int, number);
        QFETCH(int, side);
        QFETCH(int, method);
        QFETCH(QString, gesture);
        Window win;
        const PracticeQuestion q =
            PracticeGenerator::startPositionQuestion(number, White, CastleSide(side));
        win.w.ask(q);
        QCOMPARE(int(q.analysis.method), method);
        const CastleAnalysis& a = q.analysis;
        if (gesture == "king-to-target")
            win.drag(a.kingFrom, a.kingTo);
        else if (gesture == "king-onto-rook")
            win.drag(a.kingFrom, a.rookFrom);
        else {
            win.click(a.kingFrom);
            win.click(a.rookFrom);
        }
        QVERIFY(win.w.answered());
        QVERIFY(win.w.lastGrade().correct);
        QVERIFY(win.feedback().contains("Right"));
        QCOMPARE(win.w.board()->position().pieceOn(a.kingTo), WKing);
        QCOMPARE(win.w.board()->position().pieceOn(a.rookTo), WRook);
        QCOMPARE(win.w.stats().byMethod[method], (PracticeStats::Tally{1, 0}));
        QCOMPARE(win.w.stats().streak, 1);
    }

    void wrongCastleShowsTheCorrectResult() {
        Window win;
        win.w.ask(PracticeGenerator::startPositionQuestion(518, White, CastleSide::ASide));
        QVERIFY(!win.w.findChild<QPushButton*>("nextQuestion")->isEnabled());
        win.drag(E1, H1); // the other castle
        QVERIFY(win.w.answered());
        QVERIFY(!win.w.lastGrade().correct);
        QVERIFY(win.feedback().contains("Wrong"));
        QVERIFY(win.feedback().contains("O-O (the other castle)"));
        QVERIFY(win.feedback().contains("castle: king e1 → c1, rook a1 → d1"));
        const Position& shown = win.w.board()->position();
        QCOMPARE(shown.pieceOn(C1), WKing);
        QCOMPARE(shown.pieceOn(D1), WRook);
        QCOMPARE(shown.pieceOn(H1), WRook);
        QVERIFY(win.w.overlay()->isVisible());
        QCOMPARE(win.w.overlay()->marks()->kingTo, C1);
        QCOMPARE(win.w.stats().byMethod[int(CastleMethod::DoubleMove)],
                 (PracticeStats::Tally{0, 1}));
        QCOMPARE(win.w.stats().streak, 0);

        win.press("nextQuestion");
        QVERIFY(!win.w.answered());
        QVERIFY(!win.w.overlay()->isVisible());
    }

    // The practice board looks like the one the player plays on: it starts with the saved
    // pieces and colours and follows the main window when they change there.
    void boardFollowsTheSettings() {
        chess960::ui::BoardSettings saved = chess960::ui::BoardSettings::load();
        saved.pieceSet = QStringLiteral("simple");
        saved.theme = QStringLiteral("moss");
        saved.coordinates = false;
        saved.save();
        PracticeWindow w(1);
        QCOMPARE(w.board()->pieceSetId(), QString("simple"));
        QCOMPARE(w.board()->theme().id, QString("moss"));
        QVERIFY(!w.board()->showsCoordinates());

        saved.pieceSet = QStringLiteral("classic");
        saved.theme = QStringLiteral("slate");
        w.setBoardSettings(saved);
        QCOMPARE(w.board()->pieceSetId(), QString("classic"));
        QCOMPARE(w.board()->theme().id, QString("slate"));
    }

    // The drill chosen by what one needs to learn: a method, a side, a reason (issue 75); and
    // "Practise castling here" keeps both drills on its start position.
    void theFocusBoxChoosesWhatIsAsked() {
        PracticeWindow w(5);
        auto* focus = w.findChild<QComboBox*>(QStringLiteral("focusBox"));
        auto* drill = w.findChild<QComboBox*>(QStringLiteral("drillBox"));
        QVERIFY(focus && drill);
        const auto choose = [](QComboBox* box, const QString& data) {
            const int i = box->findData(data);
            if (i < 0) qFatal("no choice %s", qPrintable(data));
            box->setCurrentIndex(i);
            emit box->activated(i);
        };
        choose(focus, QStringLiteral("method:%1").arg(int(CastleMethod::KingMoveOnly)));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(w.question().geometry.method, CastleMethod::KingMoveOnly);
            w.nextQuestion();
        }
        drill->setCurrentIndex(1);
        emit drill->activated(1);
        QVERIFY(focus->findData(QStringLiteral("method:0")) < 0); // drill 2 asks by answer
        choose(focus, QStringLiteral("answer:%1").arg(int(CastleAnswer::PassesAttacked)));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(w.question().expected(),
                     std::vector<CastleAnswer>{CastleAnswer::PassesAttacked});
            w.nextQuestion();
        }
        choose(focus, QStringLiteral("side:%1").arg(int(CastleSide::ASide)));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(w.question().side, CastleSide::ASide);
            w.nextQuestion();
        }
        // From the shuffler: SP 89's castles, then both drills stay on SP 89.
        w.practiseStartPosition(89);
        QVERIFY(focus->itemText(0).contains("89"));
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(w.question().startNumber, 89);
            w.nextQuestion();
        }
        drill->setCurrentIndex(1);
        emit drill->activated(1);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(w.question().startNumber, 89);
            QCOMPARE(w.question().kind, DrillKind::InPlay);
            w.nextQuestion();
        }
        choose(focus, QStringLiteral("anystart"));
        QVERIFY(!focus->itemText(0).contains("89"));
    }

    void ordinaryMoveIsWrong() {
        Window win;
        win.w.ask(PracticeGenerator::startPositionQuestion(518, Black, CastleSide::HSide));
        win.drag(E7, E5);
        QVERIFY(win.w.answered());
        QVERIFY(!win.w.lastGrade().correct);
        QVERIFY(win.feedback().contains("You answered: e5"));
        QCOMPARE(win.w.board()->position().pieceOn(G8), BKing);
    }

    void reasonButtons_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("side");
        QTest::addColumn<QString>("right");
        QTest::addColumn<QString>("wrong");
        QTest::addColumn<int>("marked"); // a square the explanation highlights
        const int h = int(CastleSide::HSide), a = int(CastleSide::ASide);
        QTest::newRow("right lost") << "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1" << h << "lost"
                                    << "blocked" << int(NoSquare);
        QTest::newRow("in check") << "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1" << h << "in-check"
                                  << "passes" << int(E4);
        QTest::newRow("passes") << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1" << h << "passes"
                                << "lands" << int(F1);
        QTest::newRow("lands") << "4k3/8/8/8/6r1/8/8/R3K2R w KQ - 0 1" << h << "lands"
                               << "passes" << int(G1);
        QTest::newRow("lands, rook lifted") << "4k3/8/8/8/8/8/8/qRK5 w B - 0 1" << a << "lands"
                                            << "in-check" << int(A1);
        QTest::newRow("blocked") << "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1" << h << "blocked"
                                 << "lost" << int(F1);
    }
    void reasonButtons() {
        QFETCH(QString, fen);
        QFETCH(int, side);
        QFETCH(QString, right);
        QFETCH(QString, wrong);
        QFETCH(int, marked);
        const PracticeQuestion q = inPlay(fen.toLatin1().constData(), CastleSide(side));
        Window win;
        win.w.ask(q);
        QVERIFY(win.w.findChild<QPushButton*>("reason-" + right)->isVisible());
        win.press(("reason-" + right).toLatin1().constData());
        QVERIFY(win.w.lastGrade().correct);
        const CastleExplanation& e = *win.w.overlay()->marks();
        if (marked != NoSquare)
            QVERIFY((e.blockers | e.attacked | e.attackers) & bb(Square(marked)));
        QCOMPARE(win.w.stats().byAnswer[int(q.expected().front())], (PracticeStats::Tally{1, 0}));

        win.w.ask(q);
        win.press(("reason-" + wrong).toLatin1().constData());
        QVERIFY(!win.w.lastGrade().correct);
        QVERIFY(win.feedback().contains("The answer: <b>not possible: "));
        QVERIFY(!win.w.findChild<QWidget*>("reason-" + right)->isEnabled() ||
                !win.w.findChild<QWidget*>("reason-" + right)->parentWidget()->isEnabled());
    }

    void legalCastleInPlay() {
        const PracticeQuestion q =
            inPlay("r3k2r/ppp2ppp/2n5/3pp3/8/5N2/PPPP1PPP/R3K2R w KQkq - 0 6", CastleSide::HSide);
        Window win;
        win.w.ask(q);
        win.press("reason-passes");
        QVERIFY(!win.w.lastGrade().correct);
        QCOMPARE(win.w.board()->position().pieceOn(G1), WKing); // the castle is shown
        win.w.ask(q);
        win.drag(E1, H1);
        QVERIFY(win.w.lastGrade().correct);
        QCOMPARE(win.w.stats().streak, 1);
    }

    // Drill 2: a castling gesture answers "castle" even when the castle is illegal. Until the
    // answer nothing on the board tells: no reason in the status text, no preview, no piece
    // sent back; then the grade explains the real reason on the board.
    void drill2CastleGestureAnswersCastle_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("side");
        QTest::addColumn<QString>("gesture");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("reason");
        QTest::addColumn<int>("marked");
        const int h = int(CastleSide::HSide), a = int(CastleSide::ASide);
        QTest::newRow("in check, king to target")
            << "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1" << h << "drag" << int(E1) << int(G1)
            << int(CastleAnswer::KingInCheck) << int(E4);
        QTest::newRow("passes, king onto rook")
            << "4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1" << h << "drag" << int(E1) << int(H1)
            << int(CastleAnswer::PassesAttacked) << int(F1);
        QTest::newRow("lands, king then rook")
            << "4k3/8/8/8/6r1/8/8/R3K2R w KQ - 0 1" << h << "clicks" << int(E1) << int(H1)
            << int(CastleAnswer::LandsOnAttacked) << int(G1);
        QTest::newRow("lands, rook-move-only, king onto rook")
            << "4k3/8/8/8/8/8/8/qRK5 w B - 0 1" << a << "drag" << int(C1) << int(B1)
            << int(CastleAnswer::LandsOnAttacked) << int(C1);
        QTest::newRow("blocked, king to target")
            << "4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1" << h << "drag" << int(E1) << int(G1)
            << int(CastleAnswer::PathBlocked) << int(F1);
        QTest::newRow("right lost, king onto the old rook")
            << "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1" << h << "drag" << int(E1) << int(H1)
            << int(CastleAnswer::RightLost) << int(NoSquare);
    }
    void drill2CastleGestureAnswersCastle() {
        QFETCH(QString, fen);
        QFETCH(int, side);
        QFETCH(QString, gesture);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, reason);
        QFETCH(int, marked);
        const PracticeQuestion q = inPlay(fen.toLatin1().constData(), CastleSide(side));
        QStringList said; // outlives the window, which may still speak while it closes
        Window win;
        win.w.board()->setAnimationDuration(10000); // a piece sent back would slide
        win.w.ask(q);
        connect(win.w.board(), &ui::BoardWidget::statusChanged,
                [&said](const QString& text) { said << text; });
        QWidget* board = win.w.board();
        if (gesture == "drag") {
            QTest::mousePress(board, Qt::LeftButton, {}, win.at(Square(from)));
            QTest::mouseMove(board, win.at(Square(from)) + QPoint(10, 0));
            QTest::mouseMove(board, win.at(Square(to)));
        } else {
            win.click(Square(from));
            QTest::mouseMove(board, win.at(Square(to)));
        }
        QVERIFY(!win.w.answered());
        QVERIFY(win.w.board()->previewedCastles().empty());
        QVERIFY(win.w.board()->statusText().isEmpty());
        if (gesture == "drag")
            QTest::mouseRelease(board, Qt::LeftButton, {}, win.at(Square(to)));
        else
            win.click(Square(to));
        for (const QString& text : said) QVERIFY2(text.isEmpty(), qPrintable(text));
        QVERIFY(win.w.board()->slidingPieces().empty());

        QVERIFY(win.w.answered());
        QVERIFY(!win.w.lastGrade().correct);
        QCOMPARE(win.w.lastGrade().given, std::string("castle"));
        QVERIFY2(win.feedback().contains("You answered: castle."), qPrintable(win.feedback()));
        QVERIFY(win.feedback().contains(
            "not possible: " + QString::fromUtf8(castleAnswerText(CastleAnswer(reason)).data())));
        QVERIFY(win.w.board()->position().samePosition(q.position));
        QVERIFY(win.w.overlay()->isVisible());
        const CastleExplanation& e = *win.w.overlay()->marks();
        if (marked != NoSquare)
            QVERIFY((e.blockers | e.attacked | e.attackers) & bb(Square(marked)));
        QCOMPARE(win.w.stats().byAnswer[reason], (PracticeStats::Tally{0, 1}));
    }

    // Drill 2 keeps the board from telling: castling gestures are attempts and the legal-move
    // dots (which would show the attacked squares next to the king) are off. Drill 1, where
    // every castle asked about is legal, plays as the main board does.
    void boardModePerDrill() {
        Window win;
        win.w.ask(PracticeGenerator::startPositionQuestion(518, White, CastleSide::HSide));
        QVERIFY(!win.w.board()->reportsCastleAttempts());
        QVERIFY(win.w.board()->showsLegalMoves());
        win.w.ask(inPlay("4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1", CastleSide::HSide));
        QVERIFY(win.w.board()->reportsCastleAttempts());
        QVERIFY(!win.w.board()->showsLegalMoves());
        win.drag(E1, A1); // the other castle, legal: wrong
        QVERIFY(win.w.answered());
        QVERIFY(!win.w.lastGrade().correct);
        QVERIFY(win.feedback().contains("(the other castle)"));
    }

    // Drill 2: the king does not glow in check before the answer ("king in check" is one of
    // the answers), and ordinary moves answer nothing: the king dropped next to itself goes
    // back whether or not the square is attacked, and other pieces stay put.
    void drill2BoardGivesNothingAway() {
        const PracticeQuestion q =
            inPlay("4k3/8/8/8/4r3/8/3P4/R3K2R w KQ - 0 1", CastleSide::HSide);
        Window win;
        win.w.ask(q);
        QVERIFY(!win.w.board()->showsCheck());
        win.drag(E1, D1); // legal
        win.drag(E1, E2); // into the rook's file: illegal
        win.drag(D2, D3); // a pawn cannot even be picked up
        win.click(E1);
        win.click(F1);
        QVERIFY(!win.w.answered());
        QVERIFY(win.w.board()->position().samePosition(q.position));
        QVERIFY(!win.w.board()->showsCheck());
        win.press("reason-in-check");
        QVERIFY(win.w.answered());
        QVERIFY(win.w.lastGrade().correct);
        QVERIFY(win.w.board()->showsCheck()); // the explanation shows it now
        // Drill 1 glows as a game does.
        win.w.ask(PracticeGenerator::startPositionQuestion(518, White, CastleSide::HSide));
        QVERIFY(win.w.board()->showsCheck());
    }

    void drillSwitchAndPractiseHere() {
        Window win;
        win.w.setDrill(DrillKind::InPlay);
        QCOMPARE(win.w.question().kind, DrillKind::InPlay);
        QVERIFY(win.w.findChild<QPushButton*>("reason-lost")->isVisible());
        QCOMPARE(win.w.findChild<QComboBox*>("drillBox")->currentIndex(), 1);
        win.w.practiseStartPosition(0);
        QCOMPARE(win.w.question().kind, DrillKind::StartPosition);
        QCOMPARE(win.w.question().startNumber, 0);
        QVERIFY(!win.w.findChild<QPushButton*>("reason-lost")->isVisible());
        for (int i = 0; i < 3; ++i) {
            win.w.answer(CastleAnswer::Castle);
            win.press("nextQuestion");
            QCOMPARE(win.w.question().startNumber, 0);
        }
        QCOMPARE(win.w.question().color, Black);
    }

    void statisticsKeptBetweenRuns() {
        {
            Window win;
            win.w.ask(PracticeGenerator::startPositionQuestion(518, White, CastleSide::HSide));
            win.drag(E1, H1);
            win.w.ask(PracticeGenerator::startPositionQuestion(518, White, CastleSide::HSide));
            win.drag(E1, A1);
            QCOMPARE(win.w.stats().answered(), 2);
        }
        Window again;
        QCOMPARE(again.w.stats().answered(), 2);
        QCOMPARE(again.w.stats().bestStreak, 1);
        QVERIFY(again.w.findChild<QLabel*>("score")->text().startsWith(
            "Score 1/2 · streak 0 (best 1)"));
        again.press("resetStats");
        QCOMPARE(again.w.stats().answered(), 0);
        Window third;
        QCOMPARE(third.w.stats().answered(), 0);
    }
};

QTEST_MAIN(TestPracticeWindow)
#include "tst_practicewindow.moc"
