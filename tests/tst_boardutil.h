// Helpers for the board widget tests: a shown board on a position, mouse gestures by square,
// and a record of the moves the board asks for.
#pragma once

#include "board/boardwidget.h"

#include <QTest>

#include <vector>

namespace boardtest {

using namespace chess960;
using chess960::ui::BoardWidget;

inline Position position(const char* fen) {
    auto pos = Position::fromFen(fen);
    if (!pos) qFatal("bad FEN in test: %s (%s)", fen, pos.error().message.c_str());
    return *pos;
}

/// A board of fixed size, shown (off screen), that records every move it requests.
struct Board {
    BoardWidget widget;
    std::vector<Move> requested;

    explicit Board(const char* fen, bool flipped = false) {
        widget.resize(480, 480);
        widget.setAnimationDuration(0);
        widget.setFlipped(flipped);
        widget.setPosition(position(fen));
        QObject::connect(&widget, &BoardWidget::moveRequested,
                         [this](Move m) { requested.push_back(m); });
        widget.show();
        if (!QTest::qWaitForWindowExposed(&widget)) qWarning("board not exposed");
    }

    QPoint at(Square s) const { return widget.squareRect(s).center(); }

    void click(Square s) { QTest::mouseClick(&widget, Qt::LeftButton, {}, at(s)); }
    void clickAt(QPoint p) { QTest::mouseClick(&widget, Qt::LeftButton, {}, p); }
    void press(Square s) { QTest::mousePress(&widget, Qt::LeftButton, {}, at(s)); }
    void hover(Square s) { QTest::mouseMove(&widget, at(s)); }

    /// Presses on `from`, moves through the middle, releases on `to`.
    void dragTo(Square from, QPoint to) {
        const QPoint start = at(from);
        QTest::mousePress(&widget, Qt::LeftButton, {}, start);
        QTest::mouseMove(&widget, start + QPoint(8, 8));
        QTest::mouseMove(&widget, (start + to) / 2);
        QTest::mouseMove(&widget, to);
        QTest::mouseRelease(&widget, Qt::LeftButton, {}, to);
    }
    void drag(Square from, Square to) { dragTo(from, at(to)); }

    void key(Qt::Key k) { QTest::keyClick(&widget, k); }

    /// The one move requested so far (a null move when there is none or more than one).
    Move only() const { return requested.size() == 1 ? requested.front() : Move(); }
    Move castle(Square king, Square rook) const { return Move(king, rook, Move::Castling); }
};

} // namespace boardtest
