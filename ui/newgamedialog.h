// Choosing a start position by its number (0..959), with the back rank shown as it changes.
#pragma once

#include <QDialog>

class QLabel;
class QSpinBox;

namespace chess960::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(int number, QWidget* parent = nullptr);
    int number() const;

private:
    void showBackRank(int number);

    QSpinBox* spin_;
    QLabel* backRank_;
};

} // namespace chess960::ui
