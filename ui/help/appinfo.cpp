#include "help/appinfo.h"

#include "help/version.h"

namespace chess960::ui {

QString programVersion() {
    return QStringLiteral(CHESS960_VERSION);
}

QIcon programIcon() {
    return QIcon(QStringLiteral(":/icons/chess960.svg"));
}

} // namespace chess960::ui
