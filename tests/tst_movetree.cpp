// The move list as a tree (MoveTreeView, stepInTree): variations shown after the move they
// replace, numbers where a reader needs them, glyphs, comments, clocks and evaluations, the
// current node highlighted; clicks and keys ask for a node; the context menu asks for edits.
#include "movelist/movetreeview.h"
#include "movelist/nagwords.h"
#include "movelist/treewalk.h"

#include "chess960/movegen.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"

#include <QFontInfo>
#include <QFontMetrics>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>

#include <QTextLayout>
#include <QTimer>
#include <random>

using namespace chess960;
using namespace chess960::ui;

namespace {

NodeId add(Game& g, const char* text) {
    auto m = moveFromSan(g.position(), text);
    if (!m) qFatal("cannot read %s", text);
    return g.addMove(*m);
}

// 1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) (1... e6) 2. Nf3
struct Sample {
    Game g;
    NodeId e4, e5, c5, nf3b, nc3, nc6, d6, e6, nf3;
    Sample() {
        e4 = add(g, "e4");
        e5 = add(g, "e5");
        nf3 = add(g, "Nf3");
        g.goTo(e4);
        c5 = add(g, "c5");
        nf3b = add(g, "Nf3");
        d6 = add(g, "d6");
        g.goTo(c5);
        nc3 = add(g, "Nc3");
        nc6 = add(g, "Nc6");
        g.goTo(e4);
        e6 = add(g, "e6");
        g.goTo(nf3);
    }
};

// Where the move of node n is drawn in the view; (-1, -1) when it is not shown.
QPoint pointOf(const MoveTreeView& view, NodeId n) {
    for (int y = 2; y < view.viewport()->height(); y += 3)
        for (int x = 2; x < view.viewport()->width(); x += 3)
            if (view.nodeAt({x, y}) == n) return {x, y};
    return {-1, -1};
}

} // namespace

class TestMoveTree : public QObject {
    Q_OBJECT
private slots:
    // The glyphs of the Informant tradition that players meet in files (counterplay, the
    // initiative, development, zugzwang, time trouble, ...) are symbols, not "$n"; every glyph
    // shown, and every one the menu offers, is drawn by the font a plain Debian desktop has.
    // One number format on a screen: the move list writes evaluations as the engine lines and
    // the review do, in the language's own format ("+0,31" in German).
    void evaluationsInTheLanguagesFormat() {
        const Game g = *readPgnGame("1. e4 { [%eval 0.31] } e5 { [%eval -1.5] } *");
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        MoveTreeView view;
        view.setGame(g, g.cursor());
        const QString text = view.toPlainText();
        QLocale::setDefault(QLocale::c());
        QVERIFY2(text.contains("+0,31") && text.contains("-1,50"), qPrintable(text));
        view.setGame(g, g.cursor());
        QVERIFY(view.toPlainText().contains("+0.31"));
    }

    void glyphsAreSymbolsTheFontHas() {
        for (int nag : {7, 14, 15, 22, 32, 36, 40, 44, 132, 138})
            QVERIFY2(!nagShown(nag).contains('$'), qPrintable(QString::number(nag)));
        const QFont dejaVu(QStringLiteral("DejaVu Sans"));
        if (QFontInfo(dejaVu).family() != QLatin1String("DejaVu Sans"))
            QSKIP("DejaVu Sans is not installed");
        const QFontMetrics metrics(dejaVu);
        std::vector<int> all = MoveTreeView::offeredNags();
        for (int nag = 0; nag <= 146; ++nag) all.push_back(nag);
        for (int nag : all)
            for (const char32_t c : nagShown(nag).toUcs4())
                QVERIFY2(metrics.inFontUcs4(c),
                         qPrintable(
                             QStringLiteral("$%1: U+%2").arg(nag).arg(uint(c), 4, 16, QChar('0'))));
    }

    void everyStandardNagIsASymbolOrWords() {
        // The PGN standard's NAGs 1 to 139: none is shown as "$n"; 0 (no annotation) is
        // shown as nothing.
        QVERIFY(nagGlyph(0).isEmpty() && nagWords(0).isEmpty());
        for (int nag = 1; nag <= 139; ++nag) {
            QVERIFY2(!nagWords(nag).isEmpty(), qPrintable(QString::number(nag)));
            QVERIFY2(!nagShown(nag).contains('$'), qPrintable(QString::number(nag)));
        }
        QCOMPARE(nagWords(24), QStringLiteral("White has a slight space advantage"));
        QCOMPARE(nagWords(131), QStringLiteral("Black has slight counterplay"));
        QCOMPARE(nagShown(2), QStringLiteral("?"));
        // Beyond the standard: the number, as written.
        QCOMPARE(nagShown(201), QStringLiteral("$201"));
        const Game g = *readPgnGame("1. e4 $24 e5 $0 $132 2. Nf3 $9 $87 *");
        MoveTreeView view;
        view.setGame(g, g.cursor());
        const QString text = view.toPlainText();
        QVERIFY2(!text.contains('$'), qPrintable(text));
        QVERIFY2(text.contains("e4 (White has a slight space advantage)"), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("e5⇆")), qPrintable(text));
        QVERIFY2(text.contains("Nf3 (worst move; Black has poor knight placement)"),
                 qPrintable(text));
    }

    void stepsThroughTheTree() {
        Sample s;
        QCOMPARE(stepInTree(s.g, s.e5, TreeStep::Back), s.e4);
        QCOMPARE(stepInTree(s.g, s.e4, TreeStep::Forward), s.e5);
        QCOMPARE(stepInTree(s.g, s.e5, TreeStep::NextSibling), s.c5);
        QCOMPARE(stepInTree(s.g, s.c5, TreeStep::NextSibling), s.e6);
        QCOMPARE(stepInTree(s.g, s.e6, TreeStep::NextSibling), s.e6); // the last
        QCOMPARE(stepInTree(s.g, s.e6, TreeStep::PreviousSibling), s.c5);
        QCOMPARE(stepInTree(s.g, s.e5, TreeStep::PreviousSibling), s.e5);
        QCOMPARE(stepInTree(s.g, s.c5, TreeStep::End), s.d6);
        QCOMPARE(stepInTree(s.g, s.nc3, TreeStep::End), s.nc6);
        QCOMPARE(stepInTree(s.g, s.nc6, TreeStep::Start), Game::root());
        QCOMPARE(stepInTree(s.g, Game::root(), TreeStep::Back), Game::root());
        QCOMPARE(stepInTree(s.g, s.nf3, TreeStep::Forward), s.nf3);
        QCOMPARE(int(lineAfter(s.g, Game::root()).size()), 3);
    }

    void moveNumbersAndLabels() {
        const auto black = Position::fromFen("4k3/8/8/8/8/8/8/4K3 b - - 0 12");
        QVERIFY(black);
        QCOMPARE(moveNumberAt(*black, 0).mover, Black);
        QCOMPARE(moveNumberAt(*black, 0).number, 12);
        QCOMPARE(moveNumberAt(*black, 1).mover, White);
        QCOMPARE(moveNumberAt(*black, 1).number, 13);
        Sample s;
        QCOMPARE(MoveTreeView::moveLabel(s.g, s.e4), QStringLiteral("1. e4"));
        QCOMPARE(MoveTreeView::moveLabel(s.g, s.c5), QStringLiteral("1... c5"));
        QCOMPARE(MoveTreeView::moveLabel(s.g, s.nc3), QStringLiteral("2. Nc3"));
    }

    void showsVariationsWhereTheyBelong() {
        Sample s;
        s.g.setNags(s.c5, {5});
        s.g.setComment(s.e6, "French");
        s.g.setEval(s.e5, Evaluation{false, 25});
        s.g.setClock(s.e4, 299000);
        MoveTreeView view;
        view.setGame(s.g, s.nc3);
        const QString text = view.plainText().simplified();
        // The main line's first moves, then the variations of move 1 for Black as blocks, the
        // deeper one in parentheses, then the main line again with its number.
        QVERIFY2(text.startsWith(QStringLiteral("1. e4 0:04:59 e5 +0.25 1... c5!? 2. Nf3 ( 2. Nc3 "
                                                "Nc6 ) 2... d6 1... e6 French 2. Nf3")),
                 qPrintable(text));
        QVERIFY(view.toHtml().contains(QStringLiteral("background-color:#9cc3e6")));
        // The highlighted move is Nc3 (its anchor carries the highlight).
        const QString html = view.toHtml();
        const int at = html.indexOf(QStringLiteral("n:%1").arg(int(s.nc3)));
        QVERIFY(at > 0);
        QVERIFY(html.mid(at, 200).contains(QStringLiteral("9cc3e6")));
        // The whole move is highlighted, and nothing else; walking moves the highlight.
        const auto highlighted = [&view] {
            QString text;
            for (QTextBlock b = view.document()->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().background().color() == QColor(0x9c, 0xc3, 0xe6))
                        text += it.fragment().text();
            return text;
        };
        QCOMPARE(highlighted(), QStringLiteral("Nc3"));
        view.setGame(s.g, s.nf3b);
        QCOMPARE(highlighted(), QStringLiteral("Nf3"));
        view.setGame(s.g, s.c5);
        QCOMPARE(highlighted(), QStringLiteral("c5!?"));
    }

    void writesTheResultAtTheEnd() {
        Game g;
        for (const char* m : {"f3", "e5", "g4", "Qh4#"}) QVERIFY(g.playSan(m));
        MoveTreeView view;
        view.setGame(g, g.cursor());
        QVERIFY2(view.plainText().trimmed().endsWith(QStringLiteral("0-1 (checkmate)")),
                 qPrintable(view.plainText()));
    }

    // A castle is never broken at the end of a line ("O-" here, "O-O" on the next, issue
    // 69): its hyphens do not break; the line breaks between moves.
    void castlesDoNotBreakAcrossLines() {
        Game g = *Game::fromStartNumber(518);
        for (const char* san :
             {"d4", "d5", "Nc3", "Nc6", "Bf4", "Bf5", "Qd2", "Qd7", "O-O-O", "O-O-O"})
            QVERIFY(g.playSan(san));
        MoveTreeView view;
        view.setGame(g, g.cursor());
        const QString text = view.plainText();
        QVERIFY2(!text.contains(QStringLiteral("O-O")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("O\u2011O\u2011O")), qPrintable(text));
        // Narrow, it wraps between moves only: every castle stays on one line.
        view.resize(90, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QTextDocument* doc = view.document();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            const QTextLayout* layout = b.layout();
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const QString part = b.text().mid(line.textStart(), line.textLength()).trimmed();
                QVERIFY2(!part.endsWith(QChar(0x2011)) && !part.startsWith(QChar(0x2011)),
                         qPrintable(part));
            }
        }
    }

    // The list follows the game: the move just played at the end of a long game is in view
    // (issue 69: it stayed below the visible part).
    void aMoveJustPlayedIsInView() {
        Game g = *Game::fromStartNumber(518);
        MoveTreeView view;
        view.resize(260, 160);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto inView = [&view] {
            QTextCursor at(view.document());
            at.setPosition(view.document()->characterCount() - 1);
            const QRect r = view.cursorRect(at);
            return view.viewport()->rect().contains(r.center());
        };
        // A game of random legal moves (the same every run) 150 plies long, shown move by move.
        for (std::mt19937 rng(69); g.plyCount() < 150;) {
            if (g.isOver()) g = *Game::fromStartNumber(518);
            MoveList list;
            generateLegalMoves(g.position(), list);
            g.play(list[rng() % list.size()]);
            view.setGame(g, g.cursor());
            QCoreApplication::processEvents();
        }
        QCOMPARE(g.plyCount(), 150);
        QVERIFY2(inView(), qPrintable(QString::number(view.verticalScrollBar()->value())));
    }

    void clicksAndKeysAskForNodes() {
        Sample s;
        MoveTreeView view;
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setGame(s.g, s.e5);
        QSignalSpy asked(&view, &MoveTreeView::nodeActivated);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked[0][0].value<NodeId>(), s.c5);
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(asked.last()[0].value<NodeId>(), s.e4);
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(asked.last()[0].value<NodeId>(), s.nf3);
        // A click on a move: find where Nc6 is drawn and click there.
        emit view.anchorClicked(QUrl(QStringLiteral("n:%1").arg(int(s.nc6))));
        QCOMPARE(asked.last()[0].value<NodeId>(), s.nc6);
        const QPoint found = pointOf(view, s.e6);
        QVERIFY(found.x() >= 0);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, found);
        QCOMPARE(asked.last()[0].value<NodeId>(), s.e6);
    }

    void contextMenuAsksForEdits() {
        Sample s;
        MoveTreeView view;
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setGame(s.g, s.e5);
        const QPoint at = pointOf(view, s.c5);
        QVERIFY(at.x() >= 0);
        QSignalSpy edits(&view, &MoveTreeView::editRequested);
        auto choose = [&](const QString& text) {
            QTimer::singleShot(50, [text] {
                auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                QVERIFY(menu);
                for (QAction* a : menu->actions())
                    if (a->text() == text) {
                        QVERIFY(a->isEnabled());
                        a->trigger();
                        menu->close();
                        return;
                    }
                QFAIL(qPrintable(QStringLiteral("no action ") + text));
            });
            QContextMenuEvent event(QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at));
            QApplication::sendEvent(view.viewport(), &event);
        };
        choose(QStringLiteral("Make main line"));
        QCOMPARE(edits.size(), 1);
        QCOMPARE(edits[0][0].value<NodeId>(), s.c5);
        QCOMPARE(edits[0][1].value<MoveTreeView::Edit>(), MoveTreeView::Edit::MakeMainLine);
        choose(QStringLiteral("Delete from here"));
        QCOMPARE(edits.last()[1].value<MoveTreeView::Edit>(), MoveTreeView::Edit::DeleteFrom);
    }
};

QTEST_MAIN(TestMoveTree)
#include "tst_movetree.moc"
