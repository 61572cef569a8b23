// The Help menu: the Chess960 rules page in every shipped language (its diagrams drawn by the
// program, the page following a language switch), the About dialog with the version CMake
// gives, and the menu that opens both.
#include "help/aboutdialog.h"
#include "help/appinfo.h"
#include "help/helpmenu.h"
#include "help/rulesdialog.h"
#include "i18n/language.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>

using chess960::ui::AboutDialog;
using chess960::ui::HelpMenu;
using chess960::ui::RulesDialog;

namespace {

// Every language the program is meant to ship, whether or not its .qm is built yet.
const QStringList kLanguages{"en", "de", "fr", "es", "it", "ru", "pl"};

QStringList imageNames(const QTextDocument* doc) {
    QStringList names;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.isImageFormat()) names.append(f.toImageFormat().name());
        }
    return names;
}

bool isNullImage(const QVariant& v) {
    if (v.canConvert<QImage>() && !v.value<QImage>().isNull()) return false;
    if (v.canConvert<QPixmap>() && !v.value<QPixmap>().isNull()) return false;
    return true;
}

// Runs `check` on the next modal dialog to appear, then closes it.
void onNextModal(std::function<void(QWidget*)> check) {
    QTimer::singleShot(0, [check] {
        QWidget* modal = QApplication::activeModalWidget();
        check(modal);
        if (modal) modal->close();
    });
}

} // namespace

class TestHelpAbout : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { chess960::ui::applyLanguage(QStringLiteral("en")); }

    void everyLanguageHasAPage() {
        QStringList codes = kLanguages;
        for (const auto& lang : chess960::ui::shippedLanguages())
            if (!codes.contains(lang.code)) codes.append(lang.code);
        for (const QString& code : codes)
            QVERIFY2(QFile::exists(RulesDialog::pagePath(code)), qPrintable(code));
    }

    void pageLoadsWithItsDiagrams_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("castling"); // the word players of that language use
        QTest::newRow("en") << "en"
                            << "castling";
        QTest::newRow("de") << "de"
                            << "Rochade";
        QTest::newRow("fr") << "fr"
                            << "roque";
        QTest::newRow("es") << "es"
                            << "enroque";
        QTest::newRow("it") << "it"
                            << "arrocco";
        QTest::newRow("ru") << "ru"
                            << "рокировк";
        QTest::newRow("pl") << "pl"
                            << "roszad";
    }
    void pageLoadsWithItsDiagrams() {
        QFETCH(QString, code);
        QFETCH(QString, castling);
        RulesDialog d;
        d.showPage(code);
        QCOMPARE(d.pageLanguage(), code);
        const QString text = d.browser()->toPlainText();
        QVERIFY2(text.contains(castling, Qt::CaseInsensitive), qPrintable(castling));
        QVERIFY(text.contains(QStringLiteral("960")));
        QVERIFY(!d.browser()->documentTitle().isEmpty());

        const QStringList images = imageNames(d.browser()->document());
        // The start position, the castles (ordinary, king or rook staying, swapping, the rook
        // jumping over the king) and one the attacks forbid.
        QVERIFY2(images.size() >= 6, qPrintable(images.join(' ')));
        for (const QString& name : images) {
            const QVariant v =
                d.browser()->document()->resource(QTextDocument::ImageResource, QUrl(name));
            QVERIFY2(!isNullImage(v), qPrintable(name));
        }
        // Every language shows the same diagrams as the English page.
        RulesDialog english;
        english.showPage(QStringLiteral("en"));
        QCOMPARE(QSet<QString>(images.begin(), images.end()), [&] {
            const QStringList e = imageNames(english.browser()->document());
            return QSet<QString>(e.begin(), e.end());
        }());
    }

    // Where the page names a menu item or button, it is the one the program shows in that
    // language (the action's text without its accelerator and dots).
    void pageNamesTheProgramsActions() {
        for (const auto& lang : chess960::ui::shippedLanguages()) {
            QCOMPARE(chess960::ui::applyLanguage(lang.code), lang.code);
            RulesDialog d;
            d.showPage(lang.code);
            const QString page = d.browser()->toPlainText().simplified();
            for (const auto& [context, source] :
                 {std::pair{"chess960::ui::PlayActions", "C&laim a draw"},
                  std::pair{"chess960::ui::PlayActions", "Offer a &draw"},
                  std::pair{"chess960::ui::KeyboardAccess", "&Castle"},
                  std::pair{"chess960::ui::PlayActions", "S&huffler..."},
                  std::pair{"chess960::ui::PlayActions", "&New game..."}}) {
                QString name = QCoreApplication::translate(context, source);
                name.remove(QLatin1Char('&')).remove(QStringLiteral("...")).remove(QChar(0x2026));
                name = name.trimmed();
                QVERIFY2(page.contains(name, Qt::CaseInsensitive),
                         qPrintable(lang.code + ": " + name));
            }
        }
    }

    void unknownLanguageFallsBackToEnglish() {
        RulesDialog d;
        d.showPage(QStringLiteral("xx"));
        QCOMPARE(d.pageLanguage(), QStringLiteral("en"));
    }

    void unknownDiagramIsNull() {
        RulesDialog d;
        const QVariant v = d.browser()->document()->resource(QTextDocument::ImageResource,
                                                             QUrl("diagram:no-such-thing"));
        QVERIFY(isNullImage(v));
    }

    void pageFollowsTheLanguage() {
        RulesDialog d;
        QCOMPARE(d.pageLanguage(), chess960::ui::activeLanguage());
        for (const auto& lang : chess960::ui::shippedLanguages()) {
            chess960::ui::applyLanguage(lang.code);
            QTRY_COMPARE(d.pageLanguage(), chess960::ui::activeLanguage());
        }
        // A page chosen by hand gives way to the program's language on the next change.
        d.showPage(QStringLiteral("pl"));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&d, &change);
        QCOMPARE(d.pageLanguage(), chess960::ui::activeLanguage());
    }

    void aboutShowsVersionAndQt() {
        QCOMPARE(chess960::ui::programVersion(), QStringLiteral(CHESS960_EXPECTED_VERSION));
        AboutDialog a;
        QVERIFY(a.text().contains(QStringLiteral(CHESS960_EXPECTED_VERSION)));
        QVERIFY(a.text().contains(QString::fromLatin1(qVersion())));
        QVERIFY(a.text().contains(QStringLiteral("960")));
        QVERIFY(!chess960::ui::programIcon().isNull());
        QVERIFY(!chess960::ui::programIcon().pixmap(32, 32).isNull());

        QString seen;
        onNextModal([&](QWidget* w) { seen = w ? w->windowTitle() : QString(); });
        QTest::mouseClick(a.findChild<QPushButton*>(QStringLiteral("aboutQtButton")),
                          Qt::LeftButton);
        QVERIFY2(seen.contains(QStringLiteral("Qt")), qPrintable(seen));
    }

    void helpMenuOpensRulesAndAbout() {
        QMainWindow w;
        auto* help = new HelpMenu(&w);
        w.menuBar()->addMenu(help);

        QAction* rules = help->rulesAction();
        QCOMPARE(rules->shortcut(), QKeySequence(QKeySequence::HelpContents));
        rules->trigger();
        auto* dialog = w.findChild<RulesDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        rules->trigger(); // the same dialog again, not a second one
        QCOMPARE(w.findChildren<RulesDialog*>().size(), 1);

        help->aboutAction()->trigger();
        auto* about = w.findChild<AboutDialog*>();
        QVERIFY(about && about->isVisible());
        about->close();

        QString seen;
        onNextModal([&](QWidget* m) { seen = m ? m->windowTitle() : QString(); });
        help->aboutQtAction()->trigger();
        QVERIFY2(seen.contains(QStringLiteral("Qt")), qPrintable(seen));
    }

    void menuFollowsTheLanguage() {
        HelpMenu m(nullptr);
        const QString before = m.rulesAction()->text();
        QVERIFY(!before.isEmpty());
        m.rulesAction()->setText(QString());
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&m, &change);
        QCOMPARE(m.rulesAction()->text(), before);
    }
};

QTEST_MAIN(TestHelpAbout)
#include "tst_helpabout.moc"
