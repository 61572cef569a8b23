#include "analysispanel.h"

#include "analysisengine.h"
#include "engines/engineconfig.h"
#include "i18n/piecenotation.h"
#include "i18n/scoretext.h"

#include "chess960/notation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace chess960::ui {

AnalysisPanel::AnalysisPanel(AnalysisEngine* engine, QWidget* parent)
    : QWidget(parent), engine_(engine), toggle_(new QCheckBox(this)), linesLabel_(new QLabel(this)),
      lineCount_(new QSpinBox(this)), engineChoice_(new QComboBox(this)),
      status_(new QLabel(this)) {
    setObjectName(QStringLiteral("analysisPanel"));
    lineCount_->setRange(1, AnalysisEngine::kMaxLines);
    lineCount_->setValue(engine_->lineCount());
    linesLabel_->setBuddy(lineCount_);
    // The engine's name has a row of its own: beside the switch and the lines it was cut
    // ("Eingebaute Enç") in the longer languages.
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(toggle_);
    top->addStretch(1);
    top->addWidget(linesLabel_);
    top->addWidget(lineCount_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(engineChoice_);
    for (int i = 0; i < AnalysisEngine::kMaxLines; ++i) {
        auto* label = new QLabel(this);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
        // One line each, cut at the panel's edge with an ellipsis (the whole line in its
        // tooltip): the panel never grows and the move list above it never moves.
        label->setWordWrap(false);
        label->setMinimumWidth(1);
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        label->setProperty("cutAtEdge", true);
        connect(label, &QLabel::linkActivated, this,
                [this, i](const QString& link) { emit lineMoveClicked(i, link.toInt()); });
        layout->addWidget(label);
        lines_.push_back(label);
    }
    plain_.resize(lines_.size());
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    layout->addWidget(status_);

    engineChoice_->setObjectName(QStringLiteral("analysisEngineChoice"));
    engineChoice_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engineChoice_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    engineChoice_->setMinimumContentsLength(8);
    engineChoice_->addItem(QString(), QString());
    refreshEngines();
    connect(engineChoice_, &QComboBox::activated, this,
            [this] { emit engineChosen(engineChoice_->currentData().toString()); });
    connect(toggle_, &QCheckBox::toggled, this, &AnalysisPanel::analysisToggled);
    connect(lineCount_, &QSpinBox::valueChanged, engine_, &AnalysisEngine::setLineCount);
    connect(engine_, &AnalysisEngine::linesChanged, this, &AnalysisPanel::showLines);
    connect(engine_, &AnalysisEngine::runningChanged, this, [this](bool running) {
        toggle_->blockSignals(true);
        toggle_->setChecked(running);
        toggle_->blockSignals(false);
        showLines();
    });
    retranslateUi();
}

void AnalysisPanel::refreshEngines() {
    const QString chosen = engineChoice_->currentData().toString();
    while (engineChoice_->count() > 1) engineChoice_->removeItem(1);
    for (const EngineConfig& c : EngineStore::load()) engineChoice_->addItem(c.name, c.name);
    engineChoice_->setCurrentIndex(std::max(0, engineChoice_->findData(chosen)));
}

void AnalysisPanel::showBuiltInChosen() {
    engineChoice_->setCurrentIndex(0);
}

QString AnalysisPanel::lineText(int i) const {
    return i >= 0 && size_t(i) < plain_.size() ? plain_[size_t(i)] : QString();
}

void AnalysisPanel::showLines() {
    const std::vector<AnalysisLine>& lines = engine_->lines();
    for (size_t i = 0; i < lines_.size(); ++i) {
        QLabel* label = lines_[i];
        const bool shown = int(i) < engine_->lineCount();
        label->setVisible(shown);
        if (i >= lines.size()) {
            label->clear();
            plain_[i].clear();
            continue;
        }
        const AnalysisLine& l = lines[i];
        const QString score = shownScore(l.whiteScore, l.mate, l.mateIn);
        QString rich = QStringLiteral("<b>%1</b> ").arg(score);
        // plain_ keeps English SAN (what is copied); the screen shows the player's notation.
        QString plain = score + QLatin1Char(' ');
        QString onScreen = plain;
        // The moves that fit the label's width are shown, then an ellipsis; the tooltip has
        // them all.
        QFont bold = label->font();
        bold.setBold(true);
        const QFontMetrics plainMetrics(label->font());
        // A panel not on screen has no width yet: whole lines until it is laid out.
        const int width = label->isVisible() ? std::max(1, label->contentsRect().width())
                                             : std::numeric_limits<int>::max() / 2;
        const int room = width - plainMetrics.horizontalAdvance(QStringLiteral("\u2026"));
        int used = QFontMetrics(bold).horizontalAdvance(score + QLatin1Char(' '));
        bool cut = false;
        Position pos = engine_->position();
        int count = 0;
        for (Move m : l.moves) {
            QString number;
            if (pos.sideToMove() == White)
                number = QStringLiteral("%1. ").arg(pos.fullmoveNumber());
            else if (count == 0)
                number = QStringLiteral("%1... ").arg(pos.fullmoveNumber());
            const QString san = QString::fromStdString(moveToSan(pos, m));
            ++count;
            used += plainMetrics.horizontalAdvance(number + shownMove(san) + QLatin1Char(' '));
            // The last move may take the ellipsis' room; any other leaves it.
            const bool last = count == int(l.moves.size());
            if (!cut && (used > width || (used > room && !last))) {
                rich += QStringLiteral("\u2026");
                cut = true;
            }
            if (!cut)
                rich +=
                    number + QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a> ")
                                 .arg(count)
                                 .arg(shownMove(san).toHtmlEscaped());
            onScreen += number + shownMove(san) + QLatin1Char(' ');
            plain += number + san + QLatin1Char(' ');
            pos = pos.after(m);
        }
        label->setText(rich.trimmed());
        label->setToolTip(onScreen.trimmed());
        plain_[i] = plain.trimmed();
    }
    if (lines.empty()) {
        status_->setText(engine_->isRunning() ? tr("Analysing...") : QString());
    } else {
        const AnalysisLine& best = lines.front();
        status_->setText(tr("Depth %1, %2 kn/s")
                             .arg(best.depth)
                             .arg(QLocale().toString(double(best.nps) / 1000.0, 'f', 0)));
    }
}

void AnalysisPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    showLines(); // as many moves as the new width holds
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void AnalysisPanel::retranslateUi() {
    toggle_->setText(tr("&Analyse"));
    toggle_->setToolTip(tr("The engine analyses the position on view until switched off"));
    linesLabel_->setText(tr("Lines:"));
    lineCount_->setAccessibleName(tr("Number of lines"));
    engineChoice_->setItemText(0, tr("Built-in engine"));
    engineChoice_->setAccessibleName(tr("Engine that analyses"));
    showLines();
}

} // namespace chess960::ui
