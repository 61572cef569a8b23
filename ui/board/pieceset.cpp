#include "board/pieceset.h"

#include <QObject>
#include <QPainter>
#include <QSvgRenderer>

namespace chess960::ui {

QStringList PieceSet::ids() {
    return {"classic", "simple"};
}

QString PieceSet::displayName(const QString& id) {
    if (id == QLatin1String("simple")) return QObject::tr("Simple");
    return QObject::tr("Classic");
}

PieceSet::PieceSet(const QString& id) : id_(ids().contains(id) ? id : ids().front()) {
    for (Color c : {White, Black}) {
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King}) {
            const Piece p = makePiece(c, t);
            const QString file = QStringLiteral(":/pieces/%1/%2%3.svg")
                                     .arg(id_, c == White ? "w" : "b")
                                     .arg(QChar::fromLatin1(pieceLetter(makePiece(White, t))));
            renderers_[p] = std::make_unique<QSvgRenderer>(file);
        }
    }
}

PieceSet::~PieceSet() = default;

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) const {
    const int pixels = qRound(size * devicePixelRatio);
    const quint64 key = (quint64(piece) << 32) | quint64(pixels);
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
    QPixmap pm(pixels, pixels);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        if (renderers_[piece]) renderers_[piece]->render(&p, QRectF(0, 0, pixels, pixels));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    // A resize produces a new size per frame; keep only the sizes of the current board.
    if (cache_.size() > 64) cache_.clear();
    cache_.insert(key, pm);
    return pm;
}

void PieceSet::paint(QPainter& painter, Piece piece, const QRectF& rect) const {
    if (renderers_[piece]) renderers_[piece]->render(&painter, rect);
}

} // namespace chess960::ui
