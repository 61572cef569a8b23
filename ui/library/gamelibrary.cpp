#include "gamelibrary.h"

#include "files/gamefiles.h"
#include "files/pgnfile.h"
#include "game/gamesetup.h"

#include "chess960/errortext.h"
#include "chess960/notation.h"
#include "chess960/pgn.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace chess960::ui {

namespace {
constexpr int kOpeningPlies = 6;
const QString kNameFormat = QStringLiteral("yyyyMMdd-HHmmss-zzz");

QString fromStd(const std::string& s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

QDateTime GameLibrary::playedTime(const QFileInfo& info) {
    const QDateTime t =
        QDateTime::fromString(info.fileName().left(kNameFormat.size()), kNameFormat);
    return t.isValid() ? t : info.lastModified();
}

GameLibrary::GameLibrary(QString folder) : folder_(std::move(folder)) {}

QString GameLibrary::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/games");
}

QString GameLibrary::pathOf(const QString& fileName) const {
    return folder_ + QLatin1Char('/') + fileName;
}

QString GameLibrary::newFileName(const QDateTime& when) const {
    const QString stem = when.toString(kNameFormat);
    for (;;) {
        const QString name =
            QStringLiteral("%1-%2.pgn")
                .arg(stem)
                .arg(QRandomGenerator::global()->bounded(0x10000), 4, 16, QLatin1Char('0'));
        if (!QFileInfo::exists(pathOf(name))) return name;
    }
}

int GameLibrary::addGames(const QString& pgnPath, QString* error) const {
    const PgnFileContents file = readPgnFileContents(pgnPath, error);
    if (file.records.empty()) return -1;
    int kept = 0;
    for (const PgnRecord& r : file.records) {
        if (!r.game) continue;
        if (!write(newFileName(), *r.game, error)) return kept ? kept : -1;
        ++kept;
    }
    return kept;
}

bool GameLibrary::write(const QString& fileName, const Game& game, QString* error) const {
    if (!QDir().mkpath(folder_)) {
        if (error) *error = QObject::tr("Cannot create the folder %1.").arg(folder_);
        return false;
    }
    return saveGame(pathOf(fileName), game, error);
}

Expected<Game> GameLibrary::read(const QString& fileName) const {
    QFile file(pathOf(fileName));
    if (!file.open(QIODevice::ReadOnly)) return makeError(ErrorCode::PgnNoGame);
    const QByteArray bytes = file.readAll();
    return readPgnGame(std::string_view(bytes.constData(), size_t(bytes.size())));
}

bool GameLibrary::contains(const QString& fileName) const {
    return !fileName.isEmpty() && QFileInfo::exists(pathOf(fileName));
}

int GameLibrary::computerLevel(const Game& game) {
    const bool computerPlayed =
        game.tag("WhiteType") == "program" || game.tag("BlackType") == "program";
    return computerPlayed ? fromStd(game.tag(kComputerLevelTag)).toInt() : 0;
}

LibraryEntry GameLibrary::summarize(const Game& game) {
    LibraryEntry e;
    e.white = fromStd(game.tag("White"));
    e.black = fromStd(game.tag("Black"));
    e.computerLevel = computerLevel(game);
    e.result = game.result();
    e.termination = game.termination();
    e.startNumber = game.startNumber();
    e.plies = game.plyCount();
    std::vector<Move> opening;
    for (int i = 0; i < std::min(e.plies, kOpeningPlies); ++i)
        opening.push_back(game.moves()[size_t(i)].move);
    e.opening = fromStd(sanLine(game.startPosition(), opening));
    return e;
}

QStringList GameLibrary::files() const {
    return QDir(folder_).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name);
}

bool GameLibrary::remove(const QStringList& fileNames, QString* error) const {
    bool ok = true;
    for (const QString& name : fileNames) {
        QFile file(pathOf(name));
        if (!file.remove() && ok) {
            ok = false;
            if (error) *error = QStringLiteral("%1: %2").arg(name, file.errorString());
        }
    }
    return ok;
}

bool GameLibrary::exportTo(const QString& path, const QStringList& fileNames,
                           QString* error) const {
    std::string text;
    for (const QString& name : fileNames) {
        // The file as written, not a rewrite: exported games are exactly what was kept.
        QFile file(pathOf(name));
        if (!file.open(QIODevice::ReadOnly)) {
            if (error) *error = QStringLiteral("%1: %2").arg(name, file.errorString());
            return false;
        }
        QByteArray bytes = file.readAll().trimmed();
        text.append(bytes.constData(), size_t(bytes.size()));
        text.append("\n\n");
    }
    return writeTextFile(path, text, error);
}

QString GameLibrary::currentGame() const {
    QFile file(pathOf(QStringLiteral("current")));
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString name = QString::fromUtf8(file.readAll()).trimmed();
    // Only a plain file name of this folder: the file is ours, but a name is still input.
    if (name.contains(QLatin1Char('/')) || !name.endsWith(QLatin1String(".pgn"))) return {};
    return contains(name) ? name : QString();
}

void GameLibrary::setCurrentGame(const QString& fileName) const {
    if (fileName.isEmpty()) {
        QFile::remove(pathOf(QStringLiteral("current")));
        return;
    }
    QDir().mkpath(folder_);
    writeTextFile(pathOf(QStringLiteral("current")), fileName.toStdString(), nullptr);
}

} // namespace chess960::ui
