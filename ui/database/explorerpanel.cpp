#include "database/explorerpanel.h"

#include "i18n/piecenotation.h"
#include "jobs/jobrunner.h"

#include "chess960/notation.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {

enum Column {
    MoveColumn,
    GamesColumn,
    ScoreColumn,
    DrawsColumn,
    EloColumn,
    PerformanceColumn,
    YearColumn,
    ColumnCount
};

} // namespace

ExplorerPanel::ExplorerPanel(QWidget* parent)
    : QWidget(parent), summary_(new QLabel(this)), table_(new QTableWidget(0, ColumnCount, this)),
      delay_(new QTimer(this)), search_(new JobRunner(this)) {
    setObjectName(QStringLiteral("explorer"));
    table_->setObjectName(QStringLiteral("explorerMoves"));
    summary_->setObjectName(QStringLiteral("explorerSummary"));
    summary_->setWordWrap(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(false);
    // A few moves in view (most starts have few); the move list keeps the room that is left.
    const int row = fontMetrics().height() + 4;
    table_->setMinimumHeight(3 * row);
    table_->setMaximumHeight(5 * row + table_->horizontalHeader()->sizeHint().height() + 4);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(table_);
    delay_->setSingleShot(true);
    delay_->setInterval(150);
    connect(delay_, &QTimer::timeout, this, &ExplorerPanel::start);
    // A click (or Enter) on a move plays it.
    const auto play = [this](int row) {
        if (row >= 0 && size_t(row) < result_.moves.size())
            emit moveChosen(result_.moves[size_t(row)].move);
    };
    connect(table_, &QTableWidget::cellClicked, this, [play](int row, int) { play(row); });
    connect(table_, &QTableWidget::cellActivated, this, [play](int row, int) { play(row); });
    retranslateUi();
}

ExplorerPanel::~ExplorerPanel() = default;

void ExplorerPanel::setLibrary(LibraryIndex library) {
    library_ = std::move(library);
}

void ExplorerPanel::setPosition(const Position& start, const Position& current) {
    if (start_ && current_ && start_->samePosition(start) && current_->samePosition(current) &&
        !searching_ && shownFor_.samePosition(current))
        return;
    start_ = start;
    current_ = current;
    delay_->start();
}

void ExplorerPanel::refresh() {
    if (start_) delay_->start();
}

void ExplorerPanel::start() {
    if (!start_ || !current_) return;
    searching_ = true;
    summary_->setText(withTitle(tr("Searching...")));
    // A search of the position before stops: only the last position's moves are shown.
    search_->run(
        [start = *start_, current = *current_, library = library_](const JobControl& job) {
            return exploreGames(start, current, library, job.stopFlag());
        },
        [this, current = *current_](const ExplorerResult& r) {
            if (r.cancelled) return;
            searching_ = false;
            shownFor_ = current;
            showResult(r);
            emit searched();
        });
}

void ExplorerPanel::showResult(const ExplorerResult& result) {
    result_ = result;
    const QLocale locale;
    table_->setRowCount(int(result.moves.size()));
    for (int row = 0; row < int(result.moves.size()); ++row) {
        const ExplorerMove& m = result.moves[size_t(row)];
        const auto cell = [&](int column, const QString& text, bool number) {
            auto* item = new QTableWidgetItem(text);
            if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, column, item);
        };
        cell(MoveColumn, shownMove(QString::fromStdString(moveToSan(shownFor_, m.move))), false);
        cell(GamesColumn, locale.toString(m.games), true);
        const auto percent = [&](double value) {
            return value < 0 ? QStringLiteral("\u2013")
                             : locale.toString(value, 'f', 0) + QLatin1Char('%');
        };
        const double score = m.whiteScore();
        cell(ScoreColumn, percent(score), true);
        cell(DrawsColumn, percent(m.drawPercent()), true);
        // Unfinished games have no score: the dash says so, the tooltip why.
        if (score < 0)
            for (int column : {ScoreColumn, DrawsColumn})
                table_->item(row, column)
                    ->setToolTip(tr("None of these games has a result yet: no score to give"));
        cell(EloColumn, m.averageElo() ? QString::number(m.averageElo()) : QString(), true);
        cell(PerformanceColumn, m.performance() ? QString::number(m.performance()) : QString(),
             true);
        // Ratings and years are written as players write them: no thousands separator.
        cell(YearColumn, m.averageYear() ? QString::number(m.averageYear()) : QString(), true);
    }
    // A column none of whose games has a rating or a date is left out: the side column is
    // narrow, and an empty column says nothing.
    for (int column : {EloColumn, PerformanceColumn, YearColumn}) {
        bool empty = true;
        for (int row = 0; row < table_->rowCount() && empty; ++row)
            empty = table_->item(row, column)->text().isEmpty();
        table_->setColumnHidden(column, empty);
    }
    retranslateUi();
}

QString ExplorerPanel::summary() const {
    QTextDocument text;
    text.setHtml(summary_->text());
    return text.toPlainText();
}

void ExplorerPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        // The moves in the language's letters too.
        if (!searching_ && start_) showResult(result_);
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void ExplorerPanel::retranslateUi() {
    // Short names (the side column is narrow); the tips say what each is.
    table_->setHorizontalHeaderLabels(
        {tr("Move"), tr("Games"), tr("Score"), tr("Draws"), tr("Elo"), tr("Perf."), tr("Year")});
    const QString tips[ColumnCount] = {
        QString(),
        tr("Games in which this move was played here"),
        tr("White's score in the games with a result (a win 1, a draw 1/2)"),
        tr("Draws among the games with a result"),
        tr("The players' average rating, of the ratings known"),
        tr("The rating the side to move played at with this move: its opponents' average "
           "rating and what its score is worth against them (games with a result and a rated "
           "opponent)"),
        tr("The average year the games were played, of the dates known"),
    };
    for (int column = 0; column < ColumnCount; ++column)
        if (auto* header = table_->horizontalHeaderItem(column)) header->setToolTip(tips[column]);
    table_->setToolTip(tr("The moves played from this position in your databases (the PGN "
                          "files you opened) and My games; a click plays one"));
    if (searching_ || !start_) return;
    QString text;
    if (result_.searched == 0)
        text = tr("None of your games starts from this game's start position.");
    else if (result_.reached == 0)
        text = result_.searched == 1
                   ? tr("The one game from this start did not reach this position.")
                   : tr("None of the %Ln games from this start reached this position.", nullptr,
                        result_.searched);
    else
        text =
            tr("Reached in %Ln of the games from this start (%1 in all).", nullptr, result_.reached)
                .arg(QLocale().toString(result_.searched));
    summary_->setText(withTitle(text));
}

QString ExplorerPanel::withTitle(const QString& text) const {
    // One label for the panel's name and what it found: the side column is short of height.
    return QStringLiteral("<b>%1</b> %2")
        .arg(tr("Opening explorer:").toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace chess960::ui
