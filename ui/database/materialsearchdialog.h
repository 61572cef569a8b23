// The material search of a database's list: which pieces each side has, as ranges (one or two
// rooks, pawns from 3 to 5, no queen ...), minor pieces counted together, the bishops on
// squares of opposite or of the same colour, the sides either way round, and for how many
// half-moves in a row the material must stand (so that a position passed through in an
// exchange is not taken for an ending). The endings players ask for by name fill it in at
// once; so does the board's material. The search itself is chess960::MaterialPattern's.
#pragma once

#include "chess960/positionsearch.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace chess960::ui {

class MaterialSearchDialog : public QDialog {
    Q_OBJECT
public:
    /// \brief The fields show `pattern`; `board`, when given, is offered as "the board's
    /// material".
    MaterialSearchDialog(const MaterialPattern& pattern, std::optional<Position> board,
                         QWidget* parent = nullptr);

    /// \brief The pattern as the fields say (a "to" at its highest means any number).
    MaterialPattern pattern() const;
    /// \brief The fields set from a pattern.
    void setPattern(const MaterialPattern& pattern);

    /// The rows of the table of counts, top to bottom.
    enum Row { Queens, Rooks, Bishops, Knights, Minors, Pawns, RowCount };

private:
    void choosePreset(int index);
    void nameSides();

    // [side][row][0 from, 1 to]
    std::array<std::array<std::array<QSpinBox*, 2>, RowCount>, 2> counts_{};
    std::array<QLabel*, 2> sideNames_{};
    QComboBox* preset_;
    QComboBox* bishops_;
    QCheckBox* eitherColour_;
    QSpinBox* plies_;
    std::optional<Position> board_;
};

} // namespace chess960::ui
