#include "database/databaseactions.h"

#include "asking.h"
#include "database/crosstabledialog.h"
#include "database/gamedatabase.h"
#include "database/gamepickerdialog.h"
#include "database/playerfinder.h"

#include "chess960/pgn.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

namespace chess960::ui {

DatabaseActions::DatabaseActions(GamePickerDialog* list)
    : QObject(list), list_(list), db_(list->index()) {
    export_ = addButton("exportGames");
    connect(export_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            list_, tr("Export the games listed"),
            QDir(db_->exportFolder()).filePath(tr("games.pgn")), tr("PGN files (*.pgn)"));
        if (!path.isEmpty()) exportInBackground(path);
    });
    connect(this, &DatabaseActions::exported, this,
            [this](const QString& path, int written, const QString& error) {
                if (written >= 0) return;
                QMessageBox box(QMessageBox::Warning, tr("Export"),
                                tr("%1 cannot be written: %2").arg(path, error), QMessageBox::Ok,
                                list_);
                box.setObjectName(QStringLiteral("exportFailed"));
                ask(box);
            });
    delete_ = addButton("deleteGames");
    connect(delete_, &QPushButton::clicked, this, &DatabaseActions::deleteSelected);
    auto* deleteKey = new QShortcut(QKeySequence::Delete, list_->table());
    deleteKey->setContext(Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, [this] {
        if (delete_->isEnabled()) deleteSelected();
    });
    if (qobject_cast<GameDatabase*>(db_)) {
        // A tag over the games listed: a file's, written back as a delete is.
        setTag_ = addButton("setTag");
        connect(setTag_, &QPushButton::clicked, this, &DatabaseActions::askTagForListed);
    }
    copy_ = addButton("copyGames");
    copy_->setMenu(new QMenu(copy_));
    copy_->menu()->setObjectName(QStringLiteral("copyMenu"));
    if (qobject_cast<GameDatabase*>(db_)) {
        // Players and events: a file's (My games is the player's own games).
        players_ = addButton("findPlayers");
        connect(players_, &QPushButton::clicked, this, &DatabaseActions::showPlayers);
        crosstable_ = addButton("crosstable");
        connect(crosstable_, &QPushButton::clicked, this, &DatabaseActions::showCrosstable);
    }
    // Until the owner of the databases offers where to (offerCopies); after the last button
    // is added, which lays the row out again.
    copy_->hide();
    connect(list_, &GamePickerDialog::changed, this, &DatabaseActions::updateButtons);
    list_->installEventFilter(this);
    retranslate();
    updateButtons();
}

DatabaseActions* DatabaseActions::of(const GamePickerDialog* list) {
    return list ? list->findChild<DatabaseActions*>(QString(), Qt::FindDirectChildrenOnly)
                : nullptr;
}

QPushButton* DatabaseActions::addButton(const char* name) {
    QPushButton* button = list_->addActionButton();
    button->setObjectName(QString::fromLatin1(name));
    return button;
}

bool DatabaseActions::eventFilter(QObject* watched, QEvent* event) {
    if (watched == list_ && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

void DatabaseActions::retranslate() {
    export_->setText(tr("&Export..."));
    delete_->setText(tr("&Delete..."));
    if (setTag_) {
        setTag_->setText(tr("Set a &tag..."));
        setTag_->setToolTip(tr("Set one tag (an event's name, a site ...) in every game listed"));
    }
    copy_->setText(tr("Cop&y to"));
    copy_->setToolTip(tr("Copy the games selected to another database: a file open here, "
                         "My games or another PGN file (they can be dragged to a "
                         "database's tab too)"));
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
}

void DatabaseActions::updateButtons() {
    // While a change of the games is written, the list is of the index as it was; while it
    // is searched or a game is being opened, of no settled question.
    const bool ready = db_->state() == GameIndex::State::Ready && !list_->writing();
    const bool settled = ready && !list_->opening() && !list_->searching();
    export_->setEnabled(db_->state() == GameIndex::State::Ready && !exporting_);
    delete_->setEnabled(settled && list_->table()->selectionModel()->hasSelection());
    if (setTag_) setTag_->setEnabled(settled && list_->listedCount() > 0);
    copy_->setEnabled(ready && !list_->selectedNumbers().empty());
    if (players_) {
        players_->setEnabled(ready);
        crosstable_->setEnabled(ready && !list_->chosenEvent().isEmpty());
    }
}

std::optional<GameIndex::ExportTask> DatabaseActions::listedTask(const QString& path,
                                                                 QString* error) const {
    // Never over the file the games come from.
    const auto* file = qobject_cast<const GameDatabase*>(db_);
    if (file &&
        QFileInfo(path).absoluteFilePath() == QFileInfo(file->pgnPath()).absoluteFilePath()) {
        if (error) *error = tr("that is the file the games come from");
        return std::nullopt;
    }
    return db_->exportTask(list_->listedNumbers(), path);
}

int DatabaseActions::exportListed(const QString& path, QString* error) {
    const auto task = listedTask(path, error);
    return task ? (*task)(error) : -1;
}

void DatabaseActions::exportInBackground(const QString& path) {
    if (db_->isExporting()) return;
    QString error;
    if (!listedTask(path, &error)) {
        emit exported(path, -1, error);
        return;
    }
    exporting_ = true;
    updateButtons();
    list_->showActivity(tr("Writing the games listed to %1...").arg(QFileInfo(path).fileName()));
    // The index writes the file; the list may be closed meanwhile.
    db_->exportGames(
        list_->listedNumbers(), path,
        [this, guard = QPointer<DatabaseActions>(this), path](int written, const QString& why) {
            if (!guard) return;
            exporting_ = false;
            updateButtons();
            if (written >= 0)
                list_->showActivity((written == 1 ? tr("1 game written to %1")
                                                  : tr("%Ln games written to %1", nullptr, written))
                                        .arg(QFileInfo(path).fileName()));
            else
                list_->showStatus();
            emit exported(path, written, why);
        });
}

void DatabaseActions::deleteSelected() {
    if (db_->state() != GameIndex::State::Ready || db_->isWriting() || list_->searching()) return;
    // Games that cannot be read can be deleted too.
    const std::vector<int> numbers = list_->selectedNumbers(true);
    if (numbers.empty()) return;
    const auto* file = qobject_cast<const GameDatabase*>(db_);
    const QString name = db_->name();
    const auto tellFailure = [this, name](const QString& why) {
        QMessageBox box(QMessageBox::Warning, tr("Delete"),
                        db_->isLibrary() ? tr("Not every game could be deleted: %1").arg(why)
                                         : tr("Nothing was deleted from %1: %2").arg(name, why),
                        QMessageBox::Ok, list_);
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
                    QMessageBox::Yes | QMessageBox::Cancel, list_);
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
    // The list's query ends before a file's index is closed (My games' stays open).
    list_->beginWriting(n == 1 ? tr("Deleting 1 game...") : tr("Deleting %Ln games...", nullptr, n),
                        std::max(1, std::min(numbers.front(), db_->gameCount() - n)),
                        file != nullptr);
    // A file is written beside the GUI thread; the list may be closed meanwhile.
    const QString backup = file ? QFileInfo(backupPath(file->pgnPath())).fileName() : QString();
    db_->deleteGames(numbers, [this, guard = QPointer<DatabaseActions>(this), tellFailure,
                               isFile = file != nullptr, n,
                               backup](int deleted, const QString& error) {
        if (!guard) return;
        if (deleted < 0) {
            // A file is as it was, and so is its list; of My games, what is left is listed.
            list_->endWriting(isFile ? std::nullopt : std::optional(QString()));
            tellFailure(error);
            return;
        }
        QString note = n == 1 ? tr("1 game deleted") : tr("%Ln games deleted", nullptr, n);
        if (isFile) note += QLatin1Char(' ') + tr("(the file as it was: %1)").arg(backup);
        list_->endWriting(note);
    });
}

void DatabaseActions::askTagForListed() {
    QDialog dialog(list_);
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
    const int n = list_->listedCount();
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

int DatabaseActions::setTagInListed(const QString& name, const QString& value) {
    auto* file = qobject_cast<GameDatabase*>(db_);
    if (!file || db_->state() != GameIndex::State::Ready || db_->isWriting() || list_->searching())
        return -1;
    const std::vector<int> numbers = list_->listedNumbers();
    if (numbers.empty()) return -1;
    const auto tellFailure = [this](const QString& why) {
        QMessageBox box(QMessageBox::Warning, tr("Set a tag"), why, QMessageBox::Ok, list_);
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
                    QMessageBox::Yes | QMessageBox::Cancel, list_);
    box.setObjectName(QStringLiteral("confirmSetTag"));
    box.setInformativeText(tr("The file is written again with every other byte as it was; the "
                              "file as it is now is kept beside it as %1.")
                               .arg(QFileInfo(backupPath(file->pgnPath())).fileName()));
    box.button(QMessageBox::Yes)->setText(tr("Set"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (ask(box) != QMessageBox::Yes) return -1;
    // The game chosen stays chosen; the list's query ends before the index is built again.
    list_->beginWriting(n == 1 ? tr("Setting %1 in 1 game...").arg(name)
                               : tr("Setting %1 in %Ln games...", nullptr, n).arg(name),
                        list_->chosen() + 1, true);
    // The file is written beside the GUI thread; the list may be closed meanwhile.
    file->setTag(numbers, tagName, tagValue,
                 [this, guard = QPointer<DatabaseActions>(this), tellFailure, name,
                  fileName = file->name()](int done, const QString& error) {
                     if (!guard) return;
                     if (done < 0) {
                         list_->endWriting(QString());
                         tellFailure(tr("Nothing was changed in %1: %2").arg(fileName, error));
                         return;
                     }
                     list_->endWriting(done == 1
                                           ? tr("%1 set in 1 game").arg(name)
                                           : tr("%1 set in %Ln games", nullptr, done).arg(name));
                 });
    return n;
}

QMenu* DatabaseActions::offerCopies() {
    copy_->show();
    list_->offerDrags();
    updateButtons();
    return copy_->menu();
}

void DatabaseActions::showPlayers() {
    if (db_->state() != GameIndex::State::Ready) return;
    auto* file = qobject_cast<GameDatabase*>(db_);
    auto* finder = new PlayerFinderDialog(
        db_->indexPath(), file ? QFileInfo(file->pgnPath()).fileName() : QString(), list_);
    finder->setAttribute(Qt::WA_DeleteOnClose);
    connect(finder, &PlayerFinderDialog::playerChosen, list_, [this](const QString& name) {
        list_->setFilterText(QStringLiteral("player=\"%1\"").arg(name));
    });
    // Read again or written again, the file's players are another list: this one closes.
    connect(db_, &GameIndex::ready, finder, &QWidget::close);
    finder->show();
}

void DatabaseActions::showCrosstable() {
    const QString event = list_->chosenEvent();
    if (event.isEmpty() || db_->state() != GameIndex::State::Ready) return;
    auto* table = new CrosstableDialog(db_->indexPath(), event, list_);
    table->setAttribute(Qt::WA_DeleteOnClose);
    connect(table, &CrosstableDialog::playerChosen, list_,
            [this](const QString& event, const QString& name) {
                list_->setFilterText(QStringLiteral("event=\"%1\" player=\"%2\"").arg(event, name));
            });
    connect(db_, &GameIndex::ready, table, &QWidget::close);
    table->show();
}

} // namespace chess960::ui
