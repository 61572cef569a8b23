#include "database/databasefeature.h"

#include "database/databaseactions.h"
#include "database/gamedatabase.h"
#include "database/gamelistmodel.h"
#include "database/gamepickerdialog.h"
#include "jobs/jobrunner.h"

#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QPointer>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryFile>
#include <QTimer>

namespace chess960::ui {

namespace {
// How long a file being read may take before its list is shown: a file of one game that is
// read by then opens without a list.
constexpr int kListAfterMs = 300;
} // namespace

struct DatabaseFeature::File {
    QString path;
    GameDatabase* db = nullptr; ///< owned; deleted later (it may be the sender of a signal)
    QPointer<GamePickerDialog> list;
    QTimer* wait = nullptr;
    bool waited = false;
    bool choosing = false; ///< a game of it is being read
};

DatabaseFeature::DatabaseFeature(QMainWindow* window, std::function<Position()> board)
    : Feature(window), board_(std::move(board)), dock_(new QDockWidget(window)),
      tabs_(new QTabWidget(dock_)), watcher_(new QFileSystemWatcher(this)),
      recheck_(new QTimer(this)) {
    dock_->setObjectName(QStringLiteral("databaseDock"));
    dock_->toggleViewAction()->setObjectName(QStringLiteral("databasePanel"));
    dock_->setAllowedAreas(Qt::BottomDockWidgetArea | Qt::LeftDockWidgetArea |
                           Qt::RightDockWidgetArea);
    tabs_->setObjectName(QStringLiteral("databaseTabs"));
    tabs_->setTabsClosable(true);
    tabs_->setMovable(true);
    tabs_->setDocumentMode(true);
    dock_->setWidget(tabs_);
    dock_->hide();
    // Games dragged from one list onto another database's tab are copied there.
    tabs_->tabBar()->setAcceptDrops(true);
    tabs_->tabBar()->installEventFilter(this);
    connect(tabs_, &QTabWidget::tabCloseRequested, this, [this](int i) {
        for (auto it = shown_.begin(); it != shown_.end(); ++it)
            if (it->list && it->list == tabs_->widget(i)) {
                tabs_->removeTab(i);
                it->list->deleteLater();
                shown_.erase(it);
                if (tabs_->count() == 0) dock_->hide();
                return;
            }
        for (const auto& f : files_)
            if (f->list && f->list == tabs_->widget(i)) {
                remove(f.get());
                return;
            }
    });
    // A file written is often replaced (a new file renamed over it), which ends its watch:
    // watched again, and looked at once the writes have settled.
    recheck_->setSingleShot(true);
    recheck_->setInterval(400);
    connect(recheck_, &QTimer::timeout, this, &DatabaseFeature::readChangedAgain);
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        if (find(path) && QFileInfo::exists(path) && !watcher_->files().contains(path))
            watcher_->addPath(path);
        recheck_->start();
    });
    ready();
}

void DatabaseFeature::readChangedAgain() {
    for (const auto& f : files_)
        if (f->list && f->db->state() != GameIndex::State::Building && f->db->changedOnDisk()) {
            // Back once the file exists again (a write under way renames it into place).
            if (!QFileInfo::exists(f->path)) {
                recheck_->start();
                continue;
            }
            if (!watcher_->files().contains(f->path)) watcher_->addPath(f->path);
            f->list->readAgain();
        }
}

DatabaseFeature::~DatabaseFeature() {
    // The lists go before the indexes they show.
    for (const Shown& s : shown_) delete s.list;
    for (const auto& f : files_) {
        delete f->list;
        delete f->db;
    }
}

void DatabaseFeature::retranslate() {
    dock_->setWindowTitle(tr("Databases"));
    dock_->toggleViewAction()->setText(tr("&Databases panel"));
    dock_->toggleViewAction()->setToolTip(
        tr("The files of several games opened, one list each, beside the board"));
    updateTabs();
}

DatabaseFeature::File* DatabaseFeature::find(const QString& path) const {
    for (const auto& f : files_)
        if (f->path == path) return f.get();
    return nullptr;
}

GamePickerDialog* DatabaseFeature::list(const QString& path) const {
    const File* f = find(QFileInfo(path).absoluteFilePath());
    return f ? f->list.data() : nullptr;
}

QStringList DatabaseFeature::paths() const {
    QStringList out;
    for (int i = 0; i < tabs_->count(); ++i)
        for (const auto& f : files_)
            if (f->list && f->list == tabs_->widget(i)) out << f->path;
    return out;
}

void DatabaseFeature::open(const QString& given) {
    const QString path = QFileInfo(given).absoluteFilePath();
    if (File* known = find(path)) {
        if (known->list) {
            present(known->list);
            if (known->db->state() != GameIndex::State::Building && known->db->changedOnDisk())
                known->list->readAgain();
            emit listed(path, known->db->gameCount());
        }
        return; // still being read: it is listed or chosen in a moment
    }
    files_.push_back(std::make_unique<File>());
    File* file = files_.back().get();
    file->path = path;
    file->db = new GameDatabase;
    // A game of the file on the board follows what a change of the file did, whether or not
    // its list is still shown when the change is written.
    connect(file->db, &GameIndex::gamesDeleted, this, &DatabaseFeature::gamesDeleted);
    connect(file->db, &GameIndex::gamesRetagged, this, &DatabaseFeature::gamesRetagged);
    file->wait = new QTimer(file->db);
    file->wait->setSingleShot(true);
    connect(file->wait, &QTimer::timeout, this, [this, file] {
        file->waited = true;
        settle(file);
    });
    // What open() says at once (a file that cannot be read, an index reused) is read from its
    // state below; what comes later arrives by the signals.
    file->db->open(path);
    const auto again = [this, file] { settle(file); };
    connect(file->db, &GameIndex::ready, this, again);
    connect(file->db, &GameIndex::failed, this, again);
    // A change seen while the file was read waited for the read to end (readChangedAgain
    // leaves a file being read alone): looked at now.
    connect(file->db, &GameIndex::ready, recheck_, qOverload<>(&QTimer::start));
    connect(file->db, &GameIndex::failed, recheck_, qOverload<>(&QTimer::start));
    connect(file->db, &GameIndex::batchWritten, this, again);
    if (file->db->state() == GameIndex::State::Building) file->wait->start(kListAfterMs);
    settle(file);
}

void DatabaseFeature::settle(File* file) {
    if (file->list) return; // listed: the list follows the index itself
    GameDatabase* db = file->db;
    switch (db->state()) {
    case GameIndex::State::Failed:
    case GameIndex::State::Closed: {
        const QString why = db->error();
        const QString path = file->path;
        remove(file);
        emit openFailed(path, why);
        return;
    }
    case GameIndex::State::Ready:
        if (db->gameCount() > 1) {
            showList(file);
        } else if (!file->choosing) {
            choose(file, 0, true); // the file goes once its game is read
        }
        return;
    case GameIndex::State::Building:
        if (file->waited) showList(file); // the rest is listed as it is read
        return;
    }
}

void DatabaseFeature::showList(File* file) {
    file->wait->stop();
    auto* list = new GamePickerDialog(file->db, tabs_, board_());
    list->useAsPanel();
    list->setBoardSource(board_);
    file->list = list;
    connect(list, &GamePickerDialog::openRequested, this,
            [this, file](int index) { choose(file, index); });
    offerActions(list);
    tabs_->addTab(list, QString());
    watcher_->addPath(file->path);
    updateTabs();
    present(list);
    emit listed(file->path, file->db->gameCount());
}

GamePickerDialog* DatabaseFeature::showIndex(GameIndex* index) {
    for (const Shown& s : shown_)
        if (s.index == index && s.list) {
            present(s.list);
            return s.list;
        }
    auto* list = new GamePickerDialog(index, tabs_, board_());
    list->useAsPanel();
    list->setBoardSource(board_);
    shown_.push_back({index, list});
    // The index may go first (My games' with its feature): its list goes with it.
    connect(index, &QObject::destroyed, list, &QObject::deleteLater);
    offerActions(list);
    tabs_->addTab(list, QString());
    updateTabs();
    present(list);
    return list;
}

void DatabaseFeature::present(GamePickerDialog* list) {
    tabs_->setCurrentWidget(list);
    const bool first = !dock_->isVisible() && tabs_->count() == 1;
    dock_->show();
    dock_->raise();
    // A third of the window when it first comes: the board keeps the most of it.
    if (first && !dock_->isFloating())
        window()->resizeDocks({dock_}, {window()->height() / 3}, Qt::Vertical);
    list->table()->setFocus();
}

void DatabaseFeature::choose(File* file, int index, bool thenRemove) {
    // Read beside the GUI thread; a game chosen meanwhile replaces it.
    file->choosing = true;
    file->db->loadGameLater(index + 1,
                            [this, file, thenRemove](const GameDatabase::LoadedGame& loaded) {
                                file->choosing = false;
                                if (!loaded.game) {
                                    const QString path = file->path;
                                    // A file changed since it was listed is read again: the player
                                    // chooses from it as it is now.
                                    if (file->list && file->db->changedOnDisk())
                                        file->list->readAgain();
                                    if (thenRemove) remove(file);
                                    emit openFailed(path, loaded.error);
                                    return;
                                }
                                const Game game = *loaded.game;
                                const GameLocation where = loaded.where;
                                if (thenRemove) remove(file);
                                emit gameChosen(game, where);
                            });
}

void DatabaseFeature::remove(File* file) {
    // Nothing more of this file reaches the feature: the File is gone after this.
    file->db->stopLoading();
    file->wait->stop();
    disconnect(file->db, nullptr, this, nullptr);
    disconnect(file->wait, nullptr, this, nullptr);
    watcher_->removePath(file->path);
    if (file->list) {
        disconnect(file->list, nullptr, this, nullptr);
        tabs_->removeTab(tabs_->indexOf(file->list));
        file->list->deleteLater();
    }
    if (file->db->isWriting()) {
        // A change of the file being written is written whole and told (a game of the file
        // on the board follows it); the index goes then.
        connect(file->db, &GameIndex::gamesDeleted, this, &DatabaseFeature::gamesDeleted);
        connect(file->db, &GameIndex::gamesRetagged, this, &DatabaseFeature::gamesRetagged);
        connect(file->db, &GameIndex::writingEnded, file->db, &QObject::deleteLater);
    } else {
        // Deleted once back in the event loop: it may be what emitted the signal being handled.
        file->db->deleteLater();
    }
    for (auto it = files_.begin(); it != files_.end(); ++it)
        if (it->get() == file) {
            files_.erase(it);
            break;
        }
    updateTabs();
    if (tabs_->count() == 0) dock_->hide();
}

void DatabaseFeature::close(const QString& path) {
    if (File* f = find(QFileInfo(path).absoluteFilePath())) remove(f);
}

void DatabaseFeature::updateTabs() {
    for (const Shown& s : shown_)
        if (s.list)
            tabs_->setTabText(tabs_->indexOf(s.list),
                              s.list->searchInForce() && !s.list->searching()
                                  ? QStringLiteral("%1 \u2013 %2")
                                        .arg(s.index->name(),
                                             QLocale().toString(s.list->model()->matchingCount()))
                                  : s.index->name());
    for (const auto& f : files_)
        if (f->list) {
            const int i = tabs_->indexOf(f->list);
            const QFileInfo info(f->path);
            // Two files of one name are told apart by their folders.
            bool twin = false;
            for (const auto& g : files_)
                twin =
                    twin || (g != f && g->list && QFileInfo(g->path).fileName() == info.fileName());
            QString text =
                twin ? QStringLiteral("%1 (%2)").arg(info.fileName(), info.dir().dirName())
                     : info.fileName();
            // What a search found in it.
            if (f->list->searchInForce() && !f->list->searching())
                text += QStringLiteral(" \u2013 %1")
                            .arg(QLocale().toString(f->list->model()->matchingCount()));
            tabs_->setTabText(i, text);
            tabs_->setTabToolTip(i, QDir::toNativeSeparators(f->path));
        }
}

void DatabaseFeature::offerLibrary(AddToLibrary add) {
    addToLibrary_ = std::move(add);
}

GameIndex* DatabaseFeature::indexOf(const GamePickerDialog* list) const {
    for (const auto& f : files_)
        if (f->list == list) return f->db;
    for (const Shown& s : shown_)
        if (s.list == list) return s.index;
    return nullptr;
}

std::optional<QString> DatabaseFeature::targetOfTab(int tab) const {
    QWidget* page = tabs_->widget(tab);
    if (!page) return std::nullopt;
    for (const auto& f : files_)
        if (f->list == page) return f->path;
    for (const Shown& s : shown_)
        if (s.list == page && s.index->isLibrary() && addToLibrary_) return QString();
    return std::nullopt;
}

void DatabaseFeature::offerActions(GamePickerDialog* list) {
    // Export, Delete, Set a tag, Players ... on the games of the list.
    QMenu* menu = (new DatabaseActions(list))->offerCopies();
    connect(menu, &QMenu::aboutToShow, this, [this, list, menu] { fillCopyMenu(list, menu); });
    // A search "in every database" is run in each list; each tab says what it found.
    list->offerEveryDatabase();
    list->setForEveryDatabase(everyDatabase_);
    connect(list, &GamePickerDialog::everyDatabaseToggled, this, [this](bool on) {
        everyDatabase_ = on;
        for (int i = 0; i < tabs_->count(); ++i)
            if (auto* other = qobject_cast<GamePickerDialog*>(tabs_->widget(i)))
                other->setForEveryDatabase(on);
    });
    connect(
        list, &GamePickerDialog::searchChosen, this,
        [this, list](std::optional<PositionMatch> match, std::optional<MaterialPattern> pattern) {
            if (!list->forEveryDatabase()) return;
            for (int i = 0; i < tabs_->count(); ++i) {
                auto* other = qobject_cast<GamePickerDialog*>(tabs_->widget(i));
                if (!other || other == list) continue;
                if (pattern)
                    other->searchMaterial(*pattern);
                else
                    other->searchPosition(match);
            }
        });
    connect(list, &GamePickerDialog::positionSearched, this, &DatabaseFeature::updateTabs);
}

void DatabaseFeature::fillCopyMenu(GamePickerDialog* list, QMenu* menu) {
    menu->clear();
    GameIndex* from = indexOf(list);
    if (!from) return;
    const auto copyTo = [this, list](const QString& target) {
        GameIndex* source = indexOf(list);
        if (source) copyGames(source, list->selectedNumbers(), target);
    };
    // The other databases open here, in the tabs' order.
    for (int i = 0; i < tabs_->count(); ++i) {
        const auto target = targetOfTab(i);
        if (!target || tabs_->widget(i) == list) continue;
        QAction* a = menu->addAction(tabs_->tabText(i));
        a->setObjectName(target->isEmpty() ? QStringLiteral("copyToLibrary")
                                           : QStringLiteral("copyToFile"));
        a->setToolTip(target->isEmpty() ? a->text() : QDir::toNativeSeparators(*target));
        connect(a, &QAction::triggered, this, [copyTo, target] { copyTo(*target); });
    }
    const QList<QAction*> offered = menu->actions();
    if (addToLibrary_ && !from->isLibrary() &&
        std::none_of(offered.begin(), offered.end(), [](QAction* a) {
            return a->objectName() == QLatin1String("copyToLibrary");
        })) {
        QAction* a = menu->addAction(tr("My games"));
        a->setObjectName(QStringLiteral("copyToLibrary"));
        connect(a, &QAction::triggered, this, [copyTo] { copyTo(QString()); });
    }
    menu->addSeparator();
    QAction* other = menu->addAction(tr("Another PGN file..."));
    other->setObjectName(QStringLiteral("copyToOtherFile"));
    connect(other, &QAction::triggered, this, [this, copyTo, from] {
        // An existing file keeps its games: the copies are added at its end.
        const QString path = QFileDialog::getSaveFileName(
            window(), tr("Copy the games to the end of a PGN file"), from->exportFolder(),
            tr("PGN files (*.pgn)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty()) copyTo(path);
    });
}

void DatabaseFeature::copyGames(GameIndex* from, const std::vector<int>& numbers,
                                const QString& target) {
    if (!from || numbers.empty()) return;
    if (auto* file = qobject_cast<GameDatabase*>(from);
        file && !target.isEmpty() && QFileInfo(file->pgnPath()) == QFileInfo(target)) {
        tell(tr("Copy to"), tr("The games are in that file already."), false);
        return;
    }
    if (target.isEmpty() && from->isLibrary()) return; // My games into My games
    // The games go through a file of their own: written as their database keeps them, then
    // added to the target.
    QTemporaryFile through(QDir::temp().filePath(QStringLiteral("chess960-copy-XXXXXX.pgn")));
    through.setAutoRemove(false);
    if (!through.open()) {
        tell(tr("Copy to"), tr("The games cannot be copied: %1").arg(through.errorString()), true);
        return;
    }
    through.close();
    const QString name = target.isEmpty() ? tr("My games") : QFileInfo(target).fileName();
    auto* job = new JobRunner(this);
    ++copying_;
    say(tr("Copying %Ln games to %1...", nullptr, int(numbers.size())).arg(name));
    job->run(
        [exported = from->exportTask(numbers, through.fileName()), path = through.fileName(),
         target, add = addToLibrary_](const JobControl&) {
            return chess960::ui::copyGames(exported, path, target, add);
        },
        [this, job, target, name](const CopiedGames& done) {
            --copying_;
            job->deleteLater();
            if (done.copied < 0) {
                tell(tr("Copy to"),
                     tr("The games could not be copied to %1: %2").arg(name, done.error), true);
            } else {
                say(tr("%Ln games copied to %1", nullptr, done.copied).arg(name), 8000);
                if (target.isEmpty())
                    emit libraryGamesAdded();
                else
                    emit gamesCopied(done.appended);
            }
            emit copyFinished(done.copied, done.error);
        });
}

bool DatabaseFeature::eventFilter(QObject* watched, QEvent* event) {
    // Only drags are looked at: the tab bar's other events come also while the panel is being
    // taken down.
    const auto type = event->type();
    if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop)
        return Feature::eventFilter(watched, event);
    if (watched != tabs_->tabBar()) return Feature::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event);
    const auto dragged = gamesFromMime(drop->mimeData());
    const int tab = tabs_->tabBar()->tabAt(drop->position().toPoint());
    GameIndex* from = nullptr;
    if (dragged)
        for (int i = 0; i < tabs_->count(); ++i)
            if (auto* list = qobject_cast<GamePickerDialog*>(tabs_->widget(i));
                list && indexOf(list) && indexOf(list)->indexPath() == dragged->indexPath)
                from = indexOf(list);
    const auto target = targetOfTab(tab);
    const bool welcome = from && target && tabs_->widget(tab) &&
                         indexOf(qobject_cast<GamePickerDialog*>(tabs_->widget(tab))) != from;
    if (type == QEvent::DragEnter) {
        // Accepted here; each move says whether the tab under it takes the games.
        if (dragged && from)
            drop->acceptProposedAction();
        else
            drop->ignore();
        return true;
    }
    if (!welcome) {
        drop->ignore();
        return true;
    }
    drop->setDropAction(Qt::CopyAction);
    drop->accept();
    if (type == QEvent::Drop) copyGames(from, dragged->numbers, *target);
    return true;
}

} // namespace chess960::ui
