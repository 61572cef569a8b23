// Helpers shared by the suites that drive the main window.
#pragma once

#include "gamecontroller.h"

#include "chess960/notation.h"

#include <QAction>
#include <QCoreApplication>
#include <QStandardPaths>
#include <QWidget>

#include <initializer_list>

namespace windowutil {

/// The window's action shown as `text` (without its '&'); naming a missing one stops the test.
inline QAction* action(QWidget& window, const QString& text) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove('&') == text) return a;
    qFatal("no action %s", qPrintable(text));
}

/// Plays moves written in SAN through the controller; one that cannot be played stops the test.
inline void playSans(chess960::ui::GameController* c, std::initializer_list<const char*> sans) {
    for (const char* san : sans) {
        auto m = chess960::moveFromSan(c->position(), san);
        if (!m || !c->play(*m)) qFatal("cannot play %s", san);
    }
}

/// Settings, autosave and recent files of the suite go to Qt's test locations, never the
/// player's own.
inline void useTestLocations(const char* suite) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Chess960 tests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(suite));
}

} // namespace windowutil
