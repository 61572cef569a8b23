#include "game/playernames.h"

#include "game/gamesetup.h"

#include "chess960/engine/level.h"

namespace chess960::ui {

QString PlayerNames::label(const PlayerSpec& spec) {
    switch (spec.kind) {
    case PlayerKind::Person: return tr("Player");
    case PlayerKind::BuiltIn: return tr("Computer (level %1)").arg(spec.level);
    case PlayerKind::External: return spec.engine;
    }
    return {};
}

QString PlayerNames::pairing(const Players& players) {
    if (players.people() == 2) return tr("Two players on one board");
    if (const auto person = players.personSide()) {
        const PlayerSpec& other = players[~*person];
        if (other.kind == PlayerKind::BuiltIn)
            return tr("Playing the computer, level %1").arg(other.level);
        return tr("Playing %1").arg(other.engine);
    }
    return tr("%1 against %2").arg(label(players[White]), label(players[Black]));
}

std::vector<PlayerNames::Given> PlayerNames::given(Color side) {
    const QString colour = side == White ? tr("White") : tr("Black");
    std::vector<Given> names{{QString(), 0, colour},
                             {QStringLiteral("?"), 0, colour},
                             {QLatin1String(side == White ? "White" : "Black"), 0, colour},
                             {QLatin1String(kRecordedPlayerName), 0, label(PlayerSpec::person())}};
    for (int level = engine::kMinLevel; level <= engine::kMaxLevel; ++level)
        names.push_back({recordedComputerName(level), level, label(PlayerSpec::builtIn(level))});
    return names;
}

QString PlayerNames::recorded(const QString& name, Color side, int computerLevel, bool* chosen) {
    if (chosen) *chosen = false;
    for (const Given& g : given(side))
        if (name == g.name && (g.computerLevel == 0 || g.computerLevel == computerLevel))
            return g.shown;
    if (chosen) *chosen = true;
    return name;
}

QString PlayerNames::ofSide(const Game& game, const Players& players, Color side, bool* chosen) {
    const QString name = QString::fromStdString(game.tag(side == White ? "White" : "Black"));
    const PlayerSpec& player = players[side];
    const QString shown =
        recorded(name, side, player.kind == PlayerKind::BuiltIn ? player.level : 0, chosen);
    // "Player" tells the person from the computer; between two people (who took over from an
    // engine, say) both would be "Player": each is named by its colour then.
    if (players.people() == 2 && name == QLatin1String(kRecordedPlayerName))
        return side == White ? tr("White") : tr("Black");
    return shown;
}

} // namespace chess960::ui
