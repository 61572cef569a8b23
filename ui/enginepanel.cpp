#include "enginepanel.h"

#include "i18n/errorwording.h"

#include <QEvent>
#include <QLabel>
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
    layout->addWidget(line_);
    setObjectName(QStringLiteral("enginePanel"));
    retranslateUi();
}

QString EnginePanel::headline() const {
    return headline_->text();
}

void EnginePanel::setThinking(bool thinking, const QString& who) {
    if (!thinking) return; // the move or the hint that ends the search says what happened
    thinker_ = who;
    headlineWords_ = nullptr;
    detailWords_ = nullptr;
    progress_.reset();
    score_->clear();
    line_->clear();
    retranslateUi();
}

void EnginePanel::showProgress(const EngineProgress& p) {
    progress_ = p;
    line_->setText(p.line.isEmpty() ? p.pv.join(QLatin1Char(' ')) : p.line);
    retranslateUi();
}

void EnginePanel::showMessage(const QString& headline, const QString& detail, bool keepLine) {
    // Told by the window in the language of the moment; a later switch leaves it as said.
    thinker_.reset();
    progress_.reset();
    headlineWords_ = nullptr;
    detailWords_ = nullptr;
    headline_->setText(headline);
    score_->setText(detail);
    if (!keepLine) line_->clear();
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

void EnginePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
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
}

} // namespace chess960::ui
