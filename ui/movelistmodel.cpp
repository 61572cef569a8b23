#include "movelistmodel.h"

#include "i18n/castlewording.h"

#include <QCoreApplication>
#include <QEvent>

namespace chess960::ui {

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

bool MoveListModel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        if (const int row = resultRow(); row >= 0) emit dataChanged(index(row, 0), index(row, 0));
    }
    return QAbstractTableModel::eventFilter(watched, event);
}

void MoveListModel::setGame(const Game& game) {
    beginResetModel();
    offset_ = game.startPosition().sideToMove() == Black ? 1 : 0;
    firstMoveNumber_ = game.startPosition().fullmoveNumber();
    sans_.clear();
    for (const PlayedMove& m : game.moves()) sans_ << QString::fromStdString(m.san);
    result_ = game.result();
    termination_ = game.termination();
    endResetModel();
}

int MoveListModel::resultRow() const {
    return result_ == GameResult::Ongoing ? -1 : (int(sans_.size()) + offset_ + 1) / 2;
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return (int(sans_.size()) + offset_ + 1) / 2 + (result_ == GameResult::Ongoing ? 0 : 1);
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 2;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || role != Qt::DisplayRole) return {};
    if (index.row() == resultRow()) {
        if (index.column() != 0) return {};
        // As PGN writes it (1/2-1/2 for a draw), with the reason in the player's language.
        const std::string_view score = chess960::resultText(result_);
        return tr("%1 (%2)").arg(QString::fromUtf8(score.data(), qsizetype(score.size())),
                                 CastleWording::terminationText(termination_));
    }
    const int i = index.row() * 2 + index.column() - offset_;
    if (i < 0 || i >= sans_.size()) return {};
    return sans_.at(i);
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical)
        return section == resultRow() ? QString() : QString::number(firstMoveNumber_ + section);
    return section == 0 ? tr("White") : tr("Black");
}

QModelIndex MoveListModel::indexOfPly(int ply) const {
    if (ply < 1 || ply > sans_.size()) return {};
    const int i = ply - 1 + offset_;
    return index(i / 2, i % 2);
}

int MoveListModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid()) return 0;
    const int i = index.row() * 2 + index.column() - offset_;
    return i >= 0 && i < sans_.size() ? i + 1 : 0;
}

QString MoveListModel::moveLabel(int ply) const {
    if (ply < 1 || ply > sans_.size()) return {};
    const int i = ply - 1 + offset_;
    const int number = firstMoveNumber_ + i / 2;
    return (i % 2 == 0 ? QStringLiteral("%1. %2") : QStringLiteral("%1... %2"))
        .arg(number)
        .arg(sans_.at(ply - 1));
}

} // namespace chess960::ui
