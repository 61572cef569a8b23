// Every shipped language fits: at the default size the main window's tool bar shows all its
// buttons (nothing in the overflow menu), with move confirmation off and on, and no button,
// box or one-line label of the main window and its dialogs is narrower than its text.
#include "board/boardwidget.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "files/gamefiles.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "game/newgamedialog.h"
#include "i18n/language.h"
#include "library/libraryfeature.h"
#include "mainwindow.h"
#include "practice/practicewindow.h"
#include "settingsdialog.h"
#include "startgame.h"
#include "testhome.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace chess960::ui;

namespace {

// The widgets whose text is cut off: narrower than they need for their text.
QStringList cramped(QWidget* window) {
    QStringList out;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(window) || w->inherits("QToolBarExtension")) continue;
        // A line of moves is cut at the panel's edge on purpose (all of it in its tooltip).
        if (w->property("cutAtEdge").toBool()) continue;
        QString text;
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            text = b->text();
        else if (auto* c = qobject_cast<QComboBox*>(w))
            text = c->currentText();
        else if (auto* l = qobject_cast<QLabel*>(w); l && !l->wordWrap())
            text = l->text();
        else
            continue;
        if (text.isEmpty()) continue;
        // A combo box's hint may be made for fewer letters than its choice has: the room its
        // choice needs is what counts ("Eingebaute Enç" was cut so).
        int needed = w->sizeHint().width();
        if (auto* c = qobject_cast<QComboBox*>(w)) {
            QStyleOptionComboBox opt;
            opt.initFrom(c);
            opt.editable = c->isEditable();
            const QSize text(c->fontMetrics().horizontalAdvance(c->currentText()),
                             c->fontMetrics().height());
            needed = std::max(
                needed, c->style()->sizeFromContents(QStyle::CT_ComboBox, &opt, text, c).width());
        }
        if (w->width() < needed)
            out << QString("%1 '%2' %3 < %4")
                       .arg(w->metaObject()->className(), text)
                       .arg(w->width())
                       .arg(needed);
    }
    return out;
}

// The controls pressed below the height they need (a box or button of which half shows): a
// column with more in it than the window's height leaves must scroll, not squash them.
QStringList squashed(QWidget* window) {
    QStringList out;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        // Qt's own parts of a control (a spin box's text field) are sized by the control.
        if (!w->isVisibleTo(window) || w->objectName().startsWith(QLatin1String("qt_"))) continue;
        if (!qobject_cast<QComboBox*>(w) && !qobject_cast<QAbstractSpinBox*>(w) &&
            !qobject_cast<QLineEdit*>(w) && !qobject_cast<QPushButton*>(w) &&
            !qobject_cast<QCheckBox*>(w))
            continue;
        if (w->height() < w->minimumSizeHint().height())
            out << QString("%1 %2 %3 < %4")
                       .arg(w->metaObject()->className(), w->objectName())
                       .arg(w->height())
                       .arg(w->minimumSizeHint().height());
    }
    return out;
}

// A label on show has `text` and room for all of it (for all its lines when it wraps).
bool shownInFull(QWidget* window, const QString& text) {
    for (QLabel* l : window->findChildren<QLabel*>()) {
        if (!l->isVisible() || l->text() != text) continue;
        if (l->wordWrap() ? l->height() >= l->heightForWidth(l->width())
                          : l->width() >= l->sizeHint().width())
            return true;
    }
    return false;
}

// A file of three games, club.pgn in dir, for the Databases panel to list.
QString writeClub(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("club.pgn"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    for (int sp : {100, 200, 300})
        f.write((chess960::writePgn(*chess960::Game::fromStartNumber(sp)) + "\n").c_str());
    return path;
}

void showAndWait(QWidget& w) {
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) qWarning("window not exposed");
    QCoreApplication::processEvents();
}

QStringList languages() {
    QStringList codes;
    for (const Language& l : shippedLanguages()) codes << l.code;
    return codes;
}

} // namespace

class TestLayoutLanguages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_layout_languages");
        QVERIFY(languages().size() >= 7);
    }
    void init() { removeAutosave(); }
    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void mainWindowFits_data() {
        QTest::addColumn<QString>("code");
        for (const QString& code : languages()) QTest::newRow(qPrintable(code)) << code;
    }
    void mainWindowFits() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        for (bool confirm : {false, true}) {
            MainWindow w;
            showAndWait(w);
            auto* confirmToggle = w.findChild<QAction*>(QStringLiteral("confirmMoves"));
            QVERIFY(confirmToggle);
            if (confirmToggle->isChecked() != confirm) confirmToggle->trigger();
            QCoreApplication::processEvents();
            auto* bar = w.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
            QVERIFY(bar);
            auto* more = bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY(more);
            QVERIFY2(!more->isVisible(), qPrintable(QString("%1: %2 wide for %3")
                                                        .arg(code)
                                                        .arg(bar->width())
                                                        .arg(bar->sizeHint().width())));
            for (QAction* a : bar->actions())
                if (a->isVisible() && !a->isSeparator())
                    QVERIFY2(bar->widgetForAction(a) && bar->widgetForAction(a)->isVisible(),
                             qPrintable(a->text()));
            QCOMPARE(cramped(&w), QStringList());
            if (confirmToggle->isChecked()) confirmToggle->trigger(); // leave the setting off
        }
    }

    // The analysis panel beside the move list and the My games window fit too.
    void analysisAndMyGamesFit_data() { mainWindowFits_data(); }
    void analysisAndMyGamesFit() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        MainWindow w;
        showAndWait(w);
        w.session()->newGame(518);
        w.session()->setAnalysis(true);
        QCoreApplication::processEvents();
        QCOMPARE(cramped(&w), QStringList());
        GamePickerDialog* games =
            windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        QCoreApplication::processEvents();
        QCOMPARE(cramped(games), QStringList());
        games->close();
        w.session()->setAnalysis(false);
    }

    // On a laptop's screen, with the clocks, the engine's lines and the Databases panel all
    // shown, the game's column scrolls: no box or button of it is pressed flat.
    void aFullColumnOnALaptopScreenScrolls_data() { mainWindowFits_data(); }
    void aFullColumnOnALaptopScreenScrolls() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        MainWindow w;
        w.resize(1280, 700);
        showAndWait(w);
        GameSetup setup;
        setup.start = GameSetup::Start::Number;
        setup.number = 518;
        setup.timeControl = chess960::TimeControl{300000, 2000};
        QVERIFY(testutil::startGame(w.session(), setup));
        w.session()->setAnalysis(true);
        windowutil::feature<chess960::ui::LibraryFeature>(w)->openLibrary();
        QCoreApplication::processEvents();
        w.resize(1280, 700); // as a screen of 768 pixels leaves it
        QCoreApplication::processEvents();
        QVERIFY2(w.height() <= 700, qPrintable(QStringLiteral("%1: at least %2 high")
                                                   .arg(code)
                                                   .arg(w.minimumSizeHint().height())));
        const QStringList flat = squashed(&w);
        QVERIFY2(flat.isEmpty(), qPrintable(code + QStringLiteral(": ") + flat.join(", ")));
        w.session()->setAnalysis(false);
    }

    // The Databases panel opened beside the board leaves the window as wide as it was, in any
    // language (a long status of the list, "reading the file: ... games so far" in German,
    // widened the window for good). While a file is read the list says how many games so far
    // beside a progress bar: said in full, and the list keeps its height (the rows do not
    // move under the player's pointer when the reading ends).
    void theDatabasesPanelKeepsTheWindowsWidth_data() { mainWindowFits_data(); }
    void theDatabasesPanelKeepsTheWindowsWidth() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        QTemporaryDir dir;
        const QString path = writeClub(dir);
        MainWindow w;
        showAndWait(w);
        const int before = w.width();
        QCOMPARE(windowutil::openAndWait(&w, w.files(), path), windowutil::Opened::Listed);
        GamePickerDialog* games = windowutil::listedGames(&w, path);
        QVERIFY(games && games->isVisible());
        auto* status = games->findChild<QLabel*>(QStringLiteral("gameListStatus"));
        auto* table = games->findChild<QTableView*>();
        auto* progress = games->findChild<QProgressBar*>();
        QVERIFY(status && table && progress);
        QCoreApplication::processEvents();
        const int ready = table->height();
        // The event, which takes the room the other columns leave, keeps room for its title
        // when they leave little (it was "..." in English at the window's first size).
        const QString event =
            table->model()->headerData(GameListModel::Event, Qt::Horizontal).toString();
        QVERIFY2(table->columnWidth(GameListModel::Event) >=
                     table->fontMetrics().horizontalAdvance(event) + 18,
                 qPrintable(QStringLiteral("%1: '%2' %3 px wide")
                                .arg(code, event)
                                .arg(table->columnWidth(GameListModel::Event))));
        const QString reading =
            QCoreApplication::translate("chess960::ui::GamePickerDialog",
                                        "Reading the file: %Ln games so far", nullptr, 123456);
        status->setText(reading);
        progress->show();
        QCoreApplication::processEvents();
        QVERIFY2(shownInFull(games, reading), qPrintable(reading));
        QVERIFY2(table->height() == ready,
                 qPrintable(QStringLiteral("%1: the list %2 px high while read, %3 once read")
                                .arg(code)
                                .arg(table->height())
                                .arg(ready)));
        // What the list says may be long (a file being read, why it could not be read to the
        // end, in the language's words): it takes more lines, not more width.
        status->setText(QStringLiteral("%1 %1 %1 %1").arg(status->text()) +
                        QStringLiteral(" /home/a-player/with/a/very/long/path/to/the/club.pgn"));
        QCoreApplication::processEvents();
        QVERIFY2(w.width() <= before && w.minimumSizeHint().width() <= before,
                 qPrintable(QStringLiteral("%1: %2 wide, at least %3 with the panel, was %4")
                                .arg(code)
                                .arg(w.width())
                                .arg(w.minimumSizeHint().width())
                                .arg(before)));
        QCOMPARE(cramped(games), QStringList());
    }

    // Issue 11: what the player must read is shown in full. The longest castling messages
    // (announcing castling with neither castle possible, in every start position and in
    // positions with checks and attacked squares; either castle asked for by its shortcut)
    // are shown in full at the default window size, without the board moving.
    void castleMessagesFit_data() { mainWindowFits_data(); }
    void castleMessagesFit() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        MainWindow w;
        showAndWait(w);
        QCOMPARE(w.size(), QSize(1060, 760));
        QStatusBar* bar = w.statusBar();
        const QRect board = w.board()->geometry();
        QStringList cut;
        int checked = 0;
        const auto check = [&](const QString& where) {
            QCoreApplication::processEvents();
            const QString message = bar->currentMessage();
            ++checked;
            if (message.isEmpty() || !shownInFull(&w, message) || w.board()->geometry() != board)
                cut << QString("%1: %2").arg(where, message);
        };
        QAction* announce = w.castleAction();
        QAction* aSide = nullptr;
        QAction* hSide = nullptr;
        for (QAction* a : w.findChildren<QAction*>()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Left)) aSide = a;
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Right)) hSide = a;
        }
        QVERIFY(aSide && hSide);
        std::vector<GameSetup> games;
        for (int sp = 0; sp < 960; ++sp) {
            GameSetup s;
            s.opponent = GameSetup::Opponent::Human;
            s.start = GameSetup::Start::Number;
            s.number = sp;
            games.push_back(s);
        }
        // Checks, attacked and blocked squares on both sides at once.
        for (const char* fen : {"r3k2r/8/8/8/7b/8/8/RN2K1NR w KQkq - 0 1",
                                "1r2k1r1/8/8/8/8/b3n3/8/1RN1KB1R w KQkq - 0 1",
                                "rk5r/8/8/8/8/8/1n2q3/RK2B2R w KQkq - 0 1",
                                "1rk3r1/8/8/4b3/2b1q3/8/8/QRKB1NR1 w GBgb - 0 1"}) {
            GameSetup s;
            s.opponent = GameSetup::Opponent::Human;
            s.start = GameSetup::Start::Fen;
            s.fen = QString::fromLatin1(fen);
            games.push_back(s);
        }
        for (const GameSetup& game : games) {
            const QString name = game.fen.isEmpty() ? QString("SP %1").arg(game.number) : game.fen;
            for (QAction* a : {announce, aSide, hSide}) {
                QVERIFY2(testutil::startGame(w.session(), game), qPrintable(name));
                a->trigger();
                if (w.session()->game().plyCount() == 0 && !w.board()->input().announced())
                    check(name + ": " + a->text()); // the castle is not possible: why
            }
        }
        QVERIFY(checked > 960);
        QVERIFY2(cut.isEmpty(), qPrintable(QString("%1 of %2, e.g. %3")
                                               .arg(cut.size())
                                               .arg(checked)
                                               .arg(cut.mid(0, 3).join("\n"))));
    }

    void dialogsFit_data() { mainWindowFits_data(); }
    void dialogsFit() {
        QFETCH(QString, code);
        QCOMPARE(applyLanguage(code), code);
        NewGameDialog newGame(GameSetup{});
        showAndWait(newGame);
        QCOMPARE(cramped(&newGame), QStringList());
        // Every way to choose the start position and every clock shows its own fields.
        for (const char* name : {"startKind", "clock"}) {
            auto* box = newGame.findChild<QComboBox*>(QLatin1String(name));
            QVERIFY(box);
            for (int i = 0; i < box->count(); ++i) {
                box->setCurrentIndex(i);
                QCoreApplication::processEvents();
                QVERIFY2(cramped(&newGame).isEmpty(),
                         qPrintable(box->currentText() + ": " + cramped(&newGame).join("; ")));
            }
        }
        SettingsDialog settings;
        showAndWait(settings);
        QCOMPARE(cramped(&settings), QStringList());
        PracticeWindow practice(1);
        showAndWait(practice);
        QCOMPARE(cramped(&practice), QStringList());
        practice.setDrill(chess960::DrillKind::InPlay);
        QCOMPARE(cramped(&practice), QStringList());
    }
};

QTEST_MAIN(TestLayoutLanguages)
#include "tst_layout_languages.moc"
