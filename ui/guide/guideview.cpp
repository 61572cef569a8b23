#include "guide/guideview.h"

#include "i18n/piecenotation.h"
#include "i18n/scoretext.h"
#include "jobs/jobrunner.h"

#include "chess960/engine/guidesearch.h"
#include "chess960/notation.h"
#include "chess960/startpos.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include <map>

namespace chess960::ui {

namespace {

// Pairs judged while the program runs, by DFRC number (GUI thread only).
std::map<int, GuideEntry>& judgedPairs() {
    static std::map<int, GuideEntry> pairs;
    return pairs;
}

QString scoreOf(int centipawns) {
    return shownScore(centipawns, false, 0);
}

} // namespace

QString GuideView::balancedBound() {
    return QLocale().toString(kBalancedCentipawns / 100.0, 'f', 2);
}

GuideView::GuideView(QWidget* parent)
    : QGroupBox(parent), guide_(&Guide::builtIn()), text_(new QLabel(this)),
      ask_(new QPushButton(this)), job_(new JobRunner(this)) {
    setObjectName(QStringLiteral("guideView"));
    text_->setObjectName(QStringLiteral("guideText"));
    text_->setTextFormat(Qt::RichText);
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    ask_->setObjectName(QStringLiteral("askEngineButton"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text_);
    layout->addWidget(ask_, 0, Qt::AlignLeft);
    connect(ask_, &QPushButton::clicked, this, &GuideView::askEngine);
    connect(job_, &JobRunner::progress, this, [this](qint64 done, qint64) {
        judgingDepth_ = int(done);
        render();
    });
    render();
}

GuideView::~GuideView() {
    // The judgement returns within moments; the runner waits for it.
    if (search_) search_->stop();
}

void GuideView::setGuide(const Guide* guide) {
    guide_ = guide ? guide : &Guide::builtIn();
    render();
}

int GuideView::pairDepth() const {
    if (pairDepth_ > 0) return pairDepth_;
    return guide_->depth() > 0 ? guide_->depth() : kPairDepthWithoutGuide;
}

void GuideView::showStart(int number) {
    showPair(number, number);
}

void GuideView::showPair(int white, int black) {
    if (white == white_ && black == black_) return;
    stopJudging();
    white_ = white;
    black_ = black;
    render();
}

void GuideView::showNothing() {
    showPair(-1, -1);
}

bool GuideView::isJudging() const {
    return judgingDepth_ >= 0;
}

void GuideView::stopJudging() {
    if (search_) search_->stop();
    job_->stop();
    search_.reset();
    judgingDepth_ = -1;
}

void GuideView::askEngine() {
    if (white_ < 0 || white_ == black_ || isJudging()) return;
    const int number = dfrcNumber(white_, black_);
    if (judgedPairs().count(number)) return;
    const Position start = Position::startPosition(white_, black_);
    const int depth = pairDepth();
    // Made here, small, so that a stop can reach it at once; its table grows on the job's thread.
    search_ = std::make_shared<engine::Search>(1);
    auto search = search_;
    judgingDepth_ = 0;
    job_->run(
        [search, start, number, depth](const JobControl& control) {
            search->setHashSize(256);
            if (control.stopRequested()) return GuideEntry{};
            return engine::judgeStart(*search, start, number, depth,
                                      [&](int d) { control.progress(d, depth); });
        },
        [this, number](GuideEntry entry) {
            search_.reset();
            judgingDepth_ = -1;
            if (!entry.best.empty()) judgedPairs()[number] = std::move(entry);
            render();
            emit judged();
        });
    render();
}

QString GuideView::shownText() const {
    QTextDocument document;
    document.setHtml(text_->text());
    return document.toPlainText();
}

void GuideView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) render();
    QGroupBox::changeEvent(event);
}

void GuideView::render() {
    setTitle(tr("The engine's guide"));
    ask_->setText(tr("Ask the engine"));
    const bool pair = white_ >= 0 && white_ != black_;
    ask_->setVisible(false);
    if (white_ < 0) {
        text_->clear();
        return;
    }
    const Position start = Position::startPosition(white_, black_);
    const GuideEntry* entry = nullptr;
    if (!pair) {
        entry = guide_->find(white_);
    } else {
        const auto found = judgedPairs().find(dfrcNumber(white_, black_));
        if (found != judgedPairs().end()) entry = &found->second;
    }
    const int depth = pair ? pairDepth() : guide_->depth();
    setToolTip(tr("The built-in engine's judgement: one search to depth %1 on one thread, "
                  "the best three first moves, scores from White's side")
                   .arg(depth));

    if (!entry) {
        QString text;
        if (!pair) {
            text = tr("The guide has no judgement of SP %1.").arg(white_);
        } else if (isJudging()) {
            text = tr("Double Fischer Random set-ups are not in the guide.") +
                   QStringLiteral("<br>") +
                   tr("The engine is searching: depth %1 of %2…").arg(judgingDepth_).arg(depth);
        } else {
            text = tr("Double Fischer Random set-ups are not in the guide: the engine judges "
                      "this one when asked (a few seconds).");
            ask_->setVisible(true);
        }
        text_->setText(text);
        return;
    }

    QString html = tr("Evaluation: <b>%1</b>").arg(scoreOf(entry->score));
    if (entry->balanced())
        html +=
            QStringLiteral(" · <span style='color:#1b5e20'><b>%1</b></span>").arg(tr("balanced"));
    if (!pair) {
        html +=
            QStringLiteral("<br>") + tr("Place %1 of %2 by evenness (1 is the nearest to level)")
                                         .arg(guide_->evennessPlace(white_))
                                         .arg(guide_->size());
    }
    QStringList moves;
    for (const GuideFirstMove& m : entry->firstMoves(start))
        moves << QStringLiteral("1. %1 (%2)")
                     .arg(shownMove(QString::fromStdString(m.san)), scoreOf(m.score));
    html +=
        QStringLiteral("<br>") + tr("Best first moves: %1").arg(moves.join(QStringLiteral(", ")));
    const std::vector<Move> line = entry->lineMoves(start);
    if (!line.empty())
        html += QStringLiteral("<br>") +
                tr("Line: %1").arg(shownMoves(QString::fromStdString(sanLine(start, line))));
    text_->setText(html);
}

} // namespace chess960::ui
