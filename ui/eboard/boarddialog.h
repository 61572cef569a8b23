// Settings > Electronic board: the kind of board, its port (the ports the system lists, or any
// path typed in, a pseudo-terminal included), who plays a game begun from the board, Connect,
// and a test that shows what the board reports: its state, version and position.
#pragma once

#include <QDialog>

#include "eboard/boardlink.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace chess960::ui {

class BoardDialog : public QDialog {
    Q_OBJECT
public:
    BoardDialog(BoardLink* link, QWidget* parent = nullptr);

signals:
    void connectRequested(chess960::ui::BoardLink::Kind kind, const QString& port);
    void disconnectRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void listPorts();
    void showState();

    BoardLink* link_;
    QLabel* kindLabel_;
    QComboBox* kind_;
    QLabel* portLabel_;
    QComboBox* port_;
    QPushButton* refresh_;
    QCheckBox* computer_;
    QPushButton* connect_;
    QPushButton* disconnect_;
    QLabel* state_;
    QLabel* position_;
    QPushButton* close_;
};

} // namespace chess960::ui
