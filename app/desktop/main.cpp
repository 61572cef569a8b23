// chess960: the desktop program.
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Chess960"));
    QApplication::setApplicationName(QStringLiteral("chess960"));
    QApplication::setApplicationDisplayName(QStringLiteral("Chess960"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Chess960 (Fischer Random Chess)"));
    parser.addHelpOption();
    const QCommandLineOption sp(QStringLiteral("sp"),
                                QStringLiteral("Start with position <number> (0..959)."),
                                QStringLiteral("number"));
    parser.addOption(sp);
    parser.process(app);

    chess960::ui::MainWindow window;
    if (parser.isSet(sp)) window.controller()->newGame(parser.value(sp).toInt());
    window.show();
    return app.exec();
}
