#include "game/enginepanel.h"

#include "i18n/errorwording.h"
#include "i18n/piecenotation.h"

#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QVBoxLayout>

namespace chess960::ui {

EnginePanel::EnginePanel(QWidget* parent) : QWidget(parent) {
    headline_ = new QLabel(this);
    headline_->setObjectName(QStringLiteral("engineHeadline"));
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    score_ = new QLabel(this);
    score_->setObjectName(QStringLiteral("engineScore"));
    line_ = new QLabel(this);
    line_->setObjectName(QStringLiteral("engineLine"));
    line_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* l : {headline_, score_, line_}) l->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(headline_);
    layout->addWidget(score_);
    layout->addWidget(line_, 1);
    line_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for all the panel says at once: a headline, a score on two lines and three lines
    // of moves; the line has the lines the others leave.
    const QMargins m = layout->contentsMargins();
    setFixedHeight(m.top() + m.bottom() + 2 * layout->spacing() +
                   headline_->fontMetrics().lineSpacing() +
                   5 * score_->fontMetrics().lineSpacing());
    setObjectName(QStringLiteral("enginePanel"));
    retranslateUi();
}

QString EnginePanel::headline() const {
    return headline_->text();
}

void EnginePanel::setThinking(bool thinking, const QString& who) {
    if (!thinking) return; // the move or the hint that ends the search says what happened
    hint_ = false;
    thinker_ = who;
    headlineWords_ = nullptr;
    detailWords_ = nullptr;
    progress_.reset();
    score_->clear();
    setLine({});
    retranslateUi();
}

void EnginePanel::showProgress(const EngineProgress& p) {
    progress_ = p;
    fullLine_ = p.line.isEmpty() ? p.pv.join(QLatin1Char(' ')) : p.line;
    retranslateUi();
}

void EnginePanel::showMessage(const QString& headline, const QString& detail, bool keepLine) {
    // Told by the window in the language of the moment; a later switch leaves it as said.
    hint_ = false;
    thinker_.reset();
    progress_.reset();
    headlineWords_ = nullptr;
    detailWords_ = nullptr;
    headline_->setText(headline);
    score_->setText(detail);
    if (!keepLine) fullLine_.clear();
    fitLine();
}

void EnginePanel::showMessage(std::function<QString()> headline, const QString& detail,
                              bool keepLine) {
    showMessage(headline(), detail, keepLine);
    headlineWords_ = std::move(headline);
}

void EnginePanel::showMessage(std::function<QString()> headline, std::function<QString()> detail,
                              bool keepLine) {
    showMessage(std::move(headline), detail(), keepLine);
    detailWords_ = std::move(detail);
}

void EnginePanel::showHint(std::function<QString()> headline, std::function<QString()> detail) {
    showMessage(std::move(headline), std::move(detail), true);
    hint_ = true;
}

void EnginePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void EnginePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLine();
}

void EnginePanel::setLine(const QString& line) {
    fullLine_ = line;
    fitLine();
}

void EnginePanel::fitLine() {
    const QMargins m = layout()->contentsMargins();
    const int width = std::max(1, this->width() - m.left() - m.right());
    int room = height() - m.top() - m.bottom() - headline_->heightForWidth(width);
    if (!score_->text().isEmpty()) room -= score_->heightForWidth(width) + layout()->spacing();
    room -= layout()->spacing();
    score_->setVisible(!score_->text().isEmpty()); // an empty score takes no room
    const QFontMetrics fm = line_->fontMetrics();
    const auto heightOf = [&](const QString& text) {
        return fm.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text).height();
    };
    // The line in the player's notation (it is kept in English SAN).
    const QString full = shownMoves(fullLine_);
    QStringList words = full.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString shown = full;
    while (!shown.isEmpty() && heightOf(shown) > room) {
        words.removeLast();
        // "12. Nf3 …", never "12. Nf3 13. …"
        while (!words.isEmpty() && words.last().endsWith(QLatin1Char('.'))) words.removeLast();
        shown = words.isEmpty() ? QString() : words.join(QLatin1Char(' ')) + QStringLiteral(" …");
    }
    line_->setText(shown);
    line_->setToolTip(shown == full ? QString() : full);
}

void EnginePanel::retranslateUi() {
    setToolTip(tr("What the computer is thinking: depth, score and the line it expects"));
    if (thinker_) headline_->setText(tr("%1 is thinking...").arg(*thinker_));
    if (headlineWords_) headline_->setText(headlineWords_());
    if (detailWords_) score_->setText(detailWords_());
    if (progress_)
        score_->setText(tr("Depth %1: %2")
                            .arg(progress_->depth)
                            .arg(ErrorWording::scoreText(progress_->reading)));
    fitLine();
}

} // namespace chess960::ui
