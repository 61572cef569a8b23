#include "game/gamepickerdialog.h"

#include "i18n/errorwording.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace chess960::ui {

GamePickerDialog::GamePickerDialog(const std::vector<PgnRecord>& records, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(int(records.size()), 7, this)) {
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    int first = -1;
    for (int row = 0; row < int(records.size()); ++row) {
        const PgnRecord& r = records[size_t(row)];
        QStringList cells{QString::number(r.index)};
        if (r.ok()) {
            const Game& g = *r.game;
            for (const char* tag : {"White", "Black", "Result", "Date", "Event"})
                cells << QString::fromStdString(g.tag(tag));
            cells << QString();
            startNumbers_.push_back(g.startNumber());
            errors_.emplace_back();
            if (first < 0) first = row;
        } else {
            cells << QString();
            startNumbers_.push_back(-1);
            errors_.push_back(r);
        }
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (!r.ok()) item->setFlags(Qt::NoItemFlags);
            item->setData(Qt::UserRole, row);
            table_->setItem(row, col, item);
        }
        if (!r.ok()) table_->setSpan(row, 1, 1, 6);
    }
    retranslateUi();
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
    if (first >= 0) table_->selectRow(first);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
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
    for (int row = 0; row < table_->rowCount(); ++row) {
        const size_t i = size_t(row);
        if (errors_[i])
            table_->item(row, 1)->setText(
                tr("cannot be read: %1").arg(ErrorWording::recordText(*errors_[i])));
        else
            table_->item(row, 6)->setText(startNumbers_[i] >= 0 ? tr("SP %1").arg(startNumbers_[i])
                                                                : tr("set-up"));
    }
}

void GamePickerDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

int GamePickerDialog::chosen() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty() || errors_[size_t(rows.first().row())]) return -1;
    return rows.first().row();
}

} // namespace chess960::ui
