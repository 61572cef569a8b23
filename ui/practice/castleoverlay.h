// A transparent layer over the board widget that explains a castle: it paints the marks of a
// CastleExplanation on the board's own squares and lets every mouse event through.
#pragma once

#include "chess960/practice.h"

#include <QWidget>

#include <optional>

namespace chess960::ui {

class BoardWidget;

class CastleOverlay : public QWidget {
    Q_OBJECT
public:
    explicit CastleOverlay(BoardWidget* board);
    void setMarks(const std::optional<CastleExplanation>& marks);
    const std::optional<CastleExplanation>& marks() const { return marks_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    BoardWidget* board_;
    std::optional<CastleExplanation> marks_;
};

} // namespace chess960::ui
