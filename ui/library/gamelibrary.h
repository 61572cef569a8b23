// The player's games: every game played in the program is kept in the user's data folder, one
// PGN file per game, rewritten atomically after every move. They are listed, searched and
// explored through the folder's index (LibraryDatabase), brought up to date file by file from
// the files that changed since, so that thousands of games list at once.
#pragma once

#include "chess960/expected.h"
#include "chess960/game.h"

#include <QDateTime>
#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <vector>

namespace chess960::ui {

/// \brief What is told of one game of My games (the question to resume it), read from it.
struct LibraryEntry {
    QString white; ///< as recorded (PGN White tag)
    QString black;
    int computerLevel = 0; ///< the built-in engine's level when it played, else 0
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;
    int startNumber = -1; ///< -1 for a set-up position that is not one of the 960
    int plies = 0;
    QString opening; ///< the first moves with numbers: "1. Nf3 g6 2. O-O"
};

class GameLibrary {
public:
    /// \brief The library in folder; the folder is created when the first game is written.
    explicit GameLibrary(QString folder = defaultFolder());

    /// \brief AppDataLocation/games.
    static QString defaultFolder();
    const QString& folder() const { return folder_; }
    QString pathOf(const QString& fileName) const;

    /// \brief A file name for a game started at `when`, not yet used in the folder; the names
    /// sort in the order the games were started.
    QString newFileName(const QDateTime& when = QDateTime::currentDateTime()) const;
    /// \brief Writes the game as PGN into fileName (QSaveFile: an old version stays whole until
    /// the new one is complete). False with error set on failure.
    bool write(const QString& fileName, const Game& game, QString* error = nullptr) const;
    /// \brief Keeps each game of the PGN file at pgnPath as a game of its own (games copied
    /// here from a database); how many (games that cannot be read are left out), -1 and the
    /// reason when none could be kept.
    int addGames(const QString& pgnPath, QString* error = nullptr) const;
    /// \brief The game in fileName, or why it cannot be read.
    Expected<Game> read(const QString& fileName) const;
    bool contains(const QString& fileName) const;

    /// \brief The files of the folder's games, oldest first (by name, which is the time the
    /// game started).
    QStringList files() const;

    /// \brief Deletes the games' files; false with error naming the first that could not be
    /// deleted (the others are deleted).
    bool remove(const QStringList& fileNames, QString* error = nullptr) const;
    /// \brief Writes the games, in the order given, as one PGN file at path (atomically).
    bool exportTo(const QString& path, const QStringList& fileNames,
                  QString* error = nullptr) const;

    /// \brief The game the window is playing, kept across runs so that a resumed game goes on
    /// in its own file; empty when there is none.
    QString currentGame() const;
    void setCurrentGame(const QString& fileName) const;

    /// \brief When the game in a file of the folder was started: from its name, or the file's
    /// own time for a name the program did not give.
    static QDateTime playedTime(const QFileInfo& info);

    /// \brief The built-in engine's level when it played the game, else 0.
    static int computerLevel(const Game& game);
    /// \brief What is told of a game.
    static LibraryEntry summarize(const Game& game);

private:
    QString folder_;
};

} // namespace chess960::ui
