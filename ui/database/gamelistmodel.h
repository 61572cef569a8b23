// The games of an index (a PGN file's, or My games') as a table: a query on the index
// (QSqlQueryModel, which reads rows as the view scrolls to them, so a list of any length costs what
// is on screen), sorted by any column and filtered by typed words, both in SQL. Games that cannot
// be read show the reason in place of their players.
#pragma once

#include <QSqlQueryModel>

#include <optional>
#include <vector>

namespace chess960::ui {

/// \brief Games dragged from a database's list: its index's path and the games' numbers.
inline constexpr char kGamesMimeType[] = "application/x-chess960-games";
struct DraggedGames {
    QString indexPath;
    std::vector<int> numbers;
};
/// \brief The games a drag carries; nothing when it carries none.
std::optional<DraggedGames> gamesFromMime(const QMimeData* mime);

class GameListModel : public QSqlQueryModel {
    Q_OBJECT
public:
    enum Column {
        Number,
        White,
        WhiteElo,
        Black,
        BlackElo,
        Result,
        Date,
        Event,
        Start,
        Moves,
        Termination,
        Opening,
        ColumnCount
    };

    explicit GameListModel(QObject* parent = nullptr);

    /// \brief Lists the games of the index open on `connection`.
    void setConnection(const QString& connection);
    QString connectionName() const { return connection_; }
    /// \brief My games' way of showing a game (GameIndex::isLibrary): the players as the
    /// program names them ("Computer (level 3)", "You"), the time it was played in the
    /// player's locale, "unfinished" for a game that goes on.
    void setLibraryStyle(bool on) { library_ = on; }
    /// \brief Lets go of the connection (before the index is closed): no rows until
    /// setConnection. A query that outlived its connection would use a driver gone with it.
    void detach();
    /// \brief Every word must be found in a game's players, event, site, round, date or
    /// result (any case); "SP 123" (or "sp123") keeps the games from start position 123;
    /// comparisons keep the games that satisfy them: "elo>2400" (both players; >=, <, <=, =
    /// too), "date>=2020", "date<2024.06", "date=2024.05" (that month), "moves<30",
    /// "tc=180+2".
    void setFilterText(const QString& text);
    QString filterText() const { return filter_; }
    /// \brief Only the games with this result ("1-0", "0-1", "1/2-1/2", "*"); empty for any.
    void setResultFilter(const QString& result);
    /// \brief Lists only these games (a position search's), or all again with nothing.
    void setOnlyNumbers(const std::optional<std::vector<int>>& numbers);
    bool onlySome() const { return only_; }
    /// \brief Runs the query again (the index grows while it is built), keeping the order.
    void refresh();
    /// \brief Games the filter lets through, and games in the index.
    int matchingCount() const { return matching_; }
    int totalCount() const { return total_; }

    /// \brief The numbers of every game the filter (and a position search) lets through.
    std::vector<int> matchingNumbers() const;
    /// \brief The game number (1-based) of a row, and whether that game can be opened.
    int numberAt(int row) const;
    bool readableAt(int row) const;
    /// \brief The row that shows game `number` among those fetched so far, -1 if none.
    int rowOfNumber(int number) const;

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    void sort(int column, Qt::SortOrder order) override;

    /// \brief Rows can be dragged to another database: the drag names the index (its path)
    /// and the games (kGamesMimeType, see gamesFromMime).
    void setDragSource(const QString& indexPath) { dragSource_ = indexPath; }
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

signals:
    /// \brief Before and after the games are listed again (a filter, a sort, a refresh): the
    /// view keeps its choice across them (not across the model's resets, which come in the
    /// middle, when no row is fetched yet).
    void aboutToRelist();
    void relisted();

private:
    QString whereClause(QVariantList* values) const;
    /// \brief Why the game of a row cannot be read; null for a game that can.
    QVariant errorAt(int row) const;
    /// \brief The first moves of a row's game in SAN with their numbers ("1. f3 e5 2. g4").
    QString openingAt(int row) const;

    QString connection_;
    QString dragSource_;
    QString filter_;
    QString result_;
    int sortColumn_ = Number;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    bool only_ = false;
    bool library_ = false;
    int matching_ = 0;
    int total_ = 0;
};

} // namespace chess960::ui
