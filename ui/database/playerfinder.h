// The player finder of a database's list (Players...): every player of the file with games,
// score, wins/draws/losses, rating range, performance, first and last date and the start
// positions played, read from the index on a job of its own (core's PlayerTally: memory
// follows the players, not the games); sorted by any column, found by typing a part of the
// name. "List the games" lists the player's games in the file's list (the filter
// player="name").
#pragma once

#include "chess960/tournament.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <atomic>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSqlQuery;
class QTableView;

namespace chess960::ui {

class JobRunner;

struct PlayersFound {
    std::vector<PlayerStats> players;
    int games = 0;
    bool ok = false; ///< false when the index could not be read (or the reading stopped)
};

/// \brief The columns of a game index a GameSummary is read from, in summaryOf()'s order.
inline constexpr char kSummaryColumns[] = "white, black, result, white_elo, black_elo, date, start";
/// \brief A game's summary from a row of a query whose first columns are kSummaryColumns.
GameSummary summaryOf(const QSqlQuery& q);

/// \brief The players of the games of the index at indexPath (games that cannot be read left
/// out). Runs on any thread; stops early when cancel is set.
PlayersFound readPlayers(const QString& indexPath, const std::atomic<bool>& cancel);

/// \brief Players as a table; each column sorts by its value (Qt::UserRole).
class PlayerListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Games, Score, Results, Elo, Performance, First, Last, Starts, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setPlayers(std::vector<PlayerStats> players);
    const PlayerStats& player(int row) const { return players_[size_t(row)]; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<PlayerStats> players_;
};

class PlayerFinderDialog : public QDialog {
    Q_OBJECT
public:
    /// \brief The players of the index at indexPath (whole and current), of the file named.
    PlayerFinderDialog(const QString& indexPath, const QString& fileName,
                       QWidget* parent = nullptr);
    ~PlayerFinderDialog() override;
    QTableView* table() const { return table_; }
    /// \brief The player of the row chosen ("" when none).
    QString chosenPlayer() const;

signals:
    /// \brief The players are read and listed.
    void playersListed();
    /// \brief "List the games": the file's list should show this player's games.
    void playerChosen(const QString& name);

private:
    void updateStatus();

    PlayerListModel* model_;
    QSortFilterProxyModel* sorted_;
    QTableView* table_;
    QLineEdit* filter_;
    QLabel* status_;
    QPushButton* list_;
    JobRunner* reader_;
    int games_ = 0;
    bool reading_ = true;
    bool failed_ = false;
};

/// \brief A number of points as players write it: 3, 3½, ½.
QString pointsText(double points);

} // namespace chess960::ui
