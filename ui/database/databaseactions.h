// What the player does with the games of a database's list (GamePickerDialog, the view): Export
// the games listed, Delete the games selected, Set a tag in the games listed, Copy the games
// selected to another database, the file's Players and an event's Crosstable. Each action asks
// what it must ask, runs on the index beside the GUI thread (GameIndex, GameDatabase), says in
// the list's status what it is doing and then what it did, and tells why when it could not.
// The database feature gives each list it shows its actions; the list itself only shows games,
// filters and searches them, and opens one. The actions' buttons sit in the list's row of
// buttons and go with the list.
#pragma once

#include "database/gameindex.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QMenu;
class QPushButton;

namespace chess960::ui {

class GamePickerDialog;

class DatabaseActions : public QObject {
    Q_OBJECT
public:
    /// \brief The actions on list's games; they are the list's child and go with it.
    explicit DatabaseActions(GamePickerDialog* list);
    /// \brief The actions given to list (nullptr if it was given none).
    static DatabaseActions* of(const GamePickerDialog* list);

    /// \brief Writes the games listed (the filter's and the search's) to a new PGN file, each
    /// exactly as in the file; how many, or -1 with the reason.
    int exportListed(const QString& path, QString* error);
    /// \brief The same on a job of its own (Export...): the window goes on meanwhile, the
    /// list's status says what is being written, then exported().
    void exportInBackground(const QString& path);
    /// \brief Deletes the games selected, once the player has said so (GameIndex::deleteGames,
    /// a file written beside the GUI thread, "Deleting..." meanwhile); the index is built again
    /// and the list shows the rest.
    void deleteSelected();
    /// \brief Sets the tag `name` to `value` (empty: takes it out) in every game listed, once
    /// the player has said so: the file is written again with every other byte as it was
    /// (GameDatabase::setTag), beside the GUI thread, "Setting..." meanwhile. How many games it
    /// was asked of, or -1 when nothing started.
    int setTagInListed(const QString& name, const QString& value);
    /// \brief Set a tag...: asks for the tag and its value, then setTagInListed().
    void askTagForListed();
    /// \brief Players...: the player finder over the file (its "List the games" lists a
    /// player's games in the list, by the filter player="name").
    void showPlayers();
    /// \brief Crosstable...: the crosstable of the chosen game's event (a double click on a
    /// player lists the player's games of the event).
    void showCrosstable();
    /// \brief Copy to: shows the button, whose menu (filled by the owner of the databases as
    /// it opens) copies the games selected; the rows can be dragged to another database too.
    QMenu* offerCopies();

signals:
    /// \brief An export is done: how many games were written to path, or -1 and why not.
    void exported(const QString& path, int written, const QString& error);

protected:
    /// \brief The buttons' words follow the list's language.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    /// \brief Each button as what the list and its index allow now.
    void updateButtons();
    /// \brief The export of the games listed to path; nothing and the reason when it may not
    /// be written there.
    std::optional<GameIndex::ExportTask> listedTask(const QString& path, QString* error) const;
    QPushButton* addButton(const char* name);

    GamePickerDialog* list_;
    GameIndex* db_;
    QPushButton* export_;
    QPushButton* delete_;
    QPushButton* copy_;
    QPushButton* setTag_ = nullptr;     ///< a file's only (My games is written game by game)
    QPushButton* players_ = nullptr;    ///< a file's only
    QPushButton* crosstable_ = nullptr; ///< a file's only
    bool exporting_ = false;
};

} // namespace chess960::ui
