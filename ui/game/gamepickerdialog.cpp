#include "game/gamepickerdialog.h"

#include "i18n/errorwording.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace chess960::ui {

namespace {

// A number cell that sorts as a number.
QTableWidgetItem* numberItem(int n) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, n);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

GamePickerDialog::GamePickerDialog(const std::vector<PgnRecord>& records, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(int(records.size()), 7, this)),
      filter_(new QLineEdit(this)) {
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    int first = -1;
    for (int row = 0; row < int(records.size()); ++row) {
        const PgnRecord& r = records[size_t(row)];
        QStringList cells;
        if (r.ok()) {
            const Game& g = *r.game;
            // The result as the game has it: a record's Result tag is read into the game.
            cells << QString::fromStdString(g.tag("White"))
                  << QString::fromStdString(g.tag("Black"))
                  << QString::fromUtf8(resultText(g.result()).data(),
                                       qsizetype(resultText(g.result()).size()))
                  << QString::fromStdString(g.tag("Date")) << QString::fromStdString(g.tag("Event"))
                  << QString();
            startNumbers_.push_back(g.startNumber());
            errors_.emplace_back();
            if (first < 0) first = row;
        } else {
            cells << QString() << QString() << QString() << QString() << QString() << QString();
            startNumbers_.push_back(-1);
            errors_.push_back(r);
        }
        QTableWidgetItem* number = numberItem(r.index);
        number->setData(Qt::UserRole, row);
        if (!r.ok()) number->setFlags(Qt::NoItemFlags);
        table_->setItem(row, 0, number);
        for (int col = 1; col <= cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col - 1]);
            if (!r.ok()) item->setFlags(Qt::NoItemFlags);
            table_->setItem(row, col, item);
        }
    }
    retranslateUi();
    // Sorting first: the headers' widths then count the sort indicator.
    table_->setSortingEnabled(true);
    table_->sortByColumn(0, Qt::AscendingOrder);
    table_->resizeColumnsToContents();
    // Measured on the largest number: the header measures only the first thousand rows.
    table_->setColumnWidth(
        0, std::max(table_->columnWidth(0),
                    fontMetrics().horizontalAdvance(QString::number(records.size())) + 16));
    table_->horizontalHeader()->setStretchLastSection(true);
    spanErrors();
    // A sort moves the rows but not their spans.
    connect(table_->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            &GamePickerDialog::spanErrors);
    if (first >= 0) table_->selectRow(first);

    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, this, &GamePickerDialog::applyFilter);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    // Open is enabled only while a game that can be opened is chosen: it never does nothing.
    QPushButton* open = buttons->button(QDialogButtonBox::Open);
    open->setEnabled(chosen() >= 0);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, open,
            [this, open] { open->setEnabled(chosen() >= 0); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (table_->item(row, 0)->flags() != Qt::NoItemFlags) accept();
    });
    resize(720, 400);
}

void GamePickerDialog::retranslateUi() {
    setWindowTitle(tr("Choose a game"));
    table_->setHorizontalHeaderLabels(
        {tr("#"), tr("White"), tr("Black"), tr("Result"), tr("Date"), tr("Event"), tr("Start")});
    filter_->setPlaceholderText(tr("Filter by player, event, result or date"));
    for (int row = 0; row < table_->rowCount(); ++row) {
        const size_t i = recordOf(row);
        if (errors_[i])
            table_->item(row, 1)->setText(
                tr("cannot be read: %1").arg(ErrorWording::recordText(*errors_[i])));
        else
            table_->item(row, 6)->setText(startNumbers_[i] >= 0 ? tr("SP %1").arg(startNumbers_[i])
                                                                : tr("set-up"));
    }
}

size_t GamePickerDialog::recordOf(int row) const {
    return size_t(table_->item(row, 0)->data(Qt::UserRole).toInt());
}

void GamePickerDialog::spanErrors() {
    table_->clearSpans();
    for (int row = 0; row < table_->rowCount(); ++row)
        if (errors_[recordOf(row)]) table_->setSpan(row, 1, 1, 6);
}

void GamePickerDialog::applyFilter(const QString& text) {
    // Every word must be found in one of the row's cells, in any case.
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int row = 0; row < table_->rowCount(); ++row) {
        bool shown = true;
        for (const QString& word : words) {
            bool found = false;
            for (int col = 1; col < table_->columnCount() && !found; ++col)
                found = table_->item(row, col)->text().contains(word, Qt::CaseInsensitive);
            shown = shown && found;
        }
        table_->setRowHidden(row, !shown);
    }
}

void GamePickerDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

int GamePickerDialog::chosen() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty() || table_->isRowHidden(rows.first().row())) return -1;
    const size_t record = recordOf(rows.first().row());
    return errors_[record] ? -1 : int(record);
}

} // namespace chess960::ui
