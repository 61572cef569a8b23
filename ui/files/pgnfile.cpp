#include "files/pgnfile.h"

#include "i18n/errorwording.h"

#include "chess960/mappedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cstring>
#include <optional>

namespace chess960::ui {

namespace {

// A read-only file stays read-only, even for a user (root) whom the system would let write.
bool isReadOnly(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) return false;
    // The mode's bits, not WriteUser: that one asks the system, which lets root write anything.
    const auto writeBits =
        QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther;
    return !(info.permissions() & writeBits) || !info.isWritable();
}

// Writes bytes in pieces, so that a full disk is seen as soon as it happens.
bool writeAll(QSaveFile& out, std::string_view bytes) {
    constexpr size_t kPiece = size_t(1) << 22;
    for (size_t at = 0; at < bytes.size(); at += kPiece) {
        const size_t n = std::min(kPiece, bytes.size() - at);
        if (out.write(bytes.data() + at, qint64(n)) != qint64(n)) return false;
    }
    return true;
}

// The game's text as it goes into a file: without the empty line writePgn ends with (the
// file keeps its own spacing between games), with the line ends the game had.
std::string gameText(const std::string& pgnText, bool crlf) {
    std::string text = pgnText;
    while (text.size() >= 2 && text.ends_with("\n\n")) text.pop_back();
    if (!crlf) return text;
    std::string out;
    out.reserve(text.size() + text.size() / 32);
    for (char c : text) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}

} // namespace

bool commitWhole(QSaveFile& file, QString* error) {
    // What is still in the file's buffer is written now, and a failure there counts:
    // QSaveFile::commit alone lets a failed last write through and puts a short file in place.
    if (!file.flush()) {
        if (error) *error = file.errorString();
        file.cancelWriting();
        file.commit(); // with the writing cancelled: the temporary file goes, the old one stays
        return false;
    }
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

namespace {
std::function<void(const QString&)>& afterFirstPiece() {
    static std::function<void(const QString&)> hook;
    return hook;
}
} // namespace

void setAfterFirstPieceForTests(std::function<void(const QString&)> hook) {
    afterFirstPiece() = std::move(hook);
}

void afterFirstPieceWritten(const QString& path) {
    if (afterFirstPiece()) afterFirstPiece()(path);
}

QString changedWhileReadText() {
    return QCoreApplication::translate(
        "PgnFile", "The file was changed by another program while it was read.");
}

namespace {
// Whether the file at path is still as the stamp says (writePieces' sourceUnchanged).
std::function<bool()> unchangedSince(const QString& path, const FileStamp& stamp) {
    return [path, stamp] { return stampOf(path) == stamp; };
}
} // namespace

bool writePieces(const QString& path, const std::vector<std::string_view>& pieces, QString* error,
                 const std::function<bool()>& sourceUnchanged) {
    if (isReadOnly(path)) {
        if (error) *error = QCoreApplication::translate("PgnFile", "The file is read-only.");
        return false;
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error) *error = out.errorString();
        return false;
    }
    for (size_t i = 0; i < pieces.size(); ++i) {
        if (!writeAll(out, pieces[i])) {
            if (error) *error = out.errorString();
            out.cancelWriting();
            out.commit();
            return false;
        }
        if (i == 0) afterFirstPieceWritten(path);
    }
    if (sourceUnchanged && !sourceUnchanged()) {
        if (error)
            *error = changedWhileReadText();
        out.cancelWriting();
        out.commit(); // with the writing cancelled: the temporary file goes, the old one stays
        return false;
    }
    return commitWhole(out, error);
}

// The file's bytes through the core's memory map; the reason it cannot be read in Qt's words,
// which are in the player's language.
std::optional<MappedFile> mapFile(const QString& path, QString* error) {
    auto file = MappedFile::open(QFile::encodeName(path).toStdString());
    if (file) return std::move(*file);
    if (error) {
        QFile f(path);
        *error = f.open(QIODevice::ReadOnly) ? QString::fromStdString(file.error().message)
                                             : f.errorString();
    }
    return std::nullopt;
}

FileStamp stampOf(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) return {};
    return {info.size(), info.lastModified().toMSecsSinceEpoch()};
}

std::uint64_t hashBytes(std::string_view bytes) {
    // Eight bytes a step (a byte a step was a twentieth of building an index): each word is
    // mixed in by a multiplication and its high half folded back, the length last.
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;
    std::uint64_t h = 14695981039346656037ull;
    const auto mix = [&h](std::uint64_t word) {
        h = (h ^ word) * kMultiplier;
        h ^= h >> 29;
    };
    size_t at = 0;
    for (; at + 8 <= bytes.size(); at += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + at, 8);
        mix(word);
    }
    std::uint64_t tail = 0;
    if (at < bytes.size()) std::memcpy(&tail, bytes.data() + at, bytes.size() - at);
    mix(tail);
    mix(bytes.size());
    return h;
}

GameLocation PgnFileContents::location(int index) const {
    GameLocation where;
    where.path = path;
    where.index = index;
    where.count = int(records.size());
    where.offset = records[size_t(index)].offset;
    where.end = records[size_t(index)].end;
    where.hash = hashes[size_t(index)];
    where.crlf = crlf[size_t(index)];
    where.stamp = stamp;
    return where;
}

GameSpan PgnFileContents::span(int index) const {
    return {records[size_t(index)].offset, records[size_t(index)].end, hashes[size_t(index)]};
}

PgnFileContents readPgnFileContents(const QString& path, QString* error) {
    PgnFileContents contents;
    contents.path = path;
    contents.stamp = stampOf(path);
    const auto file = mapFile(path, error);
    if (!file) return contents;
    const std::string_view bytes = file->bytes();
    auto records = readPgnFile(bytes);
    if (!records) {
        if (error) *error = ErrorWording::text(records.error());
        return contents;
    }
    if (records->empty()) {
        if (error) *error = QCoreApplication::translate("PgnFile", "The file holds no game.");
        return contents;
    }
    // Games that cannot be read are listed only beside one that can; alone they are an error,
    // the first one's.
    if (std::none_of(records->begin(), records->end(), [](const PgnRecord& r) { return r.ok(); })) {
        if (error) *error = ErrorWording::recordText(records->front());
        return contents;
    }
    for (const PgnRecord& r : *records) {
        const std::string_view game = bytes.substr(size_t(r.offset), size_t(r.end - r.offset));
        contents.hashes.push_back(hashBytes(game));
        contents.crlf.push_back(game.find("\r\n") != std::string_view::npos);
    }
    contents.records = std::move(*records);
    return contents;
}

QString backupPath(const QString& path) {
    const QFileInfo info(path);
    const QString suffix = info.suffix();
    const QString base = suffix.isEmpty() ? info.fileName() : info.completeBaseName();
    return info.dir().filePath(suffix.isEmpty() ? base + QStringLiteral(" (backup)")
                                                : base + QStringLiteral(" (backup).") + suffix);
}

namespace {

// The bytes of the file at path, which must be as `stamp` says and writable; else nothing, with
// `outcome` ChangedOnDisk, or Failed and the reason in error.
std::optional<MappedFile> unchangedFile(const QString& path, const FileStamp& stamp,
                                        WriteOutcome* outcome, QString* error) {
    *outcome = WriteOutcome::Failed;
    const FileStamp now = stampOf(path);
    if (now.size < 0) {
        if (error) *error = QCoreApplication::translate("PgnFile", "The file no longer exists.");
        return std::nullopt;
    }
    if (isReadOnly(path)) {
        if (error) *error = QCoreApplication::translate("PgnFile", "The file is read-only.");
        return std::nullopt;
    }
    if (now != stamp) {
        *outcome = WriteOutcome::ChangedOnDisk;
        return std::nullopt;
    }
    return mapFile(path, error);
}

// The games in the file's order, each once.
void inFileOrder(std::vector<GameSpan>& games) {
    std::sort(games.begin(), games.end(),
              [](const GameSpan& a, const GameSpan& b) { return a.offset < b.offset; });
    games.erase(
        std::unique(games.begin(), games.end(),
                    [](const GameSpan& a, const GameSpan& b) { return a.offset == b.offset; }),
        games.end());
}

// Whether bytes [offset, end) are still the ones hashed.
bool holds(std::string_view bytes, long long offset, long long end, std::uint64_t hash) {
    return offset >= 0 && offset <= end && end <= (long long)bytes.size() &&
           hashBytes(bytes.substr(size_t(offset), size_t(end - offset))) == hash;
}

} // namespace

WriteOutcome replaceGameInFile(GameLocation& where, const std::string& pgnText, QString* error) {
    WriteOutcome refused = WriteOutcome::Failed;
    const auto file = unchangedFile(where.path, where.stamp, &refused, error);
    if (!file) return refused;
    const std::string_view bytes = file->bytes();
    if (!holds(bytes, where.offset, where.end, where.hash)) return WriteOutcome::ChangedOnDisk;
    if (where.count > 1 && !keepBackup(where.path, error)) return WriteOutcome::Failed;
    const std::string text = gameText(pgnText, where.crlf);
    const auto unchanged = unchangedSince(where.path, where.stamp);
    if (!writePieces(where.path,
                     {bytes.substr(0, size_t(where.offset)), text, bytes.substr(size_t(where.end))},
                     error, unchanged))
        return unchanged() ? WriteOutcome::Failed : WriteOutcome::ChangedOnDisk;
    where.end = where.offset + (long long)text.size();
    where.hash = hashBytes(text);
    where.stamp = stampOf(where.path);
    return WriteOutcome::Written;
}

WriteOutcome removeGamesFromFile(const QString& path, const FileStamp& stamp, int count,
                                 std::vector<GameSpan> games, RemovedGames* removed,
                                 QString* error) {
    inFileOrder(games);
    if (games.empty()) return WriteOutcome::Written;
    if (int(games.size()) >= count) {
        if (error)
            *error = QCoreApplication::translate(
                "PgnFile", "The file would hold no game: delete the file itself instead.");
        return WriteOutcome::Failed;
    }
    WriteOutcome refused = WriteOutcome::Failed;
    const auto file = unchangedFile(path, stamp, &refused, error);
    if (!file) return refused;
    const std::string_view bytes = file->bytes();
    // Each game must be where it was read, its bytes unchanged, and apart from the next.
    std::vector<std::pair<long long, long long>> cuts;
    long long reached = 0;
    for (const GameSpan& g : games) {
        if (g.offset < reached || !holds(bytes, g.offset, g.end, g.hash))
            return WriteOutcome::ChangedOnDisk;
        // With the blank lines after it, so that no empty lines pile up where it was.
        size_t to = size_t(g.end);
        while (to < bytes.size() &&
               (bytes[to] == '\n' || bytes[to] == '\r' || bytes[to] == ' ' || bytes[to] == '\t'))
            ++to;
        cuts.emplace_back(g.offset, (long long)to);
        reached = (long long)to;
    }
    if (!keepBackup(path, error)) return WriteOutcome::Failed;
    std::vector<std::string_view> pieces;
    long long from = 0;
    for (const auto& [start, stop] : cuts) {
        pieces.push_back(bytes.substr(size_t(from), size_t(start - from)));
        from = stop;
    }
    pieces.push_back(bytes.substr(size_t(from)));
    const auto unchanged = unchangedSince(path, stamp);
    if (!writePieces(path, pieces, error, unchanged))
        return unchanged() ? WriteOutcome::Failed : WriteOutcome::ChangedOnDisk;
    if (removed) {
        removed->path = path;
        removed->before = stamp;
        removed->after = stampOf(path);
        removed->countBefore = count;
        removed->cuts = std::move(cuts);
    }
    return WriteOutcome::Written;
}

WriteOutcome setTagInFile(const QString& path, const FileStamp& stamp, int count,
                          std::vector<GameSpan> games, const std::string& name,
                          const std::string& value, RetaggedGames* retagged, QString* error) {
    inFileOrder(games);
    if (games.empty()) return WriteOutcome::Written;
    WriteOutcome refused = WriteOutcome::Failed;
    const auto file = unchangedFile(path, stamp, &refused, error);
    if (!file) return refused;
    const std::string_view bytes = file->bytes();
    std::vector<std::string> texts;
    texts.reserve(games.size());
    long long reached = 0;
    for (const GameSpan& g : games) {
        if (g.offset < reached || !holds(bytes, g.offset, g.end, g.hash))
            return WriteOutcome::ChangedOnDisk;
        reached = g.end;
        auto text =
            withTagInText(bytes.substr(size_t(g.offset), size_t(g.end - g.offset)), name, value);
        if (!text) {
            if (error)
                *error = QCoreApplication::translate(
                             "PgnFile", "The tags of a game at byte %1 cannot be read.")
                             .arg(g.offset);
            return WriteOutcome::Failed;
        }
        texts.push_back(std::move(*text));
    }
    if (!keepBackup(path, error)) return WriteOutcome::Failed;
    std::vector<std::string_view> pieces;
    long long from = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        pieces.push_back(bytes.substr(size_t(from), size_t(games[i].offset - from)));
        pieces.push_back(texts[i]);
        from = games[i].end;
    }
    pieces.push_back(bytes.substr(size_t(from)));
    const auto unchanged = unchangedSince(path, stamp);
    if (!writePieces(path, pieces, error, unchanged))
        return unchanged() ? WriteOutcome::Failed : WriteOutcome::ChangedOnDisk;
    if (retagged) {
        retagged->path = path;
        retagged->before = stamp;
        retagged->after = stampOf(path);
        retagged->count = count;
        retagged->edits.clear();
        for (size_t i = 0; i < games.size(); ++i)
            retagged->edits.push_back(
                {games[i].offset, games[i].end, (long long)texts[i].size(), hashBytes(texts[i])});
    }
    return WriteOutcome::Written;
}

WriteOutcome appendGamesToFile(const QString& path, const QString& gamesFile, int games,
                               AppendedGames* appended, QString* error) {
    const FileStamp before = stampOf(path);
    std::optional<MappedFile> target;
    if (before.size > 0) {
        target = mapFile(path, error);
        if (!target) return WriteOutcome::Failed;
    }
    const auto source = mapFile(gamesFile, error);
    if (!source) return WriteOutcome::Failed;
    if (isReadOnly(path)) {
        if (error) *error = QCoreApplication::translate("PgnFile", "The file is read-only.");
        return WriteOutcome::Failed;
    }
    const std::string_view old = target ? target->bytes() : std::string_view();
    const std::string_view added = source->bytes();
    // The file's line ends (its first line's), else the games' own.
    const size_t firstEnd = old.find('\n');
    const bool convert = firstEnd != std::string_view::npos;
    const bool crlf = convert && firstEnd > 0 && old[firstEnd - 1] == '\r';
    const std::string newline = crlf ? "\r\n" : "\n";
    // One blank line between the file's last game and the first copy.
    std::string joint;
    if (!old.empty()) {
        const bool endsWithLine = old.back() == '\n';
        const bool blank = old.ends_with("\n\n") || old.ends_with("\n\r\n");
        joint = blank ? "" : endsWithLine ? newline : newline + newline;
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error) *error = out.errorString();
        return WriteOutcome::Failed;
    }
    const auto fail = [&] {
        if (error) *error = out.errorString();
        out.cancelWriting();
        out.commit();
        return WriteOutcome::Failed;
    };
    if (!writeAll(out, old)) return fail();
    afterFirstPieceWritten(path);
    if (!writeAll(out, joint)) return fail();
    if (!convert) {
        if (!writeAll(out, added)) return fail();
    } else {
        // In the file's line ends, a block at a time (memory follows the block, not the games).
        std::string block;
        constexpr size_t kBlock = 1 << 20;
        for (size_t from = 0; from < added.size(); from += kBlock) {
            const std::string_view part = added.substr(from, kBlock);
            block.clear();
            for (size_t i = 0; i < part.size(); ++i) {
                const char c = part[i];
                if (c == '\r' && (i + 1 < part.size()
                                      ? part[i + 1] == '\n'
                                      : from + i + 1 < added.size() && added[from + i + 1] == '\n'))
                    continue; // the \n that follows writes the line end
                if (c == '\n')
                    block += newline;
                else
                    block += c;
            }
            if (!writeAll(out, block)) return fail();
        }
    }
    // The file as it was when its bytes were read, or another program wrote it meanwhile (its
    // bytes, read half-way, are in the copy): then it stays as that program wrote it.
    if (stampOf(path) != before) {
        if (error)
            *error = changedWhileReadText();
        out.cancelWriting();
        out.commit();
        return WriteOutcome::ChangedOnDisk;
    }
    if (!commitWhole(out, error)) return WriteOutcome::Failed;
    if (appended) {
        appended->path = path;
        appended->before = before;
        appended->after = stampOf(path);
        appended->added = games;
    }
    return WriteOutcome::Written;
}

Relocation relocateAfterAppend(GameLocation& where, const AppendedGames& appended) {
    if (where.path.isEmpty() || QFileInfo(where.path) != QFileInfo(appended.path) ||
        where.stamp != appended.before)
        return Relocation::Elsewhere;
    where.count += appended.added;
    where.stamp = appended.after;
    return Relocation::Moved;
}

Relocation relocateAfterRetag(GameLocation& where, const RetaggedGames& retagged,
                              bool* wasRetagged) {
    if (wasRetagged) *wasRetagged = false;
    if (where.path.isEmpty() || QFileInfo(where.path) != QFileInfo(retagged.path) ||
        where.stamp != retagged.before || where.count != retagged.count)
        return Relocation::Elsewhere;
    long long shift = 0;
    for (const RetaggedGames::Edit& e : retagged.edits) {
        if (e.end <= where.offset && e.offset != where.offset) {
            shift += e.length - (e.end - e.offset);
        } else if (e.offset == where.offset && e.end == where.end) {
            where.offset += shift;
            where.end = where.offset + e.length;
            where.hash = e.hash;
            where.stamp = retagged.after;
            if (wasRetagged) *wasRetagged = true;
            return Relocation::Moved;
        }
    }
    where.offset += shift;
    where.end += shift;
    where.stamp = retagged.after;
    return Relocation::Moved;
}

Relocation relocateAfterRemoval(GameLocation& where, const RemovedGames& removed) {
    if (where.path.isEmpty() || QFileInfo(where.path) != QFileInfo(removed.path) ||
        where.stamp != removed.before || where.count != removed.countBefore)
        return Relocation::Elsewhere;
    long long shift = 0;
    int before = 0;
    for (const auto& [start, stop] : removed.cuts) {
        if (stop <= where.offset) {
            shift += stop - start;
            ++before;
        } else if (start < where.end) {
            return Relocation::Removed;
        }
    }
    where.offset -= shift;
    where.end -= shift;
    where.index -= before;
    where.count -= int(removed.cuts.size());
    where.stamp = removed.after;
    return Relocation::Moved;
}

bool keepBackup(const QString& path, QString* error) {
    const FileStamp read = stampOf(path);
    if (read.size <= 0) return true;
    QString why;
    const auto file = mapFile(path, &why);
    if (!file || !writePieces(backupPath(path), {file->bytes()}, &why, unchangedSince(path, read))) {
        if (error)
            *error = QCoreApplication::translate(
                         "PgnFile", "The copy of the file as it was, %1, cannot be written: %2")
                         .arg(backupPath(path), why);
        return false;
    }
    return true;
}

bool writeSingleGameFile(const QString& path, const std::string& pgnText, GameLocation* where,
                         QString* error) {
    const std::string text = pgnText;
    if (!writePieces(path, {text}, error)) return false;
    if (where) {
        *where = GameLocation();
        where->path = path;
        where->offset = 0;
        where->end = (long long)gameText(text, false).size();
        where->hash = hashBytes(std::string_view(text).substr(0, size_t(where->end)));
        where->stamp = stampOf(path);
    }
    return true;
}

QByteArray locationToJson(const GameLocation& where) {
    // 64-bit numbers as text: a JSON number is a double and would round them.
    const QJsonObject o{
        {QStringLiteral("path"), where.path},
        {QStringLiteral("index"), where.index},
        {QStringLiteral("count"), where.count},
        {QStringLiteral("offset"), QString::number(where.offset)},
        {QStringLiteral("end"), QString::number(where.end)},
        {QStringLiteral("hash"), QString::number(where.hash)},
        {QStringLiteral("crlf"), where.crlf},
        {QStringLiteral("size"), QString::number(where.stamp.size)},
        {QStringLiteral("modified"), QString::number(where.stamp.modifiedMs)},
    };
    return QJsonDocument(o).toJson();
}

std::optional<GameLocation> locationFromJson(const QByteArray& json) {
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject()) return std::nullopt;
    const QJsonObject o = doc.object();
    bool ok[6] = {};
    GameLocation where;
    where.path = o.value(QStringLiteral("path")).toString();
    where.index = o.value(QStringLiteral("index")).toInt(-1);
    where.count = o.value(QStringLiteral("count")).toInt(0);
    where.offset = o.value(QStringLiteral("offset")).toString().toLongLong(&ok[0]);
    where.end = o.value(QStringLiteral("end")).toString().toLongLong(&ok[1]);
    where.hash = o.value(QStringLiteral("hash")).toString().toULongLong(&ok[2]);
    where.crlf = o.value(QStringLiteral("crlf")).toBool();
    where.stamp.size = o.value(QStringLiteral("size")).toString().toLongLong(&ok[3]);
    where.stamp.modifiedMs = o.value(QStringLiteral("modified")).toString().toLongLong(&ok[4]);
    ok[5] = !where.path.isEmpty() && where.index >= 0 && where.count > where.index &&
            where.offset >= 0 && where.end >= where.offset;
    if (!std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; })) return std::nullopt;
    return where;
}

SavedGame saveGameInto(GameLocation where, const std::string& pgnText) {
    SavedGame saved;
    saved.where = std::move(where);
    saved.outcome = replaceGameInFile(saved.where, pgnText, &saved.why);
    return saved;
}

SavedGame saveGameAs(const QString& path, const std::string& pgnText, bool keepWhatItHeld) {
    SavedGame saved;
    if ((!keepWhatItHeld || keepBackup(path, &saved.why)) &&
        writeSingleGameFile(path, pgnText, &saved.where, &saved.why))
        saved.outcome = WriteOutcome::Written;
    return saved;
}

} // namespace chess960::ui
