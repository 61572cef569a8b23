#include "database/playerfinder.h"

#include "database/gamedatabase.h"
#include "jobs/jobrunner.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QVBoxLayout>
#include <QVariant>

namespace chess960::ui {

GameSummary summaryOf(const QSqlQuery& q) {
    GameSummary g;
    g.white = q.value(0).toString().toStdString();
    g.black = q.value(1).toString().toStdString();
    g.result = parseResult(q.value(2).toString().toStdString()).value_or(GameResult::Ongoing);
    g.whiteElo = q.value(3).toInt();
    g.blackElo = q.value(4).toInt();
    g.date = q.value(5).toString().toStdString();
    g.startNumber = q.value(6).isNull() ? -1 : q.value(6).toInt();
    return g;
}

PlayersFound readPlayers(const QString& indexPath, const std::atomic<bool>& cancel) {
    PlayersFound out;
    PlayerTally tally;
    const bool ok = GameDatabase::readIndex(indexPath, [&](QSqlDatabase& db) {
        if (!GameDatabase::metaIsCurrent(GameDatabase::readMeta(db))) return false;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT %1 FROM games WHERE error IS NULL")
                        .arg(QLatin1String(kSummaryColumns))))
            return false;
        while (q.next() && !cancel.load(std::memory_order_relaxed)) {
            const GameSummary g = summaryOf(q);
            tally.add(g);
            ++out.games;
        }
        return true;
    });
    if (!ok || cancel.load()) return out;
    out.players = tally.players();
    out.ok = true;
    return out;
}

QString pointsText(double points) {
    const int halves = int(points * 2 + 0.5);
    const QString whole = halves >= 2 || halves == 0 ? QLocale().toString(halves / 2) : QString();
    return halves % 2 ? whole + QChar(0x00bd) : whole;
}

namespace {

QString eloRange(const PlayerStats& p) {
    if (!p.highestElo) return {};
    if (p.lowestElo == p.highestElo) return QString::number(p.highestElo);
    return QStringLiteral("%1\u2013%2").arg(p.lowestElo).arg(p.highestElo);
}

QString startName(int sp) {
    return sp >= 0 ? QStringLiteral("SP %1").arg(sp) : PlayerListModel::tr("other starts");
}

} // namespace

void PlayerListModel::setPlayers(std::vector<PlayerStats> players) {
    beginResetModel();
    players_ = std::move(players);
    endResetModel();
}

int PlayerListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(players_.size());
}

int PlayerListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayerListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(players_.size())) return {};
    const PlayerStats& p = players_[size_t(index.row())];
    const QLocale locale;
    const int decided = p.wins + p.draws + p.losses;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name || index.column() == Starts
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::UserRole) { // what the column sorts by
        switch (index.column()) {
        case Name: return QString::fromStdString(p.name);
        case Games: return p.games;
        case Score: return p.percent();
        case Results: return p.wins;
        case Elo: return p.highestElo;
        case Performance: return p.performance();
        case First: return QString::fromStdString(p.firstDate);
        case Last: return QString::fromStdString(p.lastDate);
        case Starts: return int(p.startPositions.size());
        }
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == Score && decided)
            return tr("%1 points of %Ln games with a result", nullptr, decided)
                .arg(pointsText(p.points()));
        if (index.column() == Results)
            return tr("Won %1, drawn %2, lost %3; %4 with White, %5 with Black")
                .arg(p.wins)
                .arg(p.draws)
                .arg(p.losses)
                .arg(p.white)
                .arg(p.black);
        if (index.column() == Starts) {
            QStringList lines;
            for (size_t i = 0; i < p.startPositions.size() && i < 20; ++i)
                lines << tr("%1: %Ln games", nullptr, p.startPositions[i].second)
                             .arg(startName(p.startPositions[i].first));
            if (p.startPositions.size() > 20)
                lines << tr("and %Ln more", nullptr, int(p.startPositions.size() - 20));
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Name: return QString::fromStdString(p.name);
    case Games: return locale.toString(p.games);
    case Score:
        return decided ? locale.toString(p.percent(), 'f', 0) + QLatin1Char('%')
                       : QStringLiteral("\u2013");
    case Results: return QStringLiteral("+%1 =%2 \u2212%3").arg(p.wins).arg(p.draws).arg(p.losses);
    case Elo: return eloRange(p);
    case Performance: return p.performance() ? QString::number(p.performance()) : QString();
    case First: return QString::fromStdString(p.firstDate);
    case Last: return QString::fromStdString(p.lastDate);
    case Starts: {
        // How many, then the most played.
        QStringList most;
        for (size_t i = 0; i < p.startPositions.size() && i < 3; ++i)
            most << QStringLiteral("%1 (%2)")
                        .arg(startName(p.startPositions[i].first))
                        .arg(p.startPositions[i].second);
        return QStringLiteral("%1: %2")
            .arg(p.startPositions.size())
            .arg(most.join(QStringLiteral(", ")));
    }
    }
    return {};
}

QVariant PlayerListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Score: return tr("Points in per cent of the games with a result");
        case Results: return tr("Wins, draws and losses");
        case Elo: return tr("The player's lowest and highest rating in these games");
        case Performance:
            return tr("The rating the player's results are worth against the opponents rated");
        case First: return tr("The first game's date");
        case Last: return tr("The last game's date");
        case Starts: return tr("How many start positions, and the most played");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Name: return tr("Player");
    case Games: return tr("Games");
    case Score: return tr("Score");
    case Results: return tr("+ = \u2212");
    case Elo: return tr("Elo");
    case Performance: return tr("Perf.");
    case First: return tr("First");
    case Last: return tr("Last");
    case Starts: return tr("Start positions");
    }
    return {};
}

PlayerFinderDialog::PlayerFinderDialog(const QString& indexPath, const QString& fileName,
                                       QWidget* parent)
    : QDialog(parent), model_(new PlayerListModel(this)), sorted_(new QSortFilterProxyModel(this)),
      table_(new QTableView(this)), filter_(new QLineEdit(this)), status_(new QLabel(this)),
      reader_(new JobRunner(this)) {
    setObjectName(QStringLiteral("playerFinder"));
    setWindowTitle(tr("Players of %1").arg(fileName));
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(Qt::UserRole);
    sorted_->setFilterKeyColumn(PlayerListModel::Name);
    sorted_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    table_->setObjectName(QStringLiteral("playersTable"));
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(PlayerListModel::Games, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    filter_->setObjectName(QStringLiteral("playerFilter"));
    filter_->setPlaceholderText(tr("Find a player by a part of the name"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, this, [this](const QString& text) {
        sorted_->setFilterFixedString(text);
        updateStatus();
    });
    status_->setObjectName(QStringLiteral("playersStatus"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    list_ = buttons->addButton(tr("&List the games"), QDialogButtonBox::ActionRole);
    list_->setObjectName(QStringLiteral("listPlayerGames"));
    list_->setToolTip(tr("The player's games in the file's list"));
    list_->setEnabled(false);
    const auto choose = [this] {
        if (!chosenPlayer().isEmpty()) emit playerChosen(chosenPlayer());
    };
    connect(list_, &QPushButton::clicked, this, choose);
    connect(table_, &QTableView::doubleClicked, this, choose);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filter_);
    layout->addWidget(table_, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(status_, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    resize(900, 560);
    updateStatus();
    reader_->run(
        [indexPath](const JobControl& job) { return readPlayers(indexPath, job.stopFlag()); },
        [this](const PlayersFound& found) {
            reading_ = false;
            failed_ = !found.ok;
            games_ = found.games;
            model_->setPlayers(found.players);
            table_->resizeColumnsToContents();
            table_->setColumnWidth(PlayerListModel::Name,
                                   std::min(table_->columnWidth(PlayerListModel::Name),
                                            fontMetrics().averageCharWidth() * 30));
            connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                    [this] { list_->setEnabled(!chosenPlayer().isEmpty()); });
            updateStatus();
            emit playersListed();
        });
}

PlayerFinderDialog::~PlayerFinderDialog() = default;

QString PlayerFinderDialog::chosenPlayer() const {
    const QModelIndexList rows =
        table_->selectionModel() ? table_->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.size() != 1) return {};
    return QString::fromStdString(model_->player(sorted_->mapToSource(rows[0]).row()).name);
}

void PlayerFinderDialog::updateStatus() {
    if (reading_) {
        status_->setText(tr("Reading the players..."));
    } else if (failed_) {
        status_->setText(tr("The file's index could not be read: open the file again"));
    } else {
        const int shown = sorted_->rowCount(), all = model_->rowCount();
        const QString players = tr("%Ln players", nullptr, all);
        const QString games = tr("%Ln games", nullptr, games_);
        status_->setText(shown == all
                             ? tr("%1 in %2").arg(players, games)
                             : tr("%1 of %2 in %3").arg(QLocale().toString(shown), players, games));
    }
}

} // namespace chess960::ui
