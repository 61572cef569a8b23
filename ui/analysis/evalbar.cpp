#include "evalbar.h"

#include "analysisengine.h"
#include "i18n/scoretext.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPainter>

#include <cmath>

namespace chess960::ui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setAccessibleName(tr("Evaluation"));
}

void EvalBar::setScore(int whiteScore, bool mate, int mateIn) {
    share_ = mate ? (mateIn > 0 ? 1.0 : 0.0) : AnalysisEngine::whiteShare(whiteScore);
    text_ = shownScore(whiteScore, mate, mateIn);
    score_ = whiteScore;
    mate_ = mate;
    setToolTip(text_);
    setAccessibleDescription(text_);
    update();
}

void EvalBar::clear() {
    share_ = 0.5;
    text_.clear();
    setToolTip({});
    update();
}

void EvalBar::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.fillRect(r, QColor(0x40, 0x3d, 0x39));
    const double whiteHeight = r.height() * share_;
    QRectF white = r;
    if (flipped_)
        white.setBottom(r.top() + whiteHeight); // White at the top when Black sits below
    else
        white.setTop(r.bottom() - whiteHeight);
    p.fillRect(white, QColor(0xf0, 0xf0, 0xec));
    p.setPen(QColor(0x80, 0x80, 0x80));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.drawRect(r);
    if (text_.isEmpty()) return;
    p.setFont(shownFont());
    // The score sits at the leading side's end, in the colour that reads on it.
    const bool whiteLeads = share_ >= 0.5;
    const bool atBottom = whiteLeads != flipped_;
    QRectF box = r.adjusted(0, 2, 0, -2);
    p.setPen(whiteLeads ? QColor(0x40, 0x3d, 0x39) : QColor(0xf0, 0xf0, 0xec));
    p.drawText(box, Qt::AlignHCenter | (atBottom ? Qt::AlignBottom : Qt::AlignTop), shownText());
}

QString EvalBar::shownText() const {
    if (text_.isEmpty()) return {};
    QString shown = text_;
    if (!mate_) {
        const double pawns = std::abs(score_) / 100.0;
        shown = QLocale().toString(pawns, 'f', pawns >= 100 ? 0 : pawns >= 10 ? 1 : 2);
    } else if (shown.startsWith(QLatin1Char('#'))) {
        shown.remove(QLatin1Char('-')); // the side is told by where it stands
    }
    return shown;
}

QFont EvalBar::shownFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.75);
    f.setBold(true);
    const QString shown = shownText();
    const int room = width() - 2;
    while (f.pointSizeF() > 4 && QFontMetrics(f).horizontalAdvance(shown) > room)
        f.setPointSizeF(f.pointSizeF() - 0.5);
    return f;
}

} // namespace chess960::ui
