// The moves of a game as a table: one row per move number, White's move and Black's, and
// once the game is over a last row with the result and why ("0-1 (checkmate)").
#pragma once

#include "chess960/game.h"

#include <QAbstractTableModel>

namespace chess960::ui {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit MoveListModel(QObject* parent = nullptr);

    /// \brief Shows the moves of game (copied: the model never holds on to the game).
    void setGame(const Game& game);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// \brief The cell of half-move `ply` (1 = the first move).
    QModelIndex indexOfPly(int ply) const;
    /// \brief The half-move in a cell (1 = the first move), 0 for an empty cell.
    int plyAt(const QModelIndex& index) const;
    /// \brief "12. Nf3" or "12... Nf6" for half-move ply.
    QString moveLabel(int ply) const;
    /// \brief The row with the result (its first cell holds the text), -1 while the game goes on.
    int resultRow() const;

protected:
    // The application's LanguageChange: the column headers are worded again.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // A game may start with Black to move: the first row then has an empty White cell.
    int offset_ = 0;
    int firstMoveNumber_ = 1;
    QStringList sans_;
    GameResult result_ = GameResult::Ongoing;
    Termination termination_ = Termination::None;
};

} // namespace chess960::ui
