// My games in the window (MainWindow, LibraryDialog, LibraryModel, LibraryFilter,
// LibraryRecorder): a finished game is kept when the next one starts, the list sorts and
// filters, a game opens on the board and goes on in its own file, delete asks first, a
// selection exports as one PGN file, and the resume question names the game.
#include "board/boardwidget.h"
#include "document/gamedocument.h"
#include "game/gamecontroller.h"
#include "game/gamefiles.h"
#include "library/gamelibrary.h"
#include "library/librarydialog.h"
#include "library/librarymodel.h"
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
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

// Clicks `button` of the (non-blocking) message box `name` that parent shows.
void answer(QWidget& parent, const char* name, QMessageBox::StandardButton button) {
    QMessageBox* box = nullptr;
    for (QMessageBox* b : parent.findChildren<QMessageBox*>(QString::fromLatin1(name)))
        if (b->isVisible()) box = b; // an answered one may wait for its deletion
    QVERIFY(box);
    box->button(button)->click();
}

void clearLibrary() {
    QDir(GameLibrary::defaultFolder()).removeRecursively();
    removeAutosave();
}

// The rows as the view shows them, one column's text each.
QStringList column(const LibraryDialog* d, int c) {
    QStringList out;
    const auto* model = d->view()->model();
    for (int r = 0; r < model->rowCount(); ++r) out << model->index(r, c).data().toString();
    return out;
}

void selectRows(LibraryDialog* d, std::initializer_list<int> rows) {
    d->view()->clearSelection();
    for (int r : rows)
        d->view()->selectionModel()->select(d->view()->model()->index(r, 0),
                                            QItemSelectionModel::Select |
                                                QItemSelectionModel::Rows);
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
        w.controller()->newGame(518);
        playSans(w.controller(), {"f3", "e5", "g4", "Qh4#"});
        QVERIFY(w.controller()->game().isOver());
        const QString kept = w.document()->libraryFileName();
        QVERIFY(!kept.isEmpty());
        // A finished game is replaced without a question - and without being lost.
        w.controller()->newGame(100);
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        QCOMPARE(d->view()->model()->rowCount(), 1);
        QCOMPARE(column(d, LibraryModel::Result).front(),
                 LibraryModel::resultText(GameLibrary().entries().front()));
        QVERIFY(column(d, LibraryModel::Result).front().startsWith(QStringLiteral("0-1")));
        QCOMPARE(column(d, LibraryModel::StartNumber).front(), QStringLiteral("518"));
        QCOMPARE(column(d, LibraryModel::Moves).front(), QStringLiteral("2"));
        QCOMPARE(column(d, LibraryModel::Opening).front(), QStringLiteral("1. f3 e5 2. g4 Qh4#"));
        // A game played now appears in the open list at once.
        playSans(w.controller(), {"e4"});
        QCOMPARE(d->view()->model()->rowCount(), 2);
    }

    void openingAGameGoesOnInItsFile() {
        MainWindow w;
        w.show();
        w.controller()->newGame(200);
        playSans(w.controller(), {"e4", "e5"});
        const QString first = w.document()->libraryFileName();
        w.document()->setModified(false); // no replace question in the way
        w.controller()->newGame(201);
        playSans(w.controller(), {"d4"});
        w.document()->setModified(false);
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        // Newest first: the SP 200 game is the second row.
        QCOMPARE(column(d, LibraryModel::StartNumber), (QStringList{"201", "200"}));
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QSignalSpy opened(d, &LibraryDialog::openRequested);
        const QPoint row1 = d->view()->visualRect(d->view()->model()->index(1, 0)).center();
        QTest::mouseClick(d->view()->viewport(), Qt::LeftButton, {}, row1);
        QTest::mouseDClick(d->view()->viewport(), Qt::LeftButton, {}, row1);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(w.controller()->game().startNumber(), 200);
        QCOMPARE(w.controller()->game().plyCount(), 2);
        QCOMPARE(w.document()->libraryFileName(), first);
        playSans(w.controller(), {"Nf3"});
        QCOMPARE(GameLibrary().read(first)->plyCount(), 3);
        QCOMPARE(int(GameLibrary().entries().size()), 2); // no copy was made
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
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        QCOMPARE(d->view()->model()->rowCount(), 3);

        auto* player = d->findChild<QLineEdit*>();
        player->setText(QStringLiteral("ann"));
        QCOMPARE(column(d, LibraryModel::StartNumber), (QStringList{"10", "10"}));
        player->clear();
        auto* sp = d->findChild<QSpinBox*>();
        sp->setValue(11);
        QCOMPARE(column(d, LibraryModel::White), (QStringList{"Player"}));
        sp->setValue(-1);
        const QList<QComboBox*> combos = d->findChildren<QComboBox*>();
        QComboBox* outcome = combos[0];
        QComboBox* period = combos[1];
        outcome->setCurrentIndex(int(LibraryFilter::Outcome::BlackWon));
        QCOMPARE(column(d, LibraryModel::StartNumber), (QStringList{"11"}));
        outcome->setCurrentIndex(int(LibraryFilter::Outcome::Unfinished));
        QCOMPARE(d->view()->model()->rowCount(), 2);
        outcome->setCurrentIndex(0);
        period->setCurrentIndex(2); // the last 7 days
        QCOMPARE(column(d, LibraryModel::White), (QStringList{"Carl", "Player"}));
        period->setCurrentIndex(0);
        // Sorted by moves, as numbers.
        d->view()->sortByColumn(LibraryModel::Moves, Qt::DescendingOrder);
        QCOMPARE(column(d, LibraryModel::White), (QStringList{"Ann", "Carl", "Player"}));
        // The default names are worded in the player's language (English here) and can be
        // found by the words shown.
        player->setText(QStringLiteral("computer"));
        QCOMPARE(column(d, LibraryModel::Black), (QStringList{"Computer (level 3)"}));
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
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        d->resize(700, 300);
        QVERIFY(QTest::qWaitForWindowExposed(d));
        d->view()->scrollToBottom();
        d->findChild<QLineEdit*>()->setText(QStringLiteral("zoe"));
        QCOMPARE(d->view()->model()->rowCount(), 60);
        const QRect first = d->view()->visualRect(d->view()->model()->index(0, 0));
        QVERIFY2(d->view()->viewport()->rect().intersects(first), "first match out of view");
    }

    void deleteAsksFirst() {
        GameLibrary library;
        for (int sp : {1, 2}) {
            auto g = Game::fromStartNumber(sp);
            QVERIFY(g->playSan("e4"));
            QVERIFY(library.write(library.newFileName(), *g));
        }
        MainWindow w;
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        auto* deleteButton = d->findChildren<QPushButton*>()[1];
        QVERIFY(!deleteButton->isEnabled()); // nothing selected
        selectRows(d, {0});
        QVERIFY(deleteButton->isEnabled());
        // The question does not block: its box is there at once.
        deleteButton->click();
        answer(*d, "deleteGamesConfirm", QMessageBox::No);
        QCOMPARE(int(library.entries().size()), 2);
        selectRows(d, {0, 1});
        deleteButton->click();
        answer(*d, "deleteGamesConfirm", QMessageBox::Yes);
        QCOMPARE(int(library.entries().size()), 0);
        QCOMPARE(d->view()->model()->rowCount(), 0);
    }

    void exportsTheSelectionAsOnePgnFile() {
        GameLibrary library;
        for (int sp : {5, 6, 7}) {
            auto g = Game::fromStartNumber(sp);
            QVERIFY(g->playSan("e4"));
            QVERIFY(library.write(library.newFileName(), *g));
            QTest::qWait(2);
        }
        MainWindow w;
        LibraryDialog* d = windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        selectRows(d, {0, 2});
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.pgn");
        QVERIFY(d->exportSelected(path));
        QString error;
        const auto records = readGames(path, &error);
        QCOMPARE(int(records.size()), 2);
        QList<int> sps;
        for (const auto& r : records) sps << r.game->startNumber();
        std::sort(sps.begin(), sps.end());
        QCOMPARE(sps, (QList<int>{5, 7}));
        // A folder that does not exist is an error with its reason, never a silent failure.
        QVERIFY(!d->exportSelected(dir.filePath("no/such/folder/x.pgn")));
        QVERIFY(d->findChild<QMessageBox*>(QStringLiteral("exportError")));
    }

    void resumeQuestionNamesTheGameAndGoesOnInItsFile() {
        QString kept;
        {
            MainWindow w;
            w.controller()->newGame(321);
            playSans(w.controller(), {"e4", "e5", "d4"});
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
        playSans(w.controller(), {"exd4"});
        const auto list = GameLibrary().entries();
        QCOMPARE(int(list.size()), 1);
        QCOMPARE(list[0].plies, 4);
    }
};

QTEST_MAIN(TestLibraryWindow)
#include "tst_library_window.moc"
