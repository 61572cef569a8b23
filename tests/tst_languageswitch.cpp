// Switching the language while windows are open: the program's own texts and Qt's standard
// dialog buttons change at once in the widgets already shown, and switch back again.
#include "game/newgamedialog.h"
#include "i18n/language.h"
#include "shuffler/shufflerdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QPushButton>
#include <QTest>

using chess960::ui::applyLanguage;
using chess960::ui::GameSetup;
using chess960::ui::NewGameDialog;
using chess960::ui::ShufflerDialog;

namespace {

QString standardButton(const QWidget& w, QDialogButtonBox::StandardButton which) {
    const auto* box = w.findChild<QDialogButtonBox*>();
    if (!box || !box->button(which)) qFatal("no standard button");
    return box->button(which)->text().remove(QLatin1Char('&'));
}

QStringList groupTitles(const QWidget& w) {
    QStringList titles;
    for (const QGroupBox* g : w.findChildren<QGroupBox*>()) titles.append(g->title());
    return titles;
}

QString buttonText(const QWidget& w, const char* name) {
    const auto* b = w.findChild<QPushButton*>(QLatin1String(name));
    if (!b) qFatal("no button %s", name);
    return b->text();
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void shippedLanguagesListed() {
        QStringList codes;
        for (const auto& l : chess960::ui::shippedLanguages()) codes.append(l.code);
        for (const char* code : {"en", "de", "fr", "es", "it", "ru", "pl"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
    }

    void newGameDialogSwitchesBothWays() {
        NewGameDialog dialog(GameSetup{});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("New game"));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Cancel), QStringLiteral("Cancel"));

        QCOMPARE(applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(chess960::ui::activeLanguage(), QStringLiteral("de"));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Neue Partie"));
        QVERIFY2(groupTitles(dialog).contains(QStringLiteral("Startstellung")),
                 qPrintable(groupTitles(dialog).join(QLatin1Char(','))));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Cancel), QStringLiteral("Abbrechen"));

        QCOMPARE(applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("New game"));
        QVERIFY(groupTitles(dialog).contains(QStringLiteral("Start position")));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Cancel), QStringLiteral("Cancel"));
    }

    void shufflerSwitches() {
        ShufflerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(buttonText(dialog, "playButton"), QStringLiteral("Play this position"));

        applyLanguage(QStringLiteral("ru"));
        QCOMPARE(buttonText(dialog, "playButton"), QStringLiteral("Играть эту позицию"));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Close), QStringLiteral("Закрыть"));

        applyLanguage(QStringLiteral("de"));
        QCOMPARE(buttonText(dialog, "playButton"), QStringLiteral("Diese Stellung spielen"));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Close), QStringLiteral("Schließen"));

        applyLanguage(QStringLiteral("en"));
        QCOMPARE(buttonText(dialog, "playButton"), QStringLiteral("Play this position"));
        QCOMPARE(standardButton(dialog, QDialogButtonBox::Close), QStringLiteral("Close"));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
