#include "sidecolumn.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace chess960::ui {

namespace {
// The height the column may be pressed to before it scrolls: a few lines of it in view.
constexpr int kMinimumHeight = 120;
} // namespace

SideColumn::SideColumn(QWidget* content, QWidget* parent) : QScrollArea(parent) {
    setObjectName(QStringLiteral("sideColumn"));
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(true);
    // No stop for the keys of its own: Tab goes through what it holds, which it scrolls into
    // view.
    setFocusPolicy(Qt::NoFocus);
    setWidget(content);
    // The window's own colour behind the column, as before it scrolled.
    viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    // A change of what the column holds (a panel shown, a language switched) changes the room
    // it asks of the window.
    content->installEventFilter(this);
}

int SideColumn::scrollBarRoom() const {
    return verticalScrollBar()->sizeHint().width();
}

QSize SideColumn::sizeHint() const {
    const QSize content = widget() ? widget()->sizeHint() : QSize();
    return {content.width() + scrollBarRoom(), content.height()};
}

QSize SideColumn::minimumSizeHint() const {
    const QSize content = widget() ? widget()->minimumSizeHint() : QSize();
    return {content.width() + scrollBarRoom(), std::min(content.height(), kMinimumHeight)};
}

bool SideColumn::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest) updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace chess960::ui
