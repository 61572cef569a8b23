// Choosing one game from a PGN file that holds several: a table of their tags. Games that
// could not be read are listed with the reason and cannot be chosen.
#pragma once

#include "chess960/pgn.h"

#include <QDialog>

#include <optional>
#include <vector>

class QTableWidget;

namespace chess960::ui {

class GamePickerDialog : public QDialog {
    Q_OBJECT
public:
    GamePickerDialog(const std::vector<PgnRecord>& records, QWidget* parent = nullptr);
    /// \brief Index into the records of the chosen game, -1 if none.
    int chosen() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QTableWidget* table_;
    // Per row, what the last column says: a start number, -1 for a set-up position, or why
    // the game cannot be read (then the row spans the columns after the first).
    std::vector<int> startNumbers_;
    std::vector<std::optional<PgnRecord>> errors_; ///< the record of a game that cannot be read
};

} // namespace chess960::ui
