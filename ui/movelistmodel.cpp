#include "movelistmodel.h"

#include <QCoreApplication>
#include <QEvent>

namespace chess960::ui {

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

bool MoveListModel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    return QAbstractTableModel::eventFilter(watched, event);
}

void MoveListModel::setGame(const Game& game) {
    beginResetModel();
    offset_ = game.startPosition().sideToMove() == Black ? 1 : 0;
    firstMoveNumber_ = game.startPosition().fullmoveNumber();
    sans_.clear();
    for (const PlayedMove& m : game.moves()) sans_ << QString::fromStdString(m.san);
    endResetModel();
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : (int(sans_.size()) + offset_ + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 2;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || role != Qt::DisplayRole) return {};
    const int i = index.row() * 2 + index.column() - offset_;
    if (i < 0 || i >= sans_.size()) return {};
    return sans_.at(i);
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return QString::number(firstMoveNumber_ + section);
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
