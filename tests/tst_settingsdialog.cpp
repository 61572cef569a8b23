// The Settings dialog in the main window: every control changes the board (or the window)
// and is kept in QSettings, Cancel changes nothing, the Board menu's toggles and the dialog
// always agree, the language list, and the texts following a language switch.
#include "a11y/moveentry.h"
#include "board/boardwidget.h"
#include "files/gamefiles.h"
#include "game/clockwidget.h"
#include "game/enginepanel.h"
#include "game/gamesession.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "mainwindow.h"
#include "movelist/movetreeview.h"
#include "settings.h"
#include "settingsdialog.h"
#include "windowutil.h"

#include "chess960/notation.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace chess960::ui;
using namespace windowutil;

namespace {

SettingsDialog* openDialog(MainWindow& w) {
    action(w, "settings")->trigger();
    auto* d = w.findChild<SettingsDialog*>();
    if (!d || !d->isVisible()) qFatal("the settings dialog is not open");
    return d;
}

template <typename T>
T* control(SettingsDialog* d, const char* name) {
    auto* c = d->findChild<T*>(QString::fromLatin1(name));
    if (!c) qFatal("no control %s", name);
    return c;
}

void press(SettingsDialog* d, QDialogButtonBox::StandardButton which) {
    QPushButton* b = control<QDialogButtonBox>(d, "buttons")->button(which);
    QTest::mouseClick(b, Qt::LeftButton);
}

void choose(QComboBox* box, const QVariant& data) {
    const int i = box->findData(data);
    if (i < 0) qFatal("no such choice");
    box->setCurrentIndex(i);
}

// Stands in for a translation: texts of one class get a marker, so a test sees which widgets
// asked for their texts again.
class MarkingTranslator : public QTranslator {
public:
    explicit MarkingTranslator(const char* context) : context_(context) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QLatin1String(context) != QLatin1String(context_)) return {};
        return QStringLiteral("[x] ") + QString::fromUtf8(source);
    }

private:
    const char* context_;
};

} // namespace

class TestSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useTestLocations("tst_settingsdialog"); }
    void init() {
        QSettings().clear();
        removeAutosave();
    }

    void everyControlChangesTheBoardAndIsKept() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const BoardSettings before = BoardSettings::load();
        QCOMPARE(before.pieceSet, QString("classic"));
        QVERIFY(before.coordinates && before.legalMoves && before.enginePanel);
        SettingsDialog* d = openDialog(w);
        choose(control<QComboBox>(d, "pieceSet"), "simple");
        choose(control<QComboBox>(d, "theme"), "slate");
        choose(control<QComboBox>(d, "animation"), 0);
        control<QCheckBox>(d, "coordinates")->click();
        control<QCheckBox>(d, "legalMoves")->click();
        control<QCheckBox>(d, "confirmMoves")->click();
        control<QCheckBox>(d, "autoFlip")->click();
        control<QCheckBox>(d, "enginePanel")->click();
        QCOMPARE(w.board()->pieceSetId(), QString("classic")); // nothing before Apply
        press(d, QDialogButtonBox::Apply);
        QVERIFY(d->isVisible()); // Apply keeps the dialog open

        BoardWidget* b = w.board();
        QCOMPARE(b->pieceSetId(), QString("simple"));
        QCOMPARE(b->theme().id, QString("slate"));
        QCOMPARE(b->animationDuration(), 0);
        QVERIFY(!b->showsCoordinates());
        QVERIFY(!b->showsLegalMoves());
        QVERIFY(b->confirmMoves());
        QVERIFY(!w.enginePanel()->isVisible());

        const BoardSettings kept = BoardSettings::load();
        QCOMPARE(kept.pieceSet, QString("simple"));
        QCOMPARE(kept.theme, QString("slate"));
        QCOMPARE(kept.animationMs, 0);
        QVERIFY(!kept.coordinates);
        QVERIFY(!kept.legalMoves);
        QVERIFY(kept.confirmMoves);
        QVERIFY(kept.autoFlip);
        QVERIFY(!kept.enginePanel);

        // The Board menu shows the same choices.
        QVERIFY(!action(w, "showCoordinates")->isChecked());
        QVERIFY(!action(w, "showLegalMoves")->isChecked());
        QVERIFY(action(w, "confirmMoves")->isChecked());
        QVERIFY(action(w, "autoFlip")->isChecked());
        QVERIFY(!action(w, "showEnginePanel")->isChecked());
        QVERIFY(action(w, "pieces:simple")->isChecked());
        QVERIFY(action(w, "colours:slate")->isChecked());
        QVERIFY(action(w, "animation0")->isChecked());

        // OK applies what changed since and closes.
        choose(control<QComboBox>(d, "animation"), 350);
        press(d, QDialogButtonBox::Ok);
        QVERIFY(!d->isVisible());
        QCOMPARE(b->animationDuration(), 350);
        QCOMPARE(BoardSettings::load().animationMs, 350);
        QVERIFY(action(w, "animation350")->isChecked());
    }

    void pieceNotationIsChosenKeptAndShown() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(BoardSettings::load().notation, QString("language"));
        w.session()->newGame(518);
        QVERIFY(w.session()->play(*chess960::moveFromSan(w.session()->position(), "Nf3")));
        auto* tree = w.findChild<MoveTreeView*>();
        QVERIFY(tree->plainText().contains("Nf3"));
        SettingsDialog* d = openDialog(w);
        auto* notation = control<QComboBox>(d, "notation");
        QCOMPARE(notation->currentData().toString(), QString("language"));
        QVERIFY(notation->itemText(notation->findData("figurine")).contains(QStringLiteral("♞")));
        choose(notation, "figurine");
        press(d, QDialogButtonBox::Ok);
        QCOMPARE(BoardSettings::load().notation, QString("figurine"));
        QCOMPARE(pieceNotation(), PieceNotation::Figurine);
        // Every view writes the moves again at once.
        QVERIFY2(tree->plainText().contains(QStringLiteral("♞f3")), qPrintable(tree->plainText()));
        QVERIFY(w.moveEntry()->edit()->placeholderText().startsWith(QStringLiteral("♞f3")));
        d = openDialog(w);
        QCOMPARE(control<QComboBox>(d, "notation")->currentData().toString(), QString("figurine"));
        choose(control<QComboBox>(d, "notation"), "language");
        press(d, QDialogButtonBox::Ok);
        QVERIFY(tree->plainText().contains("Nf3"));
    }

    void cancelChangesNothing() {
        MainWindow w;
        SettingsDialog* d = openDialog(w);
        choose(control<QComboBox>(d, "pieceSet"), "simple");
        choose(control<QComboBox>(d, "theme"), "moss");
        control<QCheckBox>(d, "coordinates")->click();
        control<QCheckBox>(d, "confirmMoves")->click();
        choose(control<QComboBox>(d, "language"), "en");
        press(d, QDialogButtonBox::Cancel);
        QVERIFY(!d->isVisible());
        QCOMPARE(w.board()->pieceSetId(), QString("classic"));
        QCOMPARE(w.board()->theme().id, QString("walnut"));
        QVERIFY(w.board()->showsCoordinates());
        QVERIFY(!w.board()->confirmMoves());
        const BoardSettings kept = BoardSettings::load();
        QCOMPARE(kept.pieceSet, QString("classic"));
        QCOMPARE(kept.theme, QString("walnut"));
        QVERIFY(kept.coordinates);
        QVERIFY(!kept.confirmMoves);
        QCOMPARE(savedLanguage(), QString());
        QVERIFY(action(w, "showCoordinates")->isChecked());
    }

    void menuTogglesAndTheDialogAgree() {
        MainWindow w;
        action(w, "showCoordinates")->trigger();
        action(w, "showLegalMoves")->trigger();
        action(w, "showEnginePanel")->trigger();
        action(w, "pieces:simple")->trigger();
        action(w, "colours:moss")->trigger();
        action(w, "animation100")->trigger();
        SettingsDialog* d = openDialog(w);
        QVERIFY(!control<QCheckBox>(d, "coordinates")->isChecked());
        QVERIFY(!control<QCheckBox>(d, "legalMoves")->isChecked());
        QVERIFY(!control<QCheckBox>(d, "enginePanel")->isChecked());
        QVERIFY(!control<QCheckBox>(d, "confirmMoves")->isChecked());
        QCOMPARE(control<QComboBox>(d, "pieceSet")->currentData().toString(), QString("simple"));
        QCOMPARE(control<QComboBox>(d, "theme")->currentData().toString(), QString("moss"));
        QCOMPARE(control<QComboBox>(d, "animation")->currentData().toInt(), 100);
        press(d, QDialogButtonBox::Cancel);
        // Checked again in the dialog: the menu follows.
        d = openDialog(w);
        control<QCheckBox>(d, "coordinates")->click();
        press(d, QDialogButtonBox::Ok);
        QVERIFY(action(w, "showCoordinates")->isChecked());
        QVERIFY(w.board()->showsCoordinates());
    }

    void languageListAndChoice() {
        MainWindow w;
        SettingsDialog* d = openDialog(w);
        QComboBox* language = control<QComboBox>(d, "language");
        const QList<Language> shipped = shippedLanguages();
        QCOMPARE(language->count(), shipped.size() + 1);
        QCOMPARE(language->itemData(0).toString(), QString()); // follow the system
        QCOMPARE(language->currentIndex(), 0);
        for (qsizetype i = 0; i < shipped.size(); ++i) {
            QCOMPARE(language->itemData(int(i) + 1).toString(), shipped[i].code);
            QCOMPARE(language->itemText(int(i) + 1), shipped[i].nativeName);
        }
        choose(language, "en");
        press(d, QDialogButtonBox::Ok);
        QCOMPARE(savedLanguage(), QString("en"));
        QCOMPARE(activeLanguage(), QString("en"));
        d = openDialog(w);
        QCOMPARE(control<QComboBox>(d, "language")->currentData().toString(), QString("en"));
        choose(control<QComboBox>(d, "language"), QString());
        press(d, QDialogButtonBox::Ok);
        QCOMPARE(savedLanguage(), QString());
    }

    void settingsActionHasThePreferencesKey() {
        MainWindow w;
        QAction* settings = action(w, "settings");
        QVERIFY(!settings->shortcut().isEmpty());
        const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::Preferences);
        if (!platform.isEmpty()) QCOMPARE(settings->shortcut(), platform.first());
    }

    void dialogTextsFollowALanguageSwitch() {
        MainWindow w;
        SettingsDialog* d = openDialog(w);
        QVERIFY(!d->windowTitle().startsWith("[x]"));
        MarkingTranslator marker("chess960::ui::SettingsDialog");
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(d->windowTitle().startsWith("[x]"));
        QVERIFY(control<QCheckBox>(d, "coordinates")->text().startsWith("[x]"));
        QVERIFY(control<QComboBox>(d, "language")->itemText(0).startsWith("[x]"));
        QVERIFY(control<QComboBox>(d, "animation")->itemText(0).startsWith("[x]"));
        QCoreApplication::removeTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(!d->windowTitle().startsWith("[x]"));
    }

    void mainWindowTextsFollowALanguageSwitch() {
        MainWindow w;
        w.session()->newGame(518); // no names: the clocks say "White" and "Black"
        // The window and each feature translate their own texts.
        std::vector<std::unique_ptr<MarkingTranslator>> markers;
        for (const char* context :
             {"chess960::ui::MainWindow", "chess960::ui::GameView", "chess960::ui::PlayerNames",
              "chess960::ui::BoardOptions", "chess960::ui::PlayActions",
              "chess960::ui::FileActions", "chess960::ui::AnalysisFeature",
              "chess960::ui::ReviewFeature", "chess960::ui::KeyboardAccess",
              "chess960::ui::LibraryFeature", "chess960::ui::PictureActions",
              "chess960::ui::CardAction", "chess960::ui::EditorAction"}) {
            markers.push_back(std::make_unique<MarkingTranslator>(context));
            QCoreApplication::installTranslator(markers.back().get());
        }
        QCoreApplication::processEvents();
        QStringList menus;
        for (QAction* m : w.menuBar()->actions()) menus << m->text();
        QVERIFY2(menus.first().startsWith("[x]"), qPrintable(menus.join('|')));
        QVERIFY(w.windowTitle().startsWith("[x]"));
        QCOMPARE(action(w, "flipBoard")->text().remove('&'), QString("[x] Flip board"));
        QVERIFY(action(w, "flipBoard")->isCheckable());
        QCOMPARE(action(w, "settings")->text().remove('&'), QString("[x] Settings..."));
        for (const char* name : {"takeBack", "fileOpen", "analyse", "reviewQuick", "castle",
                                 "myGames", "copyBoardImage", "printStartCard", "setUpPosition",
                                 "previousMove", "sounds", "quit"})
            QVERIFY2(action(w, name)->text().startsWith("[x]"), name);
        bool clockNamed = false;
        for (QLabel* l : w.clocks()->findChildren<QLabel*>())
            clockNamed = clockNamed || l->text().contains("[x] White");
        QVERIFY(clockNamed);
        for (const auto& m : markers) QCoreApplication::removeTranslator(m.get());
        QCoreApplication::processEvents();
        QVERIFY(!w.windowTitle().startsWith("[x]"));
        QVERIFY(!action(w, "takeBack")->text().startsWith("[x]"));
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
