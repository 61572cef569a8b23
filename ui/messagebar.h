// The window's status bar grown into a message area: what the board, the game and the files
// say (why a castle is impossible, a draw claim, a file saved) is shown word-wrapped and in
// full, in every language, never cut off at the window's edge. It stays a QStatusBar, so
// showMessage(), the menus' status tips and the screen-reader announcements work as before.
#pragma once

#include <QStatusBar>

class QLabel;

namespace chess960::ui {

class MessageBar : public QStatusBar {
    Q_OBJECT
public:
    /// \brief Lines the area keeps room for with or without a message: the board does not
    /// move when one comes or goes. A longer message makes the area taller.
    static constexpr int kReservedLines = 3;

    explicit MessageBar(QWidget* parent = nullptr);

    /// \brief The label showing the message (objectName "statusMessage").
    QLabel* label() const { return text_; }
    /// \brief The whole message is on show: the label is tall enough for all its lines.
    bool showsAllOfIt() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int labelHeight(int barWidth) const;
    void fit();

    QLabel* text_;
};

} // namespace chess960::ui
