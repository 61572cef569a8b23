#include "database/gamepickerdialog.h"

#include "database/duplicates.h"
#include "database/findgames.h"
#include "database/gamedatabase.h"
#include "database/gameindex.h"
#include "database/gamelistmodel.h"
#include "database/materialsearchdialog.h"
#include "i18n/castlewording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <unordered_set>

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
    // Room for two lines always, so that the list keeps its height when the status takes its
    // second line (a file being read: the rows do not move under the pointer when it ends).
    status_->setMinimumHeight(2 * fontMetrics().lineSpacing());
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
    table_->viewport()->installEventFilter(this);
    // A column the player widens or narrows gives the stretching one more or less room.
    connect(table_->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int, int) {
                if (fitted_ && column != stretchColumn()) keepRoomForStretch();
            });
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    // A narrow bar: the width goes to what the status says beside it.
    progress_->setFixedWidth(8 * fontMetrics().averageCharWidth());
    progress_->setVisible(db_->state() == GameIndex::State::Building);

    filter_->setClearButtonEnabled(true);
    result_->setObjectName(QStringLiteral("resultFilter"));
    for (const char* result : {"", "1-0", "0-1", "1/2-1/2", "*"})
        result_->addItem(QString(), QString::fromLatin1(result));
    connect(result_, &QComboBox::currentIndexChanged, this, [this] {
        doneNote_.clear();
        relist([this] { model_->setResultFilter(result_->currentData().toString()); });
    });
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        doneNote_.clear();
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
        const bool kept = keptNumber_ > 0 && selectNumber(keptNumber_);
        // The game to choose again is chosen once: from then on the choice is the player's,
        // also while the rest of the file is read. One not listed yet waits for its batch.
        if (kept || db_->state() != GameIndex::State::Building) numberOnceListed_ = 0;
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
        // A file written while it was read (a Save, another program) is read again at once:
        // its list is never offered whole with the games of the file as it was, which a
        // delete or a game chosen would find changed. Once in a row: a file written all the
        // time is listed, and looked at again a moment later (DatabaseFeature::recheck_).
        if (auto* file = qobject_cast<GameDatabase*>(db_);
            file && !readAgainOnceRead_ && file->changedOnDisk() &&
            QFileInfo::exists(file->pgnPath())) {
            readAgainOnceRead_ = true;
            readAgain();
            return;
        }
        readAgainOnceRead_ = false;
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
        connect(db_, &GameIndex::ready, position_, [this] {
            position_->setEnabled(db_->state() == GameIndex::State::Ready);
        });
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
    bottom->addWidget(progress_);
    bottom->addWidget(buttons_);
    layout->addLayout(bottom);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GamePickerDialog::updateOpen);
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

void GamePickerDialog::showDuplicates(bool on) {
    if (duplicates_->isChecked() != on) {
        duplicates_->setChecked(on); // comes back here through toggled
        return;
    }
    db_->stopSearch();
    duplicateSets_.clear();
    doneNote_.clear();
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
        doneNote_ = n == 0 ? tr("No duplicates")
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
    const int stretch = stretchColumn();
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
        keepRoomForStretch();
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
    keepRoomForStretch();
}

int GamePickerDialog::stretchColumn() const {
    return db_->isLibrary() ? GameListModel::Opening : GameListModel::Event;
}

void GamePickerDialog::keepRoomForStretch() {
    QHeaderView* header = table_->horizontalHeader();
    const int stretch = stretchColumn();
    if (header->count() <= stretch) return;
    const QFontMetrics metrics = table_->fontMetrics();
    const int title =
        metrics.horizontalAdvance(model_->headerData(stretch, Qt::Horizontal).toString()) + 30;
    const int text =
        metrics.horizontalAdvance(db_->isLibrary() ? QStringLiteral("1. Nf3 Nf6 2. O-O")
                                                   : QStringLiteral("Club championship")) +
        18;
    const int least = std::max(title, text);
    int others = 0;
    for (int c = 0; c < header->count(); ++c)
        if (c != stretch && !header->isSectionHidden(c)) others += header->sectionSize(c);
    if (table_->viewport()->width() - others >= least) {
        header->setSectionResizeMode(stretch, QHeaderView::Stretch);
    } else {
        // As wide as it was when the player widened it further.
        header->setSectionResizeMode(stretch, QHeaderView::Interactive);
        if (header->sectionSize(stretch) < least) table_->setColumnWidth(stretch, least);
    }
}

bool GamePickerDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport() && event->type() == QEvent::Resize && fitted_)
        keepRoomForStretch();
    return QDialog::eventFilter(watched, event);
}

bool GamePickerDialog::selectNumber(int number) {
    int row = model_->rowOfNumber(number);
    // Rows are fetched as the view scrolls: look a little further for the chosen game.
    while (row < 0 && model_->canFetchMore() && model_->rowCount() < 20000) {
        model_->fetchMore();
        row = model_->rowOfNumber(number);
    }
    if (row < 0) {
        table_->clearSelection();
        return false;
    }
    table_->selectRow(row);
    table_->scrollTo(model_->index(row, 0));
    return true;
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
    duplicates_->setText(tr("Duplicates"));
    duplicates_->setToolTip(tr("Only the games entered twice or cut short (the same players, "
                               "start and moves, or the start of them), each with the game kept; "
                               "the copies are selected for Delete"));
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
    // What an action did (games deleted, a tag set) stays said until the list is filtered.
    if (!doneNote_.isEmpty() && db_->state() == GameIndex::State::Ready)
        text = doneNote_ + QLatin1String(" - ") + text;
    status_->setText(text);
}

void GamePickerDialog::updateOpen() {
    // While a change of the games is written, the list is of the index as it was.
    const bool ready = db_->state() == GameIndex::State::Ready && writingNote_.isEmpty();
    buttons_->button(QDialogButtonBox::Open)
        ->setEnabled(chosen() >= 0 && !openWhenReady_ && writingNote_.isEmpty());
    duplicates_->setEnabled(ready && !openWhenReady_ && (!searching_ || duplicates_->isChecked()));
    emit changed();
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

std::vector<int> GamePickerDialog::selectedNumbers(bool unreadableToo) const {
    std::vector<int> out;
    for (const QModelIndex& row : table_->selectionModel()->selectedRows())
        if (unreadableToo || model_->readableAt(row.row()))
            out.push_back(model_->numberAt(row.row()));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> GamePickerDialog::listedNumbers() const {
    return model_->matchingNumbers();
}

int GamePickerDialog::listedCount() const {
    return model_->matchingCount();
}

void GamePickerDialog::setFilterText(const QString& text) {
    filter_->setText(text);
}

QPushButton* GamePickerDialog::addActionButton() {
    return buttons_->addButton(QString(), QDialogButtonBox::ActionRole);
}

void GamePickerDialog::offerDrags() {
    model_->setDragSource(db_->indexPath());
    table_->setDragEnabled(true);
    table_->setDragDropMode(QAbstractItemView::DragOnly);
    table_->setDefaultDropAction(Qt::CopyAction);
}

void GamePickerDialog::beginWriting(const QString& note, int numberAfter, bool detach) {
    numberOnceListed_ = numberAfter;
    table_->clearSelection();
    if (detach) model_->detach();
    writingNote_ = note;
    updateStatus();
    updateOpen();
}

void GamePickerDialog::endWriting(const std::optional<QString>& note) {
    writingNote_.clear();
    if (note) {
        listAfresh();
        doneNote_ = *note;
    } else {
        // Nothing changed: the list as it was, its game chosen again.
        relist([this] {
            if (model_->connectionName() != db_->connectionName())
                model_->setConnection(db_->connectionName());
            else
                model_->refresh();
        });
    }
    updateStatus();
    updateOpen();
}

void GamePickerDialog::showActivity(const QString& text) {
    status_->setText(text);
}

void GamePickerDialog::showStatus() {
    updateStatus();
}

QString GamePickerDialog::chosenEvent() const {
    const auto rows = table_->selectionModel()->selectedRows();
    if (rows.size() != 1 || !model_->readableAt(rows.first().row())) return {};
    const QString event =
        model_->index(rows.first().row(), GameListModel::Event).data(Qt::DisplayRole).toString();
    return event == QLatin1String("?") ? QString() : event;
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
