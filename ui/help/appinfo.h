// What the program says about itself: its version and its icon.
#pragma once

#include <QIcon>
#include <QString>

namespace chess960::ui {

/// \brief The version from CMake's project(VERSION), e.g. "0.1.0".
QString programVersion();

/// \brief The application icon (the same SVG that is installed for the desktop).
QIcon programIcon();

} // namespace chess960::ui
