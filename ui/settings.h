// What the player chose for the board, kept with QSettings between runs.
#pragma once

#include <QString>

#include <optional>

namespace chess960::ui {

/// \brief The board's settings, loaded at start and saved when one changes.
struct BoardSettings {
    QString pieceSet;
    QString theme;
    bool confirmMoves = false; ///< a move waits for Enter before it is played
    bool premoves = true;      ///< against the computer, a move may be made while it thinks
    bool flipped = false;
    bool autoFlip = false;       ///< two players: the side to move sits at the bottom
    bool enginePanel = true;     ///< show what the computer thinks
    int animationMs = 180;       ///< 0: pieces jump
    bool coordinates = true;     ///< file letters and rank numbers around the board
    bool legalMoves = true;      ///< mark where a picked-up piece may go
    bool castlingRights = false; ///< a mark on each rook that keeps a castling right
    bool sounds = true;          ///< false: muted
    int soundVolume = 60;        ///< 0..100
    /// How moves are written on the screen: "language" (its letters), "english", "figurine"
    /// (see i18n/piecenotation.h); files are always English SAN.
    QString notation = QStringLiteral("language");

    static BoardSettings load();
    void save() const;
};

/// \brief Makes every QSettings() of the program write its file so that a failure is seen:
/// Qt's INI format in the same file as before, but a write that fails at its last flush (a full
/// disk, an I/O error) leaves the old file in place instead of a short one (QSaveFile::commit,
/// as Qt's settings use it, lets that failure through). Call before the first QSettings.
void useCheckedSettingsFormat();

/// \brief The copy kept of a settings file that Qt's INI reader could not read whole, once: the
/// file as it was, beside it as "<name>.damaged" (or "<name>.damaged-2" and on when that is a
/// copy of other bytes). The settings that could be read are used, and the file is written
/// again from them at once (so the next start reads it whole), and choices are written to it;
/// a copy that cannot be made leaves the file untouched (and unwritten) instead. Empty
/// when every file read clean or the copy was taken already (the player is told once).
QString takeDamagedSettingsCopy();

/// \brief Nothing when the settings' changes are all in their file; else why they are not (a
/// full disk, a file or folder that cannot be written), in the player's language, with the
/// file's place. Tries the write again first.
std::optional<QString> settingsNotSaved();

/// \brief Puts the saved language and way of writing moves in force. The program calls it
/// before it builds its first window, so that every text is made once, in them; whatever the
/// settings file holds (written by another version, or damaged), the program starts.
void applySavedTextSettings();

} // namespace chess960::ui
