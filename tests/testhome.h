// Where a suite keeps its settings, autosave, My games and recent files: Qt's test locations
// under a home of the run's own.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace testhome {

/// Qt's test locations (never the player's own) under a home made for this run: a suite run
/// twice at once (the plain and the sanitizer builds side by side) or an earlier run's
/// settings never meet. A child process the suite starts keeps its parent's home.
inline void isolate() {
    static const bool done = [] {
        QByteArray home = qgetenv("CHESS960_TEST_HOME");
        if (home.isEmpty()) {
            static QTemporaryDir dir; // removed when the run ends
            home = QFile::encodeName(dir.path());
            qputenv("CHESS960_TEST_HOME", home);
        }
        qputenv("HOME", home);
        return true;
    }();
    (void)done;
    QStandardPaths::setTestModeEnabled(true);
}

} // namespace testhome
