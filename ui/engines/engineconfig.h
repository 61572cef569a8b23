// The engines the player has configured, kept with QSettings: one group per engine under
// "engines/", each with its file, its names, the option lines it announced and the values the
// player changed. Several configurations may share one file ("Stockfish" and "Stockfish
// 1800" with UCI_LimitStrength).
#pragma once

#include "engines/uciparse.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace chess960::ui {

struct UciEngineInfo;

/// \brief One configured engine.
struct EngineConfig {
    QString id;                    ///< the settings group; set by EngineStore::add
    QString name;                  ///< what the player calls it
    QString path;                  ///< the program
    QString engineName;            ///< the engine's own "id name"
    QString author;                ///< the engine's "id author"
    QStringList optionLines;       ///< the option lines of its handshake, as written
    QMap<QString, QString> values; ///< option values that differ from the engine's defaults

    /// \brief The options read from optionLines (lines that do not parse are left out).
    std::vector<UciOption> options() const;
    /// \brief The value of an option: the player's, else the engine's default.
    QString value(const UciOption& option) const;
    /// \brief Offers UCI_Chess960.
    bool chess960() const;
    /// \brief A configuration from a finished handshake, named after the engine.
    static EngineConfig fromHandshake(const QString& path, const UciEngineInfo& info);
};

/// \brief The configured engines in QSettings.
class EngineStore {
public:
    /// \brief Every configured engine, sorted by name.
    static QList<EngineConfig> load();
    static std::optional<EngineConfig> find(const QString& id);
    /// \brief The configured engine the player calls `name` (names are unique, see uniqueName).
    static std::optional<EngineConfig> findByName(const QString& name);
    /// \brief Stores a new configuration under a fresh id (its name made unique) and returns
    /// it as stored.
    static EngineConfig add(EngineConfig config);
    /// \brief Stores an existing configuration again (after a change).
    static void save(const EngineConfig& config);
    static void remove(const QString& id);
    /// \brief A copy under a new id, named "<name> (2)" or the next free number.
    static EngineConfig duplicate(const EngineConfig& config);
    /// \brief name, or name with the first free " (n)" when another engine has it.
    static QString uniqueName(const QString& name);
};

/// \brief Where engines are usually installed: Stockfish first.
QStringList usualEnginePaths();
/// \brief The candidates that exist as executable files and that no configured engine uses.
QStringList unconfiguredEngines(const QStringList& candidates = usualEnginePaths());

} // namespace chess960::ui
