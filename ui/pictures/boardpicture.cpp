#include "boardpicture.h"

#include "board/arrow.h"
#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "chess960/bitboard.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace chess960::ui {

void paintBoardPicture(QPainter& p, const QRectF& area, const Position& pos,
                       const BoardTheme& theme, const PieceSet& pieces,
                       const PictureOptions& options) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // With coordinates the squares sit on a frame a third of a square wide.
    const qreal square = options.coordinates ? area.width() / (8 + 2 * 0.34) : area.width() / 8;
    const qreal margin = options.coordinates ? square * 0.34 : 0;
    const QPointF origin = area.topLeft() + QPointF(margin, margin);
    const auto rectOf = [&](Square s) {
        const int file = fileOf(s), rank = rankOf(s);
        const int col = options.flipped ? 7 - file : file;
        const int row = options.flipped ? rank : 7 - rank;
        return QRectF(origin.x() + col * square, origin.y() + row * square, square, square);
    };
    if (options.coordinates) {
        p.fillRect(area, theme.frame);
        QFont font = p.font();
        font.setPixelSize(std::max(8, qRound(square * 0.22)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(theme.coordinates);
        for (int i = 0; i < 8; ++i) {
            const QRectF file = rectOf(makeSquare(i, 0)), rank = rectOf(makeSquare(0, i));
            p.drawText(QRectF(file.left(), area.bottom() - margin, square, margin), Qt::AlignCenter,
                       QString(QChar('a' + i)));
            p.drawText(QRectF(area.left(), rank.top(), margin, square), Qt::AlignCenter,
                       QString::number(i + 1));
        }
    }
    for (int s = 0; s < 64; ++s) {
        const Square sq = Square(s);
        p.fillRect(rectOf(sq), isLightSquare(sq) ? theme.light : theme.dark);
        if (options.lastMove & bb(sq)) p.fillRect(rectOf(sq), theme.lastMove);
    }
    for (int s = 0; s < 64; ++s)
        if (const Piece piece = pos.pieceOn(Square(s)); piece != NoPiece)
            pieces.paint(p, piece, rectOf(Square(s)));
    for (const Marking& m : options.markings)
        paintMarking(p, m.colour, rectOf(m.from).center(), rectOf(m.to).center(), square, 170);
    p.restore();
}

QImage boardImage(const Position& pos, const BoardTheme& theme, const PieceSet& pieces,
                  const PictureOptions& options) {
    QImage image(options.size, options.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    paintBoardPicture(p, QRectF(0, 0, options.size, options.size), pos, theme, pieces, options);
    return image;
}

QByteArray boardSvg(const Position& pos, const BoardTheme& theme, const PieceSet& pieces,
                    const PictureOptions& options) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(options.size, options.size));
    // The size is written in millimetres; at 90 dpi SVG readers (Qt's own included) read
    // back the pixels asked for.
    svg.setResolution(90);
    svg.setViewBox(QRect(0, 0, options.size, options.size));
    svg.setTitle(QStringLiteral("Chess960 position"));
    svg.setDescription(QString::fromStdString(pos.fen()));
    QPainter p(&svg);
    paintBoardPicture(p, QRectF(0, 0, options.size, options.size), pos, theme, pieces, options);
    p.end();
    return buffer.data();
}

} // namespace chess960::ui
