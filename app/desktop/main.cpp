// chess960: the desktop program.
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Chess960"));
    QApplication::setApplicationName(QStringLiteral("chess960"));
    QApplication::setApplicationDisplayName(QStringLiteral("Chess960"));
    chess960::ui::MainWindow window;
    window.show();
    return app.exec();
}
