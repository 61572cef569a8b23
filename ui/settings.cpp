#include "settings.h"

#include "files/gamefiles.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QMutex>
#include <QSettings>
#include <QStorageInfo>
#include <QTemporaryFile>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace chess960::ui {

namespace {

// The settings' text is Qt's INI, made and read by Qt's own codec through a file of its own,
// so that the file reads as it always did.

QMutex damagedMutex;
QString damagedCopy; // guarded by damagedMutex

// A key as QSettings asks for it: "a//b/" and "/a/b" are asked for as "a/b". Qt's reader hands
// a key of a file such as "[board]\n/animationMs=1" over as it is written, where no one can
// ask for its value; its writer writes it as the other. A key without a name ("=-5") it reads
// and will not write at all.
bool reachable(const QString& key) {
    return !key.isEmpty() &&
           key == key.split(QLatin1Char('/'), Qt::SkipEmptyParts).join(QLatin1Char('/'));
}

// The file as it was, beside it under a name of its own, byte for byte; its name, or empty when
// it could not be kept. A copy kept before with the same bytes is the copy.
QString keepDamaged(const QString& path, const QByteArray& bytes) {
    QString copy = path + QStringLiteral(".damaged");
    for (int n = 2; QFile::exists(copy); ++n) {
        QFile kept(copy);
        if (kept.open(QIODevice::ReadOnly) && kept.size() == bytes.size() &&
            kept.readAll() == bytes)
            return copy;
        copy = path + QStringLiteral(".damaged-%1").arg(n);
    }
    QString error;
    return writeTextFile(copy, bytes.toStdString(), &error) ? copy : QString();
}

// A file of its own for the settings' text, open: in the system's temporary folder, else
// beside the settings file (`device`'s), so that a full or missing temporary folder does not
// keep every choice from being read or saved. Null when neither can be made.
std::unique_ptr<QTemporaryFile> textFile(const QIODevice& device, int attempt) {
    if (attempt == 0) {
        auto text = std::make_unique<QTemporaryFile>();
        return text->open() ? std::move(text) : nullptr;
    }
    const auto* file = qobject_cast<const QFileDevice*>(&device);
    if (attempt > 1 || !file || file->fileName().isEmpty()) return nullptr;
    const QFileInfo settings(file->fileName());
    auto text = std::make_unique<QTemporaryFile>(settings.absolutePath() + QStringLiteral("/.") +
                                                 settings.fileName() + QStringLiteral("-XXXXXX"));
    return text->open() ? std::move(text) : nullptr;
}
constexpr int kTextFileAttempts = 2;

// The settings as Qt's codec writes them, read back whole before they are used (the codec's own
// write has the same blind spot as its read); nothing when that fails.
std::optional<QByteArray> iniText(const QSettings::SettingsMap& map, const QIODevice& device) {
    for (int attempt = 0; attempt < kTextFileAttempts; ++attempt) {
        const auto text = textFile(device, attempt);
        if (!text) continue;
        text->close();
        {
            QSettings ini(text->fileName(), QSettings::IniFormat);
            for (auto it = map.cbegin(); it != map.cend(); ++it) ini.setValue(it.key(), it.value());
            ini.sync();
            if (ini.status() != QSettings::NoError) continue;
        }
        const QSettings back(text->fileName(), QSettings::IniFormat);
        if (back.status() != QSettings::NoError || back.allKeys().size() != map.size()) continue;
        bool same = true;
        for (auto it = map.cbegin(); same && it != map.cend(); ++it)
            same = back.value(it.key()) == it.value();
        if (!same) return std::nullopt; // the codec's, wherever it writes
        QFile file(text->fileName());
        if (file.open(QIODevice::ReadOnly)) return file.readAll();
    }
    return std::nullopt;
}

bool readChecked(QIODevice& device, QSettings::SettingsMap& map) {
    const QByteArray bytes = device.readAll();
    std::unique_ptr<QTemporaryFile> text;
    for (int attempt = 0; !text && attempt < kTextFileAttempts; ++attempt) {
        text = textFile(device, attempt);
        if (text && (text->write(bytes) != bytes.size() || !text->flush())) text.reset();
    }
    if (!text) return false;
    const QSettings ini(text->fileName(), QSettings::IniFormat);
    bool whole = true;
    for (const QString& key : ini.allKeys()) {
        if (reachable(key))
            map.insert(key, ini.value(key));
        else
            whole = false;
    }
    // The status once the file is read (it is read at the first question).
    if (whole && ini.status() == QSettings::NoError) return true;
    // Lines Qt's reader cannot read (a section not closed, a line without "="): QSettings
    // never writes a file it could not read, so every choice made from then on would be lost.
    // A key no one can ask for would be two keys on the way back, and no write would pass the
    // check below. The file is kept aside as it was and the rest of it is used; where no copy
    // can be made, the file stays as it is (and nothing is written to it).
    const auto* file = qobject_cast<const QFile*>(&device);
    if (!file) return false;
    const QString copy = keepDamaged(file->fileName(), bytes);
    if (copy.isEmpty()) return false;
    // The file written again at once from what was read, so that a program ended before its
    // first write (killed, crashed) does not read it damaged at the next start, and tell the
    // player again. Where that write fails, the file stays as it was beside its copy.
    if (const auto clean = iniText(map, device)) {
        QString error;
        writeTextFile(file->fileName(), clean->toStdString(), &error);
    }
    const QMutexLocker lock(&damagedMutex);
    damagedCopy = copy;
    return true;
}

bool writeChecked(QIODevice& device, const QSettings::SettingsMap& map) {
    const auto bytes = iniText(map, device);
    if (!bytes || device.write(*bytes) != bytes->size()) return false;
    // The last of it written now, where a failure still keeps the old file.
    auto* out = qobject_cast<QFileDevice*>(&device);
    return !out || out->flush();
}

} // namespace

std::optional<QString> settingsNotSaved() {
    QSettings s;
    s.sync();
    if (s.status() == QSettings::NoError) return std::nullopt;
    const QFileInfo file(s.fileName());
    // Why, as far as the file's place tells: the nearest folder there is of its path.
    QDir folder(file.absolutePath());
    while (!folder.exists() && folder.cdUp()) {
    }
    const QStorageInfo disk(folder.absolutePath());
    QString why;
    if (disk.isValid() && disk.isReadOnly())
        why = QCoreApplication::translate("Settings", "the disk is read-only");
    else if (disk.isValid() && disk.bytesAvailable() < 64 * 1024)
        why = QCoreApplication::translate("Settings", "the disk is full");
    else
        why = QCoreApplication::translate("Settings", "the file or its folder cannot be written");
    return QCoreApplication::translate("Settings",
                                       "Your choices cannot be saved in %1: %2. They are kept "
                                       "while the program runs and saved as soon as the file "
                                       "can be written.")
        .arg(QDir::toNativeSeparators(file.absoluteFilePath()), why);
}

QString takeDamagedSettingsCopy() {
    const QMutexLocker lock(&damagedMutex);
    return std::exchange(damagedCopy, QString());
}

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
