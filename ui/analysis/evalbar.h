// The evaluation bar beside the board: White's share of the winning chances as the white part
// of a vertical bar (the side at the bottom of the board at the bottom), with the score
// written at the end of the leading side; a mate fills the bar.
#pragma once

#include <QWidget>

namespace chess960::ui {

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    /// \brief Shows a score from White's point of view (see AnalysisLine).
    void setScore(int whiteScore, bool mate, int mateIn);
    /// \brief No score: an even bar, no text.
    void clear();
    /// \brief Black at the bottom, as on a flipped board.
    void setFlipped(bool flipped);

    /// \brief White's share shown, 0..1.
    double whiteShare() const { return share_; }
    /// \brief The score as written on the bar ("+0.35", "#3"); empty when cleared.
    const QString& text() const { return text_; }

    /// \brief What the bar writes: the score without its sign (the side is told by where it
    /// stands), one decimal from ten pawns on and none from a hundred, so it stays short.
    QString shownText() const;
    /// \brief The type it is written in: small and bold, smaller when needed to fit the bar.
    QFont shownFont() const;

    QSize sizeHint() const override { return {22, 200}; }
    QSize minimumSizeHint() const override { return {16, 60}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double share_ = 0.5;
    QString text_;
    int score_ = 0;
    bool mate_ = false;
    bool flipped_ = false;
};

} // namespace chess960::ui
