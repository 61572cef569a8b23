#include "game/gamesetup.h"

#include "chess960/engine/level.h"
#include "chess960/guide.h"
#include "chess960/startpos.h"

#include <QDate>
#include <QRegularExpression>
#include <QSettings>

#include <algorithm>
#include <random>

namespace chess960::ui {

namespace {

Expected<Game> startGame(const GameSetup& s) {
    switch (s.start) {
    case GameSetup::Start::Random:
        if (s.dfrc) {
            const DfrcPair pair = randomDfrc();
            return Game(Position::startPosition(pair.white, pair.black));
        }
        return Game::fromStartNumber(s.balancedOnly ? randomBalancedStartNumber()
                                                    : randomStartNumber());
    case GameSetup::Start::Number:
        if (s.dfrc && s.blackNumber >= 0 && s.blackNumber < kStartPositionCount)
            return Game(Position::startPosition(s.number, s.blackNumber));
        return Game::fromStartNumber(s.number);
    case GameSetup::Start::Classical: return Game::fromStartNumber(kClassicalStartNumber);
    case GameSetup::Start::Fen: {
        std::vector<DroppedCastlingRight> dropped; // told by droppedCastling()
        auto pos = Position::fromFenLenient(s.fen.trimmed().toStdString(), dropped);
        if (!pos) return pos.error();
        return Game(*pos);
    }
    case GameSetup::Start::Dice: {
        std::vector<int> rolls;
        for (const QString& part :
             s.dice.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int v = part.toInt(&ok);
            // A word that is not a number is reported by rollDice like an out-of-range roll.
            rolls.push_back(ok ? v : 0);
        }
        auto result = rollDice(rolls);
        if (!result) return result.error();
        return Game::fromStartNumber(result->number);
    }
    }
    return Error{"Unknown kind of start position", -1, ErrorCode::Other, {}, {}};
}

} // namespace

QString recordedComputerName(int level) {
    return QStringLiteral("Computer (level %1)").arg(level);
}

QString recordedEngineName(const PlayerSpec& spec) {
    if (spec.kind == PlayerKind::BuiltIn) return recordedComputerName(spec.level);
    const QString elo = spec.options.value(QStringLiteral("UCI_Elo"));
    if (!elo.isEmpty() && spec.options.value(QStringLiteral("UCI_LimitStrength")) == "true")
        return QStringLiteral("%1 (Elo %2)").arg(spec.engine, elo);
    return spec.engine;
}

namespace {
// Time odds: the setup's timeControl is the person's clock against an engine (else White's),
// its oddsClock the other side's.
std::optional<TimeControl> clocksFor(const GameSetup& s, std::optional<Color> person) {
    if (!s.timeControl || !s.oddsClock) return s.timeControl;
    const TimeControl::Side first = s.timeControl->side(White);
    const TimeControl::Side other = s.oddsClock->side(White);
    return person.value_or(White) == White ? TimeControl::perSide(first, other)
                                           : TimeControl::perSide(other, first);
}
} // namespace

Expected<Game> GameSetup::createGame(QString playerName) const {
    auto game = startGame(*this);
    if (!game) return game;
    if (playerName.isEmpty()) playerName = QLatin1String(kRecordedPlayerName);
    QString white = whiteName.isEmpty() ? QStringLiteral("White") : whiteName;
    QString black = blackName.isEmpty() ? QStringLiteral("Black") : blackName;
    Players players;
    const char* event = "Casual game";
    if (opponent == Opponent::Computer) {
        bool playerWhite = colour == PlayerColour::White;
        if (colour == PlayerColour::Random) playerWhite = std::random_device{}() % 2 == 0;
        const PlayerSpec machine = engine.isEmpty() ? PlayerSpec::builtIn(level)
                                   : engineElo > 0  ? PlayerSpec::externalAtElo(engine, engineElo)
                                                    : PlayerSpec::external(engine);
        players[playerWhite ? Black : White] = machine;
        const QString computer = recordedEngineName(machine);
        white = playerWhite ? playerName : computer;
        black = playerWhite ? computer : playerName;
        event = "Game against the computer";
    } else if (opponent == Opponent::Engines) {
        players[White] = whiteEngine;
        players[Black] = blackEngine;
        white = recordedEngineName(whiteEngine);
        black = recordedEngineName(blackEngine);
        event = "Engine game";
    }
    players.writeTo(*game);
    game->setTag("Event", event);
    game->setTag("Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    game->setTag("White", white.toStdString());
    game->setTag("Black", black.toStdString());
    game->setTimeControl(clocksFor(*this, players.personSide()));
    return game;
}

std::vector<DroppedCastlingRight> GameSetup::droppedCastling() const {
    std::vector<DroppedCastlingRight> dropped;
    if (start == Start::Fen) Position::fromFenLenient(fen.trimmed().toStdString(), dropped);
    return dropped;
}

Game continueGame(Game game, ContinueAs how, Color computer, int level) {
    if (how == ContinueAs::TwoPlayers) {
        Players::twoPeople().writeTo(game);
        return game;
    }
    Players::againstBuiltIn(~computer, level).writeTo(game);
    // The names say who plays from here on, as in a new game against the computer.
    const std::string computerName = recordedComputerName(level).toStdString();
    game.setTag("White", computer == White ? computerName : kRecordedPlayerName);
    game.setTag("Black", computer == White ? kRecordedPlayerName : computerName);
    return game;
}

namespace {

// An engine player in the settings: "builtin:3" or "engine:Stockfish".
QString specText(const PlayerSpec& spec) {
    if (spec.kind == PlayerKind::External) return QStringLiteral("engine:") + spec.engine;
    return QStringLiteral("builtin:%1").arg(spec.level);
}

PlayerSpec specFrom(const QString& text, const QVariant& elo = {}) {
    if (text.startsWith(QLatin1String("engine:")) && text.size() > 7) {
        const int limit = elo.toInt();
        return limit > 0 ? PlayerSpec::externalAtElo(text.mid(7), limit)
                         : PlayerSpec::external(text.mid(7));
    }
    const int level = text.startsWith(QLatin1String("builtin:")) ? text.mid(8).toInt() : 3;
    return PlayerSpec::builtIn(std::clamp(level, engine::kMinLevel, engine::kMaxLevel));
}

} // namespace

GameSetup GameSetup::fromPosition(const Position& pos, Opponent opponent) {
    GameSetup setup = load();
    setup.start = Start::Fen;
    setup.fen = QString::fromStdString(pos.fen());
    setup.opponent = opponent;
    setup.colour = pos.sideToMove() == White ? PlayerColour::White : PlayerColour::Black;
    return setup;
}

GameSetup GameSetup::load() {
    QSettings st;
    GameSetup s;
    st.beginGroup(QStringLiteral("newGame"));
    s.opponent = Opponent(std::clamp(st.value("opponent", 0).toInt(), 0, 2));
    s.engine = st.value("engine").toString();
    s.engineElo = std::max(0, st.value("engineElo", 0).toInt());
    s.whiteEngine = specFrom(st.value("whiteEngine").toString(), st.value("whiteEngineElo"));
    s.blackEngine = specFrom(st.value("blackEngine").toString(), st.value("blackEngineElo"));
    s.moveDelayMs = std::clamp(st.value("moveDelayMs", 1000).toInt(), 0, kMaxMoveDelayMs);
    s.level = std::clamp(st.value("level", 3).toInt(), engine::kMinLevel, engine::kMaxLevel);
    s.colour = PlayerColour(std::clamp(st.value("colour", 0).toInt(), 0, 2));
    s.whiteName = st.value("whiteName").toString();
    s.blackName = st.value("blackName").toString();
    s.start = Start(std::clamp(st.value("start", 0).toInt(), 0, 4));
    s.number = std::clamp(st.value("number", 518).toInt(), 0, kStartPositionCount - 1);
    s.dfrc = st.value("dfrc", false).toBool();
    s.balancedOnly = st.value("balancedOnly", false).toBool();
    s.blackNumber = std::clamp(st.value("blackNumber", 518).toInt(), 0, kStartPositionCount - 1);
    s.fen = st.value("fen").toString();
    // Dice rolls are for one game only: the next game needs new rolls.
    if (s.start == Start::Dice) s.start = Start::Random;
    // A clock the program can run, whatever the file says (a negative increment would take
    // time away with each move).
    const auto clock = [&st](const char* baseKey, const char* incrementKey) {
        const qint64 base = st.value(baseKey, 0).toLongLong();
        if (base <= 0) return std::optional<TimeControl>();
        return std::optional<TimeControl>(TimeControl{
            std::clamp(base, kMinClockBaseMs, kMaxClockBaseMs),
            std::clamp(st.value(incrementKey, 0).toLongLong(), qint64(0), kMaxClockIncrementMs)});
    };
    s.timeControl = clock("baseMs", "incrementMs");
    if (s.timeControl) s.oddsClock = clock("oddsBaseMs", "oddsIncrementMs");
    return s;
}

void GameSetup::save() const {
    QSettings st;
    st.beginGroup(QStringLiteral("newGame"));
    st.setValue("opponent", int(opponent));
    st.setValue("engine", engine);
    st.setValue("engineElo", engineElo);
    st.setValue("whiteEngine", specText(whiteEngine));
    st.setValue("blackEngine", specText(blackEngine));
    st.setValue("whiteEngineElo", whiteEngine.limitedElo());
    st.setValue("blackEngineElo", blackEngine.limitedElo());
    st.setValue("moveDelayMs", moveDelayMs);
    st.setValue("level", level);
    st.setValue("colour", int(colour));
    st.setValue("whiteName", whiteName);
    st.setValue("blackName", blackName);
    st.setValue("start", int(start));
    st.setValue("number", number);
    st.setValue("dfrc", dfrc);
    st.setValue("balancedOnly", balancedOnly);
    st.setValue("blackNumber", blackNumber);
    st.setValue("fen", fen);
    st.setValue("baseMs", qint64(timeControl ? timeControl->baseMs : 0));
    st.setValue("incrementMs", qint64(timeControl ? timeControl->incrementMs : 0));
    st.setValue("oddsBaseMs", qint64(oddsClock ? oddsClock->baseMs : 0));
    st.setValue("oddsIncrementMs", qint64(oddsClock ? oddsClock->incrementMs : 0));
}

QString timeControlText(const std::optional<TimeControl>& tc) {
    if (!tc) return {};
    const auto text = [](TimeControl::Side side) {
        const qint64 inc = side.incrementMs / 1000;
        if (side.baseMs % 60000 == 0)
            return QStringLiteral("%1+%2").arg(side.baseMs / 60000).arg(inc);
        return QStringLiteral("%1+%2").arg(clockText(side.baseMs)).arg(inc);
    };
    if (!tc->hasOdds()) return text(tc->side(White));
    return QStringLiteral("%1 / %2").arg(text(tc->side(White)), text(tc->side(Black)));
}

QString clockText(qint64 ms) {
    ms = std::max<qint64>(ms, 0);
    if (ms < 10000) {
        return QStringLiteral("0:%1.%2")
            .arg(ms / 1000, 2, 10, QLatin1Char('0'))
            .arg(ms % 1000 / 100);
    }
    const qint64 s = ms / 1000; // whole seconds shown: a clock never shows more than it has
    if (s >= 3600) {
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    }
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace chess960::ui
