// The evaluation graph under the move list: White's share of the winning chances after each
// move of the main line (the evaluations the record holds, e.g. from a review), White's area
// light and Black's dark in the board's colours, mates at the edge, the review's mistakes and
// blunders marked in their colours. Hovering shows the move and its evaluation; a click asks to
// go to that move.
#pragma once

#include "chess960/game.h"

#include <QColor>
#include <QWidget>

#include <vector>

namespace chess960::ui {

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    /// \brief Takes the main line's evaluations and marks from game; `current` is marked.
    void setGame(const Game& game, NodeId current);
    /// \brief The board's colours for White's and Black's areas.
    void setColours(const QColor& white, const QColor& black);
    /// \brief Whether any move of the main line has an evaluation (else there is nothing to
    /// draw).
    bool hasEvaluations() const;
    /// \brief "12... Nc6: +0.35" for point i (0 = the first move).
    QString describe(int i) const;
    int pointCount() const { return int(points_.size()); }
    /// \brief The point under x (nearest move), -1 when there is none.
    int pointAt(int x) const;
    /// \brief White's share drawn for point i, 0..1 (mates at 0 or 1).
    double shareAt(int i) const;

    QSize sizeHint() const override { return {240, 80}; }
    QSize minimumSizeHint() const override { return {120, 50}; }

signals:
    void nodeClicked(chess960::NodeId node);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    struct Point {
        NodeId node = kNoNode;
        QString label; // "12... Nc6"
        std::optional<Evaluation> eval;
        int nag = 0; // the review's judgement: 6, 2, 4, or 0
        Color mover = White;
    };
    double x(int i) const;

    std::vector<Point> points_;
    NodeId current_ = kNoNode;
    QColor white_ = QColor(0xf0, 0xd9, 0xb5), black_ = QColor(0x58, 0x45, 0x34);
};

} // namespace chess960::ui
