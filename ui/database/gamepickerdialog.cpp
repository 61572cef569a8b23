#include "database/gamepickerdialog.h"

#include "asking.h"
#include "database/crosstabledialog.h"
#include "database/duplicates.h"
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "database/gameindex.h"
#include "database/gamelistmodel.h"
#include "database/materialsearchdialog.h"
#include "database/playerfinder.h"
#include "i18n/castlewording.h"

#include "chess960/pgn.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <unordered_set>

#include <algorithm>

namespace chess960::ui {

GamePickerDialog::GamePickerDialog(GameIndex* db, QWidget* parent, std::optional<Position> board)
    : QDialog(parent), db_(db), model_(new GameListModel(this)), table_(new QTableView(this)),
      filter_(new QLineEdit(this)), result_(new QComboBox(this)), status_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      // My games is a window of its own (Close); a file's list is a question (Cancel).
      buttons_(new QDialogButtonBox(
          QDialogButtonBox::Open |
              (db->isLibrary() ? QDialogButtonBox::Close : QDialogButtonBox::Cancel),
          this)),
      board_(std::move(board)), index_(db) {
    setObjectName(db_->isLibrary() ? QStringLiteral("libraryDialog")
                                   : QStringLiteral("gamePicker"));
    model_->setLibraryStyle(db_->isLibrary());
    table_->setObjectName(QStringLiteral("gameList"));
    filter_->setObjectName(QStringLiteral("gameFilter"));
    status_->setObjectName(QStringLiteral("gameListStatus"));
    // A long status (a file being read, why it could not be read to the end) takes more
    // lines, never more width: the window around the panel keeps its size.
    status_->setWordWrap(true);
    model_->setConnection(db_->connectionName());
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several games can be chosen to be exported or deleted; one to be opened.
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->setSortingEnabled(true);
    // A file in its order; My games newest first.
    table_->sortByColumn(GameListModel::Number,
                         db_->isLibrary() ? Qt::DescendingOrder : Qt::AscendingOrder);
    table_->horizontalHeader()->setStretchLastSection(false);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setVisible(db_->state() == GameIndex::State::Building);

    filter_->setClearButtonEnabled(true);
    result_->setObjectName(QStringLiteral("resultFilter"));
    for (const char* result : {"", "1-0", "0-1", "1/2-1/2", "*"})
        result_->addItem(QString(), QString::fromLatin1(result));
    connect(result_, &QComboBox::currentIndexChanged, this, [this] {
        deletedNote_.clear();
        relist([this] { model_->setResultFilter(result_->currentData().toString()); });
    });
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        deletedNote_.clear();
        relist([this, text] { model_->setFilterText(text); });
    });
    // A sort (or anything that lists the games again) keeps the chosen game chosen.
    // After games were deleted, the game after the first of them is chosen once it is listed
    // again.
    // The columns keep the widths the player gave them (a reset gives them their defaults
    // again): fitted the first time, then as they were.
    connect(model_, &GameListModel::aboutToRelist, this, [this] {
        keptNumber_ = numberOnceListed_ > 0 ? numberOnceListed_ : chosen() + 1;
        // Only from a whole list: a list emptied for a search (no columns) has no widths,
        // and taking its zeros squeezed every column to "..." for good.
        if (fitted_ && model_->columnCount() == GameListModel::ColumnCount &&
            table_->horizontalHeader()->count() == GameListModel::ColumnCount) {
            widths_.clear();
            for (int c = 0; c < GameListModel::ColumnCount; ++c)
                widths_.push_back(table_->columnWidth(c));
        }
    });
    connect(model_, &GameListModel::relisted, this, [this] {
        fitColumns();
        if (keptNumber_ > 0) selectNumber(keptNumber_);
        if (db_->state() != GameIndex::State::Building) numberOnceListed_ = 0;
        updateOpen();
    });
    // The list's connection is the index's once there is one (My games has none until it is
    // first brought up to date).
    const auto connectList = [this] {
        if (model_->connectionName() != db_->connectionName())
            model_->setConnection(db_->connectionName());
    };
    connect(db_, &GameIndex::batchWritten, this, [this, connectList] {
        connectList();
        relist({});
    });
    connect(db_, &GameIndex::progress, this, [this](qint64 done, qint64 total, int) {
        readBytes_ = done;
        fileBytes_ = total;
        progress_->setValue(total > 0 ? int(done * 1000 / total) : 0);
        progress_->show();
    });
    connect(db_, &GameIndex::ready, this, [this, connectList] {
        connectList();
        progress_->hide();
        relist({});
        if (openWhenReady_) opened();
    });
    connect(db_, &GameIndex::failed, this, [this] {
        progress_->hide();
        openWhenReady_ = false;
        updateStatus();
        updateOpen();
    });

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addWidget(filter_, 1);
    top->addWidget(result_);
    if (board_) {
        // The games searched for the position on the board, once the whole file is indexed.
        position_ = new QComboBox(this);
        position_->setObjectName(QStringLiteral("positionSearch"));
        for (int i = 0; i < 5; ++i) position_->addItem(QString());
        position_->setEnabled(db_->state() == GameIndex::State::Ready);
        connect(db_, &GameIndex::ready, position_, [this] { position_->setEnabled(true); });
        connect(position_, &QComboBox::activated, this, [this](int index) {
            if (index == 4) return askMaterial();
            static const std::optional<PositionMatch> kinds[] = {
                std::nullopt, PositionMatch::Exact, PositionMatch::Pawns, PositionMatch::Material};
            searchPosition(kinds[index]);
            emit searchChosen(kinds[index], std::nullopt);
        });
        top->addWidget(position_);
        // The same search in the other databases open (shown by their owner).
        everyDatabase_ = new QCheckBox(this);
        everyDatabase_->setObjectName(QStringLiteral("searchEveryDatabase"));
        everyDatabase_->hide();
        connect(everyDatabase_, &QCheckBox::toggled, this, &GamePickerDialog::everyDatabaseToggled);
        top->addWidget(everyDatabase_);
    }
    // Duplicates: the games entered twice or cut short, the copies chosen for Delete.
    duplicates_ = new QPushButton(this);
    duplicates_->setObjectName(QStringLiteral("findDuplicates"));
    duplicates_->setCheckable(true);
    duplicates_->setEnabled(db_->state() == GameIndex::State::Ready);
    connect(duplicates_, &QPushButton::toggled, this, &GamePickerDialog::showDuplicates);
    top->addWidget(duplicates_);
    layout->addLayout(top);
    layout->addWidget(table_);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(progress_, 1);
    bottom->addWidget(buttons_);
    layout->addLayout(bottom);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GamePickerDialog::updateOpen);
    export_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
    export_->setObjectName(QStringLiteral("exportGames"));
    export_->setEnabled(db_->state() == GameIndex::State::Ready);
    connect(db_, &GameIndex::ready, export_, [this] { export_->setEnabled(true); });
    connect(export_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the games listed"),
            QDir(db_->exportFolder()).filePath(tr("games.pgn")), tr("PGN files (*.pgn)"));
        if (!path.isEmpty()) exportInBackground(path);
    });
    connect(this, &GamePickerDialog::exported, this,
            [this](const QString& path, int written, const QString& error) {
                if (written >= 0) return;
                QMessageBox box(QMessageBox::Warning, tr("Export"),
                                tr("%1 cannot be written: %2").arg(path, error), QMessageBox::Ok,
                                this);
                box.setObjectName(QStringLiteral("exportFailed"));
                ask(box);
            });
    delete_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
    delete_->setObjectName(QStringLiteral("deleteGames"));
    connect(delete_, &QPushButton::clicked, this, &GamePickerDialog::deleteSelected);
    auto* deleteKey = new QShortcut(QKeySequence::Delete, table_);
    deleteKey->setContext(Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, [this] {
        if (delete_->isEnabled()) deleteSelected();
    });
    connect(db_, &GameIndex::ready, delete_, [this] { updateOpen(); });
    if (qobject_cast<GameDatabase*>(db_)) {
        // A tag over the games listed: a file's, written back as a delete is.
        setTag_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
        setTag_->setObjectName(QStringLiteral("setTag"));
        connect(setTag_, &QPushButton::clicked, this, &GamePickerDialog::askTagForListed);
        copy_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
        copy_->setObjectName(QStringLiteral("copyGames"));
        copy_->setMenu(new QMenu(copy_));
        copy_->menu()->setObjectName(QStringLiteral("copyMenu"));
        copy_->hide(); // until the owner of the databases offers where to (offerCopies)
        // Players and events: a file's (My games is the player's own games).
        players_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
        players_->setObjectName(QStringLiteral("findPlayers"));
        connect(players_, &QPushButton::clicked, this, &GamePickerDialog::showPlayers);
        crosstable_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
        crosstable_->setObjectName(QStringLiteral("crosstable"));
        connect(crosstable_, &QPushButton::clicked, this, &GamePickerDialog::showCrosstable);
    }
    buttons_->button(QDialogButtonBox::Open)->setObjectName(QStringLiteral("openGame"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &GamePickerDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (model_->readableAt(index.row())) accept();
    });
    retranslateUi();
    relist({});
    resize(1240, 560);
}

void GamePickerDialog::setBoard(const Position& board) {
    board_ = board;
}

void GamePickerDialog::setBoardSource(std::function<Position()> source) {
    boardSource_ = std::move(source);
}

void GamePickerDialog::useAsPanel() {
    panel_ = true;
    setWindowFlags(Qt::Widget);
    setObjectName(db_->isLibrary() ? QStringLiteral("libraryList")
                                   : QStringLiteral("databaseList"));
    for (QAbstractButton* b : buttons_->buttons())
        if (buttons_->buttonRole(b) == QDialogButtonBox::RejectRole) {
            buttons_->removeButton(b);
            delete b;
        }
}

void GamePickerDialog::reject() {
    if (!panel_) QDialog::reject(); // a panel stays until its tab is closed
}

void GamePickerDialog::opened() {
    if (!panel_) {
        QDialog::accept();
        return;
    }
    const int index = chosen();
    if (openWhenReady_) {
        openWhenReady_ = false;
        table_->setEnabled(true);
        filter_->setEnabled(true);
        result_->setEnabled(true);
        updateStatus();
        updateOpen();
    }
    if (index >= 0) emit openRequested(index);
}

std::optional<GameIndex::ExportTask> GamePickerDialog::listedTask(const QString& path,
                                                                  QString* error) const {
    // Never over the file the games come from.
    const auto* file = qobject_cast<const GameDatabase*>(db_);
    if (file &&
        QFileInfo(path).absoluteFilePath() == QFileInfo(file->pgnPath()).absoluteFilePath()) {
        if (error) *error = tr("that is the file the games come from");
        return std::nullopt;
    }
    return db_->exportTask(model_->matchingNumbers(), path);
}

int GamePickerDialog::exportListed(const QString& path, QString* error) {
    const auto task = listedTask(path, error);
    return task ? (*task)(error) : -1;
}

void GamePickerDialog::exportInBackground(const QString& path) {
    if (db_->isExporting()) return;
    QString error;
    if (!listedTask(path, &error)) {
        emit exported(path, -1, error);
        return;
    }
    export_->setEnabled(false);
    status_->setText(tr("Writing the games listed to %1...").arg(QFileInfo(path).fileName()));
    // The index writes the file; the list may be closed meanwhile.
    db_->exportGames(
        model_->matchingNumbers(), path,
        [this, guard = QPointer<GamePickerDialog>(this), path](int written, const QString& why) {
            if (!guard) return;
            export_->setEnabled(db_->state() == GameIndex::State::Ready);
            if (written >= 0)
                status_->setText((written == 1 ? tr("1 game written to %1")
                                               : tr("%Ln games written to %1", nullptr, written))
                                     .arg(QFileInfo(path).fileName()));
            else
                updateStatus();
            emit exported(path, written, why);
        });
}

void GamePickerDialog::deleteSelected() {
    if (db_->state() != GameIndex::State::Ready || db_->isWriting() || searching_) return;
    std::vector<int> numbers;
    for (const QModelIndex& row : table_->selectionModel()->selectedRows())
        numbers.push_back(model_->numberAt(row.row()));
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    if (numbers.empty()) return;
    const auto* file = qobject_cast<const GameDatabase*>(db_);
    const QString name = db_->name();
    const auto tellFailure = [this, name](const QString& why) {
        QMessageBox box(QMessageBox::Warning, tr("Delete"),
                        db_->isLibrary() ? tr("Not every game could be deleted: %1").arg(why)
                                         : tr("Nothing was deleted from %1: %2").arg(name, why),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("deleteFailed"));
        ask(box);
    };
    // A file is never left without a game; My games may be emptied.
    if (file && int(numbers.size()) >= db_->gameCount()) {
        tellFailure(QCoreApplication::translate(
            "PgnFile", "The file would hold no game: delete the file itself instead."));
        return;
    }
    const int n = int(numbers.size());
    QString question;
    if (!file)
        question = n == 1 ? tr("Delete this game from My games?")
                          : tr("Delete %Ln games from My games?", nullptr, n);
    else
        question = n == 1 ? tr("Delete game %L1 from %2?").arg(numbers.front()).arg(name)
                          : tr("Delete %Ln games from %1?", nullptr, n).arg(name);
    QMessageBox box(QMessageBox::Question, tr("Delete"), question,
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("confirmDelete"));
    box.setInformativeText(
        file ? tr("The file is written again without them; the file as it is now is kept "
                  "beside it as %1.")
                   .arg(QFileInfo(backupPath(file->pgnPath())).fileName())
             : tr("Their files are deleted: this cannot be undone."));
    box.button(QMessageBox::Yes)->setText(tr("Delete"));
    box.button(QMessageBox::Yes)->setIcon(QIcon::fromTheme(QStringLiteral("edit-delete")));
    box.setDefaultButton(QMessageBox::Cancel);
    if (ask(box) != QMessageBox::Yes) return;
    // The list is read from the index built again; the game after the first deleted is chosen.
    numberOnceListed_ = std::max(1, std::min(numbers.front(), db_->gameCount() - n));
    table_->clearSelection();
    // The list's query ends before a file's index is closed (My games' stays open).
    if (file) model_->detach();
    writingNote_ = n == 1 ? tr("Deleting 1 game...") : tr("Deleting %Ln games...", nullptr, n);
    updateStatus();
    updateOpen();
    // A file is written beside the GUI thread; the list may be closed meanwhile.
    const QString backup = file ? QFileInfo(backupPath(file->pgnPath())).fileName() : QString();
    db_->deleteGames(numbers, [this, guard = QPointer<GamePickerDialog>(this), tellFailure,
                               isFile = file != nullptr, n,
                               backup](int deleted, const QString& error) {
        if (!guard) return;
        writingNote_.clear();
        if (deleted < 0) {
            if (model_->connectionName() != db_->connectionName())
                model_->setConnection(db_->connectionName());
            tellFailure(error);
            if (isFile) {
                updateStatus();
                updateOpen();
                return;
            }
        }
        listAfresh();
        deletedNote_ = n == 1 ? tr("1 game deleted") : tr("%Ln games deleted", nullptr, n);
        if (isFile) deletedNote_ += QLatin1Char(' ') + tr("(the file as it was: %1)").arg(backup);
        updateStatus();
    });
}

void GamePickerDialog::askTagForListed() {
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("setTagDialog"));
    dialog.setWindowTitle(tr("Set a tag"));
    auto* name = new QComboBox(&dialog);
    name->setObjectName(QStringLiteral("tagName"));
    name->setEditable(true);
    for (const char* tag : {"Event", "Site", "Date", "Round", "EventDate", "Annotator", "Source"})
        name->addItem(QString::fromLatin1(tag));
    auto* value = new QLineEdit(&dialog);
    value->setObjectName(QStringLiteral("tagValue"));
    value->setPlaceholderText(tr("Empty: the tag is taken out"));
    const int n = model_->matchingCount();
    auto* what = new QLabel(n == 1 ? tr("In the game listed:")
                                   : tr("In each of the %Ln games listed:", nullptr, n),
                            &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* form = new QVBoxLayout(&dialog);
    form->addWidget(what);
    auto* row = new QHBoxLayout;
    row->addWidget(name);
    row->addWidget(value, 1);
    form->addLayout(row);
    form->addWidget(buttons);
    dialog.resize(480, dialog.sizeHint().height());
    if (ask(dialog) != QDialog::Accepted) return;
    setTagInListed(name->currentText().trimmed(), value->text().trimmed());
}

int GamePickerDialog::setTagInListed(const QString& name, const QString& value) {
    auto* file = qobject_cast<GameDatabase*>(db_);
    if (!file || db_->state() != GameIndex::State::Ready || db_->isWriting() || searching_)
        return -1;
    const std::vector<int> numbers = model_->matchingNumbers();
    if (numbers.empty()) return -1;
    const auto tellFailure = [this](const QString& why) {
        QMessageBox box(QMessageBox::Warning, tr("Set a tag"), why, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("setTagFailed"));
        ask(box);
    };
    // The tag as a game's own would be checked (an empty value only needs its name).
    const std::string tagName = name.toStdString(), tagValue = value.toStdString();
    if (const auto problem =
            checkEditedTags({{tagName, tagValue.empty() ? std::string("x") : tagValue}})) {
        switch (problem->what) {
        case TagCheck::Derived:
            tellFailure(
                tr("%1 is written from each game itself and cannot be set here.").arg(name));
            break;
        case TagCheck::BadDate:
            tellFailure(tr("%1 is a date as year.month.day, with ?? for what is not known: "
                           "2024.05.17 or 2024.05.??.")
                            .arg(name));
            break;
        case TagCheck::BadElo:
            tellFailure(tr("%1 is a rating, a whole number from 0 to 4000.").arg(name));
            break;
        default:
            tellFailure(tr("\"%1\" cannot be a tag's name: it begins with a letter or a digit, "
                           "then only letters, digits and _.")
                            .arg(name));
            break;
        }
        return -1;
    }
    const int n = int(numbers.size());
    const QString question =
        value.isEmpty()
            ? (n == 1 ? tr("Take %1 out of the game listed in %2?").arg(name, file->name())
                      : tr("Take %1 out of the %Ln games listed in %2?", nullptr, n)
                            .arg(name, file->name()))
            : (n == 1
                   ? tr("Set %1 to \"%2\" in the game listed in %3?").arg(name, value, file->name())
                   : tr("Set %1 to \"%2\" in the %Ln games listed in %3?", nullptr, n)
                         .arg(name, value, file->name()));
    QMessageBox box(QMessageBox::Question, tr("Set a tag"), question,
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("confirmSetTag"));
    box.setInformativeText(tr("The file is written again with every other byte as it was; the "
                              "file as it is now is kept beside it as %1.")
                               .arg(QFileInfo(backupPath(file->pgnPath())).fileName()));
    box.button(QMessageBox::Yes)->setText(tr("Set"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (ask(box) != QMessageBox::Yes) return -1;
    keptNumber_ = chosen() + 1;
    model_->detach(); // the list's query ends before the index is built again
    writingNote_ = n == 1 ? tr("Setting %1 in 1 game...").arg(name)
                          : tr("Setting %1 in %Ln games...", nullptr, n).arg(name);
    updateStatus();
    updateOpen();
    // The file is written beside the GUI thread; the list may be closed meanwhile.
    file->setTag(numbers, tagName, tagValue,
                 [this, guard = QPointer<GamePickerDialog>(this), tellFailure, name,
                  fileName = file->name()](int done, const QString& error) {
                     if (!guard) return;
                     writingNote_.clear();
                     listAfresh();
                     if (done < 0) {
                         tellFailure(tr("Nothing was changed in %1: %2").arg(fileName, error));
                         return;
                     }
                     deletedNote_ = done == 1 ? tr("%1 set in 1 game").arg(name)
                                              : tr("%1 set in %Ln games", nullptr, done).arg(name);
                     updateStatus();
                 });
    return n;
}

void GamePickerDialog::showDuplicates(bool on) {
    if (duplicates_->isChecked() != on) {
        duplicates_->setChecked(on); // comes back here through toggled
        return;
    }
    db_->stopSearch();
    duplicateSets_.clear();
    deletedNote_.clear();
    if (!on || db_->state() != GameIndex::State::Ready) {
        searching_ = false;
        dropDuplicates();
        relist([this] { model_->setOnlyNumbers(std::nullopt); });
        return;
    }
    if (position_) position_->setCurrentIndex(positionShown_ = 0);
    searching_ = true;
    updateStatus();
    updateOpen();
    db_->lookForDuplicates([this](const FoundDuplicates& found) {
        searching_ = false;
        duplicateSets_ = found.groups;
        std::vector<int> listed, copies;
        for (const auto& set : found.groups) {
            listed.insert(listed.end(), set.begin(), set.end());
            copies.insert(copies.end(), set.begin() + 1, set.end());
        }
        std::sort(listed.begin(), listed.end());
        keptNumber_ = 0;
        relist([this, &found, &listed] {
            model_->setOnlyNumbers(found.ok ? std::optional(listed) : std::nullopt);
        });
        selectNumbers(copies);
        const int n = int(copies.size());
        deletedNote_ = n == 0 ? tr("No duplicates")
                              : tr("%Ln duplicates selected: Delete... removes them", nullptr, n);
        updateStatus();
        updateOpen();
        emit duplicatesFound();
    });
}

void GamePickerDialog::listAfresh() {
    if (model_->connectionName() != db_->connectionName())
        model_->setConnection(db_->connectionName());
    progress_->setValue(0);
    progress_->setVisible(db_->state() == GameIndex::State::Building);
    if (position_) {
        // A search found games by their numbers, which may have changed.
        position_->setCurrentIndex(positionShown_ = 0);
        position_->setEnabled(db_->state() == GameIndex::State::Ready);
    }
    export_->setEnabled(db_->state() == GameIndex::State::Ready);
    dropDuplicates();
    relist([this] { model_->setOnlyNumbers(std::nullopt); });
}

void GamePickerDialog::dropDuplicates() {
    if (!duplicates_ || !duplicates_->isChecked()) return;
    const QSignalBlocker quiet(duplicates_);
    duplicates_->setChecked(false);
    duplicateSets_.clear();
}

void GamePickerDialog::selectNumbers(const std::vector<int>& numbers) {
    table_->clearSelection();
    if (numbers.empty()) return;
    while (model_->canFetchMore() && model_->rowCount() < 200000) model_->fetchMore();
    // One pass over the rows; runs of rows chosen go in as one range each.
    const std::unordered_set<int> wanted(numbers.begin(), numbers.end());
    QItemSelection selection;
    const int last = model_->columnCount() - 1;
    int from = -1;
    for (int row = 0; row <= model_->rowCount(); ++row) {
        const bool in = row < model_->rowCount() && wanted.count(model_->numberAt(row));
        if (in && from < 0) from = row;
        if (!in && from >= 0) {
            selection.select(model_->index(from, 0), model_->index(row - 1, last));
            from = -1;
        }
    }
    table_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect |
                                                    QItemSelectionModel::Rows);
}

void GamePickerDialog::readAgain() {
    auto* file = qobject_cast<GameDatabase*>(db_);
    if (!file || db_->state() == GameIndex::State::Building) return;
    db_->stopSearch();
    searching_ = false;
    // The game chosen stays chosen once the file is listed again (by its number: a Save into
    // the file keeps every game's place).
    if (const int number = chosen() + 1; number > 0) numberOnceListed_ = number;
    // The list's query ends before the index is closed.
    model_->detach();
    file->open(file->pgnPath());
    listAfresh();
}

GamePickerDialog::~GamePickerDialog() {
    // What a search would list goes with the list (an export goes on: the index writes it
    // whole). The index may have gone first (My games', with its feature).
    if (index_) index_->stopSearch();
}

void GamePickerDialog::searchPosition(std::optional<PositionMatch> match, bool anyPawns) {
    if (boardSource_) board_ = boardSource_();
    if (!match || !board_ || db_->state() != GameIndex::State::Ready) {
        db_->stopSearch(); // its list would be of another question
        dropDuplicates();
        searching_ = false;
        if (position_) position_->setCurrentIndex(positionShown_ = 0);
        relist([this] { model_->setOnlyNumbers(std::nullopt); });
        emit positionSearched();
        return;
    }
    if (position_) position_->setCurrentIndex(positionShown_ = int(*match) + 1);
    runSearch(PositionQuery(*match, *board_, anyPawns));
}

void GamePickerDialog::searchMaterial(const MaterialPattern& pattern) {
    material_ = pattern;
    if (db_->state() != GameIndex::State::Ready) return searchPosition(std::nullopt);
    if (position_) position_->setCurrentIndex(positionShown_ = 4);
    runSearch(pattern);
}

void GamePickerDialog::askMaterial() {
    if (boardSource_) board_ = boardSource_();
    // At first the endings players ask for most; then what was asked for last.
    auto* dialog = new MaterialSearchDialog(
        material_.value_or(materialPreset(MaterialPreset::RookEndings)), board_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        searchMaterial(dialog->pattern());
        emit searchChosen(std::nullopt, dialog->pattern());
    });
    connect(dialog, &QDialog::rejected, this, [this] {
        if (position_) position_->setCurrentIndex(positionShown_);
    });
    dialog->open();
}

template <typename Query>
void GamePickerDialog::runSearch(const Query& query) {
    dropDuplicates();
    searching_ = true;
    updateStatus();
    updateOpen();
    // A search under way is stopped by the index: its list would be of another question.
    db_->searchGames(query, [this](const FoundGames& found) {
        searching_ = false;
        relist([this, &found] {
            model_->setOnlyNumbers(found.ok ? std::optional(found.numbers) : std::nullopt);
        });
        emit positionSearched();
    });
}

void GamePickerDialog::relist(const std::function<void()>& change) {
    // The chosen game stays chosen (GameListModel::relisted); at first, the first game that
    // can be opened is.
    if (change)
        change();
    else
        model_->refresh();
    if (keptNumber_ == 0 && filter_->text().isEmpty() &&
        table_->selectionModel()->selectedRows().isEmpty())
        for (int row = 0; row < model_->rowCount(); ++row)
            if (model_->readableAt(row)) {
                table_->selectRow(row);
                break;
            }
    updateStatus();
    updateOpen();
}

int GamePickerDialog::expectedCount() const {
    const qint64 listed = model_->totalCount();
    qint64 expected = listed;
    // While the file is read: the games so far in the share of the file read so far, with
    // a tenth more for games longer than those.
    if (db_->state() == GameIndex::State::Building && readBytes_ > 0 && fileBytes_ > readBytes_)
        expected = std::max(listed, listed * fileBytes_ / readBytes_ * 11 / 10);
    return int(std::clamp<qint64>(expected, 10, std::numeric_limits<int>::max()));
}

void GamePickerDialog::fitColumns() {
    // Widths from what the columns can hold, not from the rows (a file may have a million);
    // the event takes the rest (in My games, which has none, the first moves).
    QHeaderView* header = table_->horizontalHeader();
    const int stretch = db_->isLibrary() ? GameListModel::Opening : GameListModel::Event;
    // Games played here have no Elo and no event.
    for (int column : {GameListModel::WhiteElo, GameListModel::BlackElo, GameListModel::Event})
        table_->setColumnHidden(column, db_->isLibrary());
    if (fitted_ && int(widths_.size()) == GameListModel::ColumnCount) {
        // As the player left them; the stretching column takes the rest again.
        header->setSectionResizeMode(stretch, QHeaderView::Interactive);
        for (int c = 0; c < GameListModel::ColumnCount; ++c)
            if (c != stretch) table_->setColumnWidth(c, widths_[size_t(c)]);
        header->setSectionResizeMode(stretch, QHeaderView::Stretch);
        // The numbers grow while a file is read: their column grows with them, when the
        // first guess of the file's count fell short.
        const int number =
            fontMetrics().horizontalAdvance(QLocale().toString(expectedCount())) + 18;
        if (table_->columnWidth(GameListModel::Number) < number)
            table_->setColumnWidth(GameListModel::Number, number);
        return;
    }
    fitted_ = true;
    header->setSectionResizeMode(stretch, QHeaderView::Stretch);
    const auto fit = [this](int column, const QString& widest) {
        const int text = fontMetrics().horizontalAdvance(widest) + 18;
        const int title =
            fontMetrics().horizontalAdvance(model_->headerData(column, Qt::Horizontal).toString()) +
            30; // and the sort indicator
        table_->setColumnWidth(column, std::max(text, title));
    };
    // The number column fits the largest number of the file, as far as it can be told while
    // the file is read: the columns do not move at each batch.
    fit(GameListModel::Number, QLocale().toString(expectedCount()));
    fit(GameListModel::White, QStringLiteral("Maximilian Muster"));
    fit(GameListModel::Black, QStringLiteral("Maximilian Muster"));
    fit(GameListModel::WhiteElo, QStringLiteral("2888"));
    fit(GameListModel::BlackElo, QStringLiteral("2888"));
    // My games shows a game still going on as "unfinished", in the player's language.
    const QString unfinished = tr("unfinished"), drawn = QStringLiteral("1/2-1/2");
    fit(GameListModel::Result, db_->isLibrary() && fontMetrics().horizontalAdvance(unfinished) >
                                                       fontMetrics().horizontalAdvance(drawn)
                                   ? unfinished
                                   : drawn);
    // My games: the time played, in the player's locale.
    fit(GameListModel::Date, db_->isLibrary()
                                 ? QLocale().toString(QDateTime(QDate(2088, 12, 28), QTime(18, 58)),
                                                      QLocale::ShortFormat)
                                 : QStringLiteral("2088.88.88"));
    fit(GameListModel::Opening, QStringLiteral("1. Nf3 Nf6 2. O-O O-O 3. d4"));
    fit(GameListModel::Start, tr("SP %1").arg(888));
    fit(GameListModel::Moves, QStringLiteral("888"));
    // The usual endings in the player's language (a longer one, a claimed draw say, shows
    // whole as a tip).
    QString widestEnd;
    for (Termination t :
         {Termination::Checkmate, Termination::Stalemate, Termination::InsufficientMaterial,
          Termination::Resignation, Termination::Agreement, Termination::TimeForfeit})
        if (const QString text = CastleWording::terminationText(t);
            fontMetrics().horizontalAdvance(text) > fontMetrics().horizontalAdvance(widestEnd))
            widestEnd = text;
    fit(GameListModel::Termination, widestEnd + QStringLiteral("  "));
}

void GamePickerDialog::selectNumber(int number) {
    int row = model_->rowOfNumber(number);
    // Rows are fetched as the view scrolls: look a little further for the chosen game.
    while (row < 0 && model_->canFetchMore() && model_->rowCount() < 20000) {
        model_->fetchMore();
        row = model_->rowOfNumber(number);
    }
    if (row >= 0) {
        table_->selectRow(row);
        table_->scrollTo(model_->index(row, 0));
    } else {
        table_->clearSelection();
    }
}

void GamePickerDialog::retranslateUi() {
    setWindowTitle(db_->isLibrary() ? tr("My games") : tr("Choose a game"));
    filter_->setPlaceholderText(tr("Filter by player, event, result, date or SP number"));
    filter_->setToolTip(tr("Words found in the players, event, site, round, date or result; "
                           "\"SP 123\" for a start position; comparisons such as elo>2400 "
                           "(both players), date>=2020, date=2024.05, moves<30, tc=180+2"));
    result_->setItemText(0, tr("Any result"));
    result_->setItemText(1, tr("White won"));
    result_->setItemText(2, tr("Black won"));
    result_->setItemText(3, tr("Drawn"));
    result_->setItemText(4, tr("Unfinished"));
    result_->setToolTip(tr("Only the games with this result"));
    export_->setText(tr("&Export..."));
    delete_->setText(tr("&Delete..."));
    duplicates_->setText(tr("Duplicates"));
    duplicates_->setToolTip(tr("Only the games entered twice or cut short (the same players, "
                               "start and moves, or the start of them), each with the game kept; "
                               "the copies are selected for Delete"));
    if (setTag_) {
        setTag_->setText(tr("Set a &tag..."));
        setTag_->setToolTip(tr("Set one tag (an event's name, a site ...) in every game listed"));
    }
    if (copy_) {
        copy_->setText(tr("Cop&y to"));
        copy_->setToolTip(tr("Copy the games selected to another database: a file open here, "
                             "My games or another PGN file (they can be dragged to a "
                             "database's tab too)"));
    }
    if (players_) {
        players_->setText(tr("&Players..."));
        players_->setToolTip(tr("Every player of the file: games, score, ratings, dates and "
                                "start positions"));
        crosstable_->setText(tr("&Crosstable..."));
        crosstable_->setToolTip(tr("The crosstable of the chosen game's event"));
    }
    delete_->setToolTip(db_->isLibrary()
                            ? tr("Delete the games selected from My games")
                            : tr("Delete the games selected from the file (the file as it was "
                                 "is kept beside it)"));
    export_->setToolTip(db_->isLibrary()
                            ? tr("Write the games listed to a new PGN file, each as it was kept")
                            : tr("Write the games listed to a new PGN file, each as the file "
                                 "has it"));
    if (position_) {
        position_->setItemText(0, tr("All games"));
        position_->setItemText(1, tr("Reaching the position on the board"));
        position_->setItemText(2, tr("With its pawn structure"));
        position_->setItemText(3, tr("With its material"));
        position_->setItemText(4, tr("Material and pieces..."));
        everyDatabase_->setText(tr("In every database"));
        everyDatabase_->setToolTip(tr("The same search in every database open in the panel; "
                                      "each tab says how many of its games are found"));
        position_->setToolTip(tr("Search the games for the position on the board (once the "
                                 "whole file is read)"));
    }
    emit model_->headerDataChanged(Qt::Horizontal, 0, GameListModel::ColumnCount - 1);
    updateStatus();
}

void GamePickerDialog::updateStatus() {
    // English needs the singular apart; the %Ln texts carry every plural form of a language.
    const int total = model_->totalCount();
    QString text;
    if (openWhenReady_) {
        text = tr("Opening the game once the whole file is read...");
    } else if (!writingNote_.isEmpty()) {
        text = writingNote_;
    } else if (searching_ && duplicates_->isChecked()) {
        text = tr("Looking for duplicates...");
    } else if (searching_) {
        text = tr("Searching the games for the position...");
    } else if (db_->state() == GameIndex::State::Building) {
        if (db_->isLibrary())
            text = tr("Reading My games...");
        else
            text = total == 1 ? tr("Reading the file: 1 game so far")
                              : tr("Reading the file: %Ln games so far", nullptr, total);
    } else if (db_->state() == GameIndex::State::Failed && !db_->error().isEmpty()) {
        text = db_->isLibrary() ? db_->error()
                                : tr("The file could not be read to the end: %1").arg(db_->error());
    } else if (model_->matchingCount() == total) {
        text = total == 1 ? tr("1 game") : tr("%Ln games", nullptr, total);
    } else {
        text = (total == 1 ? tr("%1 of 1 game") : tr("%1 of %Ln games", nullptr, total))
                   .arg(QLocale().toString(model_->matchingCount()));
    }
    // What was deleted stays said until the list is filtered.
    if (!deletedNote_.isEmpty() && db_->state() == GameIndex::State::Ready)
        text = deletedNote_ + QLatin1String(" - ") + text;
    status_->setText(text);
}

void GamePickerDialog::updateOpen() {
    // While a change of the games is written, the list is of the index as it was.
    const bool ready = db_->state() == GameIndex::State::Ready && writingNote_.isEmpty();
    buttons_->button(QDialogButtonBox::Open)
        ->setEnabled(chosen() >= 0 && !openWhenReady_ && writingNote_.isEmpty());
    delete_->setEnabled(ready && !openWhenReady_ && !searching_ &&
                        table_->selectionModel()->hasSelection());
    duplicates_->setEnabled(ready && !openWhenReady_ && (!searching_ || duplicates_->isChecked()));
    if (setTag_)
        setTag_->setEnabled(ready && !openWhenReady_ && !searching_ && model_->matchingCount() > 0);
    if (copy_) copy_->setEnabled(ready && !selectedNumbers().empty());
    if (players_) {
        players_->setEnabled(ready);
        crosstable_->setEnabled(ready && !chosenEvent().isEmpty());
    }
}

void GamePickerDialog::offerEveryDatabase() {
    if (everyDatabase_) everyDatabase_->show();
}

bool GamePickerDialog::forEveryDatabase() const {
    return everyDatabase_ && everyDatabase_->isChecked();
}

void GamePickerDialog::setForEveryDatabase(bool on) {
    if (!everyDatabase_) return;
    const QSignalBlocker quiet(everyDatabase_);
    everyDatabase_->setChecked(on);
}

std::vector<int> GamePickerDialog::selectedNumbers() const {
    std::vector<int> out;
    for (const QModelIndex& row : table_->selectionModel()->selectedRows())
        if (model_->readableAt(row.row())) out.push_back(model_->numberAt(row.row()));
    std::sort(out.begin(), out.end());
    return out;
}

QMenu* GamePickerDialog::offerCopies() {
    if (!copy_) {
        // My games: the button as a file's has it, the menu filled the same way.
        copy_ = buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
        copy_->setObjectName(QStringLiteral("copyGames"));
        copy_->setMenu(new QMenu(copy_));
        copy_->menu()->setObjectName(QStringLiteral("copyMenu"));
        retranslateUi();
    }
    copy_->show();
    model_->setDragSource(db_->indexPath());
    table_->setDragEnabled(true);
    table_->setDragDropMode(QAbstractItemView::DragOnly);
    table_->setDefaultDropAction(Qt::CopyAction);
    updateOpen();
    return copy_->menu();
}

QString GamePickerDialog::chosenEvent() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.size() != 1 || !model_->readableAt(rows.first().row())) return {};
    const QString event =
        model_->index(rows.first().row(), GameListModel::Event).data(Qt::DisplayRole).toString();
    return event == QLatin1String("?") ? QString() : event;
}

void GamePickerDialog::showPlayers() {
    if (db_->state() != GameIndex::State::Ready) return;
    auto* file = qobject_cast<GameDatabase*>(db_);
    auto* finder = new PlayerFinderDialog(
        db_->indexPath(), file ? QFileInfo(file->pgnPath()).fileName() : QString(), this);
    finder->setAttribute(Qt::WA_DeleteOnClose);
    connect(finder, &PlayerFinderDialog::playerChosen, this, [this](const QString& name) {
        filter_->setText(QStringLiteral("player=\"%1\"").arg(name));
    });
    // Read again or written again, the file's players are another list: this one closes.
    connect(db_, &GameIndex::ready, finder, &QWidget::close);
    finder->show();
}

void GamePickerDialog::showCrosstable() {
    const QString event = chosenEvent();
    if (event.isEmpty() || db_->state() != GameIndex::State::Ready) return;
    auto* table = new CrosstableDialog(db_->indexPath(), event, this);
    table->setAttribute(Qt::WA_DeleteOnClose);
    connect(table, &CrosstableDialog::playerChosen, this,
            [this](const QString& event, const QString& name) {
                filter_->setText(QStringLiteral("event=\"%1\" player=\"%2\"").arg(event, name));
            });
    connect(db_, &GameIndex::ready, table, &QWidget::close);
    table->show();
}

void GamePickerDialog::accept() {
    if (chosen() < 0) return;
    if (db_->state() == GameIndex::State::Building) {
        openWhenReady_ = true;
        table_->setEnabled(false);
        filter_->setEnabled(false);
        result_->setEnabled(false);
        updateStatus();
        updateOpen();
        return;
    }
    if (db_->state() != GameIndex::State::Ready) return;
    opened();
}

void GamePickerDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The openings are written in the player's notation, which may have changed too.
        table_->viewport()->update();
    }
    QDialog::changeEvent(event);
}

int GamePickerDialog::chosen() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.size() != 1 || !model_->readableAt(rows.first().row())) return -1;
    return model_->numberAt(rows.first().row()) - 1;
}

} // namespace chess960::ui
