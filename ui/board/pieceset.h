// A set of piece drawings (SVG in the resources), rendered to pixmaps at the device's pixel
// ratio so pieces stay crisp at every board size and on high-DPI screens.
#pragma once

#include "chess960/types.h"

#include <QHash>
#include <QPixmap>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace chess960::ui {

/// \brief One piece set, loaded from ":/pieces/<id>/".
class PieceSet {
public:
    /// \brief The ids of the built-in sets, the default first.
    static QStringList ids();
    /// \brief A name for menus.
    static QString displayName(const QString& id);

    /// \brief Loads the set; an unknown id loads the default set.
    explicit PieceSet(const QString& id = QString());
    ~PieceSet();
    PieceSet(const PieceSet&) = delete;
    PieceSet& operator=(const PieceSet&) = delete;

    QString id() const { return id_; }
    /// \brief The piece as a pixmap of size x size logical pixels at the given pixel ratio.
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio) const;
    /// \brief Paints the piece straight from the drawing (for sizes that change every frame).
    void paint(QPainter& painter, Piece piece, const QRectF& rect) const;

private:
    QString id_;
    std::array<std::unique_ptr<QSvgRenderer>, 16> renderers_;
    mutable QHash<quint64, QPixmap> cache_;
};

} // namespace chess960::ui
