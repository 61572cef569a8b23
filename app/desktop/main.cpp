// chess960: the desktop program.
#include "help/appinfo.h"
#include "i18n/language.h"
#include "instance/instancechannel.h"
#include "mainwindow.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include <cstring>
#include <memory>

namespace {

struct Options {
    QCommandLineOption sp{
        QStringLiteral("sp"),
        QCoreApplication::translate("main", "Start with position <number> (0..959)."),
        QStringLiteral("number")};
    QCommandLineOption fresh{
        QStringLiteral("new"),
        QCoreApplication::translate("main", "Do not offer to resume an unfinished game.")};
    QCommandLineOption board{
        QStringLiteral("board"),
        QCoreApplication::translate(
            "main", "Connect the electronic board <kind:port> at start: dgt:PORT or "
                    "millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0)."),
        QStringLiteral("kind:port")};
};

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Chess960"));
    QCoreApplication::setApplicationName(QStringLiteral("chess960"));
    QCoreApplication::setApplicationVersion(chess960::ui::programVersion());
    chess960::ui::useCheckedSettingsFormat();
}

// The options and what they mean, in the language chosen (made after the application object,
// so that its translators are installed).
void describe(QCommandLineParser& parser, const Options& options) {
    parser.setApplicationDescription(QStringLiteral("Chess960 (Fischer Random Chess)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.sp);
    parser.addOption(options.fresh);
    parser.addOption(options.board);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A PGN file to open."));
}

// --help and --version need no window: they are answered before the GUI is started, so that
// they also work where there is no display.
bool asksOnlyForText(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* o : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], o) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char* argv[]) {
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        chess960::ui::applyLanguage(chess960::ui::savedLanguage());
        QCommandLineParser parser;
        Options options;
        describe(parser, options);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Chess960"));
    QApplication::setWindowIcon(chess960::ui::programIcon());
    // Wayland compositors match the window to the installed chess960.desktop by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("chess960"));

    // Before any window exists, so that every text is made in the chosen language and
    // notation.
    chess960::ui::applySavedTextSettings();

    QCommandLineParser parser;
    Options options;
    describe(parser, options);
    parser.process(app);

    chess960::ui::MainWindow::StartRequest request;
    if (!parser.positionalArguments().isEmpty())
        request.file = parser.positionalArguments().constFirst();
    if (parser.isSet(options.sp)) request.startNumber = parser.value(options.sp).toInt();
    request.fresh = parser.isSet(options.fresh);
    request.board = parser.value(options.board);

    // A copy already running on this profile takes the request: one writer of the autosave,
    // My games and the indexes.
    const QString channelName = chess960::ui::InstanceChannel::nameFor(QSettings().fileName());
    if (chess960::ui::InstanceChannel::handOver(channelName, request.toMessage())) return 0;

    chess960::ui::MainWindow window;
    window.show();
    chess960::ui::InstanceChannel channel;
    QObject::connect(&channel, &chess960::ui::InstanceChannel::requested, &window,
                     [&window](const QStringList& message) {
                         window.takeOver(
                             chess960::ui::MainWindow::StartRequest::fromMessage(message));
                     });
    channel.listen(channelName);
    window.startUp(request);
    return app.exec();
}
