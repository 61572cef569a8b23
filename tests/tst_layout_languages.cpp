// Every shipped language fits: at the default size the main window's tool bar shows all its
// buttons (nothing in the overflow menu), with move confirmation off and on, and no button,
// box or one-line label of the main window and its dialogs is narrower than its text.
#include "gamefiles.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "practice/practicewindow.h"
#include "settingsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
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
        if (w->width() < w->sizeHint().width())
            out << QString("%1 '%2' %3 < %4")
                       .arg(w->metaObject()->className(), text)
                       .arg(w->width())
                       .arg(w->sizeHint().width());
    }
    return out;
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
        QStandardPaths::setTestModeEnabled(true);
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
