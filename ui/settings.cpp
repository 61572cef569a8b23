#include "settings.h"

#include "i18n/language.h"
#include "i18n/piecenotation.h"

#include <QSettings>

#include <algorithm>

namespace chess960::ui {

BoardSettings BoardSettings::load() {
    QSettings s;
    BoardSettings b;
    b.pieceSet = s.value("board/pieceSet", "classic").toString();
    b.theme = s.value("board/theme", "walnut").toString();
    b.confirmMoves = s.value("board/confirmMoves", false).toBool();
    b.premoves = s.value("board/premoves", true).toBool();
    b.flipped = s.value("board/flipped", false).toBool();
    b.autoFlip = s.value("board/autoFlip", false).toBool();
    b.enginePanel = s.value("engine/panel", true).toBool();
    b.animationMs = std::clamp(s.value("board/animationMs", 180).toInt(), 0, 1000);
    b.coordinates = s.value("board/coordinates", true).toBool();
    b.legalMoves = s.value("board/legalMoves", true).toBool();
    b.castlingRights = s.value("board/castlingRights", false).toBool();
    b.sounds = s.value("sound/on", true).toBool();
    b.soundVolume = std::clamp(s.value("sound/volume", 60).toInt(), 0, 100);
    b.notation = s.value("board/notation", "language").toString();
    return b;
}

void BoardSettings::save() const {
    QSettings s;
    s.setValue("board/pieceSet", pieceSet);
    s.setValue("board/theme", theme);
    s.setValue("board/confirmMoves", confirmMoves);
    s.setValue("board/premoves", premoves);
    s.setValue("board/flipped", flipped);
    s.setValue("board/autoFlip", autoFlip);
    s.setValue("engine/panel", enginePanel);
    s.setValue("board/animationMs", animationMs);
    s.setValue("board/coordinates", coordinates);
    s.setValue("board/legalMoves", legalMoves);
    s.setValue("board/castlingRights", castlingRights);
    s.setValue("sound/on", sounds);
    s.setValue("sound/volume", soundVolume);
    s.setValue("board/notation", notation);
}

void applySavedTextSettings() {
    applyLanguage(savedLanguage());
    // No window exists yet: set, not announced (nothing has a text to change).
    setPieceNotation(pieceNotationFromKey(BoardSettings::load().notation));
}

} // namespace chess960::ui
