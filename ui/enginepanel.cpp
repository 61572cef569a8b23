#include "enginepanel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace chess960::ui {

EnginePanel::EnginePanel(QWidget* parent) : QWidget(parent) {
    headline_ = new QLabel(this);
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    score_ = new QLabel(this);
    line_ = new QLabel(this);
    line_->setWordWrap(true);
    line_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* l : {headline_, score_, line_}) l->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(headline_);
    layout->addWidget(score_);
    layout->addWidget(line_);
    setObjectName(QStringLiteral("enginePanel"));
}

QString EnginePanel::headline() const {
    return headline_->text();
}

void EnginePanel::setThinking(bool thinking, const QString& who) {
    if (!thinking) return; // the move or the hint that ends the search says what happened
    headline_->setText(tr("%1 is thinking...").arg(who));
    score_->clear();
    line_->clear();
}

void EnginePanel::showProgress(const EngineProgress& p) {
    score_->setText(tr("Depth %1: %2").arg(p.depth).arg(p.scoreText));
    line_->setText(p.pv.join(QLatin1Char(' ')));
}

void EnginePanel::showMessage(const QString& headline, const QString& detail) {
    headline_->setText(headline);
    score_->setText(detail);
    line_->clear();
}

} // namespace chess960::ui
