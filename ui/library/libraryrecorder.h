// Keeps the game being played in the library: its file is created with the first move and
// rewritten after every move, take-back and ending, so that no game played in the program is
// ever lost, finished or not.
#pragma once

#include <QObject>
#include <QString>

namespace chess960::ui {

class GameSession;
class GameLibrary;

class LibraryRecorder : public QObject {
    Q_OBJECT
public:
    /// \brief Follows session's game into library (both must outlive the recorder).
    LibraryRecorder(GameSession* session, const GameLibrary* library, QObject* parent = nullptr);

    /// \brief The library file of the game on the board; empty until its first move.
    const QString& fileName() const { return fileName_; }
    /// \brief The game on the board goes on in this library file (it was opened from the
    /// library, or resumed); call after the game was loaded.
    void continueIn(const QString& fileName);
    /// \brief The last write failed, and why (empty when it worked).
    const QString& lastError() const { return error_; }

signals:
    /// \brief The game's file was written (created or rewritten).
    void written(const QString& fileName);
    /// \brief A write failed after the one before it had worked (said once, not every move):
    /// the game is in no file of My games until written() again.
    void failed(const QString& path, const QString& why);

private:
    void record();

    GameSession* session_;
    const GameLibrary* library_;
    QString fileName_;
    QString error_;
};

} // namespace chess960::ui
