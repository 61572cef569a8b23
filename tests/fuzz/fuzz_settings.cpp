// The settings file, as the program reads it at start and as each feature reads its part of it
// (the board's choices, the language and way of writing moves, the New game set-up, the
// configured engines, the practice statistics). Whatever the file holds (written by another
// version, edited by hand, damaged), reading it never crashes, every value read is one the
// program can use, and what is read and saved again reads back the same.
// The input: the bytes of the settings file (Qt's INI text, read through the program's own
// checked format as the program reads it).
#include "engines/engineconfig.h"
#include "fuzz_common.h"
#include "game/gamesetup.h"
#include "i18n/piecenotation.h"
#include "settings.h"

#include "chess960/engine/level.h"
#include "chess960/practice.h"
#include "chess960/startpos.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <string>

using namespace chess960;
using namespace chess960::ui;

namespace {

bool sameBoard(const BoardSettings& a, const BoardSettings& b) {
    return a.pieceSet == b.pieceSet && a.theme == b.theme && a.confirmMoves == b.confirmMoves &&
           a.premoves == b.premoves && a.flipped == b.flipped && a.autoFlip == b.autoFlip &&
           a.enginePanel == b.enginePanel && a.animationMs == b.animationMs &&
           a.coordinates == b.coordinates && a.legalMoves == b.legalMoves &&
           a.castlingRights == b.castlingRights && a.sounds == b.sounds &&
           a.soundVolume == b.soundVolume && a.notation == b.notation;
}

bool sameSetup(const GameSetup& a, const GameSetup& b) {
    return a.opponent == b.opponent && a.level == b.level && a.engine == b.engine &&
           a.engineElo == b.engineElo && a.whiteEngine == b.whiteEngine &&
           a.blackEngine == b.blackEngine && a.moveDelayMs == b.moveDelayMs &&
           a.colour == b.colour && a.whiteName == b.whiteName && a.blackName == b.blackName &&
           a.start == b.start && a.number == b.number && a.dfrc == b.dfrc &&
           a.blackNumber == b.blackNumber && a.balancedOnly == b.balancedOnly && a.fen == b.fen &&
           a.timeControl == b.timeControl && a.oddsClock == b.oddsClock;
}

bool sameEngine(const EngineConfig& a, const EngineConfig& b) {
    return a.id == b.id && a.name == b.name && a.path == b.path && a.engineName == b.engineName &&
           a.author == b.author && a.optionLines == b.optionLines && a.values == b.values;
}

void requireUsableClock(const std::optional<TimeControl>& tc) {
    if (!tc) return;
    fuzz::require(tc->baseMs >= kMinClockBaseMs && tc->baseMs <= kMaxClockBaseMs,
                  "a clock read has a base the program can run");
    fuzz::require(tc->incrementMs >= 0 && tc->incrementMs <= kMaxClockIncrementMs,
                  "a clock read has an increment the program can run");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Chess960"));
    QCoreApplication::setApplicationName(QStringLiteral("chess960"));
    useCheckedSettingsFormat();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    // A folder of its own for each input: Qt keeps read files in a cache that a file written
    // again within the same second and at the same size would not refresh.
    QTemporaryDir home;
    fuzz::require(home.isValid(), "a scratch folder");
    QSettings::setPath(QSettings::defaultFormat(), QSettings::UserScope, home.path());
    QDir(home.path()).mkpath(QStringLiteral("Chess960"));
    {
        QFile file(home.filePath(QStringLiteral("Chess960/chess960.conf")));
        fuzz::require(file.open(QIODevice::WriteOnly), "the settings file written");
        file.write(reinterpret_cast<const char*>(data), qint64(size));
    }
    const std::string text(reinterpret_cast<const char*>(data), size);

    // As the program starts: the language and the way of writing moves.
    applySavedTextSettings();
    const PieceNotation notation = pieceNotation();
    fuzz::require(notation == PieceNotation::Language || notation == PieceNotation::English ||
                      notation == PieceNotation::Figurine,
                  "a way of writing moves the program has", text);

    // The board's choices.
    const BoardSettings board = BoardSettings::load();
    fuzz::require(board.animationMs >= 0 && board.animationMs <= 1000, "an animation time", text);
    fuzz::require(board.soundVolume >= 0 && board.soundVolume <= 100, "a volume", text);
    board.save();
    fuzz::require(sameBoard(BoardSettings::load(), board), "the board's choices read back", text);
    // A choice changed now is in the file, whatever else the file holds: read by a reader of
    // its own from a copy, past the cache the program's reads share.
    BoardSettings changed = board;
    changed.flipped = !board.flipped;
    changed.animationMs = board.animationMs == 0 ? 1 : 0;
    changed.save();
    QSettings().sync();
    const QString copy = home.filePath(QStringLiteral("copy.ini"));
    fuzz::require(QFile::copy(home.filePath(QStringLiteral("Chess960/chess960.conf")), copy),
                  "the settings file is there");
    {
        const QSettings onDisk(copy, QSettings::IniFormat);
        fuzz::require(onDisk.value("board/flipped").toBool() == changed.flipped &&
                          onDisk.value("board/animationMs").toInt() == changed.animationMs,
                      "a changed choice is written to the file", text);
    }

    // The New game set-up, and the game it starts (or why it cannot).
    const GameSetup setup = GameSetup::load();
    fuzz::require(setup.level >= engine::kMinLevel && setup.level <= engine::kMaxLevel,
                  "a level the engine has", text);
    fuzz::require(setup.number >= 0 && setup.number < kStartPositionCount &&
                      setup.blackNumber >= 0 && setup.blackNumber < kStartPositionCount,
                  "a start position's number", text);
    fuzz::require(setup.moveDelayMs >= 0 && setup.moveDelayMs <= kMaxMoveDelayMs,
                  "a delay between the engines' moves", text);
    fuzz::require(setup.engineElo >= 0, "an engine's Elo", text);
    requireUsableClock(setup.timeControl);
    requireUsableClock(setup.oddsClock);
    if (auto game = setup.createGame(QStringLiteral("Player")))
        fuzz::require(Position::fromFen(game->startPosition().fen()).ok(),
                      "a game starts from a position that can be written", text);
    setup.save();
    fuzz::require(sameSetup(GameSetup::load(), setup), "the set-up reads back", text);

    // The configured engines: each one's options read, saved again and read back.
    for (const EngineConfig& config : EngineStore::load()) {
        for (const UciOption& option : config.options()) (void)config.value(option);
        (void)config.chess960();
        EngineStore::save(config);
        const auto back = EngineStore::find(config.id);
        fuzz::require(back && sameEngine(*back, config), "an engine reads back", text);
    }

    // A file read only in part is kept aside as it was, byte for byte.
    if (const QString copy = takeDamagedSettingsCopy(); !copy.isEmpty()) {
        QFile kept(copy);
        fuzz::require(kept.open(QIODevice::ReadOnly) &&
                          kept.readAll() ==
                              QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)),
                      "a file read in part is kept as it was", text);
    }

    // The practice statistics: what reads is written again the same.
    const std::string stats =
        QSettings().value(QStringLiteral("practice/stats")).toString().toStdString();
    if (const auto parsed = PracticeStats::parse(stats)) {
        const std::string again = parsed->serialise();
        const auto back = PracticeStats::parse(again);
        fuzz::require(back.ok() && back->serialise() == again, "the statistics read back", again);
    }
    return 0;
}
