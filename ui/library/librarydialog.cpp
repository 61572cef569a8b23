#include "librarydialog.h"

#include "gamelibrary.h"
#include "librarymodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace chess960::ui {

namespace {
// The periods of the date filter, in days back from now; 0 is "today", -1 "any time".
constexpr int kPeriodDays[] = {-1, 0, 7, 30, 365};
} // namespace

LibraryDialog::LibraryDialog(const GameLibrary* library, QWidget* parent)
    : QDialog(parent), library_(library), model_(new LibraryModel(this)),
      filter_(new LibraryFilter(this)), playerLabel_(new QLabel(this)),
      player_(new QLineEdit(this)), outcomeLabel_(new QLabel(this)), outcome_(new QComboBox(this)),
      startLabel_(new QLabel(this)), start_(new QSpinBox(this)), periodLabel_(new QLabel(this)),
      period_(new QComboBox(this)), view_(new QTableView(this)), count_(new QLabel(this)),
      open_(new QPushButton(this)), delete_(new QPushButton(this)), export_(new QPushButton(this)),
      close_(new QPushButton(this)) {
    setObjectName(QStringLiteral("libraryDialog"));
    filter_->setSourceModel(model_);
    view_->setModel(filter_);
    view_->setSortingEnabled(true);
    view_->sortByColumn(LibraryModel::Date, Qt::DescendingOrder);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setAlternatingRowColors(true);

    start_->setRange(-1, 959);
    start_->setValue(-1);
    player_->setClearButtonEnabled(true);
    playerLabel_->setBuddy(player_);
    outcomeLabel_->setBuddy(outcome_);
    startLabel_->setBuddy(start_);
    periodLabel_->setBuddy(period_);
    for (int i = 0; i < 5; ++i) outcome_->addItem(QString());
    for (int days : kPeriodDays) period_->addItem(QString(), days);

    auto* filters = new QGridLayout;
    filters->addWidget(playerLabel_, 0, 0);
    filters->addWidget(player_, 0, 1);
    filters->addWidget(outcomeLabel_, 0, 2);
    filters->addWidget(outcome_, 0, 3);
    filters->addWidget(startLabel_, 1, 0);
    filters->addWidget(start_, 1, 1);
    filters->addWidget(periodLabel_, 1, 2);
    filters->addWidget(period_, 1, 3);
    filters->setColumnStretch(1, 1);

    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(open_, QDialogButtonBox::AcceptRole);
    buttons->addButton(delete_, QDialogButtonBox::ActionRole);
    buttons->addButton(export_, QDialogButtonBox::ActionRole);
    buttons->addButton(close_, QDialogButtonBox::RejectRole);
    open_->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(view_, 1);
    layout->addWidget(count_);
    layout->addWidget(buttons);

    connect(player_, &QLineEdit::textChanged, this, &LibraryDialog::applyFilter);
    connect(outcome_, &QComboBox::currentIndexChanged, this, &LibraryDialog::applyFilter);
    connect(start_, &QSpinBox::valueChanged, this, &LibraryDialog::applyFilter);
    connect(period_, &QComboBox::currentIndexChanged, this, &LibraryDialog::applyFilter);
    connect(view_, &QTableView::doubleClicked, this, &LibraryDialog::openSelected);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryDialog::updateButtons);
    connect(open_, &QPushButton::clicked, this, &LibraryDialog::openSelected);
    connect(delete_, &QPushButton::clicked, this, &LibraryDialog::askDelete);
    connect(export_, &QPushButton::clicked, this, &LibraryDialog::exportDialog);
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);

    retranslateUi();
    reload();
    resize(900, 520);
}

void LibraryDialog::reload() {
    model_->setEntries(library_->entries());
    view_->resizeColumnsToContents();
    applyFilter();
}

void LibraryDialog::applyFilter() {
    filter_->setPlayer(player_->text());
    filter_->setOutcome(LibraryFilter::Outcome(outcome_->currentIndex()));
    filter_->setStartNumber(start_->value());
    const int days = period_->currentData().toInt();
    filter_->setSince(days < 0 ? QDateTime()
                               : QDateTime(QDate::currentDate().addDays(-days), QTime(0, 0)));
    const int shown = filter_->rowCount();
    const int all = model_->rowCount();
    // English needs the singular apart; the %n texts carry every plural form of a language.
    if (shown != all)
        count_->setText(tr("Shown: %1 of %2").arg(shown).arg(all));
    else
        count_->setText(all == 1 ? tr("1 game") : tr("%n games", nullptr, all));
    // The chosen game stays in view when it still matches; else the first match is shown.
    const QModelIndexList chosen = view_->selectionModel()->selectedRows();
    if (!chosen.isEmpty())
        view_->scrollTo(chosen.first());
    else
        view_->scrollToTop();
    updateButtons();
}

QStringList LibraryDialog::selectedFiles() const {
    QModelIndexList rows = view_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList files;
    for (const QModelIndex& row : rows)
        files << model_->entry(filter_->mapToSource(row).row()).fileName;
    return files;
}

void LibraryDialog::updateButtons() {
    const int selected = int(view_->selectionModel()->selectedRows().size());
    open_->setEnabled(selected == 1);
    delete_->setEnabled(selected > 0);
    export_->setEnabled(selected > 0);
}

void LibraryDialog::openSelected() {
    const QStringList files = selectedFiles();
    if (files.size() == 1) emit openRequested(files.constFirst());
}

void LibraryDialog::askDelete() {
    const QStringList files = selectedFiles();
    if (files.isEmpty()) return;
    const QString question = files.size() == 1
                                 ? tr("Delete this game from My games? This cannot be undone.")
                                 : tr("Delete %n games from My games? This cannot be undone.",
                                      nullptr, int(files.size()));
    auto* box = new QMessageBox(QMessageBox::Question, tr("Delete games"), question,
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("deleteGamesConfirm"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, files](int answer) {
        if (answer != QMessageBox::Yes) return;
        QString error;
        if (!library_->remove(files, &error))
            QMessageBox::warning(this, tr("Delete games"),
                                 tr("Not every game could be deleted: %1").arg(error));
        reload();
    });
    box->open();
}

bool LibraryDialog::exportSelected(const QString& path) {
    QString error;
    if (library_->exportTo(path, selectedFiles(), &error)) return true;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export games"),
                                tr("The games could not be written to %1: %2").arg(path, error),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("exportError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return false;
}

void LibraryDialog::exportDialog() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export games"), dir + QStringLiteral("/games.pgn"), tr("PGN files (*.pgn)"));
    if (!path.isEmpty()) exportSelected(path);
}

void LibraryDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void LibraryDialog::retranslateUi() {
    setWindowTitle(tr("My games"));
    playerLabel_->setText(tr("&Player:"));
    player_->setPlaceholderText(tr("a name, or part of one"));
    player_->setAccessibleName(tr("Player"));
    outcomeLabel_->setText(tr("&Result:"));
    const QString outcomes[] = {tr("Any result"), tr("White won"), tr("Black won"), tr("Drawn"),
                                tr("Unfinished")};
    for (int i = 0; i < 5; ++i) outcome_->setItemText(i, outcomes[i]);
    outcome_->setAccessibleName(tr("Result"));
    startLabel_->setText(tr("&Start position:"));
    start_->setSpecialValueText(tr("any"));
    start_->setAccessibleName(tr("Start position"));
    periodLabel_->setText(tr("P&layed:"));
    const QString periods[] = {tr("any time"), tr("today"), tr("in the last 7 days"),
                               tr("in the last 30 days"), tr("in the last year")};
    for (int i = 0; i < 5; ++i) period_->setItemText(i, periods[i]);
    period_->setAccessibleName(tr("Played"));
    view_->setAccessibleName(tr("My games"));
    open_->setText(tr("&Open"));
    delete_->setText(tr("&Delete..."));
    export_->setText(tr("&Export..."));
    close_->setText(tr("Close"));
    model_->retranslate();
    applyFilter();
}

} // namespace chess960::ui
