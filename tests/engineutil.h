// What the engine suites share, without a widget: where a suite keeps its settings, time limits
// short enough for a test, and the fake engine of tests/fakeengine as a configured engine.
// windowutil.h gives the window's suites the same.
#pragma once

#include "engines/engineconfig.h"
#include "engines/uciengine.h"
#include "testhome.h"

#include <QCoreApplication>
#include <QString>

namespace engineutil {

/// The suite's settings and files in Qt's test locations under the run's own home (testhome).
inline void useTestLocations(const char* suite) {
    testhome::isolate();
    QCoreApplication::setOrganizationName(QStringLiteral("Chess960 tests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(suite));
}

/// Time limits for an engine in the tests: short, so that a hang is found in about a second.
inline chess960::ui::UciEngine::Timeouts shortTimeouts() {
    chess960::ui::UciEngine::Timeouts t;
    t.handshakeMs = 3000;
    t.readyMs = 3000;
    t.marginMs = 1000;
    t.stopMs = 1000;
    return t;
}

#ifdef CHESS960_FAKE_ENGINE
/// A configured engine (as Settings > Engines keeps it) that runs the fake engine of
/// tests/fakeengine; its mode comes from FAKEENGINE_MODE.
inline chess960::ui::EngineConfig addFakeEngine(const QString& name) {
    chess960::ui::EngineConfig config;
    config.name = name;
    config.path = QStringLiteral(CHESS960_FAKE_ENGINE);
    return chess960::ui::EngineStore::add(config);
}
#endif

} // namespace engineutil
