#include "engineconfig.h"

#include "engines/uciengine.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace chess960::ui {

namespace {

const QString kGroup = QStringLiteral("engines");

EngineConfig read(QSettings& s, const QString& id) {
    s.beginGroup(kGroup + QLatin1Char('/') + id);
    EngineConfig c;
    c.id = id;
    c.name = s.value("name").toString();
    c.path = s.value("path").toString();
    c.engineName = s.value("engineName").toString();
    c.author = s.value("author").toString();
    c.optionLines = s.value("optionLines").toStringList();
    const QVariantMap values = s.value("values").toMap();
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        c.values.insert(it.key(), it.value().toString());
    s.endGroup();
    return c;
}

} // namespace

std::vector<UciOption> EngineConfig::options() const {
    std::vector<UciOption> out;
    for (const QString& line : optionLines) {
        const UciLine l = parseUciLine(line.toStdString());
        if (l.kind == UciLineKind::Option) out.push_back(l.option);
    }
    return out;
}

QString EngineConfig::value(const UciOption& option) const {
    const QString name = QString::fromStdString(option.name);
    return values.contains(name) ? values.value(name) : QString::fromStdString(option.defaultValue);
}

bool EngineConfig::chess960() const {
    const std::vector<UciOption> all = options();
    return std::any_of(all.begin(), all.end(), [](const UciOption& o) {
        return o.name == "UCI_Chess960" && o.type == UciOptionType::Check;
    });
}

EngineConfig EngineConfig::fromHandshake(const QString& path, const UciEngineInfo& info) {
    EngineConfig c;
    c.path = path;
    c.engineName = info.name;
    c.author = info.author;
    c.name = info.name.isEmpty() ? QFileInfo(path).fileName() : info.name;
    c.optionLines = info.optionLines;
    return c;
}

QList<EngineConfig> EngineStore::load() {
    QSettings s;
    s.beginGroup(kGroup);
    const QStringList ids = s.childGroups();
    s.endGroup();
    QList<EngineConfig> all;
    for (const QString& id : ids) all << read(s, id);
    std::sort(all.begin(), all.end(), [](const EngineConfig& a, const EngineConfig& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return all;
}

std::optional<EngineConfig> EngineStore::findByName(const QString& name) {
    for (const EngineConfig& c : load())
        if (c.name == name) return c;
    return std::nullopt;
}

std::optional<EngineConfig> EngineStore::find(const QString& id) {
    QSettings s;
    if (id.isEmpty() || !s.childGroups().contains(kGroup)) return std::nullopt;
    s.beginGroup(kGroup);
    const bool known = s.childGroups().contains(id);
    s.endGroup();
    if (!known) return std::nullopt;
    return read(s, id);
}

EngineConfig EngineStore::add(EngineConfig config) {
    QSettings s;
    s.beginGroup(kGroup);
    const QStringList ids = s.childGroups();
    s.endGroup();
    int n = 1;
    while (ids.contains(QStringLiteral("engine%1").arg(n))) ++n;
    config.id = QStringLiteral("engine%1").arg(n);
    config.name = uniqueName(config.name);
    save(config);
    return config;
}

void EngineStore::save(const EngineConfig& c) {
    QSettings s;
    s.beginGroup(kGroup + QLatin1Char('/') + c.id);
    s.setValue("name", c.name);
    s.setValue("path", c.path);
    s.setValue("engineName", c.engineName);
    s.setValue("author", c.author);
    s.setValue("optionLines", c.optionLines);
    QVariantMap values;
    for (auto it = c.values.cbegin(); it != c.values.cend(); ++it) values.insert(it.key(), *it);
    s.setValue("values", values);
    s.endGroup();
}

void EngineStore::remove(const QString& id) {
    if (id.isEmpty()) return;
    QSettings s;
    s.remove(kGroup + QLatin1Char('/') + id);
}

EngineConfig EngineStore::duplicate(const EngineConfig& config) {
    return add(config);
}

QString EngineStore::uniqueName(const QString& name) {
    QStringList taken;
    for (const EngineConfig& c : load()) taken << c.name;
    if (!taken.contains(name)) return name;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(name).arg(n);
        if (!taken.contains(candidate)) return candidate;
    }
}

QStringList usualEnginePaths() {
    QStringList paths{QStringLiteral("/usr/games/stockfish"), QStringLiteral("/usr/bin/stockfish"),
                      QStringLiteral("/usr/local/bin/stockfish")};
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("stockfish"));
    if (!onPath.isEmpty()) paths << onPath;
    for (const char* other : {"glaurung", "toga2", "fruit"})
        for (const char* dir : {"/usr/games/", "/usr/bin/"})
            paths << QString::fromLatin1(dir) + QString::fromLatin1(other);
    return paths;
}

QStringList unconfiguredEngines(const QStringList& candidates) {
    QStringList used;
    for (const EngineConfig& c : EngineStore::load()) used << QFileInfo(c.path).canonicalFilePath();
    QStringList found;
    for (const QString& path : candidates) {
        const QFileInfo f(path);
        if (!f.isFile() || !f.isExecutable()) continue;
        const QString real = f.canonicalFilePath();
        if (used.contains(real) || found.contains(path)) continue;
        used << real;
        found << path;
    }
    return found;
}

} // namespace chess960::ui
