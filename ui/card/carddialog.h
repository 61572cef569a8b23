// File > Print start-position card...: which cards (this position, the same position on several
// boards, or a random position on each board), then Save as PDF, Print or Preview. The dice
// rolls that gave the position, when it came from dice, go on its card.
#pragma once

#include "card/startcard.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace chess960::ui {

class CardDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Single, SameOnEveryBoard, RandomPerBoard };

    /// \brief Cards for start position number; rolls (as typed) when it came from dice.
    CardDialog(int number, const QString& rolls, const QString& pieceSet, const QString& theme,
               QWidget* parent = nullptr);

    void setKind(Kind kind);
    Kind kind() const;
    void setBoards(int boards);
    /// \brief Random positions only among those the engine's guide calls balanced.
    void setBalancedOnly(bool on);
    /// \brief The pages as chosen (random positions are drawn again each time).
    std::vector<StartCard> cards() const;
    /// \brief Writes the chosen pages as a PDF; false with the reason shown on failure.
    bool saveTo(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void saveAs();
    void print();
    void preview();

    StartCard card_;
    QString pieceSet_;
    QString theme_;
    QRadioButton* single_;
    QRadioButton* same_;
    QRadioButton* random_;
    QCheckBox* balanced_; // random positions drawn among the balanced only
    QLabel* boardsLabel_;
    QSpinBox* boards_;
    QLabel* dice_;
    QPushButton* saveButton_;
    QPushButton* printButton_;
    QPushButton* previewButton_;
    QDialogButtonBox* buttons_;
};

} // namespace chess960::ui
