// The engine panel: the line the computer expects, in SAN with move numbers counted from the
// position the search started from, and its texts following a language switch.
#include "a11y/moveentry.h"
#include "engines/engineworker.h"
#include "files/gamefiles.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "gametable.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace chess960;
using namespace chess960::ui;

namespace {

QString labelText(const EnginePanel& panel, const char* name) {
    auto* label = panel.findChild<QLabel*>(QString::fromLatin1(name));
    if (!label) qFatal("no label %s", name);
    return label->text();
}

// The last progress of a real search, shown on the panel.
EngineProgress searchInto(EnginePanel& panel, const Position& pos) {
    EngineWorker worker;
    QObject::connect(&worker, &EngineWorker::progress, &panel, &EnginePanel::showProgress);
    QSignalSpy infos(&worker, &EngineWorker::progress);
    QSignalSpy done(&worker, &EngineWorker::moveFound);
    engine::Limits limits;
    limits.depth = 5;
    worker.think(pos, {}, limits);
    if (!done.wait(20000)) qFatal("no move");
    if (infos.isEmpty()) qFatal("no progress");
    return infos.last().at(0).value<EngineProgress>();
}

// Checks that `line` is "N. w b N+1. w ..." or "N... b N+1. w ..." and replays from pos.
void checkNumberedLine(const QString& line, const Position& pos) {
    const QStringList words = line.split(' ', Qt::SkipEmptyParts);
    QVERIFY(words.size() >= 2);
    Position p = pos;
    int number = pos.fullmoveNumber();
    bool first = true;
    for (qsizetype i = 0; i < words.size();) {
        if (p.sideToMove() == White) {
            QCOMPARE(words[i], QString("%1.").arg(number));
            ++i;
        } else if (first) {
            QCOMPARE(words[i], QString("%1...").arg(number));
            ++i;
        }
        QVERIFY(i < words.size());
        auto m = moveFromSan(p, words[i].toStdString());
        QVERIFY2(m.ok(), qPrintable(words[i]));
        if (p.sideToMove() == Black) ++number;
        p = p.after(*m);
        ++i;
        first = false;
    }
}

// Stands in for a translation: every EnginePanel text gets a marker, so a test sees whether
// the panel asked for its texts again.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QLatin1String(context) != QLatin1String("chess960::ui::EnginePanel")) return {};
        return QStringLiteral("[x] ") + QString::fromUtf8(source);
    }
};

} // namespace

class TestEnginePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowutil::useTestLocations("tst_enginepanel"); }

    void lineIsNumberedFromWhiteToMove() {
        EnginePanel panel;
        auto pos = Position::fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 12");
        QVERIFY(pos.ok());
        const EngineProgress last = searchInto(panel, *pos);
        const QString line = labelText(panel, "engineLine");
        QVERIFY2(line.startsWith("12. "), qPrintable(line));
        checkNumberedLine(line, *pos);
        QStringList sans = line.split(' ');
        sans.removeIf([](const QString& w) { return w.endsWith('.'); });
        QCOMPARE(sans, last.pv); // the same line the search reported, numbered
        QVERIFY(labelText(panel, "engineScore").contains(QString::number(last.depth)));
    }

    void lineStartsWithEllipsisWhenBlackIsToMove() {
        EnginePanel panel;
        auto pos =
            Position::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12");
        QVERIFY(pos.ok());
        searchInto(panel, *pos);
        const QString line = labelText(panel, "engineLine");
        QVERIFY2(line.startsWith("12... "), qPrintable(line));
        QVERIFY2(line.contains(" 13. "), qPrintable(line));
        checkNumberedLine(line, *pos);
    }

    void lineStaysWithTheSearchResultUntilSomethingElseIsSaid() {
        EnginePanel panel;
        EngineProgress p;
        p.depth = 3;
        p.line = QStringLiteral("1. e4 e5 2. Nf3");
        panel.showProgress(p);
        panel.showMessage(QStringLiteral("Hint: e4"), QStringLiteral("+0.3"), true);
        QCOMPARE(labelText(panel, "engineLine"), p.line); // the line the hint came from
        QCOMPARE(labelText(panel, "engineHeadline"), QString("Hint: e4"));
        panel.showMessage(QStringLiteral("Two players on one board"));
        QVERIFY(labelText(panel, "engineLine").isEmpty());
    }

    void textsFollowALanguageSwitch() {
        EnginePanel panel;
        panel.setThinking(true, QStringLiteral("The computer"));
        EngineProgress p;
        p.depth = 7;
        p.reading = review::readScore(30, White);
        panel.showProgress(p);
        QVERIFY(!labelText(panel, "engineScore").startsWith("[x]"));
        QVERIFY(!labelText(panel, "engineHeadline").startsWith("[x]"));
        MarkingTranslator marker;
        QCoreApplication::installTranslator(&marker); // sends QEvent::LanguageChange
        QCoreApplication::processEvents();
        QVERIFY2(labelText(panel, "engineScore").startsWith("[x]"),
                 qPrintable(labelText(panel, "engineScore")));
        QVERIFY(labelText(panel, "engineScore").contains("7"));
        QVERIFY(labelText(panel, "engineHeadline").startsWith("[x]"));
        QCoreApplication::removeTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(!labelText(panel, "engineScore").startsWith("[x]"));
    }

    // Issue 11: a long line while the computer thinks (or after a hint) must not push the
    // move list and the move box about: the panel keeps its height and shows as much of the
    // line as fits, the whole of it in the tooltip.
    void longLineLeavesTheLayoutAlone() {
        removeAutosave();
        GameTable w;
        w.keys(); // the move box, under the move list
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        QVERIFY(w.enginePanel()->isVisible());
        w.session()->newGame(518);
        QCoreApplication::processEvents();
        auto* list = w.findChild<MoveTreeView*>();
        QVERIFY(list);
        const QRect listBefore = list->geometry();
        const QRect boxBefore = w.moveEntry()->geometry();
        const QRect panelBefore = w.enginePanel()->geometry();

        EnginePanel* panel = w.enginePanel();
        panel->setThinking(true, QStringLiteral("The computer (level 3)"));
        EngineProgress p;
        p.depth = 14;
        p.reading = review::readScore(35, White);
        QStringList words;
        for (int n = 1; n <= 20; ++n)
            words << QString("%1.").arg(n) << "Nf3"
                  << "Nf6";
        p.line = words.join(' ');
        for (const QString& line : {QString("1. Nf3"), p.line}) {
            p.line = line;
            panel->showProgress(p);
            QCoreApplication::processEvents();
            QCOMPARE(list->geometry(), listBefore);
            QCOMPARE(w.moveEntry()->geometry(), boxBefore);
            QCOMPARE(panel->geometry(), panelBefore);
            auto* shown = panel->findChild<QLabel*>("engineLine");
            QVERIFY(shown->height() >= shown->heightForWidth(shown->width())); // nothing cut
        }
        QCOMPARE(panel->findChild<QLabel*>("engineLine")->toolTip(), p.line);
        const QString shown = labelText(*panel, "engineLine");
        QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() < p.line.size(), qPrintable(shown));
        QVERIFY(p.line.startsWith(shown.chopped(1)));
        // A hint keeps the line it came from; the layout stays as it is.
        panel->showMessage(QStringLiteral("Hint: Nf3"), QStringLiteral("+0.35"), true);
        QCoreApplication::processEvents();
        QCOMPARE(list->geometry(), listBefore);
        QCOMPARE(labelText(*panel, "engineLine"), shown);
    }

    void messageGivenAsWordsIsWordedAgain() {
        EnginePanel panel;
        panel.showMessage(
            [] { return QCoreApplication::translate("chess960::ui::EnginePanel", "Two players"); });
        QCOMPARE(labelText(panel, "engineHeadline"), QString("Two players"));
        MarkingTranslator marker;
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::processEvents();
        QCOMPARE(labelText(panel, "engineHeadline"), QString("[x] Two players"));
        QCoreApplication::removeTranslator(&marker);
        QCoreApplication::processEvents();
        panel.showMessage(QStringLiteral("Said once"));
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::processEvents();
        QCOMPARE(labelText(panel, "engineHeadline"), QString("Said once"));
        QCoreApplication::removeTranslator(&marker);
    }
};

QTEST_MAIN(TestEnginePanel)
#include "tst_enginepanel.moc"
