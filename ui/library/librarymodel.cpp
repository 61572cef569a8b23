#include "librarymodel.h"

#include "game/playernames.h"

#include "game/gamesetup.h"
#include "i18n/castlewording.h"

#include "chess960/game.h"

#include <QLocale>

namespace chess960::ui {

LibraryModel::LibraryModel(QObject* parent) : QAbstractTableModel(parent) {}

void LibraryModel::setEntries(std::vector<LibraryEntry> entries) {
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(entries_.size());
}

int LibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString LibraryModel::resultText(const LibraryEntry& e) {
    if (e.result == GameResult::Ongoing) return tr("unfinished");
    const QString score = e.result == GameResult::WhiteWins   ? QStringLiteral("1-0")
                          : e.result == GameResult::BlackWins ? QStringLiteral("0-1")
                                                              : QStringLiteral("½-½");
    if (e.termination == Termination::None || e.termination == Termination::Unknown) return score;
    return tr("%1, %2").arg(score, CastleWording::terminationText(e.termination));
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const LibraryEntry& e = entries_[size_t(index.row())];
    if (role == SortRole) {
        switch (index.column()) {
        case Date: return e.played;
        case StartNumber: return e.startNumber;
        case Moves: return e.plies;
        case Result: return int(e.result);
        default: return data(index, Qt::DisplayRole).toString().toLower();
        }
    }
    if (role == Qt::TextAlignmentRole && (index.column() == StartNumber || index.column() == Moves))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case Date: return QLocale().toString(e.played, QLocale::ShortFormat);
    case White: return PlayerNames::recorded(e.white, chess960::White, e.computerLevel);
    case Black: return PlayerNames::recorded(e.black, chess960::Black, e.computerLevel);
    case Result: return resultText(e);
    case StartNumber: return e.startNumber >= 0 ? QString::number(e.startNumber) : tr("set-up");
    case Moves: return (e.plies + 1) / 2;
    case Opening: return e.opening;
    default: return {};
    }
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date: return tr("Date");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case StartNumber: return tr("SP");
    case Moves: return tr("Moves");
    case Opening: return tr("Opening");
    default: return {};
    }
}

void LibraryModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!entries_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

LibraryFilter::LibraryFilter(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(LibraryModel::SortRole);
}

void LibraryFilter::setPlayer(const QString& text) {
    player_ = text.trimmed();
    invalidateFilter();
}

void LibraryFilter::setOutcome(Outcome outcome) {
    outcome_ = outcome;
    invalidateFilter();
}

void LibraryFilter::setStartNumber(int n) {
    startNumber_ = n;
    invalidateFilter();
}

void LibraryFilter::setSince(const QDateTime& since) {
    since_ = since;
    invalidateFilter();
}

bool LibraryFilter::filterAcceptsRow(int row, const QModelIndex& parent) const {
    if (parent.isValid()) return false;
    const auto* model = static_cast<const LibraryModel*>(sourceModel());
    const LibraryEntry& e = model->entry(row);
    if (!player_.isEmpty()) {
        // Both the recorded name and the one shown: "Computer" finds the computer's games in
        // any language, and so does the word the window shows.
        const QString names[] = {e.white, e.black,
                                 PlayerNames::recorded(e.white, chess960::White, e.computerLevel),
                                 PlayerNames::recorded(e.black, chess960::Black, e.computerLevel)};
        if (std::none_of(std::begin(names), std::end(names), [this](const QString& n) {
                return n.contains(player_, Qt::CaseInsensitive);
            }))
            return false;
    }
    switch (outcome_) {
    case Outcome::Any: break;
    case Outcome::WhiteWon:
        if (e.result != GameResult::WhiteWins) return false;
        break;
    case Outcome::BlackWon:
        if (e.result != GameResult::BlackWins) return false;
        break;
    case Outcome::Drawn:
        if (e.result != GameResult::Draw) return false;
        break;
    case Outcome::Unfinished:
        if (e.result != GameResult::Ongoing) return false;
        break;
    }
    if (startNumber_ >= 0 && e.startNumber != startNumber_) return false;
    if (since_.isValid() && e.played < since_) return false;
    return true;
}

} // namespace chess960::ui
