#include "files/gamefiles.h"

#include "files/pgnfile.h"
#include "i18n/errorwording.h"

#include "chess960/errortext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace chess960::ui {

namespace {
constexpr int kMaxRecent = 8;
constexpr const char* kRecentKey = "files/recent";
} // namespace

bool writeTextFile(const QString& path, const std::string& text, QString* error) {
    return writePieces(path, {text}, error);
}

bool saveGame(const QString& path, const Game& game, QString* error) {
    return writeTextFile(path, writePgn(game), error);
}

QString autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/unfinished.pgn");
}

std::optional<Game> readAutosave() {
    QFile file(autosavePath());
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray bytes = file.readAll();
    auto game = readPgnGame(std::string_view(bytes.constData(), bytes.size()));
    // A finished game is not waiting to be resumed; a broken file is not offered either,
    // but it stays on disk until the next move replaces it, for whoever wants to look.
    if (!game || game->isOver()) return std::nullopt;
    return std::move(*game);
}

bool writeAutosave(const Game& game, QString* error) {
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    return saveGame(autosavePath(), game, error);
}

QString autosaveLocationPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/unfinished.where");
}

void removeAutosave() {
    QFile::remove(autosavePath());
    QFile::remove(autosaveLocationPath());
}

Expected<Game> gameFromText(const QString& text, std::vector<DroppedCastlingRight>* dropped) {
    if (dropped) dropped->clear();
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) return makeError(ErrorCode::TextEmpty);
    // A FEN is one line of six fields with '/' between the ranks; PGN starts with a tag or a
    // move number and never has a '/' in its first word.
    const bool looksLikeFen = !trimmed.contains('\n') && !trimmed.startsWith('[') &&
                              trimmed.section(' ', 0, 0).count('/') >= 1;
    if (looksLikeFen) {
        std::vector<DroppedCastlingRight> impossible;
        auto pos = Position::fromFenLenient(trimmed.toStdString(), impossible);
        if (!pos) {
            if (pos.error().position < 0) return pos.error();
            return makeError(ErrorCode::FenAtColumn, {std::to_string(pos.error().position + 1)},
                             pos.error(), pos.error().position);
        }
        if (dropped) *dropped = std::move(impossible);
        return Game(*pos);
    }
    const QByteArray bytes = trimmed.toUtf8();
    return readPgnGame(std::string_view(bytes.constData(), bytes.size()));
}

QStringList recentFiles() {
    return QSettings().value(kRecentKey).toStringList();
}

QString playersFolder(QStandardPaths::StandardLocation where) {
    const QString folder = QStandardPaths::writableLocation(where);
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::homePath();
}

QString gamesFolder() {
    const QStringList recent = recentFiles();
    if (!recent.isEmpty()) {
        const QString last = QFileInfo(recent.front()).absolutePath();
        if (QFileInfo(last).isDir()) return last;
    }
    return playersFolder(QStandardPaths::DocumentsLocation);
}

void addRecentFile(const QString& path) {
    QStringList list = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(kRecentKey, list);
}

} // namespace chess960::ui
