#include "settings.h"

#include "i18n/language.h"
#include "i18n/piecenotation.h"

#include <QFile>
#include <QFileDevice>
#include <QSettings>
#include <QTemporaryFile>

#include <algorithm>

namespace chess960::ui {

namespace {

// The settings' text is Qt's INI, made and read by Qt's own codec through a file of its own,
// so that the file reads as it always did.
bool readChecked(QIODevice& device, QSettings::SettingsMap& map) {
    QTemporaryFile text;
    if (!text.open() || text.write(device.readAll()) < 0 || !text.flush()) return false;
    const QSettings ini(text.fileName(), QSettings::IniFormat);
    for (const QString& key : ini.allKeys()) map.insert(key, ini.value(key));
    return ini.status() == QSettings::NoError;
}

bool writeChecked(QIODevice& device, const QSettings::SettingsMap& map) {
    QTemporaryFile text;
    if (!text.open()) return false;
    text.close();
    {
        QSettings ini(text.fileName(), QSettings::IniFormat);
        for (auto it = map.cbegin(); it != map.cend(); ++it) ini.setValue(it.key(), it.value());
        ini.sync();
        if (ini.status() != QSettings::NoError) return false;
    }
    // The text read back whole before it goes into the settings' file: the codec's own write
    // has the same blind spot.
    const QSettings back(text.fileName(), QSettings::IniFormat);
    if (back.status() != QSettings::NoError || back.allKeys().size() != map.size()) return false;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        if (back.value(it.key()) != it.value()) return false;
    QFile file(text.fileName());
    if (!file.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = file.readAll();
    if (device.write(bytes) != bytes.size()) return false;
    // The last of it written now, where a failure still keeps the old file.
    auto* out = qobject_cast<QFileDevice*>(&device);
    return !out || out->flush();
}

} // namespace

void useCheckedSettingsFormat() {
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("conf"), readChecked, writeChecked);
    QSettings::setDefaultFormat(format);
}

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
