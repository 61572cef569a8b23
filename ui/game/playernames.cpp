#include "game/playernames.h"

#include "game/gamesetup.h"

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

QString PlayerNames::recorded(const QString& name, Color side, int computerLevel, bool* chosen) {
    const QLatin1String colourTag(side == White ? "White" : "Black");
    if (chosen) *chosen = false;
    if (name.isEmpty() || name == QLatin1String("?") || name == colourTag)
        return side == White ? tr("White") : tr("Black");
    if (name == QLatin1String(kRecordedPlayerName)) return label(PlayerSpec::person());
    if (computerLevel > 0 && name == recordedComputerName(computerLevel))
        return label(PlayerSpec::builtIn(computerLevel));
    if (chosen) *chosen = true;
    return name;
}

QString PlayerNames::ofSide(const Game& game, const Players& players, Color side, bool* chosen) {
    const QString name = QString::fromStdString(game.tag(side == White ? "White" : "Black"));
    const PlayerSpec& player = players[side];
    return recorded(name, side, player.kind == PlayerKind::BuiltIn ? player.level : 0, chosen);
}

} // namespace chess960::ui
