#include "messagebar.h"

#include <QEvent>
#include <QLabel>

namespace chess960::ui {
namespace {

constexpr QMargins kMargins(6, 2, 6, 3);

} // namespace

MessageBar::MessageBar(QWidget* parent) : QStatusBar(parent), text_(new QLabel(this)) {
    // The label is placed by hand: QStatusBar's own layout keeps its items one line high.
    setSizeGripEnabled(false);
    text_->setObjectName(QStringLiteral("statusMessage"));
    text_->setTextFormat(Qt::PlainText);
    text_->setWordWrap(true);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(this, &QStatusBar::messageChanged, this, [this](const QString& text) {
        text_->setText(text);
        fit();
    });
    fit();
}

int MessageBar::labelHeight(int barWidth) const {
    const int reserved = kReservedLines * text_->fontMetrics().lineSpacing();
    const int width = std::max(1, barWidth - kMargins.left() - kMargins.right());
    return std::max(reserved, text_->heightForWidth(width));
}

int MessageBar::heightForWidth(int width) const {
    return labelHeight(width) + kMargins.top() + kMargins.bottom();
}

QSize MessageBar::sizeHint() const {
    return {QStatusBar::sizeHint().width(), heightForWidth(width())};
}

QSize MessageBar::minimumSizeHint() const {
    return {0, heightForWidth(width())};
}

bool MessageBar::showsAllOfIt() const {
    return text_->isVisible() && text_->height() >= text_->heightForWidth(text_->width());
}

void MessageBar::changeEvent(QEvent* event) {
    QStatusBar::changeEvent(event);
    // Another font or style changes the height of a line.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) fit();
}

void MessageBar::paintEvent(QPaintEvent*) {
    // Nothing: QStatusBar would paint the message once more, on one line, cut at the edge.
}

void MessageBar::resizeEvent(QResizeEvent* event) {
    QStatusBar::resizeEvent(event);
    fit();
}

void MessageBar::fit() {
    const int height = heightForWidth(width());
    if (minimumHeight() != height) setFixedHeight(height); // the window makes room
    text_->setGeometry(kMargins.left(), kMargins.top(),
                       width() - kMargins.left() - kMargins.right(), labelHeight(width()));
}

} // namespace chess960::ui
