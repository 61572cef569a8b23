// The list of the player's games for the My games window: a table model over the library's
// entries, and the filter and sort that the window's controls set.
#pragma once

#include "gamelibrary.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QSortFilterProxyModel>

#include <vector>

namespace chess960::ui {

class LibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Date, White, Black, Result, StartNumber, Moves, Opening, ColumnCount };
    /// \brief The role that sorts a column (dates and numbers as values, not as text).
    static constexpr int SortRole = Qt::UserRole;

    explicit LibraryModel(QObject* parent = nullptr);

    void setEntries(std::vector<LibraryEntry> entries);
    const LibraryEntry& entry(int row) const { return entries_[size_t(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// \brief "1-0, checkmate", "½-½, stalemate", "unfinished".
    static QString resultText(const LibraryEntry& e);

    /// \brief The words of the headers and cells after a language switch.
    void retranslate();

private:
    std::vector<LibraryEntry> entries_;
};

class LibraryFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Outcome { Any, WhiteWon, BlackWon, Drawn, Unfinished };

    explicit LibraryFilter(QObject* parent = nullptr);

    /// \brief Only games in which either player's name contains text (any case).
    void setPlayer(const QString& text);
    void setOutcome(Outcome outcome);
    /// \brief Only games from start position n; -1 for any.
    void setStartNumber(int n);
    /// \brief Only games started at or after `since`; an invalid time for any.
    void setSince(const QDateTime& since);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    QString player_;
    Outcome outcome_ = Outcome::Any;
    int startNumber_ = -1;
    QDateTime since_;
};

} // namespace chess960::ui
