#include "settings.h"

#include <QSettings>

namespace chess960::ui {

BoardSettings BoardSettings::load() {
    QSettings s;
    BoardSettings b;
    b.pieceSet = s.value("board/pieceSet", "classic").toString();
    b.theme = s.value("board/theme", "walnut").toString();
    b.confirmMoves = s.value("board/confirmMoves", false).toBool();
    b.flipped = s.value("board/flipped", false).toBool();
    return b;
}

void BoardSettings::save() const {
    QSettings s;
    s.setValue("board/pieceSet", pieceSet);
    s.setValue("board/theme", theme);
    s.setValue("board/confirmMoves", confirmMoves);
    s.setValue("board/flipped", flipped);
}

} // namespace chess960::ui
