#include "game/players.h"

#include "game/gamesetup.h"

#include <QStringList>

#include <algorithm>
#include <string>

namespace chess960::ui {

namespace {

const char* prefix(Color c) {
    return c == White ? "White" : "Black";
}

std::string tagName(Color c, const char* what) {
    return std::string(prefix(c)) + what;
}

std::optional<int> levelTag(const Game& game, const std::string& tag) {
    const std::string v = game.tag(tag);
    bool ok = false;
    const int level = QString::fromStdString(v).toInt(&ok);
    if (!ok) return std::nullopt;
    return std::clamp(level, 1, 10);
}

} // namespace

PlayerSpec PlayerSpec::externalAtElo(const QString& engine, int elo) {
    return external(engine, {{QStringLiteral("UCI_LimitStrength"), QStringLiteral("true")},
                             {QStringLiteral("UCI_Elo"), QString::number(elo)}});
}

int PlayerSpec::limitedElo() const {
    if (kind != PlayerKind::External ||
        options.value(QStringLiteral("UCI_LimitStrength")) != QLatin1String("true"))
        return 0;
    return std::max(0, options.value(QStringLiteral("UCI_Elo")).toInt());
}

Players Players::againstBuiltIn(Color person, int level) {
    Players p;
    p[~person] = PlayerSpec::builtIn(level);
    return p;
}

std::optional<Color> Players::personSide() const {
    if (people() != 1) return std::nullopt;
    return side[White].isPerson() ? White : Black;
}

Players Players::fromRecord(const Game& game) {
    Players p;
    for (Color c : {White, Black}) {
        if (game.tag(tagName(c, "Type")) != "program") continue;
        const std::string engine = game.tag(tagName(c, "Engine"));
        if (!engine.empty()) {
            QMap<QString, QString> options;
            const QString written = QString::fromStdString(game.tag(tagName(c, "EngineOptions")));
            for (const QString& pair : written.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                const qsizetype eq = pair.indexOf(QLatin1Char('='));
                if (eq > 0) options.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
            }
            p[c] = PlayerSpec::external(QString::fromStdString(engine), options);
            continue;
        }
        const auto level = levelTag(game, tagName(c, kComputerLevelTag))
                               .value_or(levelTag(game, kComputerLevelTag).value_or(3));
        p[c] = PlayerSpec::builtIn(level);
    }
    return p;
}

void Players::writeTo(Game& game) const {
    game.removeTag(kComputerLevelTag);
    for (Color c : {White, Black}) {
        game.removeTag(tagName(c, kComputerLevelTag));
        game.removeTag(tagName(c, "Engine"));
        game.removeTag(tagName(c, "EngineOptions"));
    }
    if (people() == 2) {
        // A game between two people is what a record without these tags is.
        game.removeTag("WhiteType");
        game.removeTag("BlackType");
        return;
    }
    const bool bothBuiltIn =
        side[White].kind == PlayerKind::BuiltIn && side[Black].kind == PlayerKind::BuiltIn;
    for (Color c : {White, Black}) {
        const PlayerSpec& s = side[c];
        game.setTag(tagName(c, "Type"), s.isPerson() ? "human" : "program");
        if (s.kind == PlayerKind::External) {
            game.setTag(tagName(c, "Engine"), s.engine.toStdString());
            QStringList pairs;
            for (auto it = s.options.begin(); it != s.options.end(); ++it)
                pairs << it.key() + QLatin1Char('=') + it.value();
            if (!pairs.isEmpty())
                game.setTag(tagName(c, "EngineOptions"),
                            pairs.join(QStringLiteral("; ")).toStdString());
        }
        if (s.kind == PlayerKind::BuiltIn) {
            if (bothBuiltIn && side[White].level != side[Black].level)
                game.setTag(tagName(c, kComputerLevelTag), std::to_string(s.level));
            else
                game.setTag(kComputerLevelTag, std::to_string(s.level));
        }
    }
}

} // namespace chess960::ui
