#include "database/crosstabledialog.h"

#include "database/gamedatabase.h"
#include "database/playerfinder.h"
#include "jobs/jobrunner.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QScreen>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QVariant>

#include <algorithm>
#include <map>

namespace chess960::ui {

EventGames readEvent(const QString& indexPath, const QString& event,
                     const std::atomic<bool>& cancel) {
    EventGames out;
    std::vector<GameSummary> games;
    std::map<QString, int> sites;
    std::string firstDate, lastDate;
    const bool ok = GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        if (!GameDatabase::metaIsCurrent(GameDatabase::readMeta(db))) return false;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        // In the file's order: a pairing's games as they were played.
        q.prepare(QStringLiteral("SELECT %1, site, round FROM games WHERE error IS NULL AND "
                                 "event = ? ORDER BY number")
                      .arg(QLatin1String(kSummaryColumns)));
        q.bindValue(0, event);
        if (!q.exec()) return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            GameSummary g = summaryOf(q);
            g.event = event.toStdString();
            g.round = q.value(8).toString().toStdString();
            const QString site = q.value(7).toString();
            if (!site.isEmpty() && site != QLatin1String("?")) ++sites[site];
            widenDates(firstDate, lastDate, g.date);
            games.push_back(std::move(g));
        }
        return true;
    });
    if (!ok || cancel.load()) return out;
    int most = 0;
    for (const auto& [site, n] : sites)
        if (n > most) {
            most = n;
            out.site = site;
        }
    out.firstDate = QString::fromStdString(firstDate);
    out.lastDate = QString::fromStdString(lastDate);
    out.games = int(games.size());
    out.table = crosstable(games);
    out.ok = true;
    return out;
}

namespace {

QString scoreText(const PairingGame& g) {
    if (g.unfinished) return QStringLiteral("*");
    return g.score == 1   ? QStringLiteral("1")
           : g.score == 0 ? QStringLiteral("0")
                          : QString(QChar(0x00bd));
}

} // namespace

CrosstableDialog::CrosstableDialog(const QString& indexPath, const QString& event, QWidget* parent)
    : QDialog(parent), event_(event), title_(new QLabel(this)), table_(new QTableWidget(this)),
      reader_(new JobRunner(this)) {
    setObjectName(QStringLiteral("crosstableDialog"));
    setWindowTitle(tr("Crosstable: %1").arg(event));
    title_->setObjectName(QStringLiteral("crosstableTitle"));
    title_->setWordWrap(true);
    title_->setText(tr("Reading the event's games..."));
    table_->setObjectName(QStringLiteral("crosstableTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row >= 0 && size_t(row) < shown_.rows.size())
            emit playerChosen(event_, QString::fromStdString(shown_.rows[size_t(row)].name));
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(900, 520);
    reader_->run([indexPath, event](
                     const JobControl& job) { return readEvent(indexPath, event, job.stopFlag()); },
                 [this](const EventGames& found) { showTable(found); });
}

CrosstableDialog::~CrosstableDialog() = default;

QString CrosstableDialog::title() const {
    return title_->text();
}

void CrosstableDialog::showTable(const EventGames& found) {
    if (!found.ok) {
        title_->setText(tr("The file's index could not be read: open the file again"));
        emit crosstableShown();
        return;
    }
    shown_ = found.table;
    const int n = int(shown_.rows.size());
    const QLocale locale;
    // The event, where and when; how many players and games.
    QStringList where;
    if (!found.site.isEmpty()) where << found.site;
    if (!found.firstDate.isEmpty())
        where << (found.firstDate == found.lastDate
                      ? found.firstDate
                      : QStringLiteral("%1 \u2013 %2").arg(found.firstDate, found.lastDate));
    QString text = QStringLiteral("<b>%1</b>").arg(event_.toHtmlEscaped());
    if (!where.isEmpty())
        text += QStringLiteral(", ") + where.join(QStringLiteral(", ")).toHtmlEscaped();
    text += QStringLiteral("<br>") +
            tr("%1, %2").arg(tr("%Ln players", nullptr, n), tr("%Ln games", nullptr, found.games));
    if (shown_.unfinished)
        text += QStringLiteral(" ") + tr("(%Ln without a result)", nullptr, shown_.unfinished);
    title_->setText(text);

    const int pointsColumn = FirstResultColumn + n;
    table_->clear();
    table_->setColumnCount(pointsColumn + 3);
    table_->setRowCount(n);
    QStringList headers{tr("#"), tr("Player"), tr("Elo")};
    for (int i = 0; i < n; ++i) headers << QString::number(i + 1);
    headers << tr("Points") << tr("SB") << tr("Perf.");
    table_->setHorizontalHeaderLabels(headers);
    table_->horizontalHeaderItem(pointsColumn + 1)
        ->setToolTip(tr("Sonneborn-Berger: each game's points times the opponent's total"));
    table_->horizontalHeaderItem(pointsColumn + 2)
        ->setToolTip(tr("The rating the player's results are worth against the opponents "
                        "rated"));
    const QColor self = palette().color(QPalette::Mid);
    for (int row = 0; row < n; ++row) {
        const CrosstableRow& r = shown_.rows[size_t(row)];
        const auto cell = [&](int column, const QString& value, bool number) {
            auto* item = new QTableWidgetItem(value);
            item->setTextAlignment((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            table_->setItem(row, column, item);
            return item;
        };
        cell(PlaceColumn, QString::number(row + 1), true);
        cell(NameColumn, QString::fromStdString(r.name), false);
        cell(EloColumn, r.elo ? QString::number(r.elo) : QString(), true);
        for (int column = 0; column < n; ++column) {
            QStringList scores, tips;
            for (const PairingGame& g : r.against[size_t(column)]) {
                scores << scoreText(g);
                tips << (g.white ? tr("%1 with White") : tr("%1 with Black")).arg(scoreText(g));
            }
            auto* item = cell(FirstResultColumn + column, scores.join(QLatin1Char(' ')), false);
            item->setTextAlignment(Qt::AlignCenter);
            if (!tips.isEmpty())
                item->setToolTip(tr("Against %1: %2")
                                     .arg(QString::fromStdString(shown_.rows[size_t(column)].name),
                                          tips.join(QStringLiteral(", "))));
            if (column == row) item->setBackground(self);
        }
        cell(pointsColumn, pointsText(r.points), true)
            ->setToolTip(tr("%1 of %Ln games", nullptr, r.games).arg(pointsText(r.points)));
        cell(pointsColumn + 1, locale.toString(r.sonnebornBerger, 'f', 2), true);
        cell(pointsColumn + 2, r.performance ? QString::number(r.performance) : QString(), true);
    }
    table_->resizeColumnsToContents();
    // As large as the table, within the screen's room.
    const QMargins margins = layout()->contentsMargins();
    const int frame =
        2 * table_->frameWidth() + table_->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const QSize wanted(
        table_->horizontalHeader()->length() + frame + margins.left() + margins.right(),
        table_->verticalHeader()->length() + table_->horizontalHeader()->height() + frame +
            title_->sizeHint().height() + 80 + margins.top() + margins.bottom());
    const QSize room = screen() ? screen()->availableSize() * 9 / 10 : QSize(1000, 700);
    resize(std::clamp(wanted.width(), 420, room.width()),
           std::clamp(wanted.height(), 240, room.height()));
    emit crosstableShown();
}

} // namespace chess960::ui
