// A read-only board diagram: pieces on squares (a whole position or a back rank being built)
// and, when asked, the marks that explain one castle.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "chess960/practice.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>

namespace chess960::ui {

class DiagramWidget : public QWidget {
    Q_OBJECT
public:
    explicit DiagramWidget(QWidget* parent = nullptr);
    ~DiagramWidget() override;

    /// \brief Shows these pieces, a1 first.
    void setSquares(const std::array<Piece, 64>& squares);
    void setPosition(const Position& pos);
    const std::array<Piece, 64>& squares() const { return squares_; }
    /// \brief Shows a castle's explanation over the pieces; nothing clears it.
    void setMarks(const std::optional<CastleExplanation>& marks);
    const std::optional<CastleExplanation>& marks() const { return marks_; }
    void setPieceSet(const QString& id);
    void setTheme(const BoardTheme& theme);

    /// \brief Where a square is on the widget.
    QRectF squareRect(Square s) const;

    QSize sizeHint() const override { return {320, 320}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF boardRect() const;

    std::array<Piece, 64> squares_{};
    std::optional<CastleExplanation> marks_;
    std::unique_ptr<PieceSet> pieces_;
    BoardTheme theme_;
};

} // namespace chess960::ui
