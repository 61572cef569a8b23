// chess960: the desktop program.
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "help/appinfo.h"
#include "i18n/language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Chess960"));
    QApplication::setApplicationName(QStringLiteral("chess960"));
    QApplication::setApplicationDisplayName(QStringLiteral("Chess960"));
    QApplication::setApplicationVersion(chess960::ui::programVersion());
    QApplication::setWindowIcon(chess960::ui::programIcon());
    // Wayland compositors match the window to the installed chess960.desktop by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("chess960"));

    // Before any window exists, so that every text is made in the chosen language.
    chess960::ui::applyLanguage(chess960::ui::savedLanguage());
    const auto translated = [](const char* text) {
        return QCoreApplication::translate("main", text);
    };

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Chess960 (Fischer Random Chess)"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sp(
        QStringLiteral("sp"),
        translated(QT_TRANSLATE_NOOP("main", "Start with position <number> (0..959).")),
        QStringLiteral("number"));
    const QCommandLineOption fresh(
        QStringLiteral("new"),
        translated(QT_TRANSLATE_NOOP("main", "Do not offer to resume an unfinished game.")));
    parser.addOption(sp);
    parser.addOption(fresh);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 translated(QT_TRANSLATE_NOOP("main", "A PGN file to open.")));
    parser.process(app);

    chess960::ui::MainWindow window;
    window.show();
    chess960::ui::MainWindow::StartRequest request;
    if (!parser.positionalArguments().isEmpty())
        request.file = parser.positionalArguments().constFirst();
    if (parser.isSet(sp)) request.startNumber = parser.value(sp).toInt();
    request.fresh = parser.isSet(fresh);
    window.startUp(request);
    return app.exec();
}
