// My games in the window (MainWindow, LibraryFeature, the database view GamePickerDialog over
// LibraryDatabase, LibraryRecorder): a finished game is kept when the next one starts, the list
// sorts and filters, a game opens on the board and goes on in its own file, delete asks first,
// the games listed export as one PGN file, the board's position is searched for, and the
// resume question names the game.
#include "board/boardwidget.h"
#include "database/databaseactions.h"
#include "database/explorerpanel.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "document/gamedocument.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "i18n/castlewording.h"
#include "library/gamelibrary.h"
#include "library/librarydatabase.h"
#include "library/libraryfeature.h"
#include "mainwindow.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

void clearLibrary() {
    QDir(GameLibrary::defaultFolder()).removeRecursively();
    removeAutosave();
}

// Game > My games..., once its list is up to date.
GamePickerDialog* openList(MainWindow& w) {
    auto* feature = windowutil::feature<chess960::ui::LibraryFeature>(w);
    GamePickerDialog* d = feature->openLibrary();
    if (!QTest::qWaitFor([&] { return feature->database()->state() == GameIndex::State::Ready; },
                         20000))
        qWarning("My games was not brought up to date");
    QCoreApplication::processEvents();
    return d;
}

// The rows as the view shows them, one column's text each.
QStringList column(const GamePickerDialog* d, int c) {
    QStringList out;
    const auto* model = d->table()->model();
    for (int r = 0; r < model->rowCount(); ++r) out << model->index(r, c).data().toString();
    return out;
}

void selectRows(GamePickerDialog* d, std::initializer_list<int> rows) {
    d->table()->clearSelection();
    for (int r : rows)
        d->table()->selectionModel()->select(d->table()->model()->index(r, 0),
                                             QItemSelectionModel::Select |
                                                 QItemSelectionModel::Rows);
}

void filter(GamePickerDialog* d, const QString& text) {
    d->findChild<QLineEdit*>(QStringLiteral("gameFilter"))->setText(text);
}

} // namespace

class TestLibraryWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_library_window"); }
    void init() { clearLibrary(); }

    void finishedGameIsKeptWhenTheNextStarts() {
        MainWindow w;
        w.show();
        w.session()->newGame(518);
        playSans(w.session(), {"f3", "e5", "g4", "Qh4#"});
        QVERIFY(w.session()->game().isOver());
        const QString kept = w.document()->libraryFileName();
        QVERIFY(!kept.isEmpty());
        // A finished game is replaced without a question - and without being lost.
        w.session()->newGame(100);
        GamePickerDialog* d = openList(w);
        QCOMPARE(d->objectName(), QStringLiteral("libraryList"));
        // A tab of the Databases panel, named after My games.
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("databaseTabs"));
        QCOMPARE(tabs->tabText(tabs->indexOf(d)), QStringLiteral("My games"));
        QCOMPARE(d->table()->model()->rowCount(), 1);
        QCOMPARE(column(d, GameListModel::Result).front(), QStringLiteral("0-1"));
        QCOMPARE(column(d, GameListModel::Termination).front(),
                 CastleWording::terminationText(Termination::Checkmate));
        QCOMPARE(column(d, GameListModel::Start).front(), QStringLiteral("SP 518"));
        QCOMPARE(column(d, GameListModel::Moves).front(), QStringLiteral("2"));
        QCOMPARE(column(d, GameListModel::Opening).front(), QStringLiteral("1. f3 e5 2. g4 Qh4#"));
        QCOMPARE(column(d, GameListModel::White).front(), QStringLiteral("White"));
        // A game played now appears in the open list as it goes, unfinished.
        playSans(w.session(), {"e4"});
        QTRY_COMPARE(d->table()->model()->rowCount(), 2);
        QCOMPARE(column(d, GameListModel::Number), (QStringList{"2", "1"})); // newest first
        QCOMPARE(column(d, GameListModel::Result).front(), QStringLiteral("unfinished"));
    }

    // The opening explorer of the window counts the games of My games, whose index it is
    // handed by My games' feature (the one owner of that index).
    void theExplorerCountsMyGames() {
        MainWindow w;
        w.show();
        w.session()->newGame(300);
        playSans(w.session(), {"e4", "e5"});
        w.session()->newGame(300);
        playSans(w.session(), {"d4"});
        w.session()->newGame(300);
        auto* explorer = w.findChild<ExplorerPanel*>();
        QVERIFY(explorer);
        QSignalSpy searched(explorer, &ExplorerPanel::searched);
        w.session()->setAnalysis(true);
        QTRY_VERIFY_WITH_TIMEOUT(!searched.isEmpty(), 20000);
        // The two games played (the one on the board has no move yet and is not kept).
        QTRY_VERIFY2_WITH_TIMEOUT(explorer->summary().contains("Reached in 2 of the games"),
                                  qPrintable(explorer->summary()), 20000);
    }

    void openingAGameGoesOnInItsFile() {
        MainWindow w;
        w.show();
        w.session()->newGame(200);
        playSans(w.session(), {"e4", "e5"});
        const QString first = w.document()->libraryFileName();
        w.document()->setModified(false); // no replace question in the way
        w.session()->newGame(201);
        playSans(w.session(), {"d4"});
        w.document()->setModified(false);
        GamePickerDialog* d = openList(w);
        // Newest first: the SP 200 game is the second row.
        QCOMPARE(column(d, GameListModel::Start), (QStringList{"SP 201", "SP 200"}));
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QSignalSpy opened(d, &GamePickerDialog::openRequested);
        const QPoint row1 = d->table()->visualRect(d->table()->model()->index(1, 0)).center();
        QTest::mouseClick(d->table()->viewport(), Qt::LeftButton, {}, row1);
        QTest::mouseDClick(d->table()->viewport(), Qt::LeftButton, {}, row1);
        QCOMPARE(opened.size(), 1);
        QVERIFY(d->isVisible()); // the list stays for the next game
        QCOMPARE(w.session()->game().startNumber(), 200);
        QCOMPARE(w.session()->game().plyCount(), 2);
        QCOMPARE(w.document()->libraryFileName(), first);
        playSans(w.session(), {"Nf3"});
        QCOMPARE(GameLibrary().read(first)->plyCount(), 3);
        QCOMPARE(int(GameLibrary().files().size()), 2); // no copy was made
    }

    void sortsAndFilters() {
        GameLibrary library;
        const QDateTime now = QDateTime::currentDateTime();
        auto add = [&](int sp, const char* white, const char* black, QDateTime when,
                       std::initializer_list<const char*> sans, bool resignWhite = false) {
            auto g = Game::fromStartNumber(sp);
            g->setTag("White", white);
            g->setTag("Black", black);
            for (const char* s : sans) QVERIFY(g->playSan(s));
            if (resignWhite) g->resign(White);
            QVERIFY(library.write(library.newFileName(when), *g));
        };
        add(10, "Ann", "Bob", now.addDays(-40), {"e4", "e5", "d4"});
        add(11, "Player", "Computer (level 3)", now.addDays(-3), {"d4"}, true);
        add(10, "Carl", "Ann", now, {"e4", "e5"});
        MainWindow w;
        GamePickerDialog* d = openList(w);
        QCOMPARE(d->table()->model()->rowCount(), 3);
        // Every result shown ("unfinished" the widest) fits its column.
        for (const QString& text : column(d, GameListModel::Result))
            QVERIFY2(d->table()->fontMetrics().horizontalAdvance(text) + 8 <=
                         d->table()->columnWidth(GameListModel::Result),
                     qPrintable(text));

        filter(d, QStringLiteral("ann"));
        QCOMPARE(column(d, GameListModel::Start), (QStringList{"SP 10", "SP 10"}));
        filter(d, QStringLiteral("sp 11"));
        QCOMPARE(column(d, GameListModel::White), (QStringList{"Player"}));
        filter(d, QString());
        auto* result = d->findChild<QComboBox*>(QStringLiteral("resultFilter"));
        result->setCurrentIndex(2); // Black won
        QCOMPARE(column(d, GameListModel::Start), (QStringList{"SP 11"}));
        result->setCurrentIndex(4); // Unfinished
        QCOMPARE(d->table()->model()->rowCount(), 2);
        result->setCurrentIndex(0);
        // Played in the last 7 days.
        filter(d,
               QStringLiteral("date>=") + now.addDays(-7).toString(QStringLiteral("yyyy.MM.dd")));
        QCOMPARE(column(d, GameListModel::White), (QStringList{"Carl", "Player"}));
        filter(d, QString());
        // A column widened by the player keeps its width when the list is read again.
        d->table()->setColumnWidth(GameListModel::White, 333);
        filter(d, QStringLiteral("e4"));
        filter(d, QString());
        QCOMPARE(d->table()->columnWidth(GameListModel::White), 333);
        // Sorted by moves, as numbers.
        d->table()->sortByColumn(GameListModel::Moves, Qt::DescendingOrder);
        QCOMPARE(column(d, GameListModel::White), (QStringList{"Ann", "Carl", "Player"}));
        // The names are found by the words shown (English here).
        filter(d, QStringLiteral("computer"));
        QCOMPARE(column(d, GameListModel::Black), (QStringList{"Computer (level 3)"}));
    }

    // A filter shows its first match: the list does not stay scrolled to where it was.
    void filterShowsItsFirstMatch() {
        GameLibrary library;
        const QDateTime now = QDateTime::currentDateTime();
        for (int i = 0; i < 80; ++i) {
            auto g = Game::fromStartNumber(i);
            g->setTag("White", i < 60 ? "Zoe" : "Ann");
            QVERIFY(g->playSan("e4") || g->playSan("d4") || g->playSan("c4") || g->playSan("b4") ||
                    g->playSan("a4"));
            QVERIFY(library.write(library.newFileName(now.addSecs(-i)), *g));
        }
        MainWindow w;
        w.resize(1000, 800);
        w.show();
        GamePickerDialog* d = openList(w);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(d->isVisible());
        d->table()->scrollToBottom();
        filter(d, QStringLiteral("zoe"));
        QCOMPARE(d->table()->model()->rowCount(), 60);
        const QRect first = d->table()->visualRect(d->table()->model()->index(0, 0));
        QVERIFY2(d->table()->viewport()->rect().intersects(first), "first match out of view");
    }

    void deleteAsksFirst() {
        GameLibrary library;
        for (int sp : {1, 2}) {
            auto g = Game::fromStartNumber(sp);
            QVERIFY(g->playSan("e4"));
            QVERIFY(library.write(library.newFileName(), *g));
        }
        MainWindow w;
        GamePickerDialog* d = openList(w);
        auto* deleteButton = d->findChild<QPushButton*>(QStringLiteral("deleteGames"));
        d->table()->clearSelection();
        QVERIFY(!deleteButton->isEnabled()); // nothing selected
        selectRows(d, {0});
        QVERIFY(deleteButton->isEnabled());
        {
            windowutil::Answer no("confirmDelete", QMessageBox::Cancel);
            deleteButton->click();
            QVERIFY(no.asked());
            QVERIFY2(no.text().contains(QStringLiteral("My games")), qPrintable(no.text()));
        }
        QCOMPARE(int(library.files().size()), 2);
        // Every game may go: My games may be emptied.
        selectRows(d, {0, 1});
        {
            windowutil::Answer yes("confirmDelete", QMessageBox::Yes);
            deleteButton->click();
            QVERIFY(yes.asked());
        }
        QCOMPARE(int(library.files().size()), 0);
        QTRY_COMPARE(d->table()->model()->rowCount(), 0);
    }

    void exportsTheGamesListedAsOnePgnFile() {
        GameLibrary library;
        const QDateTime now = QDateTime::currentDateTime();
        for (int sp : {5, 6, 7}) {
            auto g = Game::fromStartNumber(sp);
            QVERIFY(g->playSan("e4"));
            QVERIFY(library.write(library.newFileName(now.addSecs(sp)), *g));
        }
        MainWindow w;
        GamePickerDialog* d = openList(w);
        filter(d, QStringLiteral("sp 6"));
        QTemporaryDir dir;
        QString error;
        QCOMPARE(DatabaseActions::of(d)->exportListed(dir.filePath("six.pgn"), &error), 1);
        filter(d, QString());
        const QString path = dir.filePath("mine.pgn");
        QCOMPARE(DatabaseActions::of(d)->exportListed(path, &error), 3);
        const auto records = readPgnFileContents(path, &error).records;
        QCOMPARE(int(records.size()), 3);
        QList<int> sps;
        for (const auto& r : records) sps << r.game->startNumber();
        QCOMPARE(sps, (QList<int>{5, 6, 7})); // in the order played
        // A folder that does not exist is an error with its reason, never a silent failure.
        QCOMPARE(DatabaseActions::of(d)->exportListed(dir.filePath("no/such/folder/x.pgn"), &error),
                 -1);
        QVERIFY(!error.isEmpty());
    }

    // The position on the board is searched for in My games, as in any file of games.
    void searchesMyGamesForTheBoardsPosition() {
        GameLibrary library;
        const QDateTime now = QDateTime::currentDateTime();
        const std::vector<std::vector<const char*>> lines = {
            {"e4", "e5", "Nf3"}, {"d4", "d5"}, {"Nf3", "e5", "e4"}};
        for (size_t i = 0; i < lines.size(); ++i) {
            auto g = Game::fromStartNumber(518);
            for (const char* san : lines[i]) QVERIFY(g->playSan(san));
            QVERIFY(library.write(library.newFileName(now.addSecs(int(i) - 60)), *g));
        }
        MainWindow w;
        w.session()->newGame(518);
        playSans(w.session(), {"e4", "e5", "Nf3"});
        GamePickerDialog* d = openList(w);
        QCOMPARE(d->table()->model()->rowCount(), 4); // and the game on the board
        QSignalSpy searched(d, &GamePickerDialog::positionSearched);
        auto* position = d->findChild<QComboBox*>(QStringLiteral("positionSearch"));
        QVERIFY(position && position->isEnabled());
        d->searchPosition(PositionMatch::Exact);
        QVERIFY(searched.wait(20000));
        QCOMPARE(column(d, GameListModel::Opening),
                 (QStringList{"1. e4 e5 2. Nf3", "1. Nf3 e5 2. e4", "1. e4 e5 2. Nf3"}));
    }

    void resumeQuestionNamesTheGameAndGoesOnInItsFile() {
        QString kept;
        {
            MainWindow w;
            w.session()->newGame(321);
            playSans(w.session(), {"e4", "e5", "d4"});
            kept = w.document()->libraryFileName();
        }
        MainWindow w;
        QVERIFY(w.document()->unfinished().has_value());
        const QString question = w.files()->unfinishedGameQuestion();
        QVERIFY2(question.contains(QStringLiteral("SP 321")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("2 moves")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("White - Black")), qPrintable(question));
        w.document()->resumeUnfinished();
        QCOMPARE(w.document()->libraryFileName(), kept);
        playSans(w.session(), {"exd4"});
        const QStringList list = GameLibrary().files();
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(GameLibrary().read(list[0])->plyCount(), 4);
    }
};

QTEST_MAIN(TestLibraryWindow)
#include "tst_library_window.moc"
