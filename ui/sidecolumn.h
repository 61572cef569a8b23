// The game's column beside the board, scrolled when it holds more than the window's height
// leaves (the clocks, the review and the engine's lines with the Databases panel open, on a
// laptop's screen) rather than pressing its boxes and buttons flat. It is as wide as its
// contents need, with room kept for the scroll bar, so nothing in it is ever cut at the side.
#pragma once

#include <QScrollArea>

namespace chess960::ui {

class SideColumn : public QScrollArea {
    Q_OBJECT
public:
    /// \brief The column showing content (which it takes over).
    explicit SideColumn(QWidget* content, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int scrollBarRoom() const;
};

} // namespace chess960::ui
