// An event's crosstable (Crosstable... in a database's list): the games of the chosen game's
// event, read from the index on a job of its own, as core's chess960::crosstable orders and
// counts them - each player's results against each other (1, ½, 0, * unfinished; White's
// games first), points, Sonneborn-Berger, rating and performance. A double click on a player
// lists the player's games of the event in the file's list.
#pragma once

#include "chess960/tournament.h"

#include <QDialog>

#include <atomic>

class QLabel;
class QTableWidget;

namespace chess960::ui {

class JobRunner;

struct EventGames {
    Crosstable table;
    int games = 0;
    QString site;                ///< the site most games name
    QString firstDate, lastDate; ///< of the dates whose year is known
    bool ok = false;
};

/// \brief The crosstable of the games named `event` in the index at indexPath. Runs on any
/// thread; stops early when cancel is set.
EventGames readEvent(const QString& indexPath, const QString& event,
                     const std::atomic<bool>& cancel);

class CrosstableDialog : public QDialog {
    Q_OBJECT
public:
    CrosstableDialog(const QString& indexPath, const QString& event, QWidget* parent = nullptr);
    ~CrosstableDialog() override;
    QTableWidget* table() const { return table_; }
    QString title() const;

    /// The columns before and after the players' results.
    enum { PlaceColumn, NameColumn, EloColumn, FirstResultColumn };

signals:
    void crosstableShown();
    /// \brief The file's list should show this player's games of the event.
    void playerChosen(const QString& event, const QString& name);

private:
    void showTable(const EventGames& found);

    QString event_;
    QLabel* title_;
    QTableWidget* table_;
    JobRunner* reader_;
    Crosstable shown_;
};

} // namespace chess960::ui
