#include "practice/castleoverlay.h"

#include "board/boardwidget.h"
#include "shuffler/castlemarks.h"

#include <QEvent>
#include <QPainter>

namespace chess960::ui {

CastleOverlay::CastleOverlay(BoardWidget* board) : QWidget(board), board_(board) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(board->rect());
    board->installEventFilter(this);
    hide();
}

void CastleOverlay::setMarks(const std::optional<CastleExplanation>& marks) {
    marks_ = marks;
    setVisible(marks_.has_value());
    raise();
    update();
}

bool CastleOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize) setGeometry(board_->rect());
    return QWidget::eventFilter(watched, event);
}

void CastleOverlay::paintEvent(QPaintEvent*) {
    if (!marks_) return;
    QPainter p(this);
    paintCastleMarks(p, *marks_, [this](Square s) { return QRectF(board_->squareRect(s)); });
}

} // namespace chess960::ui
