#include "i18n/scoretext.h"

#include <QLocale>

namespace chess960::ui {

QString shownScore(int whiteScore, bool mate, int mateIn) {
    if (mate) return QStringLiteral("#%1").arg(mateIn);
    return QStringLiteral("%1%2")
        .arg(whiteScore > 0 ? QStringLiteral("+") : QString())
        .arg(QLocale().toString(whiteScore / 100.0, 'f', 2));
}

} // namespace chess960::ui
