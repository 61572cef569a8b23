// The Chess960 opening explorer, beside the engine's lines in analysis: for the position on
// view, the moves played from it in the player's databases and My games (ExplorerSearch), with
// how many games, White's score and the players' average Elo. The search runs on a thread of
// its own and starts again when the position changes; a click on a move plays it.
#pragma once

#include "chess960/position.h"
#include "database/explorersearch.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;
class QTimer;

namespace chess960::ui {

class JobRunner;

class ExplorerPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplorerPanel(QWidget* parent = nullptr);
    /// \brief Stops a search and waits for it (the runner's end).
    ~ExplorerPanel() override;

    /// \brief Where My games' index is (asked on the search's thread, which brings it up to
    /// date).
    void setLibrary(LibraryIndex library);
    /// \brief The game's start and the position on view; searched a moment later (the next
    /// position, if it changes again before, is searched instead).
    void setPosition(const Position& start, const Position& current);
    /// \brief Searches now (after a database was opened or built, say).
    void refresh();

    QTableWidget* table() const { return table_; }
    QString summary() const;
    const ExplorerResult& result() const { return result_; }
    bool searching() const { return searching_; }

signals:
    /// \brief The player chose a move of the list.
    void moveChosen(chess960::Move move);
    /// \brief A search finished and its moves are shown.
    void searched();

protected:
    void changeEvent(QEvent* event) override;

private:
    void start();
    void finish();
    void showResult(const ExplorerResult& result);
    void retranslateUi();
    QString withTitle(const QString& text) const;

    QLabel* summary_;
    QTableWidget* table_;
    QTimer* delay_;
    LibraryIndex library_;
    std::optional<Position> start_, current_;
    Position shownFor_;
    ExplorerResult result_;
    JobRunner* search_;
    bool searching_ = false;
};

} // namespace chess960::ui
