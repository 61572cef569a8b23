// Choosing one game from a PGN file that holds several: a table of their tags, sorted by any
// column and filtered by what is typed above it. Games that could not be read are listed with
// the reason and cannot be chosen.
#pragma once

#include "chess960/pgn.h"

#include <QDialog>

#include <optional>
#include <vector>

class QLineEdit;
class QTableWidget;

namespace chess960::ui {

class GamePickerDialog : public QDialog {
    Q_OBJECT
public:
    GamePickerDialog(const std::vector<PgnRecord>& records, QWidget* parent = nullptr);
    /// \brief Index into the records of the chosen game, -1 if none (or hidden by the filter).
    int chosen() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    /// \brief The record shown in table row `row` (rows move when sorted).
    size_t recordOf(int row) const;
    void spanErrors();
    void applyFilter(const QString& text);

    QTableWidget* table_;
    QLineEdit* filter_;
    // Per record, what the last column says: a start number, -1 for a set-up position, or why
    // the game cannot be read (then the row spans the columns after the first).
    std::vector<int> startNumbers_;
    std::vector<std::optional<PgnRecord>> errors_; ///< the record of a game that cannot be read
};

} // namespace chess960::ui
